// What the parts of the Summer Pavilion table view share while one frame is drawn: the input,
// the legal-move options, the half-made move, the draw list, where the content starts on
// screen, the shapes drawn (for the animations) and the move completed by a click, plus small
// drawing and hit-testing helpers used by the painters.
#pragma once

#include <imgui.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/pavilion/state.h"
#include "ui/game/table_view.h"
#include "ui/pavilion/move_options.h"
#include "ui/pavilion/move_picker.h"
#include "ui/pavilion/table_layout.h"
#include "ui/pavilion/tile_spots.h"

namespace azul::ui::pview {

struct ViewFrame {
  const TableInput<pavilion::State>& input;
  const pavilion::State& state;
  const MoveOptions& options;
  MovePicker& picker;
  Ask ask = Ask::kWaiting;
  ImDrawList* draw = nullptr;
  ImVec2 origin;             // the content's top-left on screen (moves when it scrolls)
  bool interactive = false;  // false while a dialog covers the table
  std::optional<Action> result;
  SpotShapes& shapes;
  // Places whose newest tile is still flying there: drawn without it until it lands.
  const std::vector<Arrival>& arriving;
  float pulse = 1.0f;  // 0..1: the strength of the "you may click this" highlight
  bool open_keep_dialog = false;
  ImVec2 visible_min;  // the part of the table on screen (without its scrollbar)
  ImVec2 visible_max;
  // The click targets drawn this frame; they go to the probe at the end of the frame unless a
  // click completed a move (then they belong to a position that is already gone).
  struct Target {
    std::string name;
    ImVec2 min;
    ImVec2 max;
  };
  std::vector<Target> targets;

  ImVec2 at(float x, float y) const { return ImVec2(origin.x + x, origin.y + y); }
  ImVec2 min(const Box& b) const { return at(b.x, b.y); }
  ImVec2 max(const Box& b) const { return at(b.right(), b.bottom()); }
  bool is_arriving(SpotKey key) const;
  // How many tiles of `colour` are still flying to `key`.
  int arriving_count(SpotKey key, pavilion::Colour colour) const;
};

struct Hit {
  bool hovered = false;
  bool clicked = false;
};

// An invisible click area; recorded in the probe as `probe_name` when that is not empty.
// Does nothing (and records nothing) while the table is not interactive.
Hit hit_area(ViewFrame& f, const char* id, ImVec2 min, ImVec2 max, std::string_view probe_name);

// Notes a click target for the probe (see ViewFrame::targets), only when its middle is on
// screen (a browser test scrolls the table when it sees no target).
void record_target(ViewFrame& f, std::string_view name, ImVec2 min, ImVec2 max);

// Text helpers in the body font at `size` logical pixels.
ImVec2 measure(const char* text, float size);
void text_at(ImDrawList* draw, ImVec2 pos, float size, ImU32 colour, const char* text);
void text_centred(ImDrawList* draw, ImVec2 centre, float size, ImU32 colour, const char* text);

// A rounded, filled button drawn by hand (for dialogs drawn inside the table); returns true on
// a tap. Recorded as `probe_name` when not empty.
bool panel_button(ViewFrame& f, const char* id, ImVec2 min, ImVec2 max, const char* label,
                  bool enabled, bool primary, std::string_view probe_name);

}  // namespace azul::ui::pview
