#pragma once

#include "annotationset.h"
#include "documentloader.h"
#include "reportsummary.h"

#include <QFileInfo>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include <atomic>
#include <memory>
#include <optional>

class QUndoGroup;

namespace Touchline {

class Extractor;
class FolderExtraction;
class ReportDocument;
class ReportStore;

/// Every report open in the window: loads and extracts them (one at a time on demand, whole folders in
/// the background), keeps each one's ReportDocument and undo stack alive while another is shown (so undo
/// history survives switching), and tracks the current one. One QUndoGroup makes Undo/Redo follow it.
/// Cost: the text and annotations of every report open stay in memory; a folder's other reports cost a
/// summary each, held by the library. Reports shown and left behind are closed once nothing of them would
/// be lost (see keptShownReports), so that reading through a folder of thousands holds a few dozen open.
class ReportSession : public QObject
{
    Q_OBJECT
public:
    explicit ReportSession(std::shared_ptr<const Extractor> extractor, QObject *parent = nullptr);
    ~ReportSession() override;

    /// Files and folders to open. Files are loaded and extracted at once; folders are listed (reports:
    /// .txt .html .htm .md .markdown, recursively) and summarised in the background (filesListed(), a
    /// few thousand at a time, then folderListed(); reportsSummarized()); a folder without reports comes back as openFailed()). Returns the errors of
    /// the files that could not be opened; the first file that could becomes current, else the first
    /// report of the first folder listed, if none is current by then.
    ///
    /// A file of setBackgroundLoadThreshold() bytes or more, with its saved annotations (NAME.touchline.json),
    /// is read, decoded and its annotations parsed on a worker instead
    /// (loadStarted()): it is added when loaded, and becomes current then if it was the first file asked
    /// for and no report was made current meanwhile. Its errors come with openFailed().
    QList<LoadError> openPaths(const QStringList &paths);
    void setBackgroundLoadThreshold(qint64 bytes) { m_backgroundLoadThreshold = bytes; }
    /// How many files are being loaded on a worker.
    int loadsRunning() const { return int(m_loading.size()); }
    /// The files being loaded on a worker, in the order asked for.
    QStringList loadingPaths() const { return m_loadOrder; }
    /// How far the running loads are, together: from 0 to 1.
    double loadProgress() const;
    /// Gives up on every running load: nothing is added, no error is shown, loadCancelled() is emitted
    /// for each; the workers stop within a chunk (a few MB).
    void cancelLoads();
    /// Loads (if needed) and returns the report at `path`, or the reason it cannot be opened. The report
    /// comes back at once with its text; unless it has saved annotations, it is extracted in the background
    /// and its annotations arrive later (extractionFinished(), ReportDocument::annotationsReset()).
    std::variant<ReportDocument *, LoadError> open(const QString &path);

    ReportDocument *report(const QString &path) const;
    /// The reports open in memory: those shown, and those the user opened. A folder's other reports are
    /// only summarised (reportsSummarized()) until shown; reportPaths() lists them all.
    QList<ReportDocument *> reports() const;
    /// Every report the session knows, open or only listed, in the order they came.
    QStringList reportPaths() const { return m_paths; }
    /// Where `path` is in reportPaths(), or -1.
    int indexOfPath(const QString &path) const;
    /// Whether folders are being listed.
    bool isListing() const { return !m_listing.isEmpty(); }
    QList<ReportDocument *> modifiedReports() const;
    ReportDocument *current() const { return m_current; }
    /// Shows `report` (which joins the undo group) and closes idle reports shown before the last
    /// keptShownReports: those without edits, undo history, a running extraction or save, and shorter
    /// than a million characters (a long one takes seconds to read and extract again). open() reads a closed one
    /// again from disk, as it was (reportClosed()).
    void setCurrent(ReportDocument *report);
    /// How many of the reports shown last stay open whatever their state: going back to them is instant.
    static constexpr int keptShownReports = 16;
    /// Shows the report at `path`, opening it first if needed. One of setBackgroundLoadThreshold() bytes
    /// or more (with its saved annotations) is read on a worker, as openPaths() reads it, and shown when it
    /// arrives unless another report is shown first: a large report clicked in a folder's library does not
    /// hold the window while it is read. Returns false when it could not be opened (reportFailed()); a
    /// background load's errors come later, with openFailed().
    bool setCurrentPath(const QString &path);

    QUndoGroup *undoGroup() const { return m_undoGroup; }
    FolderExtraction *folderExtraction() const { return m_folderExtraction; }
    ReportStore *store() const { return m_store; }
    const Extractor &extractor() const { return *m_extractor; }
    /// For workers that may outlive a call (export).
    std::shared_ptr<const Extractor> sharedExtractor() const { return m_extractor; }

    /// Extracts the report again in the background, keeping the user's events (one undo step when done).
    void rerunExtraction(ReportDocument *report);
    /// Whether an extraction of the report (first or re-run) is running.
    bool isExtracting(const ReportDocument *report) const;
    /// How far the report's running extraction is, from 0 to 1 (0 when none runs).
    double extractionProgress(const ReportDocument *report) const;
    /// How many reports are being extracted one by one (folder extraction not counted).
    int extractionsRunning() const { return int(m_extractions.size()); }
    /// Abandons the report's running extraction: the worker stops within a sentence or so, its
    /// annotations stay as they were, and extractionCancelled() is emitted.
    void cancelExtraction(ReportDocument *report);
    /// Abandons every running per-report extraction (the status bar's Cancel).
    void cancelExtractions();

