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

Preferences load_preferences(Host& host) {
  Preferences preferences;
  // The system's wishes are the defaults; a setting the player saved wins.
  const Host::SystemPreferences system = host.system_preferences();
  if (system.reduced_motion) preferences.animation = AnimationSpeed::kOff;
  preferences.high_contrast = system.more_contrast;
  if (auto game = host.load_setting(kGameSettingKey)) {
    if (find_game(*game)) preferences.game = *game;
  }
  if (auto zoom = host.load_setting(kZoomSettingKey)) {
    int percent = 0;
    const char* end = zoom->data() + zoom->size();
    auto [ptr, error] = std::from_chars(zoom->data(), end, percent);
    if (error == std::errc() && ptr == end) preferences.zoom_percent = clamp_zoom_percent(percent);
  }
  if (int i = name_index(kSpeedNames, host.load_setting(kAnimationSettingKey)); i >= 0)
    preferences.animation = static_cast<AnimationSpeed>(i);
  if (int i = name_index(kPacingNames, host.load_setting(kPacingSettingKey)); i >= 0)
    preferences.pacing = static_cast<Pacing>(i);
  load_flag(host, kColourBlindSettingKey, preferences.colour_blind);
  load_flag(host, kHighContrastSettingKey, preferences.high_contrast);
  load_flag(host, kAutoPlaySettingKey, preferences.auto_play_forced);
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
}

}  // namespace azul::ui
