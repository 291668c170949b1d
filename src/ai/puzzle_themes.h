// What a puzzle is about, per game: its themes (an id in the puzzle set, a name and one sentence
// for players, N_-marked: the UI translates them), the theme of a solution against the move a
// player would rather make, and which moves are the same in effect (a puzzle accepts them all).
//
// The theme compares the solution with the natural alternative (the greedy player's move when
// the solution is another, else the runner-up) using the engine's own previews of both moves,
// and names the first difference in this order:
//   Azul: timing the end of the game (a move that completes a wall row ends it), the
//   first-player marker, denying a colour to an opponent's open pattern line, avoiding the
//   floor, setting up a row, column or colour bonus; else planning (the solution scores less
//   now) or counting (the solution is the move worth most now).
//   Summer Pavilion: the bonus tiles to pick, what to keep when passing, completing a star,
//   the statue, window and pillar bonuses, the wild colour, the start token; else planning or
//   counting.
#pragma once

#include <span>
#include <string_view>

#include "engine/classic/state.h"
#include "engine/core/game.h"
#include "engine/pavilion/state.h"

namespace azul::ai {

struct PuzzleTheme {
  std::string_view id;        // as puzzle sets write it
  std::string_view name;      // a heading, N_-marked
  std::string_view sentence;  // what to look for, one sentence, N_-marked
};

// The themes of a game (empty for a game without puzzles), and one of them by id (nullptr).
std::span<const PuzzleTheme> puzzle_themes(std::string_view game);
const PuzzleTheme* find_puzzle_theme(std::string_view game, std::string_view id);

// The theme id of `solution` against `alternative`, both legal in `before`.
std::string_view puzzle_theme(const classic::State& before, Action solution, Action alternative,
                              bool solution_is_greedy);
std::string_view puzzle_theme(const pavilion::State& before, Action solution, Action alternative,
                              bool solution_is_greedy);

// Two legal moves that lead to the same position up to the order of the factories (the same
// colour taken from two factories that hold the same tiles, to the same place).
bool same_in_effect(const classic::State& before, Action a, Action b);
bool same_in_effect(const pavilion::State& before, Action a, Action b);

}  // namespace azul::ai
