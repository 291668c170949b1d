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

// Size of `text` in `font` (never wrapped: ui/wrapped_text.h wraps).
inline ImVec2 text_size(const ImFont* font, const char* text, const char* text_end = nullptr) {
  return font->CalcTextSizeA(font_height(font), FLT_MAX, 0.0f, text, text_end);
}

inline ImVec2 add(ImVec2 a, ImVec2 b) { return ImVec2(a.x + b.x, a.y + b.y); }

}  // namespace azul::ui
