// End-of-game scoring on both board sides: complete stars, all-1s/2s/3s/4s, the final
// discard, the breakdown lines and shared ties.
#include "pavilion_test_support.h"

namespace azul::pavilion {
namespace {

using namespace testing_support;

// Round 6, seat 1 already passed; `edit` builds seat 0's board; seat 0 then passes and the
// game ends.
template <class Edit>
State FinishGame(Side side, Edit edit) {
  State s = EmptyPosition(MakeOptions(2, side));
  PositionEditor editor(s);
  editor.set_round(6).set_supply("PGOYBRPGOY").set_passed(1, true);
  edit(editor);
  editor.fill_bag_with_rest().start_play_turn(0);
  EXPECT_TRUE(Do(s, "pass"));
  EXPECT_TRUE(s.is_terminal());
  EXPECT_EQ(s.current_player(), kTerminal);
  return s;
}

void CoverStar(PositionEditor& e, int star, Colour colour) {
  for (int pos = 1; pos <= 6; ++pos) e.cover(0, star, pos, colour);
}

void CoverCentreMulticoloured(PositionEditor& e) {
  for (int pos = 1; pos <= 6; ++pos) e.cover(0, kCentreStar, pos, Colour(pos - 1));
}

TEST(PavilionEndScoring, EachColouredStarBonus) {
  const std::pair<int, int> expected[] = {{kPurple, 20},    {kGreen, 18}, {kOrange, 17},
                                          {kYellow, 16},    {kBlue, 15},  {kRed, 14},
                                          {kCentreStar, 12}};
  for (auto [star, bonus] : expected) {
    State s = FinishGame(Side::kColoured, [star = star](PositionEditor& e) {
      if (star == kCentreStar)
        CoverCentreMulticoloured(e);
      else
        CoverStar(e, star, Colour(star));
    });
    EXPECT_EQ(s.score(0), 5 + bonus) << star_name(star);
    EXPECT_EQ(BreakdownLine(s, 0, std::string("star bonus: ") + star_name(star) + " star"), bonus);
    EXPECT_EQ(BreakdownSum(s, 0), s.score(0));
  }
}

TEST(PavilionEndScoring, IncompleteStarsScoreNothing) {
  State s = FinishGame(Side::kColoured, [](PositionEditor& e) {
    for (int pos = 1; pos <= 5; ++pos) e.cover(0, kPurple, pos, kPurple);
  });
  EXPECT_EQ(s.score(0), 5);
}

TEST(PavilionEndScoring, NumberBonusesOnTheColouredSide) {
  const int bonus[7] = {0, 4, 8, 12, 16, 0, 0};
  for (int value = 1; value <= 6; ++value) {
    State s = FinishGame(Side::kColoured, [value](PositionEditor& e) {
      for (int star = 0; star < kNumStars; ++star)
        e.cover(0, star, value, star == kCentreStar ? kRed : Colour(star));
    });
    EXPECT_EQ(s.score(0), 5 + bonus[value]) << value;
    if (bonus[value] > 0) {
      EXPECT_EQ(BreakdownLine(s, 0, "number bonus: all " + std::to_string(value) + "s"),
                bonus[value]);
    }
  }
  // Six of the seven 4s are not enough.
  State s = FinishGame(Side::kColoured, [](PositionEditor& e) {
    for (int star = 0; star < kNumOuterStars; ++star) e.cover(0, star, 4, Colour(star));
  });
  EXPECT_EQ(s.score(0), 5);
}

TEST(PavilionEndScoring, FullColouredBoardScoresEveryBonus) {
  State s = FinishGame(Side::kColoured, [](PositionEditor& e) {
    for (int star = 0; star < kNumOuterStars; ++star) CoverStar(e, star, Colour(star));
    CoverCentreMulticoloured(e);
  });
  EXPECT_EQ(s.player(0).end_bonus, 112 + 40);
  EXPECT_EQ(s.score(0), 5 + 112 + 40);
  EXPECT_EQ(s.breakdown(0).size(), 4u + 7 + 4 + 2);
  EXPECT_EQ(BreakdownSum(s, 0), s.score(0));
}

TEST(PavilionEndScoring, MonochromeStarBonuses) {
  // Star P all blue (15), star O all purple (20), star R all purple too (several stars may
  // share a colour), centre multicoloured (12), star G multicoloured (12).
  State s = FinishGame(Side::kMonochrome, [](PositionEditor& e) {
    CoverStar(e, kPurple, kBlue);
    CoverStar(e, kOrange, kPurple);
    CoverStar(e, kRed, kPurple);
    CoverCentreMulticoloured(e);
    for (int pos = 1; pos <= 6; ++pos) e.cover(0, kGreen, pos, Colour(6 - pos));
  });
  EXPECT_EQ(BreakdownLine(s, 0, "star bonus: star P (all blue)"), 15);
  EXPECT_EQ(BreakdownLine(s, 0, "star bonus: star O (all purple)"), 20);
  EXPECT_EQ(BreakdownLine(s, 0, "star bonus: star R (all purple)"), 20);
  EXPECT_EQ(BreakdownLine(s, 0, "star bonus: star C (multicoloured)"), 12);
  EXPECT_EQ(BreakdownLine(s, 0, "star bonus: star G (multicoloured)"), 12);
  EXPECT_EQ(s.score(0), 5 + 15 + 20 + 20 + 12 + 12);
}

TEST(PavilionEndScoring, MonochromeSingleColouredStarScoresItsColour) {
  for (int colour = 0; colour < kNumColours; ++colour) {
    State s = FinishGame(Side::kMonochrome,
                         [colour](PositionEditor& e) { CoverStar(e, kYellow, Colour(colour)); });
    EXPECT_EQ(s.score(0), 5 + kStarBonus[colour]) << colour_name(Colour(colour));
  }
}

TEST(PavilionEndScoring, MonochromeSingleColouredCentre) {
  State s =
      FinishGame(Side::kMonochrome, [](PositionEditor& e) { CoverStar(e, kCentreStar, kRed); });
  EXPECT_EQ(s.score(0), 5 + 14);
}

TEST(PavilionEndScoring, MonochromeNumberBonuses) {
  // On the monochrome side 1s sit at position 3, 2s at 2, 4s at 4 of the outer stars; the 3s
  // are position 1 of the outer stars plus all six centre spaces.
  const std::pair<int, int> cases[] = {{1, 3}, {2, 2}, {4, 4}};
  const int bonus[5] = {0, 4, 8, 12, 16};
  for (auto [value, position] : cases) {
    State s = FinishGame(Side::kMonochrome, [position = position](PositionEditor& e) {
      for (int star = 0; star < kNumOuterStars; ++star) e.cover(0, star, position, kRed);
    });
    EXPECT_EQ(s.score(0), 5 + bonus[value]) << value;
  }
  State only_outer_threes = FinishGame(Side::kMonochrome, [](PositionEditor& e) {
    for (int star = 0; star < kNumOuterStars; ++star) e.cover(0, star, 1, kRed);
  });
  EXPECT_EQ(only_outer_threes.score(0), 5);
  State all_threes = FinishGame(Side::kMonochrome, [](PositionEditor& e) {
    for (int star = 0; star < kNumOuterStars; ++star) e.cover(0, star, 1, kRed);
    CoverCentreMulticoloured(e);  // also completes the centre star (12)
  });
  EXPECT_EQ(BreakdownLine(all_threes, 0, "number bonus: all 3s"), 12);
  EXPECT_EQ(all_threes.score(0), 5 + 12 + 12);
}

TEST(PavilionEndScoring, FinalDiscardAndBonusesInOneBreakdown) {
  State s = EmptyPosition(MakeOptions(2));
  PositionEditor e(s);
  e.set_round(6).set_supply("PGOYBRPGOY").set_hand(0, "GG").set_score(0, 30).set_passed(1, true);
  CoverStar(e, kRed, kRed);
  e.fill_bag_with_rest().start_play_turn(0);
  ASSERT_TRUE(Do(s, "pass"));
  ASSERT_TRUE(s.is_terminal());
  EXPECT_EQ(s.score(0), 30 - 2 + 14);
  const std::vector<ScoreLine> lines = s.breakdown(0);
  std::vector<std::string> labels;
  for (const auto& l : lines) labels.push_back(l.label);
  EXPECT_EQ(labels, (std::vector<std::string>{"start points", "placements", "centre penalty",
                                              "pass discards", "star bonus: red star",
                                              "final discards", "score floor"}));
  EXPECT_EQ(BreakdownSum(s, 0), s.score(0));
}

TEST(PavilionEndScoring, TiesAreShared) {
  State s = EmptyPosition(MakeOptions(3));
  PositionEditor(s)
      .set_round(6)
      .set_supply("PGOYBRPGOY")
      .set_score(0, 40)
      .set_score(1, 40)
      .set_score(2, 39)
      .set_passed(1, true)
      .set_passed(2, true)
      .fill_bag_with_rest()
      .start_play_turn(0);
  ASSERT_TRUE(Do(s, "pass"));
  ASSERT_TRUE(s.is_terminal());
  for (int seat = 0; seat < 3; ++seat) EXPECT_EQ(s.tiebreak(seat), 0);
  EXPECT_EQ(winners(s), (std::vector<int>{0, 1}));
}

TEST(PavilionEndScoring, TerminalStateAcceptsNothing) {
  State s = FinishGame(Side::kColoured, [](PositionEditor&) {});
  ActionList actions;
  s.legal_actions(actions);
  EXPECT_TRUE(actions.empty());
  EXPECT_EQ(Rejection(s, "pass"), "the game is over");
  EXPECT_EQ(Rejection(s, "P"), "the game is over");
}

}  // namespace
}  // namespace azul::pavilion
