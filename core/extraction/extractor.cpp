#include "extractor.h"

namespace Touchline {

Extractor::Extractor() = default;

Extractor::Extractor(std::shared_ptr<const Gazetteer> gazetteer)
    : m_gazetteer(std::move(gazetteer))
{
}

Extractor::~Extractor() = default;

AnnotationSet Extractor::extract(const Document &document) const
{
    AnnotationSet annotations;
    annotations.document = document.info;
    return annotations;
}

AnnotationSet Extractor::extract(const QString &text) const
{
    Document document;
    document.text = text;
    return extract(document);
}

} // namespace Touchline
