// What the Summer Pavilion bots know beyond the rules (ai/knowledge_pavilion.h): a completed
// star or set of numbers is a certain bonus, and in the last round tiles that cannot be placed
// are points lost.
#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <vector>

#include "ai/make_bot.h"
#include "engine/core/playout.h"
#include "engine/pavilion/position_editor.h"
#include "play_game.h"

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

// Round 2, phase 2, seat 0 to play with `hand` (a few spaces covered to vary the placements).
State play_turn_with_hand(std::string_view hand) {
  State state{State::Options{}};
  PositionEditor editor(state);
  editor.clear().set_round(2).cover(0, kOrange, 1, kOrange).cover(0, kYellow, 2, kYellow);
  editor.set_hand(0, hand).set_hand(1, "BB").set_score(0, 1).set_score(1, 7);
  editor.fill_bag_with_rest().start_play_turn(0);
  return state;
}

TEST(PavilionKnowledge, APlayoutDrawsEachPassKeepingSoManyTilesAlike) {
  const State state = play_turn_with_hand("PPGGGOY");
  ActionList legal;
  state.legal_actions(legal);
  const pavilion_knowledge::PassesByKept passes(state);
  ASSERT_EQ(passes.most_kept(), kMaxKeptTiles);
  Rng rng(3);
  for (int kept = 0; kept <= kMaxKeptTiles; ++kept) {
    std::map<Action, int> draws;  // every legal pass keeping `kept` tiles: how often drawn
    for (Action a : legal) {
      const TileCounts keep = a >= kPassBase ? keep_from_rank(a - kPassBase) : TileCounts{};
      if (a >= kPassBase && pavilion::total(keep) == kept) draws[a] = 0;
    }
    ASSERT_EQ(passes.count(kept), static_cast<int>(draws.size())) << kept;
    const int draws_made = 2000 * passes.count(kept);
    for (int i = 0; i < draws_made; ++i) {
      const Action pass = passes.draw(kept, rng);
      ASSERT_TRUE(draws.contains(pass)) << state.action_to_string(pass);
      ++draws[pass];
    }
    for (const auto& [pass, n] : draws) EXPECT_NEAR(n, 2000, 300) << state.action_to_string(pass);
  }
}

TEST(PavilionKnowledge, APlayoutPassesAsOftenAsIfEveryPassWereScored) {
  // The playout scores the passes keeping as many tiles once, together (rollout_move); scoring
  // every listed move with its own noise, which the comment there says it matches, passes as
  // often. Kept tiles worth more and more noise than hard's make passing a close call, and a
  // hand of five makes some passes tie, which only the largest of their draws reproduces.
  K knowledge;
  knowledge.params.tile = 1.5;
  knowledge.params.rollout_noise = 8.0;
  for (std::string_view hand : {"BBRRO", "BORY"}) {
    const State state = play_turn_with_hand(hand);
    ActionList legal;
    state.legal_actions(legal);
    std::vector<double> values(legal.size());
    knowledge.action_values(state, legal, values.data());
    Rng rng(5);
    constexpr int kTrials = 20000;
    int listed_passes = 0, playout_passes = 0;
    for (int t = 0; t < kTrials; ++t) {
      std::size_t best = 0;
      double best_value = -1e300;
      for (std::size_t i = 0; i < legal.size(); ++i) {
        const double v = values[i] + knowledge.params.rollout_noise * rng.unit();
        if (v > best_value) {
          best_value = v;
          best = i;
        }
      }
      listed_passes += legal[best] >= kPassBase;
      playout_passes += knowledge.rollout_move(state, rng) >= kPassBase;
    }
    const double listed = static_cast<double>(listed_passes) / kTrials;
    const double playout = static_cast<double>(playout_passes) / kTrials;
    EXPECT_NEAR(playout, listed, 0.02) << hand;
  }
}

// Hard and max weigh their priors by kDeepPriors; medium, the ladder's levels below hard and
// the reference levels keep the evaluation's weights they were rated with.
TEST(PavilionKnowledge, HardAndMaxWeighTheirPriorsByTheDeepWeights) {
  const auto deep_priors = [](std::string_view level) {
    const auto bot = make_bot<State>(level, 1);
    const auto* search = dynamic_cast<const MctsBot<State, K>*>(bot.get());
    return search ? search->knowledge().params.deep_priors : -1.0;
  };
  EXPECT_EQ(deep_priors("hard"), 1.0);
  EXPECT_EQ(deep_priors("max"), 1.0);
  EXPECT_EQ(deep_priors("medium"), 0.0);
  EXPECT_EQ(deep_priors("strong"), 0.0);
  EXPECT_EQ(deep_priors("hard-2026-11"), 0.0);
}

// What the deep weights are for: as a one-ply player (the move of highest value with a point of
// noise) they beat the evaluation's weights in nearly every game (97.1% of 20,000 in `azul-cli
// arena`, docs/ai-experiments.md), here in at least 16 of 20 games with the seats alternating.
TEST(PavilionKnowledge, TheDeepWeightsMakeTheBetterOnePlyPlayer) {
  int deep_wins = 0;
  for (int game = 0; game < 20; ++game) {
    const int deep_seat = game % 2;
    std::vector<std::unique_ptr<Bot<State>>> bots;
    bots.push_back(make_bot<State>("easy", 2 * game, std::nullopt, "easy_noise=1,deep_priors=1"));
    bots.push_back(make_bot<State>("easy", 2 * game + 1, std::nullopt, "easy_noise=1"));
    const State state = play_game(bots, game, deep_seat);
    deep_wins += state.score(deep_seat) > state.score(1 - deep_seat) ? 1 : 0;
  }
  EXPECT_GE(deep_wins, 16);
}

}  // namespace
}  // namespace azul::ai
