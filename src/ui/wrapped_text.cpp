#include "ui/wrapped_text.h"

#include <imgui_internal.h>

#include <algorithm>
#include <cfloat>

#include "ui/i18n/line_breaks.h"

namespace azul::ui {

std::string wrap_text(const ImFont* font, float size, std::string_view text, float width) {
  // Each character's advance as ImGui measures it (ImFont::CalcTextSizeA) at this size.
  const float scale = size / font->FontSize;
  const auto advance = [&](char32_t c) {
    return (c <= IM_UNICODE_CODEPOINT_MAX ? font->GetCharAdvance(static_cast<ImWchar>(c))
                                          : font->FallbackAdvanceX) *
           scale;
  };
  return join_lines(text, break_lines(text, advance, width));
}

ImVec2 wrapped_text_size(const ImFont* font, float size, std::string_view text, float width) {
  const std::string lines = wrap_text(font, size, text, width);
  return font->CalcTextSizeA(size, FLT_MAX, 0.0f, lines.data(), lines.data() + lines.size());
}

void add_wrapped_text(ImDrawList* draw, const ImFont* font, float size, ImVec2 pos, ImU32 colour,
                      std::string_view text, float width) {
  const std::string lines = wrap_text(font, size, text, width);
  draw->AddText(font, size, pos, colour, lines.data(), lines.data() + lines.size());
}

void text_wrapped(std::string_view text, float width) {
  if (width <= 0.0f) {  // where ImGui would wrap: the position pushed, else the content's edge
    const ImGuiWindow* window = ImGui::GetCurrentWindow();
    width =
        ImGui::CalcWrapWidthForPos(window->DC.CursorPos, std::max(window->DC.TextWrapPos, 0.0f));
  }
  const std::string lines = wrap_text(ImGui::GetFont(), ImGui::GetFontSize(), text, width);
  ImGui::PushTextWrapPos(-1.0f);  // broken into lines already: ImGui must not wrap them again
  ImGui::TextUnformatted(lines.data(), lines.data() + lines.size());
  ImGui::PopTextWrapPos();
}

}  // namespace azul::ui
