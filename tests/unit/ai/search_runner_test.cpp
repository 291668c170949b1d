// The AI's searches as text jobs (ai/search_runner.h), which the page's Web Workers, the native
// threads and the page's own frames all run: a request reads back as it was written; a move job
// chooses what the same bot chooses on its own, and a kept bot goes on with its tree until it
// is forgotten; decision jobs searched in any order give the Analyser's review exactly (their
// numbers cross as text without losing a bit); a request that cannot run is answered with the
// reason, never a move.
#include "ai/search_runner.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "ai/make_bot.h"
#include "engine/core/playout.h"
#include "engine/games.h"
#include "engine/record/record.h"

namespace azul::ai {
namespace {

constexpr std::int64_t kIterations = 400;

// A 2-player game of `moves` random moves (and its draws) from `seed`.
template <Game S>
GameRecord<S> random_record(int moves, std::uint64_t seed) {
  GameRecord<S> record{typename S::Options{}, seed, {}};
  S state(record.options);
  Rng rng(seed);
  while (!state.is_terminal() && (state.is_chance() || moves-- > 0)) {
    const Action a = state.is_chance() ? sample_chance(state, rng) : random_move(state, rng);
    state.apply_unchecked(a);
    record.actions.push_back(a);
  }
  return record;
}

template <Game S>
std::string move_request(const GameRecord<S>& record, std::uint64_t keep = 0,
                         std::string level = "medium") {
  SearchRequest request;
  request.level = std::move(level);
  request.seed = 99;
  request.budget = Budget::iters(kIterations);
  request.keep = keep;
  request.record = print_record(record);
  return to_text(request);
}

template <class S>
class SearchRunnerTest : public ::testing::Test {};
using GameTypes = ::testing::Types<classic::State, pavilion::State>;
TYPED_TEST_SUITE(SearchRunnerTest, GameTypes);

TEST(SearchRequest, ReadsBackAsItWasWritten) {
  SearchRequest request;
  request.level = "max";
  request.seed = 18446744073709551615ull;
  request.budget = Budget{4000.5, 12345};
  request.keep = 7;
  request.record = "azul-record 1\ngame azul\nmoves\n";
  const Parsed<SearchRequest> move = parse_search_request(to_text(request));
  ASSERT_TRUE(move.ok()) << move.error;
  EXPECT_EQ(move.value->kind, SearchRequest::Kind::kMove);
  EXPECT_EQ(move.value->level, "max");
  EXPECT_EQ(move.value->seed, request.seed);
  EXPECT_EQ(move.value->budget->time_ms, 4000.5);
  EXPECT_EQ(move.value->budget->iterations, 12345);
  EXPECT_EQ(move.value->keep, 7u);
  EXPECT_EQ(move.value->record, request.record);

  SearchRequest decision;
  decision.kind = SearchRequest::Kind::kDecision;
  decision.action_index = 57;
  decision.budget = Budget::iters(17000);
  decision.record = request.record;
  const Parsed<SearchRequest> back = parse_search_request(to_text(decision));
  ASSERT_TRUE(back.ok()) << back.error;
  EXPECT_EQ(back.value->kind, SearchRequest::Kind::kDecision);
  EXPECT_EQ(back.value->action_index, 57u);
  EXPECT_EQ(back.value->budget->iterations, 17000);
  EXPECT_FALSE(back.value->budget->time_ms);
}

TEST(SearchRequest, ARequestThatCannotRunIsAnsweredWithTheReason) {
  const std::string record = print_record(random_record<classic::State>(3, 5));
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"", "not a search request"},
      {"azul-search 1\nmove\nlevel hard\nseed 1\n", "no record"},
      {"azul-search 1\nlevel hard\nrecord\n" + record, "neither a move nor a decision"},
      {"azul-search 1\nmove\nseed 1\nrecord\n" + record, "no level"},
      {"azul-search 1\nmove\nlevel hard\ncolour red\nrecord\n" + record, "'colour red'"},
      {"azul-search 1\nmove\nlevel hard\niterations -3\nrecord\n" + record, "'iterations -3'"},
      {"azul-search 1\ndecision 2\nrecord\n" + record, "no budget"},
      {"azul-search 1\nmove\nlevel grandmaster\nrecord\n" + record, "no level 'grandmaster'"},
      {"azul-search 1\ndecision 900\niterations 5\nrecord\n" + record, "no action 900"},
      {"azul-search 1\ndecision 0\niterations 5\nrecord\n" + record, "not a player's move"},
      {"azul-search 1\nmove\nlevel hard\nrecord\nazul-record 1\ngame chess\nmoves\n",
       "unknown game"},
      {"azul-search 1\nmove\nlevel hard\nrecord\nazul-record 1\ngame azul\nmoves\n",
       "not a player's turn"},
  };
  SearchRunner runner;
  for (const auto& [request, reason] : cases) {
    const std::string result = runner.run(request);
    EXPECT_TRUE(result.starts_with("error ")) << result;
    EXPECT_NE(result.find(reason), std::string::npos) << result << " should say " << reason;
  }
}

