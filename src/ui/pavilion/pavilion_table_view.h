// The Summer Pavilion table view (contract: ui/game/table_view.h): draws the round track, the
// supply, the factories around the centre, and every player's board, hand and corners in the
// area it is given, and turns the human's clicks into one legal move (take; pick a hand colour
// then a space, and a payment when several are legal; pass with the tiles to keep; bonus
// picks). It keeps a copy of the last drawn position to animate the tiles that moved.
#pragma once

#include <algorithm>
#include <optional>
#include <utility>

#include "engine/pavilion/state.h"
#include "ui/frame_demand.h"
#include "ui/game/table_view.h"
#include "ui/pavilion/move_picker.h"
#include "ui/pavilion/score_floats.h"
#include "ui/pavilion/table_layout.h"
#include "ui/pavilion/tile_flights.h"
#include "ui/pavilion/tile_spots.h"

namespace azul::ui {

class PavilionTableView {
 public:
  // Draws the table into input.origin/size (scrolling when the area is too small) and returns
  // the move the human completed this frame, if any. Call between ImGui::Begin/End.
  std::optional<Action> draw(const TableInput<pavilion::State>& input);
  // Drops the half-made move (a picked colour, an open dialog).
  void reset_selection() { picker_.reset(); }
  // What the table still shows moving at `now` (flights, rising points, the highlights'
  // breathing): the frames it needs (ui/frame_demand.h).
  void request_frames(double now, FrameDemand& demand) const;
  // When the tiles have landed and the points risen (ImGui's clock), and ending them at once:
  // as the Azul table's (ui/classic/azul_table_view.h).
  double settles_at() const { return std::max(flights_.end_time(), score_floats_.end_time()); }
  void skip_story() {
    flights_.clear();
    score_floats_.clear();
  }

 private:
  void remember(const pavilion::State& state);
  std::optional<Action> take_keys(const pavilion::State& state, const pview::MoveOptions& options,
                                  int seat);
  // On a phone's stacked layout, scrolls to the part that asks for something when the question
  // changes, and to an analysed replay's outlined move when it changes.
  void scroll_to_what_asks(const TableInput<pavilion::State>& input,
                           const pview::TableLayout& layout, pview::Ask ask);

  pview::MovePicker picker_;
  pview::TileFlights flights_;
  pview::ScoreFloats score_floats_;
  std::optional<pavilion::State> last_state_;
  pview::SpotShapes last_shapes_;
  pview::SpotShapes shapes_;
  pview::Ask last_ask_ = pview::Ask::kWaiting;
  double pulse_since_ = 0.0;  // when the targets' highlights started breathing
  std::optional<std::pair<int, Action>> last_outline_;  // the analysed move shown: seat, hint
};

}  // namespace azul::ui
