// The contract between the game screen (src/ui/game: session, AI seats, undo, log, dialogs)
// and each game's table view (src/ui/pavilion, src/ui/classic), which draws the factories,
// the centre, the boards and everything else on the table, and turns clicks into moves.
//
// A table view holds no rules: it shows `state`, offers only what `legal` contains (the
// legal moves of the human seat to move, empty when nobody may click) and, once the player
// has composed one complete legal move by clicking (select, then place; payment choices,
// bonus picks and pass choices included), returns it from draw(). The session checks and
// applies it. Selection state (what is picked up but not yet placed) lives in the view and is
// dropped by reset_selection() whenever the position changes under it.
//
// Browser tests drive the real page through the WidgetProbe: every clickable target that
// leads towards a legal move is recorded as a widget named "target:<something unique>", so a
// test can play by clicking random "target:" widgets until a move is made (any sequence of
// such clicks must end in a legal move, never a dead end). Views also record the value
// "table" (what the view shows, e.g. "select-source" / "place" / "pay" / "pass-keep").
#pragma once

#include <imgui.h>

#include <optional>

#include "engine/core/game.h"
#include "ui/widget_probe.h"

namespace azul::ui {

// How tiles are shown (from the player's preferences).
struct TileStyle {
  bool colour_blind_symbols = false;  // draw a distinct symbol on each colour
  bool high_contrast = false;         // the high-contrast palette
};

template <class S>
struct TableInput {
  const S& state;                     // the position to show (live, or a replay position)
  const ActionList& legal;            // what the human to move may play; empty: nothing clickable
  int human_seat = -1;                // the seat those moves belong to, -1 if none
  int bottom_seat = 0;                // the seat drawn nearest the viewer (the local human)
  std::optional<Action> last_action;  // the previous move, to highlight where it went
  int last_actor = -1;                // the seat that made it
  TileStyle tiles;
  float animation_seconds = 0.25f;  // duration of tile movement animations, 0 = off
  WidgetProbe& probe;
  ImVec2 origin;  // the table's area on screen, logical pixels
  ImVec2 size;
  bool replay = false;  // a replay position: nobody is playing, so no waiting status is shown
  std::optional<Action> hint;  // a suggested move of the human to move, shown on the table
  // An analysed replay (ui/share/analysis_panel.h): `hint` is the better move and `played` the
  // move played from this position (when it differs), both of `outline_seat`.
  std::optional<Action> played;
  bool friend_to_move = false;  // the seat to move plays on another device (a link game)
  int outline_seat = -1;        // whose moves `hint` and `played` are; -1: human_seat's
};

}  // namespace azul::ui
