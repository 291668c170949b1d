// PositionBuilder: sets up a classic Azul position directly, for tests and tools (scenario
// tests, puzzles, bug reproductions). Games themselves always start from State(options).
//
// Tiles are written as colour letters (B Y R K W, either case), e.g. "BBRY"; a wall row as five
// characters, a letter or '.' for an empty cell; a floor line as letters plus 'M' for the
// first-player marker, left to right. Rows, lines, seats and factories are 0-based here.
// The bag receives every tile not placed elsewhere (20 per colour in all) unless bag() is
// given, in which case the colours must add up to exactly 20 each. build() checks the position
// (capacities, one colour per line, wall rules of the chosen side, a marker in one place only,
// tile conservation) and names the first problem.
//
// By default the position is in the Offer phase of round 1 with the options' start player to
// move and the marker in the centre. dealing() instead builds the Deal phase at the start of a
// round (factories and centre empty).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "engine/classic/state.h"

namespace azul::classic {

class PositionBuilder {
 public:
  explicit PositionBuilder(const Options& options);

  PositionBuilder& round(int round);
  PositionBuilder& start_player(int seat);  // the start player of this round
  PositionBuilder& to_move(int seat);       // default: the start player
  PositionBuilder& factory(int index, std::string_view tiles);
  PositionBuilder& centre(std::string_view tiles);
  // The marker has left the centre: `seat` took it this round. A floor line with 'M' implies it.
  PositionBuilder& marker_holder(int seat);
  PositionBuilder& pattern_line(int seat, int row, std::string_view tiles);
  PositionBuilder& wall(int seat, const std::array<std::string_view, kWallSize>& rows);
  PositionBuilder& floor(int seat, std::string_view spaces);
  // Points scored so far (reported as wall placements in the breakdown).
  PositionBuilder& score(int seat, int points);
  PositionBuilder& lid(std::string_view tiles);
  PositionBuilder& bag(std::string_view tiles);
  PositionBuilder& dealing();

  Parsed<State> build() const;

 private:
  void fail(std::string why);
  std::optional<TileCounts> parse_tiles(std::string_view tiles, std::string_view what);
  bool valid_seat(int seat, std::string_view what);

  State state_;
  std::string error_;
  int to_move_ = -1;
  int marker_holder_ = kMarkerInCentre;
  bool bag_given_ = false;
  bool dealing_ = false;
};

}  // namespace azul::classic
