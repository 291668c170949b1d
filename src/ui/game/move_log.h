// The move log of a game: one line per player move ("P2 takes 3 blue from factory 4 -> line
// 3"), a heading at the start of each round, after each round its scoring (a line per seat:
// "P1 +5: wall placements +7, floor penalties −2") and at the end the end bonuses, and the
// position each line leads to (so that a tap on it shows the table as it was). Pure:
// unit-tested in tests/unit/ui/game_flow_test.cpp.
#pragma once

#include <string>
#include <vector>

#include "engine/record/round_points.h"
#include "ui/game/game_session.h"
#include "ui/game/game_traits.h"
#include "ui/game/score_words.h"
#include "ui/i18n/translate.h"

namespace azul::ui {

enum class LogKind { kHeading, kMove, kScoring };

struct LogLine {
  int seat;  // the seat of a move or a scoring line; -1 for a heading
  std::string text;
  std::size_t position = 0;  // the position after this move or scoring (for viewing it)
  LogKind kind = LogKind::kMove;
};

// The players' moves among the first `k` actions (tile draws are not moves).
template <Game S>
std::size_t moves_before(const GameSession<S>& session, std::size_t k) {
  std::size_t moves = 0;
  for (std::size_t j = 0; j < k; ++j) moves += session.actor(j) >= 0 ? 1 : 0;
  return moves;
}

namespace move_log_detail {

// A heading, then one line per seat with its points.
inline void add_scoring(std::vector<LogLine>& log, const std::string& heading,
                        const std::vector<SeatPoints>& seats, std::size_t position,
                        int lowest_score) {
  log.push_back(LogLine{-1, heading, position, LogKind::kHeading});
  for (std::size_t seat = 0; seat < seats.size(); ++seat) {
    // TRANSLATORS: a line of the move log: seat {1} ("P2") and its points of a round ("+5:
    // wall placements +7, floor penalties −2").
    const char* line = trc("move log: points", "{1} {2}");
    log.push_back(LogLine{
        static_cast<int>(seat),
        format(line, seat_label(static_cast<int>(seat)), points_phrase(seats[seat], lowest_score)),
        position, LogKind::kScoring});
  }
}

}  // namespace move_log_detail

template <Game S>
std::vector<LogLine> move_log(const GameSession<S>& session) {
  std::vector<LogLine> log;
  const GameBreakdown points = game_breakdown(session.record());
  const int lowest = session.position(0).score_bounds().first;
  std::size_t next_round = 0;  // the next complete round of `points` to log
  int round = 0;
  for (std::size_t k = 0; k < session.action_count(); ++k) {
    const S& before = session.position(k);
    const int actor = session.actor(k);
    if (actor >= 0) {
      if (before.round() != round) {
        round = before.round();
        log.push_back(LogLine{-1, format(tr("Round {1}"), round), k, LogKind::kHeading});
      }
      // TRANSLATORS: a line of the move log: seat {1} ("P2") and its move ("takes 3 blue from
      // factory 4 → line 3").
      const char* line = trc("move log: a move", "{1} {2}");
      log.push_back(LogLine{actor,
                            format(line, seat_label(actor),
                                   GameTraits<S>::describe(before, session.record().actions[k])),
                            k + 1, LogKind::kMove});
    }
    while (next_round < points.rounds.size() && points.rounds[next_round].complete &&
           points.rounds[next_round].end_position == k + 1) {
      const RoundPoints& scored = points.rounds[next_round++];
      // TRANSLATORS: a heading of the move log: the points of round {1} follow.
      move_log_detail::add_scoring(log, format(tr("Round {1} scoring"), scored.round), scored.seats,
                                   k + 1, lowest);
    }
  }
  if (points.finished)
    // TRANSLATORS: a heading of the move log: the points scored at the end of the game follow.
    move_log_detail::add_scoring(log, tr("End bonuses"), points.end_bonuses, session.action_count(),
                                 lowest);
  return log;
}

}  // namespace azul::ui
