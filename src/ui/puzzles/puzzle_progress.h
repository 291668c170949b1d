// A player's puzzles of one game as the browser keeps them (the setting "puzzles.<game id>"):
// the puzzle rating (Glicko-2, rating/glicko2.h: each first answer to a puzzle is one rating
// period against the puzzle's own rating), the puzzles answered (not offered again until all
// have been), and the daily puzzle's streak: the days in a row on which it was solved.
//
//   azul-puzzle-progress 1
//   rating 1512.30 84.20 0.060000   rating, deviation, volatility
//   answered 12 9                   puzzles answered, of them solved at the first answer
//   daily 20429 5 7                 the last day the daily puzzle was solved, the streak, the best
//   seen 7-41 12-9                  the ids answered
//   end
//
// Reading checks everything and says what is wrong (a damaged entry starts afresh).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/status.h"
#include "rating/glicko2.h"

namespace azul::ui {

inline constexpr std::string_view kPuzzleProgressKeyPrefix = "puzzles.";
inline constexpr std::int64_t kNoDay = -1;

struct PuzzleProgress {
  glicko2::Rating rating;
  int answered = 0;
  int solved = 0;
  std::int64_t daily_day = kNoDay;  // days since 1970-01-01 (UTC)
  int streak = 0;
  int best_streak = 0;
  std::vector<std::string> seen;

  bool has_seen(std::string_view id) const;
  // The streak as of `today`: the days in a row up to today or yesterday, else 0.
  int streak_on(std::int64_t today) const;
  bool daily_done(std::int64_t today) const { return daily_day == today; }
};

std::string puzzle_progress_key(std::string_view game);
std::string puzzle_progress_text(const PuzzleProgress& progress);
Parsed<PuzzleProgress> parse_puzzle_progress(std::string_view text);

// The first answer to puzzle `id` (of `rating` and `deviation`): one rating period with one
// result; a puzzle answered before changes nothing. Returns the rating change.
double rate_answer(PuzzleProgress& progress, std::string_view id, int rating, int deviation,
                   bool solved);
// The daily puzzle of `today` was solved: the streak goes on (or starts again).
void mark_daily_solved(PuzzleProgress& progress, std::int64_t today);

}  // namespace azul::ui
