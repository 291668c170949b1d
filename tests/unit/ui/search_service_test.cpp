// Where the AI thinks (ui/search): this thread's frames run the jobs in the order they came, a
// slice at a time; the native threads run them at once, on every thread, with the same results;
// a job dropped stops thinking and a job hurried answers at once; and a whole game's AI moves
// and an analysis come out the same whether the searches think in the frames or on threads.
#include "ui/search/search_service.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "ai/search_runner.h"
#include "engine/core/playout.h"
#include "engine/games.h"
#include "engine/record/record.h"
#include "ui/game/game_flow.h"
#include "ui/game/game_traits_classic.h"
#include "ui/game/game_traits_pavilion.h"
#include "ui/search/analysis_jobs.h"
#include "ui/search/thread_searches.h"

namespace azul::ui {
namespace {

using Runner = SearchService::Runner;
constexpr double kFrame = 1.0 / 60.0;

// A 2-player Azul game of `moves` random moves from `seed`.
GameRecord<classic::State> random_record(int moves, std::uint64_t seed) {
  GameRecord<classic::State> record{classic::Options{}, seed, {}};
  classic::State state(record.options);
  Rng rng(seed);
  while (!state.is_terminal() && (state.is_chance() || moves-- > 0)) {
    const Action a = state.is_chance() ? sample_chance(state, rng) : random_move(state, rng);
    state.apply_unchecked(a);
    record.actions.push_back(a);
  }
  return record;
}

std::string move_request(std::uint64_t seed, std::optional<ai::Budget> budget,
                         std::string level = "medium", std::uint64_t keep = 0) {
  ai::SearchRequest request;
  request.level = std::move(level);
  request.seed = seed;
  request.budget = budget;
  request.keep = keep;
  request.record = print_record(random_record(3, 12));
  return to_text(request);
}

// Waits (on the wall clock, at most `seconds`) for the job's result.
std::optional<std::string> wait_for(SearchService& service, SearchService::JobId job,
                                    double seconds = 60.0) {
  const ai::Stopwatch watch;
  while (watch.elapsed_ms() < seconds * 1000.0) {
    service.think(5.0);
    if (std::optional<std::string> result = service.take_result(job)) return result;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  return std::nullopt;
}

TEST(FrameSearches, JobsThinkInTheFramesSlicesInTheOrderTheyCame) {
  FrameSearches frames;
  EXPECT_FALSE(frames.in_frames());
  const auto first = frames.start(move_request(1, ai::Budget::iters(300)), Runner::kAny);
  const auto second = frames.start(move_request(2, ai::Budget::iters(300)), Runner::kKeeper);
  EXPECT_TRUE(frames.in_frames()) << "the screen must draw while they think";
  EXPECT_FALSE(frames.take_result(first)) << "nothing thinks outside think()";
  frames.think(0.0);  // a frame's slice: at least one step
  std::optional<std::string> a;
  for (int slice = 0; slice < 10000 && !(a = frames.take_result(first)); ++slice) {
    EXPECT_FALSE(frames.take_result(second)) << "one at a time, in order";
    frames.think(1.0);
  }
  ASSERT_TRUE(a);
  EXPECT_TRUE(a->starts_with("move ")) << *a;
  const std::optional<std::string> b = wait_for(frames, second);
  ASSERT_TRUE(b);
  EXPECT_NE(*a, *b) << "two seeds, two searches";
  EXPECT_FALSE(frames.in_frames());
  EXPECT_FALSE(frames.take_result(first)) << "a result is taken once";
}

TEST(FrameSearches, ADroppedJobStopsAndAHurriedOneAnswersAtOnce) {
  FrameSearches frames;
  const auto long_job = frames.start(move_request(1, std::nullopt, "max"), Runner::kAny);
  const auto queued = frames.start(move_request(2, std::nullopt, "max"), Runner::kAny);
  frames.think(2.0);
  frames.cancel(long_job);
  frames.hurry(queued);
  frames.think(2.0);
  const std::optional<std::string> answer = frames.take_result(queued);
  ASSERT_TRUE(answer) << "hurried before it began: it answers as soon as it begins";
  EXPECT_TRUE(ai::parse_move_result(*answer));
  EXPECT_FALSE(frames.take_result(long_job));
  EXPECT_FALSE(frames.in_frames());
}

TEST(ThreadSearches, JobsRunOnEveryThreadWithTheFramesResults) {
  std::atomic<int> woken{0};
  ThreadSearches threads(2, [&] { ++woken; });
  FrameSearches frames;
  EXPECT_EQ(threads.parallelism(), 2);
  EXPECT_FALSE(threads.in_frames()) << "their results wake the loop; no frames needed";
  std::vector<std::string> requests;
  for (std::uint64_t seed = 1; seed <= 4; ++seed)
    requests.push_back(move_request(seed, ai::Budget::iters(500)));
  std::vector<SearchService::JobId> on_threads;
  for (const std::string& r : requests) on_threads.push_back(threads.start(r, Runner::kAny));
  for (std::size_t i = 0; i < requests.size(); ++i) {
    const std::optional<std::string> there = wait_for(threads, on_threads[i]);
    const std::optional<std::string> here =
        wait_for(frames, frames.start(requests[i], Runner::kAny));
    ASSERT_TRUE(there && here);
    // The same move and search; only the time it took may differ.
    EXPECT_EQ(ai::parse_move_result(*there)->action, ai::parse_move_result(*here)->action);
    EXPECT_EQ(ai::parse_move_result(*there)->iterations, ai::parse_move_result(*here)->iterations);
  }
  EXPECT_GE(woken.load(), 4) << "every result woke the loop";
}

TEST(ThreadSearches, ADroppedJobStopsItsThreadAndAHurriedOneAnswers) {
  ThreadSearches threads(1, [] {});
  const ai::Stopwatch watch;
  const auto dropped = threads.start(move_request(1, ai::Budget::time(60000)), Runner::kAny);
  std::this_thread::sleep_for(std::chrono::milliseconds(30));
  threads.cancel(dropped);
  const auto hurried = threads.start(move_request(2, ai::Budget::time(60000)), Runner::kKeeper);
  std::this_thread::sleep_for(std::chrono::milliseconds(30));
  threads.hurry(hurried);
  const std::optional<std::string> answer = wait_for(threads, hurried, 10.0);
  ASSERT_TRUE(answer) << "the one thread was free again, and the hurried job answered";
  EXPECT_TRUE(ai::parse_move_result(*answer));
  EXPECT_LT(watch.elapsed_ms(), 10000.0) << "neither searched its minute";
  EXPECT_FALSE(threads.take_result(dropped));
}

// Plays an AI-only game of `level` seats (kept trees) for `actions` actions on the caller's
// clock, its searches wherever `service` runs them; returns the record's actions.
template <Game S>
std::vector<Action> ai_game(SearchService& service, std::size_t actions) {
  const InstalledSearches installed(&service);
  Preferences fast;
  fast.animation = AnimationSpeed::kOff;
  fast.pacing = Pacing::kInstant;
  typename S::Options options;
  GameFlow<S> flow(GameRecord<S>{options, 77, {}},
                   {SeatSetup{false, "medium"}, SeatSetup{false, "club"}});
  double now = 0.0;
  const ai::Stopwatch watch;
  while (flow.session().action_count() < actions && !flow.session().state().is_terminal() &&
         watch.elapsed_ms() < 120000.0) {
    now += kFrame;
    flow.advance(now, fast, {});
    if (!service.in_frames()) std::this_thread::sleep_for(std::chrono::microseconds(200));
  }
  return flow.session().record().actions;
}

TEST(Searches, AnAiGameIsTheSameOnThreadsAsInTheFrames) {
  ThreadSearches threads(2, [] {});
  FrameSearches frames;
  const std::vector<Action> in_frames = ai_game<pavilion::State>(frames, 90);
  const std::vector<Action> on_threads = ai_game<pavilion::State>(threads, 90);
  ASSERT_GE(in_frames.size(), 90u);
  EXPECT_EQ(on_threads, in_frames);
}

TEST(Searches, AnAnalysisOnThreadsIsTheAnalysersOwn) {
  const GameRecord<classic::State> record = random_record(10, 91);
  const ai::AnalysisOptions options{300, {}, {}};
  ai::Analyser<classic::State> alone(record, options);
  while (!alone.step(1e9)) {
  }
  ThreadSearches threads(3, [] {});
  const InstalledSearches installed(&threads);
  AnalysisJobs<classic::State> jobs(record, options);
  const ai::Stopwatch watch;
  while (!jobs.step(1.0) && watch.elapsed_ms() < 60000.0)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  ASSERT_EQ(jobs.done(), jobs.total());
  ASSERT_EQ(jobs.review().decisions.size(), alone.review().decisions.size());
  for (std::size_t i = 0; i < alone.review().decisions.size(); ++i) {
    const ai::DecisionReview& a = alone.review().decisions[i];
    const ai::DecisionReview& b = jobs.review().decisions[i];
    EXPECT_EQ(a.best, b.best);
    EXPECT_EQ(a.played_margin, b.played_margin);
    EXPECT_EQ(a.loss, b.loss);
    EXPECT_EQ(a.margins, b.margins);
  }
}

}  // namespace
}  // namespace azul::ui
