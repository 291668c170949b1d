#!/usr/bin/env bash
# Makes the README's screenshots again: docs/images/azul.png and docs/images/summer-pavilion.png.
# azul-cli plays a 2-player game of each between medium bots (fixed seeds, so the same games
# every time), the built site is served on a free local port (scripts/serve.py), and
# tests/browser/lib/readme-shots.mjs opens each game's link in headless Chromium through the
# browser tests' harness, steps back to the start of a round in the middle of the game (Azul's
# 4th of 5 or 6, Summer Pavilion's 3rd of 6), takes seat 1 and saves the page at 1280x800 once
# it is seat 1's turn.
#
# Usage: scripts/readme-shots.sh [SITE_DIR]
#   SITE_DIR   a built site (default build/web-release/site, which ./play.sh and ./test.sh build)
# Environment: AZUL_CLI, the azul-cli to use (default build/native-release/src/cli/azul-cli);
# AZUL_CHROMIUM, the browser (default /usr/bin/chromium). Needs the browser tests' npm packages
# (scripts/deps.sh browser).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
site=${1:-$root/build/web-release/site}
cli=${AZUL_CLI:-$root/build/native-release/src/cli/azul-cli}
out=$root/docs/images

if [ ! -f "$site/azul.wasm" ]; then
  echo "readme-shots: no built site in $site (./play.sh or ./test.sh builds one)" >&2
  exit 1
fi
if [ ! -x "$cli" ]; then
  echo "readme-shots: no azul-cli at $cli (cmake --preset native-release &&" \
    "cmake --build --preset native-release --target azul-cli)" >&2
  exit 1
fi
if [ ! -d "$root/tests/browser/node_modules/playwright-core" ]; then
  echo "readme-shots: the browser tests' npm packages are missing (scripts/deps.sh browser)" >&2
  exit 1
fi

work=$(mktemp -d)
server_pid=
cleanup() {
  if [ -n "$server_pid" ]; then
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

# The share link of a whole game of $1 between medium bots, with seed $2.
game_link() {
  "$cli" play --game "$1" --players 2 --seed "$2" --bots medium,medium \
    --record "$work/$1.record" 2>/dev/null
  "$cli" link encode "$work/$1.record"
}
azul_link=$(game_link azul 5)               # 51 to 44 in 5 rounds
pavilion_link=$(game_link pavilion 3)       # 111 to 84

python3 "$root/scripts/serve.py" --dir "$site" --port 0 --port-file "$work/port" --quiet \
  >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 100); do [ -s "$work/port" ] && break; sleep 0.1; done
if [ ! -s "$work/port" ]; then
  echo "readme-shots: the static server did not start:" >&2
  cat "$work/server.log" >&2
  exit 1
fi

mkdir -p "$out"
(cd "$root/tests/browser" &&
  AZUL_SITE_URL="http://127.0.0.1:$(cat "$work/port")/" AZUL_SHOTS_DIR="$out" \
    node lib/readme-shots.mjs azul 4 "$azul_link" summer-pavilion 3 "$pavilion_link")
ls -l "$out"/azul.png "$out"/summer-pavilion.png
