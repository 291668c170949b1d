// AzulTableView's animations (ui/classic/azul_table_view.h): when the shown position changes,
// the last take's tiles fly to their line, floor and lid (the rest of a factory to the centre),
// a wall-tiling is told as a story (ui/classic/scoring_story.h), or, with animations off, the
// freshly tiled spaces glow; and what the table asks of the frame loop and of the game while
// that plays (request_frames, settles_at), and skipping it (skip_story).
#include <algorithm>
#include <array>
#include <utility>
#include <vector>

#include "ui/classic/azul_table_view.h"
#include "ui/classic/table_timing.h"
#include "ui/highlight_pulse.h"

namespace azul::ui {

using namespace aview;
using classic::Colour;
using classic::State;

namespace {

// Where the tiles of `take` sit before it: those taken, and the rest of a factory (which go to
// the centre).
void take_origins(const TableLayout& l, const State& before, const classic::Take& take,
                  std::vector<ImVec2>& taken, std::vector<std::pair<ImVec2, Colour>>& rest) {
  if (take.source == classic::kCentreSource) {
    int items = before.marker_in_centre() ? 1 : 0;
    const int first_colour_item = items;
    for (Colour c : classic::kAllColours) items += before.centre().count(c) > 0 ? 1 : 0;
    int index = first_colour_item;
    for (Colour c : classic::kAllColours) {
      if (before.centre().count(c) == 0) continue;
      if (c == take.colour)
        for (int i = 0; i < before.centre().count(c); ++i)
          taken.push_back(centre_item(l, index, items));
      ++index;
    }
    return;
  }
  std::array<Colour, 4> tiles{};
  const int count = factory_tiles(before.factory(take.source), tiles);
  const ImVec2 fc = factory_center(l, take.source);
  for (int i = 0; i < count; ++i) {
    if (tiles[i] == take.colour)
      taken.push_back(factory_slot(l, fc, i));
    else
      rest.emplace_back(factory_slot(l, fc, i), tiles[i]);
  }
}

}  // namespace

double AzulTableView::settles_at() const {
  const double flights = flights_.empty() ? 0.0 : animation_start_ + animation_length_;
  return std::max(flights, story_.end_time());
}

void AzulTableView::skip_story() {
  story_.clear();
  flights_.clear();
  landing_seat_ = -1;
}

void AzulTableView::request_frames(double now, FrameDemand& demand) const {
  if (!flights_.empty()) demand.animate_until(now, animation_start_ + animation_length_);
  if (story_.running(now)) demand.animate();
  demand.animate_until(now, fresh_wall_time_ + kGlowSeconds);
  demand.animate_until(now, highlight_pulse_end(pulse_since_));
}

void AzulTableView::start_animations(const State& before, const TableInput<State>& input) {
  flights_.clear();
  const State& after = input.state;
  const double now = ImGui::GetTime();
  // Wall spaces filled since the previous frame glow for a moment.
  bool any_fresh = false;
  for (int seat = 0; seat < after.num_players(); ++seat) {
    std::uint32_t mask = 0;
    for (int r = 0; r < classic::kWallSize; ++r)
      for (int c = 0; c < classic::kWallSize; ++c)
        if (after.board(seat).wall.filled(r, c) && !before.board(seat).wall.filled(r, c))
          mask |= 1u << (r * classic::kWallSize + c);
    fresh_wall_[seat] = mask;
    any_fresh = any_fresh || mask != 0;
  }
  if (any_fresh) fresh_wall_time_ = now;

  landing_seat_ = -1;
  if (input.animation_seconds <= 0.0f) return;
  fresh_wall_time_ = -100.0;  // the story shows each tile landing instead
  // The tiling starts once the last take's tiles have landed.
  const float take_seconds = animate_take(before, input, now);
  story_.start(before, after, now, take_seconds, tiling_step_seconds(input.animation_seconds));
}

// The tiles of the last take flying to their line, floor and lid, and the rest of the factory to
// the centre. Returns how long they fly (0: the last action was no take).
float AzulTableView::animate_take(const State& before, const TableInput<State>& input, double now) {
  if (!input.last_action || input.last_actor < 0) return 0.0f;
  if (classic::kind_of(*input.last_action) != classic::ActionKind::Take) return 0.0f;
  if (before.phase() != classic::Phase::Offer) return 0.0f;
  const classic::Take take = classic::decode_take(*input.last_action);
  const int seat = input.last_actor;
  const BoardPlace& board = layout_.boards[seat];
  std::vector<ImVec2> from;
  std::vector<std::pair<ImVec2, Colour>> leftovers;
  take_origins(layout_, before, take, from, leftovers);
  // Where they land, as the engine says: the pattern line's new spaces, then the floor line
  // after the marker, then the lid.
  const classic::TakePreview landing = before.preview_take(*input.last_action);
  landing_seat_ = seat;
  landing_row_ = landing.line;
  landing_line_from_ = landing.line_first;
  landing_floor_from_ = landing.floor_first;
  const std::vector<int> floor_spaces = floor_tile_spaces(landing);
  float delay = 0.0f;
  for (std::size_t i = 0; i < from.size(); ++i) {
    const int k = static_cast<int>(i);
    ImVec2 to = layout_.counts_pos;  // into the lid
    if (k < landing.to_line)
      to = line_slot(board, landing.line, landing.line_first + k);
    else if (k - landing.to_line < static_cast<int>(floor_spaces.size()))
      to = floor_slot(board, floor_spaces[k - landing.to_line]);
    flights_.push_back(Flight{from[i], to, take.colour, false, delay});
    delay += kFlightStagger;
  }
  if (landing.marker_space >= 0)
    flights_.push_back(Flight{centre_item(layout_, 0, 1), floor_slot(board, landing.marker_space),
                              Colour::Blue, true, 0.0f});
  for (const auto& [pos, colour] : leftovers)
    flights_.push_back(Flight{pos, layout_.centre, colour, false, delay * 0.5f});
  animation_start_ = now;
  animation_length_ = take_flight_seconds(static_cast<int>(from.size()), input.animation_seconds);
  return animation_length_;
}

}  // namespace azul::ui
