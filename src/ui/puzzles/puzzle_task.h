// PuzzleTask<S>: one puzzle as the puzzle screen (ui/puzzles/puzzle_screen.h) plays it, from a
// shipped set (ai/puzzle.h) or from a mistake of an analysed game (ai/analysis.h: "learn from
// your mistakes"), and the verdict on a move tried in it. Pure: unit-tested.
//
// A set's puzzle knows its solution (the moves the same in effect), the gap by which it beats
// every other move and the losses of the moves the search measured; a move it did not measure
// loses at least the gap. A mistake knows the analysis's best move and the loss of the move
// played in the game; any other move needs the analysis's search again (ui/puzzles/
// mistake_check.h), and counts as right when the analysis would label it "best".
#pragma once

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "ai/analysis.h"
#include "ai/puzzle.h"
#include "ai/puzzle_themes.h"
#include "engine/record/link.h"
#include "engine/record/record.h"

namespace azul::ui {

template <Game S>
struct PuzzleTask {
  GameRecord<S> record;  // the game up to the position
  S position;
  std::vector<Action> solution;  // the best move first
  // Every other move loses at least this (a set's puzzle); 0 for a mistake.
  double gap = 0;
  std::vector<std::pair<Action, double>> losses;  // other moves measured, and their losses
  std::string theme;                              // a set's theme id, "" for a mistake
  // A set's puzzle: its id and rating.
  std::string id;
  int rating = 0;
  int deviation = 0;
  // A mistake: the decision of the review it comes from.
  std::optional<std::size_t> decision;

  bool is_mistake() const { return decision.has_value(); }
  bool solved_by(Action move) const {
    return std::find(solution.begin(), solution.end(), move) != solution.end();
  }
  std::optional<double> loss_of(Action move) const {
    for (const auto& [action, loss] : losses)
      if (action == move) return loss;
    return std::nullopt;
  }
};

// The verdict on a tried move.
struct PuzzleVerdict {
  bool right = false;
  Action tried = 0;
  Action best = 0;  // the solution's move (the tried one when it is right)
  // Right: the points it gains over the next-best move (a mistake: over the move played in the
  // game). Wrong: the points the tried move loses against the best.
  double points = 0;
  bool at_least = false;  // wrong, and the tried move was not measured: it loses at least that
};

// A set's puzzle as the screen plays it, or nothing when it does not fit the game (a damaged
// set: the tests keep the shipped ones right).
template <Game S>
std::optional<PuzzleTask<S>> task_from_puzzle(const ai::Puzzle& p) {
  Parsed<LinkText> text = split_link(p.position);
  if (!text.ok()) return std::nullopt;
  Parsed<GameRecord<S>> record = decode_link<S>(*text.value);
  if (!record.ok()) return std::nullopt;
  S position = replay(*record.value);
  if (position.is_chance() || position.is_terminal()) return std::nullopt;
  PuzzleTask<S> task{std::move(*record.value), position};
  const auto legal_move = [&](const std::string& notation) -> std::optional<Action> {
    Parsed<Action> a = position.parse_action(notation);
    if (!a.ok() || !position.is_legal(*a.value)) return std::nullopt;
    return *a.value;
  };
  for (const std::string& move : p.solution) {
    const std::optional<Action> a = legal_move(move);
    if (!a) return std::nullopt;
    task.solution.push_back(*a);
  }
  for (const ai::PuzzleMove& m : p.others)
    if (const std::optional<Action> a = legal_move(m.move)) task.losses.emplace_back(*a, m.loss);
  task.gap = p.gap;
  task.theme = p.theme;
  task.id = p.id;
  task.rating = p.rating;
  task.deviation = p.deviation;
  return task;
}

// Decision `index` of `review` (of the game `game`) as a puzzle: the position before the move,
// the analysis's best move (and those the same in effect) as the solution, the move played as
// the known loss.
template <Game S>
PuzzleTask<S> task_from_mistake(const GameRecord<S>& game, const ai::GameReview& review,
                                std::size_t index) {
  const ai::DecisionReview& d = review.decisions[index];
  GameRecord<S> record = game;
  record.actions.resize(d.action_index);
  const S position = replay(record);
  PuzzleTask<S> task{std::move(record), position};
  task.solution.push_back(d.best);
  ActionList legal;
  position.legal_actions(legal);
  for (Action a : legal)
    if (a != d.best && ai::same_in_effect(position, d.best, a)) task.solution.push_back(a);
  task.losses.emplace_back(d.played, d.loss);
  task.decision = index;
  return task;
}

// The decisions of `review` that are a person's mistakes: labelled an inaccuracy or worse, made
// at one of `people`'s seats (0-based), in the game's order.
inline std::vector<std::size_t> mistakes_of(const ai::GameReview& review,
                                            const std::vector<int>& people) {
  std::vector<std::size_t> mistakes;
  for (std::size_t i = 0; i < review.decisions.size(); ++i) {
    const ai::DecisionReview& d = review.decisions[i];
    if (d.label >= ai::MoveLabel::kInaccuracy &&
        std::find(people.begin(), people.end(), d.seat) != people.end())
      mistakes.push_back(i);
  }
  return mistakes;
}

// The verdict on `tried`, or nothing when it needs the analysis's search (a mistake's move that
// is neither the best nor the one played).
template <Game S>
std::optional<PuzzleVerdict> judge_answer(const PuzzleTask<S>& task, Action tried) {
  PuzzleVerdict v{false, tried, task.solution.front(), 0.0, false};
  if (task.solved_by(tried)) {
    v.right = true;
    v.best = tried;
    v.points = task.is_mistake() ? task.losses.front().second : task.gap;
    return v;
  }
  if (const std::optional<double> loss = task.loss_of(tried)) {
    v.points = *loss;
    return v;
  }
  if (task.is_mistake()) return std::nullopt;
  v.points = task.gap;
  v.at_least = true;
  return v;
}

// The verdict on a mistake's move from the analysis of the position with that move played
// (ui/puzzles/mistake_check.h): right when the analysis labels it best.
template <Game S>
PuzzleVerdict verdict_from_review(const PuzzleTask<S>& task, const ai::DecisionReview& checked) {
  PuzzleVerdict v{checked.label == ai::MoveLabel::kBest, checked.played, task.solution.front(),
                  checked.loss, false};
  if (v.right) {
    v.best = checked.played;
    v.points = std::max(0.0, task.losses.front().second - checked.loss);
  }
  return v;
}

}  // namespace azul::ui
