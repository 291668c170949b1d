// LessonGuide<S>: where a lesson (ui/learn/lesson.h) stands in a game being played, and what
// it allows. The game screen (ui/game/game_controller.h) asks it for the move to outline, checks
// every move of the person against it, and shows its card (ui/learn/lesson_card.h); the game's
// flow plays the script's draws and AI moves (ui/game/game_flow.h: follow_script()).
//
// The step is all that says where a guided lesson is: the game of step i is the script's first
// start_of(i) actions, so a lesson resumes from its step alone (ui/learn/lesson_store.h).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "engine/record/record.h"
#include "ui/access/table_reading.h"
#include "ui/game/game_session.h"
#include "ui/i18n/translate.h"
#include "ui/learn/lesson.h"

namespace azul::ui {

// The seat the person plays in every lesson (seat 1); the other seat is the AI's.
inline constexpr int kLessonSeat = 0;

template <Game S>
class LessonGuide {
 public:
  // The guide of `lesson` at `step` (at most the step count: the lesson is done), or nullopt
  // when the lesson's script does not replay as game S or its steps do not follow it.
  static std::optional<LessonGuide> make(const Lesson& lesson, std::size_t step) {
    if (step > lesson.steps.size()) return std::nullopt;
    Parsed<GameRecord<S>> script = parse_record<S>(lesson.script);
    if (!script.ok()) return std::nullopt;
    LessonGuide guide(lesson, std::move(*script.value));
    if (!guide.read_steps()) return std::nullopt;
    guide.step_ = step;
    return guide;
  }

  const Lesson& lesson() const { return *lesson_; }
  const GameRecord<S>& script() const { return script_; }
  std::size_t step() const { return step_; }
  std::size_t step_count() const { return lesson_->steps.size(); }
  bool guided() const { return step_ < step_count(); }
  const LessonStep* current() const { return guided() ? &lesson_->steps[step_] : nullptr; }
  bool on_note() const { return guided() && current()->is_note(); }

  // The script's actions played when step `step` begins: a move step's at the person's move, a
  // note's where the step before it ended (0 for a first note).
  // The step count's is where the guided part ends.
  std::size_t start_of(std::size_t step) const { return starts_[step]; }

  // The move the step teaches, once the game has reached it (then it is outlined).
  std::optional<Action> target(std::size_t actions) const {
    if (!guided() || on_note() || actions != start_of(step_)) return std::nullopt;
    return script_.actions[actions];
  }

  // Why the person may not play `move` in `state` now; nullopt when it is the step's move (or the
  // lesson is done).
  std::optional<std::string> refusal(const S& state, Action move, std::size_t actions) const {
    if (!guided()) return std::nullopt;
    // TRANSLATORS: the lesson's card when a move is tried while a note is shown.
    if (on_note()) return std::string(tr("Read the card first, then press Continue."));
    const std::optional<Action> wanted = target(actions);
    if (wanted && *wanted == move) return std::nullopt;
    if (!wanted) return std::string(tr("Wait for the AI's move."));
    // TRANSLATORS: the lesson's card when another move than the step's is tried; {1} is the
    // step's move ("Take 2 blue from factory 1 to line 2: fills it").
    return format(tr("Not that one: this step is “{1}”."), reading::move_sentence(state, *wanted));
  }

  // Moves on once the step's move has been played (`actions`: the game's action count).
  void follow(std::size_t actions) {
    while (guided() && !on_note() && actions > start_of(step_)) ++step_;
  }
  // Continue on a note.
  void next() {
    if (on_note()) ++step_;
  }
  // The lesson is left to free play.
  void finish() { step_ = step_count(); }

 private:
  LessonGuide(const Lesson& lesson, GameRecord<S> script)
      : lesson_(&lesson), script_(std::move(script)) {}

  // Replays the script once for where each step begins (starts_), checking that each move step
  // names the person's next move of the script and that the script has no other person's moves.
  bool read_steps() {
    std::vector<std::size_t> person_moves;  // the script's actions that are the person's moves
    std::vector<std::string> notations;     // and those moves as the record writes them
    S state(script_.options);
    for (std::size_t k = 0; k < script_.actions.size(); ++k) {
      if (state.current_player() == kLessonSeat) {
        person_moves.push_back(k);
        notations.push_back(state.action_to_string(script_.actions[k]));
      }
      state.apply_unchecked(script_.actions[k]);
    }
    if (state.is_terminal()) return false;
    std::size_t moves = 0;
    std::size_t start = 0;  // where a note begins: after the move step before it
    for (const LessonStep& step : lesson_->steps) {
      if (step.is_note()) {
        starts_.push_back(start);
        continue;
      }
      if (moves >= person_moves.size() || notations[moves] != step.move) return false;
      starts_.push_back(person_moves[moves]);
      start = person_moves[moves++] + 1;
    }
    starts_.push_back(start);
    return moves == person_moves.size();
  }

  const Lesson* lesson_;
  GameRecord<S> script_;
  std::vector<std::size_t> starts_;  // start_of() of each step, and of the step count
  std::size_t step_ = 0;
};

}  // namespace azul::ui
