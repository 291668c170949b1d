// The wall-tiling story's timing (ui/classic/scoring_story.h): every tile the tiling placed stays
// off the wall until its turn to land, one after another per seat; a later change that tiles
// nothing (the next deal) leaves the story running; a step back in a replay tells nothing.
#include "ui/classic/scoring_story.h"

#include <gtest/gtest.h>

#include "engine/classic/notation.h"
#include "engine/classic/position_builder.h"

namespace azul::ui::aview {
namespace {

using classic::Colour;

constexpr float kDelay = 0.5f;
constexpr float kStep = 0.4f;

classic::State end_of_round_position() {
  classic::Options options;
  Parsed<classic::State> built = classic::PositionBuilder(options)
                                     .pattern_line(0, 0, "Y")
                                     .pattern_line(0, 1, "WW")
                                     .factory(0, "R")
                                     .to_move(1)
                                     .build();
  EXPECT_TRUE(built.ok()) << built.error;
  return *built.value;
}

void play(classic::State& s, const char* move) {
  const auto parsed = s.parse_action(move);
  ASSERT_TRUE(parsed.ok()) << parsed.error;
  ASSERT_TRUE(s.apply(*parsed.value).ok());
}

constexpr std::uint32_t cell(int row, int column) { return 1u << (row * 5 + column); }

// The positions before and after the last take of a round: seat 1 empties the table and seat
// 0's yellow (row 1) and white (row 2) lines go to the wall.
struct RoundEnd {
  classic::State before = end_of_round_position();
  classic::State after = before;
  RoundEnd() { play(after, "F1 R floor"); }
};

TEST(ScoringStory, EachTileLandsInItsTurn) {
  const RoundEnd round;
  ScoringStory story;
  story.start(round.before, round.after, 10.0, kDelay, kStep);
  ASSERT_TRUE(story.running(10.0));
  const std::uint32_t yellow = cell(0, 1);
  const std::uint32_t white = cell(1, 0);
  EXPECT_EQ(story.hidden_wall(0, 10.0), yellow | white);                  // nothing landed
  EXPECT_EQ(story.hidden_wall(0, 10.0 + kDelay + kStep + 0.01), white);   // yellow landed
  EXPECT_EQ(story.hidden_wall(0, 10.0 + kDelay + 2 * kStep + 0.01), 0u);  // both landed
  EXPECT_EQ(story.hidden_wall(1, 10.0), 0u);  // seat 1 completed no line
  EXPECT_FALSE(story.running(20.0));
}

TEST(ScoringStory, ADealDoesNotCutItAndAStepBackTellsNothing) {
  const RoundEnd round;
  ScoringStory story;
  story.start(round.before, round.after, 10.0, kDelay, kStep);
  story.start(round.after, round.after, 10.1, 0.0f, kStep);  // a change that tiles nothing
  EXPECT_NE(story.hidden_wall(0, 10.2), 0u);
  ScoringStory back;
  back.start(round.after, round.before, 10.0, 0.0f, kStep);  // a replay stepping back
  EXPECT_FALSE(back.running(10.0));
}

TEST(ScoringStory, TellsEachPointAsItsTileLandsAndTheFloorAfterThem) {
  const RoundEnd round;
  ScoringStory story;
  story.start(round.before, round.after, 10.0, kDelay, kStep);
  const std::vector<ScoringStory::Told> told = story.told();
  ASSERT_EQ(told.size(), 3u);
  // Seat 1 tiles nothing: its floor's penalty rises at once; seat 0's two tiles land in turn.
  EXPECT_EQ(told[0].seat, 1);
  EXPECT_EQ(told[0].points, -1);
  EXPECT_FLOAT_EQ(told[0].delay, kDelay);
  EXPECT_EQ(told[1].seat, 0);
  EXPECT_EQ(told[1].points, 1);
  EXPECT_FLOAT_EQ(told[1].delay, kDelay + kStep);
  EXPECT_FLOAT_EQ(told[2].delay, kDelay + 2 * kStep);
  EXPECT_NEAR(story.end_time(), 10.0 + told[2].delay + 1.3, 1e-5) << "the last points rise";
  story.clear();
  EXPECT_TRUE(story.told().empty());
  EXPECT_EQ(story.end_time(), 0.0);
}

TEST(ScoringStory, AGreyWallTileIsToldWithItsRunAndTheFloorsScoredWithIt) {
  classic::Options options;
  options.wall = classic::WallSide::Grey;
  Parsed<classic::State> built = classic::PositionBuilder(options)
                                     .wall(0, {"B....", ".....", ".....", ".....", "....."})
                                     .pattern_line(0, 0, "Y")
                                     .factory(0, "R")
                                     .to_move(1)
                                     .build();
  ASSERT_TRUE(built.ok()) << built.error;
  classic::State s = *built.value;
  play(s, "F1 R floor");
  ASSERT_EQ(s.phase(), classic::Phase::WallTiling);
  const classic::State before = s;
  play(s, "tile row 1 col 2");
  ScoringStory story;
  story.start(before, s, 0.0, 0.0f, kStep);
  // The last row tiled: seat 1's floor is scored in the same step, at once (it tiles nothing).
  const std::vector<ScoringStory::Told> told = story.told();
  ASSERT_EQ(told.size(), 2u);
  EXPECT_EQ(told[0].seat, 1);
  EXPECT_EQ(told[0].points, -1);
  EXPECT_EQ(told[1].seat, 0);
  EXPECT_EQ(told[1].points, 2) << "next to the blue tile";
  EXPECT_FLOAT_EQ(told[1].delay, kStep);
  EXPECT_EQ(story.hidden_wall(0, 0.0), cell(0, 1));
}

}  // namespace
}  // namespace azul::ui::aview
