#pragma once

#include "annotationset.h"
#include "document.h"
#include "documentloader.h"

#include <variant>

namespace Touchline {

class Extractor;

/// Reads a report from disk the way the window would show it: its saved annotations
/// (NAME.touchline.json) when it has readable ones, else what the extractor finds. For reports that
/// are not open (a folder's, summarised or exported); touches no shared state, so any thread may call it.
class ReportReader
{
public:
    struct Read {
        Document document;
        AnnotationSet annotations;
    };

    explicit ReportReader(const Extractor &extractor);
    std::variant<Read, LoadError> read(const QString &path) const;

private:
    const Extractor &m_extractor;
};

} // namespace Touchline
