// The native window's host: settings (and so the saved games) and the tab's values are kept in
// memory for the session (the native window is a development tool; players use the web build, where
// settings persist in localStorage), and the link is given on the command line as
// `--link=game=azul`. Sharing uses the window's clipboard and files in the working directory:
// "Download record" writes the record there, "Open record" reads the file given as `--open=PATH`
// (default azul-record.txt). The AI thinks on threads of its own (ui/search/thread_searches.h),
// each result waking the window's loop with an SDL event. The table's sounds go to SDL's audio
// (native_audio.h). The site's data files (the puzzles) are read from the project's assets/
// folder.
#include <SDL.h>
#include <imgui.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <iterator>
#include <map>
#include <string>
#include <string_view>
#include <utility>

#include "platform/font_files.h"
#include "platform/native_audio.h"
#include "platform/platform_host.h"
#include "ui/search/thread_searches.h"

namespace azul::platform {
namespace {

constexpr std::string_view kLinkOption = "--link=";
constexpr std::string_view kOpenOption = "--open=";
constexpr const char* kDefaultRecordFile = "azul-record.txt";

class NativeHost final : public PlatformHost {
 public:
  NativeHost(std::string link, std::string open_path)
      : link_(std::move(link)), open_path_(std::move(open_path)) {}

  std::optional<std::string> load_setting(std::string_view key) override {
    auto found = settings_.find(std::string(key));
    if (found == settings_.end()) return std::nullopt;
    return found->second;
  }
  bool save_setting(std::string_view key, std::string_view value) override {
    settings_[std::string(key)] = std::string(value);
    return true;
  }
  void remove_setting(std::string_view key) override { settings_.erase(std::string(key)); }
  std::vector<std::string> setting_keys(std::string_view prefix) override {
    std::vector<std::string> keys;
    for (const auto& [key, value] : settings_)
      if (key.compare(0, prefix.size(), prefix) == 0) keys.push_back(key);
    return keys;
  }
  std::int64_t now_ms() override {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
  }
  std::optional<std::string> load_tab_value(std::string_view key) override {
    auto found = tab_values_.find(std::string(key));
    if (found == tab_values_.end()) return std::nullopt;
    return found->second;
  }
  void save_tab_value(std::string_view key, std::string_view value) override {
    tab_values_[std::string(key)] = std::string(value);
  }
  std::vector<std::string> preferred_languages() override {
    const char* lang = std::getenv("LANG");
    return lang != nullptr && *lang != '\0' ? std::vector<std::string>{lang}
                                            : std::vector<std::string>{};
  }
  std::optional<ui::FontPair> script_font(std::string_view code) override {
    return load_script_font(code);
  }
  SiteFile site_file(std::string_view path) override {
    std::ifstream in(std::string(AZUL_SITE_DATA_DIR) + "/" + std::string(path), std::ios::binary);
    if (!in) return SiteFile{SiteFile::State::kFailed, ""};
    return SiteFile{SiteFile::State::kLoaded, std::string(std::istreambuf_iterator<char>(in),
                                                          std::istreambuf_iterator<char>())};
  }
  std::string link() override { return link_; }
  void replace_link(std::string_view link) override { link_ = link; }
  std::optional<std::string> take_link_change() override { return std::nullopt; }
  bool copy_to_clipboard(std::string_view text) override {
    ImGui::SetClipboardText(std::string(text).c_str());
    return true;
  }
  bool download_text(std::string_view filename, std::string_view text) override {
    std::ofstream out{std::string(filename), std::ios::binary};
    out << text;
    return static_cast<bool>(out);
  }
  void request_text_file() override {
    std::ifstream in(open_path_, std::ios::binary);
    if (!in) {
      opened_ = OpenedFile{
          "", "the file '" + open_path_ + "' could not be read (give one with --open=PATH)"};
      return;
    }
    opened_ = OpenedFile{
        std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()), ""};
  }
  std::optional<OpenedFile> take_opened_file() override {
    return std::exchange(opened_, std::nullopt);
  }
  void frame_rendered(std::uint64_t) override {}
  ui::SearchService* searches() override { return &searches_; }
  void play_sound(ui::sound::Sound sound, float gain, float pitch) override {
    audio_.play(sound, gain, pitch);
  }

 private:
  // A result wakes the loop, which waits in SDL_WaitEvent (SDL_PushEvent is thread-safe).
  static void wake_loop() {
    SDL_Event event{};
    event.type = SDL_USEREVENT;
    SDL_PushEvent(&event);
  }

  NativeAudio audio_;
  std::string link_;
  std::string open_path_;
  std::optional<OpenedFile> opened_;
  std::map<std::string, std::string, std::less<>> settings_;
  std::map<std::string, std::string, std::less<>> tab_values_;
  ui::ThreadSearches searches_{ui::ThreadSearches::default_threads(), &NativeHost::wake_loop};
};

}  // namespace

std::unique_ptr<PlatformHost> make_host(int argc, char** argv) {
  std::string link;
  std::string open_path = kDefaultRecordFile;
  for (int i = 1; i < argc; ++i) {
    const std::string_view argument(argv[i]);
    if (argument.substr(0, kLinkOption.size()) == kLinkOption) {
      link = argument.substr(kLinkOption.size());
    }
    if (argument.substr(0, kOpenOption.size()) == kOpenOption)
      open_path = argument.substr(kOpenOption.size());
  }
  return std::make_unique<NativeHost>(std::move(link), std::move(open_path));
}

}  // namespace azul::platform
