// Classic Azul's invariants (State::check_invariants, required by azul::Game): what must hold
// in every position the rules can reach. The soak, the fuzzers and the generic simulation
// tests call it at every step; tests/unit/classic/invariants_test.cpp corrupts each zone in
// turn and shows that each is caught.
#include <bit>
#include <string>

#include "engine/classic/destinations.h"
#include "engine/classic/state.h"

namespace azul::classic {
namespace {

std::string seat_text(int seat) { return "seat " + std::to_string(seat + 1) + ": "; }

// The counts and the colours-present bits of a TileCounts agree.
bool consistent(const TileCounts& tiles) {
  int total = 0;
  for (Colour c : kAllColours) {
    if ((tiles.count(c) > 0) != ((tiles.present() & bit_of(c)) != 0)) return false;
    total += tiles.count(c);
  }
  return total == tiles.total();
}

// The wall's masks describe its cells, no colour twice in a row or a column, and on the
// coloured side every tile sits in its colour's cell.
std::string wall_problem(const Wall& wall, WallSide side) {
  Wall rebuilt;
  int colours_in_columns = 0;
  for (int row = 0; row < kWallSize; ++row)
    for (int col = 0; col < kWallSize; ++col)
      if (const auto colour = wall.colour_at(row, col)) {
        if (side == WallSide::Coloured && coloured_wall_column(row, *colour) != col)
          return "the wall has " + std::string(colour_name(*colour)) + " off its cell in row " +
                 std::to_string(row + 1);
        if (rebuilt.row_has(row, *colour))
          return "the wall has a colour twice in row " + std::to_string(row + 1);
        if (rebuilt.column_has(col, *colour))
          return "the wall has a colour twice in column " + std::to_string(col + 1);
        rebuilt.place(row, col, *colour);
      }
  for (Colour c : kAllColours) colours_in_columns += wall.count_of(c);
  if (!(rebuilt == wall) || colours_in_columns != wall.tile_count())
    return "the wall's masks do not match its tiles";
  return "";
}

std::string board_problem(const PlayerBoard& board, WallSide side) {
  if (std::string problem = wall_problem(board.wall, side); !problem.empty()) return problem;
  for (int row = 0; row < kPatternLines; ++row) {
    const PatternLine& line = board.lines[row];
    if (line.count > row + 1)
      return "pattern line " + std::to_string(row + 1) + " holds " + std::to_string(line.count) +
             " tiles";
    if (line.count > 0 && board.wall.row_has(row, line.colour))
      return "pattern line " + std::to_string(row + 1) + " holds a colour its wall row has";
  }
  if (board.floor.size() > kFloorSpaces) return "the floor line holds too many spaces";
  int markers = 0;
  for (int i = 0; i < board.floor.size(); ++i) markers += board.floor[i].is_marker ? 1 : 0;
  if (markers > 1) return "the floor line holds the marker twice";
  const ScoreLedger& ledger = board.ledger;
  if (ledger.floor_penalties > 0 || ledger.score_floor < 0 || ledger.placements < 0 ||
      ledger.row_bonuses < 0 || ledger.column_bonuses < 0 || ledger.colour_bonuses < 0)
    return "a score category has the wrong sign";
  return "";
}

}  // namespace

std::pair<int, int> State::score_bounds() const { return {0, kMaxScore}; }

Status State::check_invariants() const {
  const int players = num_players();
  // Factories, seats and boards out of play hold nothing.
  for (const TileCounts* zone : {&bag_, &lid_, &centre_})
    if (!consistent(*zone)) return Status::error("a tile count's colour bits do not match");
  int on_table = centre_.total();
  for (int f = 0; f < kMaxFactories; ++f) {
    if (!consistent(factories_[f])) return Status::error("a factory's colour bits do not match");
    if (factories_[f].total() > kTilesPerFactory)
      return Status::error("factory " + std::to_string(f + 1) + " holds more than 4 tiles");
    if (f >= num_factories() && !factories_[f].empty())
      return Status::error("a factory out of play holds tiles");
    on_table += factories_[f].total();
  }
  if (on_table != tiles_on_table_) return Status::error("the count of tiles on the table is off");
  for (int seat = 0; seat < kMaxPlayersClassic; ++seat) {
    const PlayerBoard& board = boards_[seat];
    if (seat >= players) {
      if (!(board == PlayerBoard{})) return Status::error("a seat out of play has a board");
      continue;
    }
    if (std::string problem = board_problem(board, options_.wall); !problem.empty())
      return Status::error(seat_text(seat) + problem);
    if (destinations_[seat] != destination_table_of(board))
      return Status::error(seat_text(seat) + "the destinations do not match the board");
    const auto [lowest, highest] = score_bounds();
    if (score(seat) < lowest || score(seat) > highest)
      return Status::error(seat_text(seat) + "score " + std::to_string(score(seat)) +
                           " is out of bounds");
  }
  // Every tile is somewhere, 20 of each colour (after the boards, whose own checks name a
  // misplaced tile more precisely).
  for (Colour c : kAllColours)
    if (tile_total(c) != kTilesPerColour)
      return Status::error(std::string(colour_name(c)) + ": " + std::to_string(tile_total(c)) +
                           " tiles in the game, not " + std::to_string(kTilesPerColour));
  // Exactly one marker: in the centre, or taken this round by one seat (on its floor line
  // when a space was free, Decision 1 in docs/rules.md).
  for (int seat = 0; seat < players; ++seat)
    if (boards_[seat].floor.holds_marker() && seat != marker_holder_)
      return Status::error(seat_text(seat) + "the marker is on a floor line it does not belong to");
  if (marker_holder_ != kMarkerInCentre && (marker_holder_ < 0 || marker_holder_ >= players))
    return Status::error("the marker's holder is not a seat");
  // Counters.
  if (round_ < 1) return Status::error("the round is below 1");
  if (start_player_ < 0 || start_player_ >= players || current_ < 0 || current_ >= players)
    return Status::error("the start player or the player to move is not a seat");
  if (deal_slot_ > num_factories() * kTilesPerFactory)
    return Status::error("the deal ran past the factories");
  if (phase_ == Phase::WallTiling && (tiling_row_ >= kWallSize || tiling_turn_ >= players))
    return Status::error("the wall-tiling is past its last row or player");
  if (phase_ == Phase::Offer && tiles_on_table_ == 0)
    return Status::error("an offer with nothing on the table");
  return {};
}

}  // namespace azul::classic
