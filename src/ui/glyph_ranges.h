// The characters the UI's fonts provide. ImGui bakes exactly these into its font atlas
// (ui/fonts.cpp), and the web build keeps exactly these in the fonts it embeds:
// src/platform/CMakeLists.txt reads the hexadecimal pairs of this file, so a range added here
// is never cut from the page's fonts.
#pragma once

#include <imgui.h>

namespace azul::ui {

// Pairs of first and last code point, 0-terminated. ImGui keeps a pointer to these tables, so
// they have static storage.
//
// Latin-1 and Latin Extended-A (the letters of the languages of po/LINGUAS and of the
// pseudo-language of the tests; scripts/catalogs.py stops the build for a translation with a
// character outside these ranges) plus the typographic marks the UI writes (dashes, quotes,
// bullet, ellipsis, minus, arrows, comparison signs, shapes, stars, menu, check and cross).
inline constexpr ImWchar kTextGlyphs[] = {
    0x0020, 0x017F,  // Basic Latin, Latin-1 Supplement, Latin Extended-A
    0x2013, 0x2014,  // en and em dash
    0x2018, 0x201F,  // curly quotes
    0x2022, 0x2022,  // bullet
    0x2026, 0x2026,  // ellipsis
    0x2190, 0x2193,  // arrows
    0x21B6, 0x21BB,  // undo / redo / reload arrows
    0x2212, 0x2212,  // minus sign
    0x2248, 0x2248,  // almost equal (a level's rating)
    0x2264, 0x2265,  // less / greater than or equal
    0x25A0, 0x25CF,  // geometric shapes (play triangle, squares, circles, diamonds)
    0x2605, 0x2606,  // stars
    0x2630, 0x2630,  // the menu trigram
    0x2713, 0x2715,  // check mark and multiplication x
    0,
};
// The title's large glyphs: the letters only (no marks), which keeps them cheap.
inline constexpr ImWchar kTitleGlyphs[] = {0x0020, 0x017F, 0};

}  // namespace azul::ui
