// Loading the UI's font files. The fonts are not part of the repository: the build copies the
// Latin ones from the system's fonts-dejavu-core package into its assets/fonts folder and cuts
// the fonts of the languages in another script there from fonts-noto-cjk (scripts/make-fonts.py);
// the web build embeds the Latin fonts and the languages' names' fonts at /fonts in its virtual
// file system, and the page loads a language's own fonts when it shows it (web/shell.js).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "ui/fonts.h"

namespace azul::platform {

// Reads the regular and bold UI fonts, and the name's font of each language in another script.
// On failure returns nullopt and sets `error` to a message naming the missing file.
std::optional<ui::FontFiles> load_font_files(std::string& error);

// Natively: the regular and bold fonts of `code`, a language in another script, from the
// build's assets/fonts (nullopt when they are not there).
std::optional<ui::FontPair> load_script_font(std::string_view code);

}  // namespace azul::platform
