#!/usr/bin/env bash
# Installs whatever is missing, builds everything and runs every test; exits non-zero on any
# failure. Phases (each prints its wall time; a summary line comes last):
#   deps           scripts/deps.sh all (apt packages, Dear ImGui/SDL2 sources, SDL2 for wasm
#                  cached in ~/.cache/azul-pavilion, npm packages of tests/browser)
#   docs links     scripts/check-links.py: every relative link and anchor of README.md and
#                  docs/*.md points at a file and a heading that exist
#   translations   scripts/update-pot.sh --check: po/azul.pot has every text marked in the
#                  code, and every catalog of po/LINGUAS is valid and complete (no fuzzy or
#                  untranslated text)
#   native build   preset native-asan (AddressSanitizer + UndefinedBehaviorSanitizer)
#   native tests   every GoogleTest suite through ctest
#   native app     the SDL2 window app (preset native-debug), built to keep it compiling
#   web build      preset web-release (Emscripten): the site in build/web-release/site/
#   engine checks  a short soak of every configuration, the engine-protocol referee test and
#                  the protocol-2 client example, all on the sanitizer build of azul-cli
#   parity         the engine natively and in wasm under node: identical output on seeded games
#                  and golden records; wasm throughput >= 0.3x native; go-time-100 latency
#   fuzz           the libFuzzer targets (record parser, link decoder, move application)
#   browser tests  the site served on a free 127.0.0.1 port, tests/browser/*.test.mjs in
#                  headless Chromium; screenshots in build/browser-shots/
#   page size      the built site within 0.72 MiB gzip
# Environment: AZUL_JOBS (parallel build jobs, default 2); AZUL_LONG=1 for long soak and fuzz
# runs (10,000 games per configuration, 10 minutes per fuzz target).
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cd "$root"
jobs=${AZUL_JOBS:-2}
export NODE_PATH=/usr/share/nodejs  # Debian's emscripten needs acorn from here
shots_dir=$root/build/browser-shots
started=$SECONDS
summary=()
failures=()
server_pid=

duration() { printf '%dm%02ds' $(($1 / 60)) $(($1 % 60)); }

# run_phase NAME COMMAND...: runs one phase, records its status and wall time.
run_phase() {
  local name=$1 start=$SECONDS status
  shift
  echo "==> $name"
  if "$@"; then status=ok; else status=FAILED; failures+=("$name"); fi
  local elapsed=$((SECONDS - start))
  echo "==> $name: $status in $(duration $elapsed)"
  if [ "$status" = ok ]; then summary+=("$name $(duration $elapsed)"); else summary+=("$name $(duration $elapsed) FAILED"); fi
  [ "$status" = ok ]
}

skip_phase() {
  echo "==> $1: skipped ($2)"
  failures+=("$1")
  summary+=("$1 skipped")
}

native_build() {
  cmake --preset native-asan >/dev/null && cmake --build --preset native-asan -j "$jobs"
}

native_tests() {
  ctest --preset native-asan -j "$jobs" --no-tests=error
}

long_runs=${AZUL_LONG:-0}

engine_checks() {
  local cli=build/native-asan/src/cli/azul-cli games=300
  [ "$long_runs" = 1 ] && games=10000
  "$cli" soak --games "$games" && python3 tests/protocol/referee_test.py "$cli" &&
    python3 tests/protocol/client_example.py "$cli"
}

parity() {
  tests/parity/run.sh &&
    python3 tests/protocol/referee_test.py build/native-release/src/cli/azul-cli --latency 30 |
    grep -E '^(latency|FAIL|[0-9]+ passed)'
}

fuzz() {
  local seconds=10
  [ "$long_runs" = 1 ] && seconds=600
  FUZZ_SECONDS=$seconds tests/fuzz/run.sh
}

native_app() {
  cmake --preset native-debug >/dev/null &&
    cmake --build --preset native-debug -j "$jobs" --target azul_app
}

web_build() {
  cmake --preset web-release >/dev/null && cmake --build --preset web-release -j "$jobs"
}

stop_server() {
  if [ -n "$server_pid" ]; then
    kill "$server_pid" 2>/dev/null
    wait "$server_pid" 2>/dev/null
    server_pid=
  fi
}
trap stop_server EXIT

browser_tests() {
  rm -rf "$shots_dir" && mkdir -p "$shots_dir"
  local port_file=$shots_dir/server.port
  python3 scripts/serve.py --dir build/web-release/site --port 0 --port-file "$port_file" \
    --quiet >"$shots_dir/server.log" 2>&1 &
  server_pid=$!
  for _ in $(seq 100); do [ -s "$port_file" ] && break; sleep 0.1; done
  if [ ! -s "$port_file" ]; then
    echo "test.sh: the static server did not start:" >&2
    cat "$shots_dir/server.log" >&2
    return 1
  fi
  local url="http://127.0.0.1:$(cat "$port_file")/"
  echo "serving build/web-release/site on $url"
  local status=0
  (cd tests/browser &&
    AZUL_SITE_URL=$url AZUL_SHOTS_DIR=$shots_dir \
      node --test --test-reporter=spec --test-concurrency=1 ./*.test.mjs) || status=$?
  stop_server
  echo "screenshots: $shots_dir"
  return $status
}

if ! run_phase "deps" scripts/deps.sh all; then
  echo "test.sh: FAILED: dependencies could not be installed (see above)"
  exit 1
fi
run_phase "docs links" python3 scripts/check-links.py
run_phase "translations" scripts/update-pot.sh --check
if run_phase "native build" native_build; then
  run_phase "native tests" native_tests
else
  skip_phase "native tests" "the native build failed"
fi
if [ -x build/native-asan/src/cli/azul-cli ]; then
  run_phase "engine checks" engine_checks
else
  skip_phase "engine checks" "the native build failed"
fi
run_phase "parity" parity
run_phase "fuzz" fuzz
run_phase "native app" native_app
if run_phase "web build" web_build; then
  run_phase "browser tests" browser_tests
  run_phase "page size" scripts/page-size.sh build/web-release/site
else
  skip_phase "browser tests" "the web build failed"
  skip_phase "page size" "the web build failed"
fi

total=$(duration $((SECONDS - started)))
joined=$(printf '%s, ' "${summary[@]}")
joined=${joined%, }
if [ ${#failures[@]} -eq 0 ]; then
  echo "test.sh: PASSED in $total ($joined)"
  exit 0
fi
failed=$(printf '%s, ' "${failures[@]}")
echo "test.sh: FAILED: ${failed%, } ($joined; total $total)"
exit 1