TEST(SearchResult, MoveAndDecisionResultsReadBackExactly) {
  const MoveResult move{123, 45678, 910, 1234.5678901234567, "medium: F1 B 2 value 0.5"};
  const std::optional<MoveResult> read = parse_move_result(to_text(move));
  ASSERT_TRUE(read);
  EXPECT_EQ(read->action, 123);
  EXPECT_EQ(read->iterations, 45678);
  EXPECT_EQ(read->reused_visits, 910);
  EXPECT_EQ(read->elapsed_ms, move.elapsed_ms);
  EXPECT_EQ(read->account, move.account);

  DecisionReview d;
  d.action_index = 31;
  d.best = 7;
  d.played_margin = -1.0 / 3.0;
  d.best_margin = 2.718281828459045;
  d.played_value = 0.1 + 0.2;
  d.loss = 1e-300;
  d.label = MoveLabel::kMistake;
  d.margins = {-1.0 / 7.0, 1.0 / 7.0, 5e-324};
  const std::optional<DecisionReview> back = parse_decision_result(decision_result_text(d));
  ASSERT_TRUE(back);
  EXPECT_EQ(back->action_index, d.action_index);
  EXPECT_EQ(back->best, d.best);
  EXPECT_EQ(back->played_margin, d.played_margin);
  EXPECT_EQ(back->best_margin, d.best_margin);
  EXPECT_EQ(back->played_value, d.played_value);
  EXPECT_EQ(back->loss, d.loss);
  EXPECT_EQ(back->label, d.label);
  EXPECT_EQ(back->margins, d.margins);
  d.margins.clear();  // a forced move: no margins
  EXPECT_TRUE(parse_decision_result(decision_result_text(d))->margins.empty());
  EXPECT_FALSE(parse_move_result("error the request has no record"));
  EXPECT_FALSE(parse_decision_result("error the request has no record"));
}

TYPED_TEST(SearchRunnerTest, AMoveJobChoosesWhatTheSameBotChoosesAlone) {
  using S = TypeParam;
  const GameRecord<S> record = random_record<S>(4, 21);
  auto bot = make_bot<S>("medium", 99, Budget::iters(kIterations));
  const Action alone = think(*bot, replay(record));
  SearchRunner runner;
  const std::optional<MoveResult> job = parse_move_result(runner.run(move_request(record)));
  ASSERT_TRUE(job);
  EXPECT_EQ(job->action, alone);
  EXPECT_EQ(job->iterations, bot->info().iterations);
  EXPECT_EQ(job->account.substr(0, 7), "medium:");
}

TYPED_TEST(SearchRunnerTest, AKeptBotGoesOnWithItsTreeUntilItIsForgotten) {
  using S = TypeParam;
  // Two positions a few moves apart in the same round: the second is in the first's tree.
  const GameRecord<S> first = random_record<S>(2, 33);
  GameRecord<S> second = first;
  S state = replay(second);
  auto chooser = make_bot<S>("medium", 99, Budget::iters(kIterations));
  for (int ply = 0; ply < 2; ++ply) {  // the kept bot's own move and the reply it expects
    const Action a = ply == 0 ? think(*chooser, state) : chooser->info().principal_variation[1];
    state.apply_unchecked(a);
    second.actions.push_back(a);
  }
  ASSERT_FALSE(state.is_chance());

  // The same bot kept alone, as an AI seat kept it before the searches were jobs.
  auto kept_alone = make_bot<S>("medium", 99, Budget::iters(kIterations));
  think(*kept_alone, replay(first));
  const Action alone = think(*kept_alone, replay(second));

  SearchRunner runner;
  constexpr std::uint64_t kKey = 4;
  const auto moved = parse_move_result(runner.run(move_request(first, kKey)));
  const auto again = parse_move_result(runner.run(move_request(second, kKey)));
  ASSERT_TRUE(moved && again);
  EXPECT_GT(again->reused_visits, 0) << "the second search went on in the first one's tree";
  EXPECT_EQ(again->reused_visits, kept_alone->info().reused_visits);
  EXPECT_EQ(again->action, alone);

  runner.forget(kKey);
  const auto fresh = parse_move_result(runner.run(move_request(second, kKey)));
  ASSERT_TRUE(fresh);
  EXPECT_EQ(fresh->reused_visits, 0) << "a forgotten bot's key starts afresh";
}

