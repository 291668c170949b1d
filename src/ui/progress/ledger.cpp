#include "ui/progress/ledger.h"

#include <algorithm>
#include <cmath>
#include <tuple>

#include "ai/analysis.h"
#include "engine/core/marked_text.h"
#include "ui/progress/ledger_file.h"
#include "ui/progress/result_of_game.h"
#include "ui/share/saved_review.h"

namespace azul::ui {
namespace {

std::string result_key(std::string_view id) {
  return std::string(kResultKeyPrefix) + std::string(id);
}
std::string unrated_key(std::string_view id) {
  return std::string(kUnratedKeyPrefix) + std::string(id);
}

bool listed_before(const GameResult& a, const GameResult& b) {
  return std::tie(a.ended_ms, a.id) < std::tie(b.ended_ms, b.id);
}

bool save(Host& host, const std::string& key, const std::string& text, const MakeRoom& make_room) {
  while (!host.save_setting(key, text))
    if (!make_room || !make_room()) return false;
  return true;
}

}  // namespace

std::optional<int> accuracy_of_review(std::string_view review, const LoadedGame& game, int seat) {
  const Parsed<SavedReview> parsed = parse_saved_review(review);
  if (!parsed.ok() || parsed.value->decisions.size() != move_count(game.record))
    return std::nullopt;
  const std::vector<ai::SeatReview> seats =
      ai::summarise(parsed.value->decisions, player_count(game.record));
  const ai::SeatReview& mine = seats.at(static_cast<std::size_t>(seat));
  if (mine.decisions == 0) return std::nullopt;
  return static_cast<int>(std::lround(mine.accuracy * 100.0));
}

Ledger::Ledger(Host& host) : host_(host) { reload(); }

void Ledger::reload() {
  results_.clear();
  damaged_.clear();
  for (const std::string& key : host_.setting_keys(kResultKeyPrefix)) {
    const std::optional<std::string> text = host_.load_setting(key);
    if (!text) continue;
    Parsed<GameResult> result = parse_result(*text);
    if (result.ok() && result_key(result.value->id) == key)
      results_.push_back(std::move(*result.value));
    else
      damaged_.push_back(
          {key, result.ok()
                    // TRANSLATORS: why a result kept in the browser cannot be read: the name it
                    // is kept under is another game's.
                    ? std::string(NC_("error", "the result is kept under another game's name"))
                    : result.error});
  }
  std::sort(results_.begin(), results_.end(), listed_before);
  changed();
}

void Ledger::changed() {
  ++revision_;
  histories_.clear();
}

const GameResult* Ledger::find(std::string_view id) const {
  const auto it = std::find_if(results_.begin(), results_.end(),
                               [&](const GameResult& r) { return r.id == id; });
  return it == results_.end() ? nullptr : &*it;
}

bool Ledger::keep(const GameResult& result, const MakeRoom& make_room) {
  if (!save(host_, result_key(result.id), result_text(result), make_room)) return false;
  std::erase_if(results_, [&](const GameResult& r) { return r.id == result.id; });
  results_.insert(std::upper_bound(results_.begin(), results_.end(), result, listed_before),
                  result);
  changed();
  return true;
}

void Ledger::give_up_rating(std::string_view id) { host_.save_setting(unrated_key(id), "1"); }

bool Ledger::rating_given_up(std::string_view id) {
  return host_.load_setting(unrated_key(id)).has_value();
}

const GameResult* Ledger::record_game(const LoadedGame& game, std::string_view id,
                                      std::int64_t ended_ms, const MakeRoom& make_room) {
  if (const GameResult* kept = find(id)) return kept;
  std::optional<GameResult> result = result_of_game(game, id, ended_ms, rating_given_up(id));
  if (!result) return nullptr;
  if (const std::optional<std::string> review =
          host_.load_setting(std::string(kReviewKeyPrefix) + std::string(id)))
    result->accuracy = accuracy_of_review(*review, game, result->me);
  if (!keep(*result, make_room)) return nullptr;
  host_.remove_setting(unrated_key(id));
  return find(id);
}

void Ledger::note_review(std::string_view id, std::string_view review, const LoadedGame& game,
                         const MakeRoom& make_room) {
  const GameResult* kept = find(id);
  if (!kept) return;
  const std::optional<int> accuracy = accuracy_of_review(review, game, kept->me);
  if (!accuracy || accuracy == kept->accuracy) return;
  GameResult updated = *kept;
  updated.accuracy = accuracy;
  keep(updated, make_room);
}

void Ledger::take_in(const GameLibrary& library, const MakeRoom& make_room) {
  // A give-up mark of a game no longer in the library has nothing left to mark.
  for (const std::string& key : host_.setting_keys(kUnratedKeyPrefix))
    if (!library.find(std::string_view(key).substr(kUnratedKeyPrefix.size())))
      host_.remove_setting(key);
  if (host_.load_setting(kLedgerTakenInKey)) return;
  for (const LibraryEntry& entry : library.entries())
    if (entry.game && entry.finished && !find(entry.id))
      record_game(*entry.game, entry.id, entry.played_ms, make_room);
  host_.save_setting(kLedgerTakenInKey, "1");
}

std::string Ledger::export_text() const { return history_file_text(results_); }

ImportReport Ledger::import_text(std::string_view text, const MakeRoom& make_room) {
  ImportReport report;
  Parsed<HistoryFile> file = parse_history_file(text);
  if (!file.ok()) {
    report.problems.push_back(file.error);
    return report;
  }
  report.read = true;
  report.problems = std::move(file.value->problems);
  std::vector<GameResult> merged = results_;
  const MergeCount count = merge_results(merged, file.value->results);
  report.known = count.known;
  for (const GameResult& result : merged) {
    const GameResult* kept = find(result.id);
    if (kept && *kept == result) continue;
    const bool is_new = !kept;
    if (keep(result, make_room))
      (is_new ? report.added : report.updated) += 1;
    else if (is_new)
      ++report.unsaved;
  }
  return report;
}

const std::vector<RatingPoint>& Ledger::history(std::string_view game) {
  auto it = histories_.find(game);
  if (it == histories_.end())
    it = histories_.emplace(std::string(game), rating_history(results_, game)).first;
  return it->second;
}

}  // namespace azul::ui
