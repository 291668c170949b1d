#include "ui/puzzles/puzzle_progress.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <type_traits>

#include "engine/core/words.h"

namespace azul::ui {
namespace {

constexpr std::string_view kFormatLine = "azul-puzzle-progress 1";

Parsed<PuzzleProgress> fail(int line, const std::string& why) {
  return Parsed<PuzzleProgress>::fail("line " + std::to_string(line) + ": " + why);
}

// A whole word as a number, finite (no streams: they would bring the C++ locales into the page).
template <class T>
bool read(std::string_view word, T& out) {
  if (!read_number(word, out)) return false;
  if constexpr (std::is_floating_point_v<T>) return std::isfinite(out);
  return true;
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
  PuzzleProgress p;
  int number = 0;
  bool ended = false;
  // Each line once, in this order.
  constexpr std::string_view kKeys[] = {"rating", "answered", "daily", "seen", "end"};
  std::size_t next_key = 0;
  while (!text.empty()) {
    const std::size_t cut = text.find('\n');
    std::string_view line = text.substr(0, cut);
    text.remove_prefix(cut == std::string_view::npos ? text.size() : cut + 1);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    ++number;
    if (number == 1) {
      if (line != kFormatLine) return fail(1, "not a puzzle progress entry");
      continue;
    }
    std::vector<std::string_view> words = words_of(line);
    const std::string_view key = words.empty() ? std::string_view{} : words.front();
    if (next_key >= std::size(kKeys) || key != kKeys[next_key])
      return fail(
          number,
          "expected '" + std::string(next_key < std::size(kKeys) ? kKeys[next_key] : "") + "'");
    ++next_key;
    words.erase(words.begin());
    bool ok = true;
    if (key == "rating") {
      ok = words.size() == 3 && read(words[0], p.rating.rating) &&
           read(words[1], p.rating.deviation) && read(words[2], p.rating.volatility) &&
           p.rating.deviation > 0 && p.rating.volatility > 0;
    } else if (key == "answered") {
      ok = words.size() == 2 && read(words[0], p.answered) && read(words[1], p.solved) &&
           p.solved >= 0 && p.solved <= p.answered;
    } else if (key == "daily") {
      ok = words.size() == 3 && read(words[0], p.daily_day) && read(words[1], p.streak) &&
           read(words[2], p.best_streak) && p.streak >= 0 && p.best_streak >= p.streak;
    } else if (key == "seen") {
      for (std::string_view id : words) p.seen.emplace_back(id);
    } else {
      ended = words.empty();
      ok = ended;
    }
    if (!ok) return fail(number, "the " + std::string(key) + " line is damaged");
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
