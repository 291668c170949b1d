// The bot levels offered to players (UI, CLI, text protocol), independent of the game.
//
//   random  uniformly random legal moves (tests and baselines)
//   easy    one-ply greedy on immediate points with noise: a beginner can beat it
//   medium  a short Monte Carlo tree search (a few hundred iterations)
//   hard    a full Monte Carlo tree search: an iteration budget that takes well under a
//           second per move natively, with a 4 s safety cap for very slow machines
//   max     the same search using all the time it is given (default 5 s per move); it
//           moves sooner only when the rest of the time could not change its choice
//
// Each game's exact budgets are in its Knowledge (ai/knowledge*.h); make_bot (ai/make_bot.h)
// builds the bots. Medium and hard are deterministic for a seed unless the time cap cuts them
// short; an explicit iteration budget (make_bot's budget) removes the cap.
// In a game played by link the levels run on iteration budgets only (make_bot.h:
// link_game_budget), so that every device computes the same moves.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ai/budget.h"

namespace azul::ai {

struct LevelInfo {
  std::string_view name;
  char code;  // one lowercase letter in the page's seat codes (ui/share/loaded_game.h)
  std::string_view description;  // one line for menus
};

// All levels, weakest first.
const std::vector<LevelInfo>& bot_levels();
bool is_bot_level(std::string_view name);
// The level of a name or of a seat-code letter, or nullptr.
const LevelInfo* find_level(std::string_view name);
const LevelInfo* find_level_by_code(char code);

// A level's Elo rating in 2-player games of `game` (random = 0), as `azul-cli arena --ladder`
// measured it (README, "Levels and ratings"): the new-game screen shows it beside the level.
struct LevelRating {
  int elo = 0;
  bool at_least = false;  // measured at a smaller budget than the page gives it: a lower bound
};
std::optional<LevelRating> level_rating(std::string_view game, std::string_view level);
// "≈ 1030", "≥ 2760" (UTF-8).
std::string rating_text(const LevelRating& rating);

// Parses a budget override: "time 100" / "time:100" / "100ms" (milliseconds),
// "iterations 5000" / "iterations:5000" / "5000it". Names what is wrong otherwise.
struct ParsedBudget {
  std::optional<Budget> budget;
  std::string error;
};
ParsedBudget parse_budget(std::string_view text);

}  // namespace azul::ai
