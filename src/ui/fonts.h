// The UI's fonts at their few sizes (body text, headings, the title), rasterised for the
// current zoom and screen resolution.
//
// Every text is drawn with the Latin font (DejaVu Sans: the characters of ui/glyph_ranges.h).
// A language in another script (po/FONTS: Japanese, Chinese, Korean) has a font of its own,
// cut by the build to the characters of its catalog (scripts/make-fonts.py); while it is shown
// its characters are merged into the body and heading fonts, bold for the headings, and the
// title's into the title font. Each such language's name has a small font of its own, so that
// the language picker shows every language in its own name and face whatever is shown.
//
// High-DPI: ImGui 1.86 has no DPI support of its own, so the atlas is built at
// size x zoom x pixel_ratio device pixels and io.FontGlobalScale = 1 / pixel_ratio brings the
// glyphs back to logical size: layout stays in logical pixels while every glyph maps 1:1 onto
// device pixels. Very large glyphs (the title on a dense phone screen) are rasterised at most
// kMaxRasterSize device pixels and scaled up by their font's Scale, which keeps the atlas small;
// an atlas that would still be wider or taller than kMaxAtlasSide (a script font at a high zoom
// on a dense screen) is rasterised smaller and scaled up the same way.
//
// A character no font has is drawn as a box (U+FFFD, the fonts' fallback glyph), never as
// another character: ui/i18n/drawn_words.h finds it in a frame.
#pragma once

#include <imgui.h>

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace azul::ui {

enum class FontRole { kBody, kHeading, kTitle };
inline constexpr int kFontRoleCount = 3;

// Sizes in logical pixels at 100% zoom. Layout is measured in units of the body size (see
// ui/layout.h), so these three numbers set the scale of the whole UI.
inline constexpr float kBodyFontSize = 18.0f;
inline constexpr float kHeadingFontSize = 24.0f;
inline constexpr float kTitleFontSize = 56.0f;

// A regular and a bold face: TrueType or OpenType (CFF) files in memory.
struct FontPair {
  std::vector<unsigned char> regular;
  std::vector<unsigned char> bold;
};

// The fonts the UI always has: the Latin faces, and for each language in another script its
// name's font (language code, file).
struct FontFiles {
  std::vector<unsigned char> regular;
  std::vector<unsigned char> bold;
  std::vector<std::pair<std::string, std::vector<unsigned char>>> language_names;
};

class FontLibrary {
 public:
  // Largest glyph height rasterised into the atlas, in device pixels.
  static constexpr float kMaxRasterSize = 128.0f;
  // Largest width and height of the atlas, in pixels (every WebGL 2 device has textures this
  // large).
  static constexpr int kMaxAtlasSide = 4096;

  explicit FontLibrary(FontFiles files);

  // Rebuilds the ImGui font atlas if the UI scale (content scale x zoom) or the pixel ratio
  // changed since the last call, or the script font did. Returns true when it did: the renderer
  // must then upload the font texture again. Must be called outside ImGui::NewFrame()/Render().
  bool update(float ui_scale, float pixel_ratio);

  // The font of `code`, a language in another script, merged from the next update() on (none
  // for "" or without files); `title` is the title's text in that language, whose characters
  // the title font gets.
  void set_script_font(std::string_view code, std::optional<FontPair> files,
                       std::string_view title);
  // The language whose script font the atlas has ("" for none), and the one set for the next
  // update().
  const std::string& script_language() const { return script_.code; }
  const std::string& next_script_language() const {
    return next_script_ ? next_script_->code : script_.code;
  }

  ImFont* font(FontRole role) const { return fonts_[static_cast<int>(role)]; }
  // The font of a language's name in the picker: its own for a language in another script,
  // else the body font.
  ImFont* name_font(std::string_view code) const;

  // The height of a role's text in logical pixels at the current scale.
  float size(FontRole role) const;

 private:
  struct ScriptFont {
    std::string code;  // "" for none
    FontPair files;
    std::vector<ImWchar> title_glyphs;  // ImGui's ranges of the title's characters
  };

  // Builds the atlas with every glyph rasterised at `raster_share` of its size.
  void build(float raster_share);

  FontFiles files_;
  ScriptFont script_;                      // in the atlas (its files must outlive it)
  std::optional<ScriptFont> next_script_;  // for the next update()
  std::array<ImFont*, kFontRoleCount> fonts_{};
  std::vector<std::pair<std::string, ImFont*>> name_fonts_;
  float ui_scale_ = 0.0f;
  float pixel_ratio_ = 0.0f;
};

}  // namespace azul::ui
