#include "ui/pavilion/market_painter.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "ui/i18n/translate.h"
#include "ui/layout.h"
#include "ui/palette.h"
#include "ui/pavilion/tile_painter.h"

namespace azul::ui::pview {

using namespace azul::pavilion;

namespace {

constexpr float kPi = 3.14159265f;
constexpr float kTileHeightCells = 0.92f;  // a loose tile's height in tile cells
constexpr float kWildMarkCells = 0.34f;
constexpr float kFactoryRadiusCells = kFactoryDiameterCells * 0.5f;
constexpr float kFactoryHitCells = 1.3f;    // a quarter of the factory
constexpr float kFactoryReachCells = 1.5f;  // touches farther from its middle are not its
constexpr float kCentreGroupRadiusCells = 1.3f;
constexpr float kCentreHitCells = 1.3f;
constexpr float kTokenCells = 0.8f;
constexpr float kCentreRowPitchCells = 1.35f;  // the centre as a row: room of each item
constexpr float kTrackCellMaxCells = 1.6f;
constexpr float kPastRoundAlpha = 0.45f;
constexpr float kRoundingEm = 0.3f;
constexpr float kHighlightEm = 0.14f;

constexpr ImU32 kFactoryFill = palette::rgb(0xEC, 0xE3, 0xD0);
constexpr ImU32 kFactoryRim = palette::rgb(0xB9, 0xA7, 0x86);
constexpr ImU32 kFactoryInner = palette::rgb(0xDC, 0xCF, 0xB4);
constexpr ImU32 kCentreFill = palette::rgb(0x14, 0x2C, 0x4A);
constexpr ImU32 kSlotFill = palette::rgb(0x0C, 0x1C, 0x31);
constexpr ImU32 kHoverGlow = palette::rgb(0xFF, 0xFF, 0xFF, 0x60);

ImVec2 polar(ImVec2 centre, float radius, float degrees) {
  const float a = degrees * kPi / 180.0f;
  return ImVec2(centre.x + radius * std::cos(a), centre.y - radius * std::sin(a));
}

// Outline that says "clickable", brighter when hovered.
void clickable_outline(ViewFrame& f, const ScreenQuad& quad, bool hovered) {
  const float strength = hovered ? 1.0f : 0.45f + 0.45f * f.pulse;
  f.draw->AddQuad(quad[0], quad[1], quad[2], quad[3], fade(palette::kAccent, strength),
                  em(kHighlightEm) * (hovered ? 1.6f : 1.0f));
}

std::string letter(Colour c) { return std::string(1, colour_letter(c)); }

// A loose tile with the wild mark when it is the round's wild colour.
void loose_tile(ViewFrame& f, const ScreenQuad& quad, Colour colour, float cell,
                float alpha = 1.0f) {
  draw_tile(f.draw, quad, colour, f.input.tiles, alpha);
  if (colour == f.state.wild_colour()) {
    draw_wild_mark(f.draw, ImVec2(quad[3].x, quad[2].y + (quad[0].y - quad[2].y) * 0.22f),
                   cell * kWildMarkCells);
  }
}

void count_badge(ViewFrame& f, ImVec2 centre, float size, int count) {
  const std::string text = std::to_string(count);
  f.draw->AddCircleFilled(centre, size * 0.5f, palette::rgb(0x0B, 0x17, 0x29, 0xE8), 16);
  f.draw->AddCircle(centre, size * 0.5f, palette::kOutline, 16, em(kHairlineEm));
  text_centred(f.draw, centre, size * 0.72f, palette::kText, text.c_str());
}

// One factory: its tiles in a 2x2 grid, wild tiles last.
void draw_factory(ViewFrame& f, int index, ImVec2 centre, float cell, float ring_angle) {
  const TileCounts& counts = f.state.factory(index);
  const float radius = cell * kFactoryRadiusCells;
  f.draw->AddCircleFilled(centre, radius, kFactoryFill, 40);
  f.draw->AddCircleFilled(centre, radius * 0.82f, kFactoryInner, 40);
  f.draw->AddCircle(centre, radius, kFactoryRim, 40, em(kHairlineEm) * 2.0f);
  const std::string number = std::to_string(index + 1);
  // The factory's number, on the side facing the centre (its outer side may be the screen edge).
  text_centred(f.draw, polar(centre, radius + em(0.5f), ring_angle + 180.0f), em(0.75f),
               palette::kTextMuted, number.c_str());

  std::array<Colour, kTilesPerFactory> tiles{};
  int n = 0;
  const Colour wild = f.state.wild_colour();
  for (int c = 0; c < kNumColours && n < kTilesPerFactory; ++c) {
    if (c == wild) continue;
    for (int k = 0; k < counts[c] && n < kTilesPerFactory; ++k) tiles[n++] = static_cast<Colour>(c);
  }
  for (int k = 0; k < counts[wild] && n < kTilesPerFactory; ++k) tiles[n++] = wild;

  std::array<ImVec2, kTilesPerFactory> middles{};
  Colour hovered_colour = kNoColour;
  std::array<bool, kNumColours> recorded{};
  for (int i = 0; i < n; ++i) {
    middles[i] = ImVec2(centre.x + (i % 2 == 0 ? -0.5f : 0.5f) * cell,
                        centre.y + (i < 2 ? -0.5f : 0.5f) * cell);
    const Colour c = tiles[i];
    if (f.ask != Ask::kSelectSource || !f.options.can_take(index, c)) continue;
    const float half = cell * kFactoryHitCells * 0.5f;
    const std::string id = "f" + std::to_string(index) + "t" + std::to_string(i);
    std::string name;
    if (!recorded[c]) name = "target:take:F" + number + ":" + letter(c);
    recorded[c] = true;
    const Hit hit = hit_area(f, id.c_str(), ImVec2(middles[i].x - half, middles[i].y - half),
                             ImVec2(middles[i].x + half, middles[i].y + half), name);
    // Neighbouring factories' quarters may touch at their corners: only this disc counts.
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const float dx = mouse.x - centre.x;
    const float dy = mouse.y - centre.y;
    const bool on_disc = dx * dx + dy * dy <= cell * cell * kFactoryReachCells * kFactoryReachCells;
    if (hit.hovered && on_disc) hovered_colour = c;
    if (hit.clicked && on_disc) f.result = f.picker.take(f.options, index, c);
  }
  // Tiles still flying in are drawn once they land (the last ones of their colour).
  std::array<int, kNumColours> hidden{};
  for (int c = 0; c < kNumColours; ++c) {
    hidden[c] = f.arriving_count({SpotKind::kFactory, index}, static_cast<Colour>(c));
  }
  std::array<bool, kTilesPerFactory> in_flight{};
  for (int i = n - 1; i >= 0; --i) {
    if (hidden[tiles[i]] > 0) {
      in_flight[i] = true;
      --hidden[tiles[i]];
    }
  }
  // The tiles the hovered pick would take: its colour and one wild.
  bool wild_marked = false;
  for (int i = 0; i < n; ++i) {
    const Colour c = tiles[i];
    bool taken = c == hovered_colour;
    if (hovered_colour != kNoColour && c == wild && hovered_colour != wild && !wild_marked) {
      taken = true;
      wild_marked = true;
    }
    const ImVec2 m(middles[i].x, middles[i].y - (taken ? cell * 0.08f : 0.0f));
    const ScreenQuad quad = upright_tile(m, cell * kTileHeightCells);
    f.shapes.add({SpotKind::kFactory, index}, c, quad);
    if (in_flight[i]) continue;
    if (taken) f.draw->AddCircleFilled(m, cell * 0.5f, kHoverGlow, 20);
    loose_tile(f, quad, c, cell);
    if (f.ask == Ask::kSelectSource && f.options.can_take(index, c)) {
      clickable_outline(f, quad, taken);
    }
  }
}

// The centre: a disc in the ring's middle with the colours round the start token, or (factories
// in rows) a band with the token and the colours side by side. `row` is the band, or null.
void draw_centre(ViewFrame& f, ImVec2 centre, float cell, const Box* row) {
  const TileCounts& counts = f.state.centre();
  std::array<Colour, kNumColours> groups{};
  int m = 0;
  for (int c = 0; c < kNumColours; ++c)
    if (counts[c] > 0) groups[m++] = static_cast<Colour>(c);
  const bool token = f.state.start_token_in_centre();
  const float pitch = cell * kCentreRowPitchCells;
  // The row's items (the token first, then the colours), centred on `centre`.
  const auto row_item = [&](int i) {
    const int items = m + (token ? 1 : 0);
    return ImVec2(centre.x + (static_cast<float>(i) - static_cast<float>(items - 1) * 0.5f) * pitch,
                  centre.y);
  };
  if (row) {
    f.draw->AddRectFilled(f.min(*row), f.max(*row), kCentreFill, em(kRoundingEm));
    f.draw->AddRect(f.min(*row), f.max(*row), palette::kOutline, em(kRoundingEm), 0,
                    em(kHairlineEm));
  } else {
    const float inner_radius = cell * (kCentreGroupRadiusCells + kCentreHitCells * 0.55f);
    f.draw->AddCircleFilled(centre, inner_radius, kCentreFill, 48);
    f.draw->AddCircle(centre, inner_radius, palette::kOutline, 48, em(kHairlineEm));
  }
  if (token) {
    draw_start_token(f.draw, row ? row_item(0) : centre, cell * kTokenCells);
  } else if (m == 0) {
    // TRANSLATORS: written in the empty centre of the table (where the factories' leftovers go).
    text_centred(f.draw, centre, em(0.8f), palette::kTextMuted, tr("Centre"));
  }
  const Colour wild = f.state.wild_colour();
  Colour hovered_colour = kNoColour;
  std::array<ImVec2, kNumColours> middles{};
  for (int k = 0; k < m; ++k) {
    const float angle = 90.0f - 360.0f * static_cast<float>(k) / static_cast<float>(m);
    if (row)
      middles[k] = row_item(k + (token ? 1 : 0));
    else
      middles[k] = m == 1 && !token ? centre : polar(centre, cell * kCentreGroupRadiusCells, angle);
    const Colour c = groups[k];
    if (f.ask != Ask::kSelectSource || !f.options.can_take(kCentreSource, c)) continue;
    const float half = cell * kCentreHitCells * 0.5f;
    const std::string id = "c" + std::to_string(c);
    const Hit hit =
        hit_area(f, id.c_str(), ImVec2(middles[k].x - half, middles[k].y - half),
                 ImVec2(middles[k].x + half, middles[k].y + half), "target:take:C:" + letter(c));
    if (hit.hovered) hovered_colour = c;
    if (hit.clicked) f.result = f.picker.take(f.options, kCentreSource, c);
  }
  for (int k = 0; k < m; ++k) {
    const Colour c = groups[k];
    const bool taken =
        c == hovered_colour || (hovered_colour != kNoColour && hovered_colour != wild && c == wild);
    const ImVec2 mid(middles[k].x, middles[k].y - (taken ? cell * 0.08f : 0.0f));
    const ScreenQuad quad = upright_tile(mid, cell * kTileHeightCells);
    f.shapes.add({SpotKind::kCentre, 0}, c, quad);
    // Tiles still flying in are counted once they land.
    const int shown = counts[c] - f.arriving_count({SpotKind::kCentre, 0}, c);
    if (shown <= 0) continue;
    if (taken) f.draw->AddCircleFilled(mid, cell * 0.5f, kHoverGlow, 20);
    loose_tile(f, quad, c, cell);
    if (f.ask == Ask::kSelectSource && f.options.can_take(kCentreSource, c)) {
      clickable_outline(f, quad, taken);
    }
    if (shown > 1) {
      count_badge(f, ImVec2(mid.x + cell * 0.36f, mid.y + cell * 0.3f), cell * 0.46f, shown);
    }
  }
}

}  // namespace

void draw_round_track(ViewFrame& f, const MarketLayout& market) {
  const Box& box = market.track;
  const float cell = market.tile;
  const float w = std::min(box.w / static_cast<float>(kRounds), cell * kTrackCellMaxCells);
  const float left = box.x + (box.w - w * static_cast<float>(kRounds)) * 0.5f;
  const float label = std::min(em(0.8f), box.h * 0.32f);
  for (int r = 1; r <= kRounds; ++r) {
    const ImVec2 min = f.at(left + w * static_cast<float>(r - 1) + w * 0.06f, box.y);
    const ImVec2 max = f.at(left + w * static_cast<float>(r) - w * 0.06f, box.bottom());
    const bool current = r == f.state.round() && !f.state.is_terminal();
    const float alpha = r < f.state.round() || f.state.is_terminal() ? kPastRoundAlpha : 1.0f;
    f.draw->AddRectFilled(min, max, current ? palette::kSurfaceActive : palette::kSurface,
                          em(kRoundingEm));
    f.draw->AddRect(min, max, current ? palette::kAccent : palette::kOutline, em(kRoundingEm), 0,
                    current ? em(kHighlightEm) : em(kHairlineEm));
    const std::string number = std::to_string(r);
    text_centred(f.draw, ImVec2((min.x + max.x) * 0.5f, min.y + label * 0.75f), label,
                 fade(current ? palette::kAccent : palette::kTextMuted, alpha), number.c_str());
    const Colour wild = f.state.options().wild_order[r - 1];
    const float tile_h = std::min(box.h - label * 1.6f, w * 0.9f);
    const ScreenQuad quad =
        upright_tile(ImVec2((min.x + max.x) * 0.5f, max.y - tile_h * 0.5f - box.h * 0.06f), tile_h);
    draw_tile(f.draw, quad, wild, f.input.tiles, alpha);
  }
}

void draw_supply(ViewFrame& f, const MarketLayout& market) {
  const Box& box = market.supply;
  const float cell = market.tile;
  const int per_row = market.supply_two_rows ? kSupplySlots / 2 : kSupplySlots;
  const float slot_w = cell * kSupplySlotCells;
  const float left = box.x + (box.w - slot_w * static_cast<float>(per_row)) * 0.5f;
  for (int slot = 0; slot < kSupplySlots; ++slot) {
    const int row = slot / per_row;
    const int column = slot % per_row;
    const ImVec2 min =
        f.at(left + slot_w * static_cast<float>(column) + slot_w * 0.05f,
             box.y + cell * kSupplyRowCells * static_cast<float>(row) + cell * 0.05f);
    const ImVec2 max(min.x + slot_w * 0.9f, min.y + cell * kSupplyRowCells * 0.9f);
    const ImVec2 middle((min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f);
    f.draw->AddRectFilled(min, max, kSlotFill, em(kRoundingEm));
    f.draw->AddRect(min, max, palette::kOutline, em(kRoundingEm), 0, em(kHairlineEm));
    const Colour c = f.state.supply()[slot];
    if (c >= kNumColours) continue;
    const bool legal = f.ask == Ask::kBonus && f.options.can_bonus(c);
    Hit hit;
    if (legal) {
      const std::string id = "s" + std::to_string(slot);
      hit = hit_area(f, id.c_str(), min, max, "target:bonus:" + std::to_string(slot + 1));
      if (hit.clicked) f.result = f.picker.bonus(f.options, c);
    }
    if (legal) {
      const float strength = hit.hovered ? 1.0f : 0.4f + 0.5f * f.pulse;
      f.draw->AddRect(min, max, fade(palette::kAccent, strength), em(kRoundingEm), 0,
                      em(kHighlightEm));
    }
    const ImVec2 mid(middle.x, middle.y - (hit.hovered ? cell * 0.08f : 0.0f));
    const ScreenQuad quad = upright_tile(mid, cell * kTileHeightCells * 1.05f);
    const SpotKey key{SpotKind::kSupply, slot};
    f.shapes.add(key, c, quad);
    if (f.is_arriving(key)) continue;
    loose_tile(f, quad, c, cell);
    if (legal) clickable_outline(f, quad, hit.hovered);
  }
}

void draw_factory_ring(ViewFrame& f, const MarketLayout& market) {
  const bool rows = market.factories_per_row > 0;
  const Box& box = market.ring;
  const float cell = market.tile;
  const int n = f.state.num_factories();
  if (rows && box.h <= 0.0f) {
    // Phase 2 on a phone: the empty factories and centre give their room to the boards.
  } else if (rows) {
    const Box& band = market.centre;
    draw_centre(f, f.at(band.x + band.w * 0.5f, band.y + band.h * 0.5f), cell, &band);
    // Each number at the factory's top left, inside the factory's own room.
    constexpr float kNumberAngle = -45.0f;
    for (int i = 0; i < n; ++i)
      draw_factory(f, i, f.at(row_factory_x(market, i, n), row_factory_y(market, i)), cell,
                   kNumberAngle);
  } else {
    const ImVec2 centre = f.at(box.x + box.w * 0.5f, box.y + box.h * 0.5f);
    const float radius = ring_radius_cells(n) * cell;
    draw_centre(f, centre, cell, nullptr);
    for (int i = 0; i < n; ++i) {
      const float angle = 90.0f - 360.0f * static_cast<float>(i) / static_cast<float>(n);
      draw_factory(f, i, polar(centre, radius, angle), cell, angle);
    }
  }
  // Bag and tower counts: in the ring's top corners, or at the ends of the counts line.
  const Box& counts = rows ? market.counts : box;
  const float size = em(0.85f);
  // TRANSLATORS: beside the factories: {1} tiles in the bag.
  const std::string bag = format(tr("Bag {1}"), total(f.state.bag()));
  const ImVec2 bag_at = f.at(counts.x, counts.y + (rows ? (counts.h - size) * 0.5f : 0.0f));
  text_at(f.draw, bag_at, size, palette::kTextMuted, bag.c_str());
  // TRANSLATORS: beside the factories: {1} tiles in the tower (the used tiles, refilling the
  // bag).
  const std::string tower = format(tr("Tower {1}"), total(f.state.tower()));
  const ImVec2 tower_extent = measure(tower.c_str(), size);
  const ImVec2 tower_at = f.at(counts.right() - tower_extent.x, bag_at.y - f.origin.y);
  text_at(f.draw, tower_at, size, palette::kTextMuted, tower.c_str());
  for (int c = 0; c < kNumColours; ++c) {
    f.shapes.add(
        {SpotKind::kBag, 0}, static_cast<Colour>(c),
        upright_tile(ImVec2(bag_at.x + size, bag_at.y + size * 0.5f), cell * kTileHeightCells));
    f.shapes.add({SpotKind::kTower, 0}, static_cast<Colour>(c),
                 upright_tile(ImVec2(tower_at.x + tower_extent.x * 0.5f, tower_at.y + size * 0.5f),
                              cell * kTileHeightCells));
  }
}

}  // namespace azul::ui::pview
