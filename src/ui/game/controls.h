// Touch-friendly controls shared by the game screens: buttons at least 44 CSS px tall,
// segmented choices (a row of toggle buttons instead of text entry), steppers, and the
// floating panels (rules, settings, log...) drawn over the game. Every control records itself
// in the WidgetProbe under the name it is given.
#pragma once

#include <imgui.h>

#include <span>
#include <string>
#include <string_view>

#include "ui/widget_probe.h"

namespace azul::ui {

inline constexpr float kMinTouchTargetPx = 44.0f;  // CSS px (WCAG / platform guidelines)

// The height of every touch control: 44 px or more with large text.
float touch_height();

// A label in the player's language whose ImGui ID is `id` whatever it says ("Undo###undo"), so
// that a widget keeps its state when the language (or a label that shortens) changes.
inline std::string label_with_id(std::string_view label, std::string_view id) {
  std::string text(label);
  text += "###";
  text += id;
  return text;
}

enum class ButtonKind { kNormal, kPrimary, kSelected };

// A button of at least touch height; width 0 fits the label. Records `probe_name`.
bool touch_button(const char* label, WidgetProbe& probe, std::string_view probe_name,
                  float width = 0.0f, ButtonKind kind = ButtonKind::kNormal, bool enabled = true);

// A touch button whose label is (or starts with) a symbol ("☰", "▶"): the screen-reader mirror
// (ui/access/mirror.h) names it `reading` ("Menu") instead. touch_button() names a button by
// its label, without the ID and a leading symbol.
bool icon_button(const char* label, std::string_view reading, WidgetProbe& probe,
                 std::string_view probe_name, float width = 0.0f,
                 ButtonKind kind = ButtonKind::kNormal, bool enabled = true);

// Before a button labelled `label` that follows another: on the same row when it fits left of
// `right_x` (screen x), else on the next line (a row of buttons whose words run longer in
// another language wraps instead of running off the screen).
void same_line_if_fits(const char* label, float right_x);

// A row of mutually exclusive buttons; returns true when `value` changed. Names are
// `probe_prefix` + ":" + `ids[i]`. Wraps to the next line when the row is too wide.
bool segmented(const char* id, std::span<const char* const> labels,
               std::span<const char* const> ids, int& value, WidgetProbe& probe,
               std::string_view probe_prefix);

// "−  value  +" with the value drawn between; returns true when `value` changed.
bool stepper(const char* id, int& value, int min, int max, const char* text, WidgetProbe& probe,
             std::string_view probe_prefix);

// A tooltip for the item just drawn while it is hovered, wrapped to fit narrow screens.
void hover_tooltip(std::string_view text);

// A toggle drawn as a checkbox-like button of touch height; returns true when flipped.
bool toggle(const char* label, bool& value, WidgetProbe& probe, std::string_view probe_name);

// A panel over the current screen, centred, at most `max_width_em` wide, with a title and a
// close button ("button:close"). Returns false when it is closed (then do not draw its body).
// Always pair with end_panel(). The title may end with an ID that is not shown
// (label_with_id), which keeps the panel the same window in every language.
bool begin_panel(const char* title, float max_width_em, WidgetProbe& probe, bool* open);
void end_panel();

// A heading line in the heading font.
void heading(const char* text);

// A screen's first row: "← Back" ("button:back"), then the screen's `title` in `font`, a
// heading of the screen-reader mirror. True when Back was pressed.
bool back_and_title(const char* title, ImFont* font, WidgetProbe& probe);

}  // namespace azul::ui
