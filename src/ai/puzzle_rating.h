// A puzzle's starting rating from which rungs of the AI ladder (ai/levels.cpp) find its
// solution: the rating at which a solver finds it half the time. A puzzle is an opponent in
// Glicko-2 (rating/glicko2.h): a rung of rating r solves a puzzle of rating R with Glicko-2's
// expected score of r against R, so the puzzle's rating is the R under which the rungs' results
// are most likely (the maximum-likelihood fit), and its deviation the fit's standard error. A
// puzzle that novice finds is easy; one that only hard finds is hard.
#pragma once

#include <span>

namespace azul::ai {

// The tries of one rung on a puzzle (each with its own seed) and how many found the solution.
struct RungAttempts {
  double rating = 0;
  int solved = 0;
  int tries = 0;
};

struct PuzzleRating {
  int rating = 1500;
  int deviation = 350;
};

// How far beyond the rungs' ratings a fit may go when every rung, or none, solved it.
inline constexpr double kBeyondLadder = 300.0;
inline constexpr int kLeastPuzzleDeviation = 30;
inline constexpr int kMostPuzzleDeviation = 350;

PuzzleRating puzzle_rating_from_rungs(std::span<const RungAttempts> rungs);

}  // namespace azul::ai
