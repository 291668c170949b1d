// MctsBot: Monte Carlo tree search over any azul::Game, guided by Knowledge<S>.
//
// Algorithm (one iteration):
//  1. Selection from the root by PUCT: mean reward + c * prior * sqrt(N) / (1 + n). Priors are
//     a softmax of Knowledge::action_values (points) and pruning keeps only the best-prior
//     moves at inner nodes (every move at the root), so obviously bad moves — such as dumping
//     a pile on the floor — cost no search.
//  2. The tree covers the rest of the current round. A bag draw of that round (Summer
//     Pavilion's supply refills; MctsConfig::chance_in_tree) is a chance node: each iteration
//     samples the draw from the bag's colour counts and goes on in that outcome's subtree. The
//     draws of the next round (the factories' fill) end the tree: below them the iteration is
//     a playout, so later rounds are averaged over fresh draws in every iteration (the bag's
//     order is never known, only its counts). With MctsConfig::sampled_deals the fill is a deal
//     node instead, whose edges are that many fixed deals, each with the next round's subtree
//     below it; the iterations take the deals in turn.
//  3. Expansion: a node is created the first time its move is tried and expanded (its moves
//     and priors computed) the second time it is reached.
//  4. Playout with Knowledge::rollout_move until the game ends or until `rollout_rounds`
//     round ends after the root's round, then Knowledge::evaluate estimates every seat's points.
//  5. Backup: each seat's reward is logistic(margin vs its best opponent / scale), mixed with
//     the win share at the end of the game; every node keeps the reward of the seat that
//     moves there (max^n for 2-4 players).
// An iteration budget runs to its count, or with MctsConfig::stop_when_settled until no other
// root move could overtake the most visited one in the iterations left (the same move, sooner).
// A time-only budget (the max level) runs on the wall clock from start() and ends early once
// the choice is settled in the same sense, at the speed the search has had so far. A search
// that watches a move for analysis (watch()) never stops early: it spends its whole budget.
//
// Tree reuse (MctsConfig::reuse_tree): start() looks for the new position among the positions
// of the old tree (the moves played since were searched); when found, the subtree below it
// becomes the new tree, statistics and all, and the budget buys new iterations on top. The
// root always gets every legal move again (an inner node kept only the best-prior ones).
//
// Memory: nodes and edges live in two vectors that are cleared, not freed, by start(), so a
// bot reuses its arena from move to move; when the arena cap is reached the tree stops growing
// and iterations continue as playouts from its leaves.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <numeric>
#include <optional>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "ai/knowledge.h"

namespace azul::ai {

template <Game S, class K = Knowledge<S>>
class MctsBot final : public Bot<S> {
 public:
  MctsBot(std::string name, const MctsConfig& config, const Budget& budget, std::uint64_t seed,
          const K& knowledge = K{})
      : name_(std::move(name)),
        config_(config),
        budget_(budget),
        seed_(seed),
        rng_(seed),
        knowledge_(knowledge) {
    if (config_.prior_temperature == 0) config_.prior_temperature = K::kPriorTemperature;
    if (config_.margin_scale == 0) config_.margin_scale = K::kMarginScale;
  }

  void start(const S& state) override {
    const int kept = config_.reuse_tree && root_ ? find_node(state) : -1;
    if (kept > 0) {
      reroot(kept, state);
    } else if (kept < 0) {
      nodes_.clear();
      edges_.clear();
      nodes_.push_back(Node{state.current_player()});
      expand(0, state);
    }  // kept == 0: the same position again, the whole tree stays
    root_.emplace(state);
    state_.emplace(state);
    reused_visits_ = nodes_[0].visits;
    root_margins_.assign(nodes_[0].num_edges, RootMargins{});
    iterations_ = 0;
    elapsed_ms_ = 0;
    watched_ = -1;
    turn_clock_.restart();
    rng_.reseed(seed_);
    root_round_ = state.round();
    done_ = nodes_[0].num_edges <= 1 || zero_budget();
  }

