#include "ui/game/rules_help.h"

#include <imgui.h>

#include <string>

#include "ui/layout.h"

namespace azul::ui {
namespace {

void draw_section(const char* title, const char* text, bool open_at_first) {
  ImGui::SetNextItemOpen(open_at_first, ImGuiCond_Appearing);
  if (ImGui::CollapsingHeader(title)) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(text);
    ImGui::PopTextWrapPos();
    ImGui::Dummy(ImVec2(0, em(0.4f)));
  }
}

}  // namespace

std::string options_help_text(OptionSchema options) {
  std::string text;
  for (const OptionSpec& spec : options) {
    if (spec.kind == OptionKind::kPlayerCount) continue;
    if (!text.empty()) text += "\n";
    text += "- " + std::string(spec.label) + ": " + std::string(spec.help);
  }
  return text;
}

void draw_rules_help(std::span<const RulesSection> sections, OptionSchema options) {
  // The goal and the last two sections (playing here, this app's decisions) start open.
  for (std::size_t i = 0; i < sections.size(); ++i)
    draw_section(sections[i].title, sections[i].text,
                 i == 0 || i + 1 == sections.size() || i + 2 == sections.size());
  const std::string text = options_help_text(options);
  if (!text.empty()) draw_section("Options of this game", text.c_str(), false);
}

}  // namespace azul::ui
