#include "ui/touch_scrolling.h"

#include <imgui.h>

namespace azul::ui {

void drag_to_scroll_current_window() {
  const ImGuiIO& io = ImGui::GetIO();
  if (!ImGui::IsMouseDragging(ImGuiMouseButton_Left)) return;
  const ImVec2 press = io.MouseClickedPos[ImGuiMouseButton_Left];
  const ImVec2 min = ImGui::GetWindowPos();
  const ImVec2 size = ImGui::GetWindowSize();
  const float scrollbar_left = min.x + size.x - ImGui::GetStyle().ScrollbarSize;
  const bool pressed_inside =
      press.x >= min.x && press.x < scrollbar_left && press.y >= min.y && press.y < min.y + size.y;
  if (pressed_inside) ImGui::SetScrollY(ImGui::GetScrollY() - io.MouseDelta.y);
}

bool is_tap(bool clicked) {
  if (!clicked || !ImGui::IsMouseReleased(ImGuiMouseButton_Left)) return clicked;
  const ImGuiIO& io = ImGui::GetIO();
  return io.MouseDragMaxDistanceSqr[ImGuiMouseButton_Left] <=
         io.MouseDragThreshold * io.MouseDragThreshold;
}

}  // namespace azul::ui
