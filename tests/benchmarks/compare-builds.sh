#!/usr/bin/env bash
# Compares builds' extraction speed fairly on a machine whose speed wanders: runs extract_throughput of each
# build in turn, round after round, so that every build sees the same slow and quiet minutes, then prints
# each build's median and best (MB of UTF-8 per CPU second) and every round's figure.
#
#   tests/benchmarks/compare-builds.sh ROUNDS BUILD_DIR... [-- FILE...]
#
# FILES default to ../shared/corpus/dev/*.txt where it exists beside the repository, else the fictional reports.
# Each build needs -DTOUCHLINE_BUILD_BENCHMARKS=ON. Example (the twenty-second session's compiler choice):
#   tests/benchmarks/compare-builds.sh 9 build-gcc build-release
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
rounds=${1:?usage: compare-builds.sh ROUNDS BUILD_DIR... [-- FILE...]}
shift
builds=()
while [ $# -gt 0 ] && [ "$1" != -- ]; do builds+=("$1"); shift; done
[ $# -gt 0 ] && shift
[ ${#builds[@]} -gt 0 ] || { echo "compare-builds.sh: name at least one build folder" >&2; exit 2; }
if [ $# -eq 0 ]; then
    if [ -d "$repo/../shared/corpus/dev" ]; then set -- "$repo"/../shared/corpus/dev/*.txt
    else set -- "$repo/resources/sample/sample-report.txt" "$repo"/tests/data/reports/*.txt; fi
fi
for build in "${builds[@]}"; do
    [ -x "$build/tests/benchmarks/extract_throughput" ] || {
        echo "compare-builds.sh: $build has no tests/benchmarks/extract_throughput (configure with -DTOUCHLINE_BUILD_BENCHMARKS=ON)" >&2; exit 1; }
done

results=$(mktemp)
trap 'rm -f "$results"' EXIT
for round in $(seq "$rounds"); do
    for build in "${builds[@]}"; do
        line=$("$build/tests/benchmarks/extract_throughput" "$@" | tail -n 1)
        printf '%s\t%s\n' "$build" "$(sed -E 's/.*"MB_per_cpu_s":([0-9.]+).*/\1/' <<<"$line")" >>"$results"
    done
    echo "round $round of $rounds done" >&2
done
python3 - "$results" "${builds[@]}" <<'PY'
import statistics, sys
rows = [line.rstrip('\n').split('\t') for line in open(sys.argv[1])]
for build in sys.argv[2:]:
    values = [float(v) for b, v in rows if b == build]
    print('%-40s median %6.1f  best %6.1f  MB/CPU s   rounds: %s' % (build, statistics.median(values), max(values),
                                                                     ' '.join('%.1f' % v for v in values)))
PY
