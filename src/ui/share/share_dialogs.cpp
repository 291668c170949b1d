#include "ui/share/share_dialogs.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <string>

#include "ui/access/mirror.h"
#include "ui/game/controls.h"
#include "ui/layout.h"
#include "ui/palette.h"

namespace azul::ui {
namespace {

constexpr float kDialogWidthEm = 30.0f;
constexpr float kShadeAlpha = 0.6f;
constexpr ImGuiWindowFlags kFlags =
    ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings;

}  // namespace

void begin_dialog(const char* id, const char* title) {
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(viewport->WorkPos);
  ImGui::SetNextWindowSize(viewport->WorkSize);
  ImGui::SetNextWindowFocus();
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.0f, 0.0f, 0.0f, kShadeAlpha));
  ImGui::Begin("##share_shade", nullptr, kFlags | ImGuiWindowFlags_NoNav);
  ImGui::End();
  ImGui::PopStyleColor();

  const float width = std::min(em(kDialogWidthEm), viewport->WorkSize.x - em(1.0f));
  ImGui::SetNextWindowPos(ImVec2(viewport->WorkPos.x + viewport->WorkSize.x * 0.5f,
                                 viewport->WorkPos.y + viewport->WorkSize.y * 0.5f),
                          ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(width, 0.0f));
  ImGui::SetNextWindowFocus();
  ImGui::PushStyleColor(ImGuiCol_WindowBg, palette::to_vec4(palette::kSurface));
  ImGui::Begin(id, nullptr, kFlags | ImGuiWindowFlags_AlwaysAutoResize);
  ImGui::PopStyleColor();
  heading(title);
}

void end_dialog() { ImGui::End(); }

// It acts on the press, because the panels under the dialog take the focus every frame
// (ui/game/controls.h), which would cancel a click waiting for its release.
bool dialog_button(const char* label, WidgetProbe& probe, std::string_view probe_name,
                   bool primary) {
  if (primary) {
    ImGui::PushStyleColor(ImGuiCol_Button, palette::to_vec4(palette::kAccent));
    ImGui::PushStyleColor(ImGuiCol_Text, palette::to_vec4(palette::kBackground));
  }
  // Its id is its probe name, whatever the language of its label.
  const std::string id = std::string(label) + "###" + std::string(probe_name);
  const bool pressed =
      ImGui::ButtonEx(id.c_str(), ImVec2(ImGui::GetContentRegionAvail().x, touch_height()),
                      ImGuiButtonFlags_PressedOnClick);
  if (primary) ImGui::PopStyleColor(2);
  probe.record_last_item(probe_name);
  return mirror().button(probe_name, shown_label(label)) || pressed;
}

}  // namespace azul::ui
