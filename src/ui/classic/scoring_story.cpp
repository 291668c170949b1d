#include "ui/classic/scoring_story.h"

#include <algorithm>
#include <cmath>

#include "engine/classic/tiling_steps.h"
#include "ui/classic/azul_tiles.h"
#include "ui/classic/table_painters.h"
#include "ui/layout.h"
#include "ui/palette.h"

namespace azul::ui::aview {
namespace {

constexpr float kRiseSeconds = 1.3f;  // how long the points rise and fade
constexpr float kRiseCells = 0.9f;    // how far they rise
constexpr ImU32 kGainInk = palette::rgb(0x7C, 0xE0, 0x8C);
constexpr ImU32 kLossInk = palette::rgb(0xFF, 0x8A, 0x7A);

std::string signed_points(int points) {
  // A real minus sign for losses, as the rest of the table writes them.
  return points < 0 ? "\xE2\x88\x92" + std::to_string(-points) : "+" + std::to_string(points);
}

}  // namespace

void ScoringStory::start(const classic::State& before, const classic::State& after, double now,
                         float delay, float step) {
  // Told apart from the rest until known to hold something: a change with nothing to tell (the
  // next deal) leaves a story being told alone.
  // Only a step forward of at most one tiling is told (not a jump in a replay).
  if (after.round() < before.round() || after.round() > before.round() + 1) return;
  for (int seat = 0; seat < after.num_players(); ++seat)
    for (int row = 0; row < classic::kWallSize; ++row)
      if ((before.board(seat).wall.row_cells(row) & ~after.board(seat).wall.row_cells(row)) != 0)
        return;
  ScoringStory story;
  story.start_ = now;
  story.step_ = step;
  for (int seat = 0; seat < after.num_players(); ++seat) {
    const classic::TilingSteps told = classic::tiling_steps(before.board(seat), after.board(seat));
    float t = delay;
    for (const classic::WallPlacement& p : told.placements) {
      story.steps_.push_back(Step{seat, p.row, p.column, p.colour, t});
      story.points_.push_back(
          Points{seat, p.row, p.column, p.points, signed_points(p.points), t + step});
      t += step;
    }
    if (told.floor_penalty != 0)
      story.points_.push_back(
          Points{seat, -1, 0, told.floor_penalty, signed_points(told.floor_penalty), t});
    story.length_ = std::max(story.length_, t + kRiseSeconds);
  }
  if (!story.steps_.empty() || !story.points_.empty()) *this = std::move(story);
}

std::vector<ScoringStory::Told> ScoringStory::told() const {
  std::vector<Told> told;
  for (const Points& p : points_) told.push_back(Told{p.seat, p.points, p.delay});
  std::stable_sort(told.begin(), told.end(),
                   [](const Told& a, const Told& b) { return a.delay < b.delay; });
  return told;
}

void ScoringStory::clear() {
  steps_.clear();
  points_.clear();
  length_ = 0.0f;
}

bool ScoringStory::running(double now) const {
  return length_ > 0.0f && static_cast<float>(now - start_) < length_;
}

std::uint32_t ScoringStory::hidden_wall(int seat, double now) const {
  if (!running(now)) return 0;
  const float elapsed = static_cast<float>(now - start_);
  std::uint32_t mask = 0;
  for (const Step& s : steps_)
    if (s.seat == seat && elapsed < s.delay + step_)
      mask |= 1u << (s.row * classic::kWallSize + s.column);
  return mask;
}

void ScoringStory::draw(ImDrawList* draw, const TableLayout& layout, const TileStyle& style,
                        double now) const {
  if (!running(now)) return;
  const float elapsed = static_cast<float>(now - start_);
  for (const Step& s : steps_) {
    const BoardPlace& b = layout.boards[s.seat];
    const ImVec2 from = line_slot(b, s.row, 0);
    const ImVec2 to = wall_cell(b, s.row, s.column);
    float t = std::clamp((elapsed - s.delay) / std::max(0.01f, step_), 0.0f, 1.0f);
    if (t >= 1.0f) continue;        // landed: the wall draws it
    t = t * t * (3.0f - 2.0f * t);  // ease in and out
    const float lift = 1.0f + 0.2f * std::sin(t * 3.1416f);
    classic_tiles::draw_tile(draw, from + (to - from) * t, b.cell * kTileShare * lift, s.colour,
                             style);
  }
  for (const Points& p : points_) {
    const float t = (elapsed - p.delay) / kRiseSeconds;
    if (t < 0.0f || t >= 1.0f) continue;
    const BoardPlace& b = layout.boards[p.seat];
    ImVec2 at =
        p.row >= 0 ? wall_cell(b, p.row, p.column)
                   : ImVec2((floor_rect(b).min.x + floor_rect(b).max.x) * 0.5f, floor_slot(b, 0).y);
    at.y -= kRiseCells * b.cell * t;
    const float alpha = t < 0.7f ? 1.0f : (1.0f - t) / 0.3f;
    const ImU32 ink = p.text[0] == '+' ? kGainInk : kLossInk;
    const float size = std::max(em(0.9f), b.cell * 0.8f);
    const ImVec2 extent = ImGui::GetFont()->CalcTextSizeA(size, FLT_MAX, 0.0f, p.text.c_str());
    const ImVec2 min(at.x - extent.x * 0.5f, at.y - extent.y * 0.5f);
    const ImVec2 pad(size * 0.2f, size * 0.05f);
    draw->AddRectFilled(min - pad, min + extent + pad,
                        palette::rgb(0x10, 0x10, 0x18, static_cast<unsigned>(200.0f * alpha)),
                        size * 0.3f);
    draw->AddText(ImGui::GetFont(), size, min,
                  (ink & ~IM_COL32_A_MASK) | (static_cast<ImU32>(255 * alpha) << IM_COL32_A_SHIFT),
                  p.text.c_str());
  }
}

}  // namespace azul::ui::aview
