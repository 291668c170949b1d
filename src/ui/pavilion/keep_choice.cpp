#include "ui/pavilion/keep_choice.h"

namespace azul::ui::pview {

using namespace azul::pavilion;

namespace {
// The next round's wild colour outweighs any count of open spaces (at most 42).
constexpr int kNextWildBonus = 100;
}  // namespace

int keep_value(const State& state, int seat, Colour colour) {
  int value = 0;
  if (state.round() < kRounds && state.options().wild_order[state.round()] == colour) {
    value += kNextWildBonus;
  }
  const PlayerState& player = state.player(seat);
  for (int star = 0; star < kNumStars; ++star) {
    if (((state.allowed_colours(seat, star) >> colour) & 1u) == 0) continue;
    value += kSpacesPerStar - kSixBitCount[star_bits(player.covered, star)];
  }
  return value;
}

TileCounts preselected_keep(const State& state, int seat, const MoveOptions& options) {
  std::array<int, kNumColours> values{};
  for (int c = 0; c < kNumColours; ++c) values[c] = keep_value(state, seat, static_cast<Colour>(c));
  TileCounts best{};
  int best_total = -1;
  int best_value = -1;
  for (int rank = 0; rank < kNumKeepChoices; ++rank) {
    if (!options.pass_ranks().test(static_cast<std::size_t>(rank))) continue;
    const TileCounts keep = keep_from_rank(rank);
    const int kept = total(keep);
    int value = 0;
    for (int c = 0; c < kNumColours; ++c) value += keep[c] * values[c];
    if (kept > best_total || (kept == best_total && value > best_value)) {
      best = keep;
      best_total = kept;
      best_value = value;
    }
  }
  return best;
}

bool can_step_keep(const MoveOptions& options, const TileCounts& keep, Colour colour, int delta) {
  const int count = keep[colour] + delta;
  if (count < 0 || count > kMaxKeptTiles) return false;
  TileCounts next = keep;
  next[colour] = static_cast<std::uint8_t>(count);
  return options.can_pass_keeping(next);
}

}  // namespace azul::ui::pview
