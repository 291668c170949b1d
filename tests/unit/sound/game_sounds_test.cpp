// What the game screen gives this device's players to hear (ui/sound/game_sounds.h), driven
// with a session and a clock of the test's own: a move sounds as its table shows it, in step and
// in order; your turn chimes only after someone else moved (the AI, another person here, a
// friend's link) and once the table has settled; the end sounds a win or a loss after the last
// point; a skipped story, an undo and a late frame stay silent; a lesson's step and a refused
// move sound; a game's past never does.
#include "ui/sound/game_sounds.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/classic/state.h"
#include "engine/core/rng.h"

namespace azul::ui::sound {
namespace {

using classic::State;
using Session = GameSession<State>;

constexpr float kAnimation = 0.3f;

std::vector<std::string> names(const std::vector<Cue>& cues) {
  std::vector<std::string> out;
  for (const Cue& cue : cues) out.emplace_back(sound_name(cue.sound));
  return out;
}

bool has(const std::vector<Cue>& cues, Sound sound) {
  return std::any_of(cues.begin(), cues.end(), [&](const Cue& c) { return c.sound == sound; });
}

const SeatSetup kHuman{true, "easy"};
const SeatSetup kAi{false, "easy"};

Session new_session(std::vector<SeatSetup> seats, std::uint64_t seed = 7) {
  classic::Options options;
  options.players = static_cast<int>(seats.size());
  Session session(GameRecord<State>{options, seed, {}}, std::move(seats));
  session.resolve_chance();
  return session;
}

// Plays a random legal move of whoever is to move, and the draws after it.
Action play_random(Session& session, Rng& rng) {
  ActionList legal;
  session.state().legal_actions(legal);
  const Action move = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
  EXPECT_TRUE(session.play(move).ok());
  return move;
}

// The game screen's frames from `from` to `to` seconds, 60 a second, with the table settled at
// `settles_at`: every cue heard, in order.
struct Listener {
  GameSounds<State> sounds;
  FrameDemand frames;
  std::vector<Cue> heard;
  std::vector<double> heard_at;

