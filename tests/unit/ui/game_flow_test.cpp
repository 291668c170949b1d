// The game's flow without a window (ui/game/game_flow.h): AI seats play on the caller's clock,
// the menu holds them back, undo takes back a person's move with the AI's reply, the hint
// finds a legal move, and the move log (ui/game/move_log.h) has a heading per round. In a
// link game (play by link) a friend's seat is never played here, the game waits to be sent
// once a friend is next, undo takes back only my own moves since the game last travelled, and
// AI seats play the same moves however their thinking is sliced (iteration-only budgets).
#include "ui/game/game_flow.h"

#include <gtest/gtest.h>

#include "ai/make_bot.h"
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

TEST(GameFlow, CountsTheAiSeatsSearchAndTheTimeTheyThought) {
  auto flow = flow_of<classic::State>({SeatSetup{false, "medium"}, SeatSetup{false, "medium"}});
  // The first deal is 20 tile draws; then three moves.
  const auto moves = [&] {
    int count = 0;
    for (std::size_t k = 0; k < flow.session().action_count(); ++k)
      count += flow.session().actor(k) >= 0 ? 1 : 0;
    return count;
  };
  const double end = run(flow, 0.0, 5000, [&] { return moves() >= 3; });
  ASSERT_GE(moves(), 3);
  const auto& thinking = flow.ai_thinking();
  EXPECT_GT(thinking.iterations, 0) << "a searching level counts its iterations";
  EXPECT_GT(thinking.seconds, 0.0);
  EXPECT_LE(thinking.seconds, end) << "never more than the clock ran";
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

// Runs a game for `actions` actions (a friend's seat plays its first legal move, as its link
// would bring it); true if some AI move's search began with visits kept from that seat's
// previous search (tree reuse). The AI's moves are paced, so that each bot is still there at
// the end of a frame after its search (instant pacing plays a short search's move in the frame
// it ends, and whether a search spans frames depends on the machine's speed).
template <Game S>
bool some_move_kept_its_tree(GameFlow<S>& flow, std::size_t actions) {
  Preferences paced = fast();
  paced.pacing = Pacing::kFast;
  bool kept = false;
  double now = 0.0;
  for (int frame = 0; frame < 100000 && flow.session().action_count() < actions; ++frame) {
    const S& state = flow.session().state();
    if (!state.is_chance() && flow.session().is_friend(state.current_player())) {
      ActionList legal;
      state.legal_actions(legal);
      if (!flow.session().play(legal[0]).ok()) return kept;
      continue;
    }
    now += kFrame;
    flow.advance(now, paced, {});
    if (flow.last_search() && flow.last_search()->reused_visits > 0) kept = true;
  }
  EXPECT_GE(flow.session().action_count(), actions);
  return kept;
}

TEST(GameFlow, AnAiSeatGoesOnWithTheTreeOfItsLastMoveButNotInALinkGame) {
  const SeatSetup medium{false, "medium"};
  auto flow = flow_of<pavilion::State>({medium, medium});
  EXPECT_TRUE(some_move_kept_its_tree(flow, 60));
  // In a link game every device must compute the same move from the record alone.
  auto linked = flow_of<pavilion::State>({medium, medium, ai::friend_seat()});
  EXPECT_FALSE(some_move_kept_its_tree(linked, 60));
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

// What the flow asks of the resting frame loop (ui/frame_demand.h) after advance().
template <Game S>
FrameDemand frames_of(const GameFlow<S>& flow, const Preferences& preferences, FlowHold hold = {}) {
  FrameDemand frames;
  flow.request_frames(preferences, hold, frames);
  return frames;
}

TEST(GameFlowFrames, APersonToMoveAsksForNothingUntilTheHintThinks) {
  auto flow = flow_of<classic::State>({SeatSetup{true}, SeatSetup{false, "random"}});
  const double now =
      run(flow, 0.0, 200, [&] { return flow.session().state().current_player() == 0; });
  ASSERT_EQ(flow.session().state().current_player(), 0);
  FrameDemand idle = frames_of(flow, fast());
  EXPECT_FALSE(idle.animating());
  EXPECT_FALSE(idle.wake_time()) << "the page rests while the person thinks";
  flow.ask_hint();
  flow.advance(now + kFrame, fast(), {});
  if (!flow.hint()) EXPECT_TRUE(frames_of(flow, fast()).animating()) << "the hint's search";
  run(flow, now, 2000, [&] { return flow.hint().has_value(); });
  EXPECT_FALSE(frames_of(flow, fast()).animating()) << "found: nothing more to compute";
}

TEST(GameFlowFrames, AnAiSeatDrawsWhileItsTurnLastsButNotUnderTheMenuOnceDecided) {
  auto flow = flow_of<classic::State>({SeatSetup{false, "random"}, SeatSetup{true}});
  Preferences paced = fast();
  paced.pacing = Pacing::kSlow;
  double now = 0.0;
  while (flow.session().state().is_chance()) flow.advance(now += kFrame, paced, {});
  ASSERT_EQ(flow.session().state().current_player(), 0);
  const FlowHold menu{true, true};
  flow.advance(now += kFrame, paced, menu);  // random decides at once; the menu holds it
  ASSERT_TRUE(flow.ai_decided());
  EXPECT_TRUE(frames_of(flow, paced).animating()) << "thinking... / is moving...";
  const FrameDemand held = frames_of(flow, paced, menu);
  EXPECT_FALSE(held.animating());
  EXPECT_FALSE(held.wake_time()) << "closing the menu is input, which wakes the loop";
}

TEST(GameFlowFrames, ARoundsDealWaitsForTheLastMovesTilesToLand) {
  auto flow = flow_of<classic::State>({SeatSetup{false, "random"}, SeatSetup{false, "random"}});
  Preferences animated = fast();
  animated.animation = AnimationSpeed::kSlow;
  const auto deal_after_a_move = [&] {
    const std::size_t n = flow.session().action_count();
    return flow.session().state().is_chance() && n > 0 && flow.session().actor(n - 1) >= 0;
  };
  double now = 0.0;
  for (int frame = 0; frame < 20000 && !deal_after_a_move(); ++frame)
    flow.advance(now += kFrame, animated, {});
  ASSERT_TRUE(deal_after_a_move());
  const FrameDemand frames = frames_of(flow, animated);
  EXPECT_FALSE(frames.animating());
  ASSERT_TRUE(frames.wake_time());
  EXPECT_GT(*frames.wake_time(), now) << "the deal waits for the tiles to land";
  EXPECT_LE(*frames.wake_time(), now + animation_seconds(AnimationSpeed::kSlow));
}

TEST(GameFlowFrames, ASearchThinksHalfOfEachFramesTimeWithinBounds) {
  EXPECT_DOUBLE_EQ(search_slice_ms(1.0 / 30.0), 1000.0 / 60.0) << "a 30 Hz display";
  EXPECT_NEAR(search_slice_ms(1.0 / 60.0), 1000.0 / 120.0, 1e-9) << "a 60 Hz display";
  EXPECT_DOUBLE_EQ(search_slice_ms(1.0 / 200.0), kMinSearchSliceMs);
  EXPECT_DOUBLE_EQ(search_slice_ms(0.0), kMinSearchSliceMs);
  EXPECT_DOUBLE_EQ(search_slice_ms(10.0), kMaxSearchSliceMs)
      << "the frame after a rest does not freeze the page";
}

// Issue 82, finding 6: a round's deal waits while the table tells the round's scoring, and a
// story skipped (the table settled at once) lets the game go on.
TEST(GameFlowFrames, TheNextDealWaitsForTheTableToTellTheRoundsEnd) {
  auto flow = flow_of<classic::State>({SeatSetup{false, "random"}, SeatSetup{false, "random"}});
  const auto deal_after_a_move = [&] {
    const std::size_t n = flow.session().action_count();
    return flow.session().state().is_chance() && n > 0 && flow.session().actor(n - 1) >= 0;
  };
  double now = 0.0;
  for (int frame = 0; frame < 20000 && !deal_after_a_move(); ++frame)
    flow.advance(now += kFrame, fast(), {});
  ASSERT_TRUE(deal_after_a_move());
  const std::size_t before = flow.session().action_count();
  const double story_end = now + 3.0;
  for (int frame = 0; frame < 60; ++frame) {
    flow.wait_for_table(story_end);
    flow.advance(now += kFrame, fast(), {});
  }
  EXPECT_EQ(flow.session().action_count(), before) << "nothing is dealt during the story";
  EXPECT_EQ(*frames_of(flow, fast()).wake_time(), story_end);
  flow.wait_for_table(0.0);  // a tap skipped the story
  flow.advance(now += kFrame, fast(), {});
  EXPECT_GT(flow.session().action_count(), before);
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

// Plays the first legal move for the seat to move.
void play_first(GameFlow<classic::State>& flow, double now) {
  ActionList legal;
  flow.session().state().legal_actions(legal);
  ASSERT_FALSE(legal.empty());
  ASSERT_TRUE(flow.play(legal[0], now, fast()));
}

TEST(GameFlowByLink, AFriendsSeatWaitsForTheLinkAndTheGameWaitsToBeSent) {
  const SeatSetup me{true, "easy"};
  auto flow = flow_of<classic::State>({me, ai::friend_seat()});
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

TEST(GameFlowByLink, UndoNeverTakesBackWhatArrivedByLink) {
  // The game as it arrives at the friend's device: seat 2 is theirs, everything shared.
  auto start = flow_of<classic::State>({SeatSetup{true, "easy"}, SeatSetup{true, "easy"}});
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

TEST(GameFlowByLink, AiSeatsMoveTheSameOnEveryDeviceWithIterationBudgets) {
  for (const char* level : {"easy", "club", "medium", "strong", "expert", "hard", "max"}) {
    const auto budget = ai::link_game_budget<classic::State>(level);
    ASSERT_TRUE(budget) << level;
    EXPECT_FALSE(budget->time_ms) << level << ": no wall clock in a link game";
    EXPECT_TRUE(budget->iterations) << level;
  }
  // The greedy levels decide at once, the same everywhere.
  EXPECT_FALSE(ai::link_game_budget<classic::State>("newcomer"));
  EXPECT_FALSE(ai::link_game_budget<classic::State>("novice"));

  // Two devices with the same record: the AI seat (medium) after my move plays the same move,
  // however many frames its thinking is spread over.
  const std::vector<SeatSetup> seats = {SeatSetup{true, "easy"}, SeatSetup{false, "medium"},
                                        ai::friend_seat()};
  std::vector<Action> chosen;
  for (double frame : {kFrame, kFrame * 0.2}) {
    auto flow = flow_of<classic::State>(seats, 5);
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

TEST(GameFlowByLink, AnIterationBudgetGivesTheSameMoveHoweverTheThinkingIsSliced) {
  classic::State state(classic::Options{});
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
