// A link game's flow without a window (ui/game/game_flow.h, ui/game/game_session.h): a
// friend's seat (by link) is never played here, the game waits to be sent once a friend is
// next, undo takes back only my own moves since the game last travelled, and AI seats play
// the same moves on every device however their thinking is sliced (iteration-only budgets).
#include <gtest/gtest.h>

#include "ai/make_bot.h"
#include "ui/game/game_flow.h"
#include "ui/game/game_traits_classic.h"

namespace azul::ui {
namespace {

constexpr double kFrame = 1.0 / 60.0;

Preferences fast() {
  Preferences preferences;
  preferences.animation = AnimationSpeed::kOff;
  preferences.pacing = Pacing::kInstant;
  return preferences;
}

GameRecord<classic::State> empty_game(int players, std::uint64_t seed = 11) {
  classic::Options options;
  options.players = players;
  return GameRecord<classic::State>{options, seed, {}};
}

// Advances until `done()` or `frames` frames; returns the clock.
template <class Done>
double run(GameFlow<classic::State>& flow, double now, int frames, Done done) {
  for (int i = 0; i < frames && !done(); ++i) {
    now += kFrame;
    flow.advance(now, fast(), {});
  }
  return now;
}

// Plays the first legal move for the seat to move.
void play_first(GameFlow<classic::State>& flow, double now) {
  ActionList legal;
  flow.session().state().legal_actions(legal);
  ASSERT_FALSE(legal.empty());
  ASSERT_TRUE(flow.play(legal[0], now, fast()));
}

TEST(LinkFlow, AFriendsSeatWaitsForTheLinkAndTheGameWaitsToBeSent) {
  const SeatSetup me{true, "easy"};
  GameFlow<classic::State> flow(empty_game(2), {me, ai::friend_seat()});
  double now = run(flow, 0.0, 200, [&] { return !flow.session().state().is_chance(); });
  const int first = flow.session().state().current_player();
  if (first == 1) {  // the friend starts: nothing is played for them, the deal is to be sent
    const std::size_t before = flow.session().action_count();
    now = run(flow, now, 100, [] { return false; });
    EXPECT_EQ(flow.session().action_count(), before);
    EXPECT_TRUE(flow.session().awaiting_send());
    return;
  }
  EXPECT_FALSE(flow.session().awaiting_send()) << "my turn: nothing to send yet";
  play_first(flow, now);
  EXPECT_EQ(flow.session().state().current_player(), 1);
  EXPECT_TRUE(flow.session().awaiting_send());
  EXPECT_TRUE(flow.session().can_undo()) << "my move, not sent yet";
  const std::size_t before = flow.session().action_count();
  run(flow, now, 100, [] { return false; });
  EXPECT_EQ(flow.session().action_count(), before) << "the friend's seat is not played here";
  flow.session().mark_shared();
  EXPECT_FALSE(flow.session().awaiting_send());
  EXPECT_FALSE(flow.session().can_undo()) << "a sent move stays";
}

TEST(LinkFlow, UndoNeverTakesBackWhatArrivedByLink) {
  // The game as it arrives at the friend's device: seat 2 is theirs, everything shared.
  GameFlow<classic::State> start(empty_game(2), {SeatSetup{true, "easy"}, SeatSetup{true, "easy"}});
  double now = run(start, 0.0, 200, [&] { return !start.session().state().is_chance(); });
  play_first(start, now);  // a person's move that travels with the link
  auto record = start.session().record();
  const std::size_t arrived = record.actions.size();
  const int mover = start.session().state().current_player();
  std::vector<SeatSetup> seats(2, ai::friend_seat());
  seats[static_cast<std::size_t>(mover)] = SeatSetup{true, "easy"};
  GameFlow<classic::State> flow(std::move(record), seats, arrived);
  EXPECT_FALSE(flow.session().can_undo()) << "the friend's move arrived: not mine to undo";
  play_first(flow, now);
  EXPECT_TRUE(flow.session().can_undo());
  ASSERT_TRUE(flow.undo(now, fast()));
  EXPECT_EQ(flow.session().action_count(), arrived) << "back to the game as it arrived";
  EXPECT_FALSE(flow.session().can_undo());
}

TEST(LinkFlow, AiSeatsMoveTheSameOnEveryDeviceWithIterationBudgets) {
  for (const char* level : {"medium", "hard", "max"}) {
    const auto budget = ai::link_game_budget<classic::State>(level);
    ASSERT_TRUE(budget) << level;
    EXPECT_FALSE(budget->time_ms) << level << ": no wall clock in a link game";
    EXPECT_TRUE(budget->iterations) << level;
  }
  EXPECT_FALSE(ai::link_game_budget<classic::State>("easy"));

  // Two devices with the same record: the AI seat (medium) after my move plays the same move,
  // however many frames its thinking is spread over.
  const std::vector<SeatSetup> seats = {SeatSetup{true, "easy"}, SeatSetup{false, "medium"},
                                        ai::friend_seat()};
  std::vector<Action> chosen;
  for (double frame : {kFrame, kFrame * 0.2}) {
    GameFlow<classic::State> flow(empty_game(3, 5), seats);
    double now = run(flow, 0.0, 200, [&] { return !flow.session().state().is_chance(); });
    for (int guard = 0; guard < 20 && flow.session().state().current_player() != 1; ++guard) {
      if (flow.session().state().current_player() == 0) {
        play_first(flow, now);
      } else {  // the friend's seat: play it as their link would
        ActionList legal;
        flow.session().state().legal_actions(legal);
        ASSERT_TRUE(flow.session().play(legal[0]).ok());
      }
    }
    ASSERT_EQ(flow.session().state().current_player(), 1);
    const std::size_t before = flow.session().action_count();
    for (int i = 0; i < 100000 && flow.session().action_count() == before; ++i) {
      now += frame;
      flow.advance(now, fast(), {});
    }
    ASSERT_GT(flow.session().action_count(), before);
    chosen.push_back(flow.session().record().actions[before]);
  }
  EXPECT_EQ(chosen[0], chosen[1]);
}

TEST(LinkFlow, AnIterationBudgetGivesTheSameMoveHoweverTheThinkingIsSliced) {
  classic::State state(empty_game(2, 8).options);
  Rng rng(8);
  while (state.is_chance()) state.apply_unchecked(sample_chance(state, rng));
  const auto budget = ai::link_game_budget<classic::State>("medium");
  auto whole = ai::make_bot<classic::State>("medium", 42, budget);
  auto sliced = ai::make_bot<classic::State>("medium", 42, budget);
  whole->start(state);
  sliced->start(state);
  while (!whole->step(1e9)) {
  }
  int slices = 0;
  while (!sliced->step(0.01)) ++slices;
  EXPECT_EQ(whole->best_move(), sliced->best_move()) << "after " << slices << " slices";
}

}  // namespace
}  // namespace azul::ui
