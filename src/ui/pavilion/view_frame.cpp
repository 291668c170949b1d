#include "ui/pavilion/view_frame.h"

#include <cmath>

#include "ui/layout.h"
#include "ui/palette.h"
#include "ui/touch_scrolling.h"

namespace azul::ui::pview {
namespace {
constexpr float kButtonRoundingEm = 0.35f;
}  // namespace

bool ViewFrame::is_arriving(SpotKey key) const {
  for (const Arrival& a : arriving)
    if (a.key == key) return true;
  return false;
}

int ViewFrame::arriving_count(SpotKey key, pavilion::Colour colour) const {
  int count = 0;
  for (const Arrival& a : arriving)
    if (a.key == key && a.colour == colour) ++count;
  return count;
}

Hit hit_area(ViewFrame& f, const char* id, ImVec2 min, ImVec2 max, std::string_view probe_name) {
  Hit hit;
  if (!f.interactive || max.x - min.x < 1.0f || max.y - min.y < 1.0f) return hit;
  ImGui::SetCursorScreenPos(min);
  const bool pressed = ImGui::InvisibleButton(id, ImVec2(max.x - min.x, max.y - min.y));
  hit.hovered = ImGui::IsItemHovered();
  hit.clicked = is_tap(pressed);
  if (hit.hovered) ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
  if (!probe_name.empty()) record_target(f, probe_name, min, max);
  return hit;
}

void record_target(ViewFrame& f, std::string_view name, ImVec2 min, ImVec2 max) {
  const ImVec2 middle((min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f);
  if (middle.x < f.visible_min.x || middle.x > f.visible_max.x || middle.y < f.visible_min.y ||
      middle.y > f.visible_max.y) {
    return;
  }
  f.targets.push_back({std::string(name), min, max});
}

ImVec2 measure(const char* text, float size) {
  return ImGui::GetFont()->CalcTextSizeA(size, FLT_MAX, 0.0f, text);
}

void text_at(ImDrawList* draw, ImVec2 pos, float size, ImU32 colour, const char* text) {
  draw->AddText(ImGui::GetFont(), size, pos, colour, text);
}

void text_centred(ImDrawList* draw, ImVec2 centre, float size, ImU32 colour, const char* text) {
  const ImVec2 extent = measure(text, size);
  text_at(draw, ImVec2(centre.x - extent.x * 0.5f, centre.y - extent.y * 0.5f), size, colour, text);
}

bool panel_button(ViewFrame& f, const char* id, ImVec2 min, ImVec2 max, const char* label,
                  bool enabled, bool primary, std::string_view probe_name) {
  Hit hit;
  if (enabled) hit = hit_area(f, id, min, max, probe_name);
  const bool held = hit.hovered && ImGui::IsMouseDown(ImGuiMouseButton_Left);
  ImU32 fill = primary ? palette::kAccent : palette::kSurfaceHovered;
  if (!enabled) fill = fade(palette::kSurface, 0.8f);
  if (hit.hovered) fill = primary ? palette::rgb(0xFF, 0xC8, 0x5C) : palette::kSurfaceActive;
  if (held) fill = primary ? palette::rgb(0xD9, 0x98, 0x22) : palette::kOutline;
  const float rounding = em(kButtonRoundingEm);
  f.draw->AddRectFilled(min, max, fill, rounding);
  f.draw->AddRect(min, max, enabled ? palette::kOutline : fade(palette::kOutline, 0.5f), rounding,
                  0, em(kHairlineEm));
  const ImU32 ink = !enabled  ? palette::kTextMuted
                    : primary ? palette::kBackground
                              : palette::kText;
  text_centred(f.draw, ImVec2((min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f), em(), ink, label);
  return hit.clicked;
}

}  // namespace azul::ui::pview
