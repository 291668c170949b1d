#!/usr/bin/env bash
# Prints what the built page costs in headless Chromium (tests/browser/lib/page-bench.mjs): the
# frames and main-thread time while idle (title, my turn in each game, waiting for a friend),
# during animations, during the max level's first move in each game (its iterations, their
# rate, the frames meanwhile), the analysis of a whole 2-player game of each kind, and the first
# frame's time. With a second site folder, both are measured in the same run, side by side (for
# before/after figures: build the older commit's site into a folder of its own first).
# Then the wasm/native speed of the engine and the AI (azul-parity bench: random playouts,
# hard's and max's search, natively and in wasm under node) and the same two analyses on one
# thread natively and under node: what the page's workers can reach.
#   scripts/bench-page.sh [SITE_DIR] [OTHER_SITE_DIR]   default: build/web-release/site
#   scripts/bench-page.sh --flags   only the wasm/native speed, with the wasm built at -O2,
#                                   -O3 (the build's), -O3 -msimd128, -O3 -flto and all three
#                                   (each in build/wasm-flags/<name>)
# Needs scripts/deps.sh browser; takes about 10 minutes a site (most of it the analyses of the
# site before the workers), --flags about 15. Run it under the heavy lock (docs/quality.md).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
export NODE_PATH=/usr/share/nodejs
jobs=${AZUL_JOBS:-2}
seconds=${AZUL_BENCH_SECONDS:-5}  # azul-parity bench: seconds per figure

native=build/native-release/tests/parity/azul-parity

# Runs azul-parity bench ROUNDS times for each build (name=command), one build after the other in
# every round (so that the machine's other load falls on all of them alike), and prints each
# figure's median and its ratio to the first build's (native).
bench_builds() {
  local rounds=$1 out
  shift
  out=$(mktemp -d)
  for round in $(seq "$rounds"); do
    for build in "$@"; do
      ${build#*=} bench $seconds >"$out/${build%%=*}.$round"
    done
  done
  python3 - "$out" "$@" <<'PY'
import statistics, sys
out, builds = sys.argv[1], [b.split('=', 1)[0] for b in sys.argv[2:]]
def read(path):  # "bench azul 221027 games/s", "bench azul search 81347 iterations/s"
    return {' '.join(l.split()[1:-2]): float(l.split()[-2]) for l in open(path)}
import glob
medians = {}
for b in builds:
    runs = [read(p) for p in sorted(glob.glob(f"{out}/{b}.*"))]
    medians[b] = {k: statistics.median(r[k] for r in runs) for k in runs[0]}
keys = list(medians[builds[0]])
print(f"  {'':<28}" + "".join(f"{k:>22}" for k in keys))
for b in builds:
    m = medians[b]
    cells = "".join(f"{m[k]:>14.0f}" + (f" {m[k] / medians[builds[0]][k]:>5.2f}x " if b != builds[0] else " " * 8) for k in keys)
    print(f"  {b:<28}{cells}")
PY
  rm -rf "$out"
}

cmake --preset native-release >/dev/null
cmake --build --preset native-release -j "$jobs" --target azul-parity >/dev/null

if [ "${1:-}" = "--flags" ]; then
  echo "== wasm/native speed by wasm build flags (azul-parity bench $seconds: games/s of random"
  echo "   playouts, iterations/s of hard's search; medians of 3 rounds, ratios to native)"
  builds=("native=$native")
  for variant in "O2|-O2" "O3|-O3" "O3-simd|-O3 -msimd128" "O3-lto|-O3 -flto" "O3-simd-lto|-O3 -msimd128 -flto"; do
    name=${variant%%|*}
    flags=${variant#*|}
    dir=build/wasm-flags/$name
    cmake --preset wasm-node -B "$dir" -DCMAKE_CXX_FLAGS_RELEASE="$flags -DNDEBUG" \
      -DCMAKE_C_FLAGS_RELEASE="$flags -DNDEBUG" -DCMAKE_EXE_LINKER_FLAGS_RELEASE="$flags" >/dev/null
    cmake --build "$dir" -j "$jobs" --target azul-parity >/dev/null
    builds+=("$name ($(stat -c %s "$dir/tests/parity/azul-parity.wasm") B)=node --no-experimental-fetch $dir/tests/parity/azul-parity.js")
  done
  bench_builds 3 "${builds[@]}"
  exit 0
fi

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
(cd tests/browser && node lib/page-bench.mjs "${args[@]}")

echo "== wasm/native speed (azul-parity bench $seconds: games/s of random playouts, iterations/s of"
echo "   hard's search; medians of 3 rounds; the page's wasm is built alike)"
cmake --preset wasm-node >/dev/null
cmake --build --preset wasm-node -j "$jobs" --target azul-parity >/dev/null
bench_builds 3 "native=$native" "wasm (node)=node --no-experimental-fetch build/wasm-node/tests/parity/azul-parity.js"
echo "== the same analyses as the page's, on one thread (azul-parity analysis-speed)"
records=(tests/data/azul-2p-coloured.record tests/data/pavilion-2p-coloured.record)
$native analysis-speed "${records[@]}" | sed 's/^/  native:      /'
node --no-experimental-fetch build/wasm-node/tests/parity/azul-parity.js analysis-speed "${records[@]}" |
  sed 's/^/  wasm (node): /'
