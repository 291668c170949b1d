// The half-made move of the Summer Pavilion table view: what the player has picked so far
// (a hand colour, a space awaiting a payment choice, an open keep dialog, a zoomed star) and
// the clicks and keys that complete it. It holds no rules: every step is checked against
// MoveOptions, so a completed move is always one of the legal moves, and every offered step
// leads to one.
//
// Keys (letters either case; the colours' letters are the records' P G O Y B R):
//   phase 1:  1-9 a factory, C (or 0) the centre, then the colour's letter;
//   bonus:    the colour's letter of a supply tile;
//   phase 2:  the hand colour's letter, then the star's letter (its colour, C the centre) and
//             the space's number 1-6; when there is a choice of payment, 0-3 the wild tiles
//             to pay with; X passes (the keep dialog opens);
//   keep:     a colour's letter, then + or - to keep one more or one fewer, Enter to pass;
//   Escape steps back (typed source or star, payment question, keep dialog, hand colour).
#pragma once

#include <optional>

#include "engine/core/game.h"
#include "engine/pavilion/state.h"
#include "ui/pavilion/move_options.h"

namespace azul::ui::pview {

// What the view asks the player for (recorded as the probe value "table").
enum class Ask { kWaiting, kSelectSource, kSelectColour, kSelectSpace, kPay, kPassKeep, kBonus };
const char* ask_name(Ask ask);

class MovePicker {
 public:
  void reset();
  // Drops the parts of the selection that `options` no longer allows.
  void sync(const MoveOptions& options);
  Ask ask(const MoveOptions& options) const;

  std::optional<pavilion::Colour> colour() const { return colour_; }
  std::optional<int> pending_space() const { return space_; }
  std::optional<int> zoomed_star() const { return zoomed_star_; }
  bool keep_dialog_open() const { return keep_open_; }
  const pavilion::TileCounts& keep() const { return keep_; }

  // Phase 1 and the bonus: a single click is the whole move (nullopt when not legal).
  std::optional<Action> take(const MoveOptions& options, int source, pavilion::Colour colour);
  std::optional<Action> bonus(const MoveOptions& options, pavilion::Colour colour);

  // Phase 2: picks a hand colour (clicking the picked colour again drops it).
  void pick_colour(const MoveOptions& options, pavilion::Colour colour);
  // A space for the picked colour: the move when only one payment is legal, else the
  // payment question opens (pending_space()).
  std::optional<Action> pick_space(const MoveOptions& options, int space);
  std::optional<Action> pay(const MoveOptions& options, int wilds);
  void zoom(int star) { zoomed_star_ = star; }
  void unzoom() { zoomed_star_.reset(); }

  void open_keep_dialog(const pavilion::TileCounts& preselected);
  void step_keep(const MoveOptions& options, pavilion::Colour colour, int delta);
  std::optional<Action> confirm_pass(const MoveOptions& options);

  // A typed character (see above; '\n' is Enter): the move it completes, if any.
  // `preselected` is what the keep dialog offers to keep when X opens it.
  std::optional<Action> key(const MoveOptions& options, char key,
                            const pavilion::TileCounts& preselected);
  std::optional<int> typed_source() const { return typed_source_; }
  std::optional<int> typed_star() const { return typed_star_; }
  std::optional<pavilion::Colour> keep_colour() const { return keep_colour_; }

  // Undoes the last step: typed source or star, payment question, zoom, keep dialog, then the
  // picked colour.
  void cancel();

 private:
  std::optional<Action> key_to_take(const MoveOptions& options, char key);
  std::optional<Action> key_to_place(const MoveOptions& options, char key);
  std::optional<Action> key_to_keep(const MoveOptions& options, char key);

  std::optional<int> typed_source_;              // typed, its colour still to come
  std::optional<int> typed_star_;                // typed, its space still to come
  std::optional<pavilion::Colour> keep_colour_;  // the keep dialog's colour that + and - step
  std::optional<pavilion::Colour> colour_;
  std::optional<int> space_;
  std::optional<int> zoomed_star_;
  bool keep_open_ = false;
  pavilion::TileCounts keep_{};
};

}  // namespace azul::ui::pview
