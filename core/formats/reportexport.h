#pragma once

#include "annotatedreport.h"
#include "conllexporter.h"

#include <QList>
#include <QStringList>

#include <functional>
#include <variant>

class QThreadPool;

namespace Touchline {

/// How ReportExport writes what a format leaves open (outside the class: a default argument there cannot
/// use a nested struct's member initialisers).
struct ReportExportOptions {
    ConllExporter::TagSet conllTags = ConllExporter::TagSet::Conll2003;
    /// When set, the next few reports are fetched and rendered on this pool's threads while the writing
    /// thread writes, in order, the ones before: the source's `at` is then called on those threads, several
    /// at once. Null: everything on the writing thread, one report at a time.
    QThreadPool *pool = nullptr;
};

/// Writes reports' annotations into a folder in one of the formats of core/formats, the same files
/// `touchline-cli export` writes (it runs this). No shared state: safe to run on a worker thread.
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
        std::function<void(const QString &path)> written;   ///< after each file is in place (absolute path)
    };
    using Options = ReportExportOptions;

    static QList<Format> formats();
    /// "Native JSON", "JSONL", ... for menus.
    static QString formatName(Format format);
    /// What the format writes, for tooltips.
    static QString formatDescription(Format format);

    /// Where an export's reports come from, fetched one at a time (or a few ahead, with Options::pool), so
    /// that a folder of 100,000 never needs all its reports in memory at once. `paths` (one per report, known
    /// up front; may be empty strings) let the export refuse to overwrite a report before reading any.
    struct ReportSource {
        QStringList paths;
        /// The report at `index`, or why it could not be read (a message naming the file). Called on the
        /// pool's threads, several at once, when the export has one.
        std::function<std::variant<AnnotatedReport, QString>(int index)> at;
    };

    /// Writes the source's reports into `folder` (created when missing), holding one report at a time (a
    /// few with a pool) and asking for each once, in order. Never overwrites one of the reports. A report the source cannot give is an
    /// error and the others are still written. Formats with a file per report stop between reports when
    /// cancelled, keeping the files already written (and, for brat, the configuration they need); formats
    /// with one file for all write it as they go into a QSaveFile, so nothing is left when cancelled or
    /// when a write fails.
    static Result write(Format format, const ReportSource &source, const QString &folder, const Progress &progress = {},
                        const Options &options = {});
    /// The same for reports already in memory.
    static Result write(Format format, const QList<AnnotatedReport> &reports, const QString &folder, const Progress &progress = {},
                        const Options &options = {});
};

} // namespace Touchline
