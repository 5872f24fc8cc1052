#pragma once

#include "benchcorpus.h"

#include "memorytuning.h"

#include <benchmark/benchmark.h>

#include <cstdio>

namespace Touchline::Bench {

/// main() of the Google Benchmark benches: memory kept as the CLI and the window keep it, the machine
/// printed above the figures, then the benchmarks the command line selects.
inline int runGoogleBenchmarks(int argc, char **argv)
{
    Touchline::keepFreedMemoryForLargeDocuments();
    std::printf("machine: %s\n", qPrintable(machineDescription()));
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

} // namespace Touchline::Bench
