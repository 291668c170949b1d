#!/usr/bin/env bash
# Prints the built page's size per file (raw and gzip -9) and enforces the budget:
# at most 0.68 MiB (713,031 bytes) gzip in total, everything a visit loads (the licence
# notices beside it are not loaded). Usage: scripts/page-size.sh [site folder]
# The budget was 0.65 MiB with the five languages (675,829 bytes then); the keyboard and
# screen-reader layer (#84: the mirror, the move sentences, the key pickers, 68 more texts in
# each language) made it 696,102. The next growth (the tutorial's texts) should come with the
# catalogs loaded per language instead of all in azul.wasm.
set -euo pipefail
site=${1:-build/web-release/site}
budget=$((68 * 1024 * 1024 / 100))
raw=0
gz=0
for f in "$site"/*; do
  [ -f "$f" ] || continue
  r=$(stat -c %s "$f")
  g=$(gzip -9 -c "$f" | wc -c)
  printf '  %-28s %9d bytes raw %9d bytes gzip\n' "$(basename "$f")" "$r" "$g"
  raw=$((raw + r))
  gz=$((gz + g))
done
printf '  %-28s %9d bytes raw %9d bytes gzip (budget %d gzip)\n' total "$raw" "$gz" "$budget"
if [ "$gz" -gt "$budget" ]; then
  echo "page size: FAILED: $gz bytes gzip is over the budget of $budget"
  exit 1
fi
echo "page size: ok"
