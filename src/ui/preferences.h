// The player's preferences that outlive a session (saved through ui::Host: localStorage in the
// browser): which game the title screen has selected, the language, the UI zoom, and the game
// screen's settings (animations, tile symbols, contrast, AI pacing, forced moves, sound and its
// volume, vibration).
#pragma once

#include <string>

#include "ui/host.h"

namespace azul::ui {

inline constexpr int kMinZoomPercent = 60;
inline constexpr int kMaxZoomPercent = 200;
inline constexpr int kZoomStepPercent = 10;
inline constexpr int kDefaultZoomPercent = 100;
inline constexpr int kMinVolumePercent = 10;
inline constexpr int kMaxVolumePercent = 100;
inline constexpr int kVolumeStepPercent = 10;
inline constexpr int kDefaultVolumePercent = 80;

// How fast tiles move on the table.
enum class AnimationSpeed { kOff, kFast, kNormal, kSlow };
// How long an AI seat's move stays in view before the next one (thinking time aside).
enum class Pacing { kInstant, kFast, kNormal, kSlow };

// The game the title screen selects at first: the registry's first (engine/games.h).
std::string default_game_id();

struct Preferences {
  std::string game = default_game_id();  // a registry id
  int zoom_percent = kDefaultZoomPercent;
  AnimationSpeed animation = AnimationSpeed::kNormal;
  bool colour_blind = false;   // a distinct symbol on each tile colour
  bool high_contrast = false;  // the high-contrast tile palette
  Pacing pacing = Pacing::kNormal;
  bool auto_play_forced = true;  // a human's only legal move is played by itself
  // A language code of ui/i18n/languages.h the player chose; "" follows the browser (or LANG).
  std::string language;
  // The AI level of the last game started (its first AI seat): the title's Play offers it.
  std::string last_level = "easy";
  bool sound = true;  // the table's sounds (ui/sound), on at first as on other game sites
  int volume_percent = kDefaultVolumePercent;
  bool vibration = true;  // a short vibration on your placed tile, where the device has one
};

// Seconds a tile takes to move, 0 when animations are off.
float animation_seconds(AnimationSpeed speed);
// The least time an AI move waits after the previous action, in seconds.
float pacing_seconds(Pacing pacing);

// Setting keys, as stored by the host.
inline constexpr std::string_view kGameSettingKey = "game";
inline constexpr std::string_view kZoomSettingKey = "zoom";
inline constexpr std::string_view kAnimationSettingKey = "animation";       // off|fast|normal|slow
inline constexpr std::string_view kColourBlindSettingKey = "colour_blind";  // 0|1
inline constexpr std::string_view kHighContrastSettingKey = "high_contrast";  // 0|1
inline constexpr std::string_view kPacingSettingKey = "pacing";         // instant|fast|normal|slow
inline constexpr std::string_view kAutoPlaySettingKey = "auto_forced";  // 0|1
inline constexpr std::string_view kLanguageSettingKey = "language";     // "", en, de, ...
inline constexpr std::string_view kLastLevelSettingKey = "last_level";  // an AI level name
inline constexpr std::string_view kSoundSettingKey = "sound";           // 0|1
inline constexpr std::string_view kVolumeSettingKey = "volume";         // 10..100
inline constexpr std::string_view kVibrationSettingKey = "vibration";   // 0|1

// Reads the saved preferences; anything missing or unreadable keeps its default.
Preferences load_preferences(Host& host);
void save_preferences(Host& host, const Preferences& preferences);

// Limits a zoom to [kMinZoomPercent, kMaxZoomPercent].
int clamp_zoom_percent(int percent);
// Limits a volume to [kMinVolumePercent, kMaxVolumePercent] (off is the sound setting's).
int clamp_volume_percent(int percent);

}  // namespace azul::ui
