// Summer Pavilion's puzzle themes and its moves the same in effect (ai/puzzle_themes.h).
#include "ai/puzzle_themes.h"

namespace azul::ai {
namespace {

using namespace azul::pavilion;

// The placement covers the last free space of its star.
bool completes_star(const State& before, const DecodedAction& d) {
  if (d.kind != ActionKind::kPlace) return false;
  const std::uint64_t covered = before.player(before.current_player()).covered;
  return (star_bits(covered, d.star) | (1u << (d.position - 1))) == kFullStarMask;
}

// Wild tiles the move spends (a placement) or takes (a take from a source that holds one).
int wilds_used(const State& before, const DecodedAction& d) {
  const Colour wild = before.wild_colour();
  if (d.kind == ActionKind::kPlace) return d.colour == wild ? 1 : d.wilds;
  if (d.kind != ActionKind::kTake) return 0;
  const TileCounts& source = d.source == kCentreSource ? before.centre() : before.factory(d.source);
  return d.colour == wild || source[wild] > 0 ? 1 : 0;
}

}  // namespace

std::string_view puzzle_theme(const State& before, Action solution, Action alternative,
                              bool solution_is_greedy) {
  const DecodedAction sol = decode_action(solution);
  const DecodedAction alt = decode_action(alternative);
  if (before.phase() == Phase::kBonus) return "bonus-pick";
  if (sol.kind == ActionKind::kPass || alt.kind == ActionKind::kPass) return "keep";
  if (completes_star(before, sol) && !completes_star(before, alt)) return "star";
  const PlayPreview sol_preview = before.preview(solution);
  const PlayPreview alt_preview = before.preview(alternative);
  if (sol_preview.bonus_tiles > alt_preview.bonus_tiles) return "structures";
  if (wilds_used(before, sol) != wilds_used(before, alt)) return "wild";
  if (sol_preview.takes_token != alt_preview.takes_token) return "token";
  return solution_is_greedy ? "counting" : "planning";
}

bool same_in_effect(const State& before, Action a, Action b) {
  if (a == b) return true;
  const DecodedAction x = decode_action(a);
  const DecodedAction y = decode_action(b);
  return x.kind == ActionKind::kTake && y.kind == ActionKind::kTake && x.colour == y.colour &&
         x.source != kCentreSource && y.source != kCentreSource &&
         before.factory(x.source) == before.factory(y.source);
}

}  // namespace azul::ai
