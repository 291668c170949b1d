// AzulTableView's factories and centre (ui/classic/azul_table_view.h): the felt under them, each
// factory with its number, the centre with the first-player marker and the tiles' counts, the
// bag and lid counts, and the tiles the human may take as targets.
#include <algorithm>
#include <array>
#include <cstdio>
#include <string>

#include "ui/classic/azul_tiles.h"
#include "ui/classic/table_frame.h"
#include "ui/classic/table_painters.h"
#include "ui/i18n/translate.h"
#include "ui/layout.h"
#include "ui/palette.h"

namespace azul::ui {

using namespace aview;
using classic::Colour;
using classic::State;

void AzulTableView::draw_source_tile(Frame& f, int source, ImVec2 pos, Colour c, Rect hit,
                                     int index) {
  const float tile = layout_.cell * kTileShare;
  const bool selected = picker_.pick() == aview::Pick{source, c};
  if (selected)
    f.draw->AddRectFilled(square(pos, tile * 1.18f).min, square(pos, tile * 1.18f).max, kTarget,
                          tile * 0.2f);
  classic_tiles::draw_tile(f.draw, pos, tile, c, f.input.tiles);
  for (Frame::Outline& o : f.outlines) {
    if (!o.take || o.take->source != source || o.take->colour != c) continue;
    const Rect r = square(pos, tile * (1.22f + o.grow));
    f.draw->AddRect(r.min, r.max, o.colour, tile * 0.2f, 0, std::max(2.0f, layout_.cell * 0.1f));
    // Every tile of the colour is outlined; the target is named once.
    const std::string name = "target:take:" + source_name(source) + ":" + classic::colour_letter(c);
    if (std::find(o.drawn.begin(), o.drawn.end(), name) == o.drawn.end()) o.drawn.push_back(name);
  }
  if (!f.source_offered(source, c)) return;
  char id[32];
  std::snprintf(id, sizeof id, "##src%d_%d", source, index);
  bool hovered = false;
  if (hit_area(id, hit, &hovered)) f.clicked_source = aview::Pick{source, c};
  if (hovered && !selected)
    highlight(f.draw, square(pos, tile * 1.12f), true, std::max(2.0f, layout_.cell * 0.08f) * 0.7f,
              f.pulse);
  record_target(f.input.probe,
                "target:take:" + source_name(source) + ":" + classic::colour_letter(c), hit);
}

// The felt under the factories and the centre: round under a ring, else a rounded band.
void AzulTableView::draw_felt(Frame& f) const {
  const TableLayout& l = layout_;
  if (l.ring) {
    f.draw->AddCircleFilled(l.centre, (l.market.max.x - l.market.min.x) * 0.5f, kTableFelt, 64);
    return;
  }
  const ImVec2 pad(l.cell * 0.15f, l.cell * 0.1f);
  f.draw->AddRectFilled(l.market.min - pad, l.market.max + pad, kTableFelt, l.cell * 0.6f);
}

void AzulTableView::draw_factories(Frame& f) {
  const TableLayout& l = layout_;
  const float thick = std::max(2.0f, l.cell * 0.08f);
  const int factories = f.s.num_factories();
  for (int i = 0; i < factories; ++i) {
    const ImVec2 fc = factory_center(l, i);
    f.draw->AddCircleFilled(fc, kFactoryRadius * l.cell, kFactoryFill, 40);
    f.draw->AddCircle(fc, kFactoryRadius * l.cell, kFactoryEdge, 40, thick);
    f.draw->AddCircle(fc, kFactoryRadius * l.cell * 0.86f, palette::rgb(0x2C, 0x5E, 0x9E, 0x50), 40,
                      thick * 0.5f);
    if (picker_.typed_source() == i)  // typed on the keyboard: its colour's letter comes next
      f.draw->AddCircle(fc, kFactoryRadius * l.cell * 1.12f, palette::kAccent, 40, thick * 1.5f);
    std::array<Colour, 4> tiles{};
    const int count = factory_tiles(f.s.factory(i), tiles);
    const float half_hit = kFactoryRadius * l.cell;
    for (int k = 0; k < count; ++k) {
      // The hit area of a tile is its quarter of the factory square: large enough for a finger.
      const ImVec2 quarter_min(k % 2 == 0 ? fc.x - half_hit : fc.x, k < 2 ? fc.y - half_hit : fc.y);
      draw_source_tile(f, i, factory_slot(l, fc, k), tiles[k],
                       Rect{quarter_min, quarter_min + ImVec2(half_hit, half_hit)}, k);
    }
    // Its number, as the move log and the hint name it: in the middle of an empty factory,
    // else on a badge on its rim.
    char label[12];
    std::snprintf(label, sizeof label, "%d", i + 1);
    if (count == 0) {
      text_centered(f.draw, l.cell * 0.6f, fc, palette::rgb(0x2C, 0x5E, 0x9E, 0x90), label);
    } else {
      const ImVec2 badge = factory_badge(l, i);
      f.draw->AddCircleFilled(badge, l.cell * 0.34f, kFactoryEdge, 20);
      text_centered(f.draw, l.cell * 0.42f, badge, palette::rgb(0xFF, 0xFF, 0xFF), label);
    }
    f.input.probe.record_value("factory-number:" + std::to_string(i + 1), label);
  }
}

void AzulTableView::draw_centre(Frame& f) {
  const TableLayout& l = layout_;
  const float tile = l.cell * kTileShare;
  int items = f.s.marker_in_centre() ? 1 : 0;
  for (Colour c : classic::kAllColours) items += f.s.centre().count(c) > 0 ? 1 : 0;
  int index = 0;
  if (picker_.typed_source() == classic::kCentreSource && items > 0) {  // typed on the keyboard
    Rect around = square(centre_item(l, 0, items), kCentrePitch * l.cell);
    for (int k = 1; k < items; ++k) {
      const Rect r = square(centre_item(l, k, items), kCentrePitch * l.cell);
      around.min = ImVec2(std::min(around.min.x, r.min.x), std::min(around.min.y, r.min.y));
      around.max = ImVec2(std::max(around.max.x, r.max.x), std::max(around.max.y, r.max.y));
    }
    f.draw->AddRect(around.min, around.max, palette::kAccent, l.cell * 0.2f, 0,
                    std::max(2.0f, l.cell * 0.1f));
  }
  if (f.s.marker_in_centre())
    classic_tiles::draw_marker(f.draw, centre_item(l, index++, items), tile);
  for (Colour c : classic::kAllColours) {
    const int count = f.s.centre().count(c);
    if (count == 0) continue;
    const ImVec2 pos = centre_item(l, index++, items);
    draw_source_tile(f, classic::kCentreSource, pos, c, square(pos, kCentrePitch * l.cell), index);
    if (count > 1) {
      const ImVec2 badge(pos.x + tile * 0.42f, pos.y + tile * 0.42f);
      f.draw->AddCircleFilled(badge, tile * 0.3f, palette::rgb(0x10, 0x10, 0x18), 16);
      char label[12];
      std::snprintf(label, sizeof label, "%d", count);
      text_centered(f.draw, tile * 0.4f, badge, palette::kText, label);
    }
  }
  // TRANSLATORS: under the factories: the tiles in the bag ({1}) and in the box lid ({2}), and
  // the round ({3}).
  const std::string counts = format(tr("Bag {1}  ·  Lid {2}  ·  Round {3}"), f.s.bag().total(),
                                    f.s.lid().total(), f.s.round());
  const float size = em(0.85f);
  const ImVec2 extent = ImGui::GetFont()->CalcTextSizeA(size, FLT_MAX, 0.0f, counts.c_str());
  text_at(f.draw, size,
          ImVec2(l.counts_pos.x + (l.counts_width - extent.x) * 0.5f, l.counts_pos.y + em(0.15f)),
          palette::kTextMuted, counts.c_str());
}

}  // namespace azul::ui
