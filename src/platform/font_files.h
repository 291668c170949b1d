// Loading the UI's TrueType files. The fonts are not part of the repository: CMake copies them
// from the system's fonts-dejavu-core package into the build's assets/fonts folder; the web
// build embeds that folder's files at /fonts in its virtual file system.
#pragma once

#include <optional>
#include <string>

#include "ui/fonts.h"

namespace azul::platform {

// Reads the regular and bold UI fonts. On failure returns nullopt and sets `error` to a
// message naming the missing file.
std::optional<ui::FontFiles> load_font_files(std::string& error);

}  // namespace azul::platform
