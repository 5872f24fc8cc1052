#include "reportreader.h"

#include "extractor.h"
#include "reportstore.h"

namespace Touchline {

ReportReader::ReportReader(const Extractor &extractor)
    : m_extractor(extractor)
{
}

std::variant<ReportReader::Read, LoadError> ReportReader::read(const QString &path) const
{
    auto loaded = DocumentLoader().load(path);
    if (auto *error = std::get_if<LoadError>(&loaded))
        return *error;
    Read report{std::get<Document>(std::move(loaded)), {}};
    if (std::optional<AnnotationSet> saved = ReportStore::loadSaved(report.document, nullptr))
        report.annotations = std::move(*saved);
    else
        report.annotations = m_extractor.extract(report.document);
    return report;
}

} // namespace Touchline
