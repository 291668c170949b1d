// The analysis view's pure parts (ui/share/analysis_view.h): its words and the graph's
// geometry (where a decision is drawn, which one a tap picks, where rounds start).
#include "ui/share/analysis_view.h"

#include <gtest/gtest.h>

namespace azul::ui {
namespace {

ai::DecisionReview decision(int round, double margin, ai::MoveLabel label, double loss) {
  ai::DecisionReview d;
  d.round = round;
  d.margins = {margin, -margin};
  d.label = label;
  d.loss = loss;
  return d;
}

TEST(AnalysisView, TellsTheVerdictAndTheBetterMove) {
  ai::DecisionReview d = decision(1, 2.0, ai::MoveLabel::kMistake, 3.14);
  d.move_number = 12;
  d.played = 5;
  d.best = 7;
  const std::vector<std::string> lines = decision_lines(d, "P1 \xC2\xB7 You", "F3 blue", "C red");
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[0], "Move 12 \xC2\xB7 P1 \xC2\xB7 You: F3 blue");
  EXPECT_EQ(lines[1], "Mistake");
  EXPECT_EQ(lines[2], "Best, +3.1 points: C red");
  // Within the search's noise: the best, with no other move offered.
  d.label = ai::MoveLabel::kBest;
  d.loss = 0.2;
  EXPECT_EQ(decision_lines(d, "P1", "F3 blue", "C red").size(), 2u);
  EXPECT_EQ(verdict_words(d), "Best move");
}

TEST(AnalysisView, SummarisesASeatInWords) {
  ai::SeatReview s;
  s.accuracy = 0.857;
  s.inaccuracies = 2;
  s.mistakes = 1;
  EXPECT_EQ(seat_summary_words(s),
            "Accuracy 86% \xC2\xB7 2 inaccuracies \xC2\xB7 1 mistake \xC2\xB7 no blunders");
}

TEST(AnalysisView, TheGraphScalesToItsLargestMarginInSteps) {
  EXPECT_EQ(graph_scale({}), 5.0);
  EXPECT_EQ(graph_scale({decision(1, 4.9, ai::MoveLabel::kBest, 0)}), 5.0);
  EXPECT_EQ(graph_scale({decision(1, -12.0, ai::MoveLabel::kBest, 0)}), 20.0);
}

TEST(AnalysisView, ATapPicksTheDecisionUnderItAmongThoseReviewed) {
  EXPECT_FLOAT_EQ(graph_x(0, 4), 0.125f);
  EXPECT_FLOAT_EQ(graph_x(3, 4), 0.875f);
  EXPECT_EQ(graph_decision_at(0.0f, 4, 4), 0u);
  EXPECT_EQ(graph_decision_at(0.6f, 4, 4), 2u);
  EXPECT_EQ(graph_decision_at(1.0f, 4, 4), 3u);
  EXPECT_EQ(graph_decision_at(-3.0f, 4, 4), 0u);
  // Only two reviewed yet: a tap further right shows the last one reviewed.
  EXPECT_EQ(graph_decision_at(0.9f, 2, 4), 1u);
  EXPECT_EQ(graph_decision_at(0.5f, 0, 4), std::nullopt);
  // Each decision's drawn x is picked back.
  for (std::size_t i = 0; i < 50; ++i) EXPECT_EQ(graph_decision_at(graph_x(i, 50), 50, 50), i);
}

TEST(AnalysisView, RoundsStartWhereTheRoundChanges) {
  const std::vector<ai::DecisionReview> decisions = {
      decision(1, 0, ai::MoveLabel::kBest, 0), decision(1, 0, ai::MoveLabel::kBest, 0),
      decision(2, 0, ai::MoveLabel::kBest, 0), decision(3, 0, ai::MoveLabel::kBest, 0)};
  EXPECT_EQ(graph_round_starts(decisions), (std::vector<std::size_t>{2, 3}));
}

}  // namespace
}  // namespace azul::ui
