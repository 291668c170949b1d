// What a move sounds like on the Summer Pavilion table (ui/sound/table_sounds.h): the tiles
// taken (and the start tile with its penalty), a tile set on a star with the points it scores,
// a bonus tile, the tiles a pass discards with the points they cost, and the end of the game's
// bonuses. The points rise where they happen as the move is shown (ui/pavilion/score_floats.h).
#include <numeric>

#include "ui/sound/table_sounds.h"

namespace azul::ui::sound {
namespace {

constexpr float kPlaceGain = 0.85f;
constexpr float kKeepGain = 0.5f;  // tiles kept on the corners at a pass: a softer clack
constexpr float kPointGain = 0.7f;
constexpr float kPenaltyGain = 0.8f;
constexpr float kBonusGain = 0.8f;
constexpr float kPointsAfterLanding = 0.08f;  // seconds
constexpr float kEndBonusAfterLanding = 0.35f;

int tiles(const pavilion::TileCounts& counts) {
  return std::accumulate(counts.begin(), counts.end(), 0);
}

int end_bonuses(const pavilion::State& state) {
  int points = 0;
  for (int seat = 0; seat < state.num_players(); ++seat) points += state.player(seat).end_bonus;
  return points;
}

}  // namespace

std::vector<Cue> table_sounds(const pavilion::State& before, const pavilion::State& after,
                              Action move, float animation) {
  std::vector<Cue> cues;
  const int seat = before.current_player();
  if (seat < 0 || !before.is_legal(move)) return cues;
  pavilion::State next = before;
  next.apply_unchecked(move);
  if (!(next == after)) return cues;

  const float land = animation > 0.0f ? animation : kQuickLandingSeconds;
  const pavilion::PlayerState& was = before.player(seat);
  const pavilion::PlayerState& is = after.player(seat);
  const int lost = std::max(0, before.score(seat) - after.score(seat));
  switch (pavilion::decode_action(move).kind) {
    case pavilion::ActionKind::kTake:
      add_take(cues, tiles(is.hand) - tiles(was.hand));
      if (before.start_token_in_centre() && !after.start_token_in_centre())
        cues.push_back(Cue{Sound::kMarker, land, kPlaceGain});
      break;
    case pavilion::ActionKind::kPlace: {
      cues.push_back(Cue{Sound::kPlace, land, kPlaceGain});
      if (const int points = is.placement_points - was.placement_points; points > 0)
        cues.push_back(
            Cue{Sound::kPoint, land + kPointsAfterLanding, kPointGain, point_pitch(points)});
      break;
    }
    case pavilion::ActionKind::kBonus:
      cues.push_back(Cue{Sound::kBonus, 0.0, kBonusGain});
      break;
    case pavilion::ActionKind::kPass: {
      const int discarded =
          (is.pass_discards - was.pass_discards) + (is.final_discards - was.final_discards);
      if (discarded > 0)
        cues.push_back(
            Cue{Sound::kFloor, land, std::min(1.0f, 0.55f + 0.1f * static_cast<float>(discarded))});
      else if (tiles(is.corners) > 0)
        cues.push_back(Cue{Sound::kPlace, land, kKeepGain});
      break;
    }
    case pavilion::ActionKind::kDraw:
    case pavilion::ActionKind::kInvalid:
      break;
  }
  if (lost > 0)  // the centre's penalty, or the tiles a pass discards
    cues.push_back(
        Cue{Sound::kPenalty, land + kPointsAfterLanding, kPenaltyGain, penalty_pitch(lost)});
  if (after.is_terminal() && end_bonuses(after) > end_bonuses(before))
    cues.push_back(Cue{Sound::kBonus, land + kEndBonusAfterLanding, kBonusGain});
  merge_simultaneous(cues);
  return cues;
}

}  // namespace azul::ui::sound
