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
#include "ui/access/mirror.h"
#include "ui/fonts.h"
#include "ui/game/controls.h"
#include "ui/game/game_screen.h"
#include "ui/game/game_session.h"
#include "ui/game/probe_names.h"
#include "ui/game/score_words.h"
#include "ui/i18n/translate.h"
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

// "Seed 1234": the game's seed, under the scores and on the end screen.
inline std::string seed_text(std::uint64_t seed) {
  // TRANSLATORS: the game's seed (the number that decides the tiles' draws).
  return format(tr("Seed {1}"), seed);
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
enum class GameOverChoice { kNone, kRematch, kReplay, kNewGame, kHide, kAnalyse, kProgress };

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
  for (std::size_t k = 1; k <= session.action_count(); ++k) {
    const S& before = session.position(k - 1);
    const S& after = session.position(k);
    if (after.is_terminal() && !before.is_terminal()) {
      // TRANSLATORS: a row of the scores by round: the final scores.
      rows.push_back(Row{tr("Final"), scores_of(after)});
    } else if (after.round() != before.round()) {
      const int round = before.round();
      rows.push_back(Row{narrow ? format(tr("R{1}"), round) : format(tr("Round {1}"), round),
                         scores_of(after)});
    }
  }
  if (!state.is_terminal())
    // TRANSLATORS: the last row of the scores by round on a phone: the scores now.
    rows.push_back(Row{narrow ? std::string(tr("Now"))
                              // TRANSLATORS: the last row of the scores by round: the scores
                              // now, in round {1}.
                              : format(tr("Now (round {1})"), state.round()),
                       scores_of(state)});
  if (ImGui::BeginTable("##rounds", n + 1, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg)) {
    ImGui::TableSetupColumn("");
    for (int p = 0; p < n; ++p) {
      const std::string name = narrow ? seat_label(p) : seat_name(p);
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
  ImGui::TextWrapped("%s",
                     tr("Each row shows the scores at the end of that round (and the change)."));
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
      const std::string name = seat_label(p);
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
    // TRANSLATORS: the last row of the end screen's points by category: the final scores.
    heading(tr("Total"));
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

// The end screen: the winner, the final scores best first, the player's progress (`news`:
// the rating's change, a level to try), Rematch (a new seed), Replay (the same seed), New game,
// Show the table, Analyse and Your progress, and where the points came from.
template <Game S, class SeatName>
GameOverChoice draw_game_over_panel(const GameSession<S>& session, SeatName seat_name,
                                    const FontLibrary& fonts, WidgetProbe& probe,
                                    const ProgressNews& news) {
  GameOverChoice choice = GameOverChoice::kNone;
  const S& state = session.state();
  const std::vector<int> winners = azul::winners(state);
  bool open = true;
  if (begin_panel(label_with_id(tr("Game over"), "game-over").c_str(),
                  game_screen_detail::kPanelWidthEm, probe, &open)) {
    std::string headline;
    if (winners.size() == 1) {
      headline = session.is_human(winners[0]) && session.human_count() == 1
                     ? std::string(tr("You win!"))
                     // TRANSLATORS: the end screen: seat {1} ("P2 · AI hard") has won.
                     : format(tr("{1} wins!"), seat_name(winners[0]));
    } else {
      std::string names = seat_name(winners[0]);
      for (std::size_t i = 1; i < winners.size(); ++i)
        // TRANSLATORS: the winners of a shared victory: {1} one or more seats ("P1 · You"), {2}
        // one more.
        names = format(trc("winners", "{1} and {2}"), names, seat_name(winners[i]));
      // TRANSLATORS: the end screen: {1} the winners ("P1 · You and P2 · AI hard").
      headline = format(tr("Shared victory: {1}"), names);
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
      const int score = state.score(seat);
      // TRANSLATORS: the end screen: seat {1} ("P2 · AI hard") has {2} points.
      const char* points = trn("{1}: {2} point", "{1}: {2} points", score);
      const std::string line = format(points, seat_name(seat), score);
      ImGui::PushFont(fonts.font(FontRole::kHeading));
      ImGui::TextColored(palette::to_vec4(game_screen_detail::seat_colour(seat)), "%s",
                         line.c_str());
      ImGui::PopFont();
      probe.record_last_item("text:final-score:" + std::to_string(seat + 1));
      shown[seat] = state.score(seat);
    }
    if (!news.rating_change.empty()) {
      ImGui::TextColored(palette::to_vec4(palette::kAccent), "%s", news.rating_change.c_str());
      probe.record_value("rating-change", news.rating_change);
      mirror().line(news.rating_change);
    }
    if (!news.suggestion.empty()) {
      ImGui::TextWrapped("%s", news.suggestion.c_str());
      probe.record_value("level-suggestion", news.suggestion);
      mirror().line(news.suggestion);
    }
    ImGui::Dummy(ImVec2(0, em(0.3f)));
    const float w = ImGui::GetContentRegionAvail().x;
    const float half = (w - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
    const bool narrow = w < em(24.0f);
    // A button of the end screen: its label in the player's language, its ImGui ID its probe
    // name's.
    const auto button = [&](const std::string& label, const char* name, float width,
                            ButtonKind kind = ButtonKind::kNormal) {
      return touch_button(label_with_id(label, name).c_str(), probe, name, width, kind);
    };
    // TRANSLATORS: the end screen's button: a new game of the same players with other tiles
    // (a new seed); the short form is for phones.
    const char* rematch = narrow ? tr("Rematch") : tr("Rematch (new seed)");
    if (button(std::string("\xE2\x86\xBB ") + rematch, "button:rematch", half,
               ButtonKind::kPrimary))
      choice = GameOverChoice::kRematch;
    ImGui::SameLine();
    // TRANSLATORS: the end screen's button: the same game again, with the same tiles (the same
    // seed); the short form is for phones.
    if (button(narrow ? tr("Replay") : tr("Replay (same seed)"), "button:replay", half))
      choice = GameOverChoice::kReplay;
    if (button(tr("New game"), "button:new-game", half)) choice = GameOverChoice::kNewGame;
    ImGui::SameLine();
    // TRANSLATORS: the end screen's button: hide it and look at the table; the short form is for
    // phones.
    if (button(narrow ? tr("See table") : tr("Show the table"), "button:show-table", half))
      choice = GameOverChoice::kHide;
    // TRANSLATORS: the end screen's button: analyse the game's moves; the short form is for
    // phones.
    if (button(narrow ? tr("Analyse") : tr("Analyse the game"), "button:analyse",
               news.kept ? half : w))
      choice = GameOverChoice::kAnalyse;
    if (news.kept) {
      ImGui::SameLine();
      // TRANSLATORS: the end screen's button: the statistics screen (rating, results).
      if (button(tr("Your progress"), "button:progress", half)) choice = GameOverChoice::kProgress;
    }
    if (narrow) {  // wrapped: a phone is narrower than the sentence
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
      // TRANSLATORS: on phones, under the end screen's buttons "Rematch" and "Replay".
      ImGui::TextWrapped("%s", tr("Rematch: a new seed. Replay: the same tiles."));
      ImGui::PopStyleColor();
    }
    ImGui::Dummy(ImVec2(0, em(0.3f)));
    // TRANSLATORS: the heading of the end screen's points by category; the short form is for
    // phones.
    heading(narrow ? tr("Points by category") : tr("Where the points came from"));
    draw_breakdown_table(state);
    ImGui::TextDisabled("%s", game_screen_detail::seed_text(session.seed()).c_str());
    probe.record_value(probe_names::kFinalScores, game_screen_detail::join_ints(shown));
    std::vector<int> winners_1based;
    for (int seat : winners) winners_1based.push_back(seat + 1);
    probe.record_value(probe_names::kWinners, game_screen_detail::join_ints(winners_1based));
  }
  end_panel();
  return open ? choice : GameOverChoice::kHide;
}

}  // namespace azul::ui
