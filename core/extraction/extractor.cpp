#include "extractor.h"

#include "entityresolver.h"
#include "extractioncontext.h"
#include "gazetteer.h"
#include "lexicon.h"
#include "mentionfinder.h"
#include "sentencesplitter.h"

namespace Touchline {

Extractor::Extractor()
    : Extractor(Gazetteer::load())
{
}

Extractor::Extractor(std::shared_ptr<const Gazetteer> gazetteer)
    : m_gazetteer(gazetteer ? std::move(gazetteer) : Gazetteer::builtIn())
{
}

Extractor::~Extractor() = default;

AnnotationSet Extractor::extract(const Document &document) const
{
    AnnotationSet annotations;
    annotations.document = document.info;
    ExtractionContext context{document.text, Tokenizer::tokenize(document.text), {}, {}, {}, annotations};
    context.sentences = SentenceSplitter::split(document.text, context.tokens);
    const auto lexicon = Lexicon::builtIn();
    MentionFinder(*m_gazetteer, *lexicon).find(context);
    EntityResolver(*m_gazetteer).resolve(context);
    return annotations;
}

AnnotationSet Extractor::extract(const QString &text) const
{
    Document document;
    document.text = text;
    return extract(document);
}

} // namespace Touchline
