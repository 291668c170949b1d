// ShareService: keeping, sharing and replaying games for the App (ui/app.h owns one).
//
// - Every game is kept in the saved-games library (ui/share/game_library.h) from the moment it
//   is created or taken over from a replay, and saved again after every action (once per
//   frame). The title screen lists the library under "Your games" (ui/share/library_view.h):
//   Resume, Download and Delete (after a confirmation); damaged entries stay listed.
// - The page's link (the URL hash) always holds the current game (ui/share/share_link.h),
//   with the library id of the game (`g`): a reload, or the link opened again in this browser,
//   continues that game exactly; a link of a game that is not in the library opens as a
//   replay (ui/share/replay_screen.h), and so does a file from "Open record".
// - Another tab that continues the game shown is followed; one that changes it differently
//   never overwrites it (this tab's game is kept as a separate game) and says so.
// - Anything unreadable (link, file) shows a message with the exact reason and the choices
//   "New game", "Resume my last game" (when there is an unfinished one) and "Close"; a bad
//   link arriving during a game leaves the game and its link in place.
// - The game menu's "Copy link", "Download record" and "Open record" go through the Host.
// - "Analyse" (end screen, menu) saves the game and shows it as a replay with its analysis
//   (ui/share/analysis_panel.h); a finished analysis is kept beside the game in the library, so
//   that analysing it again shows it at once; "Back to the game" resumes the game.
// - Play by link (ui/share/link_play.h, ui/share/link_games.cpp): a link game's link opens as
//   that game on any device, kept in the library under the game's own id. A device that has
//   not taken a seat of it is asked which seat is its own, once. A link older than the game
//   kept never rolls it back (and says so); one that went differently is offered as a separate
//   game. "Send to Pn" marks the game sent (no undo past it) and hands its link to the Host.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "ui/frame_demand.h"
#include "ui/game/game_screen.h"
#include "ui/host.h"
#include "ui/share/game_library.h"
#include "ui/share/loaded_game.h"
#include "ui/share/share_link.h"
#include "ui/widget_probe.h"

namespace azul::ui {

// The screen for a loaded game: a replay (links and files) or the game continued (a save).
std::unique_ptr<GameScreen> make_replay_screen(const LoadedGame& game);
std::unique_ptr<GameScreen> make_resumed_screen(const LoadedGame& game);

class ShareService {
 public:
  // Reads the library. `host` must outlive this.
  explicit ShareService(Host& host);

  // A game link (is_game_link): the game continued (it is in the library) or its replay, or
  // nullptr and a message saying what is wrong.
  std::unique_ptr<GameScreen> open_link(std::string_view hash);
  // A game that starts being shown: a new game (saved at once under a new id) or a game the
  // share service opened itself. Keeps the link and the library up to date.
  void watch(GameScreen& game);
  // The game is no longer shown (the title or new-game screen is).
  void unwatch() { watched_ = nullptr; }
  // After each game frame: the menu's share buttons; leaving the game resets the link to the
  // title screen's ("game=<id>").
  void after_game_frame(const GameScreenResult& result, GameScreen& game);
  // Every frame, after the screens: saving, other tabs' changes (`changed`: the setting keys
  // another tab changed, Host::take_changed_settings), files from the file picker, messages and
  // notices (a notice asks for the frame that takes it away).
  void frame(WidgetProbe& probe, FrameDemand& frames, const std::vector<std::string>& changed);
  // While the game shown could not be saved: the warning under the game screen ("Not saved in
  // this browser", with Download), its height for `width` (0 when saved) and drawing it in the
  // current window.
  float unsaved_warning_height(float width) const;
  void draw_unsaved_warning(WidgetProbe& probe);
  // On the title screen: "Your games" (their "3 min ago" asks for a frame a minute), and about
  // how tall it is.
  void draw_library(WidgetProbe& probe, FrameDemand& frames);
  float library_height() const;

  // Shows library game `id` at the next frame (take_screen).
  void resume(const std::string& id);
  // What the player chose in these: a game to show (already watched) or a new game.
  std::unique_ptr<GameScreen> take_screen() { return std::move(pending_); }
  bool take_new_game_request() { return std::exchange(new_game_requested_, false); }
  const GameLibrary& library() const { return library_; }
  // The library id of the game shown ("" for a replay, or when none is shown).
  const std::string& watched_id() const { return watched_id_; }
  // Makes room in a full store for something other than a game (the results ledger,
  // ui/progress/ledger.h): the oldest finished game goes, and a notice says which.
  bool make_room();
  // An analysis kept with a library game this frame: the game's id and the review's text.
  struct KeptReview {
    std::string id;
    std::string text;
  };
  std::optional<KeptReview> take_kept_review() { return std::exchange(kept_review_, std::nullopt); }
  // A short message at the foot of the screen ("Link copied"), for a few seconds.
  void notify(std::string text);

 private:
  struct Message {
    std::string title;
    std::string reason;
  };

  void show_error(std::string title, std::string reason);
  void draw_message(WidgetProbe& probe);
  void draw_notice(WidgetProbe& probe);
  void take_opened_file();
  // The game shown as a replay with its analysis (GameScreenResult::analyse), at `view`
  // (GameScreen::view_state) when a reload restores it.
  void analyse(GameScreen& game, std::string_view view = "");
  void download_record(const GameScreen& game);
  std::string link_of(const GameScreen& game) const;

  // Play by link (ui/share/link_games.cpp).
  std::unique_ptr<GameScreen> open_link_game(SharedGame shared);
  void send_watched(const std::string& message, int seat);
  void draw_seat_choice(WidgetProbe& probe);
  // "Change my seat" (the menu of a link game): asked to confirm, then the seat question again.
  void draw_seat_change(WidgetProbe& probe);
  void draw_divergence(WidgetProbe& probe);

  // Keeping (ui/share/game_keeping.cpp).
  // Makes `screen` the watched game, kept under library id `id` ("" for a replay).
  void attach(GameScreen& screen, std::string id);
  // The same, and the App shows it at the next frame.
  void show(std::unique_ptr<GameScreen> screen, std::string id);
  void save_watched();
  void follow_other_tabs(const std::vector<std::string>& changed);
  void report_save(const SaveResult& result);
  void notify_removed(const std::vector<std::string>& removed);

  Host& host_;
  GameLibrary library_;
  GameScreen* watched_ = nullptr;  // the game shown, if any
  std::string watched_id_;         // its library id; "" for a replay
  std::string replay_fields_;      // a replayed link's own fields (its seats and id), kept
  std::string review_id_;  // the library game the replay shown analyses (its review kept there)
  bool changed_ = false;   // the watched game changed since it was last saved
  bool unsaved_ = false;   // the watched game's last save failed: the warning shows until one works
  std::string confirm_delete_;  // the library entry whose Delete asks "sure?"
  std::optional<Message> message_;
  std::string notice_;  // a short confirmation ("Link copied")
  double notice_until_ = 0.0;
  std::unique_ptr<GameScreen> pending_;
  bool new_game_requested_ = false;
  std::optional<LoadedGame> diverged_;     // a link game that went differently from the one kept
  std::size_t diverged_after_ = 0;         // the moves the two have in common
  bool just_watching_ = false;             // the seat question was answered with Just watch
  bool confirm_seat_change_ = false;       // "Change my seat" waits for its confirmation
  std::optional<KeptReview> kept_review_;  // take_kept_review()
};

}  // namespace azul::ui
