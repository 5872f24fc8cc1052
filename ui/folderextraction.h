#pragma once

#include "annotationset.h"
#include "document.h"
#include "documentloader.h"

#include <QFutureWatcher>
#include <QObject>

#include <memory>

namespace Touchline {

class Extractor;

/// Loads and extracts many reports in the background (QtConcurrent on the global thread pool), one
/// result at a time back on the GUI thread; can be cancelled. The window never waits for it.
/// Cost: one load and one extraction per file, spread over the pool's threads.
class FolderExtraction : public QObject
{
    Q_OBJECT
public:
    struct Result {
        QString path;
        std::optional<Document> document;
        AnnotationSet annotations;
        QString error; ///< why the file could not be opened, when it could not
    };

    explicit FolderExtraction(std::shared_ptr<const Extractor> extractor, QObject *parent = nullptr);
    ~FolderExtraction() override;

    /// Queues `paths` (a running batch is cancelled and restarted with its remaining files plus these).
    void start(const QStringList &paths);
    void cancel();
    bool isRunning() const;
    /// Blocks until the batch is done (tests, shutdown).
    void waitForFinished();

signals:
    void started(int total);
    void progressed(int done, int total);
    void reportExtracted(const Touchline::FolderExtraction::Result &result);
    void finished(bool cancelled);

private:
    std::shared_ptr<const Extractor> m_extractor;
    QFutureWatcher<Result> m_watcher;
    QStringList m_paths;
    QSet<QString> m_delivered;
};

} // namespace Touchline