    static bool isReportFile(const QString &fileName);
    static QStringList reportsInFolder(const QString &folder);

signals:
    /// Files are known (listed from a folder or opened) but not necessarily loaded yet.
    void filesListed(const QStringList &paths);
    /// A folder's `count` files are about to come with filesListed(), a chunk at a time: room for them all at
    /// once, as a table that grows by doubling rehashes every path it holds in one go.
    void filesAboutToBeListed(qsizetype count);
    void reportAdded(Touchline::ReportDocument *report);
    /// Some of a folder's reports were extracted (or read from their saved annotations) in the background
    /// and are not open: what the library shows of them. In batches, as many as came in since the last.
    void reportsSummarized(const QList<Touchline::ReportSummary> &summaries);
    /// A folder given to openPaths() is being listed / was listed (its files came with filesListed()).
    void folderListingStarted(const QString &folder);
    void folderListed(const QString &folder);
    /// The report's content changed (for the library's row: title, teams, status, filter words).
    void reportChanged(Touchline::ReportDocument *report);
    /// Only whether the report has unsaved edits changed (an edit's first, an undo back to the saved
    /// state, a save): the library's mark and the window's title, without the whole row made again.
    void reportModifiedChanged(Touchline::ReportDocument *report);
    void reportFailed(const QString &path, const QString &reason);
    /// A report left behind was closed, nothing of it lost (see setCurrent()); deleted later, and no
    /// longer in reports(). The library keeps its row as it was.
    void reportClosed(const QString &path);
    /// A large file given to openPaths() is being loaded on a worker.
    void loadStarted(const QString &path);
    /// Its load ended: the report was added (reportAdded()), or openFailed() or loadCancelled() came first.
    void loadFinished(const QString &path);
    /// The user gave up on loading it.
    void loadCancelled(const QString &path);
    /// A file given to openPaths() could not be opened, found out after openPaths() returned.
    void openFailed(const QString &path, const QString &reason);
    void currentChanged(Touchline::ReportDocument *report);
    /// A report's background extraction started / finished (its annotations are in the report now).
    void extractionStarted(Touchline::ReportDocument *report);
    void extractionFinished(Touchline::ReportDocument *report);
    /// The user abandoned the report's extraction; its annotations did not change.
    void extractionCancelled(Touchline::ReportDocument *report);

private:
    /// Reads and decodes `path` on a worker; adopts it (or reports its error) when done.
    void loadInBackground(const QString &path, bool becomesCurrent);
    /// Whether `path` (not open) is large enough to be read on a worker.
    bool readsInBackground(const QString &path) const;
    void listInBackground(const QString &folder);
    void addListed(const QString &folder, const QStringList &files, qsizetype from);
    void finishListing(const QString &folder);
    void showFirstReportOf(const QStringList &files);
    /// Closes the reports shown before the last keptShownReports that isIdle() allows.
    void closeIdleReports();
    /// Whether closing `report` would lose nothing the user did or is waiting for.
    bool isIdle(const ReportDocument *report) const;
    /// Paths not known yet join reportPaths() and the library (filesListed()).
    void addKnown(const QStringList &paths);
    void forgetLoad(const QString &path);
    /// A document read from disk and the annotations saved beside it, read on the same worker (a large
    /// report's annotations file takes seconds to parse).
    struct Loaded {
        Document document;
        std::optional<AnnotationSet> saved;
        QString savedError; ///< why a saved file was ignored; empty when there was none or it was read
    };
    static Loaded withSaved(Document document);
    /// The report's size and that of its saved annotations, if any.
    static qint64 bytesToRead(const QFileInfo &report);
    /// A loaded document joins the session, with its saved annotations or a background extraction.
    ReportDocument *adoptLoaded(Loaded loaded);
    ReportDocument *adopt(Document document, const AnnotationSet &extracted, bool isExtracted = true);
    enum class ExtractionKind { First, Rerun };
    /// Runs the extractor on a worker thread; a newer run for the same report supersedes an older one.
    void startExtraction(ReportDocument *report, ExtractionKind kind);

    std::shared_ptr<const Extractor> m_extractor;
    QUndoGroup *m_undoGroup;
    FolderExtraction *m_folderExtraction;
    ReportStore *m_store;
    QHash<QString, ReportDocument *> m_reports;
    QList<ReportDocument *> m_order;
    QStringList m_paths;            // every report known, open or not
    QHash<QString, int> m_pathIndex; // path → index in m_paths
    QStringList m_listing;          // folders being listed
    QPointer<ReportDocument> m_current;
    QList<ReportDocument *> m_shown; // open reports in the order last shown, the most recent last
    // About 50 ms of reading, hashing and decoding on the UI thread.
    qint64 m_backgroundLoadThreshold = 2 * 1024 * 1024;
    QHash<QString, std::shared_ptr<LoadProgress>> m_loading; // paths being loaded on a worker
    QStringList m_loadOrder;
    QString m_currentOnArrival; // the one among them to make current, unless another report is first
    /// The running extraction of each report, tagged with a generation: a result is applied only if its
    /// report still exists (QPointer) and no newer run was started for it meanwhile. The flag tells the
    /// worker to stop when the run is superseded, cancelled or its report closed.
    struct RunningExtraction {
        quint64 generation = 0;
        std::shared_ptr<std::atomic_bool> cancelled;
        std::shared_ptr<std::atomic_int> progressPermille; // set by the worker between stages
    };
    QHash<const ReportDocument *, RunningExtraction> m_extractions;
    quint64 m_generation = 0;
};

} // namespace Touchline
