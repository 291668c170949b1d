// PositionBuilder (test support): the positions it builds and the mistakes it refuses.
#include "classic_test_support.h"

namespace azul::classic::testing {
namespace {

std::string error_of(const PositionBuilder& b) {
  const Parsed<State> built = b.build();
  EXPECT_FALSE(built.ok());
  return built.error;
}

TEST(ClassicPositionBuilder, PutsEveryOtherTileInTheBag) {
  const State s = build(PositionBuilder(options(3, WallSide::Grey, 2))
                            .factory(0, "BBRY")
                            .centre("KK")
                            .pattern_line(1, 2, "WW")
                            .wall(1, {"B....", ".....", ".....", ".....", "....."})
                            .floor(2, "MR")
                            .lid("YYY")
                            .score(1, 12)
                            .round(4));
  EXPECT_EQ(s.phase(), Phase::Offer);
  EXPECT_EQ(s.round(), 4);
  EXPECT_EQ(s.current_player(), 2);
  EXPECT_EQ(s.marker_holder(), 2);
  EXPECT_FALSE(s.marker_in_centre());
  EXPECT_EQ(s.score(1), 12);
  EXPECT_EQ(s.tiles_on_table(), 6);
  EXPECT_EQ(s.bag().count(Colour::Blue), 20 - 3);
  EXPECT_EQ(s.bag().count(Colour::Yellow), 20 - 4);
  EXPECT_EQ(s.bag().count(Colour::Red), 20 - 2);
  EXPECT_EQ(s.bag().total(), 100 - 13);
  EXPECT_EQ(s.tile_total(), kTotalTiles);
  EXPECT_EQ(s.board(1).wall.colour_at(0, 0), Colour::Blue);
}

TEST(ClassicPositionBuilder, RefusesImpossiblePositions) {
  EXPECT_NE(error_of(PositionBuilder(options()).factory(0, "BBRYK")).find("at most 4"),
            std::string::npos);
  EXPECT_NE(error_of(PositionBuilder(options()).factory(5, "B")).find("no factory"),
            std::string::npos);
  EXPECT_NE(error_of(PositionBuilder(options()).centre("BX")).find("'X' is not a colour"),
            std::string::npos);
  EXPECT_NE(error_of(PositionBuilder(options()).factory(0, "B").pattern_line(0, 1, "BR"))
                .find("mixes colours"),
            std::string::npos);
  EXPECT_NE(error_of(PositionBuilder(options()).factory(0, "B").pattern_line(0, 1, "BBB"))
                .find("at most 2"),
            std::string::npos);
  EXPECT_NE(error_of(PositionBuilder(options())
                         .factory(0, "B")
                         .wall(0, {"B....", ".....", ".....", ".....", "....."})
                         .pattern_line(0, 0, "B"))
                .find("a colour its wall row has"),
            std::string::npos);
  EXPECT_NE(
      error_of(PositionBuilder(options()).wall(0, {"Y....", ".....", ".....", ".....", "....."}))
          .find("is blue on the coloured wall"),
      std::string::npos);
  EXPECT_NE(error_of(PositionBuilder(options(2, WallSide::Grey))
                         .wall(0, {"Y....", "Y....", ".....", ".....", "....."}))
                .find("twice in a row or column"),
            std::string::npos);
  EXPECT_NE(error_of(PositionBuilder(options()).factory(0, "B").floor(0, "M").floor(1, "M"))
                .find("marker"),
            std::string::npos);
  EXPECT_NE(error_of(PositionBuilder(options()).factory(0, "B").lid(std::string(20, 'B')))
                .find("blue: 21 tiles placed"),
            std::string::npos);
  EXPECT_NE(error_of(PositionBuilder(options()).factory(0, "B").bag("B")).find("not 20"),
            std::string::npos);
  EXPECT_NE(error_of(PositionBuilder(options())).find("needs tiles"), std::string::npos);
  EXPECT_NE(error_of(PositionBuilder(options()).factory(0, "B").dealing()).find("empty"),
            std::string::npos);
  EXPECT_NE(error_of(PositionBuilder(options()).score(0, -1)).find("never below 0"),
            std::string::npos);
  EXPECT_NE(error_of(PositionBuilder(options(2, WallSide::Coloured, 2))).find("start"),
            std::string::npos);
}

TEST(ClassicPositionBuilder, DealingStartsARound) {
  State s = build(PositionBuilder(options(2, WallSide::Coloured, 1)).round(3).dealing());
  EXPECT_TRUE(s.is_chance());
  EXPECT_EQ(s.round(), 3);
  EXPECT_EQ(s.start_player(), 1);
  // The same as a new game apart from the round number.
  State fresh(options(2, WallSide::Coloured, 1));
  EXPECT_EQ(s.to_string().substr(s.to_string().find('\n')),
            fresh.to_string().substr(fresh.to_string().find('\n')));
}

}  // namespace
}  // namespace azul::classic::testing
