// Random Azul games for the share tests (links, saves, the library, play by link): every
// action legal, draws and moves chosen by a seeded generator, so a test can cut a game short,
// continue it, or give the same game another history.
#pragma once

#include <cstdint>

#include "engine/core/playout.h"
#include "engine/games.h"
#include "engine/record/record.h"

namespace azul::ui::testing {

// A 2-player Azul game of seed `seed`, `actions` actions long (SIZE_MAX: to its end); its
// draws and moves come from `moves_seed` (by default the seed: another one, another history).
inline GameRecord<classic::State> random_azul_record(std::uint64_t seed,
                                                     std::size_t actions = SIZE_MAX,
                                                     std::uint64_t moves_seed = 0) {
  GameRecord<classic::State> record{classic::Options{}, seed, {}};
  classic::State state(record.options);
  Rng rng(moves_seed ? moves_seed : seed);
  while (!state.is_terminal() && record.actions.size() < actions) {
    const Action a = state.is_chance() ? sample_chance(state, rng) : random_move(state, rng);
    state.apply_unchecked(a);
    record.actions.push_back(a);
  }
  return record;
}

}  // namespace azul::ui::testing
