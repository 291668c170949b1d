// The chance model: filling the factories tile by tile, the lid going back into the bag, short
// deals when bag and lid are empty.
#include "classic_test_support.h"

namespace azul::classic::testing {
namespace {

std::string repeat(char letter, int n) { return std::string(static_cast<std::size_t>(n), letter); }

TEST(ClassicDeal, NewGameStartsAtAChanceNodeWithTheFullBag) {
  const State s(options(3, WallSide::Coloured, 1));
  EXPECT_EQ(State::kName, "azul");
  EXPECT_TRUE(s.is_chance());
  EXPECT_EQ(s.phase(), Phase::Deal);
  EXPECT_EQ(s.current_player(), kChancePlayer);
  EXPECT_EQ(s.round(), 1);
  EXPECT_EQ(s.start_player(), 1);
  EXPECT_TRUE(s.marker_in_centre());
  EXPECT_EQ(s.bag().total(), 100);
  EXPECT_EQ(s.tile_total(), kTotalTiles);
  ActionList actions;
  s.legal_actions(actions);
  EXPECT_TRUE(actions.empty());
  ChanceList outcomes;
  s.chance_outcomes(outcomes);
  ASSERT_EQ(outcomes.size(), 5u);
  for (int c = 0; c < kNumColours; ++c) {
    EXPECT_EQ(outcomes[c].action, draw_id(colour_from_index(c)));
    EXPECT_EQ(outcomes[c].weight, 20);
  }
}

TEST(ClassicDeal, FillsFactoriesInOrderFourTilesEach) {
  State s(options(2, WallSide::Coloured, 1));
  deal(s, "BBYR");
  EXPECT_EQ(s.factory(0).count(Colour::Blue), 2);
  EXPECT_EQ(s.factory(0).total(), 4);
  EXPECT_EQ(s.deal_factory(), 1);
  deal(s, "KKKKWWWWBYRKBYRK");
  EXPECT_EQ(s.factory(1).count(Colour::Black), 4);
  EXPECT_EQ(s.factory(4).total(), 4);
  EXPECT_EQ(s.phase(), Phase::Offer);
  EXPECT_EQ(s.current_player(), 1);  // the start player moves first
  EXPECT_EQ(s.bag().total(), 80);
  EXPECT_EQ(s.bag().count(Colour::Blue), 20 - 4);
  EXPECT_EQ(s.tiles_on_table(), 20);
}

TEST(ClassicDeal, ChanceOutcomesFollowTheBag) {
  // Only one red and one yellow left in the bag; everything else is in the lid.
  State s = build(PositionBuilder(options())
                      .lid(repeat('B', 20) + repeat('Y', 19) + repeat('R', 19) + repeat('K', 20) +
                           repeat('W', 20))
                      .dealing());
  ChanceList outcomes;
  s.chance_outcomes(outcomes);
  ASSERT_EQ(outcomes.size(), 2u);
  EXPECT_EQ(outcomes[0], (ChanceOutcome{draw_id(Colour::Yellow), 1}));
  EXPECT_EQ(outcomes[1], (ChanceOutcome{draw_id(Colour::Red), 1}));
  EXPECT_NE(rejection(s, "B").find("the bag has no blue tile"), std::string::npos);
  EXPECT_NE(rejection(s, "F1 B 1").find("a tile must be drawn"), std::string::npos);
}

TEST(ClassicDeal, EmptyBagTakesTheWholeLidBeforeTheNextDraw) {
  State s = build(PositionBuilder(options())
                      .lid(repeat('B', 20) + repeat('Y', 19) + repeat('R', 19) + repeat('K', 20) +
                           repeat('W', 20))
                      .dealing());
  deal(s, "RY");
  EXPECT_TRUE(s.is_chance());
  EXPECT_EQ(s.lid().total(), 0);
  EXPECT_EQ(s.bag().total(), 98);
  EXPECT_EQ(s.bag().count(Colour::Red), 19);
  EXPECT_EQ(s.tile_total(), kTotalTiles);
  deal(s, "RR");  // the rest of factory 1 comes from the refilled bag
  EXPECT_EQ(s.factory(0).count(Colour::Red), 3);
}

// Four walls that each lack exactly one colour: seat p lacks colour p on every row, so the
// walls hold all 20 white tiles and 15 of each other colour. The other 20 tiles are left.
PositionBuilder four_nearly_full_walls() {
  PositionBuilder b(options(4));
  b.wall(0, {".YRKW", "W.YRK", "KW.YR", "RKW.Y", "YRKW."});
  b.wall(1, {"B.RKW", "WB.RK", "KWB.R", "RKWB.", ".RKWB"});
  b.wall(2, {"BY.KW", "WBY.K", "KWBY.", ".KWBY", "Y.KWB"});
  b.wall(3, {"BYR.W", "WBYR.", ".WBYR", "R.WBY", "YR.WB"});
  return b;
}

TEST(ClassicDeal, ShortDealWhenBagAndLidRunOut) {
  // Of the 20 free tiles, 18 sit in pattern lines; the bag holds two blue tiles.
  PositionBuilder b = four_nearly_full_walls();
  b.pattern_line(0, 4, "BBB").pattern_line(1, 4, "YYYY").pattern_line(1, 3, "Y");
  b.pattern_line(2, 4, "RRRR").pattern_line(2, 3, "R").pattern_line(3, 4, "KKKK");
  b.pattern_line(3, 3, "K");
  State s = build(b.dealing());
  EXPECT_EQ(s.bag().total(), 2);
  deal(s, "BB");
  EXPECT_EQ(s.phase(), Phase::Offer);  // factories 1 (short) to 9 (empty) stay short
  EXPECT_EQ(s.factory(0).total(), 2);
  EXPECT_EQ(s.factory(1).total(), 0);
  EXPECT_EQ(s.tiles_on_table(), 2);
  EXPECT_EQ(s.tile_total(), kTotalTiles);
  EXPECT_EQ(legal_notations(s).front(), "F1 B 1");
}

TEST(ClassicDeal, Decision6NoTileForANewRoundEndsTheGameWithBonuses) {
  // The last free tile is taken into an incomplete line: nothing is left for another round.
  PositionBuilder b = four_nearly_full_walls();
  b.pattern_line(0, 4, "BBB").pattern_line(0, 3, "B").factory(0, "B");
  b.pattern_line(1, 4, "YYYY").pattern_line(1, 3, "Y");
  b.pattern_line(2, 4, "RRRR").pattern_line(2, 3, "R");
  b.pattern_line(3, 4, "KKKK").pattern_line(3, 3, "K");
  State s = build(b);
  EXPECT_EQ(s.bag().total(), 0);
  play(s, "F1 B 4");
  EXPECT_TRUE(s.is_terminal());
  EXPECT_EQ(s.current_player(), kTerminal);
  EXPECT_EQ(s.round(), 1);
  for (int seat = 0; seat < 4; ++seat) {
    EXPECT_EQ(s.score(seat), 40) << seat;  // every wall has four colours complete
    EXPECT_EQ(breakdown_points(s, seat, "colour bonuses"), 40);
  }
}

}  // namespace
}  // namespace azul::classic::testing
