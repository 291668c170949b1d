#!/usr/bin/env bash
# Screenshots the native debug window without a desktop: starts a virtual X server (Xvfb), runs
# build/native-debug/azul in it, waits, captures the screen with ImageMagick's `import`, and
# stops both. Installs Xvfb and ImageMagick if missing (scripts/deps.sh window).
#   scripts/screenshot-native.sh [output.png] [-- app arguments, e.g. --link=game=azul]
# Environment: AZUL_SHOT_SIZE (default 1280x800), AZUL_SHOT_WAIT seconds (default 4),
# AZUL_UI_SCALE (passed to the app).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out=${1:-$root/build/native-shots/window.png}
[ $# -gt 0 ] && shift
[ "${1:-}" = "--" ] && shift
app=$root/build/native-debug/azul
size=${AZUL_SHOT_SIZE:-1280x800}
wait_seconds=${AZUL_SHOT_WAIT:-4}

"$root/scripts/deps.sh" window >/dev/null
if [ ! -x "$app" ]; then
  echo "screenshot-native: $app is missing; build it with:" >&2
  echo "  cmake --preset native-debug && cmake --build --preset native-debug --target azul_app" >&2
  exit 1
fi
mkdir -p "$(dirname "$out")"

display_number=99
while [ -e "/tmp/.X11-unix/X$display_number" ] || [ -e "/tmp/.X$display_number-lock" ]; do
  display_number=$((display_number + 1))
done
Xvfb ":$display_number" -screen 0 "${size}x24" -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
app_pid=
cleanup() {
  if [ -n "$app_pid" ]; then  # SDL turns SIGTERM into a quit event: the app closes cleanly
    kill "$app_pid" 2>/dev/null || true
    wait "$app_pid" 2>/dev/null || true
  fi
  kill "$xvfb_pid" 2>/dev/null || true
  wait "$xvfb_pid" 2>/dev/null || true
}
trap cleanup EXIT
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$display_number" ] && break; sleep 0.1; done

DISPLAY=":$display_number" "$app" "$@" &
app_pid=$!
sleep "$wait_seconds"
if ! kill -0 "$app_pid" 2>/dev/null; then
  wait "$app_pid" || true
  echo "screenshot-native: the app exited early" >&2
  exit 1
fi
DISPLAY=":$display_number" import -window root "$out"
echo "screenshot-native: saved $out"
