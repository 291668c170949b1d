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
    Parsed<GameRecord<S>> script = parse_record<S>(lesson.script);
    if (!script.ok()) return std::nullopt;
    LessonGuide guide(lesson, std::move(*script.value));
    if (!guide.check() || step > lesson.steps.size()) return std::nullopt;
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
  std::size_t start_of(std::size_t step) const {
    std::size_t start = 0;
    std::size_t moves = 0;
    for (std::size_t i = 0; i <= step && i < step_count(); ++i) {
      if (lesson_->steps[i].is_note()) continue;
      start = person_moves_[moves++] + (i < step ? 1 : 0);
    }
    return start;
  }

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
      : lesson_(&lesson), script_(std::move(script)) {
    const std::vector<S> positions = replayed_positions();
    for (std::size_t k = 0; k < script_.actions.size(); ++k)
      if (positions[k].current_player() == kLessonSeat) person_moves_.push_back(k);
  }

  std::vector<S> replayed_positions() const {
    std::vector<S> positions{S(script_.options)};
    for (Action a : script_.actions) {
      positions.push_back(positions.back());
      positions.back().apply_unchecked(a);
    }
    return positions;
  }

  // Each move step names the person's next move of the script, and the script has no other
  // person's moves.
  bool check() const {
    const std::vector<S> positions = replayed_positions();
    std::size_t moves = 0;
    for (const LessonStep& step : lesson_->steps) {
      if (step.is_note()) continue;
      if (moves >= person_moves_.size()) return false;
      const std::size_t k = person_moves_[moves++];
      if (positions[k].action_to_string(script_.actions[k]) != step.move) return false;
    }
    return moves == person_moves_.size() && !positions.back().is_terminal();
  }

  const Lesson* lesson_;
  GameRecord<S> script_;
  std::vector<std::size_t> person_moves_;  // the script's actions that are the person's moves
  std::size_t step_ = 0;
};

}  // namespace azul::ui
