#!/usr/bin/env bash
# Starts Touchline under a virtual X server on the sample report (or the files given) and saves a PNG
# screenshot of the whole 1280x800 screen. Usage: packaging/screenshot.sh OUTPUT.png [FILE...]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out=${1:?usage: packaging/screenshot.sh OUTPUT.png [FILE...]}
shift
build_dir=${BUILD_DIR:-$root/build}
[ $# -gt 0 ] || set -- "$root/resources/sample/sample-report.txt"
command -v xvfb-run >/dev/null || { echo "screenshot.sh: xvfb-run missing (apt-get install xvfb xauth)" >&2; exit 1; }
command -v import >/dev/null || { echo "screenshot.sh: ImageMagick's import missing (apt-get install imagemagick)" >&2; exit 1; }
out=$(realpath -m "$out")
settings=$(mktemp -d)
trap 'rm -rf "$settings"' EXIT
# A private settings folder so that the shot does not depend on (or change) the user's saved layout.
XDG_CONFIG_HOME=$settings XDG_DATA_HOME=$settings/data XDG_STATE_HOME=$settings/state \
xvfb-run -a -s "-screen 0 1280x800x24" bash -c '
  "$0" "$@" &
  app=$!
  sleep "${SCREENSHOT_DELAY:-4}"
  import -window root "'"$out"'"
  kill $app
' "$build_dir/app/touchline" "$@"
echo "screenshot.sh: wrote $out"