  void frames_until(const Session& session, double from, double to, double settles_at = 0.0,
                    std::optional<std::size_t> lesson_step = std::nullopt) {
    for (double now = from; now <= to + 1e-9; now += 1.0 / 60.0)
      frame(session, now, settles_at, lesson_step);
  }
  void frame(const Session& session, double now, double settles_at = 0.0,
             std::optional<std::size_t> lesson_step = std::nullopt) {
    frames = FrameDemand();
    for (const Cue& cue : sounds.frame(session, now, kAnimation, settles_at, lesson_step, frames)) {
      heard.push_back(cue);
      heard_at.push_back(now);
    }
  }
};

// The game opened, then your first move, and the screen's frame a second later.
void your_first_move(Session& session, Listener& listener) {
  listener.frame(session, 0.0);
  Rng rng(5);
  play_random(session, rng);
  listener.frame(session, 1.0);
}

TEST(GameSounds, AGamesPastIsNeverHeard) {
  Session session = new_session({kHuman, kAi});
  Rng rng(3);
  for (int i = 0; i < 6; ++i) play_random(session, rng);
  Listener listener;
  listener.frames_until(session, 0.0, 3.0);
  EXPECT_TRUE(listener.heard.empty()) << "a resumed game starts quiet";
}

TEST(GameSounds, AMoveMadeInTheScreensFirstFrameIsHeard) {
  Session session = new_session({kHuman, kAi});
  Rng rng(3);
  play_random(session, rng);  // the game as it was saved: the AI to move
  Listener listener;
  listener.sounds.open(session, 0.0);
  play_random(session, rng);  // the AI, at once in the first frame
  listener.frames_until(session, 0.0, 2.0);
  EXPECT_TRUE(has(listener.heard, Sound::kTake));
  EXPECT_TRUE(has(listener.heard, Sound::kTurn));
}

TEST(GameSounds, AMoveSoundsAsItsTableShowsItInStepAndInOrder) {
  Session session = new_session({kHuman, kAi});
  Listener listener;
  listener.frame(session, 0.0);
  const State before = session.state();
  Rng rng(5);
  const Action move = play_random(session, rng);
  const std::vector<Cue> expected = table_sounds(before, session.state(), move, kAnimation);
  ASSERT_FALSE(expected.empty());
  listener.frames_until(session, 1.0, 3.0);
  EXPECT_EQ(names(listener.heard), names(expected));
  for (std::size_t i = 0; i < expected.size(); ++i) {
    EXPECT_GE(listener.heard_at[i], 1.0 + expected[i].at - 1e-9) << "never early";
    EXPECT_LT(listener.heard_at[i], 1.0 + expected[i].at + 1.0 / 60.0) << "within a frame";
  }
  const std::size_t haptic = static_cast<std::size_t>(std::count_if(
      listener.heard.begin(), listener.heard.end(), [](const Cue& c) { return c.haptic; }));
  EXPECT_EQ(haptic, has(expected, Sound::kPlace) ? 1u : 0u)
      << "your own tiles set down vibrate once";
}

TEST(GameSounds, WhileCuesWaitTheScreenAsksForAFrameAtTheNext) {
  Session session = new_session({kHuman, kAi});
  Listener listener;
  your_first_move(session, listener);
  ASSERT_TRUE(listener.frames.wake_time().has_value());
  EXPECT_GT(*listener.frames.wake_time(), 1.0);
  EXPECT_LT(*listener.frames.wake_time(), 1.0 + kAnimation + 0.01);
}

TEST(GameSounds, YourTurnChimesAfterTheAisMoveOnceTheTableHasSettled) {
  Session session = new_session({kHuman, kAi});
  Listener listener;
  listener.frame(session, 0.0);
  EXPECT_TRUE(listener.heard.empty()) << "nobody moved before you";
  Rng rng(9);
  play_random(session, rng);  // you
  listener.frames_until(session, 1.0, 2.0);
  EXPECT_FALSE(has(listener.heard, Sound::kTurn)) << "the AI is to move, not you";
  play_random(session, rng);  // the AI
  listener.heard.clear();
  listener.frames_until(session, 3.0, 3.49, 3.5);
  EXPECT_FALSE(has(listener.heard, Sound::kTurn)) << "the AI's tiles still fly";
  listener.frames_until(session, 3.5, 4.0, 3.5);
  EXPECT_TRUE(has(listener.heard, Sound::kTurn));
  EXPECT_EQ(std::count_if(listener.heard.begin(), listener.heard.end(),
                          [](const Cue& c) { return c.sound == Sound::kTurn; }),
            1);
}

TEST(GameSounds, AnotherPersonAtThisDeviceHearsTheirTurnToo) {
  Session session = new_session({kHuman, kHuman});
  Listener listener;
  listener.frame(session, 0.0);
  Rng rng(11);
  play_random(session, rng);
  listener.frames_until(session, 1.0, 2.0);
  EXPECT_TRUE(has(listener.heard, Sound::kTurn)) << "player 2 after player 1";
}

TEST(GameSounds, AFriendsMoveByLinkChimesWhenTheGameOpens) {
  Session played = new_session({kHuman, SeatSetup{false, "easy", true}});
  Rng rng(13);
  play_random(played, rng);  // you, on your device
  play_random(played, rng);  // the friend, on theirs: the link comes back
  const Session arrived(played.record(), played.seats(), played.action_count());
  Listener listener;
  listener.frames_until(arrived, 0.0, 0.5);
  EXPECT_EQ(names(listener.heard), std::vector<std::string>{"turn"});
  const Session yours = new_session({kHuman, SeatSetup{false, "easy", true}});
  Listener first;
  first.frames_until(yours, 0.0, 0.5);
  EXPECT_TRUE(first.heard.empty()) << "a link game you start: nobody moved before you";
}

// Plays random moves until the one that ends the game; the listener has heard everything before.
Session session_at_last_move(Listener& listener, std::uint64_t seed, Action& last, State& before) {
  Session session = new_session({kHuman, kAi}, seed);
  Rng rng(seed);
  listener.frame(session, 0.0);
  double now = 0.0;
  for (;;) {
    before = session.state();
    Session next = session;
    last = play_random(next, rng);
    next.resolve_chance();
    if (next.state().is_terminal()) {
      EXPECT_TRUE(session.play(last).ok());
      return session;
    }
    session = next;
    now += 10.0;
    listener.frame(session, now);
  }
}

TEST(GameSounds, TheEndSoundsAWinOrALossAfterTheLastPointIsTold) {
  int wins = 0, losses = 0;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    Listener listener;
    Action last = 0;
    State before(classic::Options{});
    Session session = session_at_last_move(listener, seed, last, before);
    const std::vector<Cue> table = table_sounds(before, session.state(), last, kAnimation);
    double told = 0.0;
    for (const Cue& cue : table) told = std::max(told, cue.at);
    listener.heard.clear();
    const double start = 1000.0;
    listener.frames_until(session, start, start + told + 2.0, start + told);
    ASSERT_FALSE(listener.heard.empty());
    const Cue& end = listener.heard.back();
    const std::vector<int> winners = azul::winners(session.state());
    const bool won = std::find(winners.begin(), winners.end(), 0) != winners.end();
    EXPECT_EQ(end.sound, won ? Sound::kWin : Sound::kLoss) << "seed " << seed;
    EXPECT_GE(listener.heard_at.back(), start + told + kEndPauseSeconds - 1e-9)
        << "after the last point, with a breath";
    (won ? wins : losses) += 1;
  }
  EXPECT_GT(wins + losses, 0);
}

TEST(GameSounds, ASkippedStoryStaysSilent) {
  // The first move that ends a round: its story would count points for seconds.
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Session session = new_session({kHuman, kAi}, seed);
    Rng rng(seed);
    Listener listener;
    listener.frame(session, 0.0);
    double now = 0.0;
    bool checked = false;
    while (!checked && !session.state().is_terminal()) {
      const State before = session.state();
      const Action move = play_random(session, rng);
      now += 20.0;
      const std::vector<Cue> expected = table_sounds(before, session.state(), move, kAnimation);
      if (!has(expected, Sound::kPoint)) {
        listener.frames_until(session, now, now + 10.0);
        session.resolve_chance();
        continue;
      }
      listener.heard.clear();
      listener.frame(session, now);
      listener.sounds.skip_story(now);  // a tap on the table, as the story starts
      listener.frames_until(session, now + 0.01, now + 10.0);
      EXPECT_FALSE(has(listener.heard, Sound::kPoint)) << "seed " << seed;
      checked = true;
    }
    if (checked) return;
  }
  FAIL() << "no round ended with points";
}

