// The statistics screen's figures (ui/progress/progress_screen.h), computed from the results
// ledger by pure functions, so that unit tests can feed them any history.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "ui/progress/game_result.h"

namespace azul::ui {

// Which results count: one game, a number of players (0: any) and a first moment (0: all time).
struct ResultFilter {
  std::string game;
  int players = 0;
  std::int64_t since_ms = 0;
};
bool passes(const GameResult& result, const ResultFilter& filter);

struct Tally {
  int games = 0;
  int wins = 0;
  int draws = 0;
  int losses = 0;
  // Wins and half the draws, as a share of the games (0 when there are none).
  double win_share() const;
  void add(double score);  // 1, 0.5 or 0
};

// The results against one kind of opponent: an AI level, or people ("" as the level).
struct OpponentTally {
  std::string level;
  Tally tally;
};

struct CategoryAverage {
  std::string category;  // as game_result.h writes it ("floor_penalties")
  double per_game = 0.0;
};

// One game of the "scores over the last games" plot.
struct ScorePoint {
  std::int64_t ended_ms = 0;
  int mine = 0;
  int best_other = 0;
};

struct Statistics {
  Tally overall;                         // by places: a win is first place alone
  std::vector<OpponentTally> opponents;  // each AI seat counts as an opponent; ladder order
  Tally by_players[kMaxPlayers + 1];     // [2], [3], [4]
  double average_score = 0.0;
  int best_score = 0;
  std::string best_game;                 // the id of the best score's game
  double average_margin = 0.0;           // against the best other score
  std::vector<double> points_per_round;  // round 1, 2, ...: the average over games that had it
  std::vector<CategoryAverage> categories;
  int analysed = 0;  // games with an accuracy
  double average_accuracy = 0.0;
  int current_streak = 0;  // wins in a row up to the last game (negative: losses in a row)
  int best_streak = 0;     // the most wins in a row
  std::vector<ScorePoint> last_scores;  // the last kLastScores games, oldest first
};

inline constexpr std::size_t kLastScores = 30;

// The figures of the results that pass `filter`.
Statistics compute_statistics(std::span<const GameResult> results, const ResultFilter& filter);

}  // namespace azul::ui
