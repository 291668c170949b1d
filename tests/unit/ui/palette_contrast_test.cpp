// The app's colours meet WCAG 2.2 AA where text and controls are drawn: text at least 4.5:1
// against every surface it is drawn on (success criterion 1.4.3), and the outlines that mark
// controls and the focus at least 3:1 against the background (1.4.11). The pairs are the ones
// the screens use (ui/style.cpp, ui/game/controls.cpp, the top bar's coloured status lines).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "ui/palette.h"

namespace azul::ui {
namespace {

// WCAG's relative luminance of an ImGui colour (IM_COL32: red in the low byte).
double luminance(ImU32 colour) {
  auto channel = [&](int shift) {
    const double c = static_cast<double>((colour >> shift) & 0xFF) / 255.0;
    return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
  };
  return 0.2126 * channel(IM_COL32_R_SHIFT) + 0.7152 * channel(IM_COL32_G_SHIFT) +
         0.0722 * channel(IM_COL32_B_SHIFT);
}

double contrast(ImU32 a, ImU32 b) {
  const double la = luminance(a);
  const double lb = luminance(b);
  return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

TEST(PaletteContrast, TextIsAtLeastFourAndAHalfToOneOnEverySurface) {
  using namespace palette;
  const ImU32 surfaces[] = {kBackground, kSurface, kSurfaceHovered, kSurfaceActive};
  for (ImU32 surface : surfaces) {
    EXPECT_GE(contrast(kText, surface), 4.5);
    EXPECT_GE(contrast(kTextMuted, surface), 4.5);
  }
  // Coloured status text (the turn, the hint, a worse move) on the top bar and panels.
  for (ImU32 colour : {kAccent, kHint, kPlayed}) {
    EXPECT_GE(contrast(colour, kBackground), 4.5);
    EXPECT_GE(contrast(colour, kSurface), 4.5);
  }
  EXPECT_GE(contrast(rgb(0x1A, 0x14, 0x08), kAccent), 4.5) << "a primary button's label";
  EXPECT_GE(contrast(kText, kWarningFill), 4.5) << "the not-saved warning";
  EXPECT_NEAR(contrast(rgb(0, 0, 0), rgb(255, 255, 255)), 21.0, 1e-9);
}

TEST(PaletteContrast, ControlOutlinesAndTheFocusAreAtLeastThreeToOne) {
  using namespace palette;
  EXPECT_GE(contrast(kOutline, kBackground), 3.0);
  EXPECT_GE(contrast(kAccent, kBackground), 3.0) << "the focus ring and the selection";
  EXPECT_GE(contrast(kAccent, kSurface), 3.0);
}

}  // namespace
}  // namespace azul::ui
