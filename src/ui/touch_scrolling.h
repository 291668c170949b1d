// Scrolling by dragging, for touch screens: ImGui 1.86 scrolls only with a wheel or the
// scrollbar, and a phone has neither. A press that moved farther than ImGui's drag threshold
// is a scroll, so widgets must not treat its release as a tap (see is_tap()).
#pragma once

namespace azul::ui {

// Scrolls the current window vertically while the pointer drags from a press inside it
// (outside its scrollbar). Call between Begin/BeginChild and End/EndChild of the window.
void drag_to_scroll_current_window();

// Whether a widget's "clicked" this frame is a real click or tap (the pointer stayed put), as
// opposed to the end of a drag-to-scroll. Keyboard activations always count.
bool is_tap(bool clicked);

}  // namespace azul::ui
