// The settings of the game screen: animation speed (or off), colour-blind symbols, the
// high-contrast palette, how fast AI moves follow each other, whether a forced single choice
// plays itself, the sound and its volume (and vibration, on a device that vibrates), and the
// text size (zoom). The caller saves the preferences when they change.
#pragma once

#include "ui/fonts.h"
#include "ui/preferences.h"
#include "ui/widget_probe.h"

namespace azul::ui {

// Draws the settings into the current window; returns true when something changed.
// `can_vibrate`: the device vibrates (ui::Host::can_vibrate), so vibration is offered.
bool draw_settings(Preferences& preferences, const FontLibrary& fonts, WidgetProbe& probe,
                   bool can_vibrate = false);

}  // namespace azul::ui
