// The bots on the real games (classic Azul and Summer Pavilion): whole games with 2-4 players
// at every level, determinism of iteration budgets, and the knowledge behind the levels.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "ai/make_bot.h"
#include "engine/classic/position_builder.h"
#include "engine/core/playout.h"
#include "engine/games.h"
#include "play_game.h"

namespace azul::ai {
namespace {

// Small budgets keep the suite fast under sanitizers; the levels' own budgets are exercised by
// the arena (azul-cli arena), not here.
constexpr std::int64_t kTestIterations = 60;

// A position in the middle of round 1: the deal done and a few random moves played.
template <Game S>
S midgame_position(std::uint64_t seed, int moves) {
  S state(options_for<S>(2));
  Rng rng(seed);
  while (!state.is_terminal()) {
    if (state.is_chance()) {
      state.apply_unchecked(sample_chance(state, rng));
      continue;
    }
    if (moves-- == 0) break;
    state.apply_unchecked(random_move(state, rng));
  }
  return state;
}

template <class S>
class RealGames : public ::testing::Test {};
using GameTypes = ::testing::Types<classic::State, pavilion::State>;
TYPED_TEST_SUITE(RealGames, GameTypes);

TYPED_TEST(RealGames, EveryLevelPlaysLegalWholeGamesWithTwoToFourPlayers) {
  using S = TypeParam;
  const char* levels[] = {"hard", "easy", "medium", "random"};
  for (int players = 2; players <= 4; ++players) {
    std::vector<std::unique_ptr<Bot<S>>> bots;
    for (int p = 0; p < players; ++p)
      bots.push_back(make_bot<S>(levels[p], 10 + p, Budget::iters(kTestIterations)));
    const S end = play_game(bots, 7 + players);
    EXPECT_TRUE(end.is_terminal()) << players << " players";
  }
}

TYPED_TEST(RealGames, MaxLevelHonoursAnOverriddenBudget) {
  using S = TypeParam;
  auto bot = make_bot<S>("max", 3, Budget::iters(25));
  const S state = midgame_position<S>(5, 3);
  ASSERT_FALSE(state.is_chance());
  think(*bot, state);
  EXPECT_EQ(bot->info().iterations, 25);
  EXPECT_TRUE(state.is_legal(bot->best_move()));
}

TYPED_TEST(RealGames, IterationBudgetIsDeterministicHoweverTheThinkingIsSliced) {
  using S = TypeParam;
  const S state = midgame_position<S>(21, 4);
  auto whole = make_bot<S>("hard", 99, Budget::iters(300));
  auto sliced = make_bot<S>("hard", 99, Budget::iters(300));
  whole->start(state);
  whole->step(1e9);
  sliced->start(state);
  while (!sliced->step(0.0)) {
  }
  EXPECT_EQ(whole->best_move(), sliced->best_move());
  EXPECT_EQ(whole->info().value, sliced->info().value);
  EXPECT_EQ(whole->info().principal_variation, sliced->info().principal_variation);
  // Hard may stop a settled search early (Knowledge::kHardStopsWhenSettled), at the same
  // iteration however it is sliced.
  EXPECT_EQ(whole->info().iterations, sliced->info().iterations);
  EXPECT_LE(whole->info().iterations, 300);
  EXPECT_GT(whole->info().iterations, 0);
}

TYPED_TEST(RealGames, AReferenceLevelPlaysTheLevelWithItsFrozenTuning) {
  using S = TypeParam;
  const S state = midgame_position<S>(21, 4);
  auto reference = make_bot<S>("hard-2026-11", 99, Budget::iters(300));
  auto tuned = make_bot<S>("hard", 99, Budget::iters(300), Knowledge<S>::kReference202611);
  ASSERT_TRUE(reference && tuned);
  think(*reference, state);
  think(*tuned, state);
  EXPECT_EQ(reference->best_move(), tuned->best_move());
  EXPECT_EQ(reference->info().value, tuned->info().value);
  EXPECT_EQ(make_bot<S>("nonsense-2026-11", 1), nullptr);
  EXPECT_EQ(make_bot<S>("-2026-11", 1), nullptr);
}

// Hard and max weigh a finished game's win by their game's own share; medium, the ladder's
// levels built on it and the reference levels keep the search's default.
TYPED_TEST(RealGames, HardAndMaxWeighTheWinByTheirOwnShare) {
  using S = TypeParam;
  using K = Knowledge<S>;
  const auto win_weight = [](std::string_view level) {
    const auto bot = make_bot<S>(level, 1);
    const auto* search = dynamic_cast<const MctsBot<S, K>*>(bot.get());
    return search ? search->config().win_weight : -1.0;
  };
  EXPECT_EQ(win_weight("hard"), K::kDeepWinWeight);
  EXPECT_EQ(win_weight("max"), K::kDeepWinWeight);
  EXPECT_EQ(win_weight("medium"), K::search_config().win_weight);
  EXPECT_EQ(win_weight("strong"), K::search_config().win_weight);
  EXPECT_EQ(win_weight("hard-2026-11"), MctsConfig{}.win_weight);
}

// Hard stops a settled search where its game says so; the reference level searches the
// iterations hard searched on 2026-11-25, to their end.
TYPED_TEST(RealGames, TheReferenceLevelKeepsHardsFrozenBudget) {
  using S = TypeParam;
  using K = Knowledge<S>;
  const auto hard_bot = make_bot<S>("hard", 1);
  const auto reference_bot = make_bot<S>("hard-2026-11", 1);
  const auto* hard = dynamic_cast<const MctsBot<S, K>*>(hard_bot.get());
  const auto* reference = dynamic_cast<const MctsBot<S, K>*>(reference_bot.get());
  ASSERT_NE(hard, nullptr);
  ASSERT_NE(reference, nullptr);
  EXPECT_EQ(hard->config().stop_when_settled, K::kHardStopsWhenSettled);
  EXPECT_EQ(hard->budget().iterations, K::kHardIterations);
  EXPECT_FALSE(reference->config().stop_when_settled);
  EXPECT_EQ(reference->budget().iterations, K::kReference202611HardIterations);
  EXPECT_EQ(reference->budget().time_ms, K::kTimeCapMs);
}

TYPED_TEST(RealGames, DescribeNamesTheLevelAndTheMove) {
  using S = TypeParam;
  const S state = midgame_position<S>(4, 2);
  auto bot = make_bot<S>("medium", 1, Budget::iters(40));
  think(*bot, state);
  const std::string line = bot->describe();
  EXPECT_EQ(line.rfind("medium: ", 0), 0u) << line;
  EXPECT_NE(line.find(state.action_to_string(bot->best_move())), std::string::npos) << line;
}

TYPED_TEST(RealGames, ActionValuesCoverEveryLegalMove) {
  using S = TypeParam;
  const S state = midgame_position<S>(8, 1);
  ActionList actions;
  state.legal_actions(actions);
  std::vector<double> values(actions.size(), -12345.0);
  Knowledge<S>{}.action_values(state, actions, values.data());
  for (double v : values) {
    EXPECT_NE(v, -12345.0);
    EXPECT_TRUE(std::isfinite(v));
  }
}

TYPED_TEST(RealGames, EvaluationOfAFinishedGameIsTheScore) {
  using S = TypeParam;
  S state(options_for<S>(3));
  Rng rng(12);
  random_playout(state, rng);
  Values values{};
  Knowledge<S>{}.evaluate(state, values);
  for (int p = 0; p < 3; ++p) EXPECT_EQ(values[p], state.score(p));
}

TYPED_TEST(RealGames, SearchBeatsRandomPlay) {
  using S = TypeParam;
  for (int game = 0; game < 2; ++game) {
    std::vector<std::unique_ptr<Bot<S>>> bots;
    bots.push_back(make_bot<S>("hard", game, Budget::iters(kTestIterations)));
    bots.push_back(make_bot<S>("random", game));
    const S end = play_game(bots, 300 + game, game);
    const int hard_seat = game == 0 ? 0 : 1;
    EXPECT_GT(end.score(hard_seat), end.score(1 - hard_seat)) << "game " << game;
  }
}

// Classic: the fast move values know the basics of the floor line and of completing lines.
TEST(ClassicKnowledge, CompletingALineBeatsDumpingOnTheFloor) {
  const classic::State state = midgame_position<classic::State>(3, 0);
  ActionList actions;
  state.legal_actions(actions);
  std::vector<double> values(actions.size());
  Knowledge<classic::State>{}.action_values(state, actions, values.data());
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const classic::Take take = classic::decode_take(actions[i]);
    if (take.destination != classic::kFloorDestination) continue;
    // The same tiles on pattern line 5 (empty at the start, holds up to 5) lose nothing.
    const Action on_line = classic::take_id(take.source, take.colour, classic::kPatternLines - 1);
    for (std::size_t j = 0; j < actions.size(); ++j) {
      if (actions[j] != on_line) continue;
      EXPECT_GT(values[j], values[i]) << state.action_to_string(on_line);
    }
  }
}

}  // namespace
}  // namespace azul::ai

namespace azul::ai {
namespace {

// Classic: with two reds on pattern line 3 and four tiles in wall row 3, the red of factory 1
// completes the line and then the wall row (5 points instead of 1 for any other completion);
// the greedy level and the searching levels all see it.
TEST(ClassicScenario, CompletesTheLineInsteadOfWastingTheTile) {
  classic::PositionBuilder builder(classic::Options{});
  builder.factory(0, "RYYK").factory(1, "BBWW").pattern_line(0, 2, "RR");
  builder.wall(0, {".....", ".....", "KWBY.", ".....", "....."});
  auto built = builder.build();
  ASSERT_TRUE(built.ok()) << built.error;
  const classic::State& state = *built.value;
  const Action complete = classic::take_id(0, classic::Colour::Red, 2);
  ASSERT_TRUE(state.is_legal(complete));
  for (const char* level : {"easy", "medium", "hard"}) {
    auto bot = make_bot<classic::State>(level, 5, Budget::iters(200));
    EXPECT_EQ(think(*bot, state), complete) << level << ": " << bot->describe();
  }
}

}  // namespace
}  // namespace azul::ai
