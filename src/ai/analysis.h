// Analysis of a recorded game, move by move, generic over any game: for each decision (a
// player's move; tile draws are not decisions) the search's best move, the expected final point
// margin against the best opponent of the move played and of the best move, the points the
// played move loses, and a label (best, good, inaccuracy, mistake, blunder: thresholds per game
// in its Knowledge, kLossThresholds); per seat the accuracy (share of moves at most "good"),
// the mistakes and blunders and the three biggest losses.
//
// The search is the AI's (ai/mcts_bot.h) with the game's search settings and an iteration
// budget, seeded from the record's seed and the decision's place, so the same record always
// gives the same numbers, natively and in the browser. It sees what the player saw: the
// position before the move (the bag as colour counts; draws happen only after they happened),
// and it watches the played move (MctsBot::watch) so that its margin is measured even when the
// search would rather not look at it.
//
// Time-sliced like the bots: step(ms) thinks at most about that long and returns true once
// every decision is reviewed; the review fills in as it goes.
//
//   ai::Analyser<S> analyser(record, {});
//   while (!analyser.step(4.0)) show(analyser.review(), analyser.progress());
//
// Each decision's search stands alone (DecisionSearch), so the decisions can also be searched
// elsewhere, in any order and at once (azul-cli analyse's threads, the page's Web Workers:
// ui/search/analysis_jobs.h) and handed to the Analyser with add(): the review is the same.
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "ai/knowledge.h"
#include "ai/knowledge_games.h"
#include "ai/mcts_bot.h"
#include "engine/record/record.h"

namespace azul::ai {

enum class MoveLabel { kBest, kGood, kInaccuracy, kMistake, kBlunder };

inline const char* label_name(MoveLabel label) {
  switch (label) {
    case MoveLabel::kBest:
      return "best";
    case MoveLabel::kGood:
      return "good";
    case MoveLabel::kInaccuracy:
      return "inaccuracy";
    case MoveLabel::kMistake:
      return "mistake";
    case MoveLabel::kBlunder:
      return "blunder";
  }
  return "best";
}

// The move the played one is compared with: the most visited of the others that the search
// tried. A move it never tried has no margin (only a default of 0), so in a lost position it
// would look better than every move the search measured.
inline std::optional<MoveStat> most_visited_other(const std::vector<MoveStat>& moves,
                                                  Action played) {
  std::optional<MoveStat> other;
  for (const MoveStat& m : moves)
    if (m.action != played && m.visits > 0 && (!other || m.visits > other->visits)) other = m;
  return other;
}

// A loss of fewer points than `best` counts as the best move itself: the search's own noise.
inline MoveLabel label_for(double loss, const LossThresholds& t, bool played_best) {
  if (played_best || loss < t.best) return MoveLabel::kBest;
  if (loss < t.good) return MoveLabel::kGood;
  if (loss < t.inaccuracy) return MoveLabel::kInaccuracy;
  if (loss < t.mistake) return MoveLabel::kMistake;
  return MoveLabel::kBlunder;
}

struct DecisionReview {
  std::size_t action_index = 0;  // the played move is record.actions[action_index]
  std::size_t move_number = 1;   // counted in moves, as players count them (draws left out)
  int seat = 0;
  int round = 1;
  Action played = 0;
  Action best = 0;
  std::string played_text;  // both in the game's notation, as the position before the move reads
  std::string best_text;
  double played_margin = 0;  // expected final margin against the best opponent, played move
  double best_margin = 0;    // the same for the best move
  double played_value = 0;   // the mover's expected result after the played move (0..1)
  // Every seat's expected final margin against its best opponent after the played move (the
  // evaluation graph); an unsearched (forced) move keeps the previous decision's.
  std::vector<double> margins;
  double loss = 0;  // points: best_margin - played_margin, never below 0
  MoveLabel label = MoveLabel::kBest;
};

struct SeatReview {
  int seat = 0;
  int decisions = 0;
  double accuracy = 1.0;  // share of decisions labelled best or good
  int inaccuracies = 0;
  int mistakes = 0;
  int blunders = 0;
  std::vector<std::size_t> biggest_losses;  // indices into GameReview::decisions, largest first
};

struct GameReview {
  std::vector<DecisionReview> decisions;
  std::vector<SeatReview> seats;
};

struct AnalysisOptions {
  std::int64_t iterations = 0;  // per decision; 0: the game's default (Knowledge)
  std::vector<int> seats;       // 0-based seats to review; empty: every seat
  // Decisions reviewed before (a stored review, perhaps of the game when it was shorter):
  // those that are still the record's are taken as they are, not searched again.
  std::vector<DecisionReview> known;
  // Per decision instead of iterations (0: none). The review then depends on the machine's
  // speed: only for a quick look (azul-cli analyse --budget 'time MS'); stored reviews and the
  // page use iterations.
  double time_ms = 0;
};

// The per-seat summary of a review's decisions.
inline std::vector<SeatReview> summarise(const std::vector<DecisionReview>& decisions,
                                         int players) {
  constexpr std::size_t kBiggest = 3;
  std::vector<SeatReview> seats(static_cast<std::size_t>(players));
  for (int seat = 0; seat < players; ++seat) {
    SeatReview& s = seats[static_cast<std::size_t>(seat)];
    s.seat = seat;
    int good = 0;
    std::vector<std::size_t> lossy;
    for (std::size_t i = 0; i < decisions.size(); ++i) {
      const DecisionReview& d = decisions[i];
      if (d.seat != seat) continue;
      ++s.decisions;
      good += d.label <= MoveLabel::kGood ? 1 : 0;
      s.inaccuracies += d.label == MoveLabel::kInaccuracy ? 1 : 0;
      s.mistakes += d.label == MoveLabel::kMistake ? 1 : 0;
      s.blunders += d.label == MoveLabel::kBlunder ? 1 : 0;
      if (d.loss > 0) lossy.push_back(i);
    }
    s.accuracy = s.decisions ? static_cast<double>(good) / s.decisions : 1.0;
    std::stable_sort(lossy.begin(), lossy.end(), [&](std::size_t a, std::size_t b) {
      return decisions[a].loss > decisions[b].loss;
    });
    lossy.resize(std::min(lossy.size(), kBiggest));
    s.biggest_losses = lossy;
  }
  return seats;
}

// One decision of a record to review: its place and the position before it, as its player saw
// it.
template <Game S>
struct DecisionPlace {
  std::size_t action_index = 0;  // the move is record.actions[action_index]
  std::size_t move_number = 1;
  S before;
};

// The decisions of `record` by the seats in `seats` (every seat when empty), in the record's
// order. A record that stops replaying is reviewed as far as it replays.
template <Game S>
std::vector<DecisionPlace<S>> decisions_of(const GameRecord<S>& record,
                                           const std::vector<int>& seats) {
  std::vector<DecisionPlace<S>> places;
  S state(record.options);
  std::size_t moves = 0;
  for (std::size_t k = 0; k < record.actions.size(); ++k) {
    if (!state.is_chance() && !state.is_terminal()) {
      ++moves;
      const int seat = state.current_player();
      if (seats.empty() || std::find(seats.begin(), seats.end(), seat) != seats.end())
        places.push_back(DecisionPlace<S>{k, moves, state});
    }
    if (!state.apply(record.actions[k]).ok()) break;
  }
  return places;
}

// The seed of decision `action_index`'s search in a record seeded `record_seed`: the same
// record gives the same review, wherever and in whatever order its decisions are searched.
inline std::uint64_t decision_seed(std::uint64_t record_seed, std::size_t action_index) {
  return record_seed * 0x9E3779B97F4A7C15ull + action_index + 1;
}

// The search of one decision: the AI's search of the position before it, watching the move
// played. Each decision is searched on its own, so decisions may be searched in any order and
// on any number of threads or workers (ui/search) with the same results.
template <Game S>
class DecisionSearch {
  using K = Knowledge<S>;

