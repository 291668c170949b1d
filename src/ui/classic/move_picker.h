// The half-made move of the classic table view: the tiles picked (a source and a colour), or a
// source typed on the keyboard whose colour is still to come, and the clicks and keys that
// complete a move. It holds no rules: every step is checked against the legal moves, so a
// completed move is always one of them (like ui/pavilion/move_picker.h).
//
// Keys (letters either case; the same on every keyboard layout and in every language):
//   picking:  1-9 a factory, C (or 0) the centre, then the colour's letter of the records
//             (B blue, Y yellow, R red, K black, W white); a source with one colour offered
//             is picked at once;
//   placing:  1-5 a pattern line, F the floor line;
//   grey wall: 1-5 the wall column of the row being tiled;
//   Escape steps back (the typed source, then the picked tiles).
#pragma once

#include <optional>

#include "engine/classic/state.h"
#include "engine/core/game.h"

namespace azul::ui::aview {

struct Pick {
  int source = 0;  // 0..8 a factory, classic::kCentreSource
  classic::Colour colour = classic::Colour::Blue;
  friend bool operator==(const Pick&, const Pick&) = default;
};

// What the table asks the human for (the probe value "table").
enum class Ask { kWaiting, kSelectSource, kPlace, kWallColumn };
const char* ask_name(Ask ask);

class MovePicker {
 public:
  void reset();
  // Drops a pick (or a typed source) that no legal move starts with any more.
  void sync(const ActionList& legal);
  Ask ask(const ActionList& legal) const;

  std::optional<Pick> pick() const { return pick_; }
  std::optional<int> typed_source() const { return typed_source_; }

  // A click on a source's tile picks its colour there (a click on the picked tiles drops them).
  void click_source(const ActionList& legal, Pick pick);
  // A click on a destination (0..4 a pattern line, classic::kFloorDestination) for the picked
  // tiles: the move when it is legal.
  std::optional<Action> click_destination(const ActionList& legal, int destination);
  // A typed character (see above): the move it completes, if any.
  std::optional<Action> key(const ActionList& legal, char key);
  // Escape: the typed source, else the picked tiles.
  void cancel();

  static bool is_legal(const ActionList& legal, Action move);
  // Some legal take starts by picking `pick`.
  static bool offered(const ActionList& legal, Pick pick);

 private:
  std::optional<Action> key_while_picking(const ActionList& legal, char key);

  std::optional<Pick> pick_;
  std::optional<int> typed_source_;
};

}  // namespace azul::ui::aview
