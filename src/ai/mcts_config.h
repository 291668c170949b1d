// MctsConfig: the settings of MctsBot (ai/mcts_bot.h), chosen per game and level by Knowledge.
#pragma once

#include <array>
#include <cstddef>
#include <string_view>
#include <utility>

namespace azul::ai {

struct MctsConfig {
  double exploration = 1.0;         // PUCT constant c
  double prior_temperature = 0;     // 0: Knowledge::kPriorTemperature; < 0: uniform priors
  int max_children = 24;            // moves kept at inner nodes (best priors); the root keeps all
  int rollout_rounds = 0;           // playouts stop after this many round ends; -1: game end
  double margin_scale = 0;          // 0: Knowledge::kMarginScale
  double win_weight = 0.5;          // weight of the win share in the final reward
  double first_play_urgency = 0.1;  // an untried move counts as the node's mean minus this
  std::size_t max_edges = std::size_t{1} << 20;  // arena cap (24 bytes per edge)
  // Keep the part of the tree below the next position a bot is started on (found among the
  // positions the tree reached), so that the search of one move goes on into the next. The
  // bot's choices then depend on the moves it searched before, not only on the position and
  // the seed: off where every device must compute the same move (games by link, analysis).
  bool reuse_tree = false;
  // Let the tree go on through the chance events of the root's round (Summer Pavilion's
  // supply refills after a bonus): each drawn outcome gets its own subtree, chosen by sampling
  // the bag. Without it an iteration below such a draw is a playout. The draws of a later round
  // (the factories' fill) always end the tree: they are too many to branch on.
  bool chance_in_tree = true;
  // With an iteration budget, stop as soon as the most visited root move leads the next by
  // more visits than the iterations left: the rest of the budget could not change the move
  // (the move is the one the whole budget would choose; only a kept tree is smaller).
  bool stop_when_settled = false;
  // The next round's deal in the tree as this many fixed samples (0: it ends the tree). A deal
  // node's k-th edge always deals the same tiles (the k-th of the search's fixed streams of
  // draws), so each sample gets a subtree in which the next round is searched instead of
  // played out; every deal node of a search uses the same streams, so positions at the round's
  // end are compared over the same deals. Meant for searches long enough to exhaust the round's
  // own tree, whose further iterations would only play the next round out again (Azul's max).
  int sampled_deals = 0;

  // Sets a setting by its name above (for tuning runs); false for an unknown name.
  bool set(std::string_view key, double value) {
    const std::array<std::pair<std::string_view, double*>, 5> reals = {{
        {"exploration", &exploration},
        {"prior_temperature", &prior_temperature},
        {"margin_scale", &margin_scale},
        {"win_weight", &win_weight},
        {"first_play_urgency", &first_play_urgency},
    }};
    for (const auto& [name, field] : reals)
      if (name == key) {
        *field = value;
        return true;
      }
    if (key == "max_children")
      max_children = static_cast<int>(value);
    else if (key == "rollout_rounds")
      rollout_rounds = static_cast<int>(value);
    else if (key == "reuse_tree")
      reuse_tree = value != 0;
    else if (key == "chance_in_tree")
      chance_in_tree = value != 0;
    else if (key == "sampled_deals")
      sampled_deals = static_cast<int>(value);
    else if (key == "stop_when_settled")
      stop_when_settled = value != 0;
    else
      return false;
    return true;
  }
};

}  // namespace azul::ai
