// The app as the platform layer sees it: one object that owns the UI state and builds one ImGui
// frame at a time. src/platform creates the ImGui context, the window and the renderer, then
// calls, every frame:
//
//   bool fonts_changed = app.prepare_frame(display);  // before the backends' NewFrame()
//   ... backends' NewFrame(); io.DisplaySize = logical size; ImGui::NewFrame();
//   app.frame();                                      // builds the UI
//   ImGui::Render(); clear with app.clear_color(); render the draw data
//
// and, when the page link changes (the URL hash in the browser), app.open_link(link).
// Screens: the title screen is the first; choosing a game on it opens the new-game screen
// (ui/game/new_game_screen.h), whose Start opens the game screen (ui/game/game_screen.h), which
// ends with the results and Rematch / Replay / New game. All are drawn from frame() in the same
// full-window root; the title and new-game screens keep the footer (text size), the game
// screen uses the whole window and has the text size in its settings.
#pragma once

#include <imgui.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ui/display_metrics.h"
#include "ui/fonts.h"
#include "ui/frame_demand.h"
#include "ui/game/game_screen.h"
#include "ui/game/new_game_setup.h"
#include "ui/host.h"
#include "ui/preferences.h"
#include "ui/progress/ledger.h"
#include "ui/progress/progress_screen.h"
#include "ui/search/search_service.h"
#include "ui/share/share_service.h"
#include "ui/title_screen.h"
#include "ui/widget_probe.h"

namespace azul::ui {

class App {
 public:
  // Needs the ImGui context to exist. Reads the saved preferences and the current link from
  // `host`, which must outlive the App.
  App(Host& host, FontFiles fonts);

  // Adopts this frame's display metrics: rebuilds the font atlas and rescales the style when
  // the pixel ratio or the UI scale changed. Returns true when the font atlas was rebuilt, so
  // the renderer must upload the font texture again.
  bool prepare_frame(const DisplayMetrics& display);

  // Builds this frame's UI; call between ImGui::NewFrame() and ImGui::Render().
  void frame();

  // Shows what `link` asks for ("game=azul" selects Azul on the title screen; "seed=N" makes
  // N the seed the new-game screen offers). Unknown fields are ignored, so links from newer
  // versions still open.
  void open_link(std::string_view link);

  // After ImGui::Render(): records in the probe the words drawn with a character no font has
  // ("missing-glyphs") and, while the tests' pseudo-language is shown, the words drawn that were
  // never translated ("unmarked", ui/i18n/drawn_words.h).
  void audit_drawn_text(const ImDrawData& data);

  // The colour to clear the framebuffer with before rendering the UI.
  ImVec4 clear_color() const;

  // What the last frame asked of the frame loop (ui/frame_demand.h).
  const FrameDemand& frame_demand() const { return frame_demand_; }
  const Preferences& preferences() const { return preferences_; }
  // What the last frame showed, for tests (see ui/widget_probe.h).
  const WidgetProbe& probe() const { return probe_; }
  const GameLibrary& library() const { return share_.library(); }

 private:
  enum class Screen { kTitle, kNewGame, kGame, kProgress };

  void open_new_game(std::string_view game);
  void start_game(const NewGameSetup& setup);
  void play_now(std::string_view game);
  // A game's lesson (ui/learn): where it was left, or from its start; and keeping its progress
  // (lesson_store.h) whenever it moved on.
  void open_lesson(std::string_view game, bool restart = false);
  void keep_lesson();
  // A game's puzzles (ui/puzzles): never one of the library's games.
  void open_puzzles(std::string_view game);
  void draw_game_screen();
  // The player's progress (ui/progress): whether the game shown is rated (asked once per game
  // screen), its result kept when it ends (with the news for its end screen), the statistics
  // screen and its history file.
  void rate_game_shown();
  void keep_result();
  void open_progress(std::string_view game);
  void draw_progress_screen();
  MakeRoom make_room();
  // The title cards' ratings, in the registry's order.
  std::vector<CardProgress> card_progress();
  float ui_scale() const;
  void choose_game(std::string_view game);
  void set_zoom(int percent);
  void draw_footer(float height);
  void publish_mirror();
  void draw_screens();
  void apply_language();
  // The screen shown, kept in the tab after every frame where it changed, and brought back by
  // the App of a reload (the new-game screen and its choices, a game's panel, the move a replay
  // or an analysis shows).
  void remember_view();
  void restore_view(std::string_view link);
  // What ImGui's own widgets need drawn: a held pointer, a blinking text cursor; and a language
  // whose fonts the next atlas has.
  void ask_frames_for_widgets();

  Host& host_;
  // Where the AI thinks (ui/search), installed before any screen, which may search.
  InstalledSearches searches_{host_.searches()};
  ShareService share_{host_};  // links, autosave, replay (ui/share)
  Ledger ledger_{host_};       // the results of finished games (ui/progress)
  FontLibrary fonts_;
  Preferences preferences_;
  WidgetProbe probe_;
  FrameDemand frame_demand_;
  std::string remembered_view_;           // what the tab holds (remember_view())
  std::string published_mirror_;          // the mirror document the host has (publish_mirror())
  Screen drawn_screen_ = Screen::kTitle;  // the screen the last frame drew
  DisplayMetrics display_;
  float style_scale_ = 0.0f;
  Screen screen_ = Screen::kTitle;
  NewGameSetup new_game_;
  std::unique_ptr<GameScreen> game_;
  std::optional<std::uint64_t> link_seed_;   // "seed=N" in the link: the next game's seed
  std::size_t kept_lesson_step_ = SIZE_MAX;  // the lesson's step last kept (keep_lesson())
  bool lesson_changed_ = false;              // an action since (the game's change hook)
  bool lesson_begun_ = false;                // a lesson is kept: no longer a first visit
  std::string
      waiting_language_;  // chosen, its translations or fonts still coming (apply_language())
  std::vector<std::string> changed_settings_;  // what other tabs changed, this frame
  const GameScreen* rated_screen_ = nullptr;   // the game screen rate_game_shown() saw last
  const GameScreen* kept_screen_ = nullptr;    // the game screen whose result is kept
  ProgressView progress_view_;                 // the statistics screen's choices
  std::string progress_notice_;                // the last import's report
  bool importing_history_ = false;             // the file picker was opened for Import
};

}  // namespace azul::ui