 public:
  DecisionSearch(std::uint64_t record_seed, std::size_t action_index, const S& before,
                 Action played, const Budget& budget)
      : action_index_(action_index),
        played_(played),
        before_(before),
        bot_("analysis", K::search_config(), budget, decision_seed(record_seed, action_index)) {
    bot_.start(before_);
    bot_.watch(played_);
  }

  // Thinks for about `budget_ms`; true once the budget is used up.
  bool step(double budget_ms) { return bot_.step(budget_ms); }

  // The search's judgement of the move played: what the search computes, without the words
  // (the moves' texts) and the place (move number, seat, round) that the review adds. `margins`
  // stays empty when the played move was not searched (a forced move: the review gives it the
  // previous decision's).
  DecisionReview review() const {
    DecisionReview d;
    d.action_index = action_index_;
    d.played = played_;
    // The played move's visits are partly forced (watch): the best other move is the most
    // visited of the rest that the search tried, and the played move is the best when its
    // margin is at least as good.
    const MoveStat mine = bot_.root_stat(played_).value_or(MoveStat{played_, 0, 0.5, 0.0, 0.0});
    const std::optional<MoveStat> other = most_visited_other(bot_.info().top_moves, played_);
    const bool played_best = !other || mine.margin >= other->margin;
    const MoveStat& best = played_best ? mine : *other;
    d.best = best.action;
    d.best_margin = best.margin;
    d.played_margin = mine.margin;
    d.played_value = mine.value;
    d.loss = played_best ? 0.0 : std::max(0.0, d.best_margin - d.played_margin);
    d.label = label_for(d.loss, K::kLossThresholds, d.best == played_);
    if (mine.visits > 0) {
      const Values seats = bot_.root_seat_margins(played_).value_or(Values{});
      d.margins.assign(seats.begin(), seats.begin() + before_.num_players());
    }
    return d;
  }

 private:
  std::size_t action_index_;
  Action played_;
  S before_;
  MctsBot<S, K> bot_;
};

// The review of a record, decision by decision: searched here in slices (step()), or elsewhere
// (DecisionSearch on other threads or in Web Workers) and handed in with add() in any order.
// review() holds the decisions in the record's order as far as every one of them has arrived.
template <Game S>
class Analyser {
  using K = Knowledge<S>;

