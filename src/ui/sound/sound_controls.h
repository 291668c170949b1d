// The player's hold on the table's sounds: the cues due now played through ui::Host as the
// preferences say (the volume, sound on or off, vibration on or off), and the two quick ways to
// turn the sound off and on at the table: the M key and the top bar's speaker button, each
// said to the screen reader. The settings panel (ui/game/settings_panel.h) has the rest.
#pragma once

#include <vector>

#include "ui/host.h"
#include "ui/preferences.h"
#include "ui/sound/sound.h"
#include "ui/widget_probe.h"

namespace azul::ui::sound {

// A placed tile's vibration: short, a tap rather than a buzz.
inline constexpr int kVibrationMilliseconds = 15;

// Plays `cues` (due now) at the player's volume while the sound is on, and vibrates for one that
// asks for it while vibration is on and the device can.
void play_cues(Host& host, const Preferences& preferences, const std::vector<Cue>& cues);

// Turns the sound off or on, and tells the screen reader which.
void toggle_sound(Preferences& preferences);

// M typed this frame (while no text field takes the keys) toggles the sound; true when it did.
bool take_sound_key(Preferences& preferences);

// The top bar's speaker ("button:sound"): a speaker with its waves, or crossed out while the
// sound is off; a tap toggles it. True when it did.
bool sound_button(Preferences& preferences, WidgetProbe& probe);

}  // namespace azul::ui::sound
