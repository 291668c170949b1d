// The ImGui style of the app: the palette (ui/palette.h) applied to ImGui's widgets, and
// paddings, spacings and roundings scaled with the UI so they keep their size in font units.
#pragma once

namespace azul::ui {

// Replaces ImGui's current style with the app style at `ui_scale` (content scale x zoom).
void apply_style(float ui_scale);

}  // namespace azul::ui
