// Text wrapped to a width by the UI's line breaking (ui/i18n/line_breaks.h), drawn and measured
// with ImGui. Every text of the UI that wraps goes through here: ImGui's own word wrapping
// (TextWrapped, a wrap width given to AddText or CalcTextSize, any text under PushTextWrapPos)
// breaks only at spaces and punctuation, which leaves Japanese and Chinese to break anywhere
// with no regard for their punctuation, and would break Korean inside its words.
// PushTextWrapPos may still say where a column's text wraps: text_wrapped() follows it.
#pragma once

#include <imgui.h>

#include <string>
#include <string_view>

namespace azul::ui {

// `text` in lines at most `width` logical pixels wide in `font` drawn `size` pixels high,
// joined by '\n': ImGui draws and measures it as it is, without wrapping it again.
std::string wrap_text(const ImFont* font, float size, std::string_view text, float width);

// The size of `text` wrapped at `width`.
ImVec2 wrapped_text_size(const ImFont* font, float size, std::string_view text, float width);

// Draws `text` wrapped at `width`, its first line's top-left at `pos`.
void add_wrapped_text(ImDrawList* draw, const ImFont* font, float size, ImVec2 pos, ImU32 colour,
                      std::string_view text, float width);

// A text item at the cursor in the current font and text colour, wrapped at `width` (0: where
// ImGui::TextWrapped would wrap it: at the position PushTextWrapPos set, else at the right edge
// of the content region, a table's cell).
void text_wrapped(std::string_view text, float width = 0.0f);

}  // namespace azul::ui
