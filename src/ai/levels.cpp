#include "ai/levels.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <iterator>

#include "engine/core/marked_text.h"

namespace azul::ai {

const std::vector<LevelInfo>& bot_levels() {
  static const std::vector<LevelInfo> levels = {
      // TRANSLATORS: an AI level's description, shown when the level is chosen for a seat.
      {"random", 'r', N_("plays uniformly random legal moves")},
      {"newcomer", 'w', N_("knows the rules and little more: for a very first game")},
      {"learner", 'l', N_("sees some of the points on offer, misses many")},
      {"beginner", 'b', N_("goes for points, with frequent slips")},
      {"novice", 'n', N_("goes for the points in front of it, with a few slips")},
      {"easy", 'e', N_("plays for points with little planning: a new player can win")},
      {"casual", 'c', N_("plans a little (a tiny tree search)")},
      {"club", 'k', N_("plans a few moves ahead")},
      {"intermediate", 'i', N_("a solid opponent for casual games")},
      {"medium", 'm', N_("a short look ahead (tree search): a fair opponent for regular players")},
      {"strong", 's', N_("plans well: a challenge for regular players")},
      {"advanced", 'a', N_("rarely errs: a challenge for experienced players")},
      {"expert", 'p', N_("a deep search: a challenge for strong players")},
      {"hard", 'h', N_("a deep tree search of the round, under a second per move")},
      {"max", 'x',
       N_("the strongest search; thinks up to 5 s per move, less once its choice is clear")},
  };
  return levels;
}

namespace {

// The ladder of each real game: its levels (weakest first), how each is built from a base level (""
// for a base level as its game's Knowledge defines it), and its rating. Measured 2026-11-25 with
// `azul-cli arena --ladder --players 2 --seed 7 --game G --bots` over the recipes (docs/ai.md, "The
// levels and their ratings": the commands, the games per step, the intervals); each rating adds the
// steps below it, from random = 0 through greedy rungs with more noise that are not offered; Azul's
// steps to hard were measured again on 2026-11-26, after the search's changes to hard (seeds 7 and
// 8), its hard again after its settled stop; Summer Pavilion's whole ladder again on 2026-11-29
// with the wild tile's new price, which every level shares, and its step to hard again on
// 2026-11-30 with hard's own priors (docs/ai.md). Each step from newcomer to hard scored 70-85%.
// Summer Pavilion's search gains less per iteration: from medium to hard it has room for one rung
// (strong), not two. Max is rated as hard, as a lower bound: it is hard's search with more time
// (the page gives it 5 s a move).
struct LadderRow {
  std::string_view game;
  std::string_view level;
  std::string_view recipe;
  LevelRating rating;
};
constexpr LadderRow kLadder[] = {
    {"azul", "random", "", {0, false}},
    {"azul", "newcomer", "easy+easy_noise=30", {308, false}},
    {"azul", "learner", "easy+easy_noise=12", {555, false}},
    {"azul", "beginner", "easy+easy_noise=5", {767, false}},
    {"azul", "novice", "easy+easy_noise=1.5", {1060, false}},
    {"azul", "easy", "medium@3it", {1275, false}},
    {"azul", "casual", "medium@9it", {1501, false}},
    {"azul", "club", "medium@27it", {1731, false}},
    {"azul", "intermediate", "medium@90it", {1965, false}},
    {"azul", "medium", "", {2181, false}},
    {"azul", "strong", "medium@700it", {2409, false}},
    {"azul", "advanced", "medium@1500it", {2681, false}},
    {"azul", "expert", "medium@4000it", {2860, false}},
    {"azul", "hard", "", {3112, false}},
    {"azul", "max", "", {3112, true}},
    {"pavilion", "random", "", {0, false}},
    {"pavilion", "newcomer", "easy+easy_noise=9", {923, false}},
    {"pavilion", "learner", "easy+easy_noise=5", {1128, false}},
    {"pavilion", "beginner", "easy+easy_noise=2", {1428, false}},
    {"pavilion", "novice", "easy+easy_noise=1", {1699, false}},
    {"pavilion", "easy", "easy+easy_noise=0.5", {1892, false}},
    {"pavilion", "casual", "medium@4it", {2157, false}},
    {"pavilion", "club", "medium@18it", {2422, false}},
    {"pavilion", "intermediate", "medium@55it", {2680, false}},
    {"pavilion", "medium", "", {2973, false}},
    {"pavilion", "strong", "medium@800it", {3236, false}},
    {"pavilion", "hard", "", {3456, false}},
    {"pavilion", "max", "", {3456, true}},
};

constexpr std::string_view kBaseLevels[] = {"random", "easy", "medium", "hard", "max"};

const LadderRow* ladder_row(std::string_view game, std::string_view level) {
  for (const LadderRow& row : kLadder)
    if (row.game == game && row.level == level) return &row;
  return nullptr;
}

bool has_ladder(std::string_view game) {
  for (const LadderRow& row : kLadder)
    if (row.game == game) return true;
  return false;
}

}  // namespace

std::vector<LevelInfo> levels_of(std::string_view game) {
  std::vector<LevelInfo> offered;
  const bool ladder = has_ladder(game);
  for (const LevelInfo& level : bot_levels()) {
    const bool base = std::find(std::begin(kBaseLevels), std::end(kBaseLevels), level.name) !=
                      std::end(kBaseLevels);
    if (ladder ? ladder_row(game, level.name) != nullptr : base) offered.push_back(level);
  }
  return offered;
}

std::string_view offered_level(std::string_view game, std::string_view level) {
  const std::vector<LevelInfo> offered = levels_of(game);
  std::string_view chosen = offered.front().name;
  for (const LevelInfo& info : bot_levels()) {
    if (std::any_of(offered.begin(), offered.end(),
                    [&](const LevelInfo& o) { return o.name == info.name; }))
      chosen = info.name;
    if (info.name == level) return chosen;
  }
  return offered.front().name;
}

std::optional<std::string_view> level_recipe(std::string_view game, std::string_view level) {
  const LadderRow* row = ladder_row(game, level);
  if (!row || row->recipe.empty()) return std::nullopt;
  return row->recipe;
}

std::optional<LevelRating> level_rating(std::string_view game, std::string_view level) {
  const LadderRow* row = ladder_row(game, level);
  if (!row) return std::nullopt;
  return row->rating;
}

std::string rating_text(const LevelRating& rating) {
  return std::string(rating.at_least ? "\xE2\x89\xA5 " : "\xE2\x89\x88 ") +
         std::to_string(rating.elo);
}

std::string_view level_nearest(std::string_view game, double rating) {
  const LadderRow* nearest = nullptr;
  for (const LadderRow& row : kLadder)
    if (row.game == game && !row.rating.at_least &&
        (!nearest || std::abs(row.rating.elo - rating) < std::abs(nearest->rating.elo - rating)))
      nearest = &row;
  return nearest ? nearest->level : std::string_view();
}

bool is_bot_level(std::string_view name) { return find_level(name) != nullptr; }

const LevelInfo* find_level(std::string_view name) {
  for (const LevelInfo& level : bot_levels())
    if (level.name == name) return &level;
  return nullptr;
}

const LevelInfo* find_level_by_code(char code) {
  for (const LevelInfo& level : bot_levels())
    if (level.code == code) return &level;
  return nullptr;
}

std::string Budget::to_string() const {
  char text[96];
  if (time_ms && iterations)
    std::snprintf(text, sizeof text, "time %.0f ms or %lld iterations", *time_ms,
                  static_cast<long long>(*iterations));
  else if (time_ms)
    std::snprintf(text, sizeof text, "time %.0f ms", *time_ms);
  else if (iterations)
    std::snprintf(text, sizeof text, "%lld iterations", static_cast<long long>(*iterations));
  else
    std::snprintf(text, sizeof text, "unlimited");
  return text;
}

ParsedBudget parse_budget(std::string_view text) {
  std::string lower;
  for (char c : text)
    if (!std::isspace(static_cast<unsigned char>(c)) && c != ':')
      lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  const auto number_after = [&](std::string_view prefix,
                                std::string_view suffix) -> std::optional<long long> {
    std::string_view rest = lower;
    if (!prefix.empty()) {
      if (rest.substr(0, prefix.size()) != prefix) return std::nullopt;
      rest.remove_prefix(prefix.size());
    }
    if (!suffix.empty()) {
      if (rest.size() < suffix.size() || rest.substr(rest.size() - suffix.size()) != suffix)
        return std::nullopt;
      rest.remove_suffix(suffix.size());
    }
    long long value = 0;
    auto [end, ec] = std::from_chars(rest.data(), rest.data() + rest.size(), value);
    if (ec != std::errc() || end != rest.data() + rest.size() || rest.empty()) return std::nullopt;
    return value;
  };
  constexpr long long kMaxTimeMs = 3600LL * 1000;
  constexpr long long kMaxIterations = 1000LL * 1000 * 1000;
  std::optional<long long> ms = number_after("time", "");
  if (!ms) ms = number_after("time", "ms");
  if (!ms) ms = number_after("", "ms");
  if (ms) {
    if (*ms < 1 || *ms > kMaxTimeMs)
      return {std::nullopt, "a time budget must be 1 to 3600000 ms, not " + std::to_string(*ms)};
    return {Budget::time(static_cast<double>(*ms)), ""};
  }
  std::optional<long long> n = number_after("iterations", "");
  if (!n) n = number_after("", "it");
  if (n) {
    if (*n < 1 || *n > kMaxIterations)
      return {std::nullopt,
              "an iteration budget must be 1 to 1000000000, not " + std::to_string(*n)};
    return {Budget::iters(*n), ""};
  }
  return {std::nullopt, "unknown budget '" + std::string(text) +
                            "' (expected 'time MS', 'MSms', 'iterations N' or 'Nit')"};
}

BotSpec parse_bot_spec(std::string_view text) {
  BotSpec spec;
  std::string_view level = text;
  const std::size_t plus = text.find('+');
  if (plus != std::string_view::npos) {
    level = text.substr(0, plus);
    spec.tuning = std::string(text.substr(plus + 1));
    std::replace(spec.tuning.begin(), spec.tuning.end(), '+', ',');
  }
  const std::size_t at = level.find('@');
  if (at != std::string_view::npos) {
    const ParsedBudget parsed = parse_budget(level.substr(at + 1));
    spec.budget = parsed.budget;
    spec.error = parsed.error;
    level = level.substr(0, at);
  }
  spec.level = std::string(level);
  return spec;
}

}  // namespace azul::ai
