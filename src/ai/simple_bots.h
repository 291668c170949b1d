// The two simplest bots: RandomBot (uniformly random legal moves, for tests and baselines) and
// GreedyBot (one ply: the move with the best Knowledge::action_values, plus noise so that a
// beginner can beat it). Both decide at the first step() and need no budget.
#pragma once

#include <cstdio>
#include <optional>
#include <string>

#include "ai/bot.h"
#include "ai/knowledge.h"

namespace azul::ai {

// Shared plumbing of the bots that decide in one go.
template <Game S>
class OneShotBot : public Bot<S> {
 public:
  OneShotBot(std::string name, std::uint64_t seed) : name_(std::move(name)), seed_(seed) {}

  void start(const S& state) override {
    state_.emplace(state);
    rng_.reseed(seed_ ^ (static_cast<std::uint64_t>(++moves_started_) * 0x9e3779b97f4a7c15ULL));
    state.legal_actions(actions_);
    best_ = actions_[0];
    value_ = 0.5;
    margin_ = 0;
    elapsed_ms_ = 0;
    done_ = false;
  }
  bool step(double) override {
    if (done_) return true;
    const Stopwatch watch;
    decide();
    done_ = true;
    elapsed_ms_ = watch.elapsed_ms();
    return true;
  }
  Action best_move() const override { return best_; }
  BotInfo info() const override {
    BotInfo info;
    info.best = best_;
    info.value = value_;
    info.margin = margin_;
    info.iterations = done_ ? 1 : 0;
    info.elapsed_ms = elapsed_ms_;
    info.done = done_;
    info.principal_variation.push_back(best_);
    info.top_moves.push_back(MoveStat{best_, 1, value_, margin_, 1.0});
    return info;
  }
  std::string name() const override { return name_; }
  std::string describe() const override {
    char line[160];
    std::snprintf(line, sizeof line, "%s: %s margin %+.1f", name_.c_str(),
                  state_ ? state_->action_to_string(best_).c_str() : "-", margin_);
    return line;
  }
  Budget budget() const override { return Budget::iters(1); }
  void set_budget(const Budget&) override {}

 protected:
  virtual void decide() = 0;

  std::string name_;
  std::uint64_t seed_;
  std::int64_t moves_started_ = 0;
  Rng rng_;
  std::optional<S> state_;
  ActionList actions_;
  Action best_ = 0;
  double value_ = 0.5;
  double margin_ = 0;
  double elapsed_ms_ = 0;
  bool done_ = false;
};

template <Game S>
class RandomBot final : public OneShotBot<S> {
 public:
  explicit RandomBot(std::uint64_t seed) : OneShotBot<S>("random", seed) {}

 private:
  void decide() override {
    this->best_ =
        this->actions_[this->rng_.below(static_cast<std::uint32_t>(this->actions_.size()))];
  }
};

// Plays the move with the highest heuristic value plus uniform noise of +-noise_points.
template <Game S, class K = Knowledge<S>>
class GreedyBot final : public OneShotBot<S> {
 public:
  GreedyBot(std::string name, double noise_points, std::uint64_t seed, const K& knowledge = K{})
      : OneShotBot<S>(std::move(name), seed), noise_(noise_points), knowledge_(knowledge) {}

 private:
  void decide() override {
    const ActionList& actions = this->actions_;
    values_.resize(actions.size());
    knowledge_.action_values(*this->state_, actions, values_.data());
    double best_score = -1e300;
    for (std::size_t i = 0; i < actions.size(); ++i) {
      const double score = values_[i] + noise_ * (2 * this->rng_.unit() - 1);
      if (score > best_score) {
        best_score = score;
        this->best_ = actions[i];
        this->margin_ = values_[i];
      }
    }
  }

  double noise_;
  K knowledge_;
  std::vector<double> values_;
};

}  // namespace azul::ai
