// extraction_bench: Extractor::extract on one thread. Throughput over the report corpus, and time per MB
// at 5 KB, 100 KB, 1 MB and 10 MB (texts made by joining reports) so that linearity is visible.
#include "benchcorpus.h"
#include "googlebenchmarkmain.h"

#include "extractor.h"

#include <benchmark/benchmark.h>

#include <QHash>


using namespace Touchline;

namespace {

const Extractor &extractor()
{
    static const Extractor instance;
    return instance;
}

void extractAll(benchmark::State &state, const Bench::Corpus &corpus)
{
    if (corpus.texts.isEmpty()) {
        state.SkipWithError("no reports found");
        return;
    }
    const Extractor &ex = extractor();
    for (auto _ : state) {
        for (const QString &text : corpus.texts) {
            AnnotationSet set = ex.extract(text);
            benchmark::DoNotOptimize(set);
        }
    }
    state.SetBytesProcessed(state.iterations() * corpus.utf8Bytes);
    state.SetItemsProcessed(state.iterations() * corpus.texts.size());
    state.counters["reports"] = double(corpus.texts.size());
    state.counters["MB_per_s"] = benchmark::Counter(double(state.iterations() * corpus.utf8Bytes) / 1e6, benchmark::Counter::kIsRate);
}

void BM_ExtractFictionalReports(benchmark::State &state)
{
    static const Bench::Corpus corpus = Bench::fictionalReports();
    extractAll(state, corpus);
}
BENCHMARK(BM_ExtractFictionalReports)->Unit(benchmark::kMicrosecond);

void BM_ExtractAllReports(benchmark::State &state)
{
    static const Bench::Corpus corpus = Bench::allReports();
    extractAll(state, corpus);
}
BENCHMARK(BM_ExtractAllReports)->Unit(benchmark::kMicrosecond);

// One text of state.range(0) bytes; time per MB is the counter to read across sizes.
void BM_ExtractScaling(benchmark::State &state)
{
    static const Bench::Corpus corpus = Bench::allReports();
    static QHash<qint64, QString> texts;
    const qint64 size = state.range(0);
    if (!texts.contains(size))
        texts.insert(size, Bench::textOfSize(corpus, size));
    const QString &text = texts[size];
    const qint64 bytes = text.toUtf8().size();
    const Extractor &ex = extractor();
    // One pass before the clock starts, as extract_throughput makes: the steady state of a batch run or
    // a session. A process's first long report also pays for first touching its memory (window_bench's
    // open times hold that), which at 10 MB was Google Benchmark's single timed iteration.
    benchmark::DoNotOptimize(ex.extract(text));
    for (auto _ : state) {
        AnnotationSet set = ex.extract(text);
        benchmark::DoNotOptimize(set);
    }
    state.SetBytesProcessed(state.iterations() * bytes);
    state.SetComplexityN(bytes);
    state.counters["MB_per_s"] = benchmark::Counter(double(state.iterations() * bytes) / 1e6, benchmark::Counter::kIsRate);
    // Seconds per MB: flat across sizes means linear.
    state.counters["s_per_MB"] = benchmark::Counter(double(state.iterations() * bytes) / 1e6,
                                                    benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_ExtractScaling)
    ->Arg(5 * 1000)
    ->Arg(100 * 1000)
    ->Arg(1000 * 1000)
    ->Arg(10 * 1000 * 1000)
    ->Unit(benchmark::kMillisecond)
    ->Complexity(benchmark::oN);

} // namespace

int main(int argc, char **argv)
{
    return Touchline::Bench::runGoogleBenchmarks(argc, argv);
}
