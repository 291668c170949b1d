// Notation of classic Azul actions (notation.h) and the id layout (actions.h).
#include "classic_test_support.h"

namespace azul::classic::testing {
namespace {

TEST(ClassicNotation, PrintsTheCanonicalForms) {
  EXPECT_EQ(action_text(take_id(2, Colour::Red, 1)), "F3 R 2");
  EXPECT_EQ(action_text(take_id(kCentreSource, Colour::Black, kFloorDestination)), "C K floor");
  EXPECT_EQ(action_text(take_id(8, Colour::White, 4)), "F9 W 5");
  EXPECT_EQ(action_text(place_id(1, 3)), "tile row 2 col 4");
  EXPECT_EQ(action_text(draw_id(Colour::Yellow)), "Y");
  EXPECT_EQ(action_text(kActionIdEnd), "invalid action 330");
}

TEST(ClassicNotation, EveryIdRoundTripsWithFourPlayers) {
  for (Action a = 0; a < kActionIdEnd; ++a) {
    const Parsed<Action> back = parse_action_text(action_text(a), 9);
    ASSERT_TRUE(back.ok()) << action_text(a) << ": " << back.error;
    EXPECT_EQ(*back.value, a) << action_text(a);
  }
}

TEST(ClassicNotation, IdLayout) {
  EXPECT_EQ(take_id(0, Colour::Blue, 0), 0);
  EXPECT_EQ(take_id(0, Colour::Blue, kFloorDestination), 5);
  EXPECT_EQ(take_id(0, Colour::Yellow, 0), 6);
  EXPECT_EQ(take_id(1, Colour::Blue, 0), 30);
  EXPECT_EQ(take_id(kCentreSource, Colour::White, kFloorDestination), 299);
  EXPECT_EQ(place_id(0, 0), 300);
  EXPECT_EQ(place_id(4, 4), 324);
  EXPECT_EQ(draw_id(Colour::Blue), 325);
  EXPECT_EQ(draw_id(Colour::White), 329);
  EXPECT_EQ(kind_of(329), ActionKind::Draw);
  EXPECT_EQ(kind_of(330), ActionKind::Invalid);
}

TEST(ClassicNotation, IsCaseInsensitiveAndToleratesSpaces) {
  const State s(options());
  EXPECT_EQ(*s.parse_action("  f3   r  2 ").value, take_id(2, Colour::Red, 1));
  EXPECT_EQ(*s.parse_action("c k FLOOR").value, take_id(kCentreSource, Colour::Black, 5));
  EXPECT_EQ(*s.parse_action("TILE Row 2 COL 4").value, place_id(1, 3));
  EXPECT_EQ(*s.parse_action(" w ").value, draw_id(Colour::White));
}

TEST(ClassicNotation, NamesWhatIsWrong) {
  const State s(options(2));
  const auto error = [&](std::string_view text) {
    const Parsed<Action> p = s.parse_action(text);
    EXPECT_FALSE(p.ok()) << text;
    return p.error;
  };
  EXPECT_NE(error("F7 R 2").find("no factory 7"), std::string::npos) << error("F7 R 2");
  EXPECT_NE(error("F0 R 2").find("unknown source 'F0'"), std::string::npos);
  EXPECT_NE(error("X R 2").find("unknown source 'X'"), std::string::npos);
  EXPECT_NE(error("F1 G 2").find("unknown colour 'G'"), std::string::npos);
  EXPECT_NE(error("F1 R 6").find("unknown destination '6'"), std::string::npos);
  EXPECT_NE(error("F1 R wall").find("unknown destination"), std::string::npos);
  EXPECT_NE(error("tile row 6 col 1").find("wall row must be 1..5"), std::string::npos);
  EXPECT_NE(error("tile row 1 col 0").find("wall column must be 1..5"), std::string::npos);
  EXPECT_NE(error("tile 1 1").find("expected 'tile row"), std::string::npos);
  EXPECT_NE(error("").find("empty"), std::string::npos);
  EXPECT_NE(error("Q").find("cannot read 'Q'"), std::string::npos);
  EXPECT_NE(error("F1 R 2 3").find("cannot read"), std::string::npos);
  EXPECT_NE(error("a b c d e f g").find("too many"), std::string::npos);
  EXPECT_EQ(*State(options(4)).parse_action("F9 R 2").value, take_id(8, Colour::Red, 1));
}

TEST(ClassicNotation, ColourLettersAndWallGeometry) {
  EXPECT_EQ(colour_letter(Colour::Blue), 'B');
  EXPECT_EQ(colour_letter(Colour::Black), 'K');
  EXPECT_EQ(colour_letter(Colour::White), 'W');
  // Row 1 reads B Y R K W; each lower row is shifted one step to the right.
  const std::string rows[kWallSize] = {"BYRKW", "WBYRK", "KWBYR", "RKWBY", "YRKWB"};
  for (int row = 0; row < kWallSize; ++row)
    for (int col = 0; col < kWallSize; ++col) {
      const Colour c = coloured_wall_colour(row, col);
      EXPECT_EQ(colour_letter(c), rows[row][col]) << row << "," << col;
      EXPECT_EQ(coloured_wall_column(row, c), col);
    }
}

}  // namespace
}  // namespace azul::classic::testing
