// What the Summer Pavilion bots know beyond the rules (ai/knowledge_pavilion.h): a completed
// star or set of numbers is a certain bonus, and in the last round tiles that cannot be placed
// are points lost.
#include <gtest/gtest.h>

#include "ai/make_bot.h"
#include "engine/pavilion/position_editor.h"

namespace azul::ai {
namespace {

using namespace azul::pavilion;
using K = Knowledge<pavilion::State>;

// A 2-player position of `round` (phase 1, seat 0 to take) with seat 0's purple star covered
// on `covered` spaces, nothing in hand.
State with_purple_spaces(int round, int covered) {
  State state{State::Options{}};
  PositionEditor editor(state);
  editor.clear().set_round(round).set_factory(0, "GGGG").set_factory(1, "RRRB");
  for (int position = 1; position <= covered; ++position)
    editor.cover(0, kPurple, position, kPurple);
  editor.fill_bag_with_rest().start_take_turn(0);
  return state;
}

double seat_zero_value(const State& state) {
  Values values{};
  K{}.evaluate(state, values);
  return values[0];
}

TEST(PavilionKnowledge, ACompletedStarIsWorthItsWholeBonusWhateverTheRound) {
  for (int round = 1; round <= kRounds; ++round) {
    const State complete = with_purple_spaces(round, 6);
    const State five = with_purple_spaces(round, 5);
    // The sixth space makes the bonus certain: it adds more than half of it.
    EXPECT_GT(seat_zero_value(complete) - seat_zero_value(five), kStarBonus[kPurple] / 2.0)
        << "round " << round;
  }
  // In the last round unfinished progress is worth nothing, the completed star its bonus.
  const State last = with_purple_spaces(kRounds, 6);
  EXPECT_DOUBLE_EQ(seat_zero_value(last), last.score(0) + kStarBonus[kPurple]);
}

TEST(PavilionKnowledge, InTheLastRoundATileNoSpaceAcceptsIsAPointLost) {
  // Seat 0's green star and centre star are full: no space of seat 0 takes green any more.
  State state{State::Options{}};
  PositionEditor editor(state);
  editor.clear().set_round(kRounds).set_factory(0, "GGGB").set_factory(1, "YYYY");
  for (int position = 1; position <= 6; ++position) {
    editor.cover(0, kGreen, position, kGreen);
    editor.cover(0, kCentreStar, position, Colour(position - 1));
  }
  editor.set_hand(0, "GG").fill_bag_with_rest().start_take_turn(0);
  // The two green tiles in hand are two points lost; the two full stars their bonuses.
  EXPECT_DOUBLE_EQ(seat_zero_value(state),
                   state.score(0) - 2.0 + kStarBonus[kGreen] + kStarBonus[kCentreStar]);
  // Taking the three greens of factory 1 (round 6's wild is red: none comes along) is worth
  // three points less than nothing.
  const Parsed<Action> take = state.parse_action("take F1 G");
  ASSERT_TRUE(take.ok()) << take.error;
  ActionList one;
  one.push_back(*take.value);
  double value = 0;
  K{}.action_values(state, one, &value);
  EXPECT_DOUBLE_EQ(value, -3.0);
}

}  // namespace
}  // namespace azul::ai
