// The analysis kept with a saved game (ui/share/saved_review.h): written and read back the
// same, and every kind of damage named, never half-read.
#include "ui/share/saved_review.h"

#include <gtest/gtest.h>

namespace azul::ui {
namespace {

ai::GameReview sample() {
  ai::GameReview review;
  ai::DecisionReview d;
  d.action_index = 3;
  d.move_number = 2;
  d.seat = 1;
  d.round = 1;
  d.played = 42;
  d.best = 17;
  d.played_margin = -3.25;
  d.best_margin = 0.5;
  d.played_value = 0.412;
  d.loss = 3.75;
  d.label = ai::MoveLabel::kMistake;
  d.margins = {3.25, -3.25};
  review.decisions.push_back(d);
  d.action_index = 9;
  d.move_number = 3;
  d.seat = 0;
  d.label = ai::MoveLabel::kBest;
  d.loss = 0;
  review.decisions.push_back(d);
  return review;
}

TEST(SavedReview, ReadsBackWhatItWrote) {
  const std::string text = make_saved_review(sample(), 4000);
  const Parsed<SavedReview> back = parse_saved_review(text);
  ASSERT_TRUE(back.ok()) << back.error;
  EXPECT_EQ(back.value->iterations, 4000);
  ASSERT_EQ(back.value->decisions.size(), 2u);
  const ai::DecisionReview& d = back.value->decisions[0];
  EXPECT_EQ(d.action_index, 3u);
  EXPECT_EQ(d.move_number, 2u);
  EXPECT_EQ(d.seat, 1);
  EXPECT_EQ(d.played, 42);
  EXPECT_EQ(d.best, 17);
  EXPECT_DOUBLE_EQ(d.played_margin, -3.25);
  EXPECT_DOUBLE_EQ(d.loss, 3.75);
  EXPECT_EQ(d.label, ai::MoveLabel::kMistake);
  EXPECT_EQ(d.margins, (std::vector<double>{3.25, -3.25}));
  EXPECT_EQ(make_saved_review(ai::GameReview{back.value->decisions, {}}, 4000), text);
}

TEST(SavedReview, NamesEveryDamage) {
  const std::string good = make_saved_review(sample(), 4000);
  const std::pair<std::string, std::string> cases[] = {
      {"", "ends early"},
      {"azul-record 1\n", "not an analysis"},
      {"azul-review 9\nend\n", "format 9"},
      {good.substr(0, good.size() - 4), "ends early"},
      {good + "d 1\n", "after \"end\""},
      {"azul-review 1\nd 3 2 1 1 42 17 x 0.5 0.4 3.7 mistake 1,-1\nend\n", "bad decision"},
      {"azul-review 1\nd 3 2 1 1 42 17 1 0.5 0.4 3.7 awful 1,-1\nend\n", "bad decision"},
      {"azul-review 1\nd 3 2 5 1 42 17 1 0.5 0.4 3.7 best 1,-1\nend\n", "bad decision"},
      {"azul-review 1\nd 3 2 1 1 42 17 1 0.5 0.4 3.7 best 1,-1 extra\nend\n", "bad decision"},
      {"azul-review 1\nd 9 2 1 1 42 17 1 0.5 0.4 3.7 best 1,-1\n"
       "d 3 2 1 1 42 17 1 0.5 0.4 3.7 best 1,-1\nend\n",
       "out of order"},
      {"azul-review 1\niterations -5\nend\n", "iteration"},
      {"azul-review 1\nwhat\nend\n", "unknown line"},
  };
  for (const auto& [text, why] : cases) {
    const Parsed<SavedReview> parsed = parse_saved_review(text);
    EXPECT_FALSE(parsed.ok()) << text;
    EXPECT_NE(parsed.error.find(why), std::string::npos) << parsed.error;
  }
}

}  // namespace
}  // namespace azul::ui
