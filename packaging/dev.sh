#!/usr/bin/env bash
# Touchline's developer entry point. On a fresh Debian 12 machine (as root, or with sudo):
#   packaging/dev.sh run [FILE_OR_FOLDER...]   set up, build, start the app (default: the bundled sample)
#   packaging/dev.sh test                      set up, build, run the whole test suite (exit code = verdict)
#   packaging/dev.sh build                     set up and build only
#   packaging/dev.sh release                   set up, build to ship and to time, with Clang (build-release/)
#   packaging/dev.sh clang-check               set up, build the applications with Clang (build-clang/; CI)
# BUILD_DIR overrides the build folder (default: build/). With CI=true, warnings are errors.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
build_dir=${BUILD_DIR:-$root/build}
command=${1:-}
[ $# -gt 0 ] && shift

usage() { sed -n '2,8p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2; exit 2; }

# set_up [CMAKE_OPTION...]: the dependencies, then the build folder configured. SETUP_OPTIONS go to
# setup-deps.sh.
set_up() {
  local ksh_prefix
  ksh_prefix=$("$here/setup-deps.sh" ${SETUP_OPTIONS:-} | tail -n 1) || { echo "dev.sh: dependency set-up failed" >&2; exit 1; }
  local werror=OFF
  [ "${CI:-}" = true ] && werror=ON
  cmake -S "$root" -B "$build_dir" -G Ninja \
    -DCMAKE_PREFIX_PATH="$ksh_prefix" \
    -DTOUCHLINE_WARNINGS_AS_ERRORS=$werror "$@" >/dev/null \
    || { echo "dev.sh: cmake configure failed (see the output above)" >&2; exit 1; }
}

# build [TARGET...]: everything when no target is named.
build() {
  cmake --build "$build_dir" -j "$(nproc)" ${1:+--target "$@"} || { echo "dev.sh: build failed" >&2; exit 1; }
}

setup_and_build() {
  set_up
  build
}

# A build folder configured with another compiler is started afresh: CMake keeps the first one it found.
use_compiler() {
  local cache=$build_dir/CMakeCache.txt
  if [ -f "$cache" ] && ! grep -q "^CMAKE_CXX_COMPILER:[A-Z]*=.*/$1\$" "$cache"; then
    echo "dev.sh: $build_dir was configured with another compiler; configuring it afresh for $1" >&2
    rm -rf "$build_dir/CMakeCache.txt" "$build_dir/CMakeFiles"
  fi
}

# set_up_clang [CMAKE_OPTION...]: set_up with Clang, which the set-up then installs.
set_up_clang() {
  SETUP_OPTIONS=--clang
  use_compiler clang++
  set_up -DCMAKE_CXX_COMPILER=clang++ "$@"
}

case "$command" in
  build)
    setup_and_build
    ;;
  test)
    setup_and_build
    cd "$build_dir"
    exec ctest --output-on-failure -j "$(nproc)"
    ;;
  release)
    build_dir=${BUILD_DIR:-$root/build-release}
    # Clang 14's code runs the extractor about 6 % faster than GCC 12's, even profile-guided (benchmarks
    # README, twenty-second session). The tests are built here too: `ctest --test-dir build-release`.
    set_up_clang -DCMAKE_BUILD_TYPE=Release -DTOUCHLINE_BUILD_BENCHMARKS=ON -DTOUCHLINE_PGO=OFF
    build
    echo "dev.sh: release build (Clang) in $build_dir"
    ;;
  clang-check)
    # The tests build with GCC; this keeps the release build's compiler able to build the applications.
    build_dir=${BUILD_DIR:-$root/build-clang}
    set_up_clang -DCMAKE_BUILD_TYPE=Release -DTOUCHLINE_BUILD_TESTS=OFF
    build
    echo "dev.sh: the applications build with Clang ($build_dir)"
    ;;
  run)
    if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ "${QT_QPA_PLATFORM:-}" != offscreen ]; then
      echo "dev.sh: no display (DISPLAY/WAYLAND_DISPLAY unset); try: xvfb-run -s '-screen 0 1280x800x24' packaging/dev.sh run" >&2
      exit 1
    fi
    setup_and_build
    if [ $# -eq 0 ]; then
      set -- "$root/resources/sample/sample-report.txt"
    fi
    exec "$build_dir/app/touchline" "$@"
    ;;
  *)
    usage
    ;;
esac
