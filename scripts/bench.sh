#!/usr/bin/env bash
# Prints the project's performance figures (nothing is asserted here; ./test.sh enforces the
# budgets): engine random-playout throughput natively and under node (wasm), AI think time per
# level, the time to analyse a whole game, the built page's size (raw and gzip) and the time to
# the first frame in headless Chromium. Builds what it needs (presets native-release, wasm-node, web-release).
#   scripts/bench.sh            about 2 minutes after the builds
#   scripts/bench.sh --ladder   also the ladders of levels with Elo ratings (azul-cli arena
#                               --ladder, 200 games per step: about an hour for Azul and
#                               two for Summer Pavilion on one core)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
export NODE_PATH=/usr/share/nodejs
jobs=${AZUL_JOBS:-2}
scripts/deps.sh all >/dev/null
cmake --preset native-release >/dev/null && cmake --build --preset native-release -j "$jobs" >/dev/null
cmake --preset wasm-node >/dev/null && cmake --build --preset wasm-node -j "$jobs" --target azul-parity >/dev/null
cmake --preset web-release >/dev/null && cmake --build --preset web-release -j "$jobs" >/dev/null
cli=build/native-release/src/cli/azul-cli
ladder=false
[ "${1:-}" = "--ladder" ] && ladder=true

echo "== engine throughput, native (azul-cli bench, one thread, uniformly random playouts)"
for game in pavilion azul; do
  for players in 2 4; do $cli bench --game "$game" --players "$players" --seconds 3; done
done

echo "== engine throughput, wasm under node vs native (azul-parity bench, 2 players)"
build/native-release/tests/parity/azul-parity bench 3 | sed 's/^/native: /'
node --no-experimental-fetch build/wasm-node/tests/parity/azul-parity.js bench 3 | sed 's/^/wasm:   /'

echo "== AI think time per move (azul-cli arena, 2 players)"
for game in pavilion azul; do
  for pair in easy,random medium,easy hard,easy; do
    # The run's title, the column names and one row per bot (rows start with the seat number).
    $cli arena --game "$game" --players 2 --bots "$pair" --games 4 --seed 1 2>/dev/null |
      grep -E '^(arena |bot |[0-9]+ )'
  done
done

echo "== analysis of a whole game at the default budget (azul-cli analyse, native, one thread)"
for record in tests/data/azul-2p-coloured.record tests/data/pavilion-2p-coloured.record; do
  start=$(date +%s.%N)
  moves=$($cli analyse "$record" | grep -c '^ *[0-9]')
  end=$(date +%s.%N)
  python3 -c "print(f'$(basename "$record"): {$moves} moves in {$end - $start:.1f} s')"
done

echo "== page size (build/web-release/site)"
site=build/web-release/site
scripts/page-size.sh "$site" || true

echo "== time to first frame"
port_file=$(mktemp)
python3 scripts/serve.py --dir "$site" --port 0 --port-file "$port_file" --quiet >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null' EXIT
for _ in $(seq 100); do [ -s "$port_file" ] && break; sleep 0.1; done
(cd tests/browser && AZUL_SITE_URL="http://127.0.0.1:$(cat "$port_file")/" node lib/first-frame.mjs 5)

if $ladder; then
  echo "== ladders of levels (azul-cli arena --ladder, 2 players, 200 games per step)"
  # The offered levels weakest first, below them greedy rungs with more noise that anchor the
  # ratings at random = 0 (docs/ai.md, "The levels and their ratings").
  levels='newcomer,learner,beginner,novice,easy,casual,club,intermediate,medium,strong,advanced'
  $cli arena --ladder --game azul --players 2 --games 200 --seed 7 2>/dev/null \
    --bots "random,easy+easy_noise=100,$levels,expert,hard"
  $cli arena --ladder --game pavilion --players 2 --games 200 --seed 7 2>/dev/null \
    --bots "random,easy+easy_noise=100,easy+easy_noise=45,easy+easy_noise=25,easy+easy_noise=15,$levels,hard"
fi
