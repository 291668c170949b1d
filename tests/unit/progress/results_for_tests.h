// Results of finished games made by hand for the progress tests (ui/progress/game_result.h).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ai/levels.h"
#include "ui/progress/game_result.h"

namespace azul::ui::test_results {

inline constexpr std::int64_t kDayMs = 24LL * 60 * 60 * 1000;
inline constexpr std::int64_t kStart = 1'764'000'000'000;  // 2025-11-24

// A 2-player game of `game`: you (seat 1) against the AI at `level`, `mine` to `theirs`, ended
// on day `day`; rated when the level has a ladder rating.
inline GameResult against_ai(std::string id, int day, int mine, int theirs,
                             std::string level = "club", std::string game = "azul") {
  GameResult r;
  r.id = std::move(id);
  r.ended_ms = kStart + day * kDayMs;
  r.game = std::move(game);
  r.options = {{"players", "2"}};
  r.seats = {ai::SeatSetup{true, "easy"}, ai::SeatSetup{false, level}};
  r.me = 0;
  r.scores = {mine, theirs};
  r.places = {mine >= theirs ? 1 : 2, theirs >= mine ? 1 : 2};
  const auto rating = ai::level_rating(r.game, level);
  r.ladder = {std::nullopt, rating ? std::optional<int>(rating->elo) : std::nullopt};
  r.rated = rating.has_value();
  r.round_points = {8, 10, 12, 9, 7};
  r.points = {{"wall_placements", mine + 4}, {"floor_penalties", -4}};
  return r;
}

}  // namespace azul::ui::test_results
