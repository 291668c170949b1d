#!/usr/bin/env bash
# Installs whatever is missing, builds the web release (preset web-release) and serves the
# built folder, build/web-release/site/, on http://127.0.0.1:8080 until Ctrl+C.
#   ./play.sh [port]        or    PORT=9000 ./play.sh
# Environment: AZUL_JOBS (parallel build jobs, default 2).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cd "$root"
port=${1:-${PORT:-8080}}
export NODE_PATH=/usr/share/nodejs  # Debian's emscripten needs acorn from here

scripts/deps.sh web
cmake --preset web-release >/dev/null
cmake --build --preset web-release -j "${AZUL_JOBS:-2}"
echo
echo "Open http://127.0.0.1:$port/ in a browser. Ctrl+C stops the server."
exec python3 scripts/serve.py --dir build/web-release/site --port "$port"
