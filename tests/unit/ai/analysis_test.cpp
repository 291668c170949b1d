// Analysis of recorded games (ai/analysis.h) on both real games: a deliberately bad move is
// labelled a mistake or a blunder and the search's own choice best; the same record always
// gives the same review; the per-seat summary counts what the decisions say.
#include "ai/analysis.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <climits>
#include <vector>

#include "ai/make_bot.h"
#include "engine/core/playout.h"
#include "engine/games.h"

namespace azul::ai {
namespace {

// Small enough for the sanitizer build, large enough for stable labels of clear mistakes.
constexpr std::int64_t kTestIterations = 3000;
constexpr std::uint64_t kSeed = 17;
constexpr int kManyTiles = 6;  // a Summer Pavilion hand worth placing

template <Game S>
GameRecord<S> new_record(std::uint64_t seed) {
  return GameRecord<S>{typename S::Options{}, seed, {}};
}

// Plays the record on: draws from the seed, moves by `choose` until it returns nothing.
template <Game S, class Choose>
S play_on(GameRecord<S>& record, Rng& rng, Choose choose) {
  S state = replay(record);
  while (!state.is_terminal()) {
    std::optional<Action> a;
    if (state.is_chance())
      a = sample_chance(state, rng);
    else
      a = choose(state);
    if (!a) break;
    EXPECT_TRUE(state.apply(*a).ok());
    record.actions.push_back(*a);
  }
  return state;
}

template <Game S>
GameReview review_of(const GameRecord<S>& record, std::vector<int> seats = {}) {
  Analyser<S> analyser(record, AnalysisOptions{kTestIterations, std::move(seats)});
  while (!analyser.step(1000.0)) {
  }
  EXPECT_EQ(analyser.done(), analyser.total());
  return analyser.review();
}

// A 2-player Azul game of `moves` random moves (and its draws) from kSeed.
GameRecord<classic::State> random_classic_record(int moves) {
  GameRecord<classic::State> record = new_record<classic::State>(kSeed);
  Rng rng(kSeed);
  play_on(record, rng, [&](const classic::State& s) -> std::optional<Action> {
    if (moves-- == 0) return std::nullopt;
    return random_move(s, rng);
  });
  return record;
}

// The last decision of a review (the move under test is the record's last action).
DecisionReview last(const GameReview& review) {
  EXPECT_FALSE(review.decisions.empty());
  return review.decisions.empty() ? DecisionReview{} : review.decisions.back();
}

TEST(Analysis, ClassicTilesOnTheFloorWhenALineTakesThemAllIsAMistake) {
  // The first move of the game: every tile of a factory's colour straight to the floor.
  GameRecord<classic::State> record = new_record<classic::State>(kSeed);
  Rng rng(kSeed);
  bool moved = false;
  play_on(record, rng, [&](const classic::State& s) -> std::optional<Action> {
    if (moved) return std::nullopt;
    moved = true;
    const classic::Colour colour =
        *std::find_if(classic::kAllColours.begin(), classic::kAllColours.end(),
                      [&](classic::Colour c) { return s.factory(0).count(c) > 0; });
    return classic::take_id(0, colour, classic::kFloorDestination);
  });
  const DecisionReview bad = last(review_of(record));
  EXPECT_GE(bad.label, MoveLabel::kMistake) << "loss " << bad.loss;
  EXPECT_NE(bad.best, bad.played);

  // The search's own choice instead is the best move.
  record.actions.back() = bad.best;
  const DecisionReview good = last(review_of(record));
  EXPECT_EQ(good.label, MoveLabel::kBest);
  EXPECT_EQ(good.loss, 0.0);
}

TEST(Analysis, PavilionPassingWithTilesToPlaceIsAMistakeAndTheSearchsChoiceBest) {
  // Phase 1 played by the easy bot; at the first placing decision with something to place,
  // the pass that throws away the most points.
  GameRecord<pavilion::State> record = new_record<pavilion::State>(kSeed);
  Rng rng(kSeed);
  auto easy = make_bot<pavilion::State>("easy", kSeed);
  bool passed = false;
  play_on(record, rng, [&](const pavilion::State& s) -> std::optional<Action> {
    if (passed) return std::nullopt;
    ActionList legal;
    s.legal_actions(legal);
    const bool can_place = std::any_of(legal.begin(), legal.end(), [](Action a) {
      return pavilion::decode_action(a).kind == pavilion::ActionKind::kPlace;
    });
    if (!can_place || pavilion::total(s.player(s.current_player()).hand) < kManyTiles)
      return think(*easy, s);
    passed = true;
    Action worst = legal[0];
    int worst_score = INT_MAX;
    for (Action a : legal) {
      if (pavilion::decode_action(a).kind != pavilion::ActionKind::kPass) continue;
      pavilion::State after = s;
      after.apply_unchecked(a);
      if (after.score(s.current_player()) < worst_score) {
        worst_score = after.score(s.current_player());
        worst = a;
      }
    }
    return worst;
  });
  ASSERT_TRUE(passed);
  const int mover = replay(record, record.actions.size() - 1).current_player();
  const DecisionReview bad = last(review_of(record, {mover}));
  EXPECT_GE(bad.label, MoveLabel::kMistake) << "loss " << bad.loss;
  EXPECT_NE(bad.best, bad.played);

  // The search's own choice instead is the best move, and the same record reviews the same.
  record.actions.back() = bad.best;
  const GameReview once = review_of(record, {mover});
  // (Watching another move changes the search: what is left is within its noise.)
  EXPECT_EQ(last(once).label, MoveLabel::kBest) << "loss " << last(once).loss;
  const GameReview twice = review_of(record, {mover});
  ASSERT_EQ(once.decisions.size(), twice.decisions.size());
  for (std::size_t i = 0; i < once.decisions.size(); ++i) {
    EXPECT_EQ(once.decisions[i].best, twice.decisions[i].best);
    EXPECT_EQ(once.decisions[i].margins, twice.decisions[i].margins);
    EXPECT_EQ(once.decisions[i].label, twice.decisions[i].label);
  }
}

TEST(Analysis, TheSameRecordGivesTheSameReview) {
  const GameRecord<classic::State> record = random_classic_record(12);
  const GameReview a = review_of(record);
  const GameReview b = review_of(record);
  ASSERT_EQ(a.decisions.size(), 12u);
  ASSERT_EQ(a.decisions.size(), b.decisions.size());
  for (std::size_t i = 0; i < a.decisions.size(); ++i) {
    EXPECT_EQ(a.decisions[i].best, b.decisions[i].best);
    EXPECT_EQ(a.decisions[i].played_margin, b.decisions[i].played_margin);
    EXPECT_EQ(a.decisions[i].loss, b.decisions[i].loss);
    EXPECT_EQ(a.decisions[i].label, b.decisions[i].label);
  }
  // Only the seats asked for.
  for (const DecisionReview& d : review_of(record, {1}).decisions) EXPECT_EQ(d.seat, 1);
}

TEST(Analysis, EverySeatHasAMarginAfterEachMoveAndTheMoversIsThePlayedOne) {
  const GameRecord<classic::State> record = random_classic_record(6);
  for (const DecisionReview& d : review_of(record).decisions) {
    ASSERT_EQ(d.margins.size(), 2u);
    // Two players: each one's margin is the other's, negated.
    EXPECT_NEAR(d.margins[0], -d.margins[1], 1e-9);
    EXPECT_NEAR(d.margins[static_cast<std::size_t>(d.seat)], d.played_margin, 1e-9);
  }
}

TEST(Analysis, KnownDecisionsAreTakenBackAndOnlyTheRestIsSearched) {
  const GameRecord<classic::State> record = random_classic_record(8);
  const GameReview whole = review_of(record);
  AnalysisOptions options{kTestIterations, {}, {}};
  options.known.assign(whole.decisions.begin(), whole.decisions.begin() + 5);
  options.known[2].played_text.clear();  // texts come from the record, not from what is known
  Analyser<classic::State> analyser(record, options);
  EXPECT_EQ(analyser.done(), 5u);
  EXPECT_EQ(analyser.review().decisions[2].played_text, whole.decisions[2].played_text);
  while (!analyser.step(1000.0)) {
  }
  ASSERT_EQ(analyser.review().decisions.size(), whole.decisions.size());
  for (std::size_t i = 0; i < whole.decisions.size(); ++i)
    EXPECT_EQ(analyser.review().decisions[i].loss, whole.decisions[i].loss);

  // A known decision that is not the record's move any more, and all after it, are searched.
  options.known[3].played ^= 1;
  EXPECT_EQ(Analyser<classic::State>(record, options).done(), 3u);
}

TEST(Analysis, ATimeBudgetReviewsEveryDecisionInAboutThatTimeEach) {
  const GameRecord<classic::State> record = random_classic_record(4);
  AnalysisOptions options;
  options.time_ms = 20;
  Analyser<classic::State> analyser(record, options);
  const Stopwatch watch;
  while (!analyser.step(1000.0)) {
  }
  ASSERT_EQ(analyser.review().decisions.size(), 4u);
  for (const DecisionReview& d : analyser.review().decisions) EXPECT_FALSE(d.best_text.empty());
  // Four decisions of at most 20 ms each (a generous bound: no timing is asserted closely).
  EXPECT_LT(watch.elapsed_ms(), 4 * 20 * 50.0);
}

TEST(Analysis, TheSummaryCountsTheLabels) {
  std::vector<DecisionReview> decisions(5);
  const MoveLabel labels[] = {MoveLabel::kBest, MoveLabel::kGood, MoveLabel::kMistake,
                              MoveLabel::kBlunder, MoveLabel::kInaccuracy};
  const double losses[] = {0.0, 1.0, 5.0, 9.0, 3.0};
  for (std::size_t i = 0; i < decisions.size(); ++i) {
    decisions[i].seat = i == 4 ? 1 : 0;
    decisions[i].label = labels[i];
    decisions[i].loss = losses[i];
  }
  const std::vector<SeatReview> seats = summarise(decisions, 2);
  EXPECT_EQ(seats[0].decisions, 4);
  EXPECT_DOUBLE_EQ(seats[0].accuracy, 0.5);
  EXPECT_EQ(seats[0].mistakes, 1);
  EXPECT_EQ(seats[0].blunders, 1);
  EXPECT_EQ(seats[0].biggest_losses, (std::vector<std::size_t>{3, 2, 1}));
  EXPECT_EQ(seats[1].inaccuracies, 1);
  EXPECT_EQ(label_for(0.2, {0.5, 2, 4, 8}, false), MoveLabel::kBest);
  EXPECT_EQ(label_for(8.0, {0.5, 2, 4, 8}, false), MoveLabel::kBlunder);
}

// In a lost position every measured move has a negative margin; a move the search never tried
// has only the default 0 and must not be taken for a better one (it once labelled the only
// sensible placement of a round-6 hand a blunder against an untried pass).
TEST(Analysis, TheMoveComparedWithIsOneTheSearchTried) {
  const Action played = 3, untried = 7, tried = 9;
  std::vector<MoveStat> moves = {{played, 400, 0.05, -25.0, 0.9}, {untried, 0, 0.0, 0.0, 0.0}};
  EXPECT_FALSE(most_visited_other(moves, played).has_value());
  moves.push_back({tried, 12, 0.02, -27.0, 0.1});
  const std::optional<MoveStat> other = most_visited_other(moves, played);
  ASSERT_TRUE(other.has_value());
  EXPECT_EQ(other->action, tried);
}

}  // namespace
}  // namespace azul::ai
