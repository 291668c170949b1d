#include "ui/fonts.h"

#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
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

// A script font gives every character it has: the build cut it to its language's.
constexpr ImWchar kEveryGlyph[] = {0x0020, 0xFFFF, 0};
// The glyph of a character no font has (IM_UNICODE_CODEPOINT_INVALID, which ImGui takes as its
// fallback when a font has it): a box, as tall as a capital letter, half as wide as the em.
constexpr ImWchar kMissingGlyph = 0xFFFD;
constexpr float kBoxWidthShare = 0.45f;
constexpr float kBoxHeightShare = 0.6f;
constexpr float kBoxTopShare = 0.18f;
constexpr float kBoxAdvanceShare = 0.6f;
constexpr float kBoxLineShare = 0.07f;
// An atlas too large is rasterised again at this share of the size that would fit exactly.
constexpr float kAtlasMargin = 0.9f;
constexpr int kMaxAtlasAttempts = 4;

// The ranges of ImGui's glyphs for the characters of UTF-8 `text` (each alone, 0-terminated).
std::vector<ImWchar> glyphs_of(std::string_view text) {
  std::vector<ImWchar> characters;
  for (const char* at = text.data(); at < text.data() + text.size();) {
    unsigned int c = 0;
    at += ImTextCharFromUtf8(&c, at, text.data() + text.size());
    if (c > 0 && c <= IM_UNICODE_CODEPOINT_MAX) characters.push_back(static_cast<ImWchar>(c));
  }
  std::sort(characters.begin(), characters.end());
  characters.erase(std::unique(characters.begin(), characters.end()), characters.end());
  std::vector<ImWchar> ranges;
  for (ImWchar c : characters) ranges.insert(ranges.end(), {c, c});
  ranges.push_back(0);
  return ranges;
}

// Draws the missing-glyph box into its place in the atlas (after the atlas is built).
void draw_box(ImFontAtlas& atlas, int rect_index, float raster) {
  unsigned char* pixels = nullptr;
  int width = 0;
  int height = 0;
  atlas.GetTexDataAsAlpha8(&pixels, &width, &height);
  const ImFontAtlasCustomRect& rect = *atlas.GetCustomRectByIndex(rect_index);
  const int line = std::max(1, static_cast<int>(std::lround(raster * kBoxLineShare)));
  for (int y = 0; y < rect.Height; ++y)
    for (int x = 0; x < rect.Width; ++x) {
      const bool edge = x < line || y < line || x >= rect.Width - line || y >= rect.Height - line;
      pixels[(rect.Y + y) * width + rect.X + x] = edge ? 0xFF : 0x00;
    }
}

}  // namespace

FontLibrary::FontLibrary(FontFiles files) : files_(std::move(files)) {}

void FontLibrary::set_script_font(std::string_view code, std::optional<FontPair> files,
                                  std::string_view title) {
  ScriptFont next;
  if (!code.empty() && files) {
    next.code = std::string(code);
    next.files = std::move(*files);
    next.title_glyphs = glyphs_of(title);
  }
  next_script_ = std::move(next);
}

bool FontLibrary::update(float ui_scale, float pixel_ratio) {
  const bool script_changed = next_script_ && next_script_->code != script_.code;
  if (ui_scale == ui_scale_ && pixel_ratio == pixel_ratio_ && !script_changed) return false;
  ui_scale_ = ui_scale;
  pixel_ratio_ = pixel_ratio;
  if (next_script_) script_ = std::move(*next_script_);  // the atlas is built anew just below
  next_script_.reset();
  float share = 1.0f;
  for (int attempt = 0; attempt < kMaxAtlasAttempts; ++attempt) {
    build(share);
    const ImFontAtlas& atlas = *ImGui::GetIO().Fonts;
    if (std::max(atlas.TexWidth, atlas.TexHeight) <= kMaxAtlasSide) break;
    share *= kAtlasMargin * std::sqrt(static_cast<float>(kMaxAtlasSide) * kMaxAtlasSide /
                                      (static_cast<float>(atlas.TexWidth) * atlas.TexHeight));
  }
  return true;
}

ImFont* FontLibrary::name_font(std::string_view code) const {
  for (const auto& [name_code, font] : name_fonts_)
    if (name_code == code) return font;
  return font(FontRole::kBody);
}

float FontLibrary::size(FontRole role) const {
  return kRoleSpecs[static_cast<int>(role)].logical_size * ui_scale_;
}

void FontLibrary::build(float raster_share) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  ImFontConfig config;
  config.FontDataOwnedByAtlas = false;  // the files outlive the atlas; rebuilds reuse them
  config.OversampleH = 1;               // glyphs already map 1:1 onto device pixels
  config.OversampleV = 1;
  config.PixelSnapH = true;
  ImFontConfig merged = config;
  merged.MergeMode = true;
  const auto add = [&](std::vector<unsigned char>& file, float size, const ImFontConfig& how,
                       const ImWchar* glyphs) {
    return io.Fonts->AddFontFromMemoryTTF(file.data(), static_cast<int>(file.size()), size, &how,
                                          glyphs);
  };
  float raster_scales[kFontRoleCount] = {};
  float rasters[kFontRoleCount] = {};
  int boxes[kFontRoleCount] = {};
  for (int role = 0; role < kFontRoleCount; ++role) {
    const RoleSpec& spec = kRoleSpecs[role];
    const float wanted = spec.logical_size * ui_scale_ * pixel_ratio_;
    const float raster = std::min(wanted * raster_share, kMaxRasterSize);
    rasters[role] = raster;
    raster_scales[role] = wanted / raster;
    fonts_[role] = add(spec.bold ? files_.bold : files_.regular, raster, config, spec.glyphs);
    if (!script_.code.empty()) {
      const bool title = static_cast<FontRole>(role) == FontRole::kTitle;
      if (!title || script_.title_glyphs.size() > 1)
        add(spec.bold ? script_.files.bold : script_.files.regular, raster, merged,
            title ? script_.title_glyphs.data() : kEveryGlyph);
    }
    boxes[role] = io.Fonts->AddCustomRectFontGlyph(
        fonts_[role], kMissingGlyph, std::max(1, static_cast<int>(raster * kBoxWidthShare)),
        std::max(1, static_cast<int>(raster * kBoxHeightShare)), raster * kBoxAdvanceShare,
        ImVec2(raster * (kBoxAdvanceShare - kBoxWidthShare) * 0.5f, raster * kBoxTopShare));
  }
  name_fonts_.clear();
  for (auto& [code, file] : files_.language_names)
    name_fonts_.emplace_back(code, add(file, rasters[0], config, kEveryGlyph));
  io.Fonts->Build();
  for (int role = 0; role < kFontRoleCount; ++role) {
    draw_box(*io.Fonts, boxes[role], rasters[role]);
    fonts_[role]->Scale = raster_scales[role];
  }
  for (auto& [code, font] : name_fonts_) font->Scale = raster_scales[0];
  io.FontGlobalScale = 1.0f / pixel_ratio_;
  io.FontDefault = fonts_[static_cast<int>(FontRole::kBody)];
}

}  // namespace azul::ui
