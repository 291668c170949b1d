// Generic random simulation over seeds x player counts x wall sides: invariants checked at
// every step of uniformly random games (tile conservation, copies, sorted unique legal moves,
// notation round trips, rejected illegal ids, scores, termination).
#include "classic_test_support.h"

#include "engine/classic/dead_end.h"
#include "engine/core/playout.h"

namespace azul::classic::testing {
namespace {

constexpr int kSeeds = 24;
constexpr int kMaxSteps = 20000;  // far above any game seen (about 200-400 actions)

void check_invariants(const State& s) {
  ASSERT_EQ(s.tile_total(), kTotalTiles) << s.to_string();
  for (Colour c : kAllColours) ASSERT_EQ(s.tile_total(c), kTilesPerColour) << s.to_string();
  int on_table = s.centre().total();
  for (int f = 0; f < s.num_factories(); ++f) {
    on_table += s.factory(f).total();
    ASSERT_LE(s.factory(f).total(), kTilesPerFactory);
  }
  ASSERT_EQ(on_table, s.tiles_on_table());
  for (int seat = 0; seat < s.num_players(); ++seat) {
    ASSERT_GE(s.score(seat), 0);
    ASSERT_EQ(breakdown_total(s, seat), s.score(seat));
    ASSERT_EQ(s.tiebreak(seat), s.board(seat).wall.complete_rows());
    for (int row = 0; row < kWallSize; ++row) {
      const PatternLine& line = s.board(seat).lines[row];
      ASSERT_LE(line.count, pattern_line_capacity(row));
      if (line.count > 0) {
        ASSERT_FALSE(s.board(seat).wall.row_has(row, line.colour));
      }
    }
  }
}

void check_moves(State& s, Rng& rng) {
  ActionList actions;
  s.legal_actions(actions);
  ChanceList outcomes;
  s.chance_outcomes(outcomes);
  if (s.is_chance()) {
    ASSERT_TRUE(actions.empty());
    ASSERT_FALSE(outcomes.empty());
    int weights = 0;
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
      if (i > 0) {
        ASSERT_LT(outcomes[i - 1].action, outcomes[i].action);
      }
      ASSERT_EQ(outcomes[i].weight, s.bag().count(decode_draw(outcomes[i].action)));
      ASSERT_TRUE(s.is_legal(outcomes[i].action));
      weights += outcomes[i].weight;
      actions.push_back(outcomes[i].action);  // also round-trip their notation below
    }
    ASSERT_EQ(weights, s.bag().total());
    ASSERT_EQ(weights, s.chance_weight_total());
    ASSERT_EQ(s.legal_action_count(), 0);
    // The fast chance path picks what sample_chance picks for every pick.
    int pick = 0;
    for (const ChanceOutcome& o : outcomes)
      for (int i = 0; i < o.weight; ++i) ASSERT_EQ(s.chance_outcome_at(pick++), o.action);
  } else {
    ASSERT_TRUE(outcomes.empty());
    ASSERT_EQ(s.chance_weight_total(), 0);
    ASSERT_FALSE(actions.empty()) << s.to_string();
    for (std::size_t i = 1; i < actions.size(); ++i) ASSERT_LT(actions[i - 1], actions[i]);
    // The fast move path (random_move) picks what the list holds at every index.
    ASSERT_EQ(s.legal_action_count(), static_cast<int>(actions.size()));
    for (std::size_t k = 0; k < actions.size(); ++k)
      ASSERT_EQ(s.legal_action_at(static_cast<int>(k)), actions[k]) << k;
  }
  for (Action a : actions) {
    ASSERT_TRUE(s.is_legal(a));
    const std::string text = s.action_to_string(a);
    const Parsed<Action> back = s.parse_action(text);
    ASSERT_TRUE(back.ok()) << text << ": " << back.error;
    ASSERT_EQ(*back.value, a) << text;
  }
  // Every id that is not listed is illegal and rejected without changing anything.
  const State before = s;
  for (int tries = 0; tries < 3; ++tries) {
    const Action a = static_cast<Action>(rng.below(kActionIdEnd + 10));
    if (std::find(actions.begin(), actions.end(), a) != actions.end()) continue;
    ASSERT_FALSE(s.is_legal(a)) << s.action_to_string(a);
    const Status status = s.apply(a);
    ASSERT_FALSE(status.ok());
    ASSERT_FALSE(status.message().empty());
    ASSERT_TRUE(s == before) << s.action_to_string(a);
  }
}

void play_random_game(const Options& options, std::uint64_t seed) {
  Rng rng(seed);
  State s(options);
  int steps = 0;
  while (!s.is_terminal()) {
    ASSERT_LT(++steps, kMaxSteps) << "the game does not end";
    const State copy = s;
    ASSERT_TRUE(copy == s);
    ASSERT_NO_FATAL_FAILURE(check_invariants(s));
    ASSERT_NO_FATAL_FAILURE(check_moves(s, rng));
    const Action a = s.is_chance() ? sample_chance(s, rng) : random_move(s, rng);
    const Status status = s.apply(a);
    ASSERT_TRUE(status.ok()) << status.message();
    // The unchecked path gives the same state.
    State unchecked = copy;
    unchecked.apply_unchecked(a);
    ASSERT_TRUE(unchecked == s);
    ASSERT_FALSE(s.to_string().empty());
  }
  ASSERT_NO_FATAL_FAILURE(check_invariants(s));
  ASSERT_EQ(s.current_player(), kTerminal);
  bool row_complete = false;
  for (int seat = 0; seat < s.num_players(); ++seat) {
    row_complete = row_complete || s.board(seat).wall.complete_rows() > 0;
    const ScoreLedger& ledger = s.board(seat).ledger;
    const Wall& wall = s.board(seat).wall;
    ASSERT_EQ(ledger.row_bonuses, 2 * wall.complete_rows());
    ASSERT_EQ(ledger.column_bonuses, 7 * wall.complete_columns());
    ASSERT_EQ(ledger.colour_bonuses, 10 * wall.complete_colours());
  }
  // A game ends by a complete row, or else by Decision 6 or 7: no row can be completed any more.
  if (!row_complete) {
    ASSERT_FALSE(some_row_can_still_be_completed(s)) << s.to_string();
  }
}

class ClassicRandomGames : public ::testing::TestWithParam<std::tuple<int, WallSide>> {};

TEST_P(ClassicRandomGames, InvariantsHoldAtEveryStep) {
  const auto [players, wall] = GetParam();
  for (int seed = 0; seed < kSeeds; ++seed) {
    const Options o = options(players, wall, seed % players);
    ASSERT_NO_FATAL_FAILURE(play_random_game(o, 1000 * players + seed)) << "seed " << seed;
  }
}

std::string setup_name(const ::testing::TestParamInfo<std::tuple<int, WallSide>>& setup) {
  return std::to_string(std::get<0>(setup.param)) + "players_" +
         (std::get<1>(setup.param) == WallSide::Grey ? "grey" : "coloured");
}

INSTANTIATE_TEST_SUITE_P(AllSetups, ClassicRandomGames,
                         ::testing::Combine(::testing::Values(2, 3, 4),
                                            ::testing::Values(WallSide::Coloured, WallSide::Grey)),
                         setup_name);

TEST(ClassicRandomGames, SameSeedSameGame) {
  const Options o = options(3, WallSide::Grey, 1);
  State a(o), b(o);
  Rng ra(77), rb(77);
  random_playout(a, ra);
  random_playout(b, rb);
  EXPECT_TRUE(a == b);
  EXPECT_TRUE(a.is_terminal());
}

}  // namespace
}  // namespace azul::classic::testing
