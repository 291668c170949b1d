// Generic random simulation over seeds x players x board side x score floor. At every step:
// all 132 tiles are accounted for, a copy equals the original, legal actions are sorted and
// unique and agree with is_legal for every id, notation round-trips, illegal actions are
// rejected without changing anything, checked and unchecked apply agree, scores stay in
// range and breakdowns add up; every game ends after round 6.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <tuple>
#include <vector>

#include "engine/core/playout.h"
#include "engine/pavilion/state.h"

namespace azul::pavilion {
namespace {

constexpr int kSeedsPerConfig = 12;
constexpr int kMaxScore = 304;
// Every step checks the cheap invariants; every kDeepCheckEvery-th step also checks every id
// and every notation.
constexpr int kDeepCheckEvery = 5;

struct Coverage {
  int bonus_phases = 0;
  int chance_from_tower = 0;
  int completed_stars = 0;
  int kept_tiles = 0;
  int games = 0;
};

Options RandomOptions(int players, Side side, int floor, Rng& rng, int seed) {
  Options options;
  options.players = players;
  options.side = side;
  options.score_floor = floor;
  options.start_player = seed % players;
  if (seed % 2 == 1) {  // a random wild order for half of the games
    for (int i = kRounds - 1; i > 0; --i)
      std::swap(options.wild_order[i],
                options.wild_order[rng.below(static_cast<std::uint32_t>(i + 1))]);
  }
  EXPECT_TRUE(options.validate().ok());
  return options;
}

// A simple greedy player so that games get far (uniform random play passes at once): mostly
// the placement that scores most right now, else any move; a pass keeps as much as it can.
Action ChooseMove(const State& s, const ActionList& legal, Rng& rng) {
  const int roll = static_cast<int>(rng.below(10));
  if (roll >= 8) return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
  Action best = legal[0];
  int best_value = -1000;
  for (Action a : legal) {
    const DecodedAction d = decode_action(a);
    int value = 0;
    if (d.kind == ActionKind::kPlace) {
      const std::uint64_t covered =
          s.player(s.current_player()).covered | space_bit(d.star, d.position);
      const int points = kRunLength[star_bits(covered, d.star)][d.position - 1];
      value = 10 * points - d.wilds + static_cast<int>(rng.below(5));
    } else if (d.kind == ActionKind::kPass) {
      value = total(keep_from_rank(d.keep_rank)) - 5;
    } else {
      value = static_cast<int>(rng.below(100));
    }
    if (value > best_value) {
      best_value = value;
      best = a;
    }
  }
  return best;
}

void CheckState(const State& s, int step, Coverage& coverage) {
  ASSERT_EQ(s.tiles_accounted(), kTotalTiles);
  const State copy = s;
  ASSERT_TRUE(copy == s);
  ASSERT_GE(s.round(), 1);
  ASSERT_LE(s.round(), kRounds);
  for (int seat = 0; seat < s.num_players(); ++seat) {
    ASSERT_GE(s.score(seat), s.options().score_floor);
    ASSERT_LE(s.score(seat), kMaxScore);
    if (step % kDeepCheckEvery == 0) {
      int sum = 0;
      for (const ScoreLine& line : s.breakdown(seat)) sum += line.points;
      ASSERT_EQ(sum, s.score(seat));
    }
  }
  if (s.phase() == Phase::kBonus) ++coverage.bonus_phases;

  ActionList legal;
  s.legal_actions(legal);
  ChanceList outcomes;
  s.chance_outcomes(outcomes);
  if (s.is_chance()) {
    ASSERT_TRUE(legal.empty());
    ASSERT_FALSE(outcomes.empty());
    ASSERT_EQ(s.current_player(), kChancePlayer);
    int weight = 0;
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
      if (i > 0) {
        ASSERT_LT(outcomes[i - 1].action, outcomes[i].action);
      }
      ASSERT_EQ(outcomes[i].weight, s.bag()[outcomes[i].action]);
      ASSERT_TRUE(s.is_legal(outcomes[i].action));
      weight += outcomes[i].weight;
    }
    ASSERT_EQ(weight, total(s.bag()));
    for (int c = 0; c < kNumColours; ++c)
      if (s.bag()[c] == 0) {
        ASSERT_FALSE(s.is_legal(draw_action(Colour(c))));
      }
    return;
  }
  ASSERT_TRUE(outcomes.empty());
  ASSERT_FALSE(legal.empty());
  ASSERT_GE(s.current_player(), 0);
  ASSERT_LT(s.current_player(), s.num_players());
  for (std::size_t i = 1; i < legal.size(); ++i) ASSERT_LT(legal[i - 1], legal[i]);
  // The list without passes (the AI's playouts) is the same list, its passes left out.
  ActionList except_passes;
  s.legal_actions_except_passes(except_passes);
  std::vector<Action> expected;
  for (Action a : legal)
    if (a < kPassBase) expected.push_back(a);
  ASSERT_EQ(std::vector<Action>(except_passes.begin(), except_passes.end()), expected);
  if (step % kDeepCheckEvery != 0) return;
  for (Action a : legal) {
    const std::string text = s.action_to_string(a);
    const Parsed<Action> back = s.parse_action(text);
    ASSERT_TRUE(back.ok()) << text << ": " << back.error;
    ASSERT_EQ(*back.value, a) << text;
  }
  for (Action id = 0; id < kNumActionIds; ++id) {
    const bool listed = std::binary_search(legal.begin(), legal.end(), id);
    ASSERT_EQ(s.is_legal(id), listed) << s.action_to_string(id);
  }
}

void CheckRejection(State& s, const ActionList& legal, Rng& rng) {
  for (int attempt = 0; attempt < 3; ++attempt) {
    const Action id = static_cast<Action>(rng.below(kNumActionIds + 5));
    if (std::binary_search(legal.begin(), legal.end(), id)) continue;
    if (s.is_chance() && id < kTakeBase && s.bag()[id] > 0) continue;
    const State before = s;
    const Status status = s.apply(id);
    ASSERT_FALSE(status.ok()) << s.action_to_string(id);
    ASSERT_FALSE(status.message().empty());
    ASSERT_TRUE(s == before) << "rejected " << s.action_to_string(id) << " changed the state";
  }
}

class PavilionSimulation : public ::testing::TestWithParam<std::tuple<int, Side, int>> {};

TEST_P(PavilionSimulation, RandomGamesKeepEveryInvariant) {
  const auto [players, side, floor] = GetParam();
  Coverage coverage;
  for (int seed = 0; seed < kSeedsPerConfig; ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    Rng rng(static_cast<std::uint64_t>(seed * 1000 + players * 10 + floor));
    State s(RandomOptions(players, side, floor, rng, seed));
    int step = 0;
    int last_round = 1;
    while (!s.is_terminal()) {
      CheckState(s, step, coverage);
      if (::testing::Test::HasFailure()) {
        ADD_FAILURE() << "at step " << step << " in\n" << s.to_string();
        return;
      }
      ActionList legal;
      s.legal_actions(legal);
      CheckRejection(s, legal, rng);
      if (::testing::Test::HasFatalFailure()) return;
      const int tower_before = total(s.tower());
      const Action action = s.is_chance() ? sample_chance(s, rng) : ChooseMove(s, legal, rng);
      if (decode_action(action).kind == ActionKind::kPass)
        coverage.kept_tiles += total(keep_from_rank(decode_action(action).keep_rank));
      State unchecked = s;
      unchecked.apply_unchecked(action);
      ASSERT_TRUE(s.apply(action).ok()) << s.action_to_string(action);
      ASSERT_TRUE(unchecked == s);
      if (s.is_chance() && tower_before > 0 && total(s.tower()) == 0) ++coverage.chance_from_tower;
      ASSERT_GE(s.round(), last_round);
      last_round = s.round();
      ++step;
    }
    ASSERT_EQ(s.round(), kRounds);
    ASSERT_EQ(s.current_player(), kTerminal);
    ASSERT_EQ(s.tiles_accounted(), kTotalTiles);
    for (int seat = 0; seat < players; ++seat) {
      ASSERT_GE(s.score(seat), 0);
      ASSERT_LE(s.score(seat), kMaxScore);
      int sum = 0;
      for (const ScoreLine& line : s.breakdown(seat)) sum += line.points;
      ASSERT_EQ(sum, s.score(seat));
      for (int star = 0; star < kNumStars; ++star)
        coverage.completed_stars += star_bits(s.player(seat).covered, star) == kFullStarMask;
      ASSERT_EQ(total(s.player(seat).hand) + total(s.player(seat).corners), 0);
    }
    ++coverage.games;
  }
  // The simulation must actually reach the interesting parts of the rules.
  EXPECT_EQ(coverage.games, kSeedsPerConfig);
  EXPECT_GT(coverage.bonus_phases, 0);
  EXPECT_GT(coverage.kept_tiles, 0);
  EXPECT_GT(coverage.completed_stars, 0);
  EXPECT_GT(coverage.chance_from_tower, 0);
  std::printf("[ coverage ] %d bonus phases, %d kept tiles, %d complete stars, %d bag refills\n",
              coverage.bonus_phases, coverage.kept_tiles, coverage.completed_stars,
              coverage.chance_from_tower);
}

std::string ConfigName(const ::testing::TestParamInfo<std::tuple<int, Side, int>>& config) {
  const auto& [players, side, floor] = config.param;
  return std::to_string(players) + "players_" +
         (side == Side::kColoured ? "coloured" : "monochrome") + "_floor" + std::to_string(floor);
}

INSTANTIATE_TEST_SUITE_P(AllConfigurations, PavilionSimulation,
                         ::testing::Combine(::testing::Values(2, 3, 4),
                                            ::testing::Values(Side::kColoured, Side::kMonochrome),
                                            ::testing::Values(1, 0)),
                         ConfigName);

// Many fast games with the generic playout loop (uniformly random moves): every game ends
// after six rounds with all tiles accounted for.
TEST(PavilionSimulation, UniformRandomPlayoutsEnd) {
  Rng rng(7);
  for (int game = 0; game < 200; ++game) {
    Options options;
    options.players = 2 + game % 3;
    options.side = game % 2 ? Side::kMonochrome : Side::kColoured;
    options.score_floor = (game / 2) % 2;
    State s(options);
    random_playout(s, rng);
    ASSERT_TRUE(s.is_terminal());
    ASSERT_EQ(s.round(), kRounds);
    ASSERT_EQ(s.tiles_accounted(), kTotalTiles);
  }
}

}  // namespace
}  // namespace azul::pavilion
