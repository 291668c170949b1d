// The player's rating in one game, from the results ledger (ui/progress/game_result.h): each
// rated game a Glicko-2 rating period of its own (rating/game_rating.h: one result against each
// AI seat, by places, against the seat's ladder rating as the game recorded it). Pure: the same
// results always give the same ratings, whatever order they were kept in (they are taken by the
// time each game ended, then by id).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "rating/game_rating.h"
#include "ui/progress/game_result.h"

namespace azul::ui {

struct RatingPoint {
  std::string id;  // the game rated
  std::int64_t ended_ms = 0;
  glicko2::Rating before;
  glicko2::Rating after;
};

// Every rated game of `game`, oldest first, with the rating before and after it.
std::vector<RatingPoint> rating_history(std::span<const GameResult> results, std::string_view game);

// The rating now (a new player's when there is no rated game), its provisional state and how
// it moved since `since_ms` (a week ago: the title card's trend).
struct RatingSummary {
  glicko2::Rating rating;
  int games = 0;  // rated games
  bool provisional = true;
  std::optional<int> change_since;  // rounded; nothing when no game was rated since then
};
RatingSummary summarise_rating(const std::vector<RatingPoint>& history, std::int64_t since_ms);

}  // namespace azul::ui
