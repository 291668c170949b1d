// AzulTableView: the table of classic Azul as players know it, drawn with ImGui's draw lists:
// the factories in a ring around the centre (with the first-player marker), the bag and lid
// counts, and every player's board with its five pattern lines, the 5x5 wall (printed colours
// or grey) and the floor line with its printed penalties. Follows ui/game/table_view.h.
//
// Playing, for the human to move (only moves in `legal` are offered):
//   1. select: click a tile on a factory or in the centre; all tiles of that colour there are
//      picked up (targets "target:take:F<n>:<colour letter>" / "target:take:C:<letter>");
//   2. place: click a highlighted pattern line or the floor line of your board
//      ("target:line:<1..5>", "target:floor"), or one of the big destination buttons above your
//      board ("target:dest:<1..5>", "target:dest:floor"); clicking the picked tiles again, or
//      the cancel button ("target:cancel"), or Escape, puts them back;
//   grey wall, while tiling: click the highlighted wall space for the row's tile
//      ("target:wall:<row>:<column>", 1-based).
// The value "table" is "select-source", "place", "wall-column" or "wait".
//
// Layout (table_geometry.h): on wide areas the ring sits left of the boards, all scaled to fit;
// on phones the factories stand in rows above the destination buttons and your board, with
// the other boards side by side below, smaller, all on one screen; only where even that would
// make the spaces too small does the table scroll.
// Boards are painted by table_painters.h; what a take would do comes from the engine
// (State::preview_take) and is said by take_words.h.
#pragma once

#include <imgui.h>

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "engine/classic/state.h"
#include "ui/classic/move_picker.h"
#include "ui/classic/scoring_story.h"
#include "ui/classic/table_geometry.h"
#include "ui/frame_demand.h"
#include "ui/game/table_view.h"

namespace azul::ui {

class AzulTableView {
 public:
  std::optional<Action> draw(const TableInput<classic::State>& input);
  void reset_selection();
  // What the table still shows moving at `now` (flights, the scoring story, the highlights'
  // breathing): the frames it needs (ui/frame_demand.h).
  void request_frames(double now, FrameDemand& demand) const;
  // When what the table tells of the last change has been told (the tiles landed, a round's
  // scoring story ended), on ImGui's clock: the game waits for it (ui/game/game_flow.h), and
  // skip_story() ends it at once (a tap on the table).
  double settles_at() const;
  void skip_story();

 private:
  struct Flight {
    ImVec2 from;
    ImVec2 to;
    classic::Colour colour = classic::Colour::Blue;
    bool marker = false;
    float delay = 0.0f;
  };
  struct Frame;  // one frame's input and clicks (table_frame.h)

  void draw_felt(Frame& f) const;
  void draw_factories(Frame& f);
  void draw_centre(Frame& f);
  void draw_source_tile(Frame& f, int source, ImVec2 pos, classic::Colour c, aview::Rect hit,
                        int index);
  void draw_boards(Frame& f);
  void draw_board_targets(Frame& f);
  void draw_strip(Frame& f);
  std::string strip_message(const Frame& f) const;
  void draw_strip_button(Frame& f, int destination, const aview::Rect& r);
  void draw_outlines(Frame& f);
  void draw_preview(Frame& f);
  void draw_flights(Frame& f, float elapsed);
  void take_clicks(Frame& f);
  void scroll_to_next_tap(const std::string& table) const;
  void start_animations(const classic::State& before, const TableInput<classic::State>& input);
  float animate_take(const classic::State& before, const TableInput<classic::State>& input,
                     double now);

  aview::MovePicker picker_;                // the tiles picked, a source typed
  std::optional<classic::State> previous_;  // what the last frame showed
  aview::TableLayout layout_;
  std::vector<Flight> flights_;
  double animation_start_ = 0.0;
  float animation_length_ = 0.0f;
  // Pattern-line and floor spaces that are filled only once their flying tiles land.
  int landing_seat_ = -1;
  int landing_row_ = -1;
  int landing_line_from_ = 0;
  int landing_floor_from_ = classic::kFloorSpaces;
  // The last wall-tiling told tile by tile with its points (with animations on).
  aview::ScoringStory story_;
  // Wall spaces filled by the last tiling, glowing for a moment (with animations off).
  std::array<std::uint32_t, classic::kMaxPlayersClassic> fresh_wall_{};
  double fresh_wall_time_ = -100.0;
  // What the table asked for in the last frame ("select-source", ...): a change scrolls the
  // table (on narrow screens) to where the next tap goes.
  std::string last_table_;
  double pulse_since_ = 0.0;
  // Wall spaces filled by the last tiling glow this long (with animations off).
  static constexpr float kGlowSeconds = 1.2f;  // when the targets' highlights started breathing
  std::optional<Action> last_outline_;         // the analysed move outlined (its better move)
};

}  // namespace azul::ui
