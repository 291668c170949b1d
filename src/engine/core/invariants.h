// Generic invariant checks over the Game vocabulary, shared by the soak command, the generic
// random-simulation tests and the fuzzers. Each returns an error naming the first broken
// invariant. Every game's own invariants (tile conservation, ...) and score bounds are
// required by the Game concept, so no check is ever skipped. The record round trip of a game is
// in engine/record/record_checks.h (the core does not depend on the record layer).
#pragma once

#include <string>

#include "engine/core/game.h"
#include "engine/core/rng.h"

namespace azul {

// Checks one state: copies compare equal, legal actions sorted/unique/legal, each notation
// parses back to its id, an action that is not legal is rejected without a change, chance
// outcomes are consistent, scores within the game's bounds and the game's own invariants.
// By default every legal move's membership and notation is checked; long soak runs pass a
// lighter StateChecks that samples them (every invariant is still checked at every step).
struct StateChecks {
  int moves_checked = static_cast<int>(kMaxActions);  // legal moves round-tripped per step
  int illegal_probes = 4;                             // unlisted ids tried per step
};

template <Game S>
Status check_state(const S& state, Rng& rng, const StateChecks& checks_per_step = {}) {
  const S copy = state;
  if (!(copy == state)) return Status::error("a copy differs from the original");
  if (Status own = state.check_invariants(); !own) return own;
  const auto [lowest, highest] = state.score_bounds();
  for (int p = 0; p < state.num_players(); ++p) {
    if (state.score(p) < lowest || state.score(p) > highest)
      return Status::error("seat " + std::to_string(p + 1) + " score " +
                           std::to_string(state.score(p)) + " is out of bounds");
  }
  ActionList actions;
  state.legal_actions(actions);
  ChanceList outcomes;
  state.chance_outcomes(outcomes);
  if (state.is_terminal()) {
    if (!actions.empty() || !outcomes.empty()) return Status::error("moves offered after the end");
    return {};
  }
  if (state.is_chance()) {
    if (outcomes.empty() || !actions.empty()) return Status::error("chance node without outcomes");
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
      if (outcomes[i].weight <= 0) return Status::error("chance outcome with no weight");
      if (i && !(outcomes[i - 1].action < outcomes[i].action))
        return Status::error("chance outcomes not sorted");
      if (!state.is_legal(outcomes[i].action)) return Status::error("chance outcome not legal");
    }
    return {};
  }
  if (actions.empty()) return Status::error("a player node without legal moves");
  for (std::size_t i = 0; i < actions.size(); ++i) {
    if (i && !(actions[i - 1] < actions[i]))
      return Status::error("legal moves not sorted and unique");
  }
  const bool check_all = checks_per_step.moves_checked >= static_cast<int>(actions.size());
  const int checks = check_all ? static_cast<int>(actions.size()) : checks_per_step.moves_checked;
  for (int i = 0; i < checks; ++i) {
    const Action action =
        check_all ? actions[i] : actions[rng.below(static_cast<std::uint32_t>(actions.size()))];
    if (!state.is_legal(action)) return Status::error("a listed move is not is_legal()");
    const std::string notation = state.action_to_string(action);
    auto parsed = state.parse_action(notation);
    if (!parsed.ok() || *parsed.value != action)
      return Status::error("notation '" + notation + "' does not parse back to its move");
  }
  // A random id that is not legal must be rejected and change nothing.
  for (int attempt = 0; attempt < checks_per_step.illegal_probes; ++attempt) {
    const Action probe = static_cast<Action>(rng.below(1u << 16));
    bool listed = false;
    for (Action a : actions) listed = listed || a == probe;
    if (listed) continue;
    S tried = state;
    if (tried.apply(probe).ok()) return Status::error("an unlisted move id was accepted");
    if (!(tried == state)) return Status::error("a rejected move changed the state");
  }
  return {};
}

}  // namespace azul
