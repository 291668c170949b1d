// The generic bots on ToyNim (tests/unit/ai/toy_game.h): levels, budgets, determinism,
// incremental thinking and the search finding known best moves.
#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <thread>

#include "ai/make_bot.h"
#include "play_game.h"
#include "toy_game.h"

namespace azul::ai {
namespace {

using toy::ToyNim;

ToyNim player_node(int players, int rounds, int pile, int to_move = 0) {
  ToyNim state(ToyNim::Options{players, rounds});
  state.set_pile(pile, to_move);
  return state;
}

// Plays one whole game with one bot per seat; chance drawn from `seed`. Returns the final state.
ToyNim play_toy_game(std::vector<std::unique_ptr<Bot<ToyNim>>>& bots, int rounds,
                     std::uint64_t seed, int seat_offset = 0) {
  return play_out(ToyNim(ToyNim::Options{static_cast<int>(bots.size()), rounds}), bots, seed,
                  seat_offset);
}

TEST(Levels, AGameWithoutALadderOffersTheFiveBaseLevelsWeakestFirst) {
  std::vector<std::string> names;
  for (const LevelInfo& level : levels_of(ToyNim::kName)) {
    names.emplace_back(level.name);
    EXPECT_FALSE(level.description.empty());
  }
  EXPECT_EQ(names, (std::vector<std::string>{"random", "easy", "medium", "hard", "max"}));
  EXPECT_TRUE(is_bot_level("hard"));
  EXPECT_TRUE(is_bot_level("beginner"));  // a ladder level of the real games
  EXPECT_FALSE(is_bot_level("grandmaster"));
}

TEST(Levels, MakeBotKnowsEveryOfferedLevelAndRejectsOthers) {
  for (const LevelInfo& level : levels_of(ToyNim::kName)) {
    auto bot = make_bot<ToyNim>(level.name, 1);
    ASSERT_NE(bot, nullptr) << level.name;
    EXPECT_EQ(bot->name(), level.name);
  }
  EXPECT_EQ(make_bot<ToyNim>("beginner", 1), nullptr);  // no ladder in this game
  EXPECT_EQ(make_bot<ToyNim>("grandmaster", 1), nullptr);
  EXPECT_EQ(make_bot<ToyNim>("", 1), nullptr);
}

TEST(Levels, BudgetOverrideReplacesTheLevelBudget) {
  auto bot = make_bot<ToyNim>("hard", 1, Budget::iters(37));
  ASSERT_NE(bot, nullptr);
  EXPECT_EQ(bot->budget().iterations, 37);
  bot->start(player_node(2, 1, 9));
  while (!bot->step(1000)) {
  }
  EXPECT_EQ(bot->info().iterations, 37);
}

TEST(ParseBudget, AcceptsTimeAndIterationForms) {
  EXPECT_EQ(parse_budget("time 100").budget->time_ms, 100.0);
  EXPECT_EQ(parse_budget("time:250").budget->time_ms, 250.0);
  EXPECT_EQ(parse_budget("40ms").budget->time_ms, 40.0);
  EXPECT_EQ(parse_budget("iterations 5000").budget->iterations, 5000);
  EXPECT_EQ(parse_budget("Iterations:7").budget->iterations, 7);
  EXPECT_EQ(parse_budget("300it").budget->iterations, 300);
  EXPECT_FALSE(parse_budget("iterations 5000").budget->time_ms.has_value());
}

TEST(ParseBudget, NamesWhatIsWrong) {
  EXPECT_FALSE(parse_budget("fast").budget);
  EXPECT_NE(parse_budget("fast").error.find("unknown budget 'fast'"), std::string::npos);
  EXPECT_NE(parse_budget("time 0").error.find("1 to 3600000"), std::string::npos);
  EXPECT_NE(parse_budget("iterations -3").error.find("iteration budget"), std::string::npos);
  EXPECT_FALSE(parse_budget("time 10x").budget);
}

TEST(Budget, PrintsItself) {
  EXPECT_EQ(Budget::time(100).to_string(), "time 100 ms");
  EXPECT_EQ(Budget::iters(5000).to_string(), "5000 iterations");
  EXPECT_EQ(Budget{}.to_string(), "unlimited");
}

// In 2-player Nim taking 1..3, leaving a multiple of 4 wins.
TEST(Mcts, FindsTheWinningNimMove) {
  for (int pile : {5, 6, 7, 9}) {
    MctsBot<ToyNim> bot("test", MctsConfig{}, Budget::iters(3000), 7);
    const Action move = think<ToyNim>(bot, player_node(2, 1, pile));
    EXPECT_EQ(move, pile % 4) << "pile " << pile << ": " << bot.describe();
    EXPECT_GT(bot.info().value, 0.6) << "pile " << pile;
  }
}

TEST(Mcts, SeesThatALosingPileIsLost) {
  MctsBot<ToyNim> bot("test", MctsConfig{}, Budget::iters(3000), 7);
  think<ToyNim>(bot, player_node(2, 1, 8));
  EXPECT_LT(bot.info().value, 0.4) << bot.describe();
  EXPECT_LT(bot.info().margin, 0.0);
}

TEST(Mcts, PrincipalVariationStartsWithTheBestMoveAndIsLegal) {
  MctsBot<ToyNim> bot("test", MctsConfig{}, Budget::iters(2000), 3);
  const ToyNim root = player_node(2, 1, 9);
  think<ToyNim>(bot, root);
  const BotInfo info = bot.info();
  ASSERT_FALSE(info.principal_variation.empty());
  EXPECT_EQ(info.principal_variation.front(), info.best);
  ToyNim state = root;
  for (Action a : info.principal_variation) ASSERT_TRUE(state.apply(a).ok());
  ASSERT_FALSE(info.top_moves.empty());
  EXPECT_EQ(info.top_moves.front().action, info.best);
  std::int64_t visits = 0;
  for (const MoveStat& m : info.top_moves) visits += m.visits;
  EXPECT_EQ(visits, info.iterations);
}

TEST(Mcts, IterationBudgetIsDeterministicHoweverTheThinkingIsSliced) {
  const ToyNim root = player_node(3, 4, 9);
  MctsBot<ToyNim> whole("a", MctsConfig{}, Budget::iters(1500), 11);
  whole.start(root);
  EXPECT_TRUE(whole.step(1e9));
  MctsBot<ToyNim> sliced("b", MctsConfig{}, Budget::iters(1500), 11);
  sliced.start(root);
  int calls = 1;
  while (!sliced.step(0.0)) ++calls;  // a zero slice still does one iteration per call
  EXPECT_GT(calls, 100);
  const BotInfo a = whole.info(), b = sliced.info();
  EXPECT_EQ(a.best, b.best);
  EXPECT_EQ(a.iterations, 1500);
  EXPECT_EQ(b.iterations, 1500);
  EXPECT_EQ(a.value, b.value);
  EXPECT_EQ(a.margin, b.margin);
  EXPECT_EQ(a.principal_variation, b.principal_variation);
  ASSERT_EQ(a.top_moves.size(), b.top_moves.size());
  for (std::size_t i = 0; i < a.top_moves.size(); ++i)
    EXPECT_EQ(a.top_moves[i].visits, b.top_moves[i].visits);
}

TEST(Mcts, StepAfterTheBudgetReturnsAtOnceAndBestMoveIsLegalBeforeThinking) {
  MctsBot<ToyNim> bot("test", MctsConfig{}, Budget::iters(10), 1);
  const ToyNim root = player_node(2, 2, 9);
  bot.start(root);
  EXPECT_TRUE(root.is_legal(bot.best_move()));
  EXPECT_EQ(bot.info().iterations, 0);
  EXPECT_FALSE(bot.info().done);
  while (!bot.step(1000)) {
  }
  EXPECT_TRUE(bot.step(1000));
  EXPECT_EQ(bot.info().iterations, 10);
  EXPECT_TRUE(bot.info().done);
}

TEST(Mcts, AForcedMoveNeedsNoThinking) {
  MctsBot<ToyNim> bot("test", MctsConfig{}, Budget::iters(1000), 1);
  bot.start(player_node(2, 1, 1));
  EXPECT_TRUE(bot.step(1000));
  EXPECT_EQ(bot.best_move(), 1);
  EXPECT_EQ(bot.info().iterations, 0);
}

TEST(Mcts, TimeBudgetEnds) {
  MctsBot<ToyNim> bot("test", MctsConfig{}, Budget::time(5), 1);
  bot.start(player_node(2, 5, 9));
  int calls = 0;
  while (!bot.step(1.0)) ++calls;
  EXPECT_GT(bot.info().iterations, 0);
  EXPECT_TRUE(player_node(2, 5, 9).is_legal(bot.best_move()));
}

TEST(Mcts, ATimeBudgetEndsEarlyOnceTheChoiceIsSettled) {
  // Taking 1 of 5 wins; the search soon prefers it so clearly that the rest of the time could
  // not change the choice.
  MctsBot<ToyNim> timed("test", MctsConfig{}, Budget::time(400), 7);
  EXPECT_EQ(think<ToyNim>(timed, player_node(2, 1, 5)), 1);
  EXPECT_TRUE(timed.info().done);
  EXPECT_LT(timed.info().elapsed_ms, 320) << timed.describe();
  // An iteration budget runs to its count however clear the choice is.
  MctsBot<ToyNim> counted("test", MctsConfig{}, Budget::iters(20000), 7);
  EXPECT_EQ(think<ToyNim>(counted, player_node(2, 1, 5)), 1);
  EXPECT_EQ(counted.info().iterations, 20000);
}

TEST(Mcts, ATimeOnlyBudgetRunsOnTheWallClockAndATimeCapOnThinkingTime) {
  const ToyNim root = player_node(2, 5, 9);
  MctsBot<ToyNim> timed("max", MctsConfig{}, Budget::time(20), 1);
  MctsBot<ToyNim> capped("hard", MctsConfig{}, Budget{20.0, 1000000}, 1);
  timed.start(root);
  capped.start(root);
  std::this_thread::sleep_for(std::chrono::milliseconds(40));  // the page renders meanwhile
  EXPECT_TRUE(timed.step(1.0));
  EXPECT_LE(timed.info().iterations, 1);
  EXPECT_FALSE(capped.step(1.0));
  EXPECT_GT(capped.info().iterations, 1);
}

TEST(Mcts, ATinyArenaStillPlaysLegalMoves) {
  MctsConfig config;
  config.max_edges = kMaxActions + 8;  // room for the root only
  MctsBot<ToyNim> bot("test", config, Budget::iters(500), 5);
  const Action move = think<ToyNim>(bot, player_node(2, 1, 7));
  EXPECT_EQ(move, 3);
  EXPECT_EQ(bot.info().iterations, 500);
}

TEST(Mcts, PlayoutsToTheEndAndCutOffsBothWork) {
  for (int rollout_rounds : {-1, 0, 1}) {
    MctsConfig config;
    config.rollout_rounds = rollout_rounds;
    MctsBot<ToyNim> bot("test", config, Budget::iters(2000), 5);
    EXPECT_EQ(think<ToyNim>(bot, player_node(2, 3, 6)), 2) << rollout_rounds;
  }
}

TEST(Greedy, TakesTheLastStoneWhenItCan) {
  GreedyBot<ToyNim> bot("greedy", 0.0, 1);
  EXPECT_EQ(think<ToyNim>(bot, player_node(2, 1, 3)), 3);
  EXPECT_EQ(think<ToyNim>(bot, player_node(3, 1, 2)), 2);
}

TEST(Random, PlaysEveryLegalMoveSometimes) {
  RandomBot<ToyNim> bot(9);
  std::array<int, 4> seen{};
  for (int i = 0; i < 60; ++i) ++seen[think<ToyNim>(bot, player_node(2, 1, 9))];
  EXPECT_GT(seen[1], 0);
  EXPECT_GT(seen[2], 0);
  EXPECT_GT(seen[3], 0);
}

TEST(Games, EveryLevelPlaysWholeGamesWithTwoToFourPlayers) {
  for (int players = 2; players <= 4; ++players) {
    std::vector<std::unique_ptr<Bot<ToyNim>>> bots;
    const char* levels[] = {"random", "easy", "medium", "hard"};
    for (int p = 0; p < players; ++p)
      bots.push_back(make_bot<ToyNim>(levels[p], 100 + p, Budget::iters(200)));
    const ToyNim end = play_toy_game(bots, 3, 42);
    EXPECT_TRUE(end.is_terminal());
    int total = 0;
    for (int p = 0; p < players; ++p) total += end.score(p);
    EXPECT_EQ(total, 1 + 2 + 3);
  }
}

TEST(Games, SearchBeatsRandomPlay) {
  double search_points = 0, random_points = 0;
  for (int game = 0; game < 20; ++game) {
    std::vector<std::unique_ptr<Bot<ToyNim>>> bots;
    bots.push_back(make_bot<ToyNim>("medium", game));
    bots.push_back(make_bot<ToyNim>("random", game));
    const int offset = game % 2;  // the search bot plays seat 0 or seat 1
    const ToyNim end = play_toy_game(bots, 3, 1000 + game, offset);
    search_points += end.score(offset == 0 ? 0 : 1);
    random_points += end.score(offset == 0 ? 1 : 0);
  }
  EXPECT_GT(search_points, 2 * random_points);
}

}  // namespace
}  // namespace azul::ai
