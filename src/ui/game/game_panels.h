// Panels of the game screen that only show the game (ui/game/game_controller.h draws them):
// the scores by round, the end screen's points by category, and the native build's debug panel
// with the engine's state and the record.
#pragma once

#include <imgui.h>

#include <algorithm>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "engine/record/record.h"
#include "ui/fonts.h"
#include "ui/game/controls.h"
#include "ui/game/game_session.h"
#include "ui/game/probe_names.h"
#include "ui/game/score_words.h"
#include "ui/layout.h"
#include "ui/palette.h"
#include "ui/widget_probe.h"

namespace azul::ui {

namespace game_screen_detail {

inline constexpr float kPanelWidthEm = 34.0f;    // the width of the game screen's panels
inline constexpr float kNarrowScoresEm = 22.0f;  // narrower: the scores table abbreviates

// Seat colours used in the score chips and the log.
inline ImU32 seat_colour(int seat) {
  constexpr ImU32 kSeatColours[] = {palette::rgb(0xF2, 0xB1, 0x3C), palette::rgb(0x6F, 0xC3, 0xE8),
                                    palette::rgb(0xE8, 0x7F, 0xB0), palette::rgb(0x9B, 0xD7, 0x6A)};
  return kSeatColours[seat & 3];
}

inline std::string join_ints(const std::vector<int>& values) {
  std::string out;
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i > 0) out += ',';
    out += std::to_string(values[i]);
  }
  return out;
}

}  // namespace game_screen_detail

// What the player chose on the end screen.
enum class GameOverChoice { kNone, kRematch, kReplay, kNewGame, kHide, kAnalyse };

// The scores at the end of each round and now, with the change; `seat_name(seat)` heads a
// column.
template <Game S, class SeatName>
void draw_round_scores(const GameSession<S>& session, SeatName seat_name) {
  const S& state = session.state();
  const int n = state.num_players();
  struct Row {
    std::string label;
    std::vector<int> scores;
  };
  std::vector<Row> rows;
  auto scores_of = [&](const S& s) {
    std::vector<int> out;
    for (int p = 0; p < n; ++p) out.push_back(s.score(p));
    return out;
  };
  // A phone's panel is narrow: short row labels and seat numbers keep every cell readable.
  const bool narrow = ImGui::GetContentRegionAvail().x < em(game_screen_detail::kNarrowScoresEm);
  const std::string round_word = narrow ? "R" : "Round ";
  for (std::size_t k = 1; k <= session.action_count(); ++k) {
    const S& before = session.position(k - 1);
    const S& after = session.position(k);
    if (after.is_terminal() && !before.is_terminal()) {
      rows.push_back(Row{"Final", scores_of(after)});
    } else if (after.round() != before.round()) {
      rows.push_back(Row{round_word + std::to_string(before.round()), scores_of(after)});
    }
  }
  if (!state.is_terminal())
    rows.push_back(
        Row{narrow ? std::string("Now") : "Now (round " + std::to_string(state.round()) + ")",
            scores_of(state)});
  if (ImGui::BeginTable("##rounds", n + 1, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg)) {
    ImGui::TableSetupColumn("");
    for (int p = 0; p < n; ++p) {
      const std::string name = narrow ? "P" + std::to_string(p + 1) : seat_name(p);
      ImGui::TableSetupColumn(name.c_str());
    }
    ImGui::TableHeadersRow();
    std::vector<int> previous(static_cast<std::size_t>(n), 0);
    bool first = true;
    for (const Row& row : rows) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(row.label.c_str());
      for (int p = 0; p < n; ++p) {
        ImGui::TableNextColumn();
        const int delta = row.scores[p] - previous[p];
        if (first)
          ImGui::Text("%d", row.scores[p]);
        else
          ImGui::Text("%d (%+d)", row.scores[p], delta);
      }
      previous = row.scores;
      first = false;
    }
    ImGui::EndTable();
  }
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  ImGui::TextWrapped("Each row shows the scores at the end of that round (and the change).");
  ImGui::PopStyleColor();
}

// Every player's points by category and the totals.
template <Game S>
void draw_breakdown_table(const S& state) {
  const int n = state.num_players();
  std::vector<std::vector<ScoreLine>> lines;
  std::vector<std::string> labels;
  for (int p = 0; p < n; ++p) {
    lines.push_back(state.breakdown(p));
    for (const ScoreLine& line : lines.back())
      if (std::find(labels.begin(), labels.end(), line.label) == labels.end())
        labels.push_back(line.label);
  }
  if (ImGui::BeginTable(
          "##breakdown", n + 1,
          ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthStretch,
                            1.0f + 0.6f * static_cast<float>(n));
    for (int p = 0; p < n; ++p) {
      const std::string name = "P" + std::to_string(p + 1);
      ImGui::TableSetupColumn(name.c_str(), ImGuiTableColumnFlags_WidthStretch, 1.0f);
    }
    ImGui::TableHeadersRow();
    for (const std::string& label : labels) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      const std::string shown = score_label(label, state.score_bounds().first);
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextUnformatted(shown.c_str());
      ImGui::PopTextWrapPos();
      for (int p = 0; p < n; ++p) {
        ImGui::TableNextColumn();
        int points = 0;
        bool found = false;
        for (const ScoreLine& line : lines[p])
          if (line.label == label) {
            points += line.points;
            found = true;
          }
        if (found)
          ImGui::Text("%+d", points);
        else
          ImGui::TextDisabled("\xE2\x80\x94");
      }
    }
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    heading("Total");
    for (int p = 0; p < n; ++p) {
      ImGui::TableNextColumn();
      const std::string total = std::to_string(state.score(p));
      heading(total.c_str());
    }
    ImGui::EndTable();
  }
}

