// AzulTableView's frame (ui/classic/azul_table_view.h): what the parts of one drawn frame share,
// the input and what was clicked or pointed at, and the names its targets carry in the probe.
// Private to the view's files: azul_table_view.cpp (the frame, clicks and keys, outlines,
// previews), azul_table_market.cpp (factories and centre), azul_table_boards.cpp (boards, their
// targets and the destination strip) and azul_table_animations.cpp.
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "ui/classic/azul_table_view.h"

namespace azul::ui {

// What one frame's parts share: the input, and what was clicked or pointed at.
struct AzulTableView::Frame {
  const TableInput<classic::State>& input;
  const classic::State& s;
  ImDrawList* draw;
  bool offer = false;   // the human takes tiles
  bool tiling = false;  // the human chooses a wall column (grey wall)
  std::optional<aview::Pick> clicked_source;
  std::optional<int> clicked_destination;
  std::optional<int> previewed;  // the destination under the pointer: its preview is drawn
  float pulse = 1.0f;            // the targets' highlight strength (ui/highlight_pulse.h)
  std::optional<Action> chosen;
  // The moves outlined on the table: the hint (or the analysis' better move) and, in an
  // analysed replay, the move played; each with the targets it outlines, for the probe.
  struct Outline {
    Action move = 0;
    std::optional<classic::Take> take;  // the move, when it is a take
    ImU32 colour = 0;
    float grow = 0.0f;        // drawn this much larger, so that two outlines on one spot show
    const char* probe_value;  // "hint-drawn", "played-drawn"
    std::vector<std::string> drawn;
  };
  std::vector<Outline> outlines;
  // The destination strip's buttons drawn this frame (a narrow screen's board is out of reach):
  // an outlined take whose tiles are picked outlines its button there too.
  std::vector<std::pair<int, aview::Rect>> strip_buttons;

  bool take_legal(int source, classic::Colour c, int destination) const {
    const Action a = classic::take_id(source, c, destination);
    return std::find(input.legal.begin(), input.legal.end(), a) != input.legal.end();
  }
  bool source_offered(int source, classic::Colour c) const {
    if (!offer) return false;
    for (int d = 0; d < classic::kNumDestinations; ++d)
      if (take_legal(source, c, d)) return true;
    return false;
  }
};

namespace aview {

// A source and a destination as the probe's target names write them ("F2", "C"; "3", "floor").
inline std::string source_name(int source) {
  return source == classic::kCentreSource ? std::string("C") : "F" + std::to_string(source + 1);
}
inline std::string destination_name(int d) {
  return d == classic::kFloorDestination ? std::string("floor") : std::to_string(d + 1);
}

}  // namespace aview
}  // namespace azul::ui