 public:
  Analyser(const GameRecord<S>& record, const AnalysisOptions& options)
      : seed_(record.seed.value_or(0)),
        iterations_(options.iterations > 0 ? options.iterations : K::kAnalysisIterations),
        time_ms_(options.time_ms),
        players_(S(record.options).num_players()),
        actions_(record.actions),
        pending_(decisions_of(record, options.seats)),
        arrived_(pending_.size()) {
    adopt(options.known);
  }

  // Thinks for about `budget_ms` on the next decision not yet reviewed; true once every
  // decision is reviewed.
  bool step(double budget_ms) {
    const Stopwatch watch;
    while (next_ < pending_.size()) {
      const double left = budget_ms - watch.elapsed_ms();
      if (left <= 0) return false;
      if (!search_) search_ = start(next_);
      if (!search_->step(left)) return false;
      const DecisionReview searched = search_->review();
      search_.reset();
      add(searched);
    }
    return true;
  }

  // The decisions still to review (their action indices, in order), the search of one of them
  // (nullptr for another index; it reads only what the Analyser never changes, so other threads
  // may call it while add() runs) and its budget, for searching elsewhere.
  std::vector<std::size_t> remaining() const {
    std::vector<std::size_t> left;
    for (std::size_t i = next_; i < pending_.size(); ++i)
      if (!arrived_[i]) left.push_back(pending_[i].action_index);
    return left;
  }
  std::unique_ptr<DecisionSearch<S>> search(std::size_t action_index) const {
    const auto i = place_of(action_index);
    return i ? start(*i) : nullptr;
  }
  Budget budget() const {
    return time_ms_ > 0 ? Budget::time(time_ms_) : Budget::iters(iterations_);
  }
  // A decision searched elsewhere (DecisionSearch::review()); one this review does not wait for
  // is ignored.
  void add(const DecisionReview& searched) {
    const std::optional<std::size_t> i = place_of(searched.action_index);
    if (!i || *i < next_) return;
    arrived_[*i] = searched;
    while (next_ < pending_.size() && arrived_[next_]) {
      std::optional<DecisionReview>& waiting = arrived_[next_];
      append(std::move(*waiting));
      waiting.reset();
    }
    review_.seats = summarise(review_.decisions, players_);
  }

  const GameReview& review() const { return review_; }
  std::int64_t iterations() const { return iterations_; }
  std::size_t done() const { return next_; }
  std::size_t total() const { return pending_.size(); }
  double progress() const {
    return pending_.empty() ? 1.0 : static_cast<double>(next_) / pending_.size();
  }

 private:
  // The index in pending_ of the decision at `action_index`, if it is one.
  std::optional<std::size_t> place_of(std::size_t action_index) const {
    const auto place = std::lower_bound(
        pending_.begin(), pending_.end(), action_index,
        [](const DecisionPlace<S>& p, std::size_t index) { return p.action_index < index; });
    if (place == pending_.end() || place->action_index != action_index) return std::nullopt;
    return static_cast<std::size_t>(place - pending_.begin());
  }

  std::unique_ptr<DecisionSearch<S>> start(std::size_t i) const {
    const DecisionPlace<S>& p = pending_[i];
    return std::make_unique<DecisionSearch<S>>(seed_, p.action_index, p.before,
                                               actions_[p.action_index], budget());
  }

  // Takes the leading known decisions that match the pending ones (same move, same seat).
  void adopt(const std::vector<DecisionReview>& known) {
    for (const DecisionReview& k : known) {
      if (next_ >= pending_.size()) break;
      const DecisionPlace<S>& p = pending_[next_];
      if (k.action_index != p.action_index || k.played != actions_[p.action_index] ||
          k.seat != p.before.current_player() || !p.before.is_legal(k.best) ||
          k.margins.size() != static_cast<std::size_t>(players_))
        break;
      append(k);
    }
    review_.seats = summarise(review_.decisions, players_);
  }

  // Decision next_ of the review: its move, place and words from the record, and a forced
  // move's margins from the decision before.
  void append(DecisionReview d) {
    const DecisionPlace<S>& p = pending_[next_];
    d.played = actions_[p.action_index];
    d.move_number = p.move_number;
    d.seat = p.before.current_player();
    d.round = p.before.round();
    d.played_text = p.before.action_to_string(d.played);
    d.best_text = p.before.action_to_string(d.best);
    if (d.margins.empty())
      d.margins = review_.decisions.empty() ? std::vector<double>(players_, 0.0)
                                            : review_.decisions.back().margins;
    review_.decisions.push_back(std::move(d));
    ++next_;
  }

  std::uint64_t seed_;
  std::int64_t iterations_;
  double time_ms_;
  int players_;
  std::vector<Action> actions_;
  std::vector<DecisionPlace<S>> pending_;
  std::vector<std::optional<DecisionReview>> arrived_;  // searched, waiting for those before
  std::size_t next_ = 0;                                // decisions in review_
  std::unique_ptr<DecisionSearch<S>> search_;           // step()'s search of decision next_
  GameReview review_;
};

}  // namespace azul::ai
