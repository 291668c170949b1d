// Drawn parts of the game screen's top bar and of the narrow screen's row under it
// (ui/game/game_controller.h decides what they say): the status lines beside the buttons, and
// one score chip per seat.
#pragma once

#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <string>

#include "ui/game/controls.h"
#include "ui/game/game_panels.h"
#include "ui/game/game_session.h"
#include "ui/game/score_words.h"
#include "ui/i18n/translate.h"
#include "ui/layout.h"
#include "ui/palette.h"
#include "ui/wrapped_text.h"

namespace azul::ui {

// What the top bar's status says: round and phase, then whose turn, each with the shorter form
// a narrow bar falls back on (an empty `turn_short`: the turn has none).
struct StatusLines {
  std::string phase;
  std::string phase_short;
  std::string turn;
  std::string turn_short;
  ImU32 turn_colour = palette::kText;
  bool hint = false;  // the turn line is a hint: a long one takes both lines
};

// Draws the status in the rest of the bar's row: one line when phase and turn fit side by
// side, else two small lines (the short forms where the full ones do not fit).
inline void draw_status_lines(const StatusLines& lines) {
  const ImVec2 pos = ImGui::GetCursorScreenPos();
  const float text_h = ImGui::GetTextLineHeight();
  const float bar_h = touch_height();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowWidth() - em(0.5f);
  const float room = right - pos.x;
  const ImVec2 size1 = ImGui::CalcTextSize(lines.phase.c_str());
  const ImVec2 size2 = ImGui::CalcTextSize(lines.turn.c_str());
  if (size1.x + size2.x + em(1.5f) < room) {  // one line: phase, then turn
    const float y = pos.y + (bar_h - text_h) * 0.5f;
    draw->AddText(ImVec2(pos.x, y), palette::kTextMuted, lines.phase.c_str());
    draw->AddText(ImVec2(pos.x + size1.x + em(1.0f), y), lines.turn_colour, lines.turn.c_str());
  } else {  // two short lines; a compact phase line when the full one does not fit
    ImFont* font = ImGui::GetFont();
    const float small = em(0.82f);
    const auto too_wide = [&](float size, const std::string& text) {
      return font->CalcTextSizeA(size, FLT_MAX, 0.0f, text.c_str()).x > room;
    };
    const std::string& phase = too_wide(small, lines.phase) ? lines.phase_short : lines.phase;
    const std::string& turn = !lines.turn_short.empty() && too_wide(em(0.95f), lines.turn)
                                  ? lines.turn_short
                                  : lines.turn;
    draw->PushClipRect(pos, ImVec2(right, pos.y + bar_h), true);
    if (lines.hint && too_wide(em(0.95f), turn)) {
      // A long hint takes both lines: the phase line gives way to it for a moment.
      const std::string wrapped = wrap_text(font, small, turn, room);
      const ImVec2 size = font->CalcTextSizeA(small, FLT_MAX, 0.0f, wrapped.c_str());
      draw->AddText(font, small, ImVec2(pos.x, pos.y + std::max(0.0f, (bar_h - size.y) * 0.5f)),
                    lines.turn_colour, wrapped.c_str());
    } else {
      draw->AddText(font, small, ImVec2(pos.x, pos.y + bar_h * 0.5f - small - em(0.05f)),
                    palette::kTextMuted, phase.c_str(), nullptr, 0.0f);
      // A turn a little too long for the room (a longer language on a phone) is drawn smaller,
      // down to kMinTurnEm, before it is cut.
      constexpr float kMinTurnEm = 0.75f;
      const float width = font->CalcTextSizeA(em(0.95f), FLT_MAX, 0.0f, turn.c_str()).x;
      const float size =
          width > room ? std::max(em(kMinTurnEm), em(0.95f) * room / width) : em(0.95f);
      draw->AddText(font, size, ImVec2(pos.x, pos.y + bar_h * 0.5f + em(0.05f)), lines.turn_colour,
                    turn.c_str());
    }
    draw->PopClipRect();
  }
  ImGui::Dummy(ImVec2(std::max(1.0f, room), bar_h));
}

// Narrow screens: one chip per seat under the top bar, its name and score.
template <Game S>
void draw_score_chips(const GameSession<S>& session, const S& state) {
  const int n = state.num_players();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float margin = em(0.5f);
  const ImVec2 start = ImGui::GetCursorScreenPos();
  const float width = ImGui::GetContentRegionAvail().x - 2.0f * margin;
  const float gap = em(0.3f);
  const float chip_w = (width - gap * static_cast<float>(n - 1)) / static_cast<float>(n);
  const float chip_h = em(1.9f);
  for (int seat = 0; seat < n; ++seat) {
    const ImVec2 min(start.x + margin + static_cast<float>(seat) * (chip_w + gap), start.y);
    const ImVec2 max(min.x + chip_w, min.y + chip_h);
    const bool active = state.current_player() == seat;
    draw->AddRectFilled(min, max, active ? palette::kSurfaceActive : palette::kSurface, em(0.4f));
    draw->AddRect(min, max, active ? palette::kAccent : palette::kOutline, em(0.4f), 0,
                  active ? em(0.12f) : em(kHairlineEm));
    draw->AddRectFilled(ImVec2(min.x + em(0.25f), min.y + em(0.35f)),
                        ImVec2(min.x + em(0.45f), max.y - em(0.35f)),
                        game_screen_detail::seat_colour(seat));
    const SeatSetup& setup = session.seats()[seat];
    const std::string name = setup.human && session.human_count() == 1
                                 // TRANSLATORS: a narrow screen's score chip of the only person
                                 // at this device.
                                 ? std::string(tr("You"))
                                 : setup.is_ai()
                                       // TRANSLATORS: a narrow screen's score chip of the AI at
                                       // seat {1} ("P2").
                                       ? format(tr("{1} AI"), seat_label(seat))
                                       : seat_label(seat);
    const std::string score = std::to_string(state.score(seat));
    const float small = em(0.8f);
    ImFont* font = ImGui::GetFont();
    const ImVec2 score_size = font->CalcTextSizeA(em(1.05f), FLT_MAX, 0.0f, score.c_str());
    draw->PushClipRect(min, ImVec2(max.x - score_size.x - em(0.3f), max.y), true);
    draw->AddText(font, small, ImVec2(min.x + em(0.6f), min.y + (chip_h - small) * 0.5f),
                  palette::kTextMuted, name.c_str());
    draw->PopClipRect();
    draw->AddText(font, em(1.05f),
                  ImVec2(max.x - score_size.x - em(0.3f), min.y + (chip_h - score_size.y) * 0.5f),
                  palette::kText, score.c_str());
  }
  ImGui::Dummy(ImVec2(width, chip_h + em(0.2f)));
}

}  // namespace azul::ui
