// extract_throughput FILE... : Touchline's side of the peer comparison. Extracts every file on one thread,
// repeating the pass until at least two seconds have gone by, and prints one JSON line with MB/s: per
// second of the wall clock, and per second of this thread's CPU time. The second holds still on a
// virtual machine whose host steals time from it, where the wall clock swings by a quarter.
// TOUCHLINE_BENCH_PASSES=N runs exactly N passes instead (for callgrind, whose counts then compare).
#include "extractor.h"
#include "memorytuning.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QStringList>

#include <cstdio>
#include <ctime>

namespace {

// This thread's CPU time: what the extraction used, without the time the host ran something else.
double threadCpuSeconds()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) / 1e9;
}

} // namespace

int main(int argc, char **argv)
{
    Touchline::keepFreedMemoryForLargeDocuments(); // as the CLI and the window do
    QCoreApplication app(argc, argv);
    const QStringList files = app.arguments().mid(1);
    QStringList texts;
    qint64 bytes = 0;
    for (const QString &path : files) {
        QFile in(path);
        if (!in.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "extract_throughput: cannot read %s\n", qPrintable(path));
            return 1;
        }
        const QByteArray data = in.readAll();
        bytes += data.size();
        texts.append(QString::fromUtf8(data));
    }
    if (texts.isEmpty()) {
        std::fprintf(stderr, "usage: extract_throughput FILE...\n");
        return 2;
    }
    const Touchline::Extractor extractor;
    for (const QString &text : texts) // warm up
        extractor.extract(text);
    QElapsedTimer timer;
    timer.start();
    const double cpuStart = threadCpuSeconds();
    const int fixedPasses = qEnvironmentVariableIntValue("TOUCHLINE_BENCH_PASSES");
    int passes = 0;
    qint64 entities = 0;
    do {
        for (const QString &text : texts)
            entities += extractor.extract(text).entities.size();
        ++passes;
    } while (fixedPasses > 0 ? passes < fixedPasses : timer.elapsed() < 2000);
    const double cpuSeconds = threadCpuSeconds() - cpuStart;
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    const double megabytes = double(bytes) * passes / 1e6;
    std::printf("{\"tool\":\"touchline\",\"files\":%lld,\"bytes\":%lld,\"passes\":%d,\"seconds\":%.3f,\"MB_per_s\":%.3f,"
                "\"cpu_seconds\":%.3f,\"MB_per_cpu_s\":%.3f,\"entities_per_pass\":%lld}\n",
                static_cast<long long>(texts.size()), static_cast<long long>(bytes), passes, seconds, megabytes / seconds, cpuSeconds,
                megabytes / cpuSeconds, static_cast<long long>(entities / passes));
    return 0;
}
