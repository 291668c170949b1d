#include "ui/game/settings_panel.h"

#include <imgui.h>

#include <algorithm>
#include <string>

#include "ui/access/mirror.h"
#include "ui/game/controls.h"
#include "ui/i18n/language_picker.h"
#include "ui/i18n/languages.h"
#include "ui/i18n/translate.h"
#include "ui/layout.h"

namespace azul::ui {
namespace {

void label(const char* text) {
  ImGui::Dummy(ImVec2(0, em(0.3f)));
  ImGui::TextDisabled("%s", text);
  mirror().heading(text, 3);  // the screen reader hears which setting the buttons below set
}

// "−  80%  +" for a percentage in [min, max] by `step` ("setting:<id>:-", "setting:<id>:+");
// true when it changed.
bool percent_stepper(const char* id, int& percent, int min, int max, int step, WidgetProbe& probe) {
  const std::string text = std::to_string(percent) + "%";
  int steps = percent / step;
  if (!stepper(id, steps, min / step, max / step, text.c_str(), probe,
               std::string("setting:") + id))
    return false;
  percent = std::clamp(steps * step, min, max);
  return true;
}

}  // namespace

bool draw_settings(Preferences& preferences, const FontLibrary& fonts, WidgetProbe& probe,
                   bool can_vibrate) {
  bool changed = false;
  if (languages().size() > 1) {
    label(tr("Language"));
    changed |= draw_language_picker(preferences, fonts, probe, ImGui::GetContentRegionAvail().x);
  }
  label(tr("Tile animations"));
  {
    int speed = static_cast<int>(preferences.animation);
    // TRANSLATORS: the speed of the tiles' animations.
    const char* const labels[] = {trc("animation speed", "Off"), trc("animation speed", "Fast"),
                                  trc("animation speed", "Normal"), trc("animation speed", "Slow")};
    const char* const ids[] = {"off", "fast", "normal", "slow"};
    if (segmented("animation", labels, ids, speed, probe, "setting:animation")) {
      preferences.animation = static_cast<AnimationSpeed>(speed);
      changed = true;
    }
  }
  label(tr("AI moves"));
  {
    int pacing = static_cast<int>(preferences.pacing);
    // TRANSLATORS: how quickly the AI's moves are shown.
    const char* const labels[] = {trc("AI pace", "Instant"), trc("AI pace", "Fast"),
                                  trc("AI pace", "Normal"), trc("AI pace", "Slow")};
    const char* const ids[] = {"instant", "fast", "normal", "slow"};
    if (segmented("pacing", labels, ids, pacing, probe, "setting:pacing")) {
      preferences.pacing = static_cast<Pacing>(pacing);
      changed = true;
    }
  }
  // TRANSLATORS: a heading of the settings: how the tiles are drawn.
  label(trc("settings", "Tiles"));
  changed |=
      toggle(tr("Colour-blind symbols"), preferences.colour_blind, probe, "setting:colour-blind");
  changed |= toggle(tr("High contrast"), preferences.high_contrast, probe, "setting:high-contrast");
  // TRANSLATORS: a heading of the settings: how the player's moves are made.
  label(trc("settings", "Moves"));
  changed |= toggle(tr("Auto-play forced moves"), preferences.auto_play_forced, probe,
                    "setting:auto-forced");
  // TRANSLATORS: a heading of the settings: the table's sounds.
  label(trc("settings", "Sound"));
  // TRANSLATORS: a setting: the table's sounds on or off (M on the table).
  changed |= toggle(tr("Sounds"), preferences.sound, probe, "setting:sound");
  if (can_vibrate)
    // TRANSLATORS: a setting of phones: a short vibration when your tile is placed.
    changed |= toggle(tr("Vibration"), preferences.vibration, probe, "setting:vibration");
  // TRANSLATORS: a heading of the settings: how loud the sounds are.
  label(tr("Volume"));
  changed |= percent_stepper("volume", preferences.volume_percent, kMinVolumePercent,
                             kMaxVolumePercent, kVolumeStepPercent, probe);
  label(tr("Text size"));
  changed |= percent_stepper("zoom", preferences.zoom_percent, kMinZoomPercent, kMaxZoomPercent,
                             kZoomStepPercent, probe);
  return changed;
}

}  // namespace azul::ui
