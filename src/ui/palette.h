// The app's colours: a deep azure background, warm ivory text, and the tile colours of the two
// games (used for decoration on the title screen and, later, for the boards).
#pragma once

#include <imgui.h>

namespace azul::ui::palette {

constexpr ImU32 rgb(unsigned red, unsigned green, unsigned blue, unsigned alpha = 255) {
  return IM_COL32(red, green, blue, alpha);
}

inline constexpr ImU32 kBackground = rgb(0x10, 0x24, 0x3E);
inline constexpr ImU32 kSurface = rgb(0x18, 0x34, 0x57);
inline constexpr ImU32 kSurfaceHovered = rgb(0x1F, 0x42, 0x6C);
inline constexpr ImU32 kSurfaceActive = rgb(0x27, 0x50, 0x80);
inline constexpr ImU32 kOutline = rgb(0x4D, 0x75, 0xA6);  // 3:1 against kBackground (WCAG)
inline constexpr ImU32 kAccent = rgb(0xF2, 0xB1, 0x3C);   // amber: selection and focus
inline constexpr ImU32 kHint = rgb(0x5C, 0xF2, 0xD6);     // mint: where the hint would click
inline constexpr ImU32 kPlayed = rgb(0xFF, 0x7A, 0x8A);   // rose: an analysed move that was worse
inline constexpr ImU32 kText = rgb(0xF6, 0xEF, 0xE0);
inline constexpr ImU32 kTextMuted = rgb(0xB5, 0xC3, 0xD6);
inline constexpr ImU32 kWarningFill = rgb(0x7A, 0x2C, 0x24);     // behind kText: "not saved"
inline constexpr ImU32 kTileEdge = rgb(0xFF, 0xFF, 0xFF, 0x50);  // keeps dark tiles visible

// Azul's five tile colours.
inline constexpr ImU32 kAzulBlue = rgb(0x1F, 0x6F, 0xC4);
inline constexpr ImU32 kAzulYellow = rgb(0xF2, 0xC1, 0x2E);
inline constexpr ImU32 kAzulRed = rgb(0xD9, 0x48, 0x3B);
inline constexpr ImU32 kAzulBlack = rgb(0x22, 0x22, 0x2A);
inline constexpr ImU32 kAzulWhite = rgb(0x9F, 0xD8, 0xE8);  // the light blue "white" tile

// Summer Pavilion's six tile colours.
inline constexpr ImU32 kPavilionPurple = rgb(0x8E, 0x4F, 0xC2);
inline constexpr ImU32 kPavilionGreen = rgb(0x4C, 0xA6, 0x4F);
inline constexpr ImU32 kPavilionOrange = rgb(0xEE, 0x84, 0x2A);
inline constexpr ImU32 kPavilionYellow = rgb(0xF4, 0xD0, 0x3F);
inline constexpr ImU32 kPavilionBlue = rgb(0x2E, 0x7F, 0xD6);
inline constexpr ImU32 kPavilionRed = rgb(0xD8, 0x3F, 0x4A);

inline ImVec4 to_vec4(ImU32 colour) { return ImGui::ColorConvertU32ToFloat4(colour); }

}  // namespace azul::ui::palette
