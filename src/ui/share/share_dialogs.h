// The share service's dialogs (ui/share/share_service.h): a shade over the whole window that
// takes every click, a box in the middle with a heading and wrapped text, and buttons that act
// on the press. Both windows are focused every frame and drawn after the screens and their
// panels, so they stay on top until answered.
#pragma once

#include <string_view>

#include "ui/widget_probe.h"

namespace azul::ui {

// Opens the shade and the box (width: kDialogWidthEm, narrower on a small window) with its
// heading; end_dialog() closes it.
void begin_dialog(const char* id, const char* title);
void end_dialog();

// A full-width dialog button, recorded in the probe as `probe_name` (also its ImGui id, so that
// its label may be in any language); `primary` is the accent.
bool dialog_button(const char* label, WidgetProbe& probe, std::string_view probe_name,
                   bool primary);

}  // namespace azul::ui
