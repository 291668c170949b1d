// Which puzzle of a set comes next: the daily puzzle, the same for everyone on a date, and for a
// player the next one near their puzzle rating, not answered before. Pure, unit-tested.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "ai/puzzle.h"
#include "ui/puzzles/puzzle_progress.h"

namespace azul::ui {

// The UTC day of a time in milliseconds since 1970-01-01: the daily puzzle's date.
std::int64_t utc_day(std::int64_t ms);

// The daily puzzle of `day` (an index into the set, which must not be empty): chosen by the day
// alone among the middle half of the set by rating, so that it is neither trivial nor beyond
// most players, and the same in every browser.
std::size_t daily_puzzle(const ai::PuzzleSet& set, std::int64_t day);

// How many of the puzzles nearest to a player's rating the next puzzle is chosen among.
inline constexpr std::size_t kNearestPuzzles = 8;

// The next puzzle for `progress`: one of the kNearestPuzzles unanswered puzzles nearest to its
// rating (the one `turn` picks, so that the order varies), never `current`; when every puzzle
// has been answered, one of those nearest to the rating of all. The set must not be empty.
std::size_t next_puzzle(const ai::PuzzleSet& set, const PuzzleProgress& progress,
                        std::uint64_t turn, std::string_view current);

}  // namespace azul::ui
