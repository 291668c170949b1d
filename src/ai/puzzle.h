// Puzzles: positions from games where one move (or a few moves that are the same in effect)
// beats every other move by a clear margin in points of expected final score difference. A
// puzzle is a record prefix (the position, as a share link: engine/record/link.h) plus its
// answer and metadata; `azul-cli puzzles` finds them (ai/puzzle_search.h) and writes a set as
// plain text, which the page loads when puzzles are opened and the tests replay:
//
//   azul-puzzles 1
//   game azul
//   margin 2.0                   every puzzle's solution beats every other move by this much
//   made games 120 positions 6400 found 900   what the generator examined (summed on merge)
//   # id | position | solution | gap | theme | rating | greedy | other moves
//   7-41 | 2.azul..7.41.ZkkA…Sot | F1 Y 1 | 3.4 | floor | 1650 80 | F2 B 2 | F2 B 2=3.4,C R 1=5.0
//   ...
//   end
//
// - id: "<seed>-<actions>": the generator's game (its seed) and how many of its actions lead to
//   the position; unique in a set, and the order of a set (seed, then actions).
// - solution: the best move, then any moves the same in effect, in the game's notation,
//   separated by commas.
// - gap: the points by which the solution's expected final margin beats every other move's.
// - theme: one of the game's theme ids (ai/puzzle_themes.h).
// - rating: the puzzle's starting rating and its deviation (ai/puzzle_rating.h).
// - greedy: the move the greedy player (no noise) plays: the move worth most now.
// - other moves: the other moves the search measured well, each with the points it loses
//   against the solution (every unlisted move loses at least the gap).
// Blank lines and lines starting with '#' are ignored; an unknown header key is an error.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/status.h"

namespace azul::ai {

inline constexpr int kPuzzleFormatVersion = 1;

struct PuzzleMove {
  std::string move;  // the game's notation
  double loss = 0;   // points it loses against the solution
};

struct Puzzle {
  std::string id;                     // "<seed>-<actions>"
  std::string position;               // the record up to the position, as a share link
  std::vector<std::string> solution;  // the best move first, then those the same in effect
  double gap = 0;                     // every other move loses at least this many points
  std::string theme;
  int rating = 1500;
  int deviation = 350;
  std::string greedy;              // the greedy player's move
  std::vector<PuzzleMove> others;  // measured moves, smallest loss first
  // Whether the solution is the move that scores most now (the greedy player's).
  bool is_greedy() const;
  // `move` (notation) is one of the solution's moves.
  bool solved_by(std::string_view move) const;
};

// What the generator examined to make a set (summed when sets are merged). Its time is not
// kept: a set depends on its seeds alone.
struct PuzzleSetStats {
  std::int64_t games = 0;
  std::int64_t positions = 0;  // examined: a player to move with a choice
  std::int64_t found = 0;      // where the searches found a puzzle (before choose_puzzles)
};

struct PuzzleSet {
  std::string game;  // a game id of the registry
  double margin = 0;
  PuzzleSetStats made;
  std::vector<Puzzle> puzzles;
};

std::string puzzle_id(std::uint64_t seed, std::size_t actions);

// A position of one game where the searches found a puzzle, before it is described.
struct PuzzleCandidate {
  std::size_t actions = 0;  // the position: after this many of the game's actions
  int round = 1;
  bool greedy = false;  // the greedy player's move solves it
  double gap = 0;
};
// The candidates one game keeps (indices, in the game's order): at most kPuzzlesPerRound of a
// round, so that a set spans whole games rather than one moment of each; those that teach
// planning first (the answer is not the greedy move), then the larger gaps.
inline constexpr int kPuzzlesPerRound = 2;
std::vector<std::size_t> choose_puzzles(const std::vector<PuzzleCandidate>& candidates);

std::string print_puzzle_set(const PuzzleSet& set);
// Checks the syntax (fields, numbers, ids unique and in order); errors name the line. The
// positions are not replayed here: that is the game's (ai/puzzle_search.h: check_puzzle).
Parsed<PuzzleSet> parse_puzzle_set(std::string_view text);

// The sets of one game and margin merged, in id order; an error names what differs (another
// game or margin, an id in two sets). At most `greedy_share` of the puzzles merged have the
// greedy move as their answer (so that most teach planning, not greed): the greedy answers with
// the smallest gaps give way.
Parsed<PuzzleSet> merge_puzzle_sets(const std::vector<PuzzleSet>& sets, double greedy_share = 1.0);

}  // namespace azul::ai
