#include "ui/game/controls.h"

#include <algorithm>

#include "ui/access/mirror.h"
#include "ui/i18n/translate.h"
#include "ui/layout.h"
#include "ui/palette.h"
#include "ui/touch_scrolling.h"

namespace azul::ui {
namespace {

constexpr float kTouchHeightEm = 2.4f;
constexpr float kPanelMarginEm = 0.6f;
constexpr float kPanelRoundingEm = 0.6f;
constexpr float kPanelMaxHeightShare = 0.92f;

}  // namespace

float touch_height() { return std::max(kMinTouchTargetPx, em(kTouchHeightEm)); }

bool icon_button(const char* label, std::string_view reading, WidgetProbe& probe,
                 std::string_view probe_name, float width, ButtonKind kind, bool enabled) {
  int colours = 0;
  if (kind == ButtonKind::kPrimary) {
    ImGui::PushStyleColor(ImGuiCol_Button, palette::to_vec4(palette::kAccent));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, palette::to_vec4(palette::rgb(0xF7, 0xC6, 0x6A)));
    ImGui::PushStyleColor(ImGuiCol_ButtonActive, palette::to_vec4(palette::rgb(0xD9, 0x96, 0x20)));
    ImGui::PushStyleColor(ImGuiCol_Text, palette::to_vec4(palette::rgb(0x1A, 0x14, 0x08)));
    colours = 4;
  } else if (kind == ButtonKind::kSelected) {
    ImGui::PushStyleColor(ImGuiCol_Button, palette::to_vec4(palette::kSurfaceActive));
    ImGui::PushStyleColor(ImGuiCol_Border, palette::to_vec4(palette::kAccent));
    colours = 2;
  }
  ImGui::BeginDisabled(!enabled);
  const bool clicked = is_tap(ImGui::Button(label, ImVec2(width, touch_height())));
  ImGui::EndDisabled();
  ImGui::PopStyleColor(colours);
  if (enabled && !probe_name.empty()) probe.record_last_item(probe_name);
  // The keyboard's focus (ImGui's navigation), for tests that play by keys.
  if (!probe_name.empty() && ImGui::IsItemFocused() && ImGui::GetIO().NavVisible)
    probe.record_value("focused", probe_name);
  const bool pressed = !probe_name.empty() &&
                       mirror().button(probe_name, reading, enabled, kind == ButtonKind::kSelected);
  return (clicked || pressed) && enabled;
}

bool touch_button(const char* label, WidgetProbe& probe, std::string_view probe_name, float width,
                  ButtonKind kind, bool enabled) {
  return icon_button(label, shown_label(label), probe, probe_name, width, kind, enabled);
}

void same_line_if_fits(const char* label, float right_x) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float width = ImGui::CalcTextSize(label, nullptr, true).x + style.FramePadding.x * 2.0f;
  if (ImGui::GetItemRectMax().x + style.ItemSpacing.x + width <= right_x) ImGui::SameLine();
}

