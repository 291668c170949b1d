// Where each seat's points came from, round by round, for a game record: the breakdown lines
// of the engine (core/game.h) observed at the start, at the end of every round and at the end
// of the game. A round's points leave the end bonuses out; they have a block of their own.
// Read by azul-cli's engine protocol and replay (cli/round_breakdown.h) and by the page's move
// log (ui/game/move_log.h).
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "engine/core/game.h"
#include "engine/record/record.h"

namespace azul {

struct SeatPoints {
  std::vector<ScoreLine> lines;  // the points of each line in this span (0 where none)
  int total = 0;                 // their sum
  int score = 0;                 // the score at its end, end bonuses left out
};

struct RoundPoints {
  int round = 1;
  bool complete = true;          // false: the round being played (its points so far)
  std::size_t end_position = 0;  // the position (actions played) where it ended or stands now
  std::vector<SeatPoints> seats;
};

struct GameBreakdown {
  std::vector<int> start;  // each seat's score before the first action
  std::vector<RoundPoints> rounds;
  bool finished = false;
  std::vector<SeatPoints> end_bonuses;  // when finished: each end bonus by kind
  std::vector<int> scores;              // the running totals now (end bonuses included)
};

namespace breakdown_detail {

// The non-end-bonus points gained since `before` (label by label), and the score without end
// bonuses now.
inline SeatPoints points_since(const std::vector<ScoreLine>& before,
                               const std::vector<ScoreLine>& now) {
  std::map<std::string, int> earlier;
  for (const ScoreLine& line : before) earlier[line.label] = line.points;
  SeatPoints points;
  for (const ScoreLine& line : now) {
    if (line.end_bonus) continue;
    const int gained = line.points - earlier[line.label];
    points.lines.push_back({line.label, gained});
    points.total += gained;
    points.score += line.points;
  }
  return points;
}

}  // namespace breakdown_detail

template <Game S>
GameBreakdown game_breakdown(const GameRecord<S>& record) {
  S state(record.options);
  const int players = state.num_players();
  auto lines_now = [&] {
    std::vector<std::vector<ScoreLine>> lines;
    for (int seat = 0; seat < players; ++seat) lines.push_back(state.breakdown(seat));
    return lines;
  };
  GameBreakdown result;
  for (int seat = 0; seat < players; ++seat) result.start.push_back(state.score(seat));
  std::vector<std::vector<ScoreLine>> before = lines_now();
  std::size_t played = 0;
  auto close_round = [&](int round, bool complete) {
    const auto now = lines_now();
    RoundPoints points{round, complete, played, {}};
    for (int seat = 0; seat < players; ++seat)
      points.seats.push_back(breakdown_detail::points_since(before[seat], now[seat]));
    result.rounds.push_back(std::move(points));
    before = now;
  };
  for (Action action : record.actions) {
    const int round = state.round();
    state.apply_unchecked(action);
    ++played;
    if (state.round() != round || state.is_terminal()) close_round(round, true);
  }
  result.finished = state.is_terminal();
  if (!result.finished) close_round(state.round(), false);
  for (int seat = 0; seat < players; ++seat) {
    result.scores.push_back(state.score(seat));
    if (!result.finished) continue;
    SeatPoints bonuses;
    for (const ScoreLine& line : state.breakdown(seat))
      if (line.end_bonus) {
        bonuses.lines.push_back(line);
        bonuses.total += line.points;
      }
    bonuses.score = state.score(seat);
    result.end_bonuses.push_back(std::move(bonuses));
  }
  return result;
}

}  // namespace azul
