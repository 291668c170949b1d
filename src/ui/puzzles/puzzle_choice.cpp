#include "ui/puzzles/puzzle_choice.h"

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

namespace azul::ui {
namespace {

constexpr std::int64_t kDayMs = 24LL * 60 * 60 * 1000;

// Spreads a number over 64 bits (SplitMix64's finaliser), so that neighbouring days or turns
// pick unrelated puzzles.
std::uint64_t mix(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

}  // namespace

std::int64_t utc_day(std::int64_t ms) {
  return ms >= 0 ? ms / kDayMs : -((-ms + kDayMs - 1) / kDayMs);
}

std::size_t daily_puzzle(const ai::PuzzleSet& set, std::int64_t day) {
  // The puzzles by rating (ties by their place in the set): plain pairs, the page's smallest sort.
  std::vector<std::pair<int, std::size_t>> by_rating;
  for (std::size_t i = 0; i < set.puzzles.size(); ++i)
    by_rating.emplace_back(set.puzzles[i].rating, i);
  std::sort(by_rating.begin(), by_rating.end());
  const std::size_t quarter = by_rating.size() / 4;
  const std::size_t middle = std::max<std::size_t>(1, by_rating.size() - 2 * quarter);
  return by_rating[quarter + mix(static_cast<std::uint64_t>(day)) % middle].second;
}

std::size_t next_puzzle(const ai::PuzzleSet& set, const PuzzleProgress& progress,
                        std::uint64_t turn, std::string_view current) {
  const auto open = [&](std::size_t i, bool any) {
    const ai::Puzzle& p = set.puzzles[i];
    return (p.id != current || set.puzzles.size() == 1) && (any || !progress.has_seen(p.id));
  };
  bool any = true;  // every puzzle answered: they come again
  for (std::size_t i = 0; i < set.puzzles.size() && any; ++i) any = !open(i, false);
  // The nearest to the rating, one at a time (ties by their place in the set).
  const double rating = progress.rating.rating;
  std::vector<std::size_t> nearest;
  std::vector<bool> taken(set.puzzles.size(), false);
  while (nearest.size() < kNearestPuzzles) {
    std::size_t best = set.puzzles.size();
    for (std::size_t i = 0; i < set.puzzles.size(); ++i)
      if (!taken[i] && open(i, any) &&
          (best == set.puzzles.size() ||
           std::abs(set.puzzles[i].rating - rating) < std::abs(set.puzzles[best].rating - rating)))
        best = i;
    if (best == set.puzzles.size()) break;
    taken[best] = true;
    nearest.push_back(best);
  }
  return nearest[mix(turn + 1) % nearest.size()];
}

}  // namespace azul::ui
