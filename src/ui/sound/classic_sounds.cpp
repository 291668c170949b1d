// What a move sounds like on the Azul table (ui/sound/table_sounds.h): the tiles taken, each one
// landing on its pattern line, the floor's thud and the first-player marker, then the round's
// scoring story point by point (ui/classic/scoring_story.h), and the end of the game's bonuses.
#include <algorithm>

#include "ui/classic/scoring_story.h"
#include "ui/classic/table_timing.h"
#include "ui/sound/table_sounds.h"

namespace azul::ui::sound {
namespace {

constexpr float kPlaceGain = 0.8f;
constexpr float kPointGain = 0.7f;
constexpr float kPenaltyGain = 0.8f;
constexpr float kBonusGain = 0.85f;

int end_bonuses(const classic::State& state) {
  int points = 0;
  for (int seat = 0; seat < state.num_players(); ++seat) {
    const classic::ScoreLedger& l = state.board(seat).ledger;
    points += l.row_bonuses + l.column_bonuses + l.colour_bonuses;
  }
  return points;
}

}  // namespace

std::vector<Cue> table_sounds(const classic::State& before, const classic::State& after,
                              Action move, float animation) {
  std::vector<Cue> cues;
  if (before.current_player() < 0 || !before.is_legal(move)) return cues;
  classic::State next = before;
  next.apply_unchecked(move);
  if (!(next == after)) return cues;

  // The n-th tile of the take lands then (the table's flights, azul_table_animations.cpp).
  const auto landing = [animation](int n) {
    return animation > 0.0f
               ? animation + aview::kFlightStagger * static_cast<float>(n)
               : kQuickLandingSeconds + kQuickStepSeconds * 0.5f * static_cast<float>(n);
  };
  float story_delay = 0.0f;
  if (classic::kind_of(move) == classic::ActionKind::Take) {
    const classic::TakePreview take = before.preview_take(move);
    add_take(cues, take.taken);
    if (take.takes_marker) cues.push_back(Cue{Sound::kMarker, landing(0), kPlaceGain});
    for (int n = 0; n < take.to_line; ++n)
      cues.push_back(Cue{Sound::kPlace, landing(n), kPlaceGain});
    if (const int fallen = take.taken - take.to_line; fallen > 0)  // to the floor and the lid
      cues.push_back(Cue{Sound::kFloor, landing(take.to_line),
                         std::min(1.0f, 0.55f + 0.1f * static_cast<float>(fallen))});
    story_delay =
        animation > 0.0f ? aview::take_flight_seconds(take.taken, animation) : landing(take.taken);
  }

  // The wall-tiling this move ended the round with (or, on the grey wall, the tile it placed),
  // told as the table tells it.
  const float step = animation > 0.0f ? aview::tiling_step_seconds(animation) : kQuickStepSeconds;
  aview::ScoringStory story;
  story.start(before, after, 0.0, story_delay, step);
  float told_until = story_delay;
  for (const aview::ScoringStory::Told& told : story.told()) {
    cues.push_back(
        told.points >= 0
            ? Cue{Sound::kPoint, told.delay, kPointGain, point_pitch(told.points)}
            : Cue{Sound::kPenalty, told.delay, kPenaltyGain, penalty_pitch(-told.points)});
    told_until = std::max(told_until, told.delay);
  }
  if (after.is_terminal() && end_bonuses(after) > end_bonuses(before))
    cues.push_back(Cue{Sound::kBonus, told_until + step, kBonusGain});
  merge_simultaneous(cues);
  return cues;
}

}  // namespace azul::ui::sound
