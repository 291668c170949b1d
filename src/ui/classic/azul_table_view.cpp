// AzulTableView (ui/classic/azul_table_view.h): one frame of the table, and what it shares
// across the parts drawn by azul_table_market.cpp and azul_table_boards.cpp: the clicks and
// keys that make a move, the outlines of the hint and of an analysed move, the previews of the
// picked tiles, the flying tiles, and scrolling a phone's table to where the next tap goes.
#include "ui/classic/azul_table_view.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "ui/classic/azul_tiles.h"
#include "ui/classic/table_frame.h"
#include "ui/classic/table_painters.h"
#include "ui/classic/take_words.h"
#include "ui/highlight_pulse.h"
#include "ui/layout.h"
#include "ui/palette.h"

namespace azul::ui {

using namespace aview;
using classic::Colour;
using classic::State;

void AzulTableView::reset_selection() { picker_.reset(); }

namespace {

// Scrolls the table's window as little as it takes to show [top, bottom] (screen y), its
// bottom first when it is taller than the window.
void reveal(float top, float bottom) {
  const float visible_top = ImGui::GetWindowPos().y;
  const float visible_bottom = visible_top + ImGui::GetWindowHeight();
  const float margin = em(0.5f);
  if (bottom > visible_bottom)
    ImGui::SetScrollY(ImGui::GetScrollY() + bottom - visible_bottom + margin);
  else if (top < visible_top)
    ImGui::SetScrollY(ImGui::GetScrollY() - (visible_top - top) - margin);
}

}  // namespace

void AzulTableView::scroll_to_next_tap(const std::string& table) const {
  if (table == "select-source") {  // the factories and the centre
    reveal(layout_.market.min.y, layout_.market.max.y);
  } else if (table == "place") {  // the destination buttons
    reveal(layout_.strip_min.y, layout_.strip_min.y + layout_.strip_height);
  }
}

// The hint's destination on my board: the pattern line or floor of a take, or the wall space
// of a grey-wall tiling (the source is outlined by draw_source_tile).
void AzulTableView::draw_outlines(Frame& f) {
  const int seat = f.input.outline_seat >= 0 ? f.input.outline_seat : f.input.human_seat;
  if (seat < 0) return;
  const BoardPlace& b = layout_.boards[seat];
  for (Frame::Outline& o : f.outlines) {
    const float pad = b.cell * (0.12f + o.grow);
    const float thickness = std::max(2.0f, b.cell * 0.1f);
    Rect r;
    std::string name;
    if (o.take) {
      const int d = o.take->destination;
      r = d == classic::kFloorDestination ? floor_rect(b) : line_rect(b, d);
      name = d == classic::kFloorDestination ? std::string("target:floor")
                                             : "target:line:" + std::to_string(d + 1);
    } else if (classic::kind_of(o.move) == classic::ActionKind::Place) {
      const classic::Place place = classic::decode_place(o.move);
      r = square(wall_cell(b, place.row, place.column), b.cell);
      name =
          "target:wall:" + std::to_string(place.row + 1) + ":" + std::to_string(place.column + 1);
    } else {
      continue;
    }
    f.draw->AddRect(r.min - ImVec2(pad, pad), r.max + ImVec2(pad, pad), o.colour, pad * 2.0f, 0,
                    thickness);
    o.drawn.push_back(name);
    const std::optional<aview::Pick> pick = picker_.pick();
    if (o.take && pick && pick->source == o.take->source && pick->colour == o.take->colour)
      for (const auto& [d, button] : f.strip_buttons)
        if (d == o.take->destination) {
          f.draw->AddRect(button.min - ImVec2(pad, pad), button.max + ImVec2(pad, pad), o.colour,
                          pad * 2.0f, 0, thickness);
          o.drawn.push_back("target:dest:" + destination_name(d));
        }
    std::string drawn;
    for (const std::string& target : o.drawn) drawn += (drawn.empty() ? "" : ",") + target;
    f.input.probe.record_value(o.probe_value, drawn);
  }
}

// What every legal destination of the picked tiles would do (probe values "preview:<line>" and
// "preview:floor"), and the ghosts and words of the one under the pointer.
void AzulTableView::draw_preview(Frame& f) {
  const int me = f.input.human_seat;
  if (!f.offer || !picker_.pick() || me < 0) return;
  for (int d = 0; d < classic::kNumDestinations; ++d)
    if (f.take_legal(picker_.pick()->source, picker_.pick()->colour, d))
      f.input.probe.record_value("preview:" + destination_name(d),
                                 take_consequence(f.s.preview_take(classic::take_id(
                                     picker_.pick()->source, picker_.pick()->colour, d))));
  if (!f.previewed) return;
  const classic::TakePreview preview = f.s.preview_take(
      classic::take_id(picker_.pick()->source, picker_.pick()->colour, *f.previewed));
  paint_preview(f.draw, layout_.boards[me], preview, f.input.tiles);
  ImGui::SetTooltip("%s", take_consequence(preview).c_str());
}

void AzulTableView::draw_flights(Frame& f, float elapsed) {
  const float tile = layout_.cell * kTileShare;
  for (const Flight& flight : flights_) {
    float t = std::clamp((elapsed - flight.delay) / std::max(0.01f, f.input.animation_seconds),
                         0.0f, 1.0f);
    t = t * t * (3.0f - 2.0f * t);  // ease in and out
    const ImVec2 pos = flight.from + (flight.to - flight.from) * t;
    const float lift = 1.0f + 0.15f * std::sin(t * 3.1416f);
    if (flight.marker)
      classic_tiles::draw_marker(f.draw, pos, tile * lift);
    else
      classic_tiles::draw_tile(f.draw, pos, tile * lift, flight.colour, f.input.tiles);
  }
}

// Turns this frame's clicks and typed keys (aview::MovePicker) into a pick or a move.
void AzulTableView::take_clicks(Frame& f) {
  if (f.clicked_source) {
    picker_.click_source(f.input.legal, *f.clicked_source);
  } else if (f.clicked_destination) {
    if (const std::optional<Action> move =
            picker_.click_destination(f.input.legal, *f.clicked_destination))
      f.chosen = move;
  }
  // Keys, while no text field has them (ui/classic/move_picker.h).
  const ImGuiIO& io = ImGui::GetIO();
  if (f.chosen || io.WantTextInput || f.input.legal.empty()) return;
  for (const ImWchar c : io.InputQueueCharacters) {
    if (c > 0x7F) continue;
    if (const std::optional<Action> move = picker_.key(f.input.legal, static_cast<char>(c))) {
      f.chosen = move;
      break;
    }
  }
  if (f.chosen) picker_.reset();
}

std::optional<Action> AzulTableView::draw(const TableInput<State>& input) {
  const State& s = input.state;
  const bool interactive = !input.legal.empty() && input.human_seat >= 0;
  Frame f{input, s, ImGui::GetWindowDrawList()};
  f.offer = interactive && s.phase() == classic::Phase::Offer;
  f.tiling = interactive && s.phase() == classic::Phase::WallTiling;
  const float strip_px = std::max(kMinTouchPx, em(2.4f)) + em(0.4f);
  const int home = std::clamp(input.bottom_seat, 0, s.num_players() - 1);
  layout_ = compute_layout(s, input.origin, input.size, home, strip_px);

  const double now = ImGui::GetTime();
  if (!previous_ || !(*previous_ == s)) {
    if (previous_) start_animations(*previous_, input);
    previous_ = s;
    pulse_since_ = now;
  }
  f.pulse = highlight_pulse(now, pulse_since_);
  const float elapsed = static_cast<float>(now - animation_start_);
  const bool animating = !flights_.empty() && elapsed < animation_length_;
  if (!animating) {
    flights_.clear();
    landing_seat_ = -1;
  }
  picker_.sync(input.legal);
  // Escape puts the picked tiles back, like the cancel button (and as on the Pavilion table).
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) picker_.cancel();
  auto add_outline = [&](Action move, ImU32 colour, float grow, const char* probe_value) {
    std::optional<classic::Take> take;
    if (classic::kind_of(move) == classic::ActionKind::Take) take = classic::decode_take(move);
    f.outlines.push_back(Frame::Outline{move, take, colour, grow, probe_value, {}});
  };
  if (input.played) add_outline(*input.played, palette::kPlayed, 0.14f, "played-drawn");
  if (input.hint) add_outline(*input.hint, palette::kHint, 0.0f, "hint-drawn");

