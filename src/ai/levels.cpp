#include "ai/levels.h"

#include <cctype>
#include <charconv>
#include <cstdio>

namespace azul::ai {

const std::vector<LevelInfo>& bot_levels() {
  static const std::vector<LevelInfo> levels = {
      {"random", 'r', "plays uniformly random legal moves"},
      {"easy", 'e', "grabs the most points it sees right now, with some noise: a beginner can win"},
      {"medium", 'm', "a short look ahead (tree search): a fair opponent for casual players"},
      {"hard", 'h', "a deep tree search of the round, under a second per move"},
      {"max", 'x',
       "the strongest search; thinks up to 5 s per move, less once its choice is clear"},
  };
  return levels;
}

std::optional<LevelRating> level_rating(std::string_view game, std::string_view level) {
  struct Row {
    std::string_view game;
    std::string_view level;
    LevelRating rating;
  };
  // Measured 2026-11-25 with `azul-cli arena --ladder --players 2 --games 200 --seed 7` and the
  // rungs of README's table (the ratings add the steps between the named levels). Medium and
  // hard then changed (tree reuse; Summer Pavilion's evaluation): they add the step each won
  // against its frozen reference level (README, "The AI's changes"): Azul hard +31 (54.5% of
  // 200), medium +21 (53.0% of 200); Summer Pavilion hard +58 (58.3% of 120), medium +104
  // (64.5% of 200). Max is a lower bound: in Azul its 300 ms games against hard (57.5% +/-
  // 6.7); in Summer Pavilion hard's rating, as max is hard's search with at least three times
  // its iterations (30,000 iterations won 55.8% +/- 5.6 of 300 games against hard before).
  static constexpr Row kRows[] = {
      {"azul", "random", {0, false}},      {"azul", "easy", {1031, false}},
      {"azul", "medium", {1980, false}},   {"azul", "hard", {2741, false}},
      {"azul", "max", {2762, true}},       {"pavilion", "random", {0, false}},
      {"pavilion", "easy", {1372, false}}, {"pavilion", "medium", {2687, false}},
      {"pavilion", "hard", {3009, false}}, {"pavilion", "max", {3009, true}},
  };
  for (const Row& row : kRows)
    if (row.game == game && row.level == level) return row.rating;
  return std::nullopt;
}

std::string rating_text(const LevelRating& rating) {
  return std::string(rating.at_least ? "\xE2\x89\xA5 " : "\xE2\x89\x88 ") +
         std::to_string(rating.elo);
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

}  // namespace azul::ai
