#pragma once

#include "reportsummary.h"

#include <QFutureWatcher>
#include <QMutex>
#include <QObject>
#include <QSet>
#include <QStringList>

#include <memory>
#include <vector>
#include <optional>

namespace Touchline {

class Extractor;

/// Loads and extracts many reports in the background (folderPool(), at a lower priority than the
/// window), handing back a ReportSummary a report on the GUI thread, in batches of whatever came in
/// since the last; can be cancelled. Nothing of a report is kept once summarised: a folder of 100,000 costs its summaries, not
/// its texts. A report with saved annotations (NAME.touchline.json) is summarised from them.
/// Cost: one load and one extraction per file, spread over the pool's threads.
class FolderExtraction : public QObject
{
    Q_OBJECT
public:
    struct Result {
        QString path;
        std::optional<ReportSummary> summary; ///< empty when the file could not be opened
        QString error;                        ///< why it could not be opened
        qsizetype index = -1;                 ///< in the batch
    };

    explicit FolderExtraction(std::shared_ptr<const Extractor> extractor, QObject *parent = nullptr);
    ~FolderExtraction() override;

    /// Queues `paths`, each named once (a running batch is cancelled and restarted with its remaining files
    /// plus these, without repeats).
    void start(const QStringList &paths);
    void cancel();
    bool isRunning() const;
    /// Blocks until the batch is done (tests, shutdown); results not yet delivered still arrive as
    /// events.
    void waitForFinished();

    /// What a worker does with one file, on any thread.
    static Result summarise(const QString &path, const Extractor &extractor);

signals:
    void started(int total);
    void progressed(int done, int total);
    void reportsExtracted(const QList<Touchline::FolderExtraction::Result> &results);
    void finished(bool cancelled);

private:
    /// Worker side: queues the result, and wakes the GUI thread if the queue was empty.
    void post(Result result);
    /// GUI side: hands over everything queued.
    void deliverQueued();

    std::shared_ptr<const Extractor> m_extractor;
    QFutureWatcher<void> m_watcher;
    QStringList m_paths; // the running batch; QtConcurrent::map walks it in place
    std::vector<bool> m_delivered; // by index in m_paths
    QMutex m_queueMutex;
    QList<Result> m_queue; // results not yet delivered, guarded by m_queueMutex
};

} // namespace Touchline
