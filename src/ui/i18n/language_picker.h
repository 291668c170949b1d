// The language picker of the settings and of the title screen: every language the app speaks,
// each in its own name and script ("Deutsch", "日本語", "한국어": ui/fonts.h builds in a font for
// each name in another script), the one shown selected. Nothing is drawn while the app speaks
// English alone. Recorded in the probe as "setting:language" (the box) and, while
// it is open, "setting:language:<code>" (each language).
#pragma once

#include "ui/fonts.h"
#include "ui/preferences.h"
#include "ui/widget_probe.h"

namespace azul::ui {

// Draws the picker `width` wide (0: as wide as its longest name); true when the player chose
// another language, which is then the preference; the caller applies it (the App: at once, or
// once the page has loaded its translations).
bool draw_language_picker(Preferences& preferences, const FontLibrary& fonts, WidgetProbe& probe,
                          float width = 0.0f);

}  // namespace azul::ui
