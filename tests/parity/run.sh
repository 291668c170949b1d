#!/usr/bin/env bash
# Native/wasm parity: builds azul-parity natively (native-release) and for node (wasm-node),
# runs both on the same seeded games, golden records, the AI's review of the records' first
# moves (ai/analysis.h) and the AI's searches as the page's Web Workers run them
# (ai/search_runner.h: moves with kept bots, hints, decisions), and requires identical output.
# Then prints both engines' random-playout throughput and enforces wasm >= 0.3x native.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$root"
export NODE_PATH=/usr/share/nodejs
out=build/parity
mkdir -p "$out"
cmake --preset native-release >/dev/null
cmake --build --preset native-release -j2 --target azul-parity azul-cli >/dev/null
cmake --preset wasm-node >/dev/null
cmake --build --preset wasm-node -j2 --target azul-parity >/dev/null
native=build/native-release/tests/parity/azul-parity
wasm="node --no-experimental-fetch build/wasm-node/tests/parity/azul-parity.js"
games=${PARITY_GAMES:-3}
records=(tests/data/*.record)
$native games "$games" >"$out/native-games.txt"
$wasm games "$games" >"$out/wasm-games.txt"
$native replay "${records[@]}" >"$out/native-replay.txt"
$wasm replay "${records[@]}" >"$out/wasm-replay.txt"
$native analyse "${records[@]}" >"$out/native-analyse.txt"
$wasm analyse "${records[@]}" >"$out/wasm-analyse.txt"
$native search "${records[@]}" >"$out/native-search.txt"
$wasm search "${records[@]}" >"$out/wasm-search.txt"
if ! cmp -s "$out/native-games.txt" "$out/wasm-games.txt" || ! cmp -s "$out/native-replay.txt" "$out/wasm-replay.txt" ||
   ! cmp -s "$out/native-analyse.txt" "$out/wasm-analyse.txt" ||
   ! cmp -s "$out/native-search.txt" "$out/wasm-search.txt"; then
  echo "parity: FAILED: native and wasm outputs differ (see $out/)"
  diff "$out/native-games.txt" "$out/wasm-games.txt" | head -20 || true
  diff "$out/native-analyse.txt" "$out/wasm-analyse.txt" | head -20 || true
  diff "$out/native-search.txt" "$out/wasm-search.txt" | head -20 || true
  exit 1
fi
echo "parity: $(grep -c '^== ' "$out/native-games.txt") random games, ${#records[@]} records and their AI reviews ($(grep -vc '^== ' "$out/native-analyse.txt") moves) identical natively and in wasm ($(wc -c <"$out/native-games.txt") bytes compared)"
echo "parity: the searches as the page's workers run them ($(grep -c ' move ' "$out/native-search.txt") moves, $(grep -c '^decision ' "$out/native-search.txt") decisions) identical natively and in wasm"
$native bench 1 | tee "$out/native-bench.txt"
$wasm bench 1 | sed 's/^bench/bench wasm/' | tee "$out/wasm-bench.txt"
python3 - "$out/native-bench.txt" "$out/wasm-bench.txt" <<'PY'
import sys
def read(p): return {l.split()[-3]: float(l.split()[-2]) for l in open(p) if 'games/s' in l}
n, w = read(sys.argv[1]), read(sys.argv[2])
ok = True
for game in n:
    ratio = w[game] / n[game]
    print(f"parity: {game} wasm/native throughput {ratio:.2f}x (budget >= 0.30x)")
    ok &= ratio >= 0.30
sys.exit(0 if ok else 1)
PY
echo "parity: passed"
