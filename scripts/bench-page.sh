#!/usr/bin/env bash
# Prints what the built page costs in headless Chromium (tests/browser/lib/page-bench.mjs): the
# frames and main-thread time while idle (title, my turn in each game, waiting for a friend),
# during an AI search (with its iterations per second) and during animations, and the first
# frame's time. With a second site folder, both are measured in the same run, side by side
# (for before/after figures: build the older commit's site into a folder of its own first).
#   scripts/bench-page.sh [SITE_DIR] [OTHER_SITE_DIR]   default: build/web-release/site
# Needs scripts/deps.sh browser; takes about 3 minutes a site.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
dirs=("${@:-build/web-release/site}")
servers=()
trap 'kill "${servers[@]}" 2>/dev/null' EXIT
args=()
for dir in "${dirs[@]}"; do
  [ -f "$dir/azul.wasm" ] || { echo "bench-page: no built site in $dir" >&2; exit 2; }
  port_file=$(mktemp)
  python3 scripts/serve.py --dir "$dir" --port 0 --port-file "$port_file" --quiet >/dev/null 2>&1 &
  servers+=($!)
  for _ in $(seq 100); do [ -s "$port_file" ] && break; sleep 0.1; done
  args+=("$(basename "$(cd "$dir/.." && pwd)")/$(basename "$dir")=http://127.0.0.1:$(cat "$port_file")/")
  rm -f "$port_file"
done
cd tests/browser && node lib/page-bench.mjs "${args[@]}"
