// The panels the game screen can show over the table (ui/game/game_controller.h), and their
// names: the probe's value "overlay" and the tab's view of the screen (GameScreen::view_state)
// use them.
#pragma once

#include <string_view>

namespace azul::ui::game_screen_detail {

enum class Overlay { kNone, kMenu, kRules, kSettings, kLog, kScores, kKeys, kDebug };

inline const char* overlay_name(Overlay overlay) {
  switch (overlay) {
    case Overlay::kNone:
      return "none";
    case Overlay::kMenu:
      return "menu";
    case Overlay::kRules:
      return "rules";
    case Overlay::kSettings:
      return "settings";
    case Overlay::kLog:
      return "log";
    case Overlay::kScores:
      return "scores";
    case Overlay::kKeys:
      return "keys";
    case Overlay::kDebug:
      return "debug";
  }
  return "none";
}

// The overlay of a name overlay_name() gave; kNone for any other.
inline Overlay overlay_named(std::string_view name) {
  for (Overlay overlay : {Overlay::kMenu, Overlay::kRules, Overlay::kSettings, Overlay::kLog,
                          Overlay::kScores, Overlay::kKeys, Overlay::kDebug})
    if (name == overlay_name(overlay)) return overlay;
  return Overlay::kNone;
}

}  // namespace azul::ui::game_screen_detail
