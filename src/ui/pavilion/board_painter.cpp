#include "ui/pavilion/board_painter.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <string>

#include "ui/i18n/translate.h"
#include "ui/layout.h"
#include "ui/palette.h"
#include "ui/pavilion/preview_words.h"
#include "ui/pavilion/tile_painter.h"

namespace azul::ui::pview {

using namespace azul::pavilion;

namespace {

constexpr float kSpaceInset = 0.035f;  // board units between neighbouring spaces
constexpr float kValueTextShare = 0.5f;
constexpr float kMinValueTextPx = 7.0f;
constexpr float kEmptyAlpha = 0.24f;
constexpr float kEmptySepiaAlpha = 0.4f;  // the monochrome side's spaces, warmer
constexpr float kEmptyEdgeAlpha = 0.65f;
constexpr float kRoundingEm = 0.45f;
constexpr float kHighlightEm = 0.13f;
constexpr float kHandTileShare = 0.62f;
constexpr float kCornerTileUnits = 0.8f;
constexpr float kButtonWidthEm = 5.0f;
constexpr float kButtonHeightEm = 2.4f;
constexpr float kButtonGapEm = 0.5f;

constexpr ImU32 kCentreSpace = palette::rgb(0xF6, 0xEF, 0xE0);
constexpr ImU32 kSepia = palette::rgb(0xC9, 0xB2, 0x8A);
constexpr ImU32 kStructureIdle = palette::rgb(0xB5, 0xC3, 0xD6, 0x90);
constexpr ImU32 kStructureDone = palette::kAccent;
constexpr ImU32 kBoardFill = palette::rgb(0x15, 0x2E, 0x4E);
constexpr ImU32 kHubDisc = palette::rgb(0x0B, 0x17, 0x29, 0xE0);
constexpr float kHubSymbolUnits = 0.42f;
constexpr ImU32 kLastMove = palette::rgb(0xFF, 0xFF, 0xFF, 0xD0);
constexpr ImU32 kTargetGlow = palette::rgb(0xFF, 0xFF, 0xFF);
constexpr ImU32 kTargetShadow = palette::rgb(0x05, 0x0C, 0x18, 0xE0);

std::string letter(Colour c) { return std::string(1, colour_letter(c)); }

ImU32 empty_space_colour(Side side, int star) {
  if (side == Side::kMonochrome) return kSepia;
  if (star == kCentreStar) return kCentreSpace;
  return palette::rgb(0, 0, 0);  // replaced by the star's tile colour (see caller)
}

// The structure glyphs below are drawn around `c` with their proportions written in board
// units (`u` = one diamond side): each fits the diamond-shaped gap between two stars.
void draw_pillar(ImDrawList* draw, ImVec2 c, float u, ImU32 colour, bool filled) {
  const ImVec2 shaft_min(c.x - 0.09f * u, c.y - 0.24f * u),
      shaft_max(c.x + 0.09f * u, c.y + 0.24f * u);
  const ImVec2 cap_min(c.x - 0.16f * u, c.y - 0.32f * u), cap_max(c.x + 0.16f * u, c.y - 0.24f * u);
  const ImVec2 base_min(c.x - 0.16f * u, c.y + 0.24f * u),
      base_max(c.x + 0.16f * u, c.y + 0.32f * u);
  const float line = std::max(1.0f, 0.04f * u);
  for (auto [a, b] : {std::pair{shaft_min, shaft_max}, std::pair{cap_min, cap_max},
                      std::pair{base_min, base_max}}) {
    if (filled)
      draw->AddRectFilled(a, b, colour);
    else
      draw->AddRect(a, b, colour, 0.0f, 0, line);
  }
}

void draw_statue(ImDrawList* draw, ImVec2 c, float u, ImU32 colour, bool filled) {
  const float line = std::max(1.0f, 0.04f * u);
  const ImVec2 head(c.x, c.y - 0.2f * u);
  const ImVec2 a(c.x - 0.07f * u, c.y - 0.08f * u), b(c.x + 0.07f * u, c.y - 0.08f * u);
  const ImVec2 d(c.x - 0.16f * u, c.y + 0.3f * u), e(c.x + 0.16f * u, c.y + 0.3f * u);
  if (filled) {
    draw->AddCircleFilled(head, 0.09f * u, colour, 12);
    draw->AddQuadFilled(a, b, e, d, colour);
  } else {
    draw->AddCircle(head, 0.09f * u, colour, 12, line);
    draw->AddQuad(a, b, e, d, colour, line);
  }
}

void draw_window(ImDrawList* draw, ImVec2 c, float u, ImU32 colour, bool filled) {
  const float line = std::max(1.0f, 0.04f * u);
  const float half = 0.15f * u;
  const float top = c.y - 0.05f * u;
  const float bottom = c.y + 0.27f * u;
  draw->PathClear();
  draw->PathLineTo(ImVec2(c.x - half, bottom));
  draw->PathArcTo(ImVec2(c.x, top), half, 3.14159265f, 2.0f * 3.14159265f, 10);
  draw->PathLineTo(ImVec2(c.x + half, bottom));
  if (filled) {
    draw->PathFillConvex(colour);
  } else {
    draw->PathStroke(colour, ImDrawFlags_Closed, line);
    draw->AddLine(ImVec2(c.x, top - half), ImVec2(c.x, bottom), colour, line * 0.8f);
  }
}

void draw_structures(ViewFrame& f, int seat, ImVec2 middle, float unit) {
  const PlayerState& p = f.state.player(seat);
  for (int id = 0; id < kNumStructures; ++id) {
    const bool done = ((p.structures >> id) & 1u) != 0;
    const ImVec2 c = board_point(middle, unit, structure_anchor(id));
    const ImU32 colour = done ? kStructureDone : kStructureIdle;
    switch (kStructures[id].kind) {
      case StructureKind::kPillar:
        draw_pillar(f.draw, c, unit, colour, done);
        break;
      case StructureKind::kStatue:
        draw_statue(f.draw, c, unit, colour, done);
        break;
      case StructureKind::kWindow:
        draw_window(f.draw, c, unit, colour, done);
        break;
    }
  }
}

void draw_corners(ViewFrame& f, int seat, ImVec2 middle, float unit) {
  const PlayerState& p = f.state.player(seat);
  std::array<Colour, kNumCorners> kept{};
  kept.fill(kNoColour);
  int n = 0;
  for (int c = 0; c < kNumColours; ++c)
    for (int k = 0; k < p.corners[c] && n < kNumCorners; ++k) kept[n++] = static_cast<Colour>(c);
  // Tiles still flying in are drawn once they land (the last ones of their colour).
  std::array<bool, kNumCorners> in_flight{};
  std::array<int, kNumColours> hidden{};
  for (int c = 0; c < kNumColours; ++c) {
    hidden[c] = f.arriving_count({SpotKind::kCorner, seat}, static_cast<Colour>(c));
  }
  for (int corner = n - 1; corner >= 0; --corner) {
    if (hidden[kept[corner]] > 0) {
      in_flight[corner] = true;
      --hidden[kept[corner]];
    }
  }
  for (int corner = 0; corner < kNumCorners; ++corner) {
    const ImVec2 c = board_point(middle, unit, corner_middle(corner));
    const float half = kCornerSize * unit * 0.5f;
    f.draw->AddRect(ImVec2(c.x - half, c.y - half), ImVec2(c.x + half, c.y + half),
                    fade(palette::kOutline, 0.9f), half * 0.3f, 0, em(kHairlineEm));
    if (kept[corner] == kNoColour) continue;
    const ScreenQuad quad = upright_tile(c, kCornerTileUnits * unit);
    f.shapes.add({SpotKind::kCorner, seat}, kept[corner], quad);
    if (!in_flight[corner]) draw_tile(f.draw, quad, kept[corner], f.input.tiles);
  }
  // Animations of tiles going to or leaving the corners need a place even when none is kept.
  for (int c = 0; c < kNumColours; ++c) {
    f.shapes.add(
        {SpotKind::kCorner, seat}, static_cast<Colour>(c),
        upright_tile(board_point(middle, unit, corner_middle(0)), kCornerTileUnits * unit));
  }
}

void draw_header(ViewFrame& f, const BoardLayout& b) {
  const PlayerState& p = f.state.player(b.seat);
  const float size = b.focus ? em(1.05f) : em(0.9f);
  const ImVec2 min = f.min(b.header);
  const float middle_y = min.y + b.header.h * 0.5f;
  // What the right end needs (the score, and the word "points" where there is room), so that
  // a narrow header (a phone's small boards) shortens the name instead of overlapping it.
  char score[16];
  std::snprintf(score, sizeof score, "%d", p.score);
  const float score_size = size * 1.3f;
  const ImVec2 score_extent = measure(score, score_size);
  // TRANSLATORS: beside a player's score in the board's heading.
  const char* points = tr("points");
  const ImVec2 label_extent = measure((std::string(points) + " ").c_str(), size * 0.75f);
  const float right = min.x + b.header.w - em(0.5f);
  // TRANSLATORS: in a player board's heading: the player has passed this round.
  const char* passed = tr("passed");
  std::string name = format(tr("Player {1}"), b.seat + 1);
  const char* text = name.c_str();
  const float left_needs = em(0.5f) + size * 0.8f + measure(text, size).x + em(0.5f) +
                           (f.state.start_token_holder() == b.seat ? size * 1.5f : 0.0f) +
                           (p.passed ? measure(passed, size * 0.85f).x + em(0.9f) : 0.0f);
  const bool with_label = left_needs + label_extent.x + score_extent.x + em(0.5f) <= b.header.w;
  if (left_needs + score_extent.x + em(0.5f) > b.header.w) {
    name = format(tr("P{1}"), b.seat + 1);
    text = name.c_str();
  }
  float x = min.x + em(0.5f);
  const bool to_move = f.state.current_player() == b.seat;
  if (to_move) {
    f.draw->AddTriangleFilled(ImVec2(x, middle_y - size * 0.35f),
                              ImVec2(x, middle_y + size * 0.35f), ImVec2(x + size * 0.5f, middle_y),
                              palette::kAccent);
    x += size * 0.8f;
  }
  text_at(f.draw, ImVec2(x, middle_y - size * 0.5f), size,
          to_move ? palette::kAccent : palette::kText, text);
  x += measure(text, size).x + em(0.5f);
  if (f.state.start_token_holder() == b.seat) {
    draw_start_token(f.draw, ImVec2(x + size * 0.5f, middle_y), size * 1.05f);
    x += size * 1.5f;
  }
  if (p.passed) {
    const ImVec2 extent = measure(passed, size * 0.85f);
    const ImVec2 pill_min(x, middle_y - extent.y * 0.6f);
    const ImVec2 pill_max(x + extent.x + em(0.6f), middle_y + extent.y * 0.6f);
    f.draw->AddRectFilled(pill_min, pill_max, palette::kSurfaceActive, extent.y);
    text_at(f.draw, ImVec2(x + em(0.3f), middle_y - extent.y * 0.5f), size * 0.85f,
            palette::kTextMuted, passed);
  }
  text_at(f.draw, ImVec2(right - score_extent.x, middle_y - score_extent.y * 0.5f), score_size,
          palette::kText, score);
  if (with_label)
    text_at(f.draw,
            ImVec2(right - score_extent.x - label_extent.x, middle_y - label_extent.y * 0.4f),
            size * 0.75f, palette::kTextMuted, points);
}

// The hand: six cells, one per colour. Returns the hovered colour (focus board, phase 2).
Colour draw_hand(ViewFrame& f, const BoardLayout& b) {
  const PlayerState& p = f.state.player(b.seat);
  const bool choosing = b.focus && (f.ask == Ask::kSelectColour || f.ask == Ask::kSelectSpace);
  const float cell_w = std::min(b.hand.w / static_cast<float>(kNumColours), b.hand.h * 1.25f);
  const ImVec2 min = f.min(b.hand);
  const float left = min.x + em(0.3f);
  const Colour wild = f.state.wild_colour();
  Colour hovered = kNoColour;
  const std::optional<Colour> selected = choosing ? f.picker.colour() : std::nullopt;
  for (int c = 0; c < kNumColours; ++c) {
    const Colour colour = static_cast<Colour>(c);
    const ImVec2 cell_min(left + cell_w * static_cast<float>(c), min.y);
    const ImVec2 cell_max(cell_min.x + cell_w, min.y + b.hand.h);
    const bool legal = choosing && f.options.can_place(colour);
    Hit hit;
    if (legal) {
      const std::string id = "h" + std::to_string(c);
      const std::string name = selected == colour ? std::string() : "target:hand:" + letter(colour);
      hit = hit_area(f, id.c_str(), cell_min, cell_max, name);
      if (hit.hovered) hovered = colour;
      if (hit.clicked) f.picker.pick_colour(f.options, colour);
    }
    const bool is_selected = selected == colour;
    const float tile_h = b.hand.h * kHandTileShare;
    const ImVec2 middle(
        (cell_min.x + cell_max.x) * 0.5f - cell_w * 0.08f,
        (cell_min.y + cell_max.y) * 0.5f - (is_selected || hit.hovered ? tile_h * 0.1f : 0.0f));
    if (is_selected) {
      f.draw->AddRectFilled(ImVec2(cell_min.x + 2, cell_min.y + 2),
                            ImVec2(cell_max.x - 2, cell_max.y - 2), palette::kSurfaceActive,
                            em(0.3f));
      f.draw->AddRect(ImVec2(cell_min.x + 2, cell_min.y + 2),
                      ImVec2(cell_max.x - 2, cell_max.y - 2), palette::kAccent, em(0.3f), 0,
                      em(kHighlightEm) * 1.3f);
    }
    const ScreenQuad quad = upright_tile(middle, tile_h);
    f.shapes.add({SpotKind::kHand, b.seat}, colour, quad);
    // Tiles still flying in are counted once they land.
    const int count = p.hand[c] - f.arriving_count({SpotKind::kHand, b.seat}, colour);
    draw_tile(f.draw, quad, colour, f.input.tiles, count > 0 ? 1.0f : 0.16f);
    if (count > 0 && colour == wild) {
      draw_wild_mark(f.draw, ImVec2(quad[3].x, quad[2].y + tile_h * 0.2f), tile_h * 0.32f);
    }
    if (legal && !is_selected) {
      const float strength = hit.hovered ? 1.0f : 0.55f + 0.45f * f.pulse;
      f.draw->AddQuad(quad[0], quad[1], quad[2], quad[3], fade(palette::kAccent, strength),
                      em(kHighlightEm) * 1.4f);
    }
    if (count > 0) {
      char text[16];
      std::snprintf(text, sizeof text, "%d", count);
      const float size = std::max(em(0.7f), b.hand.h * 0.3f);
      text_at(f.draw, ImVec2(quad[3].x + cell_w * 0.05f, middle.y + tile_h * 0.02f), size,
              palette::kText, text);
    }
  }
  return hovered;
}

void draw_buttons(ViewFrame& f, const BoardLayout& b) {
  if (!b.focus || b.buttons.w <= 0.0f) return;
  if (f.ask != Ask::kSelectColour && f.ask != Ask::kSelectSpace) return;
  const ImVec2 min = f.min(b.buttons);
  const float h = std::min(b.buttons.h - em(0.3f), em(kButtonHeightEm));
  const float w = em(kButtonWidthEm);
  const float y = min.y + (b.buttons.h - h) * 0.5f;
  float x = min.x + b.buttons.w - em(0.3f) - w;
  // TRANSLATORS: a button: pass (the move of Summer Pavilion's phase 2: place no more tiles
  // this round).
  if (panel_button(f, "pass", ImVec2(x, y), ImVec2(x + w, y + h), trc("move", "Pass"),
                   f.options.any_pass(), false, "target:pass")) {
    f.open_keep_dialog = true;
  }
  if (f.picker.colour()) {
    x -= w + em(kButtonGapEm);
    if (panel_button(f, "cancel", ImVec2(x, y), ImVec2(x + w, y + h), tr("Cancel"), true, false,
                     "")) {
      f.picker.cancel();
    }
  }
}

// The phase-2 clicks on the focus board: a space, or a star to enlarge when spaces are small.
void board_clicks(ViewFrame& f, const BoardLayout& b, ImVec2 middle, std::uint64_t clickable,
                  int& hovered_space, int& hovered_star) {
  if (clickable == 0 || !f.interactive) return;
  const bool zoom = b.unit < em(kMinTouchUnitEm);
  const Hit hit = hit_area(f, "board", f.min(b.board), f.max(b.board), "");
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const Point p{(mouse.x - middle.x) / b.unit, (mouse.y - middle.y) / b.unit};
  if (zoom) {
    std::array<bool, kNumStars> has{};
    for (int space = 0; space < kNumSpaces; ++space)
      if ((clickable >> space) & 1u) has[star_of_space(space)] = true;
    for (int star = 0; star < kNumStars; ++star) {
      if (!has[star]) continue;
      const ImVec2 c = board_point(middle, b.unit, star_centre(star));
      const float r = kStarTipRadius * b.unit;
      record_target(f, std::string("target:star:") + star_letter(star), ImVec2(c.x - r, c.y - r),
                    ImVec2(c.x + r, c.y + r));
    }
    if (hit.hovered) {
      if (auto star = star_at(p); star && has[*star]) hovered_star = *star;
    }
    if (hit.clicked && hovered_star >= 0) f.picker.zoom(hovered_star);
    return;
  }
  for (int space = 0; space < kNumSpaces; ++space) {
    if (((clickable >> space) & 1u) == 0) continue;
    const ScreenQuad q =
        space_screen_quad(middle, b.unit, star_of_space(space), position_of_space(space), 0.0f);
    ImVec2 lo = q[0], hi = q[0];
    for (const ImVec2& v : q) {
      lo = ImVec2(std::min(lo.x, v.x), std::min(lo.y, v.y));
      hi = ImVec2(std::max(hi.x, v.x), std::max(hi.y, v.y));
    }
    record_target(f,
                  std::string("target:space:") + star_letter(star_of_space(space)) +
                      std::to_string(position_of_space(space)),
                  lo, hi);
  }
  if (hit.hovered) {
    if (auto space = space_at(p); space && ((clickable >> *space) & 1u)) hovered_space = *space;
  }
  if (hovered_space >= 0) show_space_preview(f, hovered_space);
  if (hit.clicked && hovered_space >= 0) f.result = f.picker.pick_space(f.options, hovered_space);
}

}  // namespace

void show_space_preview(ViewFrame& f, int space) {
  if (!f.picker.colour()) return;
  const Colour colour = *f.picker.colour();
  const std::uint8_t payments = f.options.payments(colour, space);
  if (payments == 0) return;
  // Every payment of a space scores the same; the first stands for them.
  const int wilds = std::countr_zero(static_cast<unsigned>(payments));
  const Action place = place_action(star_of_space(space), position_of_space(space), colour, wilds);
  const std::string words = preview_words(f.state.preview(place));
  const std::string cost =
      cost_words(printed_value(f.state.side(), star_of_space(space), position_of_space(space)),
                 colour, payments, f.state.wild_colour());
  ImGui::SetTooltip("%s\n%s", words.c_str(), cost.c_str());
  f.input.probe.record_value("preview:space", words);
  f.input.probe.record_value("preview:cost", cost);
}

ScreenQuad space_screen_quad(ImVec2 middle, float unit, int star, int position, float inset) {
  const Quad q = space_quad(star, position, inset);
  return {board_point(middle, unit, q[0]), board_point(middle, unit, q[1]),
          board_point(middle, unit, q[2]), board_point(middle, unit, q[3])};
}

void draw_star(ViewFrame& f, int seat, int star, ImVec2 middle, float unit, std::uint64_t clickable,
               int hovered_space, bool hide_values) {
  const PlayerState& p = f.state.player(seat);
  const Side side = f.state.side();
  ImU32 empty = empty_space_colour(side, star);
  if (side == Side::kColoured && star != kCentreStar) {
    empty = tile_fill(static_cast<Colour>(star), f.input.tiles);
  }
  const float value_size = unit * kValueTextShare;
  const std::optional<Action> last = f.input.last_action;
  int last_space = -1;
  if (last && f.input.last_actor == seat) {
    const DecodedAction d = decode_action(*last);
    if (d.kind == ActionKind::kPlace) last_space = space_index(d.star, d.position);
  }
  for (int position = 1; position <= kSpacesPerStar; ++position) {
    const int space = space_index(star, position);
    const ScreenQuad quad = space_screen_quad(middle, unit, star, position, kSpaceInset);
    const Colour covered = p.space_colour[space];
    const SpotKey key{SpotKind::kSpace, seat * kNumSpaces + space};
    if (covered < kNumColours) f.shapes.add(key, covered, quad);
    if (covered < kNumColours && !f.is_arriving(key)) {
      draw_tile(f.draw, quad, covered, f.input.tiles);
    } else {
      f.draw->AddQuadFilled(
          quad[0], quad[1], quad[2], quad[3],
          fade(empty, side == Side::kMonochrome ? kEmptySepiaAlpha : kEmptyAlpha));
      f.draw->AddQuad(quad[0], quad[1], quad[2], quad[3], fade(empty, kEmptyEdgeAlpha),
                      std::max(1.0f, unit * 0.03f));
      if (!hide_values && value_size >= kMinValueTextPx) {
        char text[16];
        std::snprintf(text, sizeof text, "%d", printed_value(side, star, position));
        const ImVec2 m = quad_middle(quad);
        text_centred(f.draw, m, value_size, fade(palette::kText, 0.8f), text);
      }
    }
    if (space == last_space) {
      f.draw->AddQuad(quad[0], quad[1], quad[2], quad[3], kLastMove, std::max(1.5f, unit * 0.06f));
    }
    if ((clickable >> space) & 1u) {
      // A dark edge under a light one: the target stands out on every star colour, in every
      // palette (the yellow and orange stars swallow a gold outline alone).
      const bool hovered = space == hovered_space;
      const float line = std::max(2.0f, unit * 0.08f);
      f.draw->AddQuadFilled(quad[0], quad[1], quad[2], quad[3],
                            fade(kTargetGlow, hovered ? 0.5f : 0.15f + 0.15f * f.pulse));
      f.draw->AddQuad(quad[0], quad[1], quad[2], quad[3], kTargetShadow, line * 2.2f);
      const float strength = hovered ? 1.0f : 0.6f + 0.4f * f.pulse;
      f.draw->AddQuad(quad[0], quad[1], quad[2], quad[3], fade(kTargetGlow, strength), line);
    }
  }
}

void draw_player_area(ViewFrame& f, const BoardLayout& b) {
  const ImVec2 area_min = f.min(b.area);
  const ImVec2 area_max = f.max(b.area);
  const bool to_move = f.state.current_player() == b.seat;
  f.draw->AddRectFilled(area_min, area_max, kBoardFill, em(kRoundingEm));
  f.draw->AddRect(area_min, area_max, to_move ? palette::kAccent : palette::kOutline,
                  em(kRoundingEm), 0, to_move ? em(kHighlightEm) : em(kHairlineEm));
  draw_header(f, b);
  const Colour hovered_colour = draw_hand(f, b);
  draw_buttons(f, b);

  const ImVec2 middle = f.at(b.board.x + b.board.w * 0.5f, b.board.y + b.board.h * 0.5f);
  std::uint64_t clickable = 0;
  if (b.focus && f.ask == Ask::kSelectSpace && f.picker.colour()) {
    clickable = f.options.spaces_for(*f.picker.colour());
  }
  int hovered_space = -1;
  int hovered_star = -1;
  board_clicks(f, b, middle, clickable, hovered_space, hovered_star);
  // Hovering a hand colour previews where it could go.
  std::uint64_t preview = 0;
  if (b.focus && f.ask == Ask::kSelectColour && hovered_colour != kNoColour) {
    preview = f.options.spaces_for(hovered_colour);
  }
  for (int star = 0; star < kNumStars; ++star) {
    if (star == hovered_star) {
      f.draw->AddCircleFilled(board_point(middle, b.unit, star_centre(star)),
                              kStarTipRadius * b.unit, fade(palette::kAccent, 0.25f), 36);
    }
    draw_star(f, b.seat, star, middle, b.unit, clickable | preview, hovered_space, false);
  }
  draw_structures(f, b.seat, middle, b.unit);
  draw_corners(f, b.seat, middle, b.unit);
  if (f.state.side() == Side::kMonochrome) {
    // What each star has become: a disc of its colour (single-coloured) or a ring of all six
    // colours (multicoloured); nothing while undecided.
    for (int star = 0; star < kNumStars; ++star) {
      const ImVec2 hub = board_point(middle, b.unit, star_centre(star));
      const float r = b.unit * kHubSymbolUnits * 0.5f;
      const StarKind kind = f.state.star_kind(b.seat, star);
      if (kind == StarKind::kUndecided) continue;
      f.draw->AddCircleFilled(hub, r * 1.25f, kHubDisc, 16);
      if (kind == StarKind::kSingleColoured) {
        const std::uint8_t present = f.state.player(b.seat).star_colours[star];
        Colour colour = kNoColour;
        for (int c = 0; c < kNumColours; ++c)
          if ((present >> c) & 1u) colour = static_cast<Colour>(c);
        f.draw->AddCircleFilled(hub, r, tile_fill(colour, f.input.tiles), 16);
      } else {
        for (int c = 0; c < kNumColours; ++c) {
          const float a0 = 6.2831853f * static_cast<float>(c) / kNumColours;
          const float a1 = 6.2831853f * static_cast<float>(c + 1) / kNumColours;
          f.draw->PathClear();
          f.draw->PathLineTo(hub);
          f.draw->PathArcTo(hub, r, a0, a1, 4);
          f.draw->PathFillConvex(tile_fill(static_cast<Colour>(c), f.input.tiles));
        }
      }
    }
  }
  if (f.input.tiles.colour_blind_symbols && f.state.side() == Side::kColoured) {
    // The outer stars' colours as symbols at their hubs.
    for (int star = 0; star < kNumOuterStars; ++star) {
      const ImVec2 hub = board_point(middle, b.unit, star_centre(star));
      f.draw->AddCircleFilled(hub, b.unit * kHubSymbolUnits * 0.62f, kHubDisc, 16);
      draw_colour_symbol(f.draw, hub, b.unit * kHubSymbolUnits, static_cast<Colour>(star),
                         tile_fill(static_cast<Colour>(star), f.input.tiles));
    }
  }
}

}  // namespace azul::ui::pview
