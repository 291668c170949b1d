// The bot levels offered to players (UI, CLI, text protocol).
//
// Five base levels, defined by each game's Knowledge (ai/knowledge*.h):
//   random  uniformly random legal moves (tests and baselines)
//   easy    one-ply greedy on immediate points with noise
//   medium  a short Monte Carlo tree search
//   hard    a full Monte Carlo tree search: an iteration budget that takes well under a
//           second per move natively, with a 4 s safety cap for very slow machines
//   max     the same search using all the time it is given (default 5 s per move); it
//           moves sooner only when the rest of the time could not change its choice
// and, for the real games, a calibrated ladder from newcomer to hard (newcomer, learner,
// beginner, novice, easy, casual, ...): each level is a base level with its own noise or
// iterations (its recipe, per game, in levels.cpp; a level's recipe may replace its base's
// definition: Azul's easy is a 3-iteration search), chosen so that each scores 70-85% against
// the one below it (docs/ai.md, "The levels and their ratings").
//
// make_bot (ai/make_bot.h) builds the bots. The searching levels are deterministic for a seed
// unless hard's time cap cuts it short; an explicit iteration budget removes the cap.
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
  // As records, links and azul-cli write it; the UI translates it where a player reads it.
  std::string_view name;
  char code;  // one lowercase letter in the page's seat codes (ui/share/loaded_game.h)
  std::string_view description;  // one line for menus, N_-marked: the UI translates it
};

// All levels, weakest first.
const std::vector<LevelInfo>& bot_levels();
// The levels offered in `game`, weakest first: its ladder, or the five base levels for a game
// without one (the test games).
std::vector<LevelInfo> levels_of(std::string_view game);
// `level` when `game` offers it, else the strongest level it offers below it (Summer Pavilion
// has no advanced or expert: strong), else its weakest level: what a seat of that level plays.
std::string_view offered_level(std::string_view game, std::string_view level);
// How a ladder level of `game` is built from a base level, as a bot spec ("easy+easy_noise=10",
// "medium@8it"; see parse_bot_spec), or nothing for a base level and for an unknown one.
std::optional<std::string_view> level_recipe(std::string_view game, std::string_view level);
bool is_bot_level(std::string_view name);
// The level of a name or of a seat-code letter, or nullptr.
const LevelInfo* find_level(std::string_view name);
const LevelInfo* find_level_by_code(char code);

// A level's Elo rating in 2-player games of `game` (random = 0), as `azul-cli arena --ladder`
// measured it (docs/ai.md, "The levels and their ratings"): the new-game screen shows it beside
// the level.
struct LevelRating {
  int elo = 0;
  bool at_least = false;  // measured at a smaller budget than the page gives it: a lower bound
};
std::optional<LevelRating> level_rating(std::string_view game, std::string_view level);
// "≈ 1030", "≥ 2760" (UTF-8).
std::string rating_text(const LevelRating& rating);
// The level of `game` whose rating is nearest `rating` (max left out: it is rated as hard, a
// lower bound): the page's Play once the player has a rating (ui/progress), the opponent of
// `azul-cli rating`'s simulated player. "" for a game without a ladder.
std::string_view level_nearest(std::string_view game, double rating);

// Parses a budget override: "time 100" / "time:100" / "100ms" (milliseconds),
// "iterations 5000" / "iterations:5000" / "5000it". Names what is wrong otherwise.
struct ParsedBudget {
  std::optional<Budget> budget;
  std::string error;
};
ParsedBudget parse_budget(std::string_view text);

// A bot as "level[@budget][+key=value[+key=value...]]" (azul-cli arena, the ladder's recipes):
// the level, its budget override and its tuning ("key=value,..."; see make_bot's apply_tuning).
// The level's name is not checked here.
struct BotSpec {
  std::string level;
  std::optional<Budget> budget;
  std::string tuning;
  std::string error;  // what is wrong with the budget, or ""
};
BotSpec parse_bot_spec(std::string_view text);

}  // namespace azul::ai
