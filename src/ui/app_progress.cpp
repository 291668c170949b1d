// The App's part of the player's progress (ui/progress): which games are rated, the result of
// each finished game kept in the ledger, the rating on the title cards, and the statistics
// screen with the history file's export and import.
#include "ui/app.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ui/game_views.h"
#include "ui/i18n/translate.h"
#include "ui/progress/progress_words.h"
#include "ui/progress/result_of_game.h"

namespace azul::ui {
namespace {

constexpr std::int64_t kWeekMs = 7LL * 24 * 60 * 60 * 1000;
constexpr std::string_view kHistoryFileName = "azul-history.txt";

}  // namespace

MakeRoom App::make_room() {
  return [this] { return share_.make_room(); };
}

// A game of the library shown for the first time (new, resumed, reloaded): rated when its seats
// are and the player has not given its rating up. Replays and lessons are never rated.
void App::rate_game_shown() {
  if (game_.get() == rated_screen_) return;
  rated_screen_ = game_.get();
  const std::string& id = share_.watched_id();
  if (id.empty() || game_->is_replay() || game_->lesson_step() || game_->is_over()) return;
  game_->set_rated(is_rateable(game_->setup().game, game_->loaded().seats) &&
                   !ledger_.rating_given_up(id));
}

// A game of the library that has ended: its result is kept (once), and its end screen says what
// it did to the player's rating.
void App::keep_result() {
  if (game_.get() == kept_screen_ || !game_->is_over()) return;
  const std::string& id = share_.watched_id();
  if (id.empty() || game_->is_replay() || game_->lesson_step()) return;
  kept_screen_ = game_.get();
  const GameResult* result = ledger_.find(id);
  if (!result) result = ledger_.record_game(game_->loaded(), id, host_.now_ms(), make_room());
  if (!result) return;
  ProgressNews news;
  news.kept = true;
  if (result->rated) {
    const std::vector<RatingPoint>& history = ledger_.history(result->game);
    const auto point = std::find_if(history.begin(), history.end(),
                                    [&](const RatingPoint& p) { return p.id == result->id; });
    if (point != history.end()) news.rating_change = rating_change_words(*point);
    if (const std::optional<std::string> level = first_ai_level(*result))
      news.suggestion =
          level_suggestion(ledger_.results(), result->game, *level).value_or(std::string());
  }
  game_->show_progress(std::move(news));
}

void App::open_progress(std::string_view game) {
  progress_view_.game = std::string(game);
  progress_notice_.clear();
  screen_ = Screen::kProgress;
}

std::vector<CardProgress> App::card_progress() {
  std::vector<CardProgress> cards;
  for (const GameViews& views : game_views()) {
    CardProgress card;
    const std::string_view game = views.info->id;
    const RatingSummary summary = summarise_rating(ledger_.history(game), host_.now_ms() - kWeekMs);
    card.rating = rating_card_line(summary).value_or(std::string());
    cards.push_back(std::move(card));
  }
  return cards;
}

void App::draw_progress_screen() {
  if (importing_history_) {
    if (std::optional<Host::OpenedFile> file = host_.take_opened_file()) {
      importing_history_ = false;
      progress_notice_ = file->error.empty()
                             ? import_report_words(ledger_.import_text(file->text, make_room()))
                             : format(tr("Nothing imported: {1}"), file->error);
    }
  }
  const ProgressAction action = ui::draw_progress_screen(
      progress_view_, ledger_, fonts_, probe_, host_.now_ms(),
      [this](std::string_view id) {
        const LibraryEntry* entry = share_.library().find(id);
        return entry && entry->game;
      },
      progress_notice_);
  if (action.back) {
    screen_ = Screen::kTitle;
    importing_history_ = false;
  }
  if (action.export_history)
    // TRANSLATORS: {1} is the name of the file downloaded.
    share_.notify(host_.download_text(kHistoryFileName, ledger_.export_text())
                      ? format(tr("Saved as {1}"), kHistoryFileName)
                      : std::string(tr("Could not save the file")));
  if (action.import_history) {
    importing_history_ = true;
    host_.request_text_file();
  }
  if (action.open_game) share_.resume(*action.open_game);
}

}  // namespace azul::ui
