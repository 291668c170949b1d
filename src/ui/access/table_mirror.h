// The game screen's part of the screen-reader mirror (ui/access/mirror.h): the table as the
// engine sees it (ui/access/table_reading.h) under headings a screen reader can jump between,
// the human's legal moves as buttons named by their sentences, the end of the game as an
// alert; and the move log's new lines announced (every move, the AI's included, and each
// round's scoring). Built from the same state and legal moves as the table view, so it can
// never disagree with it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/core/game.h"
#include "ui/access/mirror.h"
#include "ui/access/table_reading.h"
#include "ui/game/game_session.h"
#include "ui/game/move_log.h"
#include "ui/game/side_panel.h"
#include "ui/i18n/translate.h"

namespace azul::ui {

// The probe name of a move's button in the mirror ("move:<action id>").
inline std::string move_button_id(Action move) { return "move:" + std::to_string(move); }

// Adds `shown` (the position on screen) and, when `offer_moves`, a button per move of `legal`;
// returns the move whose button the page pressed.
template <Game S>
std::optional<Action> mirror_table(const GameSession<S>& session, const S& shown,
                                   const ActionList& legal, bool offer_moves) {
  Mirror& m = mirror();
  // TRANSLATORS: a heading for the screen reader: the factories and the centre of the table.
  m.heading(tr("Factories and centre"));
  for (const std::string& line : reading::market(shown)) m.item(line);
  std::vector<std::string> scores;
  for (int seat = 0; seat < shown.num_players(); ++seat) {
    // TRANSLATORS: a seat's heading for the screen reader: {1} its name ("P1 · You"), {2} its
    // score.
    const int score = shown.score(seat);
    const std::string name =
        format(trn("{1}: {2} point", "{1}: {2} points", score), seat_name(session, seat), score);
    m.heading(name);
    for (const std::string& line : reading::board(shown, seat)) m.item(line);
    scores.push_back(name);
  }
  // TRANSLATORS: the alert the screen reader reads at the end of a game: {1} the final scores
  // ("P1 · You: 45 points, P2 · AI easy: 38 points").
  if (shown.is_terminal()) m.alert(format(tr("Game over. {1}"), reading::join_words(scores)));
  std::optional<Action> chosen;
  if (!offer_moves || legal.empty()) return chosen;
  // TRANSLATORS: a heading for the screen reader: the buttons of the moves the player can make.
  m.heading(tr("Your moves"));
  for (Action move : legal)
    if (m.button(move_button_id(move), reading::move_sentence(shown, move))) chosen = move;
  return chosen;
}

// Announces the lines of `log` after the first `announced` (the log of the whole game so far);
// returns how many are announced now. A log that got shorter (an undo) announces nothing.
inline std::size_t announce_new_lines(const std::vector<LogLine>& log, std::size_t announced) {
  for (std::size_t i = announced; i < log.size(); ++i) mirror().announce(log[i].text);
  return log.size();
}

}  // namespace azul::ui
