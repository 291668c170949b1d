#!/usr/bin/env bash
# Prints the built page's size per file (raw and gzip -9) and enforces the budget:
# at most 0.65 MiB (681,574 bytes) gzip in total, everything a visit loads (the licence
# notices beside it are not loaded). Usage: scripts/page-size.sh [site folder]
set -euo pipefail
site=${1:-build/web-release/site}
budget=$((65 * 1024 * 1024 / 100))
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
