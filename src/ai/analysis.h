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
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
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

template <Game S>
class Analyser {
  using K = Knowledge<S>;

 public:
  Analyser(const GameRecord<S>& record, const AnalysisOptions& options)
      : seed_(record.seed.value_or(0)),
        iterations_(options.iterations > 0 ? options.iterations : K::kAnalysisIterations),
        time_ms_(options.time_ms),
        players_(0) {
    S state(record.options);
    players_ = state.num_players();
    actions_ = record.actions;
    std::size_t moves = 0;
    for (std::size_t k = 0; k < record.actions.size(); ++k) {
      const Action a = record.actions[k];
      if (!state.is_chance() && !state.is_terminal()) {
        ++moves;
        const int seat = state.current_player();
        const bool wanted =
            options.seats.empty() ||
            std::find(options.seats.begin(), options.seats.end(), seat) != options.seats.end();
        if (wanted) pending_.push_back(Pending{k, moves, state});
      }
      if (!state.apply(a).ok()) break;  // a record that does not replay: review what does
    }
    adopt(options.known);
  }

  // Thinks for about `budget_ms`; true once every decision is reviewed.
  bool step(double budget_ms) {
    const Stopwatch watch;
    while (next_ < pending_.size()) {
      const double left = budget_ms - watch.elapsed_ms();
      if (left <= 0) return false;
      if (!bot_) begin(pending_[next_]);
      if (!bot_->step(left)) return false;
      finish(pending_[next_]);
      ++next_;
    }
    return true;
  }

  const GameReview& review() const { return review_; }
  std::int64_t iterations() const { return iterations_; }
  std::size_t done() const { return next_; }
  std::size_t total() const { return pending_.size(); }
  double progress() const {
    return pending_.empty() ? 1.0 : static_cast<double>(next_) / pending_.size();
  }

 private:
  struct Pending {
    std::size_t action_index;
    std::size_t move_number;
    S before;
  };

  void begin(const Pending& p) {
    // Seeded by the record and the decision's place: the same record gives the same review.
    const std::uint64_t seed = seed_ * 0x9E3779B97F4A7C15ull + p.action_index + 1;
    const Budget budget = time_ms_ > 0 ? Budget::time(time_ms_) : Budget::iters(iterations_);
    bot_ = std::make_unique<MctsBot<S, K>>("analysis", K::search_config(), budget, seed);
    bot_->start(p.before);
    bot_->watch(played_of(p));
  }

  Action played_of(const Pending& p) const { return actions_[p.action_index]; }

  // Takes the leading known decisions that match the pending ones (same move, same seat).
  void adopt(const std::vector<DecisionReview>& known) {
    for (const DecisionReview& k : known) {
      if (next_ >= pending_.size()) break;
      const Pending& p = pending_[next_];
      if (k.action_index != p.action_index || k.played != played_of(p) ||
          k.seat != p.before.current_player() || !p.before.is_legal(k.best) ||
          k.margins.size() != static_cast<std::size_t>(players_))
        break;
      DecisionReview d = k;
      d.played_text = p.before.action_to_string(d.played);
      d.best_text = p.before.action_to_string(d.best);
      review_.decisions.push_back(std::move(d));
      ++next_;
    }
    review_.seats = summarise(review_.decisions, players_);
  }

  void finish(const Pending& p) {
    const Action played = played_of(p);
    DecisionReview d;
    d.action_index = p.action_index;
    d.move_number = p.move_number;
    d.seat = p.before.current_player();
    d.round = p.before.round();
    d.played = played;
    // The played move's visits are partly forced (watch): the best other move is the most
    // visited of the rest that the search tried, and the played move is the best when its
    // margin is at least as good.
    const MoveStat mine = bot_->root_stat(played).value_or(MoveStat{played, 0, 0.5, 0.0, 0.0});
    const std::optional<MoveStat> other = most_visited_other(bot_->info().top_moves, played);
    const bool played_best = !other || mine.margin >= other->margin;
    const MoveStat& best = played_best ? mine : *other;
    d.best = best.action;
    d.played_text = p.before.action_to_string(played);
    d.best_text = p.before.action_to_string(d.best);
    d.best_margin = best.margin;
    d.played_margin = mine.margin;
    d.played_value = mine.value;
    d.loss = played_best ? 0.0 : std::max(0.0, d.best_margin - d.played_margin);
    d.label = label_for(d.loss, K::kLossThresholds, d.best == played);
    if (mine.visits > 0) {
      const Values seats = bot_->root_seat_margins(played).value_or(Values{});
      d.margins.assign(seats.begin(), seats.begin() + players_);
    } else {
      d.margins = review_.decisions.empty() ? std::vector<double>(players_, 0.0)
                                            : review_.decisions.back().margins;
    }
    review_.decisions.push_back(d);
    review_.seats = summarise(review_.decisions, players_);
    bot_.reset();
  }

  std::uint64_t seed_;
  std::int64_t iterations_;
  double time_ms_;
  int players_;
  std::vector<Pending> pending_;
  std::vector<Action> actions_;
  std::size_t next_ = 0;
  std::unique_ptr<MctsBot<S, K>> bot_;
  GameReview review_;
};

}  // namespace azul::ai
