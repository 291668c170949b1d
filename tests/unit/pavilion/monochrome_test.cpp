// The monochrome board side (variant 1): printed costs, stars that become single- or
// multicoloured by their first two tiles, and the wild colour on colourless stars.
#include "pavilion_test_support.h"

namespace azul::pavilion {
namespace {

using namespace testing_support;

State MonochromePlay(std::string_view hand) {
  State s = EmptyPosition(MakeOptions(2, Side::kMonochrome));
  PositionEditor(s).set_supply("PGOYBRPGOY").set_hand(0, hand);
  return s;
}

void Ready(State& s) { PositionEditor(s).fill_bag_with_rest().start_play_turn(0); }

TEST(PavilionMonochrome, CostsFollowThePrintedValues) {
  State s = MonochromePlay("BBBB");
  Ready(s);
  // Position 1 of an outer star prints 3, position 3 prints 1, the centre prints 3 everywhere.
  EXPECT_TRUE(IsLegal(s, "place O3 B w0"));
  EXPECT_TRUE(IsLegal(s, "place O1 B w0"));
  EXPECT_TRUE(IsLegal(s, "place O4 B w0"));
  EXPECT_FALSE(IsLegal(s, "place O5 B w0"));
  EXPECT_TRUE(IsLegal(s, "place C5 B w0"));
  ASSERT_TRUE(Do(s, "place O1 B w0"));
  EXPECT_EQ(s.tower(), Counts("BB"));
  EXPECT_EQ(s.player(0).hand, Counts("B"));
}

TEST(PavilionMonochrome, AnyColourOnAnEmptyStarAndKindFixedByTwoTiles) {
  State s = MonochromePlay("BBBGGRR");
  Ready(s);
  EXPECT_EQ(s.star_kind(0, kOrange), StarKind::kUndecided);
  EXPECT_EQ(s.allowed_colours(0, kOrange), kAllColoursMask);
  // Seat 1 has nothing and passes each time it is asked.
  ASSERT_TRUE(Do(s, "place O3 B w0"));
  EXPECT_EQ(s.star_kind(0, kOrange), StarKind::kUndecided);  // one tile fixes nothing yet
  EXPECT_EQ(s.allowed_colours(0, kOrange), kAllColoursMask);
  ASSERT_TRUE(Do(s, "pass"));
  ASSERT_TRUE(Do(s, "place O2 B w0"));  // second blue: single-coloured blue
  EXPECT_EQ(s.star_kind(0, kOrange), StarKind::kSingleColoured);
  EXPECT_EQ(s.allowed_colours(0, kOrange), 1 << kBlue);
  EXPECT_EQ(Rejection(s, "place O4 G w2").find("star O is single-coloured (blue)"), 0u);
  // Another star with a different second colour becomes multicoloured.
  ASSERT_TRUE(Do(s, "place G3 R w0"));
  ASSERT_TRUE(Do(s, "place G2 G w0"));
  EXPECT_EQ(s.star_kind(0, kGreen), StarKind::kMulticoloured);
  EXPECT_EQ(s.allowed_colours(0, kGreen), kAllColoursMask & ~((1 << kRed) | (1 << kGreen)));
  EXPECT_EQ(Rejection(s, "place G1 R w0"), "star G is multicoloured and already holds a red tile");
}

TEST(PavilionMonochrome, SeveralStarsMayShareAColour) {
  State s = MonochromePlay("BBBB");
  PositionEditor(s).cover(0, kPurple, 3, kBlue).cover(0, kPurple, 2, kBlue);
  Ready(s);
  EXPECT_TRUE(IsLegal(s, "place O3 B w0"));
  EXPECT_TRUE(IsLegal(s, "place P1 B w0"));
  EXPECT_TRUE(IsLegal(s, "place C1 B w0"));
}

TEST(PavilionMonochrome, WildColourTileGoesWhereverTheStarKindAcceptsIt) {
  State s = MonochromePlay("PPP");  // purple is wild in round 1
  PositionEditor(s)
      .cover(0, kOrange, 3, kBlue)
      .cover(0, kOrange, 2, kBlue)  // star O: single blue
      .cover(0, kGreen, 3, kPurple)
      .cover(0, kGreen, 2, kRed);  // star G: multicoloured with purple
  Ready(s);
  EXPECT_TRUE(IsLegal(s, "place P1 P w0"));  // empty star
  EXPECT_TRUE(IsLegal(s, "place C4 P w0"));
  EXPECT_FALSE(IsLegal(s, "place O1 P w0"));  // single blue
  EXPECT_FALSE(IsLegal(s, "place G1 P w0"));  // purple already there
  ASSERT_TRUE(Do(s, "place R1 P w0"));        // costs 3: all three purple
  EXPECT_EQ(s.tower(), Counts("PP"));
  EXPECT_EQ(s.player(0).hand, Counts(""));
}

TEST(PavilionMonochrome, WildsPayOnColourlessStars) {
  State s = MonochromePlay("OPP");
  Ready(s);
  EXPECT_TRUE(IsLegal(s, "place B1 O w2"));  // cost 3 = 1 orange + 2 wilds
  EXPECT_FALSE(IsLegal(s, "place B1 O w1"));
  EXPECT_TRUE(IsLegal(s, "place C6 O w2"));
}

TEST(PavilionMonochrome, StructuresAreTheSame) {
  State s = MonochromePlay("YYYYY");
  PositionEditor(s).cover(0, kYellow, 6, kYellow);
  Ready(s);
  ASSERT_TRUE(Do(s, "place Y5 Y w0"));  // printed 5 on both sides
  EXPECT_EQ(s.bonus_tiles_owed(), 3);
}

}  // namespace
}  // namespace azul::pavilion
