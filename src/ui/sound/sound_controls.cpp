#include "ui/sound/sound_controls.h"

#include <imgui.h>

#include <algorithm>

#include "ui/access/mirror.h"
#include "ui/game/controls.h"
#include "ui/i18n/translate.h"
#include "ui/palette.h"

namespace azul::ui::sound {
namespace {

constexpr float kPercent = 100.0f;

// A speaker in the button's rectangle: its box and cone, and while the sound is on two waves,
// else a cross.
void draw_speaker(ImDrawList* draw, ImVec2 min, ImVec2 max, bool on, ImU32 ink) {
  const float size = std::min(max.x - min.x, max.y - min.y) * 0.5f;
  const ImVec2 c((min.x + max.x) * 0.5f - size * 0.25f, (min.y + max.y) * 0.5f);
  const float u = size / 4.0f;  // the icon is about 8 units wide
  const float line = std::max(1.5f, u * 0.45f);
  draw->AddRectFilled(ImVec2(c.x - 2.6f * u, c.y - 1.1f * u),
                      ImVec2(c.x - 1.2f * u, c.y + 1.1f * u), ink);
  draw->AddTriangleFilled(ImVec2(c.x - 1.4f * u, c.y - 1.1f * u),
                          ImVec2(c.x + 0.6f * u, c.y - 2.8f * u),
                          ImVec2(c.x + 0.6f * u, c.y + 2.8f * u), ink);
  draw->AddTriangleFilled(ImVec2(c.x - 1.4f * u, c.y - 1.1f * u),
                          ImVec2(c.x + 0.6f * u, c.y + 2.8f * u),
                          ImVec2(c.x - 1.4f * u, c.y + 1.1f * u), ink);
  if (on) {
    constexpr float kWave = 0.75f;  // radians either side of the axis
    draw->PathArcTo(ImVec2(c.x + 0.6f * u, c.y), 1.6f * u, -kWave, kWave, 12);
    draw->PathStroke(ink, 0, line);
    draw->PathArcTo(ImVec2(c.x + 0.6f * u, c.y), 3.0f * u, -kWave, kWave, 16);
    draw->PathStroke(ink, 0, line);
  } else {
    const ImVec2 x(c.x + 2.6f * u, c.y);
    const float r = 1.2f * u;
    draw->AddLine(ImVec2(x.x - r, x.y - r), ImVec2(x.x + r, x.y + r), ink, line);
    draw->AddLine(ImVec2(x.x - r, x.y + r), ImVec2(x.x + r, x.y - r), ink, line);
  }
}

}  // namespace

void play_cues(Host& host, const Preferences& preferences, const std::vector<Cue>& cues) {
  const float volume = static_cast<float>(preferences.volume_percent) / kPercent;
  for (const Cue& cue : cues) {
    if (preferences.sound) host.play_sound(cue.sound, std::min(1.0f, cue.gain * volume), cue.pitch);
    if (cue.haptic && preferences.vibration && host.can_vibrate())
      host.vibrate(kVibrationMilliseconds);
  }
}

void toggle_sound(Preferences& preferences) {
  preferences.sound = !preferences.sound;
  mirror().announce(preferences.sound
                        // TRANSLATORS: said to the screen reader when M turns the sound on.
                        ? tr("Sound on")
                        // TRANSLATORS: said to the screen reader when M turns the sound off.
                        : tr("Sound off"));
}

bool take_sound_key(Preferences& preferences) {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput) return false;
  for (const ImWchar c : io.InputQueueCharacters) {
    if (c != 'm' && c != 'M') continue;
    toggle_sound(preferences);
    return true;
  }
  return false;
}

bool sound_button(Preferences& preferences, WidgetProbe& probe) {
  // As wide as the top bar's other symbol buttons (the menu's "☰"): room for the status beside.
  const float width =
      ImGui::CalcTextSize("\xE2\x98\xB0").x + 2.0f * ImGui::GetStyle().FramePadding.x;
  // TRANSLATORS: the top bar's speaker button while the sound is on: a tap turns it off.
  const char* reading = preferences.sound ? tr("Sound on: turn it off")
                                          // TRANSLATORS: the top bar's speaker button while
                                          // the sound is off: a tap turns it on.
                                          : tr("Sound off: turn it on");
  const bool pressed = icon_button("###sound", reading, probe, "button:sound", width);
  draw_speaker(ImGui::GetWindowDrawList(), ImGui::GetItemRectMin(), ImGui::GetItemRectMax(),
               preferences.sound, preferences.sound ? palette::kText : palette::kTextMuted);
  if (pressed) toggle_sound(preferences);
  probe.record_value("sound", preferences.sound ? "on" : "off");
  return pressed;
}

}  // namespace azul::ui::sound
