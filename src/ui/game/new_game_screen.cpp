#include "ui/game/new_game_screen.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "ai/levels.h"
#include "ui/access/mirror.h"
#include "ui/game/controls.h"
#include "ui/game_views.h"
#include "ui/i18n/shared_texts.h"
#include "ui/i18n/translate.h"
#include "ui/layout.h"
#include "ui/palette.h"
#include "ui/progress/result_of_game.h"
#include "ui/touch_scrolling.h"

namespace azul::ui {
namespace {

constexpr float kMaxWidthEm = 40.0f;
constexpr float kSectionGapEm = 0.25f;
constexpr float kLabelColumnEm = 8.0f;       // labels sit left of their controls when wide
constexpr float kFriendHelpWidthEm = 26.0f;  // the line that explains a friend's seat

void section_gap() { ImGui::Dummy(ImVec2(0, em(kSectionGapEm))); }

// A label for a row of controls: on its own line when narrow, in a column when wide. Hovering
// it shows `help` (not the controls: a tap on a control would leave a tooltip behind on touch).
void row_label(const char* text, bool wide, std::string_view help = {}) {
  ImGui::AlignTextToFramePadding();
  const float y = ImGui::GetCursorPosY();
  ImGui::SetCursorPosY(y + (touch_height() - ImGui::GetFrameHeight()) * 0.5f);
  ImGui::TextColored(palette::to_vec4(palette::kTextMuted), "%s", text);
  hover_tooltip(help);
  mirror().heading(text, 3);  // the screen reader hears which row the buttons below belong to
  if (wide) {
    ImGui::SameLine(em(kLabelColumnEm));
    ImGui::SetCursorPosY(y);
  }
}

// Labels and ids as the C strings segmented() takes (they point into the strings given).
struct Choices {
  std::vector<std::string> labels, ids;
  std::vector<const char*> label_ptrs, id_ptrs;
  void add(std::string_view label, std::string_view id) {
    labels.emplace_back(label);
    ids.emplace_back(id);
  }
  bool draw(const char* widget_id, int& value, WidgetProbe& probe, std::string_view prefix) {
    label_ptrs.clear();
    id_ptrs.clear();
    for (std::size_t i = 0; i < labels.size(); ++i) {
      label_ptrs.push_back(labels[i].c_str());
      id_ptrs.push_back(ids[i].c_str());
    }
    return segmented(widget_id, label_ptrs, id_ptrs, value, probe, prefix);
  }
};

void draw_game_choice(NewGameSetup& setup, WidgetProbe& probe, bool wide) {
  // TRANSLATORS: the new-game screen's row that chooses the game to play.
  row_label(trc("new game", "Game"), wide);
  Choices choices;
  int selected = 0;
  const auto games = game_views();
  for (std::size_t i = 0; i < games.size(); ++i) {
    choices.add(tr_text(games[i].info->short_title), games[i].info->id);
    if (games[i].info->id == setup.game) selected = static_cast<int>(i);
  }
  if (choices.draw("game", selected, probe, "button:game"))
    setup.game = std::string(games[static_cast<std::size_t>(selected)].info->id);
}

// An option with a fixed list of values: one button per value.
void draw_choice_option(NewGameSetup& setup, const OptionSpec& spec, WidgetProbe& probe,
                        bool wide) {
  const std::string key(spec.key);
  row_label(tr_text(spec.label).c_str(), wide, tr_text(spec.help));
  Choices choices;
  int selected = 0;
  for (std::size_t i = 0; i < spec.values.size(); ++i) {
    choices.add(tr_text(spec.values[i].label), spec.values[i].value);
    if (spec.values[i].value == chosen_value(setup, spec)) selected = static_cast<int>(i);
  }
  if (choices.draw(key.c_str(), selected, probe, "button:" + key))
    choose_value(setup, spec, spec.values[static_cast<std::size_t>(selected)].value);
}

// One diamond per letter in the order the game will use; in the Custom mode each is a button
// that moves that position on to the next letter (swapping with the position that had it).
void draw_letter_diamonds(NewGameSetup& setup, const OptionSpec& spec, WidgetProbe& probe) {
  const std::string order = resolved_value(setup, spec);
  const std::span<const ImU32> colours = views_or_first(setup.game).tile_colours;
  const bool custom = is_custom_order(setup, spec);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float size = touch_height();
  for (std::size_t i = 0; i < order.size(); ++i) {
    if (i > 0) ImGui::SameLine(0, em(0.2f));
    const ImVec2 pos = ImGui::GetCursorScreenPos();
    ImGui::PushID(static_cast<int>(i));
    bool clicked = false;
    if (custom) {
      clicked = is_tap(ImGui::InvisibleButton("letter", ImVec2(size, size)));
      probe.record_last_item("button:" + std::string(spec.key) + ":" + std::to_string(i + 1));
    } else {
      ImGui::Dummy(ImVec2(size, size));
    }
    ImGui::PopID();
    const ImVec2 c(pos.x + size * 0.5f, pos.y + size * 0.42f);
    const float h = size * 0.3f;
    const std::size_t letter = spec.letters.find(order[i]);
    draw->AddQuadFilled(ImVec2(c.x, c.y - h * 1.2f), ImVec2(c.x + h, c.y),
                        ImVec2(c.x, c.y + h * 1.2f), ImVec2(c.x - h, c.y),
                        colours[letter % colours.size()]);
    const std::string number = std::to_string(i + 1);
    draw->AddText(ImGui::GetFont(), em(0.6f), ImVec2(c.x - em(0.17f), pos.y + size * 0.78f),
                  palette::kTextMuted, number.c_str());
    if (clicked) {
      std::string edited = order;
      const char next = spec.letters[(letter + 1) % spec.letters.size()];
      std::swap(edited[edited.find(next)], edited[i]);
      choose_value(setup, spec, edited);
    }
  }
}

// An order of letters (Summer Pavilion's wild colours): Standard, Random or Custom.
void draw_letter_order_option(NewGameSetup& setup, const OptionSpec& spec, WidgetProbe& probe,
                              bool wide) {
  const std::string key(spec.key);
  row_label(tr_text(spec.label).c_str(), wide, tr_text(spec.help));
  enum Mode { kStandard, kRandom, kCustom };
  int mode = chosen_value(setup, spec) == kRandomOptionValue ? kRandom
             : is_custom_order(setup, spec)                  ? kCustom
                                                             : kStandard;
  ImGui::BeginGroup();
  Choices choices;
  // TRANSLATORS: how the wild colours of the rounds are ordered: the rules' order, one drawn at
  // random, or one the player sets.
  choices.add(trc("wild colour order", "Standard"), "standard");
  choices.add(trc("wild colour order", "Random"), "random");
  choices.add(trc("wild colour order", "Custom"), "custom");
  if (choices.draw(key.c_str(), mode, probe, "button:" + key)) {
    const std::string shown = resolved_value(setup, spec);  // Custom starts from what is shown
    set_custom_order(setup, spec, mode == kCustom);
    choose_value(setup, spec,
                 mode == kRandom   ? kRandomOptionValue
                 : mode == kCustom ? std::string_view(shown)
                                   : spec.default_value);
  }
  draw_letter_diamonds(setup, spec, probe);
  ImGui::EndGroup();
}

// Under an AI seat: a bar of its level's place on the ladder and what such a player does.
void draw_level_strength(int level, int levels, const std::string& description) {
  constexpr float kBarWidthEm = 4.0f;
  const float height = em(0.45f);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float width = em(kBarWidthEm);
  const float filled = width * static_cast<float>(level + 1) / static_cast<float>(levels);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float top = at.y + (ImGui::GetTextLineHeight() - height) * 0.5f;
  draw->AddRectFilled(ImVec2(at.x, top), ImVec2(at.x + width, top + height), palette::kOutline,
                      height * 0.5f);
  draw->AddRectFilled(ImVec2(at.x, top), ImVec2(at.x + filled, top + height), palette::kAccent,
                      height * 0.5f);
  ImGui::Dummy(ImVec2(width, ImGui::GetTextLineHeight()));
  ImGui::SameLine();
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextColored(palette::to_vec4(palette::kTextMuted), "%s", description.c_str());
  ImGui::PopTextWrapPos();
  // TRANSLATORS: an AI level's strength for the screen reader: level {1} of {2}, then what such
  // a player does.
  mirror().line(format(tr("Strength {1} of {2}: {3}"), level + 1, levels, description));
}

void draw_seat(SeatSetup& seat, std::string_view game, int index, WidgetProbe& probe, bool wide) {
  const std::vector<ai::LevelInfo> levels = ai::levels_of(game);
  ImGui::PushID(index);
  row_label(format(tr("Player {1}"), index + 1).c_str(), wide);
  ImGui::BeginGroup();
  enum Who { kHuman, kFriend, kAi };
  int who = seat.human ? kHuman : seat.by_link ? kFriend : kAi;
  // TRANSLATORS: who plays a seat: a person at this device, a friend at another device (by
  // link), or the computer.
  const char* const who_labels[] = {trc("seat", "Human"), trc("seat", "Friend"), trc("seat", "AI")};
  const char* const who_ids[] = {"human", "friend", "ai"};
  const std::string number = std::to_string(index + 1);
  if (segmented("who", who_labels, who_ids, who, probe, "button:seat:" + number)) {
    seat.human = who == kHuman;
    seat.by_link = who == kFriend;
  }
  if (seat.is_ai()) {
    // A level this game does not offer (chosen for the other game) becomes its nearest.
    seat.level = std::string(ai::offered_level(game, seat.level));
    int level = 0;
    for (std::size_t i = 0; i < levels.size(); ++i)
      if (levels[i].name == seat.level) level = static_cast<int>(i);
    const std::string name(levels[level].name);
    probe.record_value("level:" + number, name);
    // The level by its name; what such a player does and a strength bar below; the measured
    // rating only as a detail (the tooltip).
    const std::optional<ai::LevelRating> rating = ai::level_rating(game, name);
    const std::string shown = level_name(name);
    // Beside the seat's choices when it fits there, else under them (a phone).
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float width = 2.0f * (touch_height() + spacing) +
                        std::max(em(3.0f), ImGui::CalcTextSize(shown.c_str()).x + em(0.6f));
    const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    if (ImGui::GetItemRectMax().x + spacing + width <= right) ImGui::SameLine();
    if (stepper("level", level, 0, static_cast<int>(levels.size()) - 1, shown.c_str(), probe,
                "button:level:" + number))
      seat.level = std::string(levels[level].name);
    const std::string description = tr_text(levels[level].description);
    // TRANSLATORS: an AI level's measured rating in its tooltip: {1} "≈ 1892".
    hover_tooltip(rating ? format(tr("Rating {1}"), ai::rating_text(*rating)) + "\n" +
                               tr("Rating: Elo measured in 2-player games against the other "
                                  "levels (random = 0); 200 more wins about 3 games in 4.")
                         : description);
    draw_level_strength(level, static_cast<int>(levels.size()), description);
  }
  ImGui::EndGroup();
  ImGui::PopID();
}

// The player count (from the game's player-count option) and each seat.
void draw_seats(NewGameSetup& setup, WidgetProbe& probe, bool wide) {
  for (const OptionSpec& spec : setup_schema(setup)) {
    if (spec.kind != OptionKind::kPlayerCount || spec.values.empty()) continue;
    row_label(tr_text(spec.label).c_str(), wide, tr_text(spec.help));
    const int fewest = spec.values.front().value[0] - '0';
    const int most = std::min(spec.values.back().value[0] - '0', kMaxSeats);
    setup.players = std::clamp(setup.players, fewest, most);
    const std::string count = std::to_string(setup.players);
    if (stepper("players", setup.players, fewest, most, count.c_str(), probe, "button:players"))
      choose_value(setup, spec, std::to_string(setup.players));
  }
  for (int seat = 0; seat < setup.players; ++seat)
    draw_seat(setup.seats[seat], setup.game, seat, probe, wide);
  if (ai::is_link_game(seats_of(setup))) {
    if (wide) {  // in the column of the choices (SameLine measures from the form's start)
      ImGui::Dummy(ImVec2(0.0f, 0.0f));
      ImGui::SameLine(em(kLabelColumnEm));
    }
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() +
                           std::min(ImGui::GetContentRegionAvail().x, em(kFriendHelpWidthEm)));
    ImGui::TextColored(palette::to_vec4(palette::kTextMuted), "%s",
                       tr("Friend: a person on another device. After your move, \"Send\" gives "
                          "you the game's link to send them; they send it back after theirs."));
    ImGui::PopTextWrapPos();
    probe.record_last_item("text:friend-help");
  }
}

// Who starts round 1: Random or a seat.
void draw_start_seat(NewGameSetup& setup, WidgetProbe& probe, bool wide) {
  for (const OptionSpec& spec : setup_schema(setup)) {
    if (spec.kind != OptionKind::kStartSeat) continue;
    row_label(tr_text(spec.label).c_str(), wide, tr_text(spec.help));
    Choices choices;
    // TRANSLATORS: who starts round 1: a seat drawn at random (the other choices are P1, P2...).
    choices.add(trc("start seat", "Random"), kRandomOptionValue);
    for (int seat = 1; seat <= setup.players; ++seat)
      choices.add(seat_label(seat - 1), std::to_string(seat));
    const std::string_view chosen = chosen_value(setup, spec);
    int selected = 1;  // a seat beyond the player count shows (and starts) as P1
    if (chosen == kRandomOptionValue) selected = 0;
    if (chosen.size() == 1 && chosen[0] - '0' <= setup.players) selected = chosen[0] - '0';
    if (choices.draw("start", selected, probe, "button:start-seat"))
      choose_value(setup, spec, choices.ids[static_cast<std::size_t>(selected)]);
  }
}

void draw_seed(NewGameSetup& setup, const FontLibrary& fonts, WidgetProbe& probe, bool wide) {
  // TRANSLATORS: the number that decides the tiles drawn (a random seed).
  row_label(tr("Seed"), wide);
  const std::string seed = std::to_string(setup.seed);
  ImGui::BeginGroup();
  ImGui::PushFont(fonts.font(FontRole::kHeading));
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (touch_height() - ImGui::GetFontSize()) * 0.5f);
  ImGui::TextUnformatted(seed.c_str());
  ImGui::PopFont();
  mirror().line(seed);
  probe.record_last_item("text:seed");
  ImGui::SameLine();
  const std::string new_seed = "\xE2\x86\xBB " + std::string(tr("New seed")) + "##seed";  // "↻"
  if (touch_button(new_seed.c_str(), probe, "button:seed")) setup.seed = random_seed();
  ImGui::EndGroup();
  ImGui::TextDisabled("%s", has_random_choice(setup)
                                ? tr("The seed decides the tiles drawn and the random choices.")
                                : tr("The seed decides the tiles drawn."));
}

