#include "ui/pavilion/score_floats.h"

#include <algorithm>

#include "ui/layout.h"
#include "ui/palette.h"
#include "ui/pavilion/board_geometry.h"
#include "ui/pavilion/board_painter.h"
#include "ui/pavilion/tile_painter.h"

namespace azul::ui::pview {

using namespace azul::pavilion;

namespace {

constexpr float kRiseSeconds = 1.4f;
constexpr float kRiseEm = 1.6f;
constexpr ImU32 kGainInk = palette::rgb(0x7C, 0xE0, 0x8C);
constexpr ImU32 kLossInk = palette::rgb(0xFF, 0x8A, 0x7A);

}  // namespace

void ScoreFloats::note(const State& before, const State& after, std::optional<Action> last,
                       int last_actor, float now) {
  floats_.erase(std::remove_if(floats_.begin(), floats_.end(),
                               [now](const Float& f) { return now - f.start >= kRiseSeconds; }),
                floats_.end());
  if (before.num_players() != after.num_players()) return;
  for (int seat = 0; seat < after.num_players(); ++seat) {
    const int change = after.score(seat) - before.score(seat);
    if (change == 0) continue;
    Float f{seat, -1,
            change > 0 ? "+" + std::to_string(change) : "\xE2\x88\x92" + std::to_string(-change),
            now};
    if (last && last_actor == seat && !after.is_terminal()) {
      const DecodedAction d = decode_action(*last);
      if (d.kind == ActionKind::kPlace) f.space = space_index(d.star, d.position);
    }
    floats_.push_back(f);
  }
}

float ScoreFloats::end_time() const {
  float end = 0.0f;
  for (const Float& f : floats_) end = std::max(end, f.start + kRiseSeconds);
  return end;
}

bool ScoreFloats::active(float now) const {
  return std::any_of(floats_.begin(), floats_.end(),
                     [now](const Float& f) { return now - f.start < kRiseSeconds; });
}

void ScoreFloats::draw(ViewFrame& f, const TableLayout& layout, float now) const {
  for (const Float& fl : floats_) {
    const float t = (now - fl.start) / kRiseSeconds;
    if (t < 0.0f || t >= 1.0f) continue;
    const auto board = std::find_if(layout.boards.begin(), layout.boards.end(),
                                    [&](const BoardLayout& b) { return b.seat == fl.seat; });
    if (board == layout.boards.end()) continue;
    ImVec2 at;
    if (fl.space >= 0) {
      const ImVec2 middle =
          f.at(board->board.x + board->board.w * 0.5f, board->board.y + board->board.h * 0.5f);
      at = board_point(middle, board->unit,
                       space_middle(star_of_space(fl.space), position_of_space(fl.space)));
    } else {
      at = f.at(board->header.right() - em(1.2f), board->header.bottom());
    }
    at.y -= em(kRiseEm) * t;
    const float alpha = t < 0.7f ? 1.0f : (1.0f - t) / 0.3f;
    const float size = em(1.1f);
    const ImVec2 extent = measure(fl.text.c_str(), size);
    const ImVec2 min(at.x - extent.x * 0.5f, at.y - extent.y * 0.5f);
    const ImVec2 pad(size * 0.2f, size * 0.05f);
    f.draw->AddRectFilled(ImVec2(min.x - pad.x, min.y - pad.y),
                          ImVec2(min.x + extent.x + pad.x, min.y + extent.y + pad.y),
                          palette::rgb(0x10, 0x10, 0x18, static_cast<unsigned>(210.0f * alpha)),
                          size * 0.3f);
    text_at(f.draw, min, size, fade(fl.text[0] == '+' ? kGainInk : kLossInk, alpha),
            fl.text.c_str());
  }
}

}  // namespace azul::ui::pview
