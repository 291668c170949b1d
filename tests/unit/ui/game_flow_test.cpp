// The game's flow without a window (ui/game/game_flow.h): AI seats play on the caller's clock,
// the menu holds them back, undo takes back a person's move with the AI's reply, the hint
// finds a legal move, and the move log (ui/game/move_log.h) has a heading per round.
#include "ui/game/game_flow.h"

#include <gtest/gtest.h>

#include "ui/game/game_traits_classic.h"
#include "ui/game/game_traits_pavilion.h"
#include "ui/game/move_log.h"

namespace azul::ui {
namespace {

constexpr double kFrame = 1.0 / 60.0;

Preferences fast() {
  Preferences preferences;
  preferences.animation = AnimationSpeed::kOff;
  preferences.pacing = Pacing::kInstant;
  return preferences;
}

template <Game S>
GameFlow<S> flow_of(std::vector<SeatSetup> seats, std::uint64_t seed = 11) {
  typename S::Options options;
  options.players = static_cast<int>(seats.size());
  return GameFlow<S>(GameRecord<S>{options, seed, {}}, std::move(seats));
}

// Advances until `done()` or `frames` frames; returns the clock.
template <class Flow, class Done>
double run(Flow& flow, double now, int frames, Done done, FlowHold hold = {}) {
  for (int i = 0; i < frames && !done(); ++i) {
    now += kFrame;
    flow.advance(now, fast(), hold);
  }
  return now;
}

TEST(GameFlow, AiSeatsPlayAWholeGameOnTheCallersClock) {
  auto flow = flow_of<pavilion::State>({SeatSetup{false, "random"}, SeatSetup{false, "easy"}});
  run(flow, 0.0, 20000, [&] { return flow.session().state().is_terminal(); });
  EXPECT_TRUE(flow.session().state().is_terminal());
  EXPECT_GT(flow.session().action_count(), 100u);
}

TEST(GameFlow, TheMenuHoldsTheAiBack) {
  auto flow = flow_of<classic::State>({SeatSetup{false, "random"}, SeatSetup{false, "random"}});
  double now = run(flow, 0.0, 100, [&] { return !flow.session().state().is_chance(); });
  ASSERT_FALSE(flow.session().state().is_chance());
  const std::size_t before = flow.session().action_count();
  now = run(
      flow, now, 50, [] { return false; }, FlowHold{true, true});
  EXPECT_EQ(flow.session().action_count(), before) << "nothing moves under the menu";
  run(flow, now, 50, [&] { return flow.session().action_count() > before; });
  EXPECT_GT(flow.session().action_count(), before);
}

TEST(GameFlow, UndoTakesBackThePersonsMoveAndTheAiReply) {
  auto flow = flow_of<classic::State>({SeatSetup{true}, SeatSetup{false, "random"}});
  const auto my_turn = [&] { return flow.session().state().current_player() == 0; };
  double now = run(flow, 0.0, 200, my_turn);
  ASSERT_TRUE(my_turn());
  const std::size_t before = flow.session().action_count();
  ActionList legal;
  flow.session().state().legal_actions(legal);
  ASSERT_TRUE(flow.play(legal[0], now, fast()));
  EXPECT_TRUE(flow.take_selection_stale());
  EXPECT_FALSE(flow.take_selection_stale()) << "once per action";
  EXPECT_FALSE(flow.play(legal[0], now, fast())) << "not legal twice";
  run(flow, now, 200, my_turn);
  ASSERT_GT(flow.session().action_count(), before + 1) << "the AI replied";
  ASSERT_TRUE(flow.undo(now, fast()));
  EXPECT_EQ(flow.session().action_count(), before);
}

TEST(GameFlow, TheHintFindsALegalMove) {
  auto flow = flow_of<pavilion::State>({SeatSetup{true}, SeatSetup{false, "random"}});
  double now = run(flow, 0.0, 200, [&] { return flow.session().state().current_player() == 0; });
  flow.ask_hint();
  EXPECT_TRUE(flow.hint_asked());
  run(flow, now, 2000, [&] { return flow.hint().has_value(); });
  ASSERT_TRUE(flow.hint());
  EXPECT_TRUE(flow.session().state().is_legal(*flow.hint()));
  EXPECT_FALSE(flow.hint_description().empty());
}

TEST(MoveLog, HasAHeadingPerRoundALinePerMoveAndEachRoundsScoring) {
  auto flow = flow_of<classic::State>({SeatSetup{false, "random"}, SeatSetup{false, "random"}});
  run(flow, 0.0, 20000, [&] { return flow.session().state().round() >= 3; });
  const GameSession<classic::State>& session = flow.session();
  const std::vector<LogLine> log = move_log(session);
  ASSERT_FALSE(log.empty());
  EXPECT_EQ(log[0].text, "Round 1");
  EXPECT_EQ(log[0].kind, LogKind::kHeading);
  int rounds = 0;
  int scorings = 0;
  std::size_t moves = 0;
  for (std::size_t i = 0; i < log.size(); ++i) {
    const LogLine& line = log[i];
    switch (line.kind) {
      case LogKind::kHeading:
        if (line.text.find("scoring") != std::string::npos) {
          EXPECT_EQ(line.text, "Round " + std::to_string(++scorings) + " scoring");
          // Its position is where the round ended; then one line per seat.
          EXPECT_NE(session.position(line.position).round(),
                    session.position(line.position - 1).round());
          ASSERT_LT(i + 2, log.size());
          EXPECT_EQ(log[i + 1].kind, LogKind::kScoring);
          EXPECT_EQ(log[i + 2].kind, LogKind::kScoring);
        } else {
          EXPECT_EQ(line.text, "Round " + std::to_string(++rounds));
        }
        break;
      case LogKind::kMove:
        EXPECT_EQ(line.text.substr(0, 2), "P" + std::to_string(line.seat + 1));
        EXPECT_EQ(session.actor(line.position - 1), line.seat);
        EXPECT_EQ(moves_before(session, line.position), ++moves);
        break;
      case LogKind::kScoring: {
        // "P1 +3: wall placements +4, floor penalties −1": the seat's score changed by the total.
        EXPECT_EQ(line.text.substr(0, 3), "P" + std::to_string(line.seat + 1) + " ");
        const auto& after = session.position(line.position);
        EXPECT_GE(after.score(line.seat), 0);
        break;
      }
    }
  }
  EXPECT_GE(rounds, 2);
  EXPECT_EQ(scorings, session.state().round() - 1) << "every finished round is scored in the log";
}

TEST(MoveLog, ScoringLinesSayTheRoundsPointsInWords) {
  SeatPoints points;
  points.lines = {{"wall placements", 7}, {"floor penalties", -4}, {"score floor", 1}};
  points.total = 4;
  EXPECT_EQ(points_phrase(points, 0),
            "+4: wall placements +7, floor penalties \xE2\x88\x92"
            "4, score cannot drop below 0 +1");
  EXPECT_EQ(points_phrase(SeatPoints{}, 1), "+0");
}

}  // namespace
}  // namespace azul::ui
