#include "workerpools.h"

#include "memorytuning.h"

#include <QThread>
#include <QThreadPool>

#include <utility>

#if defined(Q_OS_LINUX)
#include <sys/resource.h>
#include <unistd.h>
#endif

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
    static QThreadPool &configured = configuredPool(pool, std::max(1, QThread::idealThreadCount()), "folder extraction");
    return configured;
}

void lowerThreadPriority()
{
    thread_local bool lowered = false;
    if (std::exchange(lowered, true))
        return;
#if defined(Q_OS_LINUX)
    // A thread is a task of its own to Linux: its nice value is its own, and a worker may lower it.
    setpriority(PRIO_PROCESS, id_t(gettid()), 10);
#else
    QThread::currentThread()->setPriority(QThread::LowPriority);
#endif
}

QThreadPool &longTaskPool()
{
    static QThreadPool pool;
    static QThreadPool &configured = configuredPool(pool, 1, "long tasks");
    return configured;
}

void returnWorkerMemoryAfter(qsizetype textLength)
{
    // Below this a task's working memory is a few megabytes, which the arena's next task reuses.
    constexpr qsizetype longReport = 1'000'000;
    if (textLength >= longReport)
        returnFreedMemory();
}

} // namespace Touchline
