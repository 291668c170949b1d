#include "ui/i18n/language_picker.h"

#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <string>

#include "ui/access/mirror.h"
#include "ui/game/controls.h"
#include "ui/i18n/languages.h"

namespace azul::ui {
namespace {

// A language's name in its own font (a language in another script has one built in) at the
// body text's size, its left end at `x`, centred on `center_y`.
void draw_name(ImDrawList* draw, const FontLibrary& fonts, const Language& language, float x,
               float center_y) {
  const ImFont* font = fonts.name_font(language.code);
  const float size = ImGui::GetFontSize();
  const char* name = language.name.data();
  draw->AddText(font, size, ImVec2(x, center_y - size * 0.5f), ImGui::GetColorU32(ImGuiCol_Text),
                name, name + language.name.size());
}

float name_width(const FontLibrary& fonts, const Language& language) {
  const char* name = language.name.data();
  return fonts.name_font(language.code)
      ->CalcTextSizeA(ImGui::GetFontSize(), FLT_MAX, 0.0f, name, name + language.name.size())
      .x;
}

}  // namespace

bool draw_language_picker(Preferences& preferences, const FontLibrary& fonts, WidgetProbe& probe,
                          float width) {
  const std::vector<Language>& all = languages();
  if (all.size() < 2) return false;
  const std::string_view now = current_language();
  const Language* shown = &all.front();  // English, also for the pseudo-language of the tests
  float widest = 0.0f;
  for (const Language& language : all) {
    if (language.code == now) shown = &language;
    widest = std::max(widest, name_width(fonts, language));
  }
  const ImGuiStyle& style = ImGui::GetStyle();
  const float box_width =
      width > 0.0f ? width : widest + ImGui::GetFrameHeight() + style.FramePadding.x * 2.0f;
  ImGui::SetNextItemWidth(box_width);
  // The box shows the language's name itself, drawn in the name's font over an empty preview.
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 box = ImGui::GetCursorScreenPos();
  bool changed = false;
  // Tall enough for every language at touch height (a regular combo shows fewer).
  const bool open = ImGui::BeginCombo("##language", "", ImGuiComboFlags_HeightLargest);
  probe.record_last_item("setting:language");
  const float preview_right = box.x + box_width - ImGui::GetFrameHeight();
  draw->PushClipRect(box, ImVec2(preview_right, box.y + ImGui::GetFrameHeight()), true);
  draw_name(draw, fonts, *shown, box.x + style.FramePadding.x,
            box.y + ImGui::GetFrameHeight() * 0.5f);
  draw->PopClipRect();
  if (open) {
    for (const Language& language : all) {
      const bool selected = language.code == now;
      const std::string id = "##" + std::string(language.code);
      if (ImGui::Selectable(id.c_str(), selected, 0, ImVec2(0, touch_height())) && !selected) {
        preferences.language = std::string(language.code);
        changed = true;
      }
      const ImVec2 row = ImGui::GetItemRectMin();
      draw_name(ImGui::GetWindowDrawList(), fonts, language, row.x,
                row.y + ImGui::GetItemRectSize().y * 0.5f);
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
