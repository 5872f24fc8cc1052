#pragma once

#include "annotatedreport.h"

#include <QList>
#include <QStringList>

#include <functional>

namespace Touchline {

/// Writes reports' annotations into a folder in one of the formats of core/formats, the same files
/// `touchline-cli export` writes. No widgets and no shared state: safe to run on a worker thread.
class ReportExport
{
public:
    enum class Format { Native, Jsonl, Csv, Brat, Conll2003, W3c, Football };
    struct Result {
        QStringList written;  ///< absolute paths, in writing order
        QStringList errors;   ///< for people, each naming its file
        QStringList warnings; ///< e.g. what brat cannot hold
        bool cancelled = false; ///< stopped on request; what `written` lists is complete
    };
    /// Hooks for a long export, called on the writing thread between reports.
    struct Progress {
        std::function<void(int done, int total)> advanced; ///< after each report
        std::function<bool()> cancelled;                    ///< true stops before the next report
    };

    static QList<Format> formats();
    /// "Native JSON", "JSONL", ... for menus.
    static QString formatName(Format format);
    /// What the format writes, for tooltips.
    static QString formatDescription(Format format);

    /// Writes `reports` into `folder` (created when missing). Never overwrites one of the reports. Formats
    /// with a file per report stop between reports when cancelled, keeping the files already written (and,
    /// for brat, the configuration they need);
    /// formats with one file for all write nothing when cancelled before the end.
    static Result write(Format format, const QList<AnnotatedReport> &reports, const QString &folder, const Progress &progress = {});
};

} // namespace Touchline