TYPED_TEST(SearchRunnerTest, DecisionJobsInAnyOrderGiveTheAnalysersOwnReview) {
  using S = TypeParam;
  const GameRecord<S> record = random_record<S>(8, 47);
  const AnalysisOptions options{kIterations, {}, {}};
  Analyser<S> alone(record, options);
  while (!alone.step(1e9)) {
  }

  Analyser<S> gathered(record, options);
  std::vector<std::size_t> remaining = gathered.remaining();
  ASSERT_EQ(remaining.size(), alone.total());
  std::reverse(remaining.begin(), remaining.end());  // the last decision's search ends first
  SearchRunner runner;
  for (const std::size_t action : remaining) {
    SearchRequest request;
    request.kind = SearchRequest::Kind::kDecision;
    request.action_index = action;
    request.budget = gathered.budget();
    request.record = print_record(record);
    const std::optional<DecisionReview> d = parse_decision_result(runner.run(to_text(request)));
    ASSERT_TRUE(d);
    EXPECT_EQ(gathered.done(), 0u) << "nothing is reviewed before the first decision arrives";
    gathered.add(*d);
  }
  ASSERT_EQ(gathered.done(), gathered.total());
  const GameReview& a = alone.review();
  const GameReview& b = gathered.review();
  ASSERT_EQ(a.decisions.size(), b.decisions.size());
  for (std::size_t i = 0; i < a.decisions.size(); ++i) {
    const DecisionReview& x = a.decisions[i];
    const DecisionReview& y = b.decisions[i];
    EXPECT_EQ(x.action_index, y.action_index);
    EXPECT_EQ(x.move_number, y.move_number);
    EXPECT_EQ(x.played_text, y.played_text);
    EXPECT_EQ(x.best_text, y.best_text);
    EXPECT_EQ(x.played_margin, y.played_margin) << "exactly, to the last bit";
    EXPECT_EQ(x.best_margin, y.best_margin);
    EXPECT_EQ(x.played_value, y.played_value);
    EXPECT_EQ(x.loss, y.loss);
    EXPECT_EQ(x.label, y.label);
    EXPECT_EQ(x.margins, y.margins);
  }
  for (std::size_t s = 0; s < a.seats.size(); ++s) {
    EXPECT_EQ(a.seats[s].accuracy, b.seats[s].accuracy);
    EXPECT_EQ(a.seats[s].biggest_losses, b.seats[s].biggest_losses);
  }
}

TEST(SearchRunner, AJobEndedEarlyAnswersWithALegalMoveAndACancelledOneWithNothing) {
  const GameRecord<classic::State> record = random_record<classic::State>(2, 8);
  SearchRequest request;
  request.level = "max";
  request.seed = 3;
  request.record = print_record(record);
  SearchRunner runner;
  runner.begin(to_text(request));
  EXPECT_FALSE(runner.step(5.0)) << "max thinks for seconds";
  runner.finish();
  const std::optional<MoveResult> early = parse_move_result(runner.take_result().value_or(""));
  ASSERT_TRUE(early);
  EXPECT_TRUE(replay(record).is_legal(early->action));
  EXPECT_FALSE(runner.busy());

  runner.begin(to_text(request));
  runner.step(1.0);
  runner.cancel();
  EXPECT_FALSE(runner.busy());
  EXPECT_FALSE(runner.take_result());
}

}  // namespace
}  // namespace azul::ai
