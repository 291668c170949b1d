#include "ui/pavilion/move_outline.h"

#include <algorithm>
#include <string>
#include <vector>

#include "engine/pavilion/actions.h"
#include "ui/layout.h"
#include "ui/pavilion/board_painter.h"

namespace azul::ui::pview {
namespace {

using pavilion::ActionKind;

// A quad grown around its middle by `scale`, outlined.
void outline_quad(ImDrawList* draw, const ScreenQuad& q, float scale, ImU32 colour) {
  ImVec2 mid(0, 0);
  for (const ImVec2& p : q) mid = ImVec2(mid.x + p.x * 0.25f, mid.y + p.y * 0.25f);
  ImVec2 grown[4];
  for (int i = 0; i < 4; ++i)
    grown[i] = ImVec2(mid.x + (q[i].x - mid.x) * scale, mid.y + (q[i].y - mid.y) * scale);
  draw->AddPolyline(grown, 4, colour, ImDrawFlags_Closed, std::max(2.0f, em(0.18f)));
}

const BoardLayout* board_of(const TableLayout& layout, int seat) {
  for (const BoardLayout& b : layout.boards)
    if (b.seat == seat) return &b;
  return nullptr;
}

}  // namespace

void draw_move_outline(ViewFrame& f, const TableLayout& layout, int seat, Action move, ImU32 colour,
                       float grow, std::string_view probe_value) {
  const pavilion::DecodedAction d = pavilion::decode_action(move);
  const std::string letter(1, pavilion::colour_letter(d.colour));
  const float scale = 1.3f + grow;
  std::vector<std::string> drawn;
  // Outlines every tile drawn of `colour` at `key`; true when there was one.
  auto tiles = [&](SpotKey key, pavilion::Colour c) {
    const std::vector<ScreenQuad> quads = f.shapes.all(key, c);
    for (const ScreenQuad& q : quads) outline_quad(f.draw, q, scale, colour);
    return !quads.empty();
  };
  const BoardLayout* board = board_of(layout, seat);
  switch (d.kind) {
    case ActionKind::kTake: {
      const bool centre = d.source == pavilion::kCentreSource;
      if (tiles(centre ? SpotKey{SpotKind::kCentre, 0} : SpotKey{SpotKind::kFactory, d.source},
                d.colour))
        drawn.push_back(
            "target:take:" + (centre ? std::string("C") : "F" + std::to_string(d.source + 1)) +
            ":" + letter);
      break;
    }
    case ActionKind::kPlace: {
      if (tiles(SpotKey{SpotKind::kHand, seat}, d.colour)) drawn.push_back("target:hand:" + letter);
      if (!board) break;
      const ImVec2 middle =
          f.at(board->board.x + board->board.w * 0.5f, board->board.y + board->board.h * 0.5f);
      outline_quad(f.draw, space_screen_quad(middle, board->unit, d.star, d.position, 0.0f),
                   1.0f + grow, colour);
      drawn.push_back("target:space:" + std::string(1, pavilion::star_letter(d.star)) +
                      std::to_string(d.position));
      break;
    }
    case ActionKind::kBonus: {
      for (int slot = 0; slot < pavilion::kSupplySlots; ++slot)
        if (f.state.supply()[slot] == d.colour && tiles(SpotKey{SpotKind::kSupply, slot}, d.colour))
          drawn.push_back("target:bonus:" + std::to_string(slot + 1));
      break;
    }
    case ActionKind::kPass: {
      if (!board) break;
      const float pad = em(0.15f) * (1.0f + grow * 4.0f);
      const ImVec2 min = f.min(board->hand);
      const ImVec2 max = f.max(board->hand);
      f.draw->AddRect(ImVec2(min.x - pad, min.y - pad), ImVec2(max.x + pad, max.y + pad), colour,
                      em(0.3f), 0, std::max(2.0f, em(0.18f)));
      drawn.push_back("target:pass");
      break;
    }
    case ActionKind::kDraw:
    case ActionKind::kInvalid:
      break;
  }
  std::string names;
  for (const std::string& name : drawn) names += (names.empty() ? "" : ",") + name;
  f.input.probe.record_value(probe_value, names);
}

}  // namespace azul::ui::pview
