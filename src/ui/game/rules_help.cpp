#include "ui/game/rules_help.h"

#include <imgui.h>

#include <string>

#include "ui/i18n/shared_texts.h"
#include "ui/i18n/translate.h"
#include "ui/layout.h"

namespace azul::ui {
namespace {

// A collapsible section: `title` and `text` in the player's language; `id`, English, keeps
// the header's ImGui ID (its open state) the same in every language.
void draw_section(const char* id, const char* title, const char* text, bool open_at_first) {
  ImGui::SetNextItemOpen(open_at_first, ImGuiCond_Appearing);
  if (ImGui::CollapsingHeader((std::string(title) + "###" + id).c_str())) {
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
    // TRANSLATORS: one option of the game in the rules help: {1} its name ("Wall side"), {2}
    // what it does.
    text += format(tr("- {1}: {2}"), tr_text(spec.label), tr_text(spec.help));
  }
  return text;
}

void draw_rules_help(std::span<const RulesSection> sections, OptionSchema options) {
  // The goal and the last two sections (playing here, this app's decisions) start open.
  for (std::size_t i = 0; i < sections.size(); ++i)
    draw_section(sections[i].title, tr(sections[i].title), tr(sections[i].text),
                 i == 0 || i + 1 == sections.size() || i + 2 == sections.size());
  const std::string text = options_help_text(options);
  if (!text.empty())
    // TRANSLATORS: the title of the rules help's section on the options of the game played.
    draw_section("options", tr("Options of this game"), text.c_str(), false);
}

}  // namespace azul::ui
