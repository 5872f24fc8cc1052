#include "folderextraction.h"

#include "extractor.h"
#include "workerpools.h"

#include <QSet>
#include <QtConcurrent/QtConcurrentMap>

namespace Touchline {

FolderExtraction::FolderExtraction(std::shared_ptr<const Extractor> extractor, QObject *parent)
    : QObject(parent)
    , m_extractor(std::move(extractor))
{
    connect(&m_watcher, &QFutureWatcher<Result>::resultReadyAt, this, [this](int index) {
        const Result result = m_watcher.resultAt(index);
        m_delivered.insert(result.path);
        emit reportExtracted(result);
    });
    connect(&m_watcher, &QFutureWatcher<Result>::progressValueChanged, this,
            [this](int value) { emit progressed(value, m_watcher.progressMaximum()); });
    connect(&m_watcher, &QFutureWatcher<Result>::finished, this, [this] { emit finished(m_watcher.isCanceled()); });
}

FolderExtraction::~FolderExtraction()
{
    m_watcher.cancel();
    m_watcher.waitForFinished();
}

void FolderExtraction::start(const QStringList &paths)
{
    QStringList queue;
    QSet<QString> queued; // a folder of thousands: a look-up a path, not a search of the queue
    auto enqueue = [&queue, &queued](const QString &path) {
        if (!queued.contains(path)) {
            queued.insert(path);
            queue.append(path);
        }
    };
    if (m_watcher.isRunning()) {
        m_watcher.cancel();
        m_watcher.waitForFinished();
        for (const QString &path : std::as_const(m_paths)) {
            if (!m_delivered.contains(path))
                enqueue(path);
        }
    }
    for (const QString &path : paths)
        enqueue(path);
    m_paths = queue;
    m_delivered.clear();
    if (queue.isEmpty())
        return;
    std::shared_ptr<const Extractor> extractor = m_extractor;
    m_watcher.setFuture(QtConcurrent::mapped(&folderPool(), m_paths, [extractor](const QString &path) {
        lowerThreadPriority(); // the window comes first
        Result result;
        result.path = path;
        auto loaded = DocumentLoader().load(path);
        if (auto *error = std::get_if<LoadError>(&loaded)) {
            result.error = error->reason;
            return result;
        }
        result.document = std::get<Document>(std::move(loaded));
        result.annotations = extractor->extract(*result.document);
        return result;
    }));
    emit started(int(queue.size()));
}

void FolderExtraction::cancel()
{
    m_watcher.cancel();
}

bool FolderExtraction::isRunning() const
{
    return m_watcher.isRunning();
}

void FolderExtraction::waitForFinished()
{
    m_watcher.waitForFinished();
}

} // namespace Touchline
