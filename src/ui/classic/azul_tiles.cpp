#include "ui/classic/azul_tiles.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "ui/palette.h"

namespace azul::ui::classic_tiles {
namespace {

using classic::Colour;

constexpr float kRoundingShare = 0.14f;
constexpr float kEdgeShare = 0.05f;
constexpr float kSymbolShare = 0.26f;   // symbol half-size relative to the tile side
constexpr float kSymbolStroke = 0.07f;  // symbol line width relative to the tile side
constexpr float kPrintedAlpha = 0.32f;  // printed wall spaces are faded tile colours

// High-contrast colours: far apart in hue and lightness.
constexpr std::array<ImU32, classic::kNumColours> kHighContrast = {
    palette::rgb(0x00, 0x4C, 0xE0), palette::rgb(0xFF, 0xE0, 0x00), palette::rgb(0xE8, 0x10, 0x10),
    palette::rgb(0x00, 0x00, 0x00), palette::rgb(0xFF, 0xFF, 0xFF)};
constexpr std::array<ImU32, classic::kNumColours> kNormal = {
    palette::kAzulBlue, palette::kAzulYellow, palette::kAzulRed, palette::kAzulBlack,
    palette::kAzulWhite};

ImU32 with_alpha(ImU32 colour, float alpha) {
  const unsigned a = static_cast<unsigned>(std::clamp(alpha, 0.0f, 1.0f) *
                                           static_cast<float>((colour >> IM_COL32_A_SHIFT) & 0xFF));
  return (colour & ~IM_COL32_A_MASK) | (a << IM_COL32_A_SHIFT);
}

// A symbol colour that stands out on the tile: dark on light tiles, light on dark ones.
ImU32 symbol_ink(Colour colour) {
  return (colour == Colour::Yellow || colour == Colour::White) ? palette::rgb(0x20, 0x20, 0x28)
                                                               : palette::rgb(0xFF, 0xFF, 0xFF);
}

// Blue: a dot; yellow: a triangle; red: a cross; black: a ring; white: a diamond outline.
void draw_symbol(ImDrawList* draw, ImVec2 c, float size, Colour colour, ImU32 ink) {
  const float r = size * kSymbolShare;
  const float stroke = std::max(1.0f, size * kSymbolStroke);
  switch (colour) {
    case Colour::Blue:
      draw->AddCircleFilled(c, r * 0.7f, ink, 16);
      break;
    case Colour::Yellow:
      draw->AddTriangle(ImVec2(c.x, c.y - r), ImVec2(c.x + r, c.y + r * 0.8f),
                        ImVec2(c.x - r, c.y + r * 0.8f), ink, stroke);
      break;
    case Colour::Red:
      draw->AddLine(ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r), ink, stroke);
      draw->AddLine(ImVec2(c.x - r, c.y + r), ImVec2(c.x + r, c.y - r), ink, stroke);
      break;
    case Colour::Black:
      draw->AddCircle(c, r, ink, 16, stroke);
      break;
    case Colour::White:
      draw->AddQuad(ImVec2(c.x, c.y - r), ImVec2(c.x + r, c.y), ImVec2(c.x, c.y + r),
                    ImVec2(c.x - r, c.y), ink, stroke);
      break;
  }
}

}  // namespace

ImU32 tile_colour(Colour colour, const TileStyle& style) {
  const auto& colours = style.high_contrast ? kHighContrast : kNormal;
  return colours[classic::index_of(colour)];
}

void draw_tile(ImDrawList* draw, ImVec2 center, float size, Colour colour, const TileStyle& style,
               float alpha) {
  const float half = size * 0.5f;
  const ImVec2 min(center.x - half, center.y - half);
  const ImVec2 max(center.x + half, center.y + half);
  const float rounding = size * kRoundingShare;
  draw->AddRectFilled(min, max, with_alpha(tile_colour(colour, style), alpha), rounding);
  const ImU32 edge = style.high_contrast ? palette::rgb(0x80, 0x80, 0x80) : palette::kTileEdge;
  draw->AddRect(min, max, with_alpha(edge, alpha), rounding, 0, std::max(1.0f, size * kEdgeShare));
  if (style.colour_blind_symbols)
    draw_symbol(draw, center, size, colour, with_alpha(symbol_ink(colour), alpha));
}

void draw_printed_space(ImDrawList* draw, ImVec2 center, float size, Colour colour,
                        const TileStyle& style) {
  const float half = size * 0.5f;
  const ImVec2 min(center.x - half, center.y - half);
  const ImVec2 max(center.x + half, center.y + half);
  draw->AddRectFilled(min, max, with_alpha(tile_colour(colour, style), kPrintedAlpha),
                      size * kRoundingShare);
  if (style.colour_blind_symbols)
    draw_symbol(draw, center, size, colour, with_alpha(palette::rgb(0x30, 0x28, 0x20), 0.55f));
}

void draw_marker(ImDrawList* draw, ImVec2 center, float size, float alpha) {
  const float half = size * 0.5f;
  const ImVec2 min(center.x - half, center.y - half);
  const ImVec2 max(center.x + half, center.y + half);
  draw->AddRectFilled(min, max, with_alpha(palette::rgb(0xF4, 0xEE, 0xE2), alpha),
                      size * kRoundingShare);
  draw->AddRect(min, max, with_alpha(palette::rgb(0x1F, 0x6F, 0xC4), alpha), size * kRoundingShare,
                0, std::max(1.0f, size * 0.08f));
  ImFont* font = ImGui::GetFont();
  const float font_size = size * 0.72f;
  const ImVec2 text = font->CalcTextSizeA(font_size, FLT_MAX, 0.0f, "1");
  draw->AddText(font, font_size, ImVec2(center.x - text.x * 0.5f, center.y - text.y * 0.5f),
                with_alpha(palette::rgb(0x1F, 0x6F, 0xC4), alpha), "1");
}

}  // namespace azul::ui::classic_tiles