// Whether the game will count for the player's rating (ui/progress/result_of_game.h).
void draw_rated_line(const NewGameSetup& setup, WidgetProbe& probe) {
  const bool rated = is_rateable(setup.game, seats_of(setup));
  const std::string text =
      rated
          // TRANSLATORS: the new-game screen: the game will count for the player's rating.
          ? "\xE2\x98\x85 " + std::string(tr("Rated: the result changes your rating (Undo and "
                                             "Hint make it unrated)."))
          // TRANSLATORS: the new-game screen: the game will not count for the rating.
          : std::string(tr("Not rated: only one person here against the AI is rated. The game "
                           "still counts in your statistics."));
  ImGui::PushStyleColor(ImGuiCol_Text,
                        palette::to_vec4(rated ? palette::kAccent : palette::kTextMuted));
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
  mirror().line(text);
  probe.record_value("rated", rated ? "1" : "0");
}

}  // namespace

void draw_option_rows(NewGameSetup& setup, OptionSchema schema, WidgetProbe& probe, bool wide) {
  for (const OptionSpec& spec : schema) {
    if (spec.kind == OptionKind::kChoice) draw_choice_option(setup, spec, probe, wide);
    if (spec.kind == OptionKind::kLetterOrder) draw_letter_order_option(setup, spec, probe, wide);
  }
}