TEST(GameSounds, AnUndoDropsWhatWasStillToCome) {
  Session session = new_session({kHuman, kAi});
  Listener listener;
  your_first_move(session, listener);  // the first click only
  ASSERT_TRUE(session.undo());
  listener.heard.clear();
  listener.frames_until(session, 1.02, 4.0);
  EXPECT_TRUE(listener.heard.empty());
}

TEST(GameSounds, ACueTooLateToBeInStepIsDropped) {
  Session session = new_session({kHuman, kAi});
  Listener listener;
  your_first_move(session, listener);
  listener.heard.clear();
  listener.frame(session, 1.0 + kStaleSeconds + 2.0);  // a hidden page drew nothing meanwhile
  EXPECT_TRUE(listener.heard.empty());
}

TEST(GameSounds, ALessonsStepDoneAndARefusedMoveHaveTheirSounds) {
  Session session = new_session({kHuman, kAi});
  Listener listener;
  listener.frame(session, 0.0, 0.0, 0);
  listener.frame(session, 0.1, 0.0, 0);
  EXPECT_TRUE(listener.heard.empty()) << "a lesson opened at its step";
  listener.frame(session, 0.2, 0.0, 1);
  EXPECT_EQ(names(listener.heard), std::vector<std::string>{"lesson"});
  listener.sounds.refused(0.3);
  listener.frame(session, 0.3, 0.0, 1);
  EXPECT_EQ(names(listener.heard), (std::vector<std::string>{"lesson", "refused"}));
}

}  // namespace
}  // namespace azul::ui::sound
