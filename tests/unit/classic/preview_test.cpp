// The take preview (State::preview_take): where the picked tiles go, the overflow to the floor
// and the lid, the marker, and the floor penalty before and after, as the rulebook's examples
// and random games show them.
#include "classic_test_support.h"
#include "engine/core/playout.h"

namespace azul::classic::testing {
namespace {

Action take(const State& s, std::string_view notation) {
  const Parsed<Action> parsed = s.parse_action(notation);
  EXPECT_TRUE(parsed.ok()) << parsed.error;
  return parsed.ok() ? *parsed.value : Action{};
}

TEST(ClassicPreview, TilesFillOnlyTheFreeSpacesAndTheRestGoesToTheFloor) {
  // Line 3 holds one blue; three blue picked: two fit, one falls to the floor.
  State s = build(PositionBuilder(options()).factory(0, "BBBY").pattern_line(0, 2, "B"));
  const TakePreview p = s.preview_take(take(s, "F1 B 3"));
  EXPECT_EQ(p.taken, 3);
  EXPECT_EQ(p.line, 2);
  EXPECT_EQ(p.line_first, 1);
  EXPECT_EQ(p.to_line, 2);
  EXPECT_TRUE(p.completes_line);
  EXPECT_EQ(p.floor_first, 0);
  EXPECT_EQ(p.to_floor, 1);
  EXPECT_EQ(p.to_lid, 0);
  EXPECT_FALSE(p.takes_marker);
  EXPECT_EQ(p.penalty_before, 0);
  EXPECT_EQ(p.penalty_after, -1);
}

TEST(ClassicPreview, TwoTilesOnAnEmptyLineOfThreeLeaveASpace) {
  State s = build(PositionBuilder(options()).factory(0, "BBYY"));
  const TakePreview p = s.preview_take(take(s, "F1 B 3"));
  EXPECT_EQ(p.to_line, 2);
  EXPECT_EQ(p.line_first, 0);
  EXPECT_FALSE(p.completes_line);
  EXPECT_EQ(p.to_floor, 0);
  EXPECT_EQ(p.penalty_after, 0);
}

TEST(ClassicPreview, TheMarkerComesFirstAndAFullFloorSendsTilesToTheLid) {
  State s = build(PositionBuilder(options()).centre("RRRR").floor(0, "BYKKW").factory(0, "BBBB"));
  const TakePreview p = s.preview_take(take(s, "C R floor"));
  EXPECT_TRUE(p.takes_marker);
  EXPECT_EQ(p.marker_space, 5);
  EXPECT_EQ(p.floor_first, 5);
  EXPECT_EQ(p.to_floor, 1);  // the seventh space; three more go to the lid
  EXPECT_EQ(p.to_lid, 3);
  EXPECT_EQ(p.penalty_before, -8);
  EXPECT_EQ(p.penalty_after, -14);
}

TEST(ClassicPreview, TheReasonALineCannotTakeAColourIsNamed) {
  State s = build(PositionBuilder(options()).factory(0, "BBRR").pattern_line(0, 1, "Y").wall(
      0, {"B....", ".....", ".....", ".....", "....."}));
  EXPECT_EQ(s.why_illegal(take(s, "F1 B 1")).message(), "wall row 1 already has blue");
  EXPECT_EQ(s.why_illegal(take(s, "F1 B 2")).message(), "pattern line 2 already holds yellow");
  EXPECT_TRUE(s.why_illegal(take(s, "F1 B 3")).ok());
}

TEST(ClassicPreview, AgreesWithTheTakeInRandomGames) {
  Rng rng(17);
  int checked = 0;
  for (int game = 0; game < 40; ++game) {
    State s(options(2 + game % 3, game % 2 ? WallSide::Grey : WallSide::Coloured));
    while (!s.is_terminal()) {
      if (s.is_chance()) {
        s.apply_unchecked(sample_chance(s, rng));
        continue;
      }
      const Action a = random_move(s, rng);
      if (s.phase() != Phase::Offer) {
        s.apply_unchecked(a);
        continue;
      }
      const TakePreview p = s.preview_take(a);
      const int seat = s.current_player();
      const PlayerBoard before = s.board(seat);
      const int lid = s.lid().total();
      const bool last_take = s.tiles_on_table() == p.taken;
      s.apply_unchecked(a);
      if (last_take) continue;  // the wall-tiling has already moved the tiles on
      const PlayerBoard& after = s.board(seat);
      if (p.line >= 0) {
        EXPECT_EQ(after.lines[p.line].count, before.lines[p.line].count + p.to_line);
      }
      EXPECT_EQ(after.floor.tile_count(), before.floor.tile_count() + p.to_floor);
      EXPECT_EQ(after.floor.size(),
                before.floor.size() + p.to_floor + (p.marker_space >= 0 ? 1 : 0));
      EXPECT_EQ(s.lid().total(), lid + p.to_lid);
      EXPECT_EQ(after.floor.penalty(), p.penalty_after);
      EXPECT_EQ(p.to_line + p.to_floor + p.to_lid, p.taken);
      ++checked;
    }
  }
  EXPECT_GT(checked, 1000);
}

}  // namespace
}  // namespace azul::classic::testing
