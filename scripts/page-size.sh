#!/usr/bin/env bash
# Prints the built page's size per file (raw and gzip -9) and what a first visit loads in each
# language, and enforces the budgets: the page's files (index.html, the scripts, azul.wasm...),
# plus, in a language other than English, its translations (lang/<code>.txt) and, for a
# language drawn with fonts of its own (po/FONTS: Japanese, Chinese, Korean), its two fonts
# (fonts/<code>.otf, fonts/<code>-bold.otf). Every language in the Latin script within 0.78 MiB
# (817,889 bytes) gzip: a first visit in one of them loads no other language's files; one in
# another script within 0.98 MiB (1,027,604 bytes). The licence notices beside the page are not
# loaded; the service worker keeps the other languages' translations for offline use after the
# page is up, and a language's fonts once the page has loaded them.
# Usage: scripts/page-size.sh [site folder]
# The budget was 0.65 MiB with the five languages built in (675,829 bytes then); the keyboard
# and screen-reader layer (#84) made it 696,102 and the lessons (#86) 716,506 with every
# language in azul.wasm; since then each language's translations load when it is spoken
# (673,468 bytes for English with the lessons, plus 11,470 for French, the largest). The table's
# sounds (#94: their synthesis in azul.wasm, web/sound.js) took a visit from 686,192 to 700,387.
# The player's progress (#91: the results ledger, the ratings, the statistics screen and its
# plots) took it from 686,192 to 726,619 bytes on its own (azul.wasm 584,006 -> 623,718; both
# builds measured by this script on 2026-12-07); both together 739,569: the budget is 0.72 MiB
# since.
# Then the search workers (#93: azul.wasm 634,839 -> 657,298 bytes gzip, the search's -O3 copies
# of shared inline functions winning the link, and web/search-worker.js), the puzzles (#92: their
# screen and words; the sets themselves load when opened) and the six new languages (#95: the
# line breaks, the fonts' merging, the eleven languages' shell texts) took a first visit in
# English from 727,141 to 789,897 bytes (azul.wasm 690,242), in Polish, the largest in the Latin
# script, to 803,168, and in Chinese, with its two fonts, to 1,008,216 (measured 2026-12-07):
# the budgets are 0.78 and 0.98 MiB since.
set -euo pipefail
site=${1:-build/web-release/site}
latin_budget=$((78 * 1024 * 1024 / 100))
script_budget=$((98 * 1024 * 1024 / 100))

raw_total=0
gz_total=0
# size FILE NOTE: prints the file's sizes and adds them to raw_total and gz_total.
size() {
  local r g
  r=$(stat -c %s "$1")
  g=$(gzip -9 -c "$1" | wc -c)
  printf '  %-28s %9d bytes raw %9d bytes gzip%s\n' "${1#"$site"/}" "$r" "$g" "$2"
  raw_total=$((raw_total + r))
  gz_total=$((gz_total + g))
}

for f in "$site"/*; do
  [ -f "$f" ] && size "$f" ""
done
page_raw=$raw_total
page_gz=$gz_total
printf '  %-28s %9d bytes raw %9d bytes gzip (budget %d gzip)\n' "a first visit in en" \
  "$page_raw" "$page_gz" "$latin_budget"
status=0
[ "$page_gz" -gt "$latin_budget" ] && status=1
for f in "$site"/lang/*.txt; do
  [ -f "$f" ] || continue
  code=$(basename "$f" .txt)
  raw_total=$page_raw
  gz_total=$page_gz
  size "$f" " ($code)"
  budget=$latin_budget
  if [ -f "$site/fonts/$code.otf" ]; then
    size "$site/fonts/$code.otf" " ($code)"
    size "$site/fonts/$code-bold.otf" " ($code)"
    budget=$script_budget
  fi
  printf '  %-28s %9d bytes raw %9d bytes gzip (budget %d gzip)\n' "a first visit in $code" \
    "$raw_total" "$gz_total" "$budget"
  if [ "$gz_total" -gt "$budget" ]; then
    echo "page size: FAILED: a first visit in $code is $gz_total bytes gzip, over its budget of $budget"
    status=1
  fi
done
[ "$page_gz" -gt "$latin_budget" ] &&
  echo "page size: FAILED: a first visit in English is $page_gz bytes gzip, over the budget of $latin_budget"
[ $status = 0 ] && echo "page size: ok"
exit $status
