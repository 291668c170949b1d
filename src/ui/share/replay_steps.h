// Where the replay viewer's step buttons go. A game's positions are numbered by the actions
// before them (0 = the start, count = now); the viewer stops at the start, at the end and
// after every player's move, never between two tile draws. `actors[k]` is the seat that played
// action k (negative for a draw); `rounds[k]` is the round of position k (count + 1 entries).
#pragma once

#include <cstddef>
#include <vector>

namespace azul::ui {

// The stop before / after position k.
std::size_t previous_move_stop(const std::vector<int>& actors, std::size_t k);
std::size_t next_move_stop(const std::vector<int>& actors, std::size_t k);
// The first stop of the round shown at k, or of the round before when k is already there.
std::size_t previous_round_stop(const std::vector<int>& rounds, const std::vector<int>& actors,
                                std::size_t k);
// The first stop of the next round (the end when there is none).
std::size_t next_round_stop(const std::vector<int>& rounds, const std::vector<int>& actors,
                            std::size_t k);
// The number of player moves among the first k actions.
std::size_t move_number(const std::vector<int>& actors, std::size_t k);

}  // namespace azul::ui
