#include "platform/font_files.h"

#include <SDL.h>

#include <fstream>
#include <iterator>
#include <vector>

#include "ui/i18n/languages.h"

namespace azul::platform {
namespace {

constexpr char kRegularFontFile[] = "DejaVuSans.ttf";
constexpr char kBoldFontFile[] = "DejaVuSans-Bold.ttf";

// Where the fonts are: embedded at /fonts in the web build (a language's own fonts are not: the
// page loads them); natively in assets/fonts next to the executable.
std::string font_directory() {
#ifdef __EMSCRIPTEN__
  return "/fonts/";
#else
  std::string directory;
  if (char* base = SDL_GetBasePath()) {
    directory = base;
    SDL_free(base);
  }
  return directory + "assets/fonts/";
#endif
}

std::optional<std::vector<unsigned char>> read_file(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) return std::nullopt;
  std::vector<unsigned char> bytes((std::istreambuf_iterator<char>(file)),
                                   std::istreambuf_iterator<char>());
  if (bytes.empty()) return std::nullopt;
  return bytes;
}

}  // namespace

std::optional<ui::FontFiles> load_font_files(std::string& error) {
  const std::string directory = font_directory();
  auto regular = read_file(directory + kRegularFontFile);
  auto bold = read_file(directory + kBoldFontFile);
  if (!regular || !bold) {
    error = "cannot read the UI font " + directory + (regular ? kBoldFontFile : kRegularFontFile);
    return std::nullopt;
  }
  ui::FontFiles files{std::move(*regular), std::move(*bold), {}};
  for (const ui::Language& language : ui::languages()) {
    if (!language.script_font) continue;
    const std::string name = std::string(language.code) + "-name.otf";
    std::optional<std::vector<unsigned char>> font = read_file(directory + name);
    if (!font) {
      error = "cannot read the font of a language's name " + directory + name;
      return std::nullopt;
    }
    files.language_names.emplace_back(std::string(language.code), std::move(*font));
  }
  return files;
}

std::optional<ui::FontPair> load_script_font(std::string_view code) {
  const std::string path = font_directory() + std::string(code);
  auto regular = read_file(path + ".otf");
  auto bold = read_file(path + "-bold.otf");
  if (!regular || !bold) return std::nullopt;
  return ui::FontPair{std::move(*regular), std::move(*bold)};
}

}  // namespace azul::platform
