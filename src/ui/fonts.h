// The UI's fonts at their few sizes (body text, headings, the title), rasterised for the
// current zoom and screen resolution.
//
// High-DPI: ImGui 1.86 has no DPI support of its own, so the atlas is built at
// size x zoom x pixel_ratio device pixels and io.FontGlobalScale = 1 / pixel_ratio brings the
// glyphs back to logical size: layout stays in logical pixels while every glyph maps 1:1 onto
// device pixels. Very large glyphs (the title on a dense phone screen) are rasterised at most
// kMaxRasterSize device pixels and scaled up by their font's Scale, which keeps the atlas small.
#pragma once

#include <array>
#include <vector>

struct ImFont;

namespace azul::ui {

enum class FontRole { kBody, kHeading, kTitle };
inline constexpr int kFontRoleCount = 3;

// Sizes in logical pixels at 100% zoom. Layout is measured in units of the body size (see
// ui/layout.h), so these three numbers set the scale of the whole UI.
inline constexpr float kBodyFontSize = 18.0f;
inline constexpr float kHeadingFontSize = 24.0f;
inline constexpr float kTitleFontSize = 56.0f;

// TrueType files in memory: a regular face for body text and a bold face for headings.
struct FontFiles {
  std::vector<unsigned char> regular;
  std::vector<unsigned char> bold;
};

class FontLibrary {
 public:
  // Largest glyph height rasterised into the atlas, in device pixels.
  static constexpr float kMaxRasterSize = 128.0f;

  explicit FontLibrary(FontFiles files);

  // Rebuilds the ImGui font atlas if the UI scale (content scale x zoom) or the pixel ratio
  // changed since the last call. Returns true when it did: the renderer must then upload the
  // font texture again. Must be called outside ImGui::NewFrame()/Render().
  bool update(float ui_scale, float pixel_ratio);

  ImFont* font(FontRole role) const { return fonts_[static_cast<int>(role)]; }

  // The height of a role's text in logical pixels at the current scale.
  float size(FontRole role) const;

 private:
  void build();

  FontFiles files_;
  std::array<ImFont*, kFontRoleCount> fonts_{};
  float ui_scale_ = 0.0f;
  float pixel_ratio_ = 0.0f;
};

}  // namespace azul::ui
