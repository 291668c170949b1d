// state_json and table_facts for Azul: Summer Pavilion (cli/state_json.h).
#include <string_view>

#include "cli/state_json.h"

namespace azul::cli {
namespace {

using pavilion::Colour;
using pavilion::kNumColours;
using pavilion::TileCounts;

const std::string_view kLetters(pavilion::kColourLetters.data(), kNumColours);

TileCounts add(TileCounts a, const TileCounts& b) {
  for (int c = 0; c < kNumColours; ++c) a[c] = static_cast<std::uint8_t>(a[c] + b[c]);
  return a;
}

std::string_view phase_name(pavilion::Phase phase) {
  switch (phase) {
    case pavilion::Phase::kChance:
      return "deal";
    case pavilion::Phase::kTake:
      return "take";
    case pavilion::Phase::kPlay:
      return "play";
    case pavilion::Phase::kBonus:
      return "bonus";
    case pavilion::Phase::kGameOver:
      return "game-over";
  }
  return "?";
}

void write_colour(JsonWriter& json, Colour colour) {
  if (colour == pavilion::kNoColour)
    json.null();
  else
    json.value(std::string(1, pavilion::colour_letter(colour)));
}

// One seat's hand, corners and pavilion; returns its tiles per colour.
TileCounts write_seat(JsonWriter& json, const pavilion::PlayerState& player) {
  json.key("hand");
  write_counts(json, kLetters, player.hand);
  json.key("corners");
  write_counts(json, kLetters, player.corners);
  json.key("passed").value(player.passed).key("stars").begin_array();
  TileCounts tiles = add(player.hand, player.corners);
  for (int star = 0; star < pavilion::kNumStars; ++star) {
    json.begin_object().key("star").value(std::string(1, pavilion::star_letter(star)));
    json.key("spaces").begin_array();
    for (int position = 1; position <= pavilion::kSpacesPerStar; ++position) {
      const Colour colour = player.space_colour[pavilion::space_index(star, position)];
      write_colour(json, colour);
      if (colour != pavilion::kNoColour) ++tiles[colour];
    }
    json.end_array().end_object();
  }
  json.end_array();
  return tiles;
}

}  // namespace

std::string state_json(const pavilion::State& state) {
  JsonWriter json;
  json.begin_object();
  write_common_state(json, state, phase_name(state.phase()));
  json.key("start_player").value(state.start_player() + 1).key("marker");
  if (state.start_token_in_centre())
    json.null();
  else
    json.value(state.start_token_holder() + 1);
  json.key("wild");
  write_colour(json, state.wild_colour());
  json.key("colours").value(kLetters).key("tiles_per_colour").value(pavilion::kTilesPerColour);
  json.key("bag");
  write_counts(json, kLetters, state.bag());
  json.key("discarded");
  write_counts(json, kLetters, state.tower());
  TileCounts on_factories{};
  json.key("factories").begin_array();
  for (int f = 0; f < state.num_factories(); ++f) {
    write_counts(json, kLetters, state.factory(f));
    on_factories = add(on_factories, state.factory(f));
  }
  json.end_array().key("centre");
  write_counts(json, kLetters, state.centre());
  json.key("marker_in_centre").value(state.start_token_in_centre());
  json.key("supply").begin_array();
  for (Colour colour : state.supply()) write_colour(json, colour);
  json.end_array().key("bonus_tiles_owed").value(state.bonus_tiles_owed());
  std::vector<TileCounts> seat_tiles;
  json.key("seats").begin_array();
  for (int seat = 0; seat < state.num_players(); ++seat) {
    json.begin_object().key("seat").value(seat + 1).key("score").value(state.score(seat));
    seat_tiles.push_back(write_seat(json, state.player(seat)));
    json.end_object();
  }
  json.end_array().key("tiles").begin_object().key("bag");
  write_counts(json, kLetters, state.bag());
  json.key("discarded");
  write_counts(json, kLetters, state.tower());
  json.key("factories");
  write_counts(json, kLetters, on_factories);
  json.key("centre");
  write_counts(json, kLetters, state.centre());
  json.key("supply");
  write_counts(json, kLetters, state.supply_counts());
  for (std::size_t seat = 0; seat < seat_tiles.size(); ++seat) {
    json.key("seat " + std::to_string(seat + 1));
    write_counts(json, kLetters, seat_tiles[seat]);
  }
  json.end_object().end_object();
  return json.text();
}

TableFacts table_facts(const pavilion::State& state) {
  return {pavilion::total(state.bag()), state.start_token_holder()};
}

}  // namespace azul::cli
