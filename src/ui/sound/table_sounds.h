// What a move sounds like on each game's table: the cues (ui/sound/sound.h) of the move and of
// what the rules did right after it (a round's wall-tiling and its scoring, the end of the
// game's bonuses), timed as the table shows them with tile animations of `animation` seconds:
// the tiles taken are heard when they leave, each tile as it lands, each point as it rises in
// the round's scoring story (ui/classic/scoring_story.h), the floor's penalty after them.
// Without animations the same sounds follow each other quickly. Cue times are seconds after the
// move; a list is empty when `after` is not `before` with `move` applied. One overload per game
// (classic_sounds.cpp, pavilion_sounds.cpp); pure, unit-tested in tests/unit/sound.
#pragma once

#include <vector>

#include "engine/classic/state.h"
#include "engine/core/game.h"
#include "engine/pavilion/state.h"
#include "ui/sound/sound.h"

namespace azul::ui::sound {

std::vector<Cue> table_sounds(const classic::State& before, const classic::State& after,
                              Action move, float animation);
std::vector<Cue> table_sounds(const pavilion::State& before, const pavilion::State& after,
                              Action move, float animation);

// Without animations, the tiles land and the points rise this long after each other.
inline constexpr float kQuickStepSeconds = 0.09f;
inline constexpr float kQuickLandingSeconds = 0.06f;  // the first tile lands

// The pitch of a point's bell: a step of a major pentatonic scale up for each point more, up to
// eight points (a bigger score rings at the top).
float point_pitch(int points);
// The pitch of a penalty: a little lower for each point lost.
float penalty_pitch(int points_lost);

// Tiles picked up: a click for each of the first few, quickly one after another, louder for more
// tiles.
void add_take(std::vector<Cue>& cues, int tiles);

// The louder sound wins where two fall at the same moment (every board is scored at once, and
// two boards' points at one moment are heard as one bell, the higher): sorted by time.
void merge_simultaneous(std::vector<Cue>& cues);

}  // namespace azul::ui::sound
