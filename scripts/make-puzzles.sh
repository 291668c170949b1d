#!/usr/bin/env bash
# Makes the page's puzzle sets, assets/puzzles/azul.txt and assets/puzzles/pavilion.txt, with
# `azul-cli puzzles` (docs/cli.md, how they are found: docs/ai.md#puzzles): the seed ranges
# below in chunks of 10 or 15 games, AZUL_JOBS chunks at a time (each on one core), each chunk's
# games and figures in build/puzzles/<game>-<first>-<last>.log; then the chunks merged, with at
# most a third of each set answered by the greedy move. Everything follows from the seeds: the
# same ranges give the same files, byte for byte. On this machine the chunks took 1.4 hours
# (Azul, 100 games) and 2.3 hours (Summer Pavilion, 140 games: seeds 1-80 and 201-260) of one
# core each, two at a time.
#   scripts/make-puzzles.sh
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
jobs=${AZUL_JOBS:-2}
cmake --preset native-release >/dev/null && cmake --build --preset native-release -j "$jobs" --target azul-cli >/dev/null
cli=$root/build/native-release/src/cli/azul-cli
out=build/puzzles
mkdir -p "$out"

# The chunks as "game first last", in the order they were made for the shipped sets.
chunks=()
for first in 1 56 71 86; do
  last=$((first == 1 ? 55 : first + 14))
  chunks+=("azul $first $last")
done
for first in $(seq 1 10 71) $(seq 201 10 251); do
  chunks+=("pavilion $first $((first + 9))")
done

printf '%s\n' "${chunks[@]}" | xargs -P "$jobs" -L 1 bash -c '
  game=$0 first=$1 last=$2
  '"$cli"' puzzles --game "$game" --seeds "$first-$last" --out "'"$out"'/$game-$first-$last.txt" \
    2>"'"$out"'/$game-$first-$last.log"
  tail -n 1 "'"$out"'/$game-$first-$last.log"'

"$cli" puzzles merge "$out"/azul-*.txt --greedy-share 0.3333 --out assets/puzzles/azul.txt
"$cli" puzzles merge "$out"/pavilion-*.txt --greedy-share 0.3333 --out assets/puzzles/pavilion.txt
"$cli" puzzles check assets/puzzles/azul.txt
"$cli" puzzles check assets/puzzles/pavilion.txt
