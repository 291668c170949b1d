// The half-made move of the Summer Pavilion table view: what the player has picked so far
// (a hand colour, a space awaiting a payment choice, an open keep dialog, a zoomed star) and
// the clicks that complete it. It holds no rules: every step is checked against MoveOptions,
// so a completed move is always one of the legal moves, and every offered step leads to one.
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

  // Undoes the last step: payment question, zoom, keep dialog, then the picked colour.
  void cancel();

 private:
  std::optional<pavilion::Colour> colour_;
  std::optional<int> space_;
  std::optional<int> zoomed_star_;
  bool keep_open_ = false;
  pavilion::TileCounts keep_{};
};

}  // namespace azul::ui::pview
