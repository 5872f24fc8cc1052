#include "folderextraction.h"

#include "reportreader.h"
#include "workerpools.h"

#include <QFileInfo>
#include <QtConcurrent/QtConcurrentMap>

namespace Touchline {

FolderExtraction::FolderExtraction(std::shared_ptr<const Extractor> extractor, QObject *parent)
    : QObject(parent)
    , m_extractor(std::move(extractor))
{
    connect(&m_watcher, &QFutureWatcher<void>::progressValueChanged, this,
            [this](int value) { emit progressed(value, m_watcher.progressMaximum()); });
    connect(&m_watcher, &QFutureWatcher<void>::finished, this, [this] { emit finished(m_watcher.isCanceled()); });
}

FolderExtraction::~FolderExtraction()
{
    m_watcher.cancel();
    m_watcher.waitForFinished();
}

FolderExtraction::Result FolderExtraction::summarise(const QString &path, const Extractor &extractor)
{
    Result result;
    result.path = path;
    auto read = ReportReader(extractor).read(path);
    if (auto *error = std::get_if<LoadError>(&read)) {
        result.error = error->reason;
        return result;
    }
    const auto &[document, annotations] = std::get<ReportReader::Read>(read);
    result.summary = ReportSummary::of(document, annotations, ReportDocument::reviewStatusOf(annotations, true, false));
    result.summary->fileDate = QFileInfo(path).lastModified();
    return result;
}

void FolderExtraction::start(const QStringList &paths)
{
    if (m_watcher.isRunning()) {
        m_watcher.cancel();
        m_watcher.waitForFinished();
        // A result still on its way counts as not delivered: that file is done again, which is harmless.
        QStringList queue;
        QSet<QString> queued; // thousands of files: a look-up a path, not a search of the queue
        auto enqueue = [&queue, &queued](const QString &path) {
            if (!queued.contains(path)) {
                queued.insert(path);
                queue.append(path);
            }
        };
        for (qsizetype i = 0; i < m_paths.size(); ++i) {
            if (!m_delivered[size_t(i)])
                enqueue(m_paths.at(i));
        }
        for (const QString &path : paths)
            enqueue(path);
        m_paths = queue;
    } else {
        m_paths = paths; // each once, as the caller promises: no set of 100,000 paths built here
    }
    m_delivered.assign(size_t(m_paths.size()), false);
    if (m_paths.isEmpty())
        return;
    // map, not mapped: a future keeps every result it was given until it is destroyed, and a folder's
    // reports would all stay in memory. Results go to the GUI thread through a queue of our own instead.
    m_paths.detach(); // map walks the list in place: its elements' addresses give their indexes
    m_watcher.setFuture(QtConcurrent::map(&folderPool(), m_paths, [this, extractor = m_extractor](const QString &path) {
        lowerThreadPriority(); // the window comes first
        Result result = summarise(path, *extractor);
        result.index = &path - m_paths.constData();
        post(std::move(result));
    }));
    emit started(int(m_paths.size()));
}

void FolderExtraction::post(Result result)
{
    bool wake = false;
    {
        QMutexLocker lock(&m_queueMutex);
        wake = m_queue.isEmpty(); // else a wake-up is on its way and will take this one too
        m_queue.append(std::move(result));
    }
    if (wake)
        QMetaObject::invokeMethod(this, &FolderExtraction::deliverQueued, Qt::QueuedConnection);
}

void FolderExtraction::deliverQueued()
{
    QList<Result> results;
    {
        QMutexLocker lock(&m_queueMutex);
        results.swap(m_queue);
    }
    if (results.isEmpty())
        return;
    for (const Result &result : std::as_const(results))
        m_delivered[size_t(result.index)] = true;
    emit reportsExtracted(results);
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
