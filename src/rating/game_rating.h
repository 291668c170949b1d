// A finished game as a Glicko-2 rating period (rating/glicko2.h): the rule the page's progress
// (ui/progress/rating_history.h) and `azul-cli rating`'s simulation share. The player's result
// against each AI seat is decided by places (a better place a win, the same place a draw, a
// worse one a loss), against that seat's rating on the AI ladder (ai/levels.cpp), taken as
// known to within kLadderDeviation.
#pragma once

#include <span>

#include "rating/glicko2.h"

namespace azul::glicko2 {

// How uncertain an AI level's rating is taken to be: about the width of the ladder's measured
// steps' 95% intervals (docs/ai.md: +/- 40 to 60 Elo a step).
inline constexpr double kLadderDeviation = 50.0;
// A rating is provisional while its deviation is above this (about 12 games from a new player's
// 350 against the ladder).
inline constexpr double kProvisionalDeviation = 110.0;

// An AI seat of the game: its ladder rating and the place it finished in (1 the best).
struct LadderSeat {
  double rating = 0;
  int place = 1;
};

// The rating after a game the player finished in `place` against these AI seats (none: the
// rating is unchanged).
Rating rate_game(const Rating& before, int place, std::span<const LadderSeat> seats);

}  // namespace azul::glicko2
