#include "ui/share/replay_steps.h"

namespace azul::ui {
namespace {

bool is_stop(const std::vector<int>& actors, std::size_t k) {
  return k == 0 || k == actors.size() || actors[k - 1] >= 0;
}

}  // namespace

std::size_t previous_move_stop(const std::vector<int>& actors, std::size_t k) {
  if (k > actors.size()) k = actors.size();
  while (k > 0) {
    --k;
    if (is_stop(actors, k)) return k;
  }
  return 0;
}

std::size_t next_move_stop(const std::vector<int>& actors, std::size_t k) {
  while (k < actors.size()) {
    ++k;
    if (is_stop(actors, k)) return k;
  }
  return actors.size();
}

// The first stop at or after position `from` whose round is `round` (or the end).
static std::size_t first_stop_of_round(const std::vector<int>& rounds,
                                       const std::vector<int>& actors, std::size_t from,
                                       int round) {
  for (std::size_t k = from; k <= actors.size(); ++k)
    if (rounds[k] == round && is_stop(actors, k)) return k;
  return actors.size();
}

// The first position of the round shown at k.
static std::size_t round_start(const std::vector<int>& rounds, std::size_t k) {
  while (k > 0 && rounds[k - 1] == rounds[k]) --k;
  return k;
}

std::size_t previous_round_stop(const std::vector<int>& rounds, const std::vector<int>& actors,
                                std::size_t k) {
  if (k > actors.size()) k = actors.size();
  if (k == 0) return 0;
  const std::size_t start = round_start(rounds, k);
  const std::size_t first = first_stop_of_round(rounds, actors, start, rounds[k]);
  if (first < k) return first;
  if (start == 0) return 0;
  const std::size_t before = round_start(rounds, start - 1);
  return first_stop_of_round(rounds, actors, before, rounds[before]);
}

std::size_t next_round_stop(const std::vector<int>& rounds, const std::vector<int>& actors,
                            std::size_t k) {
  for (std::size_t j = k + 1; j <= actors.size(); ++j)
    if (rounds[j] != rounds[k]) return first_stop_of_round(rounds, actors, j, rounds[j]);
  return actors.size();
}

std::size_t move_number(const std::vector<int>& actors, std::size_t k) {
  std::size_t moves = 0;
  for (std::size_t i = 0; i < k && i < actors.size(); ++i) moves += actors[i] >= 0 ? 1 : 0;
  return moves;
}

}  // namespace azul::ui
