#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, ASan+UBSan) and runs each for FUZZ_SECONDS (default 15),
# starting from the regression inputs and seed corpora. Every crash found is saved to
# build/fuzz/crashes/ and must be added to tests/fuzz/regressions/<target>/ once fixed.
#   FUZZ_SECONDS=600 tests/fuzz/run.sh     a long run
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$root"
seconds=${FUZZ_SECONDS:-15}
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j2 >/dev/null
bin=build/fuzz/tests/fuzz
work=build/fuzz/work
mkdir -p "$work" build/fuzz/crashes
# Seed corpora: the golden records, and links made from them by the parity probe's output.
mkdir -p "$work/record" "$work/link" "$work/apply"
cp tests/data/*.record "$work/record/" 2>/dev/null || true
if [ -f build/parity/native-games.txt ]; then
  grep '^link ' build/parity/native-games.txt | head -n 20 | awk '{print $2}' | split -l 1 - "$work/link/seed-"
fi
status=0
for target in record link apply; do
  # First the saved regressions (each must pass), then a timed exploration.
  if compgen -G "tests/fuzz/regressions/$target/*" >/dev/null; then
    "$bin/fuzz_$target" tests/fuzz/regressions/$target/* >/dev/null 2>&1 || { echo "fuzz: $target regression FAILED"; status=1; }
  fi
  if "$bin/fuzz_$target" -max_total_time="$seconds" -max_len=4096 -timeout=10 -print_final_stats=1 \
       -artifact_prefix=build/fuzz/crashes/$target- "$work/$target" >"build/fuzz/$target.log" 2>&1; then
    echo "fuzz: $target ok ($(grep -o "stat::number_of_executed_units: *[0-9]*" "build/fuzz/$target.log" | awk "{print \$2}") runs in ${seconds}s, no crash)"
  else
    echo "fuzz: $target FOUND A CRASH (see build/fuzz/$target.log and build/fuzz/crashes/)"
    tail -n 30 "build/fuzz/$target.log"
    status=1
  fi
done
exit $status
