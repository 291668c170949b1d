// The game screen as the App sees it: one running game of either kind behind a small
// interface. The screen draws the top bar (menu, undo, hint, round, phase and whose turn it
// is), the scores, the table (the game's table view, ui/game/table_view.h), the move log and
// the panels (rules, settings, log, scores by round, the native debug panel, the end of the
// game with every player's breakdown). It steps AI seats a few milliseconds per frame.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "ui/fonts.h"
#include "ui/game/new_game_setup.h"
#include "ui/preferences.h"
#include "ui/share/loaded_game.h"
#include "ui/widget_probe.h"

namespace azul::ui {

struct GameScreenContext {
  Preferences& preferences;
  const FontLibrary& fonts;
  WidgetProbe& probe;
};

// What the player asked for this frame, beyond playing.
struct GameScreenResult {
  bool preferences_changed = false;
  bool open_new_game = false;           // go to the new-game screen
  bool to_title = false;                // back to the title screen
  std::optional<NewGameSetup> restart;  // start this setup at once (Rematch / Replay)
  bool copy_link = false;               // the menu's share buttons (ui/share/share_service.h)
  bool download_record = false;
  bool open_record = false;
  // "Send to Pn" (a link game, ui/share/link_play.h): the text that goes with the link, and
  // the seat it goes to.
  std::optional<std::string> send_link;
  int send_to = -1;
};

// Runs after every applied action and undo; `human_moved`: the action was a person's move.
using ChangeHook = std::function<void(bool human_moved)>;

class GameScreen {
 public:
  virtual ~GameScreen() = default;
  // Advances the game (draws, AI seats, forced moves) and draws the screen into the current
  // window's remaining region.
  virtual GameScreenResult frame(GameScreenContext& context) = 0;
  // The setup the game was started with.
  virtual const NewGameSetup& setup() const = 0;
  // The game so far as a record (ui sharing, saves, bug reports): engine/record/record.h.
  virtual std::string record_text() const = 0;
  // The game so far and who plays each seat (what the saved-games library keeps).
  virtual LoadedGame loaded() const = 0;
  // The game so far as a share link carrying `fields` (engine/record/link.h).
  virtual std::string link_text(std::string_view fields) const = 0;
  // Autosave and the URL hash (ui/share/share_service.h).
  virtual void set_change_hook(ChangeHook hook) = 0;
  // A replay of a game opened from outside, not (yet) taken over: nothing is played in it, so
  // it is not saved.
  virtual bool is_replay() const { return false; }
  // A link game was sent: its actions so far are shared and can no longer be undone.
  virtual void mark_shared() {}
};

// A new game of the setup's kind (its random choices resolved from its seed).
std::unique_ptr<GameScreen> make_game_screen(const NewGameSetup& setup);

}  // namespace azul::ui
