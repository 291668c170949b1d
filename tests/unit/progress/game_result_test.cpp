// One result of the ledger as text (ui/progress/game_result.h): written and read back exactly,
// every field checked, fields of a newer version ignored, a newer format named.
#include "ui/progress/game_result.h"

#include <gtest/gtest.h>

#include "results_for_tests.h"

namespace azul::ui {
namespace {

using test_results::against_ai;

TEST(GameResultTest, AResultReadsBackExactlyAsItWasWritten) {
  GameResult r = against_ai("m3x9k2a1-4f7q", 3, 61, 48);
  r.accuracy = 87;
  const std::string text = result_text(r);
  EXPECT_EQ(text.substr(0, 3), "r1 ");
  EXPECT_NE(text.find(" seats=Hk "), std::string::npos) << text;
  EXPECT_NE(text.find(" elo=-,1731 "), std::string::npos) << text;
  EXPECT_NE(text.find(" acc=87"), std::string::npos) << text;
  const Parsed<GameResult> parsed = parse_result(text);
  ASSERT_TRUE(parsed.ok()) << parsed.error;
  EXPECT_EQ(*parsed.value, r);
}

TEST(GameResultTest, AGameOfPeopleOnlyHasNoLadderRatings) {
  GameResult r = against_ai("x1", 0, 40, 45);
  r.seats = {ai::SeatSetup{true, "easy"}, ai::friend_seat()};
  r.ladder = {std::nullopt, std::nullopt};
  r.rated = false;
  const Parsed<GameResult> parsed = parse_result(result_text(r));
  ASSERT_TRUE(parsed.ok()) << parsed.error;
  EXPECT_EQ(*parsed.value, r);
  EXPECT_EQ(outcome_of(r), Outcome::kLoss);
}

TEST(GameResultTest, FieldsOfANewerVersionAreIgnored) {
  const std::string text = result_text(against_ai("x1", 0, 40, 45)) + " mood=happy";
  EXPECT_TRUE(parse_result(text).ok());
}

TEST(GameResultTest, EveryProblemIsNamed) {
  const std::string good = result_text(against_ai("x1", 0, 40, 45));
  const auto without = [&](const std::string& field) {
    const std::size_t at = good.find(" " + field + "=");
    const std::size_t end = good.find(' ', at + 1);
    return good.substr(0, at) + (end == std::string::npos ? "" : good.substr(end));
  };
  const auto replaced = [&](const std::string& field, const std::string& value) {
    return without(field) + " " + field + "=" + value;
  };
  EXPECT_EQ(parse_result(without("score")).error, "the field 'score' is missing");
  EXPECT_EQ(parse_result(replaced("score", "40,x")).error, "the field 'score' cannot be '40,x'");
  EXPECT_EQ(parse_result(replaced("place", "1")).error, "the field 'place' cannot be '1'");
  EXPECT_EQ(parse_result(replaced("place", "1,3")).error, "the field 'place' cannot be '1,3'");
  EXPECT_EQ(parse_result(replaced("me", "2")).error, "the field 'me' cannot be '2'")
      << "seat 2 is the AI's, not a person's here";
  EXPECT_EQ(parse_result(replaced("seats", "Hq")).error, "the field 'seats' cannot be 'Hq'");
  EXPECT_EQ(parse_result(replaced("game", "chess")).error, "the field 'game' cannot be 'chess'");
  EXPECT_EQ(parse_result(replaced("id", "Not/An/Id")).error,
            "the field 'id' cannot be 'Not/An/Id'");
  EXPECT_EQ(parse_result(replaced("acc", "101")).error, "the field 'acc' cannot be '101'");
  EXPECT_EQ(parse_result(replaced("elo", "-,x")).error, "the field 'elo' cannot be '-,x'");
  EXPECT_EQ(parse_result(good + " stray").error, "'stray' is not a field");
  EXPECT_EQ(parse_result("r2 id=x1").error,
            "the result is of format r2, made by a newer version of this page");
  EXPECT_EQ(parse_result("azul-record 1").error, "this is not a result of a game");
  EXPECT_EQ(parse_result("").error, "this is not a result of a game");
}

TEST(GameResultTest, PlacesDecideWinsDrawsAndLossesAgainstEachSeat) {
  GameResult r = against_ai("x1", 0, 40, 40);
  EXPECT_EQ(outcome_of(r), Outcome::kDraw);
  EXPECT_EQ(score_against(r, 1), 0.5);
  r.places = {1, 2};
  EXPECT_EQ(outcome_of(r), Outcome::kWin);
  EXPECT_EQ(score_against(r, 1), 1.0);
  r.places = {2, 1};
  EXPECT_EQ(outcome_of(r), Outcome::kLoss);
  EXPECT_EQ(score_against(r, 1), 0.0);
}

TEST(GameResultTest, ABreakdownLabelsCategoryIsItsWordsBeforeAnyColon) {
  EXPECT_EQ(point_category("wall placements"), "wall_placements");
  EXPECT_EQ(point_category("star bonus: red star"), "star_bonus");
  EXPECT_EQ(point_category("number bonus: all 3s"), "number_bonus");
}

}  // namespace
}  // namespace azul::ui
