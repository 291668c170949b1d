// An in-memory ui::Host for tests: settings in a map (with an optional size limit, to play a
// full browser store), the tab's own values in another, the link in a string, a log of every link
// the app wrote, a clock the test sets, changes "from another tab" that the test queues, the
// sounds and vibrations the app asked for, and the fonts of the languages in another script as
// the build cuts them (held back while `script_fonts_loaded` is false, as a page loading them), and
// the site's data files.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "test_fonts.h"
#include "ui/host.h"

namespace azul::ui::testing {

class FakeHost final : public Host {
 public:
  SystemPreferences system_preferences() override { return system; }
  std::optional<std::string> load_setting(std::string_view key) override {
    auto found = settings.find(std::string(key));
    if (found == settings.end()) return std::nullopt;
    return found->second;
  }
  bool save_setting(std::string_view key, std::string_view value) override {
    std::size_t used = value.size() + key.size();
    for (const auto& [k, v] : settings)
      if (k != key) used += k.size() + v.size();
    if (used > capacity) return false;
    settings[std::string(key)] = std::string(value);
    return true;
  }
  void remove_setting(std::string_view key) override { settings.erase(std::string(key)); }
  std::vector<std::string> setting_keys(std::string_view prefix) override {
    std::vector<std::string> keys;
    for (const auto& [k, v] : settings)
      if (k.compare(0, prefix.size(), prefix) == 0) keys.push_back(k);
    return keys;
  }
  std::vector<std::string> take_changed_settings() override {
    return std::exchange(changed_settings, {});
  }
  std::int64_t now_ms() override { return clock_ms; }
  std::optional<std::string> load_tab_value(std::string_view key) override {
    auto found = tab_values.find(std::string(key));
    if (found == tab_values.end()) return std::nullopt;
    return found->second;
  }
  void save_tab_value(std::string_view key, std::string_view value) override {
    tab_values[std::string(key)] = std::string(value);
  }
  bool download_text(std::string_view filename, std::string_view text) override {
    downloads[std::string(filename)] = std::string(text);
    return true;
  }
  void request_text_file() override { ++file_requests; }
  std::optional<OpenedFile> take_opened_file() override {
    return std::exchange(opened_file, std::nullopt);
  }
  void play_sound(sound::Sound sound, float gain, float pitch) override {
    played.push_back(Played{sound, gain, pitch});
  }
  bool can_vibrate() override { return vibrates; }
  void vibrate(int milliseconds) override { vibrations.push_back(milliseconds); }
  std::optional<FontPair> script_font(std::string_view code) override {
    script_font_asks.emplace_back(code);
    if (!script_fonts_loaded) return std::nullopt;
    return test_support::read_script_font(code);
  }
  SiteFile site_file(std::string_view path) override {
    const auto found = site_files.find(std::string(path));
    if (found == site_files.end()) return SiteFile{};
    return SiteFile{SiteFile::State::kLoaded, found->second};
  }
  std::string link() override { return current_link; }
  void replace_link(std::string_view link) override {
    current_link = link;
    written_links.push_back(current_link);
  }

  std::map<std::string, std::string> settings;
  SystemPreferences system;  // what the system asks (prefers-reduced-motion, prefers-contrast)
  std::map<std::string, std::string> tab_values;  // sessionStorage: kept by a "reload"
  std::size_t capacity = SIZE_MAX;                // bytes of keys and values the store takes
  std::vector<std::string> changed_settings;
  std::int64_t clock_ms = 1'764'000'000'000;  // 2025-11-24
  std::optional<OpenedFile> opened_file;
  std::map<std::string, std::string> site_files;  // the site's data files by path (puzzles)
  std::map<std::string, std::string> downloads;   // file name -> text
  int file_requests = 0;
  std::string current_link;
  std::vector<std::string> written_links;
  struct Played {
    sound::Sound sound;
    float gain;
    float pitch;
  };
  std::vector<Played> played;
  bool vibrates = false;  // a phone with the Vibration API
  std::vector<int> vibrations;
  bool script_fonts_loaded = true;
  std::vector<std::string> script_font_asks;
};

}  // namespace azul::ui::testing
