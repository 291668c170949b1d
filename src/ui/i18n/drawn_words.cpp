#include "ui/i18n/drawn_words.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <utility>

namespace azul::ui {
namespace {

// A glyph's place in the atlas: its top-left texture coordinate.
using AtlasSpot = std::pair<float, float>;

// The box of a character no font has (ui/fonts.h).
constexpr ImWchar kMissingGlyph = 0xFFFD;
constexpr std::string_view kMissingGlyphUtf8 = "\xEF\xBF\xBD";

std::map<AtlasSpot, unsigned> glyphs_by_spot() {
  std::map<AtlasSpot, unsigned> spots;
  const ImFontAtlas& atlas = *ImGui::GetIO().Fonts;
  for (const ImFont* font : atlas.Fonts)
    for (const ImFontGlyph& glyph : font->Glyphs)
      if (glyph.Visible) spots.emplace(AtlasSpot(glyph.U0, glyph.V0), glyph.Codepoint);
  return spots;
}

void append_utf8(std::string& out, unsigned c) {
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {  // the fonts bake nothing beyond the Basic Multilingual Plane
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
}

}  // namespace

std::vector<std::string> drawn_words(const ImDrawData& data) {
  const std::map<AtlasSpot, unsigned> spots = glyphs_by_spot();
  std::vector<std::string> words;
  for (int n = 0; n < data.CmdListsCount; ++n) {
    const ImDrawList& list = *data.CmdLists[n];
    std::string word;
    ImVec2 last_max(0, 0);
    float last_height = 0.0f;
    const auto end_word = [&] {
      if (!word.empty()) words.push_back(std::move(word));
      word.clear();
    };
    // A glyph is a quad drawn as the indices v, v+1, v+2, v, v+2, v+3 from its top-left vertex.
    for (int i = 0; i + 5 < list.IdxBuffer.Size; i += 6) {
      const ImDrawIdx* idx = &list.IdxBuffer[i];
      const ImDrawIdx v = idx[0];
      const bool quad = idx[1] == v + 1 && idx[2] == v + 2 && idx[3] == v && idx[4] == v + 2 &&
                        idx[5] == v + 3 && v + 3 < list.VtxBuffer.Size;
      const auto found = quad
                             ? spots.find(AtlasSpot(list.VtxBuffer[v].uv.x, list.VtxBuffer[v].uv.y))
                             : spots.end();
      if (found == spots.end()) {
        end_word();
        continue;
      }
      const ImVec2 min = list.VtxBuffer[v].pos;
      const ImVec2 max = list.VtxBuffer[v + 2].pos;
      const float height = max.y - min.y;
      // The next letter of a word starts right after the last one, on its line.
      const bool same_word = !word.empty() && min.x >= last_max.x - last_height &&
                             min.x - last_max.x < 0.3f * std::max(height, last_height) &&
                             std::fabs(max.y - last_max.y) < 0.5f * std::max(height, last_height);
      if (!same_word) end_word();
      append_utf8(word, found->second);
      last_max = max;
      last_height = height;
    }
    end_word();
  }
  return words;
}

std::vector<std::string> words_with_missing_glyphs(const ImDrawData& data) {
  std::vector<AtlasSpot> boxes;
  for (const ImFont* font : ImGui::GetIO().Fonts->Fonts)
    if (font->FallbackGlyph != nullptr && font->FallbackChar == kMissingGlyph)
      boxes.emplace_back(font->FallbackGlyph->U0, font->FallbackGlyph->V0);
  bool found = false;
  for (int n = 0; n < data.CmdListsCount && !found; ++n)
    for (const ImDrawVert& vertex : data.CmdLists[n]->VtxBuffer)
      if (std::find(boxes.begin(), boxes.end(), AtlasSpot(vertex.uv.x, vertex.uv.y)) !=
          boxes.end()) {
        found = true;
        break;
      }
  std::vector<std::string> words;
  if (!found) return words;
  for (std::string& word : drawn_words(data))
    if (word.find(kMissingGlyphUtf8) != std::string::npos) words.push_back(std::move(word));
  return words;
}

bool looks_unmarked(std::string_view word) {
  constexpr std::string_view kAccented = "aceghijklnorstuwyzACEGHIJKLNORSTUWYZ";
  return word.find_first_of(kAccented) != std::string_view::npos;
}

}  // namespace azul::ui
