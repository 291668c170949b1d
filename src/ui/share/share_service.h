// ShareService: sharing, saving and replay for the App (ui/app.h owns one).
//
// - The page's link (the URL hash) always holds the current game (ui/share/share_link.h): it
//   is replaced after every action and undo.
// - The autosave slot (ui/share/saved_game.h) is written after every action, but only once a
//   person has made a move in the game shown: opening a link, a file or a new game never
//   overwrites the previous save by itself.
// - Opening a game link, or a file from "Open record", shows the game as a replay
//   (ui/share/replay_screen.h); "Resume" on the title screen continues the saved game, and
//   so does opening the saved game's own link (reloading the page).
// - Anything unreadable (link, save, file) shows a message with the exact reason and the
//   choices "New game", "Resume my saved game" (when there is a good save) and "Close".
// - The game menu's "Copy link", "Download record" and "Open record" go through the Host.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "ui/game/game_screen.h"
#include "ui/host.h"
#include "ui/share/loaded_game.h"
#include "ui/widget_probe.h"

namespace azul::ui {

// The screen for a loaded game: a replay (links and files) or the game continued (a save).
std::unique_ptr<GameScreen> make_replay_screen(const LoadedGame& game);
std::unique_ptr<GameScreen> make_resumed_screen(const LoadedGame& game);

class ShareService {
 public:
  // Reads the autosave slot (and remembers whether it is good). `host` must outlive this.
  explicit ShareService(Host& host);

  // A game link (is_game_link): its replay (or, for the saved game's own link, the game
  // continued), or nullptr and a message saying what is wrong.
  std::unique_ptr<GameScreen> open_link(std::string_view hash);
  // Keeps the link and the autosave up to date for a game that starts being shown.
  void watch(GameScreen& game);
  // After each game frame: the menu's share buttons; leaving the game resets the link to the
  // title screen's ("game=<id>").
  void after_game_frame(const GameScreenResult& result, GameScreen& game);
  // Every frame, after the screens: messages and files arriving from the file picker.
  void frame(WidgetProbe& probe);
  // On the title screen: the "Resume" button when there is a good save.
  void draw_resume(WidgetProbe& probe);

  // What the player chose in these: a game to show (already watched) or a new game.
  std::unique_ptr<GameScreen> take_screen() { return std::move(pending_); }
  bool take_new_game_request() { return std::exchange(new_game_requested_, false); }

 private:
  struct Message {
    std::string title;
    std::string reason;
  };

  void read_save();
  void show_error(std::string title, std::string reason);
  void on_change(GameScreen& game, bool human_moved);
  void resume();
  void draw_message(WidgetProbe& probe);
  void notify(std::string text);

  Host& host_;
  std::optional<LoadedGame> save_;  // the good save, if any
  std::string save_summary_;        // "Summer Pavilion, 2 players, move 14"
  std::optional<Message> message_;
  std::string notice_;  // a short confirmation ("Link copied")
  double notice_until_ = 0.0;
  bool has_fresh_save_ = false;  // this visit saved a game
  bool armed_ = false;           // a person moved in the game shown: autosave it
  std::unique_ptr<GameScreen> pending_;
  bool new_game_requested_ = false;
};

}  // namespace azul::ui
