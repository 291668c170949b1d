#include "ui/progress/progress_words.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "ai/levels.h"
#include "ui/i18n/shared_texts.h"
#include "ui/i18n/translate.h"

namespace azul::ui {
namespace {

constexpr int kSuggestionGames = 10;   // the last games against the level that count
constexpr int kSuggestionMinimum = 5;  // fewer say too little
constexpr double kTooEasy = 0.75;      // a win share from which the next level up is offered
constexpr double kTooHard = 0.25;      // ... to which the next level down is

}  // namespace

std::string rating_words(double rating) { return grouped(std::lround(rating)); }

std::optional<std::string> rating_card_line(const RatingSummary& summary) {
  if (summary.games == 0) return std::nullopt;
  const std::string rating = rating_words(summary.rating.rating);
  if (summary.provisional)
    // TRANSLATORS: a game's card on the title screen: the player's rating {1} ("1,512"), still
    // provisional (too few games to be sure of it).
    return format(tr("Rating {1}, provisional"), rating);
  if (summary.change_since && *summary.change_since != 0) {
    const int change = *summary.change_since;
    // TRANSLATORS: a game's card: the player's rating {1} ("1,684"), {2} the arrow (▲ or ▼)
    // and {3} how much it moved in the last seven days ("23").
    return format(tr("Rating {1} {2} {3} this week"), rating,
                  change > 0 ? "\xE2\x96\xB2" : "\xE2\x96\xBC", grouped(std::abs(change)));
  }
  // TRANSLATORS: a game's card: the player's rating {1} ("1,684").
  return format(tr("Rating {1}"), rating);
}

std::string rating_change_words(const RatingPoint& point) {
  const long long before = std::lround(point.before.rating);
  const long long after = std::lround(point.after.rating);
  const long long change = after - before;
  const std::string signed_change = change > 0   ? "+" + grouped(change)
                                    : change < 0 ? "\xE2\x88\x92" + grouped(-change)
                                                 : "±0";
  // TRANSLATORS: the end of a rated game: the rating before {1} and after {2} ("1,512",
  // "1,538") and the change {3} ("+26").
  return format(tr("Rating {1} \xE2\x86\x92 {2} ({3})"), grouped(before), grouped(after),
                signed_change);
}

std::optional<std::string> first_ai_level(const GameResult& result) {
  for (const ai::SeatSetup& seat : result.seats)
    if (seat.is_ai()) return seat.level;
  return std::nullopt;
}

std::optional<std::string> level_suggestion(std::span<const GameResult> results,
                                            std::string_view game, std::string_view level) {
  // The results are by the time their games ended: the last ones come last.
  int games = 0;
  double score = 0.0;
  for (auto it = results.rbegin(); it != results.rend() && games < kSuggestionGames; ++it) {
    if (!it->rated || it->game != game || it->players() != 2) continue;
    const std::optional<std::string> opponent = first_ai_level(*it);
    if (!opponent || *opponent != level) continue;
    ++games;
    score += score_against(*it, 1 - it->me);
  }
  if (games < kSuggestionMinimum) return std::nullopt;
  const double share = score / games;
  const std::vector<ai::LevelInfo> levels = ai::levels_of(game);
  const auto at = std::find_if(levels.begin(), levels.end(),
                               [&](const ai::LevelInfo& l) { return l.name == level; });
  if (at == levels.end()) return std::nullopt;
  const ai::LevelInfo* next = nullptr;
  if (share >= kTooEasy && at + 1 != levels.end() && at[1].name != "max") next = &at[1];
  if (share <= kTooHard && at != levels.begin() && at[-1].name != "random") next = &at[-1];
  if (!next) return std::nullopt;
  const std::string percent = std::to_string(std::lround(share * 100.0));
  // TRANSLATORS: after a rated game: the player wins {1}% ("80") of the games against the AI
  // level {2} ("club"): the level {3} ("intermediate") is suggested.
  // xgettext:no-c-format
  return format(tr("You win {1}% against {2}: try {3}"), percent, level_name(level),
                level_name(next->name));
}

}  // namespace azul::ui
