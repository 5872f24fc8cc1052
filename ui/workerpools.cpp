#include "workerpools.h"

#include <QThread>
#include <QThreadPool>

namespace Touchline {

namespace {

QThreadPool &configuredPool(QThreadPool &pool, int threads, const char *name)
{
    pool.setMaxThreadCount(threads);
    pool.setObjectName(QString::fromLatin1(name));
    return pool;
}

} // namespace

QThreadPool &extractionPool()
{
    static QThreadPool pool;
    static QThreadPool &configured = configuredPool(pool, std::max(1, QThread::idealThreadCount()), "extraction");
    return configured;
}

QThreadPool &folderPool()
{
    static QThreadPool pool;
    static QThreadPool &configured = [] () -> QThreadPool & {
        pool.setThreadPriority(QThread::LowPriority);
        return configuredPool(pool, std::max(1, QThread::idealThreadCount()), "folder extraction");
    }();
    return configured;
}

QThreadPool &longTaskPool()
{
    static QThreadPool pool;
    static QThreadPool &configured = configuredPool(pool, 1, "long tasks");
    return configured;
}

} // namespace Touchline
