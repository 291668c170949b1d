// The move preview (State::preview): a move's effect on the mover's points, checked against
// the move itself over random games, and the first placement on an empty board (+1).
#include <gtest/gtest.h>

#include "engine/core/playout.h"
#include "engine/pavilion/actions.h"
#include "engine/pavilion/state.h"

namespace azul::pavilion {
namespace {

TEST(PavilionPreview, AgreesWithTheMoveInRandomGames) {
  Rng rng(29);
  int placements = 0, bonuses = 0, losses = 0, first_placements = 0;
  for (int game = 0; game < 30; ++game) {
    Options options;
    options.players = 2 + game % 3;
    options.side = game % 2 ? Side::kMonochrome : Side::kColoured;
    State s(options);
    while (!s.is_terminal()) {
      if (s.is_chance()) {
        s.apply_unchecked(sample_chance(s, rng));
        continue;
      }
      const Action a = random_move(s, rng);
      const int seat = s.current_player();
      const PlayPreview p = s.preview(a);
      const PlayerState before = s.player(seat);
      const int token_before = s.start_token_holder();
      s.apply_unchecked(a);
      const PlayerState& after = s.player(seat);
      EXPECT_EQ(after.placement_points - before.placement_points, p.placement_points);
      EXPECT_GE(p.points_lost, 0);
      EXPECT_EQ(p.takes_token, token_before != seat && s.start_token_holder() == seat);
      if (p.bonus_tiles > 0) {
        EXPECT_EQ(s.phase(), Phase::kBonus);
        EXPECT_EQ(s.bonus_tiles_owed(), p.bonus_tiles);
        ++bonuses;
      }
      const ActionKind kind = decode_action(a).kind;
      if (kind == ActionKind::kPlace) {
        ++placements;
        if (before.covered == 0) {  // a lone tile scores 1
          EXPECT_EQ(p.placement_points, 1);
          ++first_placements;
        }
      } else {
        EXPECT_EQ(p.placement_points, 0);
      }
      if (kind != ActionKind::kPass && !p.takes_token) {
        EXPECT_EQ(p.points_lost, 0);
      }
      losses += p.points_lost > 0 ? 1 : 0;
    }
  }
  EXPECT_GT(placements, 500);
  EXPECT_GT(bonuses, 10);
  EXPECT_GT(losses, 10);
  EXPECT_GT(first_placements, 30);
}

}  // namespace
}  // namespace azul::pavilion
