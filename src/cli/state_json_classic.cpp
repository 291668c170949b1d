// state_json and table_facts for classic Azul (cli/state_json.h).
#include <array>

#include "cli/state_json.h"

namespace azul::cli {
namespace {

using classic::Colour;
using classic::kAllColours;
using classic::kNumColours;
using Counts = std::array<int, kNumColours>;

constexpr std::string_view kLetters = "BYRKW";  // classic::colour_letter in colour order

Counts counts_of(const classic::TileCounts& tiles) {
  Counts counts{};
  for (Colour c : kAllColours) counts[classic::index_of(c)] = tiles.count(c);
  return counts;
}

Counts add(Counts a, const Counts& b) {
  for (int i = 0; i < kNumColours; ++i) a[i] += b[i];
  return a;
}

std::string_view phase_name(classic::Phase phase) {
  switch (phase) {
    case classic::Phase::Deal:
      return "deal";
    case classic::Phase::Offer:
      return "offer";
    case classic::Phase::WallTiling:
      return "wall-tiling";
    case classic::Phase::GameOver:
      return "game-over";
  }
  return "?";
}

std::string letter(Colour c) { return std::string(1, classic::colour_letter(c)); }

// One seat's board; returns its tiles per colour.
Counts write_board(JsonWriter& json, const classic::PlayerBoard& board) {
  Counts tiles{};
  json.key("pattern_lines").begin_array();
  for (int row = 0; row < classic::kPatternLines; ++row) {
    const classic::PatternLine& line = board.lines[row];
    json.begin_object().key("size").value(classic::pattern_line_capacity(row)).key("colour");
    if (line.empty())
      json.null();
    else
      json.value(letter(line.colour));
    json.key("count").value(static_cast<int>(line.count)).end_object();
    if (!line.empty()) tiles[classic::index_of(line.colour)] += line.count;
  }
  json.end_array().key("wall").begin_array();
  for (int row = 0; row < classic::kWallSize; ++row) {
    json.begin_array();
    for (int col = 0; col < classic::kWallSize; ++col) {
      const auto tile = board.wall.colour_at(row, col);
      if (!tile) {
        json.null();
        continue;
      }
      json.value(letter(*tile));
      ++tiles[classic::index_of(*tile)];
    }
    json.end_array();
  }
  json.end_array().key("floor").begin_array();
  for (int i = 0; i < board.floor.size(); ++i) {
    const classic::FloorSpace space = board.floor[i];
    if (space.is_marker) continue;
    json.value(letter(space.colour));
    ++tiles[classic::index_of(space.colour)];
  }
  json.end_array().key("floor_marker").value(board.floor.holds_marker());
  return tiles;
}

}  // namespace

std::string state_json(const classic::State& state) {
  JsonWriter json;
  json.begin_object();
  write_common_state(json, state, phase_name(state.phase()));
  json.key("start_player").value(state.start_player() + 1).key("marker");
  if (state.marker_in_centre())
    json.null();
  else
    json.value(state.marker_holder() + 1);
  json.key("wild").null().key("colours").value(kLetters);
  json.key("tiles_per_colour").value(classic::kTilesPerColour);
  json.key("bag");
  write_counts(json, kLetters, counts_of(state.bag()));
  json.key("discarded");
  write_counts(json, kLetters, counts_of(state.lid()));
  Counts on_factories{};
  json.key("factories").begin_array();
  for (int f = 0; f < state.num_factories(); ++f) {
    write_counts(json, kLetters, counts_of(state.factory(f)));
    on_factories = add(on_factories, counts_of(state.factory(f)));
  }
  json.end_array().key("centre");
  write_counts(json, kLetters, counts_of(state.centre()));
  json.key("marker_in_centre").value(state.marker_in_centre());
  std::vector<Counts> seat_tiles;
  json.key("seats").begin_array();
  for (int seat = 0; seat < state.num_players(); ++seat) {
    json.begin_object().key("seat").value(seat + 1).key("score").value(state.score(seat));
    seat_tiles.push_back(write_board(json, state.board(seat)));
    json.end_object();
  }
  json.end_array().key("tiles").begin_object().key("bag");
  write_counts(json, kLetters, counts_of(state.bag()));
  json.key("discarded");
  write_counts(json, kLetters, counts_of(state.lid()));
  json.key("factories");
  write_counts(json, kLetters, on_factories);
  json.key("centre");
  write_counts(json, kLetters, counts_of(state.centre()));
  for (std::size_t seat = 0; seat < seat_tiles.size(); ++seat) {
    json.key("seat " + std::to_string(seat + 1));
    write_counts(json, kLetters, seat_tiles[seat]);
  }
  json.end_object().end_object();
  return json.text();
}

TableFacts table_facts(const classic::State& state) {
  return {state.bag().total(), state.marker_holder()};
}

}  // namespace azul::cli
