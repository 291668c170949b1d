// LessonCoach<S>: the lesson's part of a game screen (ui/game/game_controller.h): the guide
// (ui/learn/lesson_guide.h) and what the card says, the refused move, the step's words for the
// screen reader, and in free play the offer of a hint after a slow turn and each round's points.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "ui/access/mirror.h"
#include "ui/game/game_session.h"
#include "ui/game/move_log.h"
#include "ui/i18n/translate.h"
#include "ui/learn/lesson_card.h"
#include "ui/learn/lesson_guide.h"

namespace azul::ui {

namespace lesson_coach_detail {
inline constexpr double kSlowTurnSeconds = 25.0;  // free play: then the card offers the hint
}

template <Game S>
class LessonCoach {
 public:
  explicit LessonCoach(LessonGuide<S> guide) : guide_(std::move(guide)) {}

  const LessonGuide<S>& guide() const { return guide_; }
  std::size_t step() const { return guide_.step(); }
  bool guided() const { return guide_.guided(); }
  // A note holds the game back (the script's AI moves wait for Continue).
  bool holds() const { return guide_.on_note(); }
  void skip() { guide_.finish(); }

  // The move to outline on the table.
  std::optional<Action> target(const GameSession<S>& session) const {
    return guide_.target(session.action_count());
  }
  // Whether the person's `move` may be played; if not, the card says why.
  bool allows(const GameSession<S>& session, Action move) {
    std::optional<std::string> why = guide_.refusal(session.state(), move, session.action_count());
    problem_ = why.value_or("");
    return !why;
  }

  // Once a frame, before the card: follows the game (the step's move played), announces a new
  // step's words and times the person's turn.
  void follow(const GameSession<S>& session, bool human_turn, double now) {
    const std::size_t before = guide_.step();
    guide_.follow(session.action_count());
    if (guide_.step() != before) problem_.clear();
    if (session.action_count() != actions_ || !human_turn) turn_started_ = now;
    actions_ = session.action_count();
    slow_turn_ =
        !guided() && human_turn && now - turn_started_ >= lesson_coach_detail::kSlowTurnSeconds;
    if (guide_.step() != announced_ && guided()) {
      mirror().announce(tr_text(guide_.current()->text));
      announced_ = guide_.step();
    }
  }
  // When the card will next change by itself (the slow turn's offer).
  std::optional<double> wakes_at() const {
    if (guided() || slow_turn_) return std::nullopt;
    return turn_started_ + lesson_coach_detail::kSlowTurnSeconds;
  }

  // The card as it is now (`log`: the game's move log, for free play's round points).
  LessonCard card(const GameSession<S>& session, const std::vector<LogLine>& log,
                  bool hint_asked) const {
    LessonCard card;
    card.problem = problem_;
    if (const LessonStep* step = guide_.current()) {
      // TRANSLATORS: the lesson card's title: step {1} of {2}.
      card.title = format(tr("Lesson · step {1} of {2}"), guide_.step() + 1, guide_.step_count());
      card.text = tr_text(step->text);
      if (const std::optional<Action> move = target(session))
        // TRANSLATORS: the screen reader's button of a lesson's card that plays the step's
        // move; {1} is the move ("Take 2 blue from factory 1 to line 2: fills it").
        card.move = format(tr("Play this step's move: {1}"),
                           reading::move_sentence(session.state(), *move));
      if (step->is_note())
        card.button = guide_.step() + 1 == guide_.step_count()
                          // TRANSLATORS: the button of the lesson's last card: play freely.
                          ? tr("Play on")
                          // TRANSLATORS: the button of a lesson's card that shows the next one.
                          : tr("Continue");
      return card;
    }
    // TRANSLATORS: the lesson card's title once the guided steps are done.
    card.title = tr("Lesson · playing on");
    if (session.state().is_terminal()) {
      card.text = tr_text(guide_.lesson().closing);
    } else if (slow_turn_ && !hint_asked) {
      // TRANSLATORS: the lesson card after a long turn in free play.
      card.text = tr("Not sure? The hint shows a good move.");
      // TRANSLATORS: the lesson card's button that asks for a hint.
      card.button = tr("Show a hint");
    } else {
      card.text = last_round_points(log);
    }
    return card;
  }
  // The card's button was pressed: a note's Continue goes on; true when it was free play's
  // "Show a hint".
  bool press_button() {
    if (!guide_.on_note()) return !guided();
    guide_.next();
    problem_.clear();
    return false;
  }

 private:
  // The person's points of the last round scored, with the round's heading; else what to do.
  static std::string last_round_points(const std::vector<LogLine>& log) {
    for (std::size_t k = log.size(); k-- > 0;) {
      if (log[k].kind != LogKind::kScoring || log[k].seat != kLessonSeat) continue;
      for (std::size_t h = k; h-- > 0;)
        if (log[h].kind == LogKind::kHeading)
          // TRANSLATORS: the lesson card in free play: {1} a round's scoring heading ("Round 2
          // scoring"), {2} the player's points ("P1 +5: wall placements +7, floor penalties −2").
          return format(trc("lesson: round points", "{1}: {2}"), log[h].text, log[k].text);
    }
    // TRANSLATORS: the lesson card in free play before a round has been scored.
    return tr("Finish the game against the AI. Each round's points will show here.");
  }

  LessonGuide<S> guide_;
  std::string problem_;  // why the last move tried was refused
  std::size_t announced_ = static_cast<std::size_t>(-1);
  std::size_t actions_ = 0;
  double turn_started_ = 0.0;
  bool slow_turn_ = false;
};

}  // namespace azul::ui
