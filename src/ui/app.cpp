#include "ui/app.h"

#include <algorithm>
#include <charconv>
#include <string>
#include <utility>

#include "ai/levels.h"
#include "ui/access/mirror.h"
#include "ui/game/new_game_screen.h"
#include "ui/game/probe_names.h"
#include "ui/game_views.h"
#include "ui/i18n/drawn_words.h"
#include "ui/i18n/language_picker.h"
#include "ui/i18n/languages.h"
#include "ui/i18n/translate.h"
#include "ui/layout.h"
#include "ui/learn/lesson_store.h"
#include "ui/link.h"
#include "ui/palette.h"
#include "ui/progress/progress_words.h"
#include "ui/progress/result_of_game.h"
#include "ui/share/share_link.h"
#include "ui/sound/sound_controls.h"
#include "ui/style.h"
#include "ui/title_screen.h"
#include "ui/touch_scrolling.h"

namespace azul::ui {
namespace {

constexpr float kFooterHeightEm = 2.6f;
constexpr float kFooterMarginEm = 1.0f;
constexpr float kZoomButtonWidthEm = 2.4f;
constexpr float kLanguagePickerEm = 9.0f;
constexpr float kPercent = 100.0f;
// ImGui's text cursor blinks on for 0.8 s and off for 0.4 s: a frame this often shows it.
constexpr double kCaretBlinkSeconds = 0.4;

// The tab's value that keeps the screen shown (remember_view()): the link, then one of these,
// then the screen's own state.
constexpr std::string_view kViewKey = "view";
constexpr std::string_view kViewTitle = "title";
constexpr std::string_view kViewNewGame = "new-game";
constexpr std::string_view kViewGame = "game";
constexpr std::string_view kViewProgress = "progress";
// The link of a game's lesson: "learn=azul"; of its puzzles: "puzzles=azul".
constexpr std::string_view kLinkLearnField = "learn";
constexpr std::string_view kLinkPuzzlesField = "puzzles";

constexpr ImGuiWindowFlags kRootFlags =
    ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
    ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoBackground;

}  // namespace

App::App(Host& host, FontFiles fonts)
    : host_(host), fonts_(std::move(fonts)), preferences_(load_preferences(host)) {
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // no imgui.ini: the web build has no file system to keep it in
  io.LogFilename = nullptr;
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  apply_language();
  lesson_begun_ = !host_.setting_keys(kLessonKeyPrefix).empty();
  ledger_.take_in(share_.library(), make_room());
  const std::string link = host_.link();
  open_link(link);  // which may write the link anew (a game's id, a bad link's removal)
  restore_view(link);
}

// The language chosen, else the first of the browser's (or LANG's) that the app speaks. A
// language whose translations the page has not loaded yet waits (frame() asks again), in the
// language shown until then; so does one in another script until its fonts are here, and then
// until the next frame's font atlas has them, so that no frame draws it without its glyphs.
void App::apply_language() {
  const auto offered = std::find_if(languages().begin(), languages().end(), [&](const Language& l) {
    return l.code == preferences_.language;
  });
  const bool chosen = !preferences_.language.empty() &&
                      (preferences_.language == kPseudoLanguage || offered != languages().end());
  const std::string wanted(chosen ? std::string_view(preferences_.language)
                                  : language_for(host_.preferred_languages()));
  if (!has_translations(wanted))
    if (const std::optional<std::string> text = host_.translations(wanted))
      add_translations(wanted, *text);
  const bool script = std::any_of(languages().begin(), languages().end(), [&](const Language& l) {
    return l.code == wanted && l.script_font;
  });
  if (script && fonts_.script_language() != wanted) {
    if (fonts_.next_script_language() != wanted) {
      std::optional<FontPair> files = host_.script_font(wanted);  // the first ask loads them
      if (files && has_translations(wanted))
        fonts_.set_script_font(wanted, std::move(files), text_in(wanted, kAppTitle));
    }
    waiting_language_ = wanted;
    return;
  }
  waiting_language_ = set_language(wanted) ? "" : wanted;
  if (!script && waiting_language_.empty()) fonts_.set_script_font("", std::nullopt, "");
  const bool for_tests =
      std::none_of(languages().begin(), languages().end(),
                   [](const Language& l) { return l.code == current_language(); });
  host_.show_language(for_tests ? kEnglish : current_language());
}

// The tab keeps the screen it shows with the link it shows it for: a reload of that link comes
// back to the same screen (a reload of another link does not).
void App::remember_view() {
  std::string view = host_.link() + "\n";
  switch (screen_) {
    case Screen::kTitle:
      view += kViewTitle;
      break;
    case Screen::kNewGame:
      view += std::string(kViewNewGame) + "\n" + setup_text(new_game_);
      break;
    case Screen::kGame:
      view += std::string(kViewGame) + "\n" + (game_ ? game_->view_state() : "");
      break;
    case Screen::kProgress:
      view += std::string(kViewProgress) + "\n" + progress_view_text(progress_view_);
      break;
  }
  if (view == remembered_view_) return;
  host_.save_tab_value(kViewKey, view);
  remembered_view_ = std::move(view);
}

void App::restore_view(std::string_view link) {
  const std::optional<std::string> saved = host_.load_tab_value(kViewKey);
  if (!saved) return;
  const std::string_view text = *saved;
  const std::size_t link_end = text.find('\n');
  if (link_end == std::string_view::npos || text.substr(0, link_end) != link) return;
  const std::string_view rest = text.substr(link_end + 1);
  const std::size_t kind_end = rest.find('\n');
  const std::string_view kind = rest.substr(0, kind_end);
  const std::string_view state =
      kind_end == std::string_view::npos ? std::string_view() : rest.substr(kind_end + 1);
  if (kind == kViewNewGame && screen_ == Screen::kTitle) {
    if (std::optional<NewGameSetup> setup = parse_setup_text(state)) {
      new_game_ = std::move(*setup);
      screen_ = Screen::kNewGame;
    }
  } else if (kind == kViewGame && screen_ == Screen::kGame && game_) {
    game_->restore_view(state);
  } else if (kind == kViewProgress && screen_ == Screen::kTitle) {
    if (std::optional<ProgressView> view = parse_progress_view(state)) {
      progress_view_ = std::move(*view);
      screen_ = Screen::kProgress;
    }
  }
}

float App::ui_scale() const {
  return display_.content_scale * static_cast<float>(preferences_.zoom_percent) / kPercent;
}

bool App::prepare_frame(const DisplayMetrics& display) {
  display_ = display;
  const float scale = ui_scale();
  const bool fonts_rebuilt = fonts_.update(scale, display.pixel_ratio);
  if (scale != style_scale_) {
    apply_style(scale);
    style_scale_ = scale;
  }
  return fonts_rebuilt;
}

void App::open_link(std::string_view link) {
  if (is_game_link(link)) {  // a whole game (ui/share/share_link.h)
    if (auto screen = share_.open_link(link)) {
      game_ = std::move(screen);
      screen_ = Screen::kGame;
    } else if (screen_ != Screen::kGame) {  // the message says why; the address is the screen's
      host_.replace_link(with_link_field("", kLinkGameField, preferences_.game));
    }
    return;
  }
  if (auto id = link_field(link, kLinkLearnField)) return open_lesson(*id);
  if (auto id = link_field(link, kLinkPuzzlesField)) return open_puzzles(*id);
  if (auto id = link_field(link, kLinkGameField)) {
    if (find_game(*id)) preferences_.game = *id;
  }
  if (auto seed = link_field(link, "seed")) {
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(seed->data(), seed->data() + seed->size(), value);
    if (error == std::errc() && end == seed->data() + seed->size() && value >= 1 &&
        value <= kMaxSeed)
      link_seed_ = value;
  }
}

void App::audit_drawn_text(const ImDrawData& data) {
  std::string missing;
  for (const std::string& word : words_with_missing_glyphs(data))
    missing += (missing.empty() ? "" : " ") + word;
  if (!missing.empty()) probe_.record_value("missing-glyphs", missing);
  if (current_language() != kPseudoLanguage) return;
  std::string unmarked;
  for (const std::string& word : drawn_words(data))
    if (looks_unmarked(word)) unmarked += (unmarked.empty() ? "" : " ") + word;
  if (!unmarked.empty()) probe_.record_value("unmarked", unmarked);
}

ImVec4 App::clear_color() const { return palette::to_vec4(palette::kBackground); }

void App::choose_game(std::string_view game) {
  preferences_.game = std::string(game);
  save_preferences(host_, preferences_);
  host_.replace_link(with_link_field(host_.link(), kLinkGameField, game));
}

void App::set_zoom(int percent) {
  preferences_.zoom_percent = clamp_zoom_percent(percent);
  save_preferences(host_, preferences_);  // fonts and style follow at the next prepare_frame()
}

void App::open_new_game(std::string_view game) {
  new_game_.game = std::string(game);
  new_game_.seed = link_seed_ ? *link_seed_ : random_seed();
  screen_ = Screen::kNewGame;
}

// A card's Play: the new-game screen's defaults (two seats, you first against the AI) at the
// level nearest the player's rating once there is one, else at the level of the last game
// started; with a new seed.
void App::play_now(std::string_view game) {
  NewGameSetup setup;
  setup.game = std::string(game);
  setup.seed = link_seed_ ? *link_seed_ : random_seed();
  const std::vector<RatingPoint>& history = ledger_.history(game);
  const std::string_view nearest =
      history.empty() ? "" : ai::level_nearest(game, history.back().after.rating);
  setup.seats[1].level =
      std::string(nearest.empty() ? ai::offered_level(game, preferences_.last_level) : nearest);
  start_game(setup);
}

void App::open_lesson(std::string_view game, bool restart) {
  const GameViews* views = find_views(game);
  if (!views || !views->has_lesson) return;
  std::optional<LessonProgress> progress;
  std::string problem;
  if (const std::optional<std::string> kept = host_.load_setting(lesson_key(game));
      kept && !restart) {
    Parsed<LessonProgress> parsed = parse_lesson_progress(*kept);
    if (parsed.ok()) progress = std::move(parsed.value);
    problem = parsed.error;
  }
  std::unique_ptr<GameScreen> screen =
      views->lesson(progress ? &*progress : nullptr, random_seed());
  if (!screen && progress) {  // kept by a version whose lesson was another
    // TRANSLATORS: why a lesson kept in the browser cannot go on (a newer page changed it).
    problem = tr("the lesson has changed");
    screen = views->lesson(nullptr, random_seed());
  }
  if (!screen) return;
  if (!problem.empty())
    // TRANSLATORS: {1} says what was wrong with the lesson kept in the browser.
    share_.notify(format(tr("The lesson could not be resumed ({1}): it starts again."), problem));
  share_.unwatch();  // a lesson is not a game of the library
  game_ = std::move(screen);
  screen_ = Screen::kGame;
  // Kept at once, then after every action (the hook) and every step.
  kept_lesson_step_ = SIZE_MAX;
  game_->set_change_hook([this](bool) { lesson_changed_ = true; });
  lesson_begun_ = true;
  if (preferences_.game != game) {
    preferences_.game = std::string(game);
    save_preferences(host_, preferences_);
  }
  host_.replace_link(with_link_field("", kLinkLearnField, game));
}

// The lesson's progress is kept after every action and every step.
void App::keep_lesson() {
  const std::optional<std::size_t> step = game_ ? game_->lesson_step() : std::nullopt;
  if (!step || (*step == kept_lesson_step_ && !lesson_changed_)) return;
  kept_lesson_step_ = *step;
  lesson_changed_ = false;
  host_.save_setting(lesson_key(game_->setup().game),
                     lesson_progress_text(*step, game_->record_text(), game_->loaded().seats));
}

void App::open_puzzles(std::string_view game) {
  const GameViews* views = find_views(game);
  if (!views || !views->has_puzzles) return;
  share_.unwatch();  // a puzzle is not a game of the library
  game_ = views->puzzles(host_);
  screen_ = Screen::kGame;
  if (preferences_.game != game) {
    preferences_.game = std::string(game);
    save_preferences(host_, preferences_);
  }
  host_.replace_link(with_link_field("", kLinkPuzzlesField, game));
}

void App::start_game(const NewGameSetup& setup) {
  // The level of its first AI seat is what the title's Play offers next time.
  for (int seat = 0; seat < setup.players; ++seat)
    if (setup.seats[static_cast<std::size_t>(seat)].is_ai()) {
      preferences_.last_level = setup.seats[static_cast<std::size_t>(seat)].level;
      save_preferences(host_, preferences_);
      break;
    }
  new_game_ = setup;
  game_ = make_game_screen(setup);
  if (game_) share_.watch(*game_);
  screen_ = game_ ? Screen::kGame : Screen::kNewGame;
  if (game_ && preferences_.game != setup.game) choose_game(setup.game);
}

void App::draw_game_screen() {
  rate_game_shown();
  GameScreenContext context{preferences_, fonts_, probe_, frame_demand_, host_.can_vibrate()};
  // A game the browser could not save has a warning under it, in its own room.
  const float warning = share_.unsaved_warning_height(ImGui::GetContentRegionAvail().x);
  ImGui::BeginChild("##game", ImVec2(0, -warning), false,
                    ImGuiWindowFlags_NoBackground | ImGuiWindowFlags_NoScrollbar |
                        ImGuiWindowFlags_NoScrollWithMouse | ImGuiWindowFlags_NavFlattened);
  const GameScreenResult result = game_->frame(context);
  ImGui::EndChild();
  share_.draw_unsaved_warning(probe_);
  share_.after_game_frame(result, *game_);
  sound::play_cues(host_, preferences_, result.sounds);
  if (result.gave_up_rating && !share_.watched_id().empty())
    ledger_.give_up_rating(share_.watched_id());
  keep_result();
  if (std::optional<ShareService::KeptReview> review = share_.take_kept_review()) {
    const LibraryEntry* entry = share_.library().find(review->id);
    if (entry && entry->game)
      ledger_.note_review(review->id, review->text, *entry->game, make_room());
  }
  keep_lesson();
  if (result.preferences_changed) {
    preferences_.zoom_percent = clamp_zoom_percent(preferences_.zoom_percent);
    save_preferences(host_, preferences_);
    apply_language();
  }
  if (result.learn || result.restart_lesson) {
    open_lesson(std::string(game_->setup().game), result.restart_lesson);
  } else if (result.restart) {
    start_game(*result.restart);
  } else if (result.open_new_game) {
    new_game_ = game_->setup();
    new_game_.seed = random_seed();
    screen_ = Screen::kNewGame;
    game_->leave();
  } else if (result.open_progress) {
    open_progress(game_->setup().game);
    game_->leave();
  } else if (result.to_title) {
    screen_ = Screen::kTitle;
    game_->leave();
  }
}

void App::frame() {
  if (!waiting_language_.empty()) apply_language();
  changed_settings_ = host_.take_changed_settings();
  if (std::any_of(changed_settings_.begin(), changed_settings_.end(), [](const std::string& key) {
        return key.empty() || key.starts_with(kResultKeyPrefix);
      }))
    ledger_.reload();
  probe_.clear();
  mirror().begin_frame();
  frame_demand_ = FrameDemand();
  draw_screens();
  mirror().end_frame();
  publish_mirror();
  ask_frames_for_widgets();
  remember_view();
}

// The page gets the mirror's document only when it changed, and every announcement.
void App::publish_mirror() {
  if (mirror().document() != published_mirror_) {
    published_mirror_ = mirror().document();
    host_.show_mirror(published_mirror_);
  }
  for (const std::string& sentence : mirror().take_announcements()) host_.announce(sentence);
}

void App::ask_frames_for_widgets() {
  // A language's fonts are ready for the next atlas: the frame after it shows the language.
  if (!waiting_language_.empty() && fonts_.next_script_language() == waiting_language_)
    frame_demand_.animate();
  const ImGuiIO& io = ImGui::GetIO();
  // A held pointer drags (the table, a scrolled list) or holds a button down.
  for (bool down : io.MouseDown)
    if (down) frame_demand_.animate();
  // A text field's cursor blinks.
  if (io.WantTextInput) frame_demand_.wake_at(ImGui::GetTime() + kCaretBlinkSeconds);
}

void App::draw_screens() {
  if (auto opened = share_.take_screen()) {
    game_ = std::move(opened);
    screen_ = Screen::kGame;
  }
  if (share_.take_new_game_request()) open_new_game(preferences_.game);
  if (screen_ == Screen::kGame && game_) {  // the game uses the whole window, no footer
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(viewport->WorkPos);
    ImGui::SetNextWindowSize(viewport->WorkSize);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    ImGui::Begin("##root", nullptr, kRootFlags);
    ImGui::PopStyleVar();
    drawn_screen_ = Screen::kGame;
    draw_game_screen();
    ImGui::End();
    probe_.record_value("zoom", std::to_string(preferences_.zoom_percent));
    // Over the screens: messages, opened files (ui/share).
    share_.frame(probe_, frame_demand_, changed_settings_);
    return;
  }
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(viewport->WorkPos);
  ImGui::SetNextWindowSize(viewport->WorkSize);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::Begin("##root", nullptr, kRootFlags);
  ImGui::PopStyleVar();

  const float footer_height = em(kFooterHeightEm);
  // NavFlattened: keyboard navigation moves between the screen and the footer as one window.
  ImGui::BeginChild("##screen", ImVec2(0, -footer_height), false,
                    ImGuiWindowFlags_NoBackground | ImGuiWindowFlags_NavFlattened);
  drag_to_scroll_current_window();
  const Screen shown = screen_;
  const Screen drawn_before = std::exchange(drawn_screen_, shown);
  if (shown != drawn_before) ImGui::SetScrollY(0.0f);  // a screen shown anew starts at its top
  if (shown == Screen::kNewGame) {
    const NewGameAction action =
        draw_new_game_screen(new_game_, fonts_, drawn_before != Screen::kNewGame, probe_);
    ImGui::EndChild();
    if (action.back) screen_ = Screen::kTitle;
    if (action.start) start_game(new_game_);
  } else if (shown == Screen::kProgress) {
    draw_progress_screen();
    ImGui::EndChild();
  } else {
    // A first visit (no game played or kept in the history, no lesson begun) offers each
    // game's lesson first.
    const bool first_visit =
        share_.library().entries().empty() && ledger_.results().empty() && !lesson_begun_;
    const std::vector<CardProgress> progress = card_progress();
    const TitleScreenAction action = draw_title_screen(
        preferences_.game, fonts_, probe_, share_.library_height(), first_visit, progress);
    share_.draw_library(probe_, frame_demand_);
    ImGui::EndChild();
    if (action.choose_game) {  // choosing a game opens its new-game screen
      choose_game(*action.choose_game);
      open_new_game(*action.choose_game);
    }
    if (action.play_game) play_now(*action.play_game);
    if (action.learn_game) open_lesson(*action.learn_game);
    if (action.puzzles_game) open_puzzles(*action.puzzles_game);
    if (action.progress_game) open_progress(*action.progress_game);
  }

  draw_footer(footer_height);
  ImGui::End();

  if (shown == Screen::kNewGame) {
    probe_.record_value(probe_names::kScreen, probe_names::kScreenNewGame);
    probe_.record_value(probe_names::kGame, new_game_.game);
  } else if (shown == Screen::kProgress) {
    probe_.record_value(probe_names::kScreen, "progress");
    probe_.record_value(probe_names::kGame, progress_view_.game);
  } else {
    probe_.record_value(probe_names::kScreen, probe_names::kScreenTitle);
    probe_.record_value(probe_names::kGame, preferences_.game);
  }
  probe_.record_value("zoom", std::to_string(preferences_.zoom_percent));
  share_.frame(probe_, frame_demand_, changed_settings_);
}

void App::draw_footer(float height) {
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 window_pos = ImGui::GetWindowPos();
  const float width = ImGui::GetWindowWidth();
  const ImVec2 min(window_pos.x, window_pos.y + ImGui::GetWindowHeight() - height);
  draw->AddLine(min, ImVec2(min.x + width, min.y), palette::kOutline, em(kHairlineEm));

  const float margin = em(kFooterMarginEm);
  const float row_height = ImGui::GetFrameHeight();
  ImGui::SetCursorScreenPos(ImVec2(min.x + margin, min.y + (height - row_height) * 0.5f));
  const bool with_picker = languages().size() > 1;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float picker = em(kLanguagePickerEm);
  const float stepper = 2.0f * (em(kZoomButtonWidthEm) + spacing) + ImGui::CalcTextSize("000%").x;
  const char* label = tr("Text size");
  // On a narrow screen in a longer language the label gives way: the "−  100%  +" stays, and
  // the language picker never covers it.
  const float needed =
      ImGui::CalcTextSize(label).x + spacing + stepper + (with_picker ? spacing + picker : 0.0f);
  if (needed <= width - 2.0f * margin) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("%s", label);
    ImGui::SameLine();
  }
  const int zoom = preferences_.zoom_percent;
  ImGui::BeginDisabled(zoom <= kMinZoomPercent);
  if (ImGui::Button("\xE2\x88\x92##zoom_out", ImVec2(em(kZoomButtonWidthEm), 0))) {  // "−"
    set_zoom(zoom - kZoomStepPercent);
  }
  ImGui::EndDisabled();
  probe_.record_last_item("zoom:out");
  ImGui::SameLine();
  ImGui::Text("%d%%", zoom);
  ImGui::SameLine();
  ImGui::BeginDisabled(zoom >= kMaxZoomPercent);
  if (ImGui::Button("+##zoom_in", ImVec2(em(kZoomButtonWidthEm), 0))) {
    set_zoom(zoom + kZoomStepPercent);
  }
  ImGui::EndDisabled();
  probe_.record_last_item("zoom:in");
  // The language, at the footer's right end (none while the app speaks English alone).
  if (with_picker) {
    const float after_stepper = ImGui::GetItemRectMax().x - window_pos.x + spacing;
    const float x = std::max(after_stepper, width - margin - picker);
    ImGui::SameLine(x);
    if (draw_language_picker(preferences_, fonts_, probe_, std::min(picker, width - margin - x))) {
      save_preferences(host_, preferences_);
      apply_language();
    }
  }
}

}  // namespace azul::ui
