// Summer Pavilion positions for the table view tests: random but reproducible games played
// until a chosen phase, so that every kind of question the view asks can be exercised.
#pragma once

#include <optional>
#include <vector>

#include "engine/core/rng.h"
#include "engine/pavilion/state.h"

namespace azul::ui::pview::testing {

// One random move (chance outcomes by weight); placements preferred over passes so that
// boards fill up and structures complete.
inline Action random_move(const pavilion::State& s, Rng& rng) {
  if (s.is_chance()) {
    ChanceList outcomes;
    s.chance_outcomes(outcomes);
    int sum = 0;
    for (const ChanceOutcome& o : outcomes) sum += o.weight;
    int r = static_cast<int>(rng.below(static_cast<std::uint32_t>(sum)));
    for (const ChanceOutcome& o : outcomes) {
      if (r < o.weight) return o.action;
      r -= o.weight;
    }
    return outcomes[0].action;
  }
  ActionList legal;
  s.legal_actions(legal);
  std::vector<Action> non_pass;
  for (Action a : legal)
    if (pavilion::decode_action(a).kind != pavilion::ActionKind::kPass) non_pass.push_back(a);
  if (!non_pass.empty() && rng.below(8) != 0) {
    return non_pass[rng.below(static_cast<std::uint32_t>(non_pass.size()))];
  }
  return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
}

// A position after `moves` random moves, then on until a player (not chance) is to move.
inline pavilion::State random_position(std::uint64_t seed, int players, int moves,
                                       pavilion::Side side = pavilion::Side::kColoured) {
  pavilion::Options options;
  options.players = players;
  options.side = side;
  pavilion::State state(options);
  Rng rng(seed);
  for (int i = 0; i < moves && !state.is_terminal(); ++i)
    (void)state.apply(random_move(state, rng));
  while (state.is_chance()) (void)state.apply(random_move(state, rng));
  return state;
}

}  // namespace azul::ui::pview::testing