  draw_felt(f);
  input.probe.record_widget("market", layout_.market.min, layout_.market.max);
  draw_factories(f);
  draw_centre(f);
  draw_boards(f);
  draw_board_targets(f);
  draw_strip(f);
  draw_outlines(f);
  draw_preview(f);
  if (animating) draw_flights(f, elapsed);
  story_.draw(f.draw, layout_, input.tiles, now);

  // Reserve the content's height so the surrounding window can scroll to all of it.
  ImGui::SetCursorScreenPos(input.origin);
  ImGui::Dummy(ImVec2(input.size.x, std::max(layout_.content_height, 1.0f)));

  // What this frame drew, for the probe; the clicks below change it for the next frame.
  auto table_state = [&] {
    if (f.offer) return picker_.pick() ? "place" : "select-source";
    return f.tiling ? "wall-column" : "wait";
  };
  input.probe.record_value("table", table_state());
  if (const std::optional<int> typed = picker_.typed_source())
    input.probe.record_value("typed-source", source_name(*typed));

  take_clicks(f);
  // Scroll to the next tap as soon as a click changes what it will be.
  const char* table = table_state();
  if (last_table_ != table) {
    scroll_to_next_tap(table);
    last_table_ = table;
    pulse_since_ = now;
  }
  // An analysed replay brings the mover's board (where the outlined moves go) into view, with
  // the factories above it as far as they fit.
  const std::optional<Action> outline = input.outline_seat >= 0 ? input.hint : std::nullopt;
  if (outline && outline != last_outline_) {
    const BoardPlace& b = layout_.boards[input.outline_seat];
    reveal(std::min(layout_.market.min.y, b.origin.y), b.origin.y + b.height());
  }
  last_outline_ = outline;
  return f.chosen;
}

}  // namespace azul::ui
