#include "ui/fonts.h"

#include <imgui.h>

#include <algorithm>
#include <utility>

#include "ui/glyph_ranges.h"

namespace azul::ui {
namespace {

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
