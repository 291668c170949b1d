// Generic helpers over the Game concept: sampling a chance outcome with the project's Rng and
// playing uniformly random games (used by benchmarks, soak runs and the simplest bot).
#pragma once

#include <cassert>

#include "engine/core/game.h"
#include "engine/core/rng.h"

namespace azul {

// Draws a chance outcome with probability proportional to its weight (a tile from the bag).
// A game may offer a fast path that picks the same outcome without building the list:
// chance_weight_total() and chance_outcome_at(pick) (see classic::State).
template <Game S>
Action sample_chance(const S& state, Rng& rng) {
  if constexpr (requires {
                  state.chance_weight_total();
                  state.chance_outcome_at(0);
                }) {
    const int total = state.chance_weight_total();
    assert(total > 0);
    return state.chance_outcome_at(static_cast<int>(rng.below(static_cast<std::uint32_t>(total))));
  }
  ChanceList outcomes;
  state.chance_outcomes(outcomes);
  assert(!outcomes.empty());
  int total = 0;
  for (const auto& o : outcomes) total += o.weight;
  int pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(total)));
  for (const auto& o : outcomes) {
    if (pick < o.weight) return o.action;
    pick -= o.weight;
  }
  return outcomes.back().action;
}

// A uniformly random legal player move. A game may offer a fast path that picks the same move
// without building the list: legal_action_count() and legal_action_at(k) (see classic::State).
template <Game S>
Action random_move(const S& state, Rng& rng) {
  if constexpr (requires {
                  state.legal_action_count();
                  state.legal_action_at(0);
                }) {
    const int count = state.legal_action_count();
    assert(count > 0);
    return state.legal_action_at(static_cast<int>(rng.below(static_cast<std::uint32_t>(count))));
  }
  ActionList actions;
  state.legal_actions(actions);
  assert(!actions.empty());
  return actions[rng.below(static_cast<std::uint32_t>(actions.size()))];
}

// Plays chance and every seat at random until the end; returns the number of actions applied.
template <Game S>
long random_playout(S& state, Rng& rng) {
  long applied = 0;
  while (!state.is_terminal()) {
    state.apply_unchecked(state.is_chance() ? sample_chance(state, rng) : random_move(state, rng));
    ++applied;
  }
  return applied;
}

}  // namespace azul
