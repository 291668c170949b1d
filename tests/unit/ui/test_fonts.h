// What the headless App tests share: the UI fonts read from Debian's fonts-dejavu-core (as the
// build embeds them), the frame length and "no mouse" position.
#pragma once

#include <imgui.h>

#include <cfloat>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "ui/fonts.h"

namespace azul::ui::test_support {

inline constexpr char kFontDirectory[] = "/usr/share/fonts/truetype/dejavu/";
inline constexpr float kFrameSeconds = 1.0f / 60.0f;
inline const ImVec2 kNoMouse(-FLT_MAX, -FLT_MAX);

inline std::vector<unsigned char> read_font(const char* name) {
  std::ifstream file(std::string(kFontDirectory) + name, std::ios::binary);
  return {std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
}

}  // namespace azul::ui::test_support
