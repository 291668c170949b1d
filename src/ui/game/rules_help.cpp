#include "ui/game/rules_help.h"

#include <imgui.h>

#include <algorithm>
#include <string>
#include <string_view>

#include "ui/access/mirror.h"
#include "ui/i18n/shared_texts.h"
#include "ui/i18n/translate.h"
#include "ui/layout.h"
#include "ui/wrapped_text.h"

namespace azul::ui {
namespace {

// A collapsible section: `title` and `text` in the player's language; `id`, English, keeps
// the header's ImGui ID (its open state) the same in every language.
void draw_section(const char* id, const char* title, const char* text, bool open_at_first) {
  // The screen-reader mirror has every section, open or not.
  mirror().heading(title, 3);
  const std::string_view all(text);
  for (std::size_t start = 0; start < all.size();) {
    const std::size_t end = std::min(all.find('\n', start), all.size());
    if (end > start) mirror().line(all.substr(start, end - start));
    start = end + 1;
  }
  ImGui::SetNextItemOpen(open_at_first, ImGuiCond_Appearing);
  if (ImGui::CollapsingHeader((std::string(title) + "###" + id).c_str())) {
    text_wrapped(text);
    ImGui::Dummy(ImVec2(0, em(0.4f)));
  }
}

}  // namespace

namespace {

constexpr KeyHelp kCommonKeys[] = {
    // TRANSLATORS: the Keys panel: what a key does on the game screen.
    {"U", N_("take back the last move")},
    // TRANSLATORS: the Keys panel: what a key does on the game screen.
    {"H", N_("show a hint")},
    // TRANSLATORS: the Keys panel: what a key does on the game screen.
    {"?", N_("show these keys")},
    // TRANSLATORS: the Keys panel: what a key does on the game screen.
    {"M", N_("turn the sound off or on")},
    // TRANSLATORS: the name of the Escape key as keyboards print it in your language.
    {N_("Esc"),
     // TRANSLATORS: the Keys panel: what a key does on the game screen.
     N_("step back in a half-made move, or close a panel")},
    // TRANSLATORS: the Keys panel: the arrow keys and Space (keep "Space" short).
    {N_("Arrows, Space"),
     // TRANSLATORS: the Keys panel: what the arrow keys and Space do.
     N_("move between the buttons and press one")},
    // TRANSLATORS: the name of the Tab key as keyboards print it in your language.
    {N_("Tab"),
     // TRANSLATORS: the Keys panel: what Tab does on the game screen.
     N_("go to the list of every move as a button, made for screen readers")},
};

void draw_key_rows(std::span<const KeyHelp> keys) {
  for (const KeyHelp& key : keys) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(tr(key.keys));
    ImGui::TableNextColumn();
    text_wrapped(tr(key.what));
    // TRANSLATORS: a key and what it does, for the screen reader ("U: take back the last move").
    mirror().item(format(trc("key help", "{1}: {2}"), tr(key.keys), tr(key.what)));
  }
}

}  // namespace

void draw_keys_help(std::span<const KeyHelp> game_keys) {
  if (!ImGui::BeginTable("##keys", 2, ImGuiTableFlags_SizingFixedFit)) return;
  ImGui::TableSetupColumn("##key", ImGuiTableColumnFlags_WidthFixed);
  ImGui::TableSetupColumn("##what", ImGuiTableColumnFlags_WidthStretch);
  draw_key_rows(game_keys);
  draw_key_rows(kCommonKeys);
  ImGui::EndTable();
}

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