  bool step(double budget_ms) override {
    if (done_) return true;
    const Stopwatch watch;
    bool first = true;
    while (!done_) {
      if (budget_.iterations) {
        const std::int64_t left = *budget_.iterations - iterations_;
        if (left <= 0 || (config_.stop_when_settled && settle_check_due() && root_lead() > left))
          done_ = true;
      }
      const double used = watch.elapsed_ms();
      if (budget_.time_ms) {
        // A time cap beside an iteration budget counts thinking time only, so that a caller
        // thinking in slices between frames does not cut medium and hard short. A time-only
        // budget (max) is what the player waits: the wall clock since start().
        const double spent = budget_.iterations ? elapsed_ms_ + used : turn_clock_.elapsed_ms();
        if (spent >= *budget_.time_ms) done_ = true;
        if (!done_ && !budget_.iterations && settle_check_due() && settled(spent)) done_ = true;
      }
      if (done_ || (!first && used >= budget_ms)) break;
      iterate();
      ++iterations_;
      first = false;
    }
    elapsed_ms_ += watch.elapsed_ms();
    return done_;
  }

  Action best_move() const override { return edges_[best_root_edge()].action; }

  // Analysis (ai/analysis.h): after start(), makes sure root move `action` is searched well
  // enough to judge it, at least a quarter as often as the root itself, even where the search
  // would rather leave it. Iteration budgets stay deterministic.
  void watch(Action action) {
    watched_ = -1;
    const Node& root = nodes_[0];
    for (int e = root.first_edge; e < root.first_edge + root.num_edges; ++e)
      if (edges_[e].action == action) watched_ = e;
  }
  // Every seat's mean final margin against its best opponent after root move `action` (none:
  // not a move of the root; zeros: not searched).
  std::optional<Values> root_seat_margins(Action action) const {
    const Node& root = nodes_[0];
    for (int e = root.first_edge; e < root.first_edge + root.num_edges; ++e) {
      if (edges_[e].action != action) continue;
      const RootMargins& margins = root_margins_[e - root.first_edge];
      Values out = margins.sums;
      const double samples = static_cast<double>(std::max<std::int64_t>(margins.samples, 1));
      for (double& m : out) m /= samples;
      return out;
    }
    return std::nullopt;
  }
  // The search's statistics of a root move (none: not a move of the root).
  std::optional<MoveStat> root_stat(Action action) const {
    const Node& root = nodes_[0];
    for (int e = root.first_edge; e < root.first_edge + root.num_edges; ++e) {
      // An unsearched move (a forced one: the search had nothing to choose) is even.
      if (edges_[e].action == action) return root_move_stat(e, 0.5);
    }
    return std::nullopt;
  }

