#include "ui/pavilion/tile_painter.h"

#include <algorithm>
#include <cmath>

#include "ui/layout.h"
#include "ui/palette.h"

namespace azul::ui::pview {

using namespace azul::pavilion;

namespace {

constexpr float kTileWidthRatio = 0.62f;
constexpr float kSymbolShare = 0.36f;  // symbol size relative to the tile's shorter extent
constexpr float kHighContrastEdgeEm = 0.12f;
constexpr float kPi = 3.14159265f;
// Relative luminance above which a tile gets dark ink (symbols, numbers).
constexpr float kLightTile = 0.55f;

constexpr std::array<ImU32, kNumColours> kNormal = {
    palette::kPavilionPurple, palette::kPavilionGreen, palette::kPavilionOrange,
    palette::kPavilionYellow, palette::kPavilionBlue,  palette::kPavilionRed};
// Okabe-Ito colours: told apart by most colour-blind viewers.
constexpr std::array<ImU32, kNumColours> kHighContrast = {
    palette::rgb(0xCC, 0x79, 0xA7), palette::rgb(0x00, 0x9E, 0x73), palette::rgb(0xE6, 0x9F, 0x00),
    palette::rgb(0xF0, 0xE4, 0x42), palette::rgb(0x00, 0x72, 0xB2), palette::rgb(0xD5, 0x5E, 0x00)};
constexpr ImU32 kDarkInk = palette::rgb(0x15, 0x15, 0x1C, 0xE0);
constexpr ImU32 kLightInk = palette::rgb(0xFF, 0xFF, 0xFF, 0xF0);
constexpr ImU32 kHighContrastEdge = palette::rgb(0x00, 0x00, 0x00, 0xFF);
constexpr ImU32 kTokenFill = palette::rgb(0xF6, 0xEF, 0xE0);
constexpr ImU32 kTokenInk = palette::rgb(0x10, 0x24, 0x3E);

float luminance(ImU32 colour) {
  const ImVec4 v = ImGui::ColorConvertU32ToFloat4(colour);
  return 0.2126f * v.x + 0.7152f * v.y + 0.0722f * v.z;
}

ImVec2 at(ImVec2 centre, float radius, float degrees) {
  const float a = degrees * kPi / 180.0f;
  return ImVec2(centre.x + radius * std::cos(a), centre.y - radius * std::sin(a));
}

// A star polygon with `points` tips, outer and inner radius.
void star_polygon(ImDrawList* draw, ImVec2 centre, float outer, float inner, int points,
                  ImU32 fill) {
  const float step = 180.0f / static_cast<float>(points);
  for (int i = 0; i < points; ++i) {  // one kite per tip keeps every piece convex
    const float tip = 90.0f + 2.0f * step * static_cast<float>(i);
    draw->AddQuadFilled(centre, at(centre, inner, tip - step), at(centre, outer, tip),
                        at(centre, inner, tip + step), fill);
  }
}

}  // namespace

ImU32 tile_fill(Colour colour, const TileStyle& style) {
  if (colour >= kNumColours) return palette::kOutline;
  return style.high_contrast ? kHighContrast[colour] : kNormal[colour];
}

ImU32 fade(ImU32 colour, float alpha) {
  const unsigned a = (colour >> IM_COL32_A_SHIFT) & 0xFFu;
  const unsigned faded =
      static_cast<unsigned>(std::clamp(alpha, 0.0f, 1.0f) * static_cast<float>(a));
  return (colour & ~IM_COL32_A_MASK) | (faded << IM_COL32_A_SHIFT);
}

ScreenQuad upright_tile(ImVec2 centre, float height) {
  const float half_h = height * 0.5f;
  const float half_w = height * kTileWidthRatio * 0.5f;
  return {ImVec2(centre.x, centre.y + half_h), ImVec2(centre.x - half_w, centre.y),
          ImVec2(centre.x, centre.y - half_h), ImVec2(centre.x + half_w, centre.y)};
}

ImVec2 quad_middle(const ScreenQuad& quad) {
  return ImVec2((quad[0].x + quad[1].x + quad[2].x + quad[3].x) * 0.25f,
                (quad[0].y + quad[1].y + quad[2].y + quad[3].y) * 0.25f);
}

ScreenQuad lerp_quad(const ScreenQuad& from, const ScreenQuad& to, float t) {
  ScreenQuad out;
  for (int i = 0; i < 4; ++i) {
    out[i] = ImVec2(from[i].x + (to[i].x - from[i].x) * t, from[i].y + (to[i].y - from[i].y) * t);
  }
  return out;
}

void draw_tile(ImDrawList* draw, const ScreenQuad& quad, Colour colour, const TileStyle& style,
               float alpha) {
  const ImU32 fill = tile_fill(colour, style);
  draw->AddQuadFilled(quad[0], quad[1], quad[2], quad[3], fade(fill, alpha));
  // A lighter inner facet gives the glazed look of the real tiles.
  const ImVec2 m = quad_middle(quad);
  ScreenQuad inner;
  for (int i = 0; i < 4; ++i)
    inner[i] = ImVec2(m.x + (quad[i].x - m.x) * 0.55f, m.y + (quad[i].y - m.y) * 0.55f);
  draw->AddQuadFilled(inner[0], inner[1], inner[2], inner[3],
                      fade(IM_COL32(255, 255, 255, 34), alpha));
  if (style.high_contrast) {
    draw->AddQuad(quad[0], quad[1], quad[2], quad[3], fade(kHighContrastEdge, alpha),
                  em(kHighContrastEdgeEm));
  } else {
    draw->AddQuad(quad[0], quad[1], quad[2], quad[3], fade(palette::kTileEdge, alpha),
                  em(kHairlineEm));
  }
  if (style.colour_blind_symbols) {
    float min_x = quad[0].x, max_x = quad[0].x, min_y = quad[0].y, max_y = quad[0].y;
    for (const ImVec2& p : quad) {
      min_x = std::min(min_x, p.x);
      max_x = std::max(max_x, p.x);
      min_y = std::min(min_y, p.y);
      max_y = std::max(max_y, p.y);
    }
    const float size = std::min(max_x - min_x, max_y - min_y) * kSymbolShare * 1.4f;
    const ImU32 ink = luminance(fill) > kLightTile ? kDarkInk : kLightInk;
    draw_colour_symbol(draw, m, size, colour, fade(ink, alpha));
  }
}

// The shapes' proportions are fractions of the symbol's radius `r`.
void draw_colour_symbol(ImDrawList* draw, ImVec2 c, float size, Colour colour, ImU32 ink) {
  const float r = size * 0.5f;
  const float line = std::max(1.0f, size * 0.16f);
  switch (colour) {
    case kPurple:  // a disc
      draw->AddCircleFilled(c, r * 0.75f, ink, 16);
      break;
    case kGreen:  // a triangle
      draw->AddTriangleFilled(at(c, r, 90.0f), at(c, r, 210.0f), at(c, r, 330.0f), ink);
      break;
    case kOrange:  // a square
      draw->AddRectFilled(ImVec2(c.x - r * 0.65f, c.y - r * 0.65f),
                          ImVec2(c.x + r * 0.65f, c.y + r * 0.65f), ink);
      break;
    case kYellow:  // a plus
      draw->AddLine(ImVec2(c.x - r, c.y), ImVec2(c.x + r, c.y), ink, line * 1.3f);
      draw->AddLine(ImVec2(c.x, c.y - r), ImVec2(c.x, c.y + r), ink, line * 1.3f);
      break;
    case kBlue:  // a ring
      draw->AddCircle(c, r * 0.7f, ink, 16, line);
      break;
    case kRed:  // a cross
      draw->AddLine(ImVec2(c.x - r * 0.75f, c.y - r * 0.75f),
                    ImVec2(c.x + r * 0.75f, c.y + r * 0.75f), ink, line * 1.3f);
      draw->AddLine(ImVec2(c.x - r * 0.75f, c.y + r * 0.75f),
                    ImVec2(c.x + r * 0.75f, c.y - r * 0.75f), ink, line * 1.3f);
      break;
    default:
      break;
  }
}

void draw_wild_mark(ImDrawList* draw, ImVec2 centre, float size) {
  const float outer = size * 0.5f;
  draw->AddCircleFilled(centre, outer * 1.05f, IM_COL32(20, 20, 30, 200), 16);
  star_polygon(draw, centre, outer * 0.9f, outer * 0.45f, 6, IM_COL32(255, 255, 255, 255));
}

void draw_start_token(ImDrawList* draw, ImVec2 centre, float size) {
  const float r = size * 0.5f;
  draw->AddCircleFilled(centre, r, kTokenFill, 24);
  draw->AddCircle(centre, r, kTokenInk, 24, std::max(1.0f, size * 0.06f));
  const ImFont* font = ImGui::GetFont();
  const float text_height = size * 0.7f;
  const ImVec2 extent = font->CalcTextSizeA(text_height, FLT_MAX, 0.0f, "1");
  draw->AddText(font, text_height, ImVec2(centre.x - extent.x * 0.5f, centre.y - extent.y * 0.5f),
                kTokenInk, "1");
}

}  // namespace azul::ui::pview
