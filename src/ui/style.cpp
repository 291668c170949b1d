#include "ui/style.h"

#include <imgui.h>

#include "ui/palette.h"

namespace azul::ui {

void apply_style(float ui_scale) {
  using palette::to_vec4;
  ImGuiStyle style;  // ImGui's defaults, at scale 1
  ImGui::StyleColorsDark(&style);

  // Sizes at 100% zoom (ImGui's defaults suit its 13 px font; ours is larger and touch-friendly).
  style.WindowPadding = ImVec2(16, 16);
  style.FramePadding = ImVec2(12, 7);
  style.ItemSpacing = ImVec2(10, 8);
  style.ItemInnerSpacing = ImVec2(8, 6);
  style.ScrollbarSize = 16;
  style.GrabMinSize = 14;
  style.WindowRounding = 8;
  style.ChildRounding = 8;
  style.FrameRounding = 6;
  style.PopupRounding = 6;
  style.ScrollbarRounding = 8;
  style.GrabRounding = 6;
  style.WindowBorderSize = 0;
  style.FrameBorderSize = 1;
  style.ScaleAllSizes(ui_scale);

  ImVec4* colors = style.Colors;
  colors[ImGuiCol_Text] = to_vec4(palette::kText);
  colors[ImGuiCol_TextDisabled] = to_vec4(palette::kTextMuted);
  colors[ImGuiCol_WindowBg] = to_vec4(palette::kBackground);
  colors[ImGuiCol_ChildBg] = ImVec4(0, 0, 0, 0);
  colors[ImGuiCol_PopupBg] = to_vec4(palette::kSurface);
  colors[ImGuiCol_Border] = to_vec4(palette::kOutline);
  colors[ImGuiCol_FrameBg] = to_vec4(palette::kSurface);
  colors[ImGuiCol_FrameBgHovered] = to_vec4(palette::kSurfaceHovered);
  colors[ImGuiCol_FrameBgActive] = to_vec4(palette::kSurfaceActive);
  colors[ImGuiCol_Button] = to_vec4(palette::kSurface);
  colors[ImGuiCol_ButtonHovered] = to_vec4(palette::kSurfaceHovered);
  colors[ImGuiCol_ButtonActive] = to_vec4(palette::kSurfaceActive);
  colors[ImGuiCol_Header] = to_vec4(palette::kSurface);
  colors[ImGuiCol_HeaderHovered] = to_vec4(palette::kSurfaceHovered);
  colors[ImGuiCol_HeaderActive] = to_vec4(palette::kSurfaceActive);
  colors[ImGuiCol_ScrollbarBg] = ImVec4(0, 0, 0, 0);
  colors[ImGuiCol_ScrollbarGrab] = to_vec4(palette::kOutline);
  colors[ImGuiCol_CheckMark] = to_vec4(palette::kAccent);
  colors[ImGuiCol_SliderGrab] = to_vec4(palette::kAccent);
  colors[ImGuiCol_NavHighlight] = to_vec4(palette::kAccent);
  ImGui::GetStyle() = style;
}

}  // namespace azul::ui
