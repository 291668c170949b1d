// Glicko-2, as Mark Glickman published it ("Example of the Glicko-2 system", Boston
// University, 2013): a rating, its deviation (how uncertain the rating is) and its volatility
// (how erratic the player's results are). Pure arithmetic: no UI, no I/O, no clock.
//
// A rating period here is one game: the page's progress (ui/progress) rates each finished game
// against the AI as a period of its own, with one result per AI seat; the puzzles rate each
// attempt the same way; `azul-cli rating` simulates both through this same code.
//
// The scale is Elo's (400 points a factor of ten in the odds), the one on which the AI ladder's
// ratings were measured (ai/levels.cpp), so a player's rating reads like the ladder's: the
// level you beat about half the time has about your rating.
//
//   glicko2::Rating me;                                   // 1500, 350, 0.06: a new player
//   me = glicko2::rate(me, {{1731, 50, 1.0}, {1965, 50, 0.0}});
#pragma once

#include <span>

namespace azul::glicko2 {

// The published defaults for a new player.
inline constexpr double kDefaultRating = 1500.0;
inline constexpr double kDefaultDeviation = 350.0;
inline constexpr double kDefaultVolatility = 0.06;
// The system constant τ: how much the volatility may change in a period (0.3 to 1.2 are
// reasonable; the paper's example uses 0.5).
inline constexpr double kDefaultTau = 0.5;

struct Rating {
  double rating = kDefaultRating;
  double deviation = kDefaultDeviation;
  double volatility = kDefaultVolatility;
};

// One game of the period against one opponent: 1 a win, 0.5 a draw, 0 a loss.
struct Result {
  double opponent_rating = kDefaultRating;
  double opponent_deviation = kDefaultDeviation;
  double score = 0.5;
};

// The rating after one rating period with these results. With no results only the deviation
// grows (the player was not seen: the rating is less certain).
Rating rate(const Rating& before, std::span<const Result> results, double tau = kDefaultTau);

// The expected score (0 to 1) of a player of `rating` against an opponent of
// `opponent_rating` whose rating has deviation `opponent_deviation`.
double expected_score(double rating, double opponent_rating, double opponent_deviation);

}  // namespace azul::glicko2
