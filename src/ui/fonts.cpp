#include "ui/fonts.h"

#include <imgui.h>

#include <algorithm>
#include <utility>

namespace azul::ui {
namespace {

// Latin-1 plus the typographic marks the UI writes (dashes, quotes, bullet, ellipsis, minus,
// arrows, shapes, stars, menu, check and cross). ImGui keeps a pointer to this table, so it
// must be static.
constexpr ImWchar kTextGlyphs[] = {
    0x0020, 0x00FF,  // Basic Latin + Latin-1 Supplement
    0x2013, 0x2014,  // en and em dash
    0x2018, 0x201F,  // curly quotes
    0x2022, 0x2022,  // bullet
    0x2026, 0x2026,  // ellipsis
    0x2190, 0x2193,  // arrows
    0x21B6, 0x21BB,  // undo / redo / reload arrows
    0x2212, 0x2212,  // minus sign
    0x25A0, 0x25CF,  // geometric shapes (play triangle, squares, circles, diamonds)
    0x2605, 0x2606,  // stars
    0x2630, 0x2630,  // the menu trigram
    0x2713, 0x2715,  // check mark and multiplication x
    0,
};
// The title only needs ASCII, which keeps its large glyphs cheap.
constexpr ImWchar kTitleGlyphs[] = {0x0020, 0x007E, 0};

struct RoleSpec {
  float logical_size;
  bool bold;
  const ImWchar* glyphs;
};

constexpr RoleSpec kRoleSpecs[kFontRoleCount] = {
    {kBodyFontSize, false, kTextGlyphs},
    {kHeadingFontSize, true, kTextGlyphs},
    {kTitleFontSize, true, kTitleGlyphs},
};

}  // namespace

FontLibrary::FontLibrary(FontFiles files) : files_(std::move(files)) {}

bool FontLibrary::update(float ui_scale, float pixel_ratio) {
  if (ui_scale == ui_scale_ && pixel_ratio == pixel_ratio_) return false;
  ui_scale_ = ui_scale;
  pixel_ratio_ = pixel_ratio;
  build();
  return true;
}

float FontLibrary::size(FontRole role) const {
  return kRoleSpecs[static_cast<int>(role)].logical_size * ui_scale_;
}

void FontLibrary::build() {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  float raster_scales[kFontRoleCount] = {};
  for (int role = 0; role < kFontRoleCount; ++role) {
    const RoleSpec& spec = kRoleSpecs[role];
    std::vector<unsigned char>& file = spec.bold ? files_.bold : files_.regular;
    const float wanted = spec.logical_size * ui_scale_ * pixel_ratio_;
    const float raster = std::min(wanted, kMaxRasterSize);
    raster_scales[role] = wanted / raster;
    ImFontConfig config;
    config.FontDataOwnedByAtlas = false;  // the files outlive the atlas; rebuilds reuse them
    config.OversampleH = 1;               // glyphs already map 1:1 onto device pixels
    config.OversampleV = 1;
    config.PixelSnapH = true;
    fonts_[role] = io.Fonts->AddFontFromMemoryTTF(file.data(), static_cast<int>(file.size()),
                                                  raster, &config, spec.glyphs);
  }
  io.Fonts->Build();
  for (int role = 0; role < kFontRoleCount; ++role) fonts_[role]->Scale = raster_scales[role];
  io.FontGlobalScale = 1.0f / pixel_ratio_;
  io.FontDefault = fonts_[static_cast<int>(FontRole::kBody)];
}

}  // namespace azul::ui
