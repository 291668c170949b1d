// The side panel of wide screens, shared by the game screen (ui/game/game_controller.h) and the
// replay (ui/share/replay_screen.h): a row per seat with its name and score, and the move log
// (ui/game/move_log.h) whose lines, when pickable, show the table as it was after them.
#pragma once

#include <imgui.h>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "ui/game/game_panels.h"
#include "ui/game/game_session.h"
#include "ui/game/move_log.h"
#include "ui/game/score_words.h"
#include "ui/i18n/shared_texts.h"
#include "ui/i18n/translate.h"
#include "ui/layout.h"
#include "ui/palette.h"
#include "ui/touch_scrolling.h"
#include "ui/wrapped_text.h"

namespace azul::ui {

// "P2 · AI hard", "P1 · You" (the only person), "P1" (one of several people), or "P2 · by
// link" (a friend at another device).
template <Game S>
std::string seat_name(const GameSession<S>& session, int seat) {
  const SeatSetup& s = session.seats()[static_cast<std::size_t>(seat)];
  const std::string number = seat_label(seat);
  // TRANSLATORS: a seat's name: {1} its number ("P1"), played by the only person at this
  // device.
  if (s.human) return session.human_count() == 1 ? format(tr("{1} · You"), number) : number;
  // TRANSLATORS: a seat's name: {1} its number ("P2"), played by a friend at another device (a
  // game by link).
  if (s.by_link) return format(tr("{1} · by link"), number);
  // TRANSLATORS: a seat's name: {1} its number ("P2"), played by the AI of level {2} ("hard").
  return format(tr("{1} · AI {2}"), number, level_name(s.level));
}

// A row per seat: its colour, name and score; the seat `active` (-1: none) marked.
inline void draw_score_rows(const std::vector<std::string>& names, const std::vector<int>& scores,
                            int active) {
  for (std::size_t i = 0; i < names.size(); ++i) {
    const int seat = static_cast<int>(i);
    const bool on_turn = seat == active;
    const ImVec2 min = ImGui::GetCursorScreenPos();
    const float w = ImGui::GetContentRegionAvail().x - em(0.5f);
    const float h = em(2.0f);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddRectFilled(min, ImVec2(min.x + w, min.y + h),
                        on_turn ? palette::kSurfaceActive : palette::kSurface, em(0.4f));
    if (on_turn)
      draw->AddRect(min, ImVec2(min.x + w, min.y + h), palette::kAccent, em(0.4f), 0, em(0.12f));
    draw->AddRectFilled(ImVec2(min.x + em(0.3f), min.y + em(0.4f)),
                        ImVec2(min.x + em(0.5f), min.y + h - em(0.4f)),
                        game_screen_detail::seat_colour(seat));
    const std::string name = (on_turn ? "\xE2\x96\xB6 " : "") + names[i];
    draw->AddText(ImVec2(min.x + em(0.8f), min.y + (h - ImGui::GetTextLineHeight()) * 0.5f),
                  palette::kText, name.c_str());
    const std::string score = std::to_string(scores[i]);
    const ImVec2 size = ImGui::CalcTextSize(score.c_str());
    draw->AddText(ImVec2(min.x + w - size.x - em(0.5f), min.y + (h - size.y) * 0.5f),
                  palette::kText, score.c_str());
    ImGui::Dummy(ImVec2(w, h));
  }
}

// The rows of every seat of `session` with its score in `state` (the position shown).
template <Game S>
void draw_score_rows(const GameSession<S>& session, const S& state) {
  std::vector<std::string> names;
  std::vector<int> scores;
  for (int seat = 0; seat < state.num_players(); ++seat) {
    names.push_back(seat_name(session, seat));
    scores.push_back(state.score(seat));
  }
  draw_score_rows(names, scores, state.current_player());
}

// The log's lines. With `pick`, every move and scoring line can be tapped (the line leading to
// `selected` is marked) and the tapped line's position is returned.
inline std::optional<std::size_t> draw_log_lines(const std::vector<LogLine>& log, bool pick,
                                                 std::optional<std::size_t> selected) {
  std::optional<std::size_t> picked;
  for (std::size_t i = 0; i < log.size(); ++i) {
    const LogLine& line = log[i];
    if (line.kind == LogKind::kHeading) {
      ImGui::TextColored(palette::to_vec4(palette::kAccent), "%s", line.text.c_str());
      continue;
    }
    // Scoring lines in a quieter colour than the moves.
    const bool scoring = line.kind == LogKind::kScoring;
    if (scoring) ImGui::PushStyleColor(ImGuiCol_Text, palette::to_vec4(palette::kTextMuted));
    ImGui::PushStyleColor(ImGuiCol_Text,
                          palette::to_vec4(game_screen_detail::seat_colour(line.seat)));
    ImGui::Bullet();
    ImGui::PopStyleColor();
    ImGui::SameLine();
    if (pick) {  // a tappable row as tall as the line's wrapped text
      ImGui::PushID(static_cast<int>(i));
      const float wrap = ImGui::GetContentRegionAvail().x;
      const std::string lines = wrap_text(ImGui::GetFont(), ImGui::GetFontSize(), line.text, wrap);
      const ImVec2 text = ImGui::CalcTextSize(lines.c_str());
      const float row_h =
          std::max(text.y, ImGui::GetTextLineHeight()) + ImGui::GetTextLineHeight() * 0.6f;
      const ImVec2 at = ImGui::GetCursorScreenPos();
      if (is_tap(ImGui::Selectable("##line", selected == line.position, 0, ImVec2(0, row_h))))
        picked = line.position;
      ImGui::GetWindowDrawList()->AddText(ImVec2(at.x, at.y + (row_h - text.y) * 0.5f),
                                          ImGui::GetColorU32(ImGuiCol_Text), lines.c_str());
      ImGui::PopID();
    } else {
      text_wrapped(line.text);
    }
    if (scoring) ImGui::PopStyleColor();
  }
  return picked;
}

}  // namespace azul::ui
