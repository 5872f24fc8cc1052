#include "readahead.h"

#include <QSemaphore>
#include <QTest>
#include <QThread>
#include <QThreadPool>

#include <atomic>

using namespace Touchline;

namespace {
constexpr int waitMs = 10000; // generous: only a broken read-ahead ever waits this long
}

class ReadAheadTest : public QObject
{
    Q_OBJECT
private slots:
    void givesEveryResultInOrder();
    void fetchesAheadOnThePool();
    void holdsNoMoreThanItsDepth();
    void computesOnTheConsumerWhenThePoolIsBusy();
    void anOutOfOrderTakeStartsAgainFromThere();
    void destructionWaitsForRunningFetchesAndDropsTheRest();
};

void ReadAheadTest::givesEveryResultInOrder()
{
    QThreadPool pool;
    pool.setMaxThreadCount(4);
    std::atomic_int calls = 0;
    ReadAhead<QString> ahead(
        500,
        [&calls](int index) {
            ++calls;
            if (index % 7 == 0)
                QThread::usleep(200); // some finish out of order
            return QString::number(index);
        },
        6, &pool);
    for (int index = 0; index < 500; ++index)
        QCOMPARE(ahead.take(index), QString::number(index));
    pool.waitForDone();
    QCOMPARE(calls.load(), 500); // each fetched once, never twice
}

void ReadAheadTest::fetchesAheadOnThePool()
{
    QThreadPool pool;
    pool.setMaxThreadCount(2);
    QSemaphore nextStarted;
    std::atomic<QThread *> fetcherOfNext = nullptr;
    ReadAhead<int> ahead(
        3,
        [&](int index) {
            if (index == 1) {
                fetcherOfNext = QThread::currentThread();
                nextStarted.release();
            }
            return index;
        },
        1, &pool);
    QCOMPARE(ahead.take(0), 0);
    // Report 1 is fetched without being asked for, on one of the pool's threads.
    QVERIFY(nextStarted.tryAcquire(1, waitMs));
    QVERIFY(fetcherOfNext.load() != QThread::currentThread());
    QCOMPARE(ahead.take(1), 1);
    QCOMPARE(ahead.take(2), 2);
}

void ReadAheadTest::holdsNoMoreThanItsDepth()
{
    QThreadPool pool;
    pool.setMaxThreadCount(8);
    std::atomic_int started = 0;
    ReadAhead<int> ahead(
        100, [&started](int index) { return ++started, index; }, 3, &pool);
    QCOMPARE(ahead.take(0), 0);
    pool.waitForDone(waitMs);
    QCOMPARE(started.load(), 4); // the one taken and three ahead, of a hundred
    QCOMPARE(ahead.take(1), 1);
    pool.waitForDone(waitMs);
    QCOMPARE(started.load(), 5);
}

void ReadAheadTest::computesOnTheConsumerWhenThePoolIsBusy()
{
    QThreadPool pool;
    pool.setMaxThreadCount(1);
    QSemaphore release;
    pool.start([&release] { release.acquire(); }); // the pool's only thread, busy until the end
    std::atomic<QThread *> fetcher = nullptr;
    {
        ReadAhead<int> ahead(
            2, [&fetcher](int index) { return fetcher = QThread::currentThread(), index * 10; }, 1, &pool);
        QCOMPARE(ahead.take(0), 0);
        QCOMPARE(fetcher.load(), QThread::currentThread());
        QCOMPARE(ahead.take(1), 10);
    }
    release.release();
    QVERIFY(pool.waitForDone(waitMs));
}

void ReadAheadTest::anOutOfOrderTakeStartsAgainFromThere()
{
    QThreadPool pool;
    pool.setMaxThreadCount(2);
    ReadAhead<int> ahead(
        10, [](int index) { return index * 2; }, 2, &pool);
    QCOMPARE(ahead.take(0), 0);
    QCOMPARE(ahead.take(5), 10);
    QCOMPARE(ahead.take(6), 12);
    QCOMPARE(ahead.take(2), 4);
    QCOMPARE(ahead.take(9), 18);
}

void ReadAheadTest::destructionWaitsForRunningFetchesAndDropsTheRest()
{
    QThreadPool pool;
    pool.setMaxThreadCount(1);
    QSemaphore firstRunning;
    std::atomic_int finished = 0;
    std::atomic_int callsAfterDestruction = 0;
    std::atomic_bool destroyed = false;
    {
        ReadAhead<int> ahead(
            10,
            [&](int index) {
                if (destroyed)
                    ++callsAfterDestruction;
                if (index == 1) {
                    firstRunning.release();
                    QThread::msleep(100); // still running when the owner goes away
                }
                ++finished;
                return index;
            },
            4, &pool);
        QCOMPARE(ahead.take(0), 0); // 1 then runs on the pool's one thread, 2-4 wait behind it
        QVERIFY(firstRunning.tryAcquire(1, waitMs));
    }
    destroyed = true;
    QCOMPARE(finished.load(), 2); // the running fetch finished before the destructor returned
    QVERIFY(pool.waitForDone(waitMs));
    QCOMPARE(callsAfterDestruction.load(), 0); // the queued ones never ran
    QCOMPARE(finished.load(), 2);
}

QTEST_GUILESS_MAIN(ReadAheadTest)
#include "readahead_test.moc"
