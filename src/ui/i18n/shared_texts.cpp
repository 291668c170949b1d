#include "ui/i18n/shared_texts.h"

#include "ui/i18n/translate.h"

namespace azul::ui {

std::string tr_text(std::string_view text) {
  if (text.empty()) return {};
  return tr(std::string(text).c_str());  // copied before the temporary goes
}

std::string level_name(std::string_view level) {
  // The names of ai/levels.h, weakest first.
  // TRANSLATORS: an AI opponent's level, weakest first: random, newcomer, learner, beginner,
  // novice, easy, casual, club, intermediate, medium, strong, advanced, expert, hard, max. Shown
  // as "AI hard" and beside the level's rating; lowercase in English.
  if (level == "random") return trc("AI level", "random");
  if (level == "newcomer") return trc("AI level", "newcomer");
  if (level == "learner") return trc("AI level", "learner");
  if (level == "beginner") return trc("AI level", "beginner");
  if (level == "novice") return trc("AI level", "novice");
  if (level == "easy") return trc("AI level", "easy");
  if (level == "casual") return trc("AI level", "casual");
  if (level == "club") return trc("AI level", "club");
  if (level == "intermediate") return trc("AI level", "intermediate");
  if (level == "medium") return trc("AI level", "medium");
  if (level == "strong") return trc("AI level", "strong");
  if (level == "advanced") return trc("AI level", "advanced");
  if (level == "expert") return trc("AI level", "expert");
  if (level == "hard") return trc("AI level", "hard");
  if (level == "max") return trc("AI level", "max");
  return std::string(level);
}

std::string seat_label(int seat) {
  // TRANSLATORS: a seat's short name in the move log, the scores, the top bar and the dialogs:
  // "P" for player, {1} its number ("P2").
  return format(tr("P{1}"), seat + 1);
}

}  // namespace azul::ui
