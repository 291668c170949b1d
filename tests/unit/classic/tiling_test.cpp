// Wall-tiling on the coloured wall: complete lines move one tile to the wall and the rest to the
// lid, incomplete lines stay, the marker decides the next start player (Decisions 1 and 4).
#include "classic_test_support.h"
#include "engine/classic/tiling_steps.h"
#include "engine/core/playout.h"

namespace azul::classic::testing {
namespace {

TEST(ClassicTiling, CompleteLinesMoveToTheWallAndTheRestToTheLid) {
  State s = build(PositionBuilder(options())
                      .pattern_line(0, 2, "RRR")
                      .pattern_line(0, 3, "KK")
                      .pattern_line(1, 4, "YYYY")
                      .factory(0, "Y")
                      .to_move(1));
  play(s, "F1 Y 5");  // completes seat 1's line 5 and empties the table
  EXPECT_EQ(s.phase(), Phase::Deal);
  // Seat 0: red goes to row 3, column (2 + 2) mod 5 + 1 = 5.
  EXPECT_EQ(s.board(0).wall.colour_at(2, 4), Colour::Red);
  EXPECT_EQ(s.board(0).lines[2].count, 0);
  EXPECT_EQ(s.board(0).lines[3].count, 2);  // incomplete lines stay
  EXPECT_EQ(s.board(0).lines[3].colour, Colour::Black);
  // Seat 1: yellow goes to row 5, column (1 + 4) mod 5 + 1 = 1.
  EXPECT_EQ(s.board(1).wall.colour_at(4, 0), Colour::Yellow);
  EXPECT_EQ(s.board(1).lines[4].count, 0);
  EXPECT_EQ(s.lid().count(Colour::Red), 2);
  EXPECT_EQ(s.lid().count(Colour::Yellow), 4);
  EXPECT_EQ(s.score(0), 1);
  EXPECT_EQ(s.score(1), 1);
  EXPECT_EQ(s.tile_total(), kTotalTiles);
}

TEST(ClassicTiling, TheMarkerHolderStartsTheNextRound) {
  State s = build(PositionBuilder(options(3)).factory(0, "BR").factory(1, "K"));
  play(s, "F1 B 1");  // seat 0; red goes to the centre
  play(s, "C R 1");   // seat 1 takes the marker
  play(s, "F2 K 1");  // seat 2 empties the table
  EXPECT_EQ(s.phase(), Phase::Deal);
  EXPECT_EQ(s.start_player(), 1);
  EXPECT_TRUE(s.marker_in_centre());
  EXPECT_EQ(s.board(1).score(), 0);  // 1 for red, -1 for the marker
  EXPECT_EQ(s.board(1).floor.size(), 0);
  deal(s, "BBBBYYYYRRRRKKKKWWWWBBBBYYYY");
  EXPECT_EQ(s.current_player(), 1);
}

TEST(ClassicTiling, Decision4NobodyTookFromTheCentre) {
  // Seat 2 (index 1) started; every factory holds one colour, so nothing reaches the centre.
  State s = build(
      PositionBuilder(options(2, WallSide::Coloured, 1)).factory(0, "BBBB").factory(1, "RRRR"));
  play(s, "F1 B floor");
  play(s, "F2 R 4");
  EXPECT_EQ(s.phase(), Phase::Deal);
  EXPECT_EQ(s.round(), 2);
  EXPECT_EQ(s.start_player(), 1);
  EXPECT_TRUE(s.marker_in_centre());
  deal(s, "BBBBYYYYRRRRKKKKWWWW");
  EXPECT_EQ(s.current_player(), 1);
}

TEST(ClassicTiling, MarkerPenaltyCountsAsAFloorSpace) {
  State s = build(PositionBuilder(options()).centre("YY").floor(0, "RR").score(0, 10));
  play(s, "C Y floor");  // marker, then two yellow: five spaces
  EXPECT_EQ(s.score(0), 10 - 8);
  EXPECT_EQ(s.lid().count(Colour::Yellow), 2);
  EXPECT_EQ(s.lid().count(Colour::Red), 2);
  EXPECT_EQ(s.start_player(), 0);
}

TEST(ClassicTiling, AColourAlreadyOnTheWallRowCannotBeCollected) {
  State s = build(PositionBuilder(options())
                      .wall(0, {"..R..", ".....", ".....", ".....", "....."})
                      .factory(0, "RRBB"));
  EXPECT_FALSE(is_legal_notation(s, "F1 R 1"));
  EXPECT_TRUE(is_legal_notation(s, "F1 R 2"));
  EXPECT_TRUE(is_legal_notation(s, "F1 B 1"));
  EXPECT_NE(rejection(s, "F1 R 1").find("wall row 1 already has red"), std::string::npos);
}

// The story of a wall-tiling (tiling_steps.h): each placement in row order with its points,
// then the floor penalty.
TEST(ClassicTilingSteps, PlacementsInRowOrderWithTheirPointsThenTheFloor) {
  State s = build(PositionBuilder(options())
                      .wall(0, {"B....", ".....", ".....", ".....", "....."})
                      .pattern_line(0, 0, "Y")
                      .pattern_line(0, 1, "WW")
                      .floor(0, "KK")
                      .factory(0, "R")
                      .to_move(1));
  const PlayerBoard before = s.board(0);
  play(s, "F1 R floor");  // seat 1 empties the table: the round ends
  const TilingSteps steps = tiling_steps(before, s.board(0));
  ASSERT_EQ(steps.placements.size(), 2u);
  // Yellow goes to row 1 column 2, beside blue: a run of 2.
  EXPECT_EQ(steps.placements[0].row, 0);
  EXPECT_EQ(steps.placements[0].column, 1);
  EXPECT_EQ(steps.placements[0].colour, Colour::Yellow);
  EXPECT_EQ(steps.placements[0].points, 2);
  // White goes to row 2 column 1, under blue: a column of 2.
  EXPECT_EQ(steps.placements[1].row, 1);
  EXPECT_EQ(steps.placements[1].column, 0);
  EXPECT_EQ(steps.placements[1].points, 2);
  EXPECT_EQ(steps.floor_penalty, -2);
  EXPECT_EQ(steps.score_floor, 0);
  EXPECT_EQ(s.score(0), before.score() + 4 - 2);
}

TEST(ClassicTilingSteps, AddUpToTheLedgerOverRandomGames) {
  for (int players = 2; players <= 4; ++players) {
    for (WallSide wall : {WallSide::Coloured, WallSide::Grey}) {
      Rng rng(static_cast<std::uint64_t>(players * 10 + static_cast<int>(wall)));
      State s(options(players, wall));
      int rounds = 0;
      while (!s.is_terminal()) {
        const State before = s;
        s.apply_unchecked(s.is_chance() ? sample_chance(s, rng) : random_move(s, rng));
        for (int seat = 0; seat < players; ++seat) {
          const PlayerBoard& was = before.board(seat);
          const PlayerBoard& is = s.board(seat);
          const TilingSteps steps = tiling_steps(was, is);
          int points = 0;
          for (const WallPlacement& p : steps.placements) {
            points += p.points;
            EXPECT_EQ(is.wall.colour_at(p.row, p.column), p.colour);
          }
          EXPECT_EQ(points, is.ledger.placements - was.ledger.placements);
          EXPECT_EQ(steps.floor_penalty + steps.score_floor,
                    (is.ledger.floor_penalties + is.ledger.score_floor) -
                        (was.ledger.floor_penalties + was.ledger.score_floor));
          if (!steps.placements.empty()) ++rounds;
        }
      }
      EXPECT_GT(rounds, 0);
    }
  }
}

}  // namespace
}  // namespace azul::classic::testing
