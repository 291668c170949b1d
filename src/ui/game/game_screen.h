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
#include "ui/frame_demand.h"
#include "ui/game/new_game_setup.h"
#include "ui/preferences.h"
#include "ui/share/loaded_game.h"
#include "ui/widget_probe.h"

namespace azul::ui {

struct GameScreenContext {
  Preferences& preferences;
  const FontLibrary& fonts;
  WidgetProbe& probe;
  FrameDemand& frames;  // what the screen still shows moving or waits for (ui/frame_demand.h)
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
  bool analyse = false;  // analyse the game so far (end screen, menu): ui/share/analysis_panel.h
  std::string analysis_view;  // with `analyse` after a reload: the view it opens at (view_state)
  bool back_to_game = false;  // leave the analysis for the game it was opened from
  // "Send to Pn" (a link game, ui/share/link_play.h): the text that goes with the link, and
  // the seat it goes to.
  std::optional<std::string> send_link;
  int send_to = -1;
  bool change_seat = false;     // a link game: this device chooses its seat again (menu)
  bool learn = false;           // the menu's "Learn to play": this game's lesson (ui/learn)
  bool restart_lesson = false;  // a lesson's menu: its first step again
  bool gave_up_rating = false;  // the player chose Undo or Hint in a rated game (ui/progress)
  bool open_progress = false;   // the end screen's "Your progress" (ui/progress)
};

// What the end of a game says of the player's progress (ui/progress): whether its result is
// kept (the end screen then offers "Your progress"), the rating's change ("Rating 1,512 →
// 1,538 (+26)", "" when the game was not rated) and, now and then, the level to try next.
struct ProgressNews {
  bool kept = false;
  std::string rating_change;
  std::string suggestion;
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
  // Replays: shows the game's analysis, starting it where needed. `stored`: the analysis kept
  // with the game (ui/share/saved_review.h; empty, or of a shorter game, is fine); `from_game`:
  // the replay was opened from a game of the library, and offers to go back to it.
  virtual void start_analysis(std::string_view stored, bool from_game) {
    (void)stored;
    (void)from_game;
  }
  // A finished analysis to keep with the game (saved_review text), once.
  virtual std::optional<std::string> take_finished_review() { return std::nullopt; }
  // A link game was sent: its actions so far are shared and can no longer be undone.
  virtual void mark_shared() {}
  // What the screen shows besides the game, as '&'-separated fields ("panel=rules",
  // "viewing=12", "analysis&at=58"): the tab keeps it, so that a reload shows it again
  // (ui/app.h), through restore_view(). Unknown fields are ignored.
  virtual std::string view_state() const { return ""; }
  virtual void restore_view(std::string_view state) { (void)state; }
  // A lesson's game (ui/learn): the step it is at (the step count once it plays on freely);
  // nullopt for every other game.
  virtual std::optional<std::size_t> lesson_step() const { return std::nullopt; }
  // The game has ended (its last action played).
  virtual bool is_over() const { return false; }
  // Whether the game counts for the player's rating (ui/progress): Undo and Hint then ask
  // first, and make it unrated (GameScreenResult::gave_up_rating).
  virtual void set_rated(bool rated) { (void)rated; }
  // The end screen's words of the player's progress, once the game's result is kept.
  virtual void show_progress(ProgressNews news) { (void)news; }
};

// A new game of the setup's kind (its random choices resolved from its seed).
std::unique_ptr<GameScreen> make_game_screen(const NewGameSetup& setup);

}  // namespace azul::ui