NewGameAction draw_new_game_screen(NewGameSetup& setup, const FontLibrary& fonts, bool focus_start,
                                   WidgetProbe& probe) {
  NewGameAction action;
  if (!find_views(setup.game)) setup.game = std::string(game_views().front().info->id);
  const ImVec2 available = ImGui::GetContentRegionAvail();
  const float width = std::min(available.x - em(1.0f), em(kMaxWidthEm));
  const float left = std::max(em(0.5f), (available.x - width) * 0.5f);
  const bool wide = width >= em(30.0f);

  ImGui::SetCursorPos(ImVec2(left, ImGui::GetCursorPosY() + em(0.4f)));
  ImGui::BeginGroup();
  ImGui::PushItemWidth(width);
  if (back_and_title(tr("New game"), fonts.font(FontRole::kHeading), probe)) action.back = true;
  section_gap();

  draw_game_choice(setup, probe, wide);
  section_gap();
  draw_option_rows(setup, setup_schema(setup), probe, wide);
  section_gap();
  draw_seats(setup, probe, wide);
  section_gap();
  draw_start_seat(setup, probe, wide);
  draw_seed(setup, fonts, probe, wide);
  section_gap();

  const std::string start = std::string(tr("Start game")) + " \xE2\x96\xB6##start";  // "▶"
  if (touch_button(start.c_str(), probe, "button:start", std::min(width, em(16.0f)),
                   ButtonKind::kPrimary))
    action.start = true;
  if (focus_start) {
    ImGui::SetFocusID(ImGui::GetItemID(), ImGui::GetCurrentWindow());
    // Shown to a keyboard's player; a touch or a pointer leaves the form where it starts.
    if (ImGui::GetIO().NavVisible) ImGui::SetScrollHereY(1.0f);
  }
  // Under Start, which keeps its place on the screen.
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
  draw_rated_line(setup, probe);
  ImGui::PopTextWrapPos();
  ImGui::Dummy(ImVec2(0, em(1.0f)));
  ImGui::PopItemWidth();
  ImGui::EndGroup();
  return action;
}

}  // namespace azul::ui
