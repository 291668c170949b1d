// The words a frame drew, read back from ImGui's draw data: every glyph is a quad whose texture
// coordinates name its character in the font atlas, so the words on screen can be told
// whatever code drew them. The pseudo-language's test uses it (ui/app.h records the words that
// look unmarked in the probe), so that a text drawn without tr() cannot slip in; and every
// language's, so that no character is drawn as the box of a glyph no font has.
#pragma once

#include <imgui.h>

#include <string>
#include <string_view>
#include <vector>

namespace azul::ui {

// The words drawn, in drawing order (UTF-8; a space or a break on the line ends a word).
std::vector<std::string> drawn_words(const ImDrawData& data);

// Whether a word drawn while the pseudo-language is shown is plain English: it has a letter the
// pseudo-language always replaces (scripts/catalogs.py accents every a, c, e, g ... z).
bool looks_unmarked(std::string_view word);

// The words drawn with a character no font had, its box (ui/fonts.h) written as U+FFFD; none
// when every character had its glyph (found at the cost of a look at each quad's corner).
std::vector<std::string> words_with_missing_glyphs(const ImDrawData& data);

}  // namespace azul::ui
