#include "ui/preferences.h"

#include "ai/levels.h"
#include "engine/games.h"

#include <algorithm>
#include <charconv>
#include <optional>
#include <string>
#include <string_view>

namespace azul::ui {
namespace {

constexpr std::string_view kSpeedNames[] = {"off", "fast", "normal", "slow"};
constexpr std::string_view kPacingNames[] = {"instant", "fast", "normal", "slow"};
constexpr float kAnimationSeconds[] = {0.0f, 0.15f, 0.3f, 0.6f};
constexpr float kPacingSeconds[] = {0.0f, 0.35f, 0.9f, 1.8f};

// The index of `value` in `names`, or -1.
template <std::size_t N>
int name_index(const std::string_view (&names)[N], const std::optional<std::string>& value) {
  if (!value) return -1;
  for (std::size_t i = 0; i < N; ++i)
    if (names[i] == *value) return static_cast<int>(i);
  return -1;
}

// A whole number saved under `key`, or nullopt.
std::optional<int> load_number(Host& host, std::string_view key) {
  const std::optional<std::string> text = host.load_setting(key);
  if (!text) return std::nullopt;
  int number = 0;
  const char* end = text->data() + text->size();
  auto [ptr, error] = std::from_chars(text->data(), end, number);
  if (error != std::errc() || ptr != end) return std::nullopt;
  return number;
}

void load_flag(Host& host, std::string_view key, bool& flag) {
  const auto value = host.load_setting(key);
  if (value == "1") flag = true;
  if (value == "0") flag = false;
}

}  // namespace

std::string default_game_id() { return std::string(game_registry().front()->id); }

float animation_seconds(AnimationSpeed speed) { return kAnimationSeconds[static_cast<int>(speed)]; }
float pacing_seconds(Pacing pacing) { return kPacingSeconds[static_cast<int>(pacing)]; }

int clamp_zoom_percent(int percent) {
  return std::clamp(percent, kMinZoomPercent, kMaxZoomPercent);
}

int clamp_volume_percent(int percent) {
  return std::clamp(percent, kMinVolumePercent, kMaxVolumePercent);
}

Preferences load_preferences(Host& host) {
  Preferences preferences;
  // The system's wishes are the defaults; a setting the player saved wins.
  const Host::SystemPreferences system = host.system_preferences();
  if (system.reduced_motion) preferences.animation = AnimationSpeed::kOff;
  preferences.high_contrast = system.more_contrast;
  if (auto game = host.load_setting(kGameSettingKey)) {
    if (find_game(*game)) preferences.game = *game;
  }
  if (const std::optional<int> zoom = load_number(host, kZoomSettingKey))
    preferences.zoom_percent = clamp_zoom_percent(*zoom);
  if (const std::optional<int> volume = load_number(host, kVolumeSettingKey))
    preferences.volume_percent = clamp_volume_percent(*volume);
  if (int i = name_index(kSpeedNames, host.load_setting(kAnimationSettingKey)); i >= 0)
    preferences.animation = static_cast<AnimationSpeed>(i);
  if (int i = name_index(kPacingNames, host.load_setting(kPacingSettingKey)); i >= 0)
    preferences.pacing = static_cast<Pacing>(i);
  load_flag(host, kColourBlindSettingKey, preferences.colour_blind);
  load_flag(host, kHighContrastSettingKey, preferences.high_contrast);
  load_flag(host, kAutoPlaySettingKey, preferences.auto_play_forced);
  load_flag(host, kSoundSettingKey, preferences.sound);
  load_flag(host, kVibrationSettingKey, preferences.vibration);
  preferences.language = host.load_setting(kLanguageSettingKey).value_or("");
  if (auto level = host.load_setting(kLastLevelSettingKey); level && ai::find_level(*level))
    preferences.last_level = *level;
  return preferences;
}

void save_preferences(Host& host, const Preferences& preferences) {
  host.save_setting(kGameSettingKey, preferences.game);
  host.save_setting(kZoomSettingKey, std::to_string(preferences.zoom_percent));
  host.save_setting(kAnimationSettingKey, kSpeedNames[static_cast<int>(preferences.animation)]);
  host.save_setting(kPacingSettingKey, kPacingNames[static_cast<int>(preferences.pacing)]);
  host.save_setting(kColourBlindSettingKey, preferences.colour_blind ? "1" : "0");
  host.save_setting(kHighContrastSettingKey, preferences.high_contrast ? "1" : "0");
  host.save_setting(kAutoPlaySettingKey, preferences.auto_play_forced ? "1" : "0");
  host.save_setting(kLanguageSettingKey, preferences.language);
  host.save_setting(kLastLevelSettingKey, preferences.last_level);
  host.save_setting(kSoundSettingKey, preferences.sound ? "1" : "0");
  host.save_setting(kVolumeSettingKey, std::to_string(preferences.volume_percent));
  host.save_setting(kVibrationSettingKey, preferences.vibration ? "1" : "0");
}

}  // namespace azul::ui
