// make_bot: builds a bot of a named level for game S (see ai/levels.h for the levels).
//
//   auto bot = ai::make_bot<classic::State>("hard", seed);              // the level's budget
//   auto bot = ai::make_bot<classic::State>("hard", seed, Budget::time(100));  // overridden
//
// Returns nullptr for an unknown level name. The budget override applies to the searching
// levels (medium, hard, max); random and easy decide at once.
//
// This header is the one to include for bots of the real games: it brings in the knowledge of
// both games (ai/knowledge_games.h), which every instantiation must see.
#pragma once

#include <cstdlib>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "ai/bot.h"
#include "ai/knowledge.h"
#include "ai/knowledge_games.h"
#include "ai/levels.h"
#include "ai/mcts_bot.h"
#include "ai/simple_bots.h"

namespace azul::ai {

struct SearchLevel {
  MctsConfig config;
  Budget budget;
  std::string_view tuning;  // of the knowledge, before the recipe's and the caller's
};

// The searching base levels (medium, hard, max) as each game's Knowledge defines them.
template <Game S>
std::optional<SearchLevel> base_search_level(std::string_view level) {
  using K = Knowledge<S>;
  SearchLevel result;
  result.config = K::search_config();
  // A level's bot goes on with its tree from move to move where it is kept (the CLI's games,
  // the page outside games by link): at the same iterations per move it won 57.5% +/- 9.5 of
  // 100 Summer Pavilion games against the same search starting afresh (`arena --game pavilion
  // --bots hard@2000it+reuse_tree=1,hard@2000it --games 100 --seed 202`, 28.3 ms per move for
  // both).
  result.config.reuse_tree = true;
  if (level == "medium") {
    result.budget = Budget{K::kTimeCapMs, K::kMediumIterations};
    result.config.exploration = K::kMediumExploration;
  } else if (level == "hard") {
    result.budget = Budget{K::kTimeCapMs, K::kHardIterations};
    result.config.win_weight = K::kDeepWinWeight;
    result.config.stop_when_settled = K::kHardStopsWhenSettled;
    result.tuning = K::kDeepTuning;
  } else if (level == "max") {
    result.budget = Budget::time(K::kMaxTimeMs);
    result.config.max_children = K::kMaxLevelChildren;
    result.config.sampled_deals = K::kMaxSampledDeals;
    result.config.win_weight = K::kDeepWinWeight;
    result.config.stop_when_settled = K::kHardStopsWhenSettled;  // its iterations in link games
    result.tuning = K::kDeepTuning;
  } else {
    return std::nullopt;
  }
  return result;
}

// The search settings and default budget of a level that searches (a base level or a ladder
// level built on one), or nothing for the others.
template <Game S>
std::optional<SearchLevel> search_level(std::string_view level) {
  const std::optional<std::string_view> recipe = level_recipe(S::kName, level);
  if (!recipe) return base_search_level<S>(level);
  // A ladder level built on a searching level: the base level's settings with the recipe's
  // iterations, under the same safety cap of thinking time.
  const BotSpec spec = parse_bot_spec(*recipe);
  std::optional<SearchLevel> base = base_search_level<S>(spec.level);
  if (base && spec.budget && spec.budget->iterations)
    base->budget = Budget{Knowledge<S>::kTimeCapMs, *spec.budget->iterations};
  return base;
}

// How many times the hard level's iterations the max level searches in a link game.
inline constexpr std::int64_t kLinkGameMaxOverHard = 3;

// The budget of a level in a link game (ai/seats.h): iterations only, never a time, so that
// every device that receives the turn computes the same move from the record and the seed,
// however fast it is. Medium and hard keep their iteration counts without their time cap; max
// searches kLinkGameMaxOverHard times hard's count. Nothing for the levels that do not search.
template <Game S>
std::optional<Budget> link_game_budget(std::string_view level) {
  const std::optional<SearchLevel> search = search_level<S>(level);
  if (!search) return std::nullopt;
  if (search->budget.iterations) return Budget::iters(*search->budget.iterations);
  return Budget::iters(Knowledge<S>::kHardIterations * kLinkGameMaxOverHard);  // max: time only
}

// Applies tuning overrides "key=value,key=value" to a search config, the knowledge weights
// and the easy level's noise ("easy_noise"). Returns "" or what is wrong.
template <Game S>
std::string apply_tuning(std::string_view tuning, MctsConfig& config, Knowledge<S>& knowledge,
                         double& easy_noise) {
  while (!tuning.empty()) {
    const std::size_t comma = tuning.find(',');
    const std::string_view item = tuning.substr(0, comma);
    tuning = comma == std::string_view::npos ? std::string_view{} : tuning.substr(comma + 1);
    const std::size_t eq = item.find('=');
    if (eq == std::string_view::npos) return "tuning '" + std::string(item) + "' is not key=value";
    const std::string_view key = item.substr(0, eq);
    const std::string text(item.substr(eq + 1));
    char* end = nullptr;
    const double value = std::strtod(text.c_str(), &end);
    if (text.empty() || end != text.c_str() + text.size())
      return "tuning value '" + text + "' is not a number";
    if (key == "easy_noise")
      easy_noise = value;
    else if (!config.set(key, value) && !set_param(knowledge.params, key, value))
      return "unknown tuning key '" + std::string(key) + "'";
  }
  return "";
}

// Reference bots for measuring changes to the AI (azul-cli arena and play, never offered to
// players): "hard-2026-11" is hard as it played on 2026-11-25, before issue 22's changes,
// restored by the tuning Knowledge<S>::kReference202611 (every later change to the knowledge or
// the search keeps a setting that turns it off). Any level takes the suffix.
inline constexpr std::string_view kReferenceSuffix = "-2026-11";

// The level of a reference bot's name ("hard-2026-11" -> "hard"), or nothing.
inline std::optional<std::string_view> reference_base(std::string_view level) {
  if (level.size() <= kReferenceSuffix.size() || !level.ends_with(kReferenceSuffix))
    return std::nullopt;
  return level.substr(0, level.size() - kReferenceSuffix.size());
}

// The level a bot's name plays: "hard" for "hard" and for "hard-2026-11".
inline std::string_view base_level(std::string_view name) {
  return reference_base(name).value_or(name);
}

// A bot of the level (or of a reference level, see above), or nullptr for an unknown level or
// a bad tuning string. A ladder level is its recipe's base level with the recipe's noise or
// iterations (levels.cpp), named as the level.
template <Game S>
std::unique_ptr<Bot<S>> make_bot(std::string_view level, std::uint64_t seed,
                                 const std::optional<Budget>& budget = std::nullopt,
                                 std::string_view tuning = {}) {
  using K = Knowledge<S>;
  if (const std::optional<std::string_view> base = reference_base(level)) {
    const std::string frozen =
        std::string(K::kReference202611) + (tuning.empty() ? "" : ",") + std::string(tuning);
    if (!is_bot_level(*base)) return nullptr;
    std::optional<Budget> frozen_budget = budget;
    if (!frozen_budget && *base == "hard")
      frozen_budget = Budget{K::kTimeCapMs, K::kReference202611HardIterations};
    return make_bot<S>(*base, seed, frozen_budget, frozen);
  }
  // The base level that plays, and the tuning: the recipe's, then the caller's.
  BotSpec recipe{std::string(level), std::nullopt, "", ""};
  if (const std::optional<std::string_view> text = level_recipe(S::kName, level))
    recipe = parse_bot_spec(*text);
  else if (offered_level(S::kName, level) != level)
    return nullptr;
  const std::string_view kind = recipe.level;
  if (kind == "random") return std::make_unique<RandomBot<S>>(seed);
  const std::optional<SearchLevel> search = search_level<S>(level);
  // The level's own tuning, then the recipe's, then the caller's (a later key wins).
  std::string all_tuning;
  for (const std::string_view part :
       {search ? search->tuning : std::string_view{}, std::string_view{recipe.tuning}, tuning})
    if (!part.empty()) all_tuning += (all_tuning.empty() ? "" : ",") + std::string(part);
  K knowledge;
  double easy_noise = K::kEasyNoise;
  MctsConfig config = search ? search->config : MctsConfig{};
  if (!apply_tuning<S>(all_tuning, config, knowledge, easy_noise).empty()) return nullptr;
  if (kind == "easy")
    return std::make_unique<GreedyBot<S, K>>(std::string(level), easy_noise, seed, knowledge);
  if (!search) return nullptr;
  return std::make_unique<MctsBot<S, K>>(std::string(level), config,
                                         budget ? *budget : search->budget, seed, knowledge);
}

}  // namespace azul::ai
