// Font units for layout: every size in the UI is a multiple of the body text height ("em"),
// never a pixel constant, so the layout follows the zoom and the screen without extra code.
#pragma once

#include <imgui.h>

namespace azul::ui {

// The thickness of thin outlines and separators.
inline constexpr float kHairlineEm = 0.06f;

// `n` times the body text height, in logical pixels (independent of any pushed font).
inline float em(float n = 1.0f) {
  const ImGuiIO& io = ImGui::GetIO();
  const ImFont* body = io.FontDefault != nullptr ? io.FontDefault : ImGui::GetFont();
  return n * body->FontSize * body->Scale * io.FontGlobalScale;
}

// The height of `font`'s text in logical pixels.
inline float font_height(const ImFont* font) {
  return font->FontSize * font->Scale * ImGui::GetIO().FontGlobalScale;
}

// Size of `text` in `font`, wrapped at `wrap_width` logical pixels (0: no wrapping).
inline ImVec2 text_size(const ImFont* font, const char* text, const char* text_end = nullptr,
                        float wrap_width = 0.0f) {
  return font->CalcTextSizeA(font_height(font), FLT_MAX, wrap_width, text, text_end);
}

inline ImVec2 add(ImVec2 a, ImVec2 b) { return ImVec2(a.x + b.x, a.y + b.y); }

}  // namespace azul::ui
