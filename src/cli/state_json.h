// The engine protocol's machine-readable view of a position (docs/engine-protocol.md, "state
// json" and "Events"): one overload per game of the registry, so that a game without one does
// not compile into `azul-cli engine`. The keys shared by both games mean the same thing;
// seats are 1-based everywhere.
#pragma once

#include <string>

#include "cli/json.h"
#include "engine/classic/state.h"
#include "engine/games.h"
#include "engine/pavilion/state.h"

namespace azul::cli {

// One JSON object: options, round, phase, whose turn, scores, the marker (first-player marker
// or start token), the wild colour (null in Azul), every zone's tiles per colour, each seat's
// board, and "tiles": every tile of the game exactly once, per zone and colour.
std::string state_json(const classic::State& state);
std::string state_json(const pavilion::State& state);

// What the events after an action compare (cmd_engine.cpp).
struct TableFacts {
  int bag_tiles = 0;
  int marker_holder = -1;  // seat 0-based, -1 while the marker is in the centre
};
TableFacts table_facts(const classic::State& state);
TableFacts table_facts(const pavilion::State& state);

// The keys every game writes first: game, players, options, round, turn, scores.
template <Game S>
void write_common_state(JsonWriter& json, const S& state, std::string_view phase) {
  json.key("game").value(S::kName).key("players").value(state.num_players());
  json.key("options").begin_object();
  for (const auto& [key, value] : state.options().to_pairs()) json.key(key).value(value);
  json.end_object();
  json.key("round").value(state.round()).key("phase").value(phase).key("turn");
  if (state.is_terminal())
    json.value("over");
  else if (state.is_chance())
    json.value("chance");
  else
    json.value(state.current_player() + 1);
  json.key("scores").begin_array();
  for (int seat = 0; seat < state.num_players(); ++seat) json.value(state.score(seat));
  json.end_array();
}

// {"B":3,"Y":0,...}: counts[i] tiles of the colour letters[i].
template <class Counts>
void write_counts(JsonWriter& json, std::string_view letters, const Counts& counts) {
  json.begin_object();
  for (std::size_t i = 0; i < letters.size(); ++i)
    json.key(std::string_view(&letters[i], 1)).value(static_cast<int>(counts[i]));
  json.end_object();
}

}  // namespace azul::cli
