// GameController<S>'s top bar (ui/game/game_controller.h, which includes this file at its end):
// menu, undo and hint, the round and phase, whose turn it is (or the AI thinking, the scoring
// told, the hint), and while an earlier position is viewed, the buttons that step through it.
#pragma once

#include "ui/game/game_controller.h"

namespace azul::ui {

// The top bar's status: round and phase, then whose turn (`send`: the game waits to be sent).
template <Game S>
StatusLines GameController<S>::status_lines(const S& state, bool human_turn, bool send) const {
  StatusLines lines;
  const int round = state.round();
  if (state.is_terminal()) {
    // TRANSLATORS: the top bar: the round being played.
    lines.phase = format(tr("Round {1}"), round);
    // TRANSLATORS: "Round {1}" for a narrow top bar.
    lines.phase_short = format(tr("R{1}"), round);
  } else if (const std::string extra = Traits::status_extra(state); extra.empty()) {
    // TRANSLATORS: the top bar: round {1}, phase {2} ("Factory offer").
    lines.phase = format(tr("Round {1} · {2}"), round, Traits::phase_name(state));
    // TRANSLATORS: "Round {1} · {2}" for a narrow top bar, with the phase's short name.
    lines.phase_short = format(tr("R{1} · {2}"), round, Traits::short_phase_name(state));
  } else {
    // TRANSLATORS: the top bar: round {1}, phase {2} ("Factory offer") and {3} what else
    // holds this round ("grey wall", "wild purple").
    lines.phase = format(tr("Round {1} · {2} · {3}"), round, Traits::phase_name(state), extra);
    // TRANSLATORS: "Round {1} · {2} · {3}" for a narrow top bar, with the phase's short name.
    const char* compact = tr("R{1} · {2} · {3}");
    lines.phase_short = format(compact, round, Traits::short_phase_name(state), extra);
  }
  const int to_move = state.current_player();
  const std::string short_name = seat_label(to_move);
  lines.hint = human_turn && flow_.hint_asked();
  if (telling_scoring()) {  // the round's scoring story
    // TRANSLATORS: the top bar while round {1} is scored on the table.
    lines.phase = format(tr("Round {1} · scoring"), last_move_round());
    // TRANSLATORS: "Round {1} · scoring" for a narrow top bar.
    lines.phase_short = format(tr("R{1} · scoring"), last_move_round());
    // TRANSLATORS: the top bar while a round's scoring is shown on the table: a tap ends it.
    lines.turn = tr("Tap the table to skip");
    lines.turn_colour = palette::kTextMuted;
  } else if (state.is_terminal()) {
    lines.turn = tr("Game over");
    lines.turn_colour = palette::kAccent;
  } else if (state.is_chance()) {
    lines.turn = tr("Drawing tiles…");
    lines.turn_colour = palette::kTextMuted;
  } else if (lines.hint) {  // the hint is outlined on the table too
    lines.turn = flow_.hint()
                     // TRANSLATORS: the top bar: the hint's move ({1}: "takes 3 blue from
                     // factory 4 → line 3").
                     ? format(tr("Hint: {1}"), flow_.hint_description())
                     : std::string(tr("Looking for a good move…"));
    lines.turn_colour = palette::kHint;
  } else if (human_turn && session().is_link_game()) {
    // TRANSLATORS: the top bar in a game by link: it is this device's turn, playing seat {1}
    // ("P2").
    lines.turn = format(tr("Your turn as {1}"), short_name);
    // TRANSLATORS: the top bar: it is the turn of the person at seat {1} ("P2").
    lines.turn_short = format(tr("{1}: your turn"), short_name);
    lines.turn_colour = palette::kAccent;
  } else if (human_turn) {
    lines.turn = session().human_count() == 1 ? std::string(tr("Your turn"))
                                              : format(tr("{1}: your turn"), seat_name(to_move));
    lines.turn_short = format(tr("{1}: your turn"), short_name);
    lines.turn_colour = palette::kAccent;
  } else if (session().is_friend(to_move)) {
    lines.turn = send
                     // TRANSLATORS: the top bar of a game by link: seat {1} ("P2") plays next,
                     // once the link is sent.
                     ? format(tr("Next: {1}"), short_name)
                     // TRANSLATORS: the top bar of a game by link: seat {1} ("P2") is to move
                     // on another device.
                     : format(tr("Waiting for {1}"), short_name);
    lines.turn_colour = game_screen_detail::seat_colour(to_move);
  } else {
    static const char* const kDots[] = {"", ".", "..", "..."};
    const int dots = static_cast<int>(ImGui::GetTime() * 3.0) % 4;
    lines.turn = (flow_.ai_decided()
                      // TRANSLATORS: the top bar: the AI at seat {1} ("P2 · AI hard") has
                      // chosen its move and plays it (animated dots follow).
                      ? format(tr("{1} is moving"), seat_name(to_move))
                      // TRANSLATORS: the top bar: the AI at seat {1} ("P2 · AI hard") is
                      // choosing its move (animated dots follow).
                      : format(tr("{1} is thinking"), seat_name(to_move))) +
                 kDots[dots];
    lines.turn_short = flow_.ai_decided()
                           // TRANSLATORS: "{1} is moving" for a narrow top bar ({1}: "P2").
                           ? format(tr("{1} moving"), short_name)
                           // TRANSLATORS: "{1} is thinking" for a narrow top bar ({1}: "P2").
                           : format(tr("{1} thinking…"), short_name);
    lines.turn_colour = game_screen_detail::seat_colour(to_move);
  }
  return lines;
}

template <Game S>
void GameController<S>::draw_top_bar(GameScreenContext& context, GameScreenResult& result,
                                     bool human_turn, bool wide) {
  WidgetProbe& probe = context.probe;
  const S state = shown();  // a copy: the Undo button below changes the session
  const ImGuiStyle& style = ImGui::GetStyle();
  ImGui::SetCursorPos(
      ImVec2(style.WindowPadding.x * 0.5f + em(0.3f), ImGui::GetCursorPosY() + em(0.3f)));
  ImGui::BeginGroup();
  if (viewing_) {  // looking at an earlier position: step through the game or go back
    const std::size_t count = session().action_count();
    if (icon_button("\xE2\x97\x80", tr("Previous move"), probe, "button:view-previous", 0.0f,
                    ButtonKind::kNormal, *viewing_ > 0))
      viewing_ = previous_move_position(*viewing_);
    ImGui::SameLine();
    if (icon_button("\xE2\x96\xB6", tr("Next move"), probe, "button:view-next", 0.0f,
                    ButtonKind::kNormal, *viewing_ < count))
      viewing_ = next_move_position(*viewing_);
    ImGui::SameLine();
    if (touch_button(label_with_id(wide ? tr("Back to the game")
                                        // TRANSLATORS: "Back to the game" for a narrow bar.
                                        : tr("Back"),
                                   "back-to-game")
                         .c_str(),
                     probe, "button:back-to-game", 0.0f, ButtonKind::kPrimary))
      viewing_.reset();
    if (viewing_) {
      ImGui::SameLine();
      ImGui::AlignTextToFramePadding();
      ImGui::SetCursorPosY(ImGui::GetCursorPosY() +
                           (touch_height() - ImGui::GetFrameHeight()) * 0.5f);
      // Counted in moves, as players count them (tile draws are not moves).
      const std::size_t move = moves_before(session(), *viewing_);
      const std::size_t moves = moves_before(session(), count);
      // TRANSLATORS: the top bar while an earlier position is shown: round {1}, after move
      // {2} of the {3} moves played so far.
      const char* viewing = tr("Viewing round {1}, after move {2} of {3}");
      if (wide)
        ImGui::TextColored(palette::to_vec4(palette::kAccent), "%s",
                           format(viewing, state.round(), move, moves).c_str());
      else
        ImGui::TextColored(palette::to_vec4(palette::kAccent), "%zu/%zu", move, moves);
    }
    ImGui::EndGroup();
    ImGui::Dummy(ImVec2(0, em(0.1f)));
    return;
  }
  // The symbols alone on narrow screens; with their words on wide ones.
  const auto icon_label = [wide](const char* icon, const char* word, const char* id) {
    return label_with_id(wide ? std::string(icon) + " " + word : std::string(icon), id);
  };
  // TRANSLATORS: the top bar's button that opens the menu.
  if (icon_button(icon_label("\xE2\x98\xB0", tr("Menu"), "menu").c_str(), tr("Menu"), probe,
                  "button:menu"))
    overlay_ = Overlay::kMenu;
  ImGui::SameLine();
  // Like Hint, Undo acts only while the game goes on.
  // TRANSLATORS: the top bar's button that takes back the last move.
  if (icon_button(icon_label("\xE2\x86\xB6", tr("Undo"), "undo").c_str(), tr("Undo"), probe,
                  "button:undo", 0.0f, ButtonKind::kNormal,
                  session().can_undo() && !session().state().is_terminal()))
    undo_or_ask(context.preferences);
  ImGui::SameLine();
  // TRANSLATORS: the top bar's button that shows a good move.
  if (icon_button(icon_label("\xE2\x98\x85", tr("Hint"), "hint").c_str(), tr("Hint"), probe,
                  "button:hint", 0.0f, ButtonKind::kNormal, hint_offered(human_turn)))
    hint_or_ask();
  const bool send = session().awaiting_send();
  const bool again = !send && current_link_turn() == LinkTurn::kWaiting;
  if (send || again) {
    ImGui::SameLine();
    draw_send_button(probe, result, again, wide);
  }
  if (state.is_terminal() && results_hidden_) {
    ImGui::SameLine();
    // TRANSLATORS: a top bar's button: show the end screen with the final scores again.
    if (touch_button(label_with_id(tr("Results"), "results").c_str(), probe, "button:results", 0.0f,
                     ButtonKind::kPrimary))
      results_hidden_ = false;
  }
  ImGui::SameLine();
  const StatusLines lines = status_lines(state, human_turn, send);
  draw_status_lines(lines);
  mirror().heading(lines.phase, 1);
  mirror().line(lines.turn);
  ImGui::EndGroup();
  ImGui::Dummy(ImVec2(0, em(0.1f)));
}

}  // namespace azul::ui
