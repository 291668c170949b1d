// What a wall-tiling did to one player's board, step by step, for telling it as a story (the
// page animates each placement with its points, then the floor penalty): the wall spaces
// filled between two positions in the order the rules fill them (rows top to bottom,
// docs/rules.md Decision 2), each with the points it scored when placed, and the floor penalty
// taken. Works from the two boards alone, so a view that skipped positions (the last take, the
// tiling and the next deal seen in one frame) still gets every step.
#pragma once

#include <vector>

#include "engine/classic/player_board.h"
#include "engine/classic/scoring.h"

namespace azul::classic {

struct WallPlacement {
  int row = 0;
  int column = 0;
  Colour colour = Colour::Blue;
  int points = 0;  // what the placement scored (placement_points when it was placed)
};

struct TilingSteps {
  std::vector<WallPlacement> placements;
  int floor_penalty = 0;  // <= 0: the floor line's penalty taken since `before`
  int score_floor = 0;    // >= 0: points given back because the score may not drop below 0
};

inline TilingSteps tiling_steps(const PlayerBoard& before, const PlayerBoard& after) {
  TilingSteps steps;
  Wall wall = before.wall;
  for (int row = 0; row < kWallSize; ++row) {
    for (int col = 0; col < kWallSize; ++col) {
      if (wall.filled(row, col) || !after.wall.filled(row, col)) continue;
      const Colour colour = *after.wall.colour_at(row, col);
      wall.place(row, col, colour);
      steps.placements.push_back({row, col, colour, placement_points(wall, row, col)});
    }
  }
  steps.floor_penalty = after.ledger.floor_penalties - before.ledger.floor_penalties;
  steps.score_floor = after.ledger.score_floor - before.ledger.score_floor;
  return steps;
}

}  // namespace azul::classic
