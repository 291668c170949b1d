// The browser's host: settings and saved games in localStorage (with other tabs' changes), the
// link in the URL hash, the wall clock and the table's sounds (web/sound.js), through the
// JavaScript glue in web/glue.js; the AI's searches in Web Workers (web_search.cpp).
#include <array>
#include <optional>
#include <string_view>
#include <vector>

#include "platform/platform_host.h"
#include "platform/web_glue.h"
#include "platform/web_search.h"
#include "ui/sound/synth.h"

namespace azul::platform {
namespace {

constexpr int kInitialStringBuffer = 256;

// Calls `read(buffer, size)` (one of the glue's string getters), growing the buffer until the
// string fits. Returns nullopt when the getter reports that there is no value (-1).
template <typename Read>
std::optional<std::string> read_glue_string(Read read) {
  std::vector<char> buffer(kInitialStringBuffer);
  for (;;) {
    const int length = read(buffer.data(), static_cast<int>(buffer.size()));
    if (length < 0) return std::nullopt;
    if (static_cast<size_t>(length) < buffer.size()) return std::string(buffer.data(), length);
    buffer.resize(static_cast<size_t>(length) + 1);
  }
}

// The lines of a glue string (keys one per line); none for nullopt or "".
std::vector<std::string> lines_of(const std::optional<std::string>& text) {
  std::vector<std::string> lines;
  if (!text || text->empty()) return lines;
  std::string_view rest = *text;
  while (true) {
    const std::size_t end = rest.find('\n');
    lines.emplace_back(rest.substr(0, end));
    if (end == std::string_view::npos) return lines;
    rest.remove_prefix(end + 1);
  }
}

class WebHost final : public PlatformHost {
 public:
  std::optional<std::string> load_setting(std::string_view key) override {
    const std::string name(key);
    return read_glue_string(
        [&](char* buffer, int size) { return azul_glue_setting_get(name.c_str(), buffer, size); });
  }
  bool save_setting(std::string_view key, std::string_view value) override {
    return azul_glue_setting_set(std::string(key).c_str(), std::string(value).c_str()) != 0;
  }
  void remove_setting(std::string_view key) override {
    azul_glue_setting_remove(std::string(key).c_str());
  }
  std::vector<std::string> setting_keys(std::string_view prefix) override {
    const std::string wanted(prefix);
    return lines_of(read_glue_string([&](char* buffer, int size) {
      return azul_glue_setting_keys(wanted.c_str(), buffer, size);
    }));
  }
  std::vector<std::string> take_changed_settings() override {
    const std::optional<std::string> changes = read_glue_string(azul_glue_take_setting_changes);
    if (!changes) return {};
    std::vector<std::string> keys = lines_of(changes);
    if (keys.empty()) keys.emplace_back();  // a single "" line: everything was cleared
    return keys;
  }
  std::int64_t now_ms() override { return static_cast<std::int64_t>(azul_glue_now_ms()); }
  std::optional<std::string> load_tab_value(std::string_view key) override {
    const std::string name(key);
    return read_glue_string(
        [&](char* buffer, int size) { return azul_glue_tab_get(name.c_str(), buffer, size); });
  }
  void save_tab_value(std::string_view key, std::string_view value) override {
    azul_glue_tab_set(std::string(key).c_str(), std::string(value).c_str());
  }
  std::vector<std::string> preferred_languages() override {
    return lines_of(read_glue_string(azul_glue_languages));
  }
  void show_language(std::string_view code) override {
    azul_glue_show_language(std::string(code).c_str());
  }
  std::optional<std::string> translations(std::string_view code) override {
    const std::string wanted(code);
    return read_glue_string([&](char* buffer, int size) {
      return azul_glue_translations(wanted.c_str(), buffer, size);
    });
  }
  // Both files once the page has loaded them (asking starts it).
  std::optional<ui::FontPair> script_font(std::string_view code) override {
    const std::string wanted(code);
    const auto read = [&](int bold) -> std::optional<std::vector<unsigned char>> {
      const int size = azul_glue_font(wanted.c_str(), bold, nullptr, 0);
      if (size < 0) return std::nullopt;
      std::vector<unsigned char> bytes(static_cast<std::size_t>(size));
      azul_glue_font(wanted.c_str(), bold, bytes.data(), size);
      return bytes;
    };
    std::optional<std::vector<unsigned char>> regular = read(0);
    std::optional<std::vector<unsigned char>> bold = read(1);
    if (!regular || !bold) return std::nullopt;
    return ui::FontPair{std::move(*regular), std::move(*bold)};
  }
  SiteFile site_file(std::string_view path) override {
    const std::string wanted(path);
    int status = 0;
    std::optional<std::string> text = read_glue_string([&](char* buffer, int size) {
      status = azul_glue_site_file(wanted.c_str(), buffer, size);
      return status;
    });
    if (text) return SiteFile{SiteFile::State::kLoaded, std::move(*text)};
    return SiteFile{status == -1 ? SiteFile::State::kLoading : SiteFile::State::kFailed, ""};
  }
  SystemPreferences system_preferences() override {
    return SystemPreferences{azul_glue_media_matches("(prefers-reduced-motion: reduce)") != 0,
                             azul_glue_media_matches("(prefers-contrast: more)") != 0};
  }
  void show_mirror(std::string_view document) override {
    azul_glue_show_mirror(std::string(document).c_str());
  }
  void announce(std::string_view text) override { azul_glue_announce(std::string(text).c_str()); }
  // A sound's samples go to the page once, the first time it plays.
  void play_sound(ui::sound::Sound sound, float gain, float pitch) override {
    const std::string name(ui::sound::sound_name(sound));
    bool& given = sounds_given_[static_cast<std::size_t>(sound)];
    if (!given) {
      const std::vector<float>& samples = ui::sound::samples(sound);
      azul_glue_sound_define(name.c_str(), samples.data(), static_cast<int>(samples.size()),
                             ui::sound::kSampleRate);
      given = true;
    }
    azul_glue_sound_play(name.c_str(), gain, pitch);
  }
  // Asked every frame (the settings offer vibration by it): the page is asked once.
  bool can_vibrate() override {
    if (!can_vibrate_) can_vibrate_ = azul_glue_can_vibrate() != 0;
    return *can_vibrate_;
  }
  void vibrate(int milliseconds) override { azul_glue_vibrate(milliseconds); }
  std::string link() override {
    return read_glue_string(azul_glue_link_get).value_or(std::string());
  }
  void replace_link(std::string_view link) override {
    azul_glue_link_replace(std::string(link).c_str());
  }
  bool copy_to_clipboard(std::string_view text) override {
    return azul_glue_copy_text(std::string(text).c_str()) != 0;
  }
  SendOutcome send_link(std::string_view message) override {
    switch (azul_glue_send_link(std::string(message).c_str())) {
      case 2:
        return SendOutcome::kShareSheet;
      case 1:
        return SendOutcome::kCopied;
      default:
        return SendOutcome::kFailed;
    }
  }
  bool download_text(std::string_view filename, std::string_view text) override {
    return azul_glue_download_text(std::string(filename).c_str(), std::string(text).c_str()) != 0;
  }
  void request_text_file() override { azul_glue_open_text_file(); }
  std::optional<OpenedFile> take_opened_file() override {
    if (auto error = read_glue_string(azul_glue_take_opened_file_error))
      return OpenedFile{"", std::move(*error)};
    if (auto text = read_glue_string(azul_glue_take_opened_file))
      return OpenedFile{std::move(*text), ""};
    return std::nullopt;
  }
  std::optional<std::string> take_link_change() override {
    if (azul_glue_link_take_change() == 0) return std::nullopt;
    return link();
  }
  ui::SearchService* searches() override { return &searches_; }
  void frame_rendered(std::uint64_t frame_number) override {
    if (frame_number != 1) return;
    azul_glue_first_frame();
    searches_.warm_up();
  }

 private:
  WebSearches searches_;
  std::array<bool, ui::sound::kSoundCount> sounds_given_{};
  std::optional<bool> can_vibrate_;
};

}  // namespace

std::unique_ptr<PlatformHost> make_host(int, char**) { return std::make_unique<WebHost>(); }

}  // namespace azul::platform
