// Summer Pavilion action ids and notation: the documented id layout, print/parse round trips
// for every id, tolerance for case and spaces, and error messages.
#include <gtest/gtest.h>

#include <set>

#include "engine/pavilion/actions.h"
#include "engine/pavilion/state.h"

namespace azul::pavilion {
namespace {

TEST(PavilionNotation, IdLayoutIsAsDocumented) {
  EXPECT_EQ(kTakeBase, 6);
  EXPECT_EQ(kBonusBase, 66);
  EXPECT_EQ(kPlaceBase, 72);
  EXPECT_EQ(kPassBase, 1584);
  EXPECT_EQ(kNumActionIds, 1794);
  EXPECT_EQ(draw_action(kRed), 5);
  EXPECT_EQ(take_action(2, kOrange), 6 + 2 * 6 + 2);
  EXPECT_EQ(take_action(kCentreSource, kPurple), 60);
  EXPECT_EQ(bonus_action(kBlue), 70);
  EXPECT_EQ(place_action(kOrange, 4, kOrange, 1), 72 + ((2 * 6 + 3) * 6 + 2) * 6 + 1);
  EXPECT_EQ(place_action(kCentreStar, 6, kRed, 5), kPassBase - 1);
  EXPECT_EQ(pass_action(TileCounts{}), kPassBase);
  TileCounts four_purple{};  // the lexicographically largest kept multiset
  four_purple[kPurple] = 4;
  EXPECT_EQ(pass_action(four_purple), kNumActionIds - 1);
}

TEST(PavilionNotation, Examples) {
  EXPECT_EQ(action_notation(draw_action(kOrange)), "O");
  EXPECT_EQ(action_notation(take_action(2, kOrange)), "take F3 O");
  EXPECT_EQ(action_notation(take_action(kCentreSource, kPurple)), "take C P");
  EXPECT_EQ(action_notation(place_action(kOrange, 4, kOrange, 1)), "place O4 O w1");
  EXPECT_EQ(action_notation(place_action(kCentreStar, 3, kBlue, 0)), "place C3 B w0");
  EXPECT_EQ(action_notation(bonus_action(kOrange)), "bonus O");
  EXPECT_EQ(action_notation(pass_action(TileCounts{})), "pass");
  TileCounts keep{};
  keep[kRed] = 2;
  keep[kBlue] = 1;
  EXPECT_EQ(action_notation(pass_action(keep)), "pass keep BRR");
  EXPECT_EQ(action_notation(kNumActionIds), "?");
}

TEST(PavilionNotation, EveryIdPrintsUniquelyAndParsesBack) {
  std::set<std::string> seen;
  for (Action id = 0; id < kNumActionIds; ++id) {
    const std::string text = action_notation(id);
    EXPECT_TRUE(seen.insert(text).second) << "duplicate notation " << text;
    const Parsed<Action> back = parse_action_notation(text);
    ASSERT_TRUE(back.ok()) << text << ": " << back.error;
    EXPECT_EQ(*back.value, id) << text;
  }
}

TEST(PavilionNotation, KeepRanksAreLexicographicAndInvertible) {
  int previous = -1;
  for (int rank = 0; rank < kNumKeepChoices; ++rank) {
    const TileCounts keep = keep_from_rank(rank);
    EXPECT_LE(total(keep), kMaxKeptTiles);
    EXPECT_EQ(keep_rank(keep), rank);
    // Lexicographic: the count vector grows with the rank.
    int key = 0;
    for (int c = 0; c < kNumColours; ++c) key = key * 5 + keep[c];
    EXPECT_GT(key, previous);
    previous = key;
  }
}

TEST(PavilionNotation, ParseToleratesCaseAndSpaces) {
  EXPECT_EQ(*parse_action_notation("  TAKE   f3   o ").value, take_action(2, kOrange));
  EXPECT_EQ(*parse_action_notation("take c p").value, take_action(kCentreSource, kPurple));
  EXPECT_EQ(*parse_action_notation("Place o4 O W1").value, place_action(kOrange, 4, kOrange, 1));
  EXPECT_EQ(*parse_action_notation("pass keep rbr").value,
            *parse_action_notation("pass keep BRR").value);
  EXPECT_EQ(*parse_action_notation(" r ").value, draw_action(kRed));
  EXPECT_EQ(*parse_action_notation("bonus   y").value, bonus_action(kYellow));
}

std::string ErrorOf(std::string_view text) {
  const Parsed<Action> parsed = parse_action_notation(text);
  EXPECT_FALSE(parsed.ok()) << text;
  return parsed.error;
}

TEST(PavilionNotation, ParseErrorsNameTheProblem) {
  EXPECT_EQ(ErrorOf(""), "empty action");
  EXPECT_NE(ErrorOf("X").find("'X' is not a colour letter"), std::string::npos);
  EXPECT_NE(ErrorOf("grab F1 O").find("unknown action 'grab'"), std::string::npos);
  EXPECT_NE(ErrorOf("take F0 O").find("'F0' is not a source"), std::string::npos);
  EXPECT_NE(ErrorOf("take F10 O").find("'F10' is not a source"), std::string::npos);
  EXPECT_NE(ErrorOf("take F1 W").find("'W' is not a colour letter"), std::string::npos);
  EXPECT_NE(ErrorOf("take F1").find("take needs a source and a colour"), std::string::npos);
  EXPECT_NE(ErrorOf("place O7 O w0").find("'O7' is not a space"), std::string::npos);
  EXPECT_NE(ErrorOf("place X1 O w0").find("'X1' is not a space"), std::string::npos);
  EXPECT_NE(ErrorOf("place O4 O w6").find("'w6' is not a wild count"), std::string::npos);
  EXPECT_NE(ErrorOf("place O4 O").find("place needs a space, a colour and a wild count"),
            std::string::npos);
  EXPECT_NE(ErrorOf("pass keep RRRRR").find("at most 4 tiles"), std::string::npos);
  EXPECT_NE(ErrorOf("pass keep R2").find("'R2' is not a list of colour letters"),
            std::string::npos);
  EXPECT_NE(ErrorOf("pass RR").find("pass is 'pass' or 'pass keep <tiles>'"), std::string::npos);
  EXPECT_NE(ErrorOf("bonus").find("bonus needs one colour"), std::string::npos);
  EXPECT_NE(ErrorOf("take F1 O O O O").find("too many words"), std::string::npos);
}

TEST(PavilionNotation, StateMethodsDelegate) {
  const State state{Options{}};
  EXPECT_EQ(state.action_to_string(take_action(0, kGreen)), "take F1 G");
  EXPECT_EQ(*state.parse_action("take F1 G").value, take_action(0, kGreen));
}

}  // namespace
}  // namespace azul::pavilion
