#!/usr/bin/env bash
# Installs everything Touchline needs to build and test on Debian 12 (bookworm), idempotently:
#  1. Debian packages (only the missing ones; `apt-get update` first when something is missing);
#  2. KSyntaxHighlighting 5.116 built for Qt 6 from Debian's own source tarball, statically, cached under
#     ${XDG_CACHE_HOME:-~/.cache}/touchline with a stamp so that a re-run takes about a second.
# Prints the install prefix of KSyntaxHighlighting as its last line (consumed by dev.sh).
#
#   setup-deps.sh [--clang]    --clang: Clang too, for the release build (dev.sh release)
#
# Environment:
#   TOUCHLINE_KSH_TARBALL  a local ksyntax-highlighting_5.116.0.orig.tar.xz (machines without the mirror)
#   TOUCHLINE_CACHE_DIR    cache folder (default ${XDG_CACHE_HOME:-$HOME/.cache}/touchline)
#   TOUCHLINE_SKIP_APT=1   do not touch Debian packages (for machines set up by hand)
set -euo pipefail

readonly KSH_VERSION=5.116.0
readonly KSH_SHA256=6f8ccacebd0dc9ce050b2b23b715750c97938b3336fbbb80967920cb8c1dfaa7
readonly KSH_TARBALL_NAME="ksyntax-highlighting_${KSH_VERSION}.orig.tar.xz"
readonly KSH_POOL_PATH="pool/main/k/ksyntax-highlighting/${KSH_TARBALL_NAME}"
# Bumped whenever the build recipe below changes, so that stale caches are rebuilt.
readonly KSH_RECIPE=3

readonly PACKAGES=(
  build-essential cmake ninja-build extra-cmake-modules pkg-config
  qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-l10n-tools libgl-dev libqt6svg6
  xvfb xauth imagemagick fonts-dejavu-core
  libpcre2-dev libbenchmark-dev python3 xz-utils ca-certificates
)
# Only the release build needs it.
readonly CLANG_PACKAGES=(clang)

step="start"
fail() { echo "setup-deps: step '$step' failed: $*" >&2; exit 1; }
trap 'echo "setup-deps: step \"$step\" failed (line $LINENO)" >&2' ERR
log() { echo "setup-deps: $*" >&2; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    fail "needs root to run: $* (run as root or install sudo)"; fi
}

install_packages() {
  step="apt packages"
  [ "${TOUCHLINE_SKIP_APT:-0}" = 1 ] && return 0
  local missing=() pkg
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  log "installing ${missing[*]}"
  step="apt-get update"
  as_root apt-get update -qq || fail "apt-get update"
  step="apt-get install"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2 \
    || fail "apt-get install ${missing[*]}"
}

# The Debian mirror apt already uses for the main archive (never a hard-coded host).
debian_mirror() {
  apt-get indextargets --format '$(REPO_URI) $(RELEASE)' 2>/dev/null \
    | awk '$2 !~ /-/ {print $1; exit}'
}

fetch_tarball() {
  local dest="$1"
  step="fetch KSyntaxHighlighting source"
  if [ -n "${TOUCHLINE_KSH_TARBALL:-}" ]; then
    [ -r "$TOUCHLINE_KSH_TARBALL" ] || fail "TOUCHLINE_KSH_TARBALL=$TOUCHLINE_KSH_TARBALL is not readable"
    cp "$TOUCHLINE_KSH_TARBALL" "$dest"
  elif [ ! -f "$dest" ]; then
    local mirror
    mirror=$(debian_mirror)
    [ -n "$mirror" ] || fail "no Debian mirror found in apt's configuration; set TOUCHLINE_KSH_TARBALL"
    log "downloading ${mirror%/}/$KSH_POOL_PATH"
    /usr/lib/apt/apt-helper download-file "${mirror%/}/$KSH_POOL_PATH" "$dest.part" "SHA256:$KSH_SHA256" >&2 \
      || fail "download of $KSH_TARBALL_NAME from $mirror (set TOUCHLINE_KSH_TARBALL to a local copy)"
    mv "$dest.part" "$dest"
  fi
  step="verify KSyntaxHighlighting source"
  echo "$KSH_SHA256  $dest" | sha256sum -c --quiet - >&2 || { rm -f "$dest"; fail "SHA-256 mismatch for $dest"; }
}

build_ksyntaxhighlighting() {
  local cache="${TOUCHLINE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/touchline}"
  local prefix="$cache/ksyntaxhighlighting-$KSH_VERSION-qt6-static"
  local stamp="$prefix/.touchline-stamp"
  local want="version=$KSH_VERSION recipe=$KSH_RECIPE sha256=$KSH_SHA256 qt=$(dpkg-query -W -f='${Version}' qt6-base-dev 2>/dev/null)"
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
    echo "$prefix"; return 0
  fi
  mkdir -p "$cache"
  local tarball="$cache/$KSH_TARBALL_NAME"
  fetch_tarball "$tarball"

  step="unpack KSyntaxHighlighting"
  local work="$cache/ksh-build"
  rm -rf "$work" "$prefix"
  mkdir -p "$work"
  tar -xJf "$tarball" -C "$work"
  local src="$work/syntax-highlighting-$KSH_VERSION"
  [ -d "$src" ] || fail "unexpected tarball layout (no $src)"
  # Bookworm has ECM 5.103, which has every module this framework uses.
  sed -i -E 's/find_package\(ECM [0-9.]+/find_package(ECM 5.103/' "$src/CMakeLists.txt"

  step="configure KSyntaxHighlighting"
  cmake -S "$src" -B "$work/build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_INSTALL_PREFIX="$prefix" -DBUILD_WITH_QT6=ON -DBUILD_SHARED_LIBS=OFF \
    -DCMAKE_POSITION_INDEPENDENT_CODE=ON -DBUILD_TESTING=OFF -DBUILD_QCH=OFF \
    -DKDE_INSTALL_LIBDIR=lib -DLIB_INSTALL_DIR=lib >"$work/configure.log" 2>&1 \
    || { tail -30 "$work/configure.log" >&2; fail "cmake configure (log: $work/configure.log)"; }
  step="build KSyntaxHighlighting"
  log "building KSyntaxHighlighting $KSH_VERSION for Qt 6 (a few minutes on 2 cores)"
  cmake --build "$work/build" >"$work/build.log" 2>&1 \
    || { tail -30 "$work/build.log" >&2; fail "build (log: $work/build.log)"; }
  step="install KSyntaxHighlighting"
  cmake --install "$work/build" >"$work/install.log" 2>&1 || fail "install (log: $work/install.log)"
  echo "$want" >"$stamp"
  rm -rf "$work"
  echo "$prefix"
}

packages=("${PACKAGES[@]}")
case "${1:-}" in
  "") ;;
  --clang) packages+=("${CLANG_PACKAGES[@]}") ;;
  *) echo "setup-deps: unknown option $1 (usage: setup-deps.sh [--clang])" >&2; exit 2 ;;
esac
install_packages "${packages[@]}"
build_ksyntaxhighlighting
