// The lesson's card: a band between the game's top bar and the table with what the lesson says
// now (the step's words, a refused move's reason, in free play the last round's points or an
// offer of the hint) and, on a note, the button that goes on. In the screen-reader mirror
// (ui/access/mirror.h) it is a heading, its words, an alert for a refusal and the button.
#pragma once

#include <string>

#include "ui/widget_probe.h"

namespace azul::ui {

struct LessonCard {
  std::string title;    // "Lesson · step 3 of 9"
  std::string text;     // the step's words
  std::string problem;  // why the last move tried was refused; "" when none
  std::string button;   // a note's "Continue"; "" for none
  // For the screen reader (sighted players have the outline on the table): a button that plays
  // the step's move, named by it; "" when the step has none.
  std::string move;
};

// What was pressed on the card this frame.
struct LessonCardPress {
  bool button = false;  // its button (Continue, Show a hint)
  bool move = false;    // the screen reader's button of the step's move
};

// The card's height across `width` (logical pixels) in the body font.
float lesson_card_height(const LessonCard& card, float width);

// Draws the card at the cursor across `width` (its button also pressed from the mirror). Records
// "lesson-card" and "button:lesson-next" in `probe`; the mirror's move button is
// "button:lesson-move".
LessonCardPress draw_lesson_card(const LessonCard& card, float width, WidgetProbe& probe);

}  // namespace azul::ui
