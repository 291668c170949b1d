// GameSounds<S>: what the game screen (ui/game/game_controller.h) gives this device's players to
// hear, frame by frame. It watches the game session: every move played (a person's, the AI's,
// a friend's by link, a lesson's scripted one) sounds as its table shows it
// (ui/sound/table_sounds.h); your turn chimes once the table has shown the move before it, but
// only when someone else moved before you (the AI, a friend's link, another person at this
// device); the end of the game sounds a win or a loss once the last round's scoring has been
// told; a lesson's step done and a refused move have sounds of their own. It keeps the cues
// until their time and hands over those due at each frame; a skipped scoring story drops what
// it still had to tell, an undo everything pending. Nothing of a game's past sounds (a resumed
// game starts quiet). Pure apart from the clock the caller gives: tests drive it with a
// session and their own times (tests/unit/sound).
#pragma once

#include <algorithm>
#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

#include "engine/core/game.h"
#include "ui/frame_demand.h"
#include "ui/game/game_session.h"
#include "ui/sound/sound.h"
#include "ui/sound/table_sounds.h"

namespace azul::ui::sound {

// A cue later than this (seconds) is dropped rather than played late (the page was hidden).
inline constexpr double kStaleSeconds = 0.5;
// The win or the loss follows the last point told by this much.
inline constexpr double kEndPauseSeconds = 0.3;
inline constexpr float kTurnGain = 0.8f;
inline constexpr float kEndGain = 0.85f;
inline constexpr float kRefusedGain = 0.7f;
inline constexpr float kLessonGain = 0.7f;

template <Game S>
class GameSounds {
 public:
  // Once per frame, after the game moved on and the table was drawn: schedules what happened
  // since the last frame and returns the cues due at `now` (ImGui's clock). `animation`: the
  // tile animations' seconds (0: off); `table_settles_at`: when the table has told the last
  // change (ui/game/table_view.h); `lesson_step`: a lesson's step, nullopt outside lessons.
  std::vector<Cue> frame(const GameSession<S>& session, double now, float animation,
                         double table_settles_at, std::optional<std::size_t> lesson_step,
                         FrameDemand& frames) {
    const std::size_t count = session.action_count();
    if (!seen_) {
      open(session, now);
    } else if (count < *seen_) {  // an undo
      pending_.clear();
      waiting_.reset();
      seen_ = count;
    } else if (count > *seen_) {
      hear_moves(session, *seen_, count, now, animation);
      waiting_.reset();
      if (session.state().is_terminal())
        waiting_ = Waiting{winner_here(session) ? Sound::kWin : Sound::kLoss, now};
      else if (someone_else_moved_before_you(session, count))
        waiting_ = Waiting{Sound::kTurn, now};
      seen_ = count;
    }
    if (lesson_step && lesson_step_ && *lesson_step > *lesson_step_)
      pending_.push_back(Cue{Sound::kLesson, now, kLessonGain});
    lesson_step_ = lesson_step;
    // Your turn, or the end, once the table has told the change: from the next frame on (the
    // table starts telling a move in the frame after it was made) and after it settles.
    if (waiting_ && now > waiting_->since && now >= table_settles_at) {
      const bool end = waiting_->sound != Sound::kTurn;
      pending_.push_back(Cue{waiting_->sound,
                             end ? std::max(now, latest_pending() + kEndPauseSeconds) : now,
                             end ? kEndGain : kTurnGain});
      waiting_.reset();
    }
    if (waiting_) frames.wake_at(std::max(table_settles_at, now));
    return take_due(now, frames);
  }

  // The game as it is opened (or resumed): its past is not heard, but a friend's move that came
  // by link asks for you. The screen calls it before anything moves in its first frame (an AI
  // seat may move at once); frame() does, if it was not.
  void open(const GameSession<S>& session, double now) {
    if (seen_) return;
    seen_ = session.action_count();
    if (session.is_link_game() && someone_else_moved_before_you(session, *seen_))
      waiting_ = Waiting{Sound::kTurn, now};
  }

  // A move the game did not take (a lesson's step asks for another one).
  void refused(double now) { pending_.push_back(Cue{Sound::kRefused, now, kRefusedGain}); }

  // The table's story was skipped (a tap): what it still had to tell stays silent.
  void skip_story(double now) {
    pending_.erase(std::remove_if(pending_.begin(), pending_.end(),
                                  [now](const Cue& cue) { return cue.at > now; }),
                   pending_.end());
  }

 private:
  struct Waiting {
    Sound sound;
    double since;  // the frame that found it
  };

  // The moves among actions [from, to) (the draws are silent), each as its table shows it from
  // `now`; a person of this device feels their own first tile set down.
  void hear_moves(const GameSession<S>& session, std::size_t from, std::size_t to, double now,
                  float animation) {
    for (std::size_t k = from; k < to; ++k) {
      const int actor = session.actor(k);
      if (actor < 0) continue;  // a tile drawn from the bag
      bool haptic = session.is_human(actor);
      for (Cue cue : table_sounds(session.position(k), session.position(k + 1),
                                  session.record().actions[k], animation)) {
        cue.at += now;
        if (cue.sound == Sound::kPlace) cue.haptic = std::exchange(haptic, false);
        pending_.push_back(cue);
      }
    }
  }

  // The cues due at `now` (those too late to be in step dropped); a frame is asked for the next.
  std::vector<Cue> take_due(double now, FrameDemand& frames) {
    std::vector<Cue> due;
    std::vector<Cue> later;
    for (const Cue& cue : pending_) {
      if (cue.at > now)
        later.push_back(cue);
      else if (cue.at >= now - kStaleSeconds)
        due.push_back(cue);
    }
    pending_ = std::move(later);
    for (const Cue& cue : pending_) frames.wake_at(cue.at);
    return due;
  }

  double latest_pending() const {
    double latest = 0.0;
    for (const Cue& cue : pending_) latest = std::max(latest, cue.at);
    return latest;
  }

  // A person of this device is to move after a move by another seat.
  static bool someone_else_moved_before_you(const GameSession<S>& session, std::size_t count) {
    const S& state = session.state();
    if (state.is_terminal() || state.is_chance() || !session.is_human(state.current_player()))
      return false;
    const auto [move, mover] = session.last_move(count);
    return move && mover != state.current_player();
  }

  // A person of this device is among the winners (or nobody here plays: the game is watched).
  static bool winner_here(const GameSession<S>& session) {
    if (session.human_count() == 0) return true;
    for (int seat : azul::winners(session.state()))
      if (session.is_human(seat)) return true;
    return false;
  }

  std::optional<std::size_t> seen_;  // the actions already heard
  std::optional<std::size_t> lesson_step_;
  std::optional<Waiting> waiting_;  // your turn or the end, waiting for the table
  std::vector<Cue> pending_;        // scheduled cues, on the caller's clock
};

}  // namespace azul::ui::sound