bool segmented(const char* id, std::span<const char* const> labels,
               std::span<const char* const> ids, int& value, WidgetProbe& probe,
               std::string_view probe_prefix) {
  ImGui::PushID(id);
  bool changed = false;
  const float right = ImGui::GetCursorScreenPos().x + ImGui::GetContentRegionAvail().x;
  for (std::size_t i = 0; i < labels.size(); ++i) {
    if (i > 0) {
      const float next_width =
          ImGui::CalcTextSize(labels[i], nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2.0f;
      ImGui::SameLine(0.0f, em(0.3f));
      if (ImGui::GetCursorScreenPos().x + next_width > right) ImGui::NewLine();
    }
    const bool selected = value == static_cast<int>(i);
    std::string name(probe_prefix);
    name += ':';
    name += ids[i];
    if (touch_button(labels[i], probe, name, 0.0f,
                     selected ? ButtonKind::kSelected : ButtonKind::kNormal) &&
        !selected) {
      value = static_cast<int>(i);
      changed = true;
    }
  }
  ImGui::PopID();
  return changed;
}

bool stepper(const char* id, int& value, int min, int max, const char* text, WidgetProbe& probe,
             std::string_view probe_prefix) {
  ImGui::PushID(id);
  bool changed = false;
  const float button = touch_height();
  // The mirror reads "2 players: fewer" and "2 players: more": the sign alone says nothing.
  // TRANSLATORS: the screen reader's name of a stepper's "−" button: {1} what it steps ("2
  // players").
  if (icon_button("\xE2\x88\x92", format(tr("{1}: fewer"), text), probe,
                  std::string(probe_prefix) + ":-", button, ButtonKind::kNormal, value > min)) {
    --value;
    changed = true;
  }
  ImGui::SameLine();
  const float label_width = std::max(em(3.0f), ImGui::CalcTextSize(text).x + em(0.6f));
  const ImVec2 pos = ImGui::GetCursorScreenPos();
  const ImVec2 extent = ImGui::CalcTextSize(text);
  ImGui::GetWindowDrawList()->AddText(
      ImVec2(pos.x + (label_width - extent.x) * 0.5f, pos.y + (button - extent.y) * 0.5f),
      palette::kText, text);
  ImGui::Dummy(ImVec2(label_width, button));
  ImGui::SameLine();
  // TRANSLATORS: the screen reader's name of a stepper's "+" button: {1} what it steps ("2
  // players").
  if (icon_button("+", format(tr("{1}: more"), text), probe, std::string(probe_prefix) + ":+",
                  button, ButtonKind::kNormal, value < max)) {
    ++value;
    changed = true;
  }
  ImGui::PopID();
  return changed;
}

bool toggle(const char* label, bool& value, WidgetProbe& probe, std::string_view probe_name) {
  std::string text = value ? "\xE2\x9C\x93  " : "     ";  // check mark
  text += label;
  ImGui::PushID(label);
  const bool clicked = touch_button(text.c_str(), probe, probe_name, 0.0f,
                                    value ? ButtonKind::kSelected : ButtonKind::kNormal);
  ImGui::PopID();
  if (clicked) value = !value;
  return clicked;
}

bool begin_panel(const char* title, float max_width_em, WidgetProbe& probe, bool* open) {
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  const float margin = em(kPanelMarginEm);
  const float width = std::min(em(max_width_em), viewport->WorkSize.x - 2.0f * margin);
  const float height = viewport->WorkSize.y * kPanelMaxHeightShare;
  ImGui::SetNextWindowPos(ImVec2(viewport->WorkPos.x + (viewport->WorkSize.x - width) * 0.5f,
                                 viewport->WorkPos.y + (viewport->WorkSize.y - height) * 0.5f));
  ImGui::SetNextWindowSize(ImVec2(width, height));
  // The panel stays in front, but not while a list of its own is open (the language picker's):
  // focusing the panel would close that list the frame it opens.
  if (!ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel))
    ImGui::SetNextWindowFocus();
  ImGui::PushStyleColor(ImGuiCol_WindowBg, palette::to_vec4(palette::kSurface));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, em(kPanelRoundingEm));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, em(kHairlineEm) * 2.0f);
  ImGui::Begin(title, nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse);
  ImGui::PopStyleVar(2);
  ImGui::PopStyleColor();
  // Title row with the close button at the right.
  // TRANSLATORS: the button that closes a panel (the menu, the rules, the settings...).
  const char* close_label = tr("Close");
  const float close_width =
      std::max(touch_height() * 1.6f,
               ImGui::CalcTextSize(close_label).x + ImGui::GetStyle().FramePadding.x * 2.0f);
  ImGui::AlignTextToFramePadding();
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (touch_height() - ImGui::GetFrameHeight()) * 0.5f);
  // A long title wraps before the Close button instead of running under it (narrow phones).
  const float close_x = ImGui::GetWindowContentRegionMax().x - close_width;
  ImGui::PushTextWrapPos(close_x - ImGui::GetStyle().ItemSpacing.x);
  const std::string_view shown(title);
  heading(std::string(shown.substr(0, shown.find("##"))).c_str());
  ImGui::PopTextWrapPos();
  ImGui::SameLine(close_x);
  ImGui::SetCursorPosY(ImGui::GetStyle().WindowPadding.y);
  if (touch_button(label_with_id(close_label, "close").c_str(), probe, "button:close", close_width))
    *open = false;
  ImGui::Separator();
  ImGui::BeginChild("##panel_body", ImVec2(0, 0), false, ImGuiWindowFlags_NavFlattened);
  drag_to_scroll_current_window();
  return *open;
}

void end_panel() {
  ImGui::EndChild();
  ImGui::End();
}

void heading(const char* text) {
  ImFont* font = ImGui::GetIO().Fonts->Fonts.Size > 1 ? ImGui::GetIO().Fonts->Fonts[1] : nullptr;
  if (font) ImGui::PushFont(font);
  ImGui::TextUnformatted(text);
  if (font) ImGui::PopFont();
  mirror().heading(text);
}

bool back_and_title(const char* title, ImFont* font, WidgetProbe& probe) {
  const std::string back = "\xE2\x86\x90 " + std::string(tr("Back")) + "##back";  // "←"
  const bool pressed = touch_button(back.c_str(), probe, "button:back");
  ImGui::SameLine();
  ImGui::PushFont(font);
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (touch_height() - ImGui::GetFontSize()) * 0.5f);
  ImGui::TextUnformatted(title);
  ImGui::PopFont();
  mirror().heading(title, 1);
  return pressed;
}

void hover_tooltip(std::string_view text) {
  if (text.empty() || !ImGui::IsItemHovered()) return;
  constexpr float kTooltipWidthEm = 24.0f;
  const float width =
      std::min(em(kTooltipWidthEm), ImGui::GetMainViewport()->WorkSize.x - em(2.0f));
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(width);
  ImGui::TextUnformatted(text.data(), text.data() + text.size());
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

}  // namespace azul::ui
