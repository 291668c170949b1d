// GameController<S>'s panels (ui/game/game_controller.h, which includes this file at its end):
// the side panel of scores and moves beside the table on a wide screen, the panel open over the
// game (menu, rules, settings, log, scores by round, share), and the end of the game.
#pragma once

#include "ui/game/game_controller.h"
#include "ui/share/share_dialogs.h"

namespace azul::ui {

template <Game S>
void GameController<S>::draw_side_panel(GameScreenContext& context) {
  (void)context;
  const S& state = shown();
  ImGui::BeginChild("##side", ImVec2(0, 0), false, ImGuiWindowFlags_NoBackground);
  heading(tr("Scores"));
  draw_score_rows(session(), state);
  ImGui::Dummy(ImVec2(0, em(0.3f)));
  ImGui::TextDisabled("%s", game_screen_detail::seed_text(session().seed()).c_str());
  ImGui::Separator();
  // TRANSLATORS: the heading of the move log beside the table.
  heading(tr("Moves"));
  ImGui::BeginChild("##side_log", ImVec2(0, 0), false);
  drag_to_scroll_current_window();
  draw_log_lines(true);
  ImGui::EndChild();
  ImGui::EndChild();
}

// A lesson's menu buttons: start it again, or leave the guidance for free play.
template <Game S>
template <class Item>
void GameController<S>::draw_lesson_items(GameScreenResult& result, const Item& item, bool& open) {
  if (!lesson_) return;
  // TRANSLATORS: a menu button of the lesson: start it from its first step.
  if (item(tr("Restart the lesson"), "button:restart-lesson")) {
    result.restart_lesson = true;
    open = false;
  }
  // TRANSLATORS: a menu button of the lesson: no more guided steps, play on freely.
  if (lesson_->guided() && item(tr("Skip the lesson"), "button:skip-lesson")) {
    // The game goes on from here: the seed draws, the AI plays, moves from now on can be undone.
    lesson_->skip();
    flow_.end_script();
    flow_.session().set_undo_floor(session().action_count());
    open = false;
  }
}

template <Game S>
void GameController<S>::draw_overlay(GameScreenContext& context, GameScreenResult& result) {
  if (overlay_ == Overlay::kNone) return;
  WidgetProbe& probe = context.probe;
  // Escape closes a panel, like its Close button.
  bool open = !ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);
  const float panel_em = game_screen_detail::kPanelWidthEm;
  switch (overlay_) {
    case Overlay::kMenu:
      // TRANSLATORS: the title of the game's menu.
      if (begin_panel(label_with_id(tr("Menu"), "menu").c_str(), 20.0f, probe, &open)) {
        const float w = ImGui::GetContentRegionAvail().x;
        // A menu button: its label in the player's language, its ImGui ID its probe name's.
        const auto item = [&](const char* label, const char* name,
                              ButtonKind kind = ButtonKind::kNormal) {
          return touch_button(label_with_id(label, name).c_str(), probe, name, w, kind);
        };
        if (item(tr("Continue playing"), "button:continue", ButtonKind::kPrimary)) open = false;
        if (rated_ && !session().state().is_terminal()) {
          // TRANSLATORS: the game's menu, in a game that counts for the player's rating.
          ImGui::TextDisabled("%s", tr("A rated game: Undo and Hint make it unrated."));
          mirror().line(tr("A rated game: Undo and Hint make it unrated."));
        }
        // Rules and Keys share a row: the menu stays as short as it was on a phone.
        const float half = (w - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
        if (touch_button(label_with_id(tr("Rules"), "button:rules").c_str(), probe, "button:rules",
                         half))
          overlay_ = Overlay::kRules;
        ImGui::SameLine();
        // TRANSLATORS: a menu button: the keyboard's keys for playing.
        if (touch_button(label_with_id(tr("Keys"), "button:keys").c_str(), probe, "button:keys",
                         half))
          overlay_ = Overlay::kKeys;
        if (item(tr("Settings"), "button:settings")) overlay_ = Overlay::kSettings;
        if (item(tr("Move log"), "button:log")) overlay_ = Overlay::kLog;
        if (item(tr("Scores by round"), "button:scores")) overlay_ = Overlay::kScores;
        draw_lesson_items(result, item, open);
        // A lesson is neither analysed nor shared: it is not a game of the library.
        if (!lesson_ && item(tr("Analyse the game so far"), "button:analyse")) {
          result.analyse = true;
          open = false;
        }
        // TRANSLATORS: a menu button in a game by link: play another seat on this device.
        if (session().is_link_game() && item(tr("Change my seat"), "button:change-seat")) {
          result.change_seat = true;
          open = false;
        }
        // TRANSLATORS: a menu button: copy the game's link (it holds the whole game).
        if (!lesson_ && item(tr("Copy link"), "button:copy-link")) result.copy_link = true;
        // TRANSLATORS: a menu button: save the game's record (a text file) to the device.
        if (item(tr("Download record"), "button:download-record")) result.download_record = true;
        // TRANSLATORS: a menu button: load a game's record (a text file).
        if (item(tr("Open record"), "button:open-record")) result.open_record = true;
#ifndef __EMSCRIPTEN__
        // The native build's debug panel, in English.
        if (item("Debug: state and record", "button:debug")) overlay_ = Overlay::kDebug;
#endif
        // New game and the game's lesson share a row, as Rules and Keys do.
        const bool learn = Traits::lesson() && !lesson_;
        if (touch_button(label_with_id(tr("New game"), "button:new-game").c_str(), probe,
                         "button:new-game", learn ? half : w)) {
          result.open_new_game = true;
          open = false;
        }
        if (learn) {
          ImGui::SameLine();
          // TRANSLATORS: a menu button: the game's guided lesson for newcomers.
          if (touch_button(label_with_id(tr("Learn to play"), "button:learn").c_str(), probe,
                           "button:learn", half)) {
            result.learn = true;
            open = false;
          }
        }
        if (item(tr("Back to the title"), "button:title")) {
          result.to_title = true;
          open = false;
        }
      }
      end_panel();
      break;
    case Overlay::kRules: {
      // TRANSLATORS: the title of the rules help: {1} the game's name ("Azul").
      const std::string title = format(tr("Rules of {1}"), tr_text(S::info().short_title));
      // A window of its own for each game's rules, as each game's title made one before.
      const std::string id = "rules-" + State_name();
      if (begin_panel(label_with_id(title, id).c_str(), panel_em, probe, &open)) {
        draw_rules_help(Traits::rules(), S::Options::schema());
        ImGui::Spacing();
        heading(tr("Keys"));
        draw_keys_help(Traits::keys());
      }
      end_panel();
      break;
    }
    case Overlay::kKeys:
      if (begin_panel(label_with_id(tr("Keys"), "keys").c_str(), panel_em, probe, &open))
        draw_keys_help(Traits::keys());
      end_panel();
      break;
    case Overlay::kSettings:
      if (begin_panel(label_with_id(tr("Settings"), "settings").c_str(), panel_em, probe, &open))
        result.preferences_changed = draw_settings(context.preferences, probe);
      end_panel();
      break;
    case Overlay::kLog:
      if (begin_panel(label_with_id(tr("Move log"), "log").c_str(), panel_em, probe, &open)) {
        ImGui::TextDisabled("%s", tr("Tap a move to see the table as it was after it."));
        draw_log_lines(false, true);
      }
      end_panel();
      break;
    case Overlay::kScores:
      if (begin_panel(label_with_id(tr("Scores by round"), "scores").c_str(), panel_em, probe,
                      &open))
        draw_round_scores(session(), [&](int seat) { return seat_name(seat); });
      end_panel();
      break;
    case Overlay::kDebug:
      if (begin_panel("Debug", 48.0f, probe, &open)) draw_debug(session(), flow_.bot(), probe);
      end_panel();
      break;
    case Overlay::kNone:
      break;
  }
  if (!open) overlay_ = Overlay::kNone;
}

// Undo or Hint in a rated game: the player says whether to give the rating up for it.
template <Game S>
void GameController<S>::draw_rated_question(GameScreenContext& context, GameScreenResult& result) {
  const bool undo_asked = rated_ask_ == RatedAsk::kUndo;
  // TRANSLATORS: the title of the question asked when Undo or Hint is pressed in a rated game.
  begin_dialog("##rated-question", tr("This game is rated"));
  ImGui::TextWrapped("%s",
                     undo_asked
                         // TRANSLATORS: the question asked when Undo is pressed in a rated game.
                         ? tr("Taking a move back makes this game unrated: it will still count "
                              "in your statistics, but not in your rating.")
                         // TRANSLATORS: the question asked when Hint is pressed in a rated game.
                         : tr("A hint makes this game unrated: it will still count in your "
                              "statistics, but not in your rating."));
  mirror().line(undo_asked ? tr("Taking a move back makes this game unrated: it will still count "
                                "in your statistics, but not in your rating.")
                           : tr("A hint makes this game unrated: it will still count in your "
                                "statistics, but not in your rating."));
  ImGui::Spacing();
  // TRANSLATORS: the answer to the rated game's question: keep the rating, no undo or hint.
  const bool keep = dialog_button(tr("Keep it rated"), context.probe, "button:keep-rated", true) ||
                    ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);
  const bool give_up = dialog_button(undo_asked
                                         // TRANSLATORS: the answer: undo, the game unrated.
                                         ? tr("Undo, unrated")
                                         // TRANSLATORS: the answer: the hint, the game unrated.
                                         : tr("Show the hint, unrated"),
                                     context.probe, "button:give-up-rating", false);
  end_dialog();
  if (give_up) {
    rated_ = false;
    result.gave_up_rating = true;
    if (undo_asked)
      undo(context.preferences);
    else
      flow_.ask_hint();
  }
  if (give_up || keep) rated_ask_.reset();
}

template <Game S>
void GameController<S>::draw_game_over(GameScreenContext& context, GameScreenResult& result) {
  const GameOverChoice choice = draw_game_over_panel(
      session(), [&](int seat) { return seat_name(seat); }, context.fonts, context.probe, news_);
  if (choice == GameOverChoice::kRematch) {
    NewGameSetup next = setup_;
    next.seed = random_seed();
    result.restart = next;
  }
  if (choice == GameOverChoice::kReplay) result.restart = setup_;
  if (choice == GameOverChoice::kNewGame) result.open_new_game = true;
  if (choice == GameOverChoice::kHide) results_hidden_ = true;
  if (choice == GameOverChoice::kAnalyse) result.analyse = true;
  if (choice == GameOverChoice::kProgress) result.open_progress = true;
}

}  // namespace azul::ui