  BotInfo info() const override {
    BotInfo info;
    const Node& root = nodes_[0];
    const int best = best_root_edge();
    info.best = edges_[best].action;
    info.iterations = iterations_;
    info.reused_visits = reused_visits_;
    info.elapsed_ms = elapsed_ms_;
    info.done = done_;
    const Edge& e = edges_[best];
    info.value = e.visits ? e.total / e.visits : 0.5;
    info.margin = mean_root_margin(best);
    std::vector<int> order(root.num_edges);
    std::iota(order.begin(), order.end(), root.first_edge);
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return edges_[a].visits > edges_[b].visits; });
    for (std::size_t i = 0; i < order.size() && i < BotInfo::kTopMoves; ++i) {
      info.top_moves.push_back(root_move_stat(order[i], 0.0));
    }
    // Principal variation: the most visited move from each node in turn, up to a draw.
    int edge = best;
    while (edge >= 0 && edges_[edge].visits > 0) {
      info.principal_variation.push_back(edges_[edge].action);
      const int child = edges_[edge].child;
      if (child < 0 || nodes_[child].num_edges == 0 || is_chance_node(nodes_[child])) break;
      edge = most_visited(nodes_[child]);
    }
    return info;
  }

  // The tree's positions by kind: players' turns and draws of the round.
  struct TreeShape {
    std::size_t turns = 0;
    std::size_t draws = 0;
  };
  TreeShape tree_shape() const {
    TreeShape shape;
    for (const Node& node : nodes_) (is_chance_node(node) ? shape.draws : shape.turns) += 1;
    return shape;
  }

  std::string name() const override { return name_; }
  std::string describe() const override {
    const BotInfo i = info();
    char line[256];
    std::snprintf(line, sizeof line,
                  "%s: %s value %.3f margin %+.1f after %lld iterations in %.1f ms (%zu nodes)",
                  name_.c_str(), root_->action_to_string(i.best).c_str(), i.value, i.margin,
                  static_cast<long long>(i.iterations), i.elapsed_ms, nodes_.size());
    return line;
  }
  Budget budget() const override { return budget_; }
  void set_budget(const Budget& budget) override { budget_ = budget; }
  const MctsConfig& config() const { return config_; }
  const K& knowledge() const { return knowledge_; }

 private:
  struct Node {
    int mover = 0;       // seat to move here, or kChancePlayer at a draw
    int first_edge = 0;  // edges [first_edge, first_edge + num_edges)
    int num_edges = 0;
    int visits = 0;
    bool expanded = false;
    bool deal = false;  // the next round's fill as MctsConfig::sampled_deals fixed deals
  };
  struct Edge {
    Action action = 0;
    float prior = 0;
    double total = 0;  // sum of the mover's rewards through this edge
    int visits = 0;
    int child = -1;  // node index, or -1 (not created, or leads to chance / the end)
  };
  struct Step {
    int node;
    int edge;
  };
  struct Arena {  // a tree's storage, while it is re-rooted
    std::vector<Node> nodes;
    std::vector<Edge> edges;
  };
  struct RootMargins {
    Values sums{};  // every seat's summed margins through one root edge
    std::int64_t samples = 0;
  };

  static bool is_chance_node(const Node& node) { return node.mover == kChancePlayer; }

  bool zero_budget() const {
    return (budget_.iterations && *budget_.iterations <= 0) ||
           (budget_.time_ms && *budget_.time_ms <= 0);
  }

  int most_visited(const Node& node) const {
    int best = node.first_edge;
    for (int e = node.first_edge; e < node.first_edge + node.num_edges; ++e) {
      const Edge& a = edges_[e];
      const Edge& b = edges_[best];
      if (a.visits > b.visits ||
          (a.visits == b.visits && a.visits > 0 && a.total / a.visits > b.total / b.visits))
        best = e;
    }
    return best;
  }
  int best_root_edge() const { return most_visited(nodes_[0]); }

  // The statistics of root edge `e`; `unvisited_value` stands for the mean of an unsearched one.
  MoveStat root_move_stat(int e, double unvisited_value) const {
    const Edge& edge = edges_[e];
    return MoveStat{edge.action, edge.visits,
                    edge.visits ? edge.total / edge.visits : unvisited_value, mean_root_margin(e),
                    edge.prior};
  }
  // The mover's mean margin through root edge `e` over the playouts of this move's search (a
  // reused tree brings visits but no margins).
  double mean_root_margin(int e) const {
    const RootMargins& margins = root_margins_[e - nodes_[0].first_edge];
    return margins.samples ? margins.sums[nodes_[0].mover] / margins.samples : 0.0;
  }

  // The node of `state` in the tree: 0 for the root, -1 when the tree never reached it. Looks
  // through the positions the tree holds, a few moves deep, by playing the tree's moves.
  int find_node(const S& state) {
    if (nodes_.empty()) return -1;
    if (*root_ == state) return 0;
    int examined = 0;
    return find_below(0, *root_, state, 1, examined);
  }
  // Actions between two of one seat's turns: the other seats' moves, and in Summer Pavilion's
  // second phase their bonus picks and the supply's refills too.
  static constexpr int kMaxReuseDepth = 8 * kMaxPlayers;
  static constexpr int kMaxReuseExamined = 4096;  // positions compared at most
  int find_below(int node_index, const S& position, const S& target, int depth, int& examined) {
    const Node& node = nodes_[node_index];
    for (int e = node.first_edge; e < node.first_edge + node.num_edges; ++e) {
      const int child = edges_[e].child;
      if (child < 0 || ++examined > kMaxReuseExamined) continue;
      S next = position;
      apply_edge(node, e, next);
      if (next == target) return child;
      if (depth < kMaxReuseDepth) {
        const int found = find_below(child, next, target, depth + 1, examined);
        if (found >= 0) return found;
      }
    }
    return -1;
  }

  // Makes node `kept` (the position `state`) the root: its subtree is copied into a fresh arena
  // and the root is expanded again with every legal move, keeping the statistics of the moves
  // it had. The old arena is freed: a bot kept between moves (one per AI seat) holds one.
  void reroot(int kept, const S& state) {
    const Arena old{std::move(nodes_), std::move(edges_)};
    nodes_ = {};
    edges_ = {};
    nodes_.push_back(Node{state.current_player()});
    expand(0, state);
    const Node& old_root = old.nodes[kept];
    if (!old_root.expanded) return;
    for (int e = nodes_[0].first_edge; e < nodes_[0].first_edge + nodes_[0].num_edges; ++e)
      for (int o = old_root.first_edge; o < old_root.first_edge + old_root.num_edges; ++o) {
        const Edge& from = old.edges[o];
        if (from.action != edges_[e].action) continue;
        edges_[e].total = from.total;
        edges_[e].visits = from.visits;
        nodes_[0].visits += from.visits;
        if (from.child >= 0) {
          const int child = copy_subtree(old, from.child);
          edges_[e].child = child;
        }
      }
  }
  // Copies node `old_index` of the old arena and everything below it; returns its new index.
  int copy_subtree(const Arena& old, int old_index) {
    const Node node = old.nodes[old_index];
    const int index = static_cast<int>(nodes_.size());
    nodes_.push_back(node);
    if (!node.expanded) return index;
    const int first = static_cast<int>(edges_.size());
    nodes_[index].first_edge = first;
    edges_.insert(edges_.end(), old.edges.begin() + node.first_edge,
                  old.edges.begin() + node.first_edge + node.num_edges);
    for (int i = 0; i < node.num_edges; ++i) {
      const int old_child = edges_[first + i].child;
      if (old_child >= 0) {
        const int child = copy_subtree(old, old_child);
        edges_[first + i].child = child;
      }
    }
    return index;
  }

  // True when the most visited root move leads the next one by more visits than the rest of
  // the time budget allows at the search's speed so far: thinking on could not change the move.
  // A time-only budget stops this way; an iteration budget with stop_when_settled compares the
  // lead with the iterations left instead (see step()), which keeps the bot reproducible.
  static constexpr std::int64_t kSettleCheckInterval = 64;
  // Whether a settled stop may be checked now: every kSettleCheckInterval iterations, and never
  // while analysis watches a move (its estimates need the whole budget, iterations or time).
  bool settle_check_due() const { return watched_ < 0 && iterations_ % kSettleCheckInterval == 0; }
  bool settled(double spent_ms) const {
    if (iterations_ == 0 || spent_ms <= 0) return false;
    const double left = iterations_ / spent_ms * (*budget_.time_ms - spent_ms);
    return root_lead() > left;
  }

  // Visits by which the most visited root move leads the next most visited one.
  int root_lead() const {
    const Node& root = nodes_[0];
    int first = 0, second = 0;
    for (int e = root.first_edge; e < root.first_edge + root.num_edges; ++e) {
      const int visits = edges_[e].visits;
      if (visits > first) {
        second = first;
        first = visits;
      } else if (visits > second) {
        second = visits;
      }
    }
    return first - second;
  }

  // Computes the node's moves and priors; inner nodes keep the best max_children only. A
  // chance node gets every outcome (expand_chance).
  void expand(int node_index, const S& state) {
    Node& node = nodes_[node_index];
    node.expanded = true;
    if (state.is_chance()) {
      if (state.round() == root_round_)
        expand_chance(node, state);
      else
        expand_deals(node);
      return;
    }
    state.legal_actions(actions_);
    const std::size_t n = actions_.size();
    values_.resize(n);
    order_.resize(n);
    if (config_.prior_temperature > 0) {
      knowledge_.action_values(state, actions_, values_.data());
    } else {
      std::fill(values_.begin(), values_.end(), 0.0);
    }
    std::iota(order_.begin(), order_.end(), 0);
    std::stable_sort(order_.begin(), order_.end(),
                     [&](int a, int b) { return values_[a] > values_[b]; });
    std::size_t keep = n;
    if (node_index != 0 && config_.max_children > 0)
      keep = std::min<std::size_t>(n, static_cast<std::size_t>(config_.max_children));
    const double top = n ? values_[order_[0]] : 0.0;
    const double temperature = config_.prior_temperature > 0 ? config_.prior_temperature : 1.0;
    double sum = 0;
    for (std::size_t i = 0; i < keep; ++i) {
      values_[order_[i]] = std::exp((values_[order_[i]] - top) / temperature);
      sum += values_[order_[i]];
    }
    node.first_edge = static_cast<int>(edges_.size());
    node.num_edges = static_cast<int>(keep);
    for (std::size_t i = 0; i < keep; ++i) {
      Edge edge;
      edge.action = actions_[order_[i]];
      edge.prior = static_cast<float>(values_[order_[i]] / sum);
      edges_.push_back(edge);
    }
  }

  // A chance node's edges are its outcomes, without priors: the search never selects among
  // them, it samples the bag (sample_outcome).
  void expand_chance(Node& node, const S& state) {
    ChanceList outcomes;
    state.chance_outcomes(outcomes);
    node.first_edge = static_cast<int>(edges_.size());
    node.num_edges = static_cast<int>(outcomes.size());
    for (const ChanceOutcome& o : outcomes) {
      Edge edge;
      edge.action = o.action;
      edges_.push_back(edge);
    }
  }

  // A deal node's edges: deal k is the k-th fixed stream of draws (apply_deal).
  void expand_deals(Node& node) {
    node.deal = true;
    node.first_edge = static_cast<int>(edges_.size());
    node.num_edges = config_.sampled_deals;
    for (int k = 0; k < config_.sampled_deals; ++k) {
      Edge edge;
      edge.action = static_cast<Action>(k);
      edges_.push_back(edge);
    }
  }
  // Deals the tiles of deal k: every draw of the fill from one fixed stream, so the same
  // position always gets the same deal.
  static void apply_deal(S& state, Action k) {
    Rng stream(0x9E3779B97F4A7C15ull * (k + 1u));
    while (state.is_chance()) state.apply_unchecked(sample_chance(state, stream));
  }
  // The move of edge `e` of `node`, played on `state`.
  void apply_edge(const Node& node, int e, S& state) const {
    if (node.deal)
      apply_deal(state, edges_[e].action);
    else
      state.apply_unchecked(edges_[e].action);
  }
  // The deal a deal node's iteration takes: the least tried, so the deals are taken in turn.
  int next_deal(const Node& node) const {
    int least = node.first_edge;
    for (int e = node.first_edge; e < node.first_edge + node.num_edges; ++e)
      if (edges_[e].visits < edges_[least].visits) least = e;
    return least;
  }

  // The edge of a chance node that the bag's draw (sampled from its counts) takes.
  int sample_outcome(const Node& node, const S& state) {
    const Action drawn = sample_chance(state, rng_);
    for (int e = node.first_edge; e < node.first_edge + node.num_edges; ++e)
      if (edges_[e].action == drawn) return e;
    return node.first_edge;  // unreachable: every outcome has an edge
  }

  // Whether the tree goes on below `state`, reached from a position of round `from_round`: a
  // player's turn, a draw of the root's round, or with sampled deals the next round's fill.
  bool in_tree(const S& state, int from_round) const {
    if (state.is_terminal()) return false;
    if (!state.is_chance()) return true;
    if (state.round() == root_round_) return config_.chance_in_tree;
    return config_.sampled_deals > 0 && from_round == root_round_;
  }

  int select(const Node& node) const {
    double visited_sum = 0;
    int visited = 0;
    for (int e = node.first_edge; e < node.first_edge + node.num_edges; ++e) {
      if (edges_[e].visits == 0) continue;
      visited_sum += edges_[e].total;
      visited += edges_[e].visits;
    }
    const double untried = visited ? visited_sum / visited - config_.first_play_urgency : 0.5;
    const double scale = config_.exploration * std::sqrt(static_cast<double>(node.visits + 1));
    int best = node.first_edge;
    double best_score = -1e300;
    for (int e = node.first_edge; e < node.first_edge + node.num_edges; ++e) {
      const Edge& edge = edges_[e];
      const double q = edge.visits ? edge.total / edge.visits : untried;
      const double score = q + scale * edge.prior / (1 + edge.visits);
      if (score > best_score) {
        best_score = score;
        best = e;
      }
    }
    return best;
  }

  void iterate() {
    S& state = *state_;
    state = *root_;
    path_.clear();
    int node_index = 0;
    while (true) {
      if (!nodes_[node_index].expanded) {
        if (edges_.size() + kMaxActions > config_.max_edges) break;  // arena full: play out
        expand(node_index, state);
      }
      const Node& node = nodes_[node_index];
      if (node.num_edges == 0) break;
      const bool watch_now =
          node_index == 0 && watched_ >= 0 && edges_[watched_].visits * kWatchedShare < node.visits;
      const int e = node.deal              ? next_deal(node)
                    : is_chance_node(node) ? sample_outcome(node, state)
                    : watch_now            ? watched_
                                           : select(node);
      path_.push_back(Step{node_index, e});
      const int from_round = state.round();
      apply_edge(node, e, state);
      const int child = edges_[e].child;
      if (child >= 0) {
        node_index = child;
        continue;
      }
      if (in_tree(state, from_round)) {
        edges_[e].child = static_cast<int>(nodes_.size());
        nodes_.push_back(Node{state.current_player()});
      }
      break;
    }
    Values margins{};
    const Values rewards = playout(margins);
    for (const Step& step : path_) {
      Node& node = nodes_[step.node];
      Edge& edge = edges_[step.edge];
      ++node.visits;
      ++edge.visits;
      if (!is_chance_node(node)) edge.total += rewards[node.mover];
      if (step.node == 0) {
        RootMargins& root = root_margins_[step.edge - node.first_edge];
        for (std::size_t p = 0; p < root.sums.size(); ++p) root.sums[p] += margins[p];
        ++root.samples;
      }
    }
  }

  // Plays state_ on to the end or to the cut-off and returns every seat's reward.
  Values playout(Values& margins) {
    S& state = *state_;
    const int players = state.num_players();
    while (!state.is_terminal()) {
      if (config_.rollout_rounds >= 0 && state.round() > root_round_ + config_.rollout_rounds)
        break;
      state.apply_unchecked(state.is_chance() ? sample_chance(state, rng_)
                                              : knowledge_.rollout_move(state, rng_));
    }
    if (state.is_terminal())
      return terminal_rewards(state, config_.margin_scale, config_.win_weight, &margins);
    Values values{};
    knowledge_.evaluate(state, values);
    margins = margins_of(values, players);
    return rewards_from_values(values, players, config_.margin_scale);
  }

  std::string name_;
  MctsConfig config_;
  Budget budget_;
  std::uint64_t seed_;
  Rng rng_;
  K knowledge_;
  std::optional<S> root_;   // the position thought about
  std::optional<S> state_;  // the scratch state of one iteration
  int root_round_ = 0;
  std::vector<Node> nodes_;
  std::vector<Edge> edges_;
  std::vector<RootMargins> root_margins_;  // per root edge, this move's search only
  std::int64_t reused_visits_ = 0;
  std::vector<Step> path_;
  ActionList actions_;
  std::vector<double> values_;
  std::vector<int> order_;
  static constexpr int kWatchedShare = 4;  // a watched root move gets 1/4 of the visits
  int watched_ = -1;                       // the watched root edge, or -1
  std::int64_t iterations_ = 0;
  double elapsed_ms_ = 0;  // thinking time inside step() since start()
  Stopwatch turn_clock_;   // wall clock since start()
  bool done_ = true;
};

}  // namespace azul::ai
