#include "rating/game_rating.h"

#include <vector>

namespace azul::glicko2 {

Rating rate_game(const Rating& before, int place, std::span<const LadderSeat> seats) {
  if (seats.empty()) return before;
  std::vector<Result> period;
  for (const LadderSeat& seat : seats)
    period.push_back({seat.rating, kLadderDeviation,
                      place < seat.place    ? 1.0
                      : place == seat.place ? 0.5
                                            : 0.0});
  return rate(before, period);
}

}  // namespace azul::glicko2
