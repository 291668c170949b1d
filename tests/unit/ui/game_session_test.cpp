// GameSession: the record, chance draws that never re-roll, undo against AI seats, loading a
// record, viewing earlier positions and the after-action hook.
#include "ui/game/game_session.h"

#include <gtest/gtest.h>

#include "engine/classic/state.h"
#include "engine/pavilion/state.h"

namespace azul::ui {
namespace {

using classic::State;

std::vector<SeatSetup> human_vs_ai() { return {SeatSetup{true, "easy"}, SeatSetup{false, "easy"}}; }

GameSession<State> new_session(std::uint64_t seed) {
  return GameSession<State>(GameRecord<State>{State::Options{}, seed, {}}, human_vs_ai());
}

// Plays the first legal move for whoever is to move (draws resolved) until `seat` is to move.
template <class S>
void play_until_seat(GameSession<S>& session, int seat) {
  for (int guard = 0; guard < 1000; ++guard) {
    session.resolve_chance();
    if (session.state().is_terminal() || session.state().current_player() == seat) return;
    ActionList legal;
    session.state().legal_actions(legal);
    ASSERT_TRUE(session.play(legal[0]).ok());
  }
}

TEST(GameSession, DrawsDependOnlyOnTheSeedAndTheDrawNumber) {
  auto a = new_session(42);
  auto b = new_session(42);
  auto c = new_session(43);
  a.resolve_chance();
  b.resolve_chance();
  c.resolve_chance();
  EXPECT_EQ(a.record().actions, b.record().actions);
  EXPECT_NE(a.record().actions, c.record().actions) << "another seed deals other tiles";
  EXPECT_EQ(a.action_count(), 20u) << "5 factories x 4 tiles, one draw each";
  EXPECT_EQ(a.record().seed, 42u);
}

TEST(GameSession, UndoTakesBackTheHumanMoveAndTheAiRepliesWithoutReRolling) {
  auto session = new_session(7);
  play_until_seat(session, 0);
  ASSERT_FALSE(session.can_undo()) << "nothing played by the human yet";
  // Play a whole round or more so that draws happen after human moves.
  for (int i = 0; i < 30 && !session.state().is_terminal(); ++i) {
    ActionList legal;
    session.state().legal_actions(legal);
    ASSERT_TRUE(session.play(legal[legal.size() - 1]).ok());
    play_until_seat(session, 0);
  }
  const GameRecord<State> full = session.record();
  const std::size_t count = session.action_count();
  ASSERT_TRUE(session.can_undo());
  ASSERT_TRUE(session.undo());
  EXPECT_LT(session.action_count(), count);
  EXPECT_EQ(session.state().current_player(), 0) << "back to the human's decision";
  // Replaying the same moves gives the same position and draws.
  while (session.action_count() < full.actions.size()) {
    const Action next = full.actions[session.action_count()];
    if (session.state().is_chance())
      session.play_chance();
    else
      ASSERT_TRUE(session.play(next).ok());
  }
  EXPECT_EQ(session.record().actions, full.actions) << "undo never re-rolls the bag";
}

TEST(GameSession, IllegalMovesAreRefusedWithAReasonAndChangeNothing) {
  auto session = new_session(3);
  session.resolve_chance();
  const std::size_t count = session.action_count();
  const Status status = session.play(classic::place_id(0, 0));
  EXPECT_FALSE(status.ok());
  EXPECT_FALSE(status.message().empty());
  EXPECT_EQ(session.action_count(), count);
}

TEST(GameSession, ARecordContinuesWhereItStoppedAndEarlierPositionsCanBeViewed) {
  auto original = new_session(11);
  play_until_seat(original, 0);
  ActionList legal;
  original.state().legal_actions(legal);
  ASSERT_TRUE(original.play(legal[0]).ok());
  play_until_seat(original, 0);

  GameSession<State> loaded(original.record(), human_vs_ai());
  EXPECT_EQ(loaded.state(), original.state());
  EXPECT_EQ(loaded.action_count(), original.action_count());
  EXPECT_EQ(loaded.position(0), State(State::Options{}));
  EXPECT_EQ(loaded.position(20), original.position(20));
  EXPECT_EQ(loaded.actor(0), kChancePlayer);
  // Later draws continue the seed's sequence where the record stopped.
  loaded.state().legal_actions(legal);
  ASSERT_TRUE(loaded.play(legal[0]).ok());
  ASSERT_TRUE(original.play(legal[0]).ok());
  play_until_seat(loaded, 0);
  play_until_seat(original, 0);
  EXPECT_EQ(loaded.record().actions, original.record().actions);
}

TEST(GameSession, TheLastMoveSkipsDrawsAndNamesItsSeat) {
  auto session = new_session(5);
  session.resolve_chance();
  const std::size_t dealt = session.action_count();
  EXPECT_EQ(session.last_move(dealt), std::make_pair(std::optional<Action>(), -1))
      << "only draws so far";
  ActionList legal;
  session.state().legal_actions(legal);
  const int seat = session.state().current_player();
  ASSERT_TRUE(session.play(legal[0]).ok());
  EXPECT_EQ(session.last_move(session.action_count()),
            std::make_pair(std::optional<Action>(legal[0]), seat));
  play_until_seat(session, 0);
  EXPECT_EQ(session.last_move(dealt + 1).first, legal[0]) << "an earlier position's last move";
}

TEST(GameSession, TheHookRunsAfterEveryActionAndUndo) {
  auto session = new_session(5);
  int calls = 0;
  std::size_t last_count = 0;
  session.set_hook([&](const GameSession<State>& s) {
    ++calls;
    last_count = s.action_count();
  });
  session.play_chance();
  EXPECT_EQ(calls, 1);
  EXPECT_EQ(last_count, 1u);
  play_until_seat(session, 0);
  ActionList legal;
  session.state().legal_actions(legal);
  ASSERT_TRUE(session.play(legal[0]).ok());
  const int before_undo = calls;
  ASSERT_TRUE(session.undo());
  EXPECT_EQ(calls, before_undo + 1);
  EXPECT_EQ(last_count, session.action_count());
}

TEST(GameSession, WorksForSummerPavilionToo) {
  using P = pavilion::State;
  GameSession<P> session(GameRecord<P>{P::Options{}, 9, {}}, human_vs_ai());
  play_until_seat(session, 0);
  EXPECT_EQ(session.state().current_player(), 0);
  EXPECT_EQ(session.human_count(), 1);
  EXPECT_EQ(session.home_seat(), 0);
  EXPECT_FALSE(session.is_human(1));
}

}  // namespace
}  // namespace azul::ui
