#pragma once

#include "annotatedreport.h"
#include "reanchor.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace Touchline {
class Extractor;
}

namespace Touchline::Cli {

/// A report with its annotations for export: the saved NAME.touchline.json when there is one
/// (re-anchored if the report changed), else a fresh extraction. `error` is set, naming the file, when
/// the report or its annotation file cannot be read. `notes` are warnings for stderr.
struct AnnotationInput {
    AnnotatedReport report;
    QString error;
    QStringList notes;
    bool fromSidecar = false;
};

AnnotationInput loadAnnotations(const QString &reportPath, const Extractor &extractor, bool forceExtract);

/// The report a NAME.touchline.json belongs to: NAME.txt, .md, .markdown, .html, .htm or NAME, beside it.
std::optional<QString> reportForSidecar(const QString &sidecarPath);

/// Output file names that stay unique when reports in different folders share a name ("match", "match-2").
class UniqueNames
{
public:
    QString take(const QString &base);

private:
    QStringList m_used;
};

} // namespace Touchline::Cli
