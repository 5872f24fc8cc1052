// format_bench: writing a report's annotations as the native file (NativeFormat::serialize, what Save and
// the recovery journal write on the UI thread) and as a JSONL line, at 100 KB, 1 MB and 10 MB of text made
// by joining reports; the recovery journal's write (text and annotations); and reading the native file
// back (NativeFormat::parse, with every span checked).
#include "benchcorpus.h"
#include "googlebenchmarkmain.h"

#include "extractor.h"
#include "jsonlexporter.h"
#include "nativeformat.h"
#include "recoveryjournal.h"

#include <benchmark/benchmark.h>

#include <QHash>
#include <QTemporaryDir>

#include <cstdio>

using namespace Touchline;

namespace {

/// A text of `bytes` and its extraction, made once per size.
const AnnotatedReport &reportOfSize(qint64 bytes)
{
    static QHash<qint64, AnnotatedReport> reports;
    auto it = reports.find(bytes);
    if (it == reports.end()) {
        static const Bench::Corpus corpus = Bench::allReports();
        AnnotatedReport report;
        report.name = QStringLiteral("joined-%1.txt").arg(bytes);
        report.path = QStringLiteral("/bench/") + report.name;
        report.text = Bench::textOfSize(corpus, bytes);
        report.set = Extractor().extract(report.text);
        it = reports.insert(bytes, report);
    }
    return *it;
}

void countBytes(benchmark::State &state, qint64 textBytes)
{
    state.SetBytesProcessed(state.iterations() * textBytes);
    state.counters["MB_per_s"] = benchmark::Counter(double(state.iterations() * textBytes) / 1e6, benchmark::Counter::kIsRate);
}

void BM_SerializeNative(benchmark::State &state)
{
    const AnnotatedReport &report = reportOfSize(state.range(0));
    qint64 fileBytes = 0;
    for (auto _ : state) {
        const QByteArray bytes = NativeFormat::serialize(report.set, report.text);
        fileBytes = bytes.size();
        benchmark::DoNotOptimize(bytes.constData());
    }
    countBytes(state, state.range(0));
    state.counters["events"] = double(report.set.events.size());
    state.counters["file_MB"] = double(fileBytes) / 1e6;
}
BENCHMARK(BM_SerializeNative)->Arg(100 * 1000)->Arg(1000 * 1000)->Arg(10 * 1000 * 1000)->Unit(benchmark::kMillisecond);

void BM_JsonlLine(benchmark::State &state)
{
    const AnnotatedReport &report = reportOfSize(state.range(0));
    for (auto _ : state) {
        const QByteArray line = JsonlExporter::line(report);
        benchmark::DoNotOptimize(line.constData());
    }
    countBytes(state, state.range(0));
}
BENCHMARK(BM_JsonlLine)->Arg(100 * 1000)->Arg(1000 * 1000)->Arg(10 * 1000 * 1000)->Unit(benchmark::kMillisecond);

// What the window's recovery journal writes after an edit: the text and its annotations, to a file.
void BM_RecordJournal(benchmark::State &state)
{
    const AnnotatedReport &report = reportOfSize(state.range(0));
    const QTemporaryDir folder;
    const RecoveryJournal journal(folder.path());
    for (auto _ : state) {
        if (const auto failure = journal.record(report.path, report.text, report.set)) {
            state.SkipWithError(qPrintable(failure->message()));
            return;
        }
    }
    countBytes(state, state.range(0));
}
BENCHMARK(BM_RecordJournal)->Arg(100 * 1000)->Arg(1000 * 1000)->Arg(10 * 1000 * 1000)->Unit(benchmark::kMillisecond);

void BM_ParseNative(benchmark::State &state)
{
    const AnnotatedReport &report = reportOfSize(state.range(0));
    const QByteArray file = NativeFormat::serialize(report.set, report.text);
    for (auto _ : state) {
        auto parsed = NativeFormat::parse(file, report.text, report.name);
        if (std::holds_alternative<FormatError>(parsed)) {
            std::fprintf(stderr, "%s\n", qPrintable(std::get<FormatError>(parsed).message()));
            state.SkipWithError("the file written did not read back (the reason is on standard error)");
            return;
        }
        benchmark::DoNotOptimize(parsed);
    }
    countBytes(state, state.range(0));
}
BENCHMARK(BM_ParseNative)->Arg(100 * 1000)->Arg(1000 * 1000)->Arg(10 * 1000 * 1000)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    return Touchline::Bench::runGoogleBenchmarks(argc, argv);
}
