// State::preview: a move's effect on the mover's points, from the move's own code on a copy.
#include <cassert>

#include "engine/pavilion/state.h"

namespace azul::pavilion {

PlayPreview State::preview(Action action) const {
  assert(!is_chance() && !is_terminal() && is_legal(action));
  const int seat = current_player();
  State after = *this;
  after.apply_unchecked(action);
  const PlayerState& was = players_[seat];
  const PlayerState& is = after.players_[seat];
  PlayPreview p;
  p.placement_points = is.placement_points - was.placement_points;
  p.bonus_tiles = after.phase_ == Phase::kBonus && after.current_ == seat ? after.bonus_owed_ : 0;
  // Losses by the ledger (end bonuses, if the move ends the game, are not this move's points).
  const int lost = (is.centre_penalty - was.centre_penalty) +
                   (is.pass_discards - was.pass_discards) +
                   (is.final_discards - was.final_discards);
  p.points_lost = lost - (is.floor_refund - was.floor_refund);
  p.takes_token = token_holder_ != seat && after.token_holder_ == seat;
  return p;
}

}  // namespace azul::pavilion
