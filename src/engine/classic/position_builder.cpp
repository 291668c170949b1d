// PositionBuilder: see position_builder.h.
#include "engine/classic/position_builder.h"

#include "engine/classic/destinations.h"

namespace azul::classic {

PositionBuilder::PositionBuilder(const Options& options) {
  if (Status s = options.validate(); !s.ok()) {
    fail(s.message());
    return;
  }
  state_.options_ = options;
  state_.start_player_ = static_cast<std::int8_t>(options.start_seat);
}

void PositionBuilder::fail(std::string why) {
  if (error_.empty()) error_ = std::move(why);
}

bool PositionBuilder::valid_seat(int seat, std::string_view what) {
  if (seat >= 0 && seat < state_.num_players()) return true;
  fail(std::string(what) + ": no seat " + std::to_string(seat));
  return false;
}

std::optional<TileCounts> PositionBuilder::parse_tiles(std::string_view tiles,
                                                       std::string_view what) {
  TileCounts counts;
  for (char ch : tiles) {
    const auto colour = colour_from_letter(ch);
    if (!colour) {
      fail(std::string(what) + ": '" + std::string(1, ch) + "' is not a colour letter");
      return std::nullopt;
    }
    counts.add(*colour);
  }
  return counts;
}

PositionBuilder& PositionBuilder::round(int round) {
  if (round < 1)
    fail("round must be >= 1");
  else
    state_.round_ = static_cast<std::uint16_t>(round);
  return *this;
}

PositionBuilder& PositionBuilder::start_player(int seat) {
  if (valid_seat(seat, "start player")) state_.start_player_ = static_cast<std::int8_t>(seat);
  return *this;
}

PositionBuilder& PositionBuilder::to_move(int seat) {
  if (valid_seat(seat, "to move")) to_move_ = seat;
  return *this;
}

PositionBuilder& PositionBuilder::factory(int index, std::string_view tiles) {
  if (index < 0 || index >= state_.num_factories()) {
    fail("there is no factory index " + std::to_string(index));
  } else if (tiles.size() > static_cast<std::size_t>(kTilesPerFactory)) {
    fail("a factory holds at most 4 tiles");
  } else if (auto counts = parse_tiles(tiles, "factory")) {
    state_.factories_[index] = *counts;
  }
  return *this;
}

PositionBuilder& PositionBuilder::centre(std::string_view tiles) {
  if (auto counts = parse_tiles(tiles, "centre")) state_.centre_ = *counts;
  return *this;
}

PositionBuilder& PositionBuilder::marker_holder(int seat) {
  if (valid_seat(seat, "marker holder")) marker_holder_ = seat;
  return *this;
}

PositionBuilder& PositionBuilder::pattern_line(int seat, int row, std::string_view tiles) {
  if (!valid_seat(seat, "pattern line")) return *this;
  if (row < 0 || row >= kPatternLines) {
    fail("there is no pattern line index " + std::to_string(row));
    return *this;
  }
  if (tiles.size() > static_cast<std::size_t>(pattern_line_capacity(row))) {
    fail("pattern line " + std::to_string(row + 1) + " holds at most " +
         std::to_string(pattern_line_capacity(row)) + " tiles");
    return *this;
  }
  PatternLine line;
  for (char ch : tiles) {
    const auto colour = colour_from_letter(ch);
    if (!colour) {
      fail("pattern line: '" + std::string(1, ch) + "' is not a colour letter");
      return *this;
    }
    if (line.count > 0 && line.colour != *colour) {
      fail("pattern line " + std::to_string(row + 1) + " mixes colours");
      return *this;
    }
    line.colour = *colour;
    ++line.count;
  }
  state_.boards_[seat].lines[row] = line;
  return *this;
}

PositionBuilder& PositionBuilder::wall(int seat,
                                       const std::array<std::string_view, kWallSize>& rows) {
  if (!valid_seat(seat, "wall")) return *this;
  Wall wall;
  for (int row = 0; row < kWallSize; ++row) {
    if (rows[row].size() != static_cast<std::size_t>(kWallSize)) {
      fail("wall row " + std::to_string(row + 1) + " must have 5 characters");
      return *this;
    }
    for (int col = 0; col < kWallSize; ++col) {
      const char ch = rows[row][col];
      if (ch == '.') continue;
      const auto colour = colour_from_letter(ch);
      const std::string cell =
          "wall row " + std::to_string(row + 1) + " col " + std::to_string(col + 1);
      if (!colour) {
        fail(cell + ": '" + std::string(1, ch) + "' is not a colour letter or '.'");
        return *this;
      }
      if (state_.options_.wall == WallSide::Coloured && coloured_wall_colour(row, col) != *colour) {
        fail(cell + " is " + std::string(colour_name(coloured_wall_colour(row, col))) +
             " on the coloured wall");
        return *this;
      }
      if (wall.row_has(row, *colour) || wall.column_has(col, *colour)) {
        fail(cell + ": " + std::string(colour_name(*colour)) + " twice in a row or column");
        return *this;
      }
      wall.place(row, col, *colour);
    }
  }
  state_.boards_[seat].wall = wall;
  return *this;
}

PositionBuilder& PositionBuilder::floor(int seat, std::string_view spaces) {
  if (!valid_seat(seat, "floor")) return *this;
  if (spaces.size() > static_cast<std::size_t>(kFloorSpaces)) {
    fail("the floor line has 7 spaces");
    return *this;
  }
  FloorLine floor;
  for (char ch : spaces) {
    if (ch == 'M' || ch == 'm') {
      if (floor.holds_marker()) {
        fail("the floor line holds the marker twice");
        return *this;
      }
      floor.push_marker();
      if (marker_holder_ != kMarkerInCentre && marker_holder_ != seat)
        fail("the marker cannot be on two floor lines");
      marker_holder_ = seat;
      continue;
    }
    const auto colour = colour_from_letter(ch);
    if (!colour) {
      fail("floor: '" + std::string(1, ch) + "' is not a colour letter or M");
      return *this;
    }
    floor.push_tile(*colour);
  }
  state_.boards_[seat].floor = floor;
  return *this;
}

PositionBuilder& PositionBuilder::score(int seat, int points) {
  if (!valid_seat(seat, "score")) return *this;
  if (points < 0)
    fail("a score is never below 0");
  else
    state_.boards_[seat].ledger = ScoreLedger{.placements = points};
  return *this;
}

PositionBuilder& PositionBuilder::lid(std::string_view tiles) {
  if (auto counts = parse_tiles(tiles, "lid")) state_.lid_ = *counts;
  return *this;
}

PositionBuilder& PositionBuilder::bag(std::string_view tiles) {
  if (auto counts = parse_tiles(tiles, "bag")) {
    state_.bag_ = *counts;
    bag_given_ = true;
  }
  return *this;
}

PositionBuilder& PositionBuilder::dealing() {
  dealing_ = true;
  return *this;
}

Parsed<State> PositionBuilder::build() const {
  if (!error_.empty()) return Parsed<State>::fail(error_);
  State s = state_;
  const int players = s.num_players();

  // Pattern lines may not hold a colour their wall row already has.
  for (int seat = 0; seat < players; ++seat) {
    const PlayerBoard& board = s.boards_[seat];
    for (int row = 0; row < kPatternLines; ++row) {
      const PatternLine& line = board.lines[row];
      if (line.count > 0 && board.wall.row_has(row, line.colour))
        return Parsed<State>::fail("seat " + std::to_string(seat) + ": pattern line " +
                                   std::to_string(row + 1) + " holds a colour its wall row has");
    }
    if (marker_holder_ != seat && board.floor.holds_marker())
      return Parsed<State>::fail("the marker is on a floor line and somewhere else");
  }

  // Tiles: 20 per colour; the bag gets the rest unless it was given.
  s.tiles_on_table_ = static_cast<std::uint8_t>(s.centre_.total());
  for (int f = 0; f < s.num_factories(); ++f)
    s.tiles_on_table_ = static_cast<std::uint8_t>(s.tiles_on_table_ + s.factories_[f].total());
  for (Colour c : kAllColours) {
    const int placed = s.tile_total(c) - s.bag_.count(c);
    if (bag_given_) {
      if (placed + s.bag_.count(c) != kTilesPerColour)
        return Parsed<State>::fail(std::string(colour_name(c)) + ": " +
                                   std::to_string(placed + s.bag_.count(c)) +
                                   " tiles in all, not 20");
    } else {
      if (placed > kTilesPerColour)
        return Parsed<State>::fail(std::string(colour_name(c)) + ": " + std::to_string(placed) +
                                   " tiles placed, more than 20");
      s.bag_.set(c, kTilesPerColour - placed);
    }
  }

  for (int seat = 0; seat < kMaxPlayersClassic; ++seat)
    s.destinations_[seat] = destination_table_of(s.boards_[seat]);
  s.marker_holder_ = static_cast<std::int8_t>(marker_holder_);
  if (dealing_) {
    if (s.tiles_on_table_ != 0)
      return Parsed<State>::fail("factories and centre must be empty when dealing");
    if (marker_holder_ != kMarkerInCentre)
      return Parsed<State>::fail("the marker is in the centre when dealing");
    if (to_move_ >= 0 && to_move_ != s.start_player_)
      return Parsed<State>::fail("the start player moves first after dealing");
    if (s.bag_.empty()) {
      s.bag_ = s.lid_;
      s.lid_.clear();
    }
    if (s.bag_.empty()) return Parsed<State>::fail("a round cannot be dealt without tiles");
    s.phase_ = Phase::Deal;
    s.deal_slot_ = 0;
    s.current_ = s.start_player_;
  } else {
    if (s.tiles_on_table_ == 0)
      return Parsed<State>::fail("the offer phase needs tiles on the factories or in the centre");
    s.phase_ = Phase::Offer;
    s.deal_slot_ = static_cast<std::uint8_t>(s.num_factories() * kTilesPerFactory);
    s.current_ = static_cast<std::int8_t>(to_move_ >= 0 ? to_move_ : s.start_player_);
  }
  // Whatever the checks above did not name, the rules' invariants catch.
  if (Status valid = s.check_invariants(); !valid) return Parsed<State>::fail(valid.message());
  return Parsed<State>{s, {}};
}

}  // namespace azul::classic
