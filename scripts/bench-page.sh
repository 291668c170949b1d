#!/usr/bin/env bash
# Prints what the built page costs in headless Chromium (tests/browser/lib/page-bench.mjs): the
# frames and main-thread time while idle (title, my turn in each game, waiting for a friend),
# during animations, during the max level's first move in each game (its iterations, their
# rate, the frames meanwhile), the analysis of a whole 2-player game of each kind, and the first
# frame's time. With a second site folder, both are measured in the same run, side by side (for
# before/after figures: build the older commit's site into a folder of its own first).
# Then the wasm/native speed of the engine and the AI (azul-parity bench: random playouts and
# hard's search, natively and in wasm under node), which bounds what the page can reach.
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
seconds=5  # azul-parity bench: seconds per figure

# azul-parity bench of one wasm build against the native one: each figure and its ratio.
compare() {
  local name=$1 wasm_dir=$2 native_file=$3
  node --no-experimental-fetch "$wasm_dir/tests/parity/azul-parity.js" bench $seconds >"$wasm_dir/bench.txt"
  python3 - "$name" "$native_file" "$wasm_dir/bench.txt" <<'PY'
import sys
name, native, wasm = sys.argv[1:]
def read(path):  # "bench azul 221027 games/s", "bench azul search 81347 iterations/s"
    figures = {}
    for line in open(path):
        w = line.split()
        figures[' '.join(w[1:-2])] = float(w[-2])
    return figures
n, w = read(native), read(wasm)
print(f"  {name:<22}" + "".join(f"{w[k]:>10.0f} {w[k] / n[k]:.2f}x" for k in n))
PY
}

native_bench() {
  cmake --preset native-release >/dev/null
  cmake --build --preset native-release -j "$jobs" --target azul-parity >/dev/null
  build/native-release/tests/parity/azul-parity bench $seconds >build/native-bench.txt
  printf '  %-22s' native
  awk '{printf "%10.0f      ", $(NF-1)}' build/native-bench.txt
  echo
  printf '  %-22s%s\n' "" "$(awk '{printf "%-16s", $2 ($3 == "search" ? " search" : "")}' build/native-bench.txt)"
}

if [ "${1:-}" = "--flags" ]; then
  echo "== wasm/native speed by wasm build flags (azul-parity bench $seconds: games/s, iterations/s)"
  native_bench
  for variant in "O2|-O2" "O3|-O3" "O3-simd|-O3 -msimd128" "O3-lto|-O3 -flto" "O3-simd-lto|-O3 -msimd128 -flto"; do
    name=${variant%%|*}
    flags=${variant#*|}
    dir=build/wasm-flags/$name
    cmake --preset wasm-node -B "$dir" -DCMAKE_CXX_FLAGS_RELEASE="$flags -DNDEBUG" \
      -DCMAKE_C_FLAGS_RELEASE="$flags -DNDEBUG" -DCMAKE_EXE_LINKER_FLAGS_RELEASE="$flags" >/dev/null
    cmake --build "$dir" -j "$jobs" --target azul-parity >/dev/null
    compare "$name ($(stat -c %s "$dir/tests/parity/azul-parity.wasm") B)" "$dir" build/native-bench.txt
  done
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

echo "== wasm/native speed (azul-parity bench $seconds: games/s, iterations/s; the page's wasm is built alike)"
native_bench
cmake --preset wasm-node >/dev/null
cmake --build --preset wasm-node -j "$jobs" --target azul-parity >/dev/null
compare "wasm (node)" build/wasm-node build/native-bench.txt
