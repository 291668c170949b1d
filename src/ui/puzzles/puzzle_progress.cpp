#include "ui/puzzles/puzzle_progress.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <sstream>

namespace azul::ui {
namespace {

constexpr std::string_view kFormatLine = "azul-puzzle-progress 1";

Parsed<PuzzleProgress> fail(int line, const std::string& why) {
  return Parsed<PuzzleProgress>::fail("line " + std::to_string(line) + ": " + why);
}

}  // namespace

bool PuzzleProgress::has_seen(std::string_view id) const {
  return std::find(seen.begin(), seen.end(), id) != seen.end();
}

int PuzzleProgress::streak_on(std::int64_t today) const {
  return daily_day == today || daily_day + 1 == today ? streak : 0;
}

std::string puzzle_progress_key(std::string_view game) {
  return std::string(kPuzzleProgressKeyPrefix) + std::string(game);
}

std::string puzzle_progress_text(const PuzzleProgress& p) {
  char rating[96];
  std::snprintf(rating, sizeof rating, "rating %.2f %.2f %.6f\n", p.rating.rating,
                p.rating.deviation, p.rating.volatility);
  std::string text = std::string(kFormatLine) + "\n" + rating;
  text += "answered " + std::to_string(p.answered) + " " + std::to_string(p.solved) + "\n";
  text += "daily " + std::to_string(p.daily_day) + " " + std::to_string(p.streak) + " " +
          std::to_string(p.best_streak) + "\n";
  text += "seen";
  for (const std::string& id : p.seen) text += " " + id;
  return text + "\nend\n";
}

Parsed<PuzzleProgress> parse_puzzle_progress(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::string line;
  PuzzleProgress p;
  int number = 0;
  bool ended = false;
  // Each line once, in this order.
  constexpr std::string_view kKeys[] = {"rating", "answered", "daily", "seen", "end"};
  std::size_t next_key = 0;
  while (std::getline(in, line)) {
    ++number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (number == 1) {
      if (line != kFormatLine) return fail(1, "not a puzzle progress entry");
      continue;
    }
    std::istringstream words(line);
    std::string key;
    words >> key;
    if (next_key >= std::size(kKeys) || key != kKeys[next_key])
      return fail(
          number,
          "expected '" + std::string(next_key < std::size(kKeys) ? kKeys[next_key] : "") + "'");
    ++next_key;
    bool ok = true;
    if (key == "rating") {
      ok = static_cast<bool>(words >> p.rating.rating >> p.rating.deviation >>
                             p.rating.volatility) &&
           std::isfinite(p.rating.rating) && p.rating.deviation > 0 && p.rating.volatility > 0;
    } else if (key == "answered") {
      ok = static_cast<bool>(words >> p.answered >> p.solved) && p.solved >= 0 &&
           p.solved <= p.answered;
    } else if (key == "daily") {
      ok = static_cast<bool>(words >> p.daily_day >> p.streak >> p.best_streak) && p.streak >= 0 &&
           p.best_streak >= p.streak;
    } else if (key == "seen") {
      for (std::string id; words >> id;) p.seen.push_back(id);
    } else {
      ended = true;
    }
    std::string extra;
    if (!ok || (words >> extra)) return fail(number, "the " + key + " line is damaged");
  }
  if (number == 0) return Parsed<PuzzleProgress>::fail("the entry is empty");
  if (!ended) return Parsed<PuzzleProgress>::fail("the entry is cut short");
  return Parsed<PuzzleProgress>{std::move(p), ""};
}

double rate_answer(PuzzleProgress& progress, std::string_view id, int rating, int deviation,
                   bool solved) {
  if (progress.has_seen(id)) return 0.0;
  progress.seen.emplace_back(id);
  ++progress.answered;
  progress.solved += solved ? 1 : 0;
  const glicko2::Result result{static_cast<double>(rating), static_cast<double>(deviation),
                               solved ? 1.0 : 0.0};
  const double before = progress.rating.rating;
  progress.rating = glicko2::rate(progress.rating, {&result, 1});
  return progress.rating.rating - before;
}

void mark_daily_solved(PuzzleProgress& progress, std::int64_t today) {
  if (progress.daily_day == today) return;
  progress.streak = progress.daily_day + 1 == today ? progress.streak + 1 : 1;
  progress.daily_day = today;
  progress.best_streak = std::max(progress.best_streak, progress.streak);
}

}  // namespace azul::ui
