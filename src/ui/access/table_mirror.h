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
#include "ui/game/game_session.h"
#include "ui/game/move_log.h"

namespace azul::ui {

// The probe name of a move's button in the mirror ("move:<action id>").
inline std::string move_button_id(Action move) { return "move:" + std::to_string(move); }

// The table's part of the mirror for one game screen. Each legal move's sentence (with its
// preview, worked out by the engine) is kept with the position, the legal list and the language
// it was made for, and made again only when one of them changes: the mirror is built every
// drawn frame, and a turn offers up to a few hundred moves.
template <Game S>
class TableMirror {
 public:
  // Adds `shown` (the position on screen) and, when `offer_moves`, a button per move of `legal`;
  // returns the move whose button the page pressed. Defined for both games in table_mirror.cpp
  // (compiled for size: the game screens' own file is compiled for speed).
  std::optional<Action> draw(const GameSession<S>& session, const S& shown, const ActionList& legal,
                             bool offer_moves);
  // How many times the sentences were made (tests check that a frame alone makes none).
  std::size_t sentences_made() const { return made_; }

 private:
  const std::vector<std::string>& sentences(const S& shown, const ActionList& legal);

  std::optional<S> state_;
  ActionList legal_;
  std::string language_;
  std::vector<std::string> sentences_;
  std::size_t made_ = 0;
};

// Announces the lines of `log` after the first `announced` (the log of the whole game so far);
// returns how many are announced now. A log that got shorter (an undo) announces nothing.
inline std::size_t announce_new_lines(const std::vector<LogLine>& log, std::size_t announced) {
  for (std::size_t i = announced; i < log.size(); ++i) mirror().announce(log[i].text);
  return log.size();
}

}  // namespace azul::ui
