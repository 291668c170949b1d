// Bot: the interface of every AI player, generic over any game satisfying azul::Game.
//
// Thinking is incremental so that a single-threaded caller (the web page, between frames) never
// blocks for longer than it chooses:
//
//   std::unique_ptr<ai::Bot<S>> bot = ai::make_bot<S>("hard", seed);   // ai/make_bot.h
//   bot->start(state);                  // a player node (not chance, not terminal)
//   while (!bot->step(4.0)) render();   // each call thinks at most ~4 ms of wall clock
//   Action move = bot->best_move();     // legal in `state`; valid at any time after start()
//
// - start(state) copies the state; the caller may change its own copy afterwards.
// - step(budget_ms) thinks for at most about budget_ms (one search iteration may overrun it by
//   its own length, typically microseconds) and returns true once the level's budget is used
//   up. Calling step() again after that returns true at once. Callers may stop early at any
//   time and take best_move().
// - best_move() is the move the bot would play now; before any step() it is the search's prior
//   choice (a legal move).
// - info() reports the search: the expected result of the chosen move for the mover, its
//   expected point margin against the best opponent, iterations, elapsed thinking time, the
//   principal variation and the most considered moves. describe() prints it on one line.
// - With an iteration budget (no time budget) and a fixed seed, the chosen move and info()
//   (except elapsed_ms) are identical however the thinking is split into step() calls and
//   however fast the machine is. Time budgets trade that determinism for a bounded wait
//   (medium and hard have an iteration budget plus a 1 s safety cap, see ai/levels.h).
// - Levels and their one-line descriptions for menus: ai::bot_levels() (ai/levels.h).
//   Budget overrides for the CLI and the text protocol ("go time 100", "go iterations 5000"):
//   ai::parse_budget() and make_bot's `budget` argument; set_budget() changes it later.
// - Levels: random (uniform), easy (one-ply greedy with noise), medium / hard / max (Monte
//   Carlo tree search with game knowledge, ai/mcts_bot.h and ai/knowledge*.h).
//
// Bots only read what a player sees: the engine keeps the bag as colour counts, and chance
// outcomes are sampled from those counts by the bot's own random generator.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ai/budget.h"
#include "engine/core/game.h"

namespace azul::ai {

// One candidate move at the root of the search.
struct MoveStat {
  Action action = 0;
  std::int64_t visits = 0;  // how often the search tried it
  double value = 0;         // mean result for the mover, 0 (sure loss) .. 1 (sure win)
  double margin = 0;        // mean point margin against the best opponent
  double prior = 0;         // the heuristic's prior probability of the move
};

struct BotInfo {
  Action best = 0;
  double value = 0.5;  // expected result of `best` for the mover, 0 .. 1
  double margin = 0;   // expected final (or cut-off) point margin vs the best opponent
  std::int64_t iterations = 0;
  std::int64_t reused_visits = 0;           // root visits kept from the previous move's tree
  double elapsed_ms = 0;                    // wall-clock time spent inside step() since start()
  bool done = false;                        // the budget is used up
  std::vector<Action> principal_variation;  // best, then the expected replies, ...
  std::vector<MoveStat> top_moves;          // most visited first (at most kTopMoves)
  static constexpr std::size_t kTopMoves = 8;
};

template <Game S>
class Bot {
 public:
  virtual ~Bot() = default;
  // Starts thinking about `state`, which must be a player node.
  virtual void start(const S& state) = 0;
  // Thinks for at most about budget_ms; true once the level's budget is used up.
  virtual bool step(double budget_ms) = 0;
  virtual Action best_move() const = 0;
  virtual BotInfo info() const = 0;
  // The level name ("hard") and, after start(), a one-line account of the search.
  virtual std::string name() const = 0;
  virtual std::string describe() const = 0;
  // The budget of one move (the level's default unless overridden).
  virtual Budget budget() const = 0;
  virtual void set_budget(const Budget& budget) = 0;
};

// Thinks about `state` until the bot's budget is used up (in slices of slice_ms) and returns
// the chosen move. For the CLI, tests and tournaments; an interactive caller steps by itself.
template <Game S>
Action think(Bot<S>& bot, const S& state, double slice_ms = 50.0) {
  bot.start(state);
  while (!bot.step(slice_ms)) {
  }
  return bot.best_move();
}

}  // namespace azul::ai
