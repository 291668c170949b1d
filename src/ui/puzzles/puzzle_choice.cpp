#include "ui/puzzles/puzzle_choice.h"

#include <algorithm>
#include <cmath>
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
  std::vector<std::size_t> by_rating(set.puzzles.size());
  for (std::size_t i = 0; i < by_rating.size(); ++i) by_rating[i] = i;
  std::stable_sort(by_rating.begin(), by_rating.end(), [&](std::size_t a, std::size_t b) {
    return set.puzzles[a].rating < set.puzzles[b].rating;
  });
  const std::size_t quarter = by_rating.size() / 4;
  const std::size_t middle = std::max<std::size_t>(1, by_rating.size() - 2 * quarter);
  return by_rating[quarter + mix(static_cast<std::uint64_t>(day)) % middle];
}

std::size_t next_puzzle(const ai::PuzzleSet& set, const PuzzleProgress& progress,
                        std::uint64_t turn, std::string_view current) {
  std::vector<std::size_t> open;
  for (std::size_t i = 0; i < set.puzzles.size(); ++i)
    if (!progress.has_seen(set.puzzles[i].id) && set.puzzles[i].id != current) open.push_back(i);
  if (open.empty())
    for (std::size_t i = 0; i < set.puzzles.size(); ++i)
      if (set.puzzles[i].id != current || set.puzzles.size() == 1) open.push_back(i);
  const double rating = progress.rating.rating;
  const auto distance = [&](std::size_t i) { return std::abs(set.puzzles[i].rating - rating); };
  const std::size_t nearest = std::min(kNearestPuzzles, open.size());
  std::partial_sort(open.begin(), open.begin() + static_cast<std::ptrdiff_t>(nearest), open.end(),
                    [&](std::size_t a, std::size_t b) {
                      return distance(a) < distance(b) || (distance(a) == distance(b) && a < b);
                    });
  return open[mix(turn + 1) % nearest];
}

}  // namespace azul::ui
