#!/bin/sh
# Peer side by side: Touchline's extractor and wink-nlp's entity pipeline, one thread each, on the same
# texts; prints both throughputs (MB/s of UTF-8) and their ratio, by the wall clock and by CPU time (the
# second steadier on a virtual machine whose host takes time from it). A developer tool: it installs wink-nlp and
# wink-eng-lite-web-model with npm into a scratch folder outside the repository (the app never downloads).
#
#   tests/benchmarks/peer/run.sh [BUILD_DIR] [FILE...]
#
# BUILD_DIR defaults to build-release (packaging/dev.sh release, or any build with -DTOUCHLINE_BUILD_BENCHMARKS=ON).
# FILES default to the fictional reports (resources/sample, tests/data/reports) and ../shared/corpus/dev/*.txt.
# TOUCHLINE_PEER_ROUNDS (default 3): the two run in turn, round after round, so that both see the same
# slow and quiet minutes of a shared machine; the ratio quoted is the median of the rounds' ratios.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../../.." && pwd)
build=${1:-$repo/build-release}
[ $# -gt 0 ] && shift
case $build in /*) ;; *) build=$(pwd)/$build ;; esac
scratch=${TOUCHLINE_PEER_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/touchline/peer}

if [ $# -eq 0 ]; then
    set -- "$repo/resources/sample/sample-report.txt" "$repo"/tests/data/reports/*.txt
    if [ -d "$repo/../shared/corpus/dev" ]; then
        set -- "$@" "$repo"/../shared/corpus/dev/*.txt
    fi
fi

command -v node >/dev/null || { echo "run.sh: node is needed (apt-get install nodejs npm)" >&2; exit 1; }
command -v npm >/dev/null || { echo "run.sh: npm is needed" >&2; exit 1; }
[ -x "$build/tests/benchmarks/extract_throughput" ] || {
    echo "run.sh: build extract_throughput first: cmake --build $build --target extract_throughput" >&2; exit 1; }

mkdir -p "$scratch"
if [ ! -d "$scratch/node_modules/wink-eng-lite-web-model" ]; then
    echo "installing wink-nlp into $scratch" >&2
    (cd "$scratch" && { [ -f package.json ] || npm init -y >/dev/null; } &&
        npm install --no-audit --no-fund --silent wink-nlp wink-eng-lite-web-model >&2)
fi
cp "$here/wink-entities.js" "$scratch/wink-entities.js"

echo "machine: $(nproc) x $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
echo "texts: $# files, $(cat "$@" | wc -c) bytes; wink-nlp $(cd "$scratch" && node -p "require('wink-nlp/package.json').version"), model $(cd "$scratch" && node -p "require('wink-eng-lite-web-model/package.json').version")"
rounds=${TOUCHLINE_PEER_ROUNDS:-3}
results=""
round=1
while [ "$round" -le "$rounds" ]; do
    touchline=$("$build/tests/benchmarks/extract_throughput" "$@")
    wink=$(cd "$scratch" && node wink-entities.js "$@")
    echo "$touchline"
    echo "$wink"
    results="$results$touchline
$wink
"
    round=$((round + 1))
done
node -e '
const lines = process.argv[1].trim().split("\n").map(line => JSON.parse(line));
const pairs = [];
for (let i = 0; i + 1 < lines.length; i += 2)
    pairs.push({t: lines[i], w: lines[i + 1]});
const median = values => { const v = [...values].sort((a, b) => a - b); const m = v.length >> 1; return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2; };
const fixed = (values, digits) => values.map(v => v.toFixed(digits)).join(", ");
const wall = pairs.map(p => p.t.MB_per_s / p.w.MB_per_s);
const cpu = pairs.map(p => p.t.MB_per_cpu_s / p.w.MB_per_cpu_s);
const ratio = median(wall);
console.log(`rounds: ${pairs.length}; touchline ${fixed(pairs.map(p => p.t.MB_per_s), 2)} MB/s, wink-nlp ${fixed(pairs.map(p => p.w.MB_per_s), 2)} MB/s`);
console.log(`ratio touchline/wink by round: ${fixed(wall, 2)}; by CPU time: ${fixed(cpu, 2)}`);
console.log(`median ratio touchline/wink = ${ratio.toFixed(2)}x (target >= 30x): ${ratio >= 30 ? "ok" : "MISSED"}; by CPU time ${median(cpu).toFixed(2)}x`);
' "$results"
