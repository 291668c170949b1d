// One entry of the results ledger (ui/progress/ledger.h): the facts of a finished game that the
// player's progress is made of, kept apart from the saved game itself, so that deleting saved
// games never deletes history. One line of text, as the browser keeps it (key "result.<id>")
// and as a history file holds it (ui/progress/ledger_file.h):
//
//   r1 id=m3x9k2a1-4f7q end=1764000000000 game=azul opt=side:coloured seats=Hk me=1 rated=1
//      score=61,48 place=1,2 elo=-,1731 rounds=8,11,14,12,6 pts=wall_placements:63,... acc=87
//
// (one line; folded here). `r1` is the format; fields are key=value, separated by single spaces,
// in any order; a reader ignores fields it does not know (a newer version may add some) and
// names the problem of any field it knows that is missing or malformed:
//   id      the game's id in the saved-games library (ui/share/game_library.h)
//   end     when the game ended: milliseconds since 1970-01-01 UTC
//   game    the game's registry id; opt its record options as key:value pairs ("-": none)
//   seats   the seat code (ai/seats.h): H a person here, F a friend by link, a level's letter
//   me      the seat (1-based) whose results these are: this device's person ('H')
//   rated   1 when the game counts for the rating (ui/progress/rating_history.h)
//   score   every seat's final score; place every seat's place (1 the best; ties share)
//   elo     every AI seat's ladder rating when the game was played ("-" for people and for
//           a level without one)
//   rounds  me's points of each round, end bonuses left out
//   pts     me's final points by category of the engine's breakdown (the label before any
//           ':', spaces as '_'; zeros left out; "-": none)
//   acc     me's accuracy in percent, once the game was analysed (absent until then)
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ai/seats.h"
#include "engine/core/status.h"

namespace azul::ui {

inline constexpr std::string_view kResultFormat = "r1";

struct GameResult {
  std::string id;
  std::int64_t ended_ms = 0;
  std::string game;
  std::vector<std::pair<std::string, std::string>> options;
  std::vector<ai::SeatSetup> seats;
  int me = 0;  // 0-based here; written 1-based
  bool rated = false;
  std::vector<int> scores;
  std::vector<int> places;
  std::vector<std::optional<int>> ladder;  // per seat: an AI seat's rating
  std::vector<int> round_points;
  std::vector<std::pair<std::string, int>> points;  // by category, in the breakdown's order
  std::optional<int> accuracy;                      // percent
  friend bool operator==(const GameResult&, const GameResult&) = default;

  int players() const { return static_cast<int>(scores.size()); }
  // The best score of the other seats.
  int best_other_score() const;
};

// How the game went for `me` against one other seat: 1 a better place, 0.5 the same, 0 worse.
double score_against(const GameResult& result, int seat);
// "Won": first place alone; "drawn": first place shared; "lost": any other place.
enum class Outcome { kWin, kDraw, kLoss };
Outcome outcome_of(const GameResult& result);

std::string result_text(const GameResult& result);
// Reads one line; the error names the field ("the field 'score' is missing").
Parsed<GameResult> parse_result(std::string_view line);

// The category of a breakdown label: the words before any ':', spaces as '_'
// ("star bonus: red star" -> "star_bonus").
std::string point_category(std::string_view label);

}  // namespace azul::ui