// The engine's state and the game record, with buttons that copy them (native builds).
template <Game S>
void draw_debug(const GameSession<S>& session, const ai::Bot<S>* bot, WidgetProbe& probe) {
#ifndef __EMSCRIPTEN__
  const std::string dump = session.state().to_string();
  const std::string record = print_record(session.record());
  if (touch_button("Copy state", probe, "button:copy-state")) ImGui::SetClipboardText(dump.c_str());
  ImGui::SameLine();
  if (touch_button("Copy record", probe, "button:copy-record"))
    ImGui::SetClipboardText(record.c_str());
  ImGui::Text("Actions: %zu   Seed: %llu", session.action_count(),
              static_cast<unsigned long long>(session.seed()));
  if (bot) ImGui::TextWrapped("Bot: %s", bot->describe().c_str());
  heading("State");
  ImGui::TextUnformatted(dump.c_str());
  heading("Record");
  ImGui::TextUnformatted(record.c_str());
#else
  (void)session;
  (void)bot;
  (void)probe;
#endif
}

// The end screen: the winner, the final scores best first, Rematch (a new seed), Replay (the
// same seed), New game, Show the table and Analyse, and where the points came from.
template <Game S, class SeatName>
GameOverChoice draw_game_over_panel(const GameSession<S>& session, SeatName seat_name,
                                    const FontLibrary& fonts, WidgetProbe& probe) {
  GameOverChoice choice = GameOverChoice::kNone;
  const S& state = session.state();
  const std::vector<int> winners = azul::winners(state);
  bool open = true;
  if (begin_panel("Game over", game_screen_detail::kPanelWidthEm, probe, &open)) {
    std::string headline;
    if (winners.size() == 1) {
      headline = session.is_human(winners[0]) && session.human_count() == 1
                     ? "You win!"
                     : seat_name(winners[0]) + " wins!";
    } else {
      headline = "Shared victory:";
      for (std::size_t i = 0; i < winners.size(); ++i)
        headline += (i ? " and " : " ") + seat_name(winners[i]);
    }
    ImGui::PushFont(fonts.font(FontRole::kHeading));
    ImGui::TextColored(palette::to_vec4(palette::kAccent), "\xE2\x98\x85 %s", headline.c_str());
    ImGui::PopFont();
    ImGui::Dummy(ImVec2(0, em(0.3f)));
    // Final scores, as text, best first.
    std::vector<int> order;
    for (int p = 0; p < state.num_players(); ++p) order.push_back(p);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
      return std::pair(state.score(a), state.tiebreak(a)) >
             std::pair(state.score(b), state.tiebreak(b));
    });
    std::vector<int> shown(static_cast<std::size_t>(state.num_players()), 0);
    for (int seat : order) {
      const std::string line = seat_name(seat) + ": " + std::to_string(state.score(seat)) +
                               (state.score(seat) == 1 ? " point" : " points");
      ImGui::PushFont(fonts.font(FontRole::kHeading));
      ImGui::TextColored(palette::to_vec4(game_screen_detail::seat_colour(seat)), "%s",
                         line.c_str());
      ImGui::PopFont();
      probe.record_last_item("text:final-score:" + std::to_string(seat + 1));
      shown[seat] = state.score(seat);
    }
    ImGui::Dummy(ImVec2(0, em(0.3f)));
    const float w = ImGui::GetContentRegionAvail().x;
    const float half = (w - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
    const bool narrow = w < em(24.0f);
    if (touch_button(narrow ? "\xE2\x86\xBB Rematch" : "\xE2\x86\xBB Rematch (new seed)", probe,
                     "button:rematch", half, ButtonKind::kPrimary))
      choice = GameOverChoice::kRematch;
    ImGui::SameLine();
    if (touch_button(narrow ? "Replay" : "Replay (same seed)", probe, "button:replay", half))
      choice = GameOverChoice::kReplay;
    if (touch_button("New game", probe, "button:new-game", half)) choice = GameOverChoice::kNewGame;
    ImGui::SameLine();
    if (touch_button(narrow ? "See table" : "Show the table", probe, "button:show-table", half))
      choice = GameOverChoice::kHide;
    if (touch_button(narrow ? "Analyse" : "Analyse the game", probe, "button:analyse", w,
                     ButtonKind::kNormal))
      choice = GameOverChoice::kAnalyse;
    if (narrow) {  // wrapped: a phone is narrower than the sentence
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
      ImGui::TextWrapped("Rematch: a new seed. Replay: the same tiles.");
      ImGui::PopStyleColor();
    }
    ImGui::Dummy(ImVec2(0, em(0.3f)));
    heading(narrow ? "Points by category" : "Where the points came from");
    draw_breakdown_table(state);
    ImGui::TextDisabled("Seed %llu", static_cast<unsigned long long>(session.seed()));
    probe.record_value(probe_names::kFinalScores, game_screen_detail::join_ints(shown));
    std::vector<int> winners_1based;
    for (int seat : winners) winners_1based.push_back(seat + 1);
    probe.record_value(probe_names::kWinners, game_screen_detail::join_ints(winners_1based));
  }
  end_panel();
  return open ? choice : GameOverChoice::kHide;
}

}  // namespace azul::ui
