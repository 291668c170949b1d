#!/usr/bin/env bash
# Prints the built page's size per file (raw and gzip -9) and enforces the budget:
# at most 0.68 MiB (713,031 bytes) gzip for everything a visit loads: the page's files, and in a
# language other than English that language's translations (lang/<code>.txt: the largest one
# counts). The licence notices beside it are not loaded; the service worker keeps the other
# languages for offline use after the page is up. Usage: scripts/page-size.sh [site folder]
# The budget was 0.65 MiB with the five languages built in (675,829 bytes then); the keyboard
# and screen-reader layer (#84) made it 696,102 and the lessons (#86) 716,506 with every
# language in azul.wasm; since then each language's translations load when it is spoken
# (673,468 bytes for English with the lessons, plus 11,470 for French, the largest). The table's
# sounds (#94: their synthesis in azul.wasm, web/sound.js) took a visit from 686,192 to 700,387.
# The player's progress (#91: the results ledger, the ratings, the statistics screen and its
# plots) took it from 686,192 to 726,619 bytes on its own (azul.wasm 584,006 -> 623,718; both
# builds measured by this script on 2026-12-07); both together 739,569: the budget is 0.72 MiB
# since.
set -euo pipefail
site=${1:-build/web-release/site}
budget=$((72 * 1024 * 1024 / 100))
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
largest=0
for f in "$site"/lang/*.txt; do
  [ -f "$f" ] || continue
  r=$(stat -c %s "$f")
  g=$(gzip -9 -c "$f" | wc -c)
  printf '  %-28s %9d bytes raw %9d bytes gzip (one language)\n' "lang/$(basename "$f")" "$r" "$g"
  if [ "$g" -gt "$largest" ]; then largest=$g; largest_raw=$r; fi
done
if [ "$largest" -gt 0 ]; then
  raw=$((raw + largest_raw))
  gz=$((gz + largest))
fi
printf '  %-28s %9d bytes raw %9d bytes gzip (budget %d gzip)\n' total "$raw" "$gz" "$budget"
if [ "$gz" -gt "$budget" ]; then
  echo "page size: FAILED: $gz bytes gzip is over the budget of $budget"
  exit 1
fi
echo "page size: ok"
