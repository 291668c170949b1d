#include "ui/i18n/language_picker.h"

#include <imgui.h>

#include <algorithm>
#include <string>

#include "ui/access/mirror.h"
#include "ui/game/controls.h"
#include "ui/i18n/languages.h"

namespace azul::ui {

bool draw_language_picker(Preferences& preferences, WidgetProbe& probe, float width) {
  const std::vector<Language>& all = languages();
  if (all.size() < 2) return false;
  const std::string_view now = current_language();
  std::string shown = "English";
  float widest = 0.0f;
  for (const Language& language : all) {
    if (language.code == now) shown = std::string(language.name);
    widest = std::max(widest, ImGui::CalcTextSize(std::string(language.name).c_str()).x);
  }
  ImGui::SetNextItemWidth(width > 0.0f ? width
                                       : widest + ImGui::GetFrameHeight() +
                                             ImGui::GetStyle().FramePadding.x * 2.0f);
  bool changed = false;
  // Tall enough for every language at touch height (a regular combo shows fewer).
  const bool open = ImGui::BeginCombo("##language", shown.c_str(), ImGuiComboFlags_HeightLargest);
  probe.record_last_item("setting:language");
  if (open) {
    for (const Language& language : all) {
      const std::string name(language.name);
      const bool selected = language.code == now;
      if (ImGui::Selectable(name.c_str(), selected, 0, ImVec2(0, touch_height())) && !selected) {
        preferences.language = std::string(language.code);
        changed = true;
      }
      probe.record_last_item("setting:language:" + std::string(language.code));
      if (selected) ImGui::SetItemDefaultFocus();
    }
    ImGui::EndCombo();
  }
  // The mirror lists the languages as buttons, the one spoken pressed.
  for (const Language& language : all) {
    const bool selected = language.code == now;
    if (mirror().button("setting:language:" + std::string(language.code),
                        std::string(language.name), true, selected) &&
        !selected) {
      preferences.language = std::string(language.code);
      changed = true;
    }
  }
  return changed;
}

}  // namespace azul::ui
