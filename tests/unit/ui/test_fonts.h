// What the headless App tests share: the UI's fonts as the app reads them (the Latin ones from
// Debian's fonts-dejavu-core, as the build embeds them; the fonts of the languages in another
// script as the build cuts them into its assets/fonts), the frame length and "no mouse"
// position.
#pragma once

#include <imgui.h>

#include <cfloat>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ui/fonts.h"
#include "ui/i18n/languages.h"

namespace azul::ui::test_support {

inline constexpr char kFontDirectory[] = "/usr/share/fonts/truetype/dejavu/";
inline constexpr char kBuiltFontDirectory[] = AZUL_BUILT_FONT_DIR;
inline constexpr float kFrameSeconds = 1.0f / 60.0f;
inline const ImVec2 kNoMouse(-FLT_MAX, -FLT_MAX);

inline std::vector<unsigned char> read_file(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
}

inline std::vector<unsigned char> read_font(const char* name) {
  return read_file(std::string(kFontDirectory) + name);
}

// The regular and bold fonts of a language in another script; nullopt when the build has none.
inline std::optional<FontPair> read_script_font(std::string_view code) {
  const std::string path = std::string(kBuiltFontDirectory) + std::string(code);
  FontPair pair{read_file(path + ".otf"), read_file(path + "-bold.otf")};
  if (pair.regular.empty() || pair.bold.empty()) return std::nullopt;
  return pair;
}

// Every font the app loads at its start: the Latin faces and each script language's name's.
inline FontFiles ui_font_files() {
  FontFiles files{read_font("DejaVuSans.ttf"), read_font("DejaVuSans-Bold.ttf"), {}};
  for (const Language& language : languages())
    if (language.script_font)
      files.language_names.emplace_back(
          std::string(language.code),
          read_file(std::string(kBuiltFontDirectory) + std::string(language.code) + "-name.otf"));
  return files;
}

// The draw data of a frame that shows `text` in the default font, in a window of its own (the
// atlas must be built).
inline const ImDrawData& frame_drawing(const char* text) {
  ImGuiIO& io = ImGui::GetIO();
  io.DisplaySize = ImVec2(800, 600);
  io.DeltaTime = kFrameSeconds;
  for (int frame = 0; frame < 2; ++frame) {  // a new window shows from its second frame
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(780, 100));
    ImGui::Begin("##words", nullptr, ImGuiWindowFlags_NoDecoration);
    ImGui::TextUnformatted(text);
    ImGui::End();
    ImGui::Render();
  }
  return *ImGui::GetDrawData();
}

}  // namespace azul::ui::test_support
