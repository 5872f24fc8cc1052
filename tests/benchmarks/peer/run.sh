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
touchline=$("$build/tests/benchmarks/extract_throughput" "$@")
wink=$(cd "$scratch" && node wink-entities.js "$@")
echo "$touchline"
echo "$wink"
node -e '
const t = JSON.parse(process.argv[1]), w = JSON.parse(process.argv[2]);
const ratio = t.MB_per_s / w.MB_per_s;
console.log(`touchline ${t.MB_per_s.toFixed(2)} MB/s, wink-nlp ${w.MB_per_s.toFixed(2)} MB/s, ratio touchline/wink = ${ratio.toFixed(2)}x (target >= 30x): ${ratio >= 30 ? "ok" : "MISSED"}`);
const cpuRatio = t.MB_per_cpu_s / w.MB_per_cpu_s;
console.log(`by CPU time: touchline ${t.MB_per_cpu_s.toFixed(2)} MB/s, wink-nlp ${w.MB_per_cpu_s.toFixed(2)} MB/s, ratio ${cpuRatio.toFixed(2)}x`);
' "$touchline" "$wink"
