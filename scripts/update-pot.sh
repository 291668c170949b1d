#!/usr/bin/env bash
# Writes the translations' template po/azul.pot from every text marked in the code (tr, trc,
# trn, N_: src/ui/i18n/translate.h; t() in web/shell.js), then merges it into each po/<code>.po (msgmerge), as
# po/README.md describes. With --check it changes nothing and fails when the template is out of
# date with the code, or a catalog of po/LINGUAS is not complete (an untranslated or fuzzy
# text) or not valid (msgfmt --check).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
check=false
[ "${1:-}" = "--check" ] && check=true

# The texts' references name their files without line numbers (--add-location=file), so that
# an edit that only moves lines leaves the template and the catalogs as they are.
pot=$(mktemp)
trap 'rm -f "$pot"' EXIT
git ls-files 'src/*.cpp' 'src/*.h' | LC_ALL=C sort |
  xargs xgettext --from-code=UTF-8 --language=C++ --keyword= --keyword=tr --keyword=trc:1c,2 \
    --keyword=trn:1,2 --keyword=N_ --keyword=NC_:1c,2 --add-comments=TRANSLATORS: --add-location=file --no-wrap --sort-by-file -o "$pot" \
    2> >(awk '/contains non-ASCII characters/ { skip = 1; next } skip && /^ / { next }
              { skip = 0; print }' >&2)  # "·", "−" and "…" belong in the texts
sed -i 's/charset=CHARSET/charset=UTF-8/' "$pot"
# The page shell's words (web/shell.js: t('...')), which the build gives it as shell-texts.js.
xgettext --from-code=UTF-8 --language=JavaScript --keyword= --keyword=t --join-existing \
  --add-comments=TRANSLATORS: --add-location=file --no-wrap --sort-by-file -o "$pot" web/shell.js \
  2> >(awk '/contains non-ASCII characters/ { skip = 1; next } skip && /^ / { next }
            { skip = 0; print }' >&2)
# A header of our own instead of xgettext's (which has a date), so that the template changes
# only with its texts. (xgettext needs its own header while it writes: without one it writes
# ASCII only and would drop the "·" of "Round {1} · {2}".)
{
  printf '%s\n' 'msgid ""' 'msgstr ""' '"Project-Id-Version: azul-pavilion\n"' \
    '"Content-Type: text/plain; charset=UTF-8\n"' '"Content-Transfer-Encoding: 8bit\n"' ''
  awk 'found {print} /^$/ && !found {found = 1}' "$pot"
} >"$pot.full"
mv "$pot.full" "$pot"

codes=$(sed 's/#.*//' po/LINGUAS | awk 'NF {print $1}')
if $check; then
  status=0
  if ! cmp -s "$pot" po/azul.pot; then
    echo "update-pot: po/azul.pot is out of date with the code: run scripts/update-pot.sh" >&2
    status=1
  fi
  for code in $codes; do
    msgfmt --check --output-file=/dev/null "po/$code.po" || status=1
    stats=$(LC_ALL=C msgfmt --statistics --output-file=/dev/null "po/$code.po" 2>&1)
    if echo "$stats" | grep -Eq 'fuzzy|untranslated'; then
      echo "update-pot: po/$code.po is not complete: $stats" >&2
      status=1
    fi
  done
  [ $status = 0 ] && echo "update-pot: the template is up to date and every catalog complete ($(echo $codes | wc -w) languages)"
  exit $status
fi
cp "$pot" po/azul.pot
for code in $codes; do
  msgmerge --quiet --update --backup=none --no-wrap "po/$code.po" po/azul.pot
done
echo "update-pot: po/azul.pot written ($(grep -c '^msgid ' po/azul.pot) entries with the header); merged into: ${codes:-no language yet}"
