// Classic Azul rules: see state.h for the flow of a round and the decisions it implements.
// This file: the new game and applying actions (draws, takes, wall placements, the round's end
// and the game's); which actions are legal is legal_actions.cpp, the text forms state_text.cpp.
#include "engine/classic/state.h"

#include <algorithm>
#include <cassert>

#include "engine/classic/dead_end.h"
#include "engine/classic/destinations.h"
#include "engine/classic/scoring.h"

namespace azul::classic {

static_assert(azul::Game<State>);

State::State(const Options& options) : options_(options) {
  assert(options.validate().ok());
  bag_ = TileCounts::full_set();
  for (int seat = 0; seat < kMaxPlayersClassic; ++seat)
    destinations_[seat] = destination_table_of(boards_[seat]);
  start_player_ = static_cast<std::int8_t>(options.start_seat);
  current_ = start_player_;
}

Status State::apply(Action a) {
  if (!is_legal(a)) return explain_illegal(a);
  apply_unchecked(a);
  return {};
}

void State::apply_move(Action a) {
  if (kind_of(a) == ActionKind::Take)
    apply_take(decode_take(a));
  else
    apply_place(decode_place(a));
}

void State::end_of_draw() {
  if (deal_slot_ == num_factories() * kTilesPerFactory || lid_.empty()) {
    start_offer();  // all dealt, or a short deal: the remaining slots stay empty
  } else {
    bag_ = lid_;  // the bag ran out: the whole lid goes back into the bag
    lid_.clear();
  }
}

void State::start_offer() {
  phase_ = Phase::Offer;
  current_ = start_player_;
}

void State::add_to_floor(PlayerBoard& board, Colour c, int n) {
  lid_.add(c, board.floor.push_tiles(c, n));  // what does not fit goes to the lid
}

int State::move_taken_tiles(const Take& take) {
  PlayerBoard& board = boards_[current_];
  int taken = 0;
  if (take.source == kCentreSource) {
    taken = centre_.take_all(take.colour);
    if (marker_holder_ == kMarkerInCentre) {
      marker_holder_ = current_;
      board.floor.push_marker();  // Decision 1: only if a space is free
    }
  } else {
    TileCounts& factory = factories_[take.source];
    taken = factory.count(take.colour);
    centre_.add_all_except(factory, take.colour);
    factory.clear();
  }
  if (take.destination == kFloorDestination) {
    add_to_floor(board, take.colour, taken);
  } else {
    PatternLine& line = board.lines[take.destination];
    const int room = pattern_line_capacity(take.destination) - line.count;
    const int placed = std::min(taken, room);
    line.colour = take.colour;
    line.count = static_cast<std::uint8_t>(line.count + placed);
    refresh_destinations(current_, take.destination);
    add_to_floor(board, take.colour, taken - placed);
  }
  return taken;
}

void State::apply_take(const Take& take) {
  tiles_on_table_ = static_cast<std::uint8_t>(tiles_on_table_ - move_taken_tiles(take));
  if (tiles_on_table_ == 0) {
    phase_ = Phase::WallTiling;
    tiling_turn_ = 0;
    tiling_row_ = 0;
    continue_tiling();
  } else {
    current_ = static_cast<std::int8_t>(seat_after(current_, 1));
  }
}

TakePreview State::preview_take(Action a) const {
  assert(phase_ == Phase::Offer && kind_of(a) == ActionKind::Take && is_legal(a));
  const Take take = decode_take(a);
  State after = *this;  // the take's own code moves the tiles: the preview cannot differ
  TakePreview p;
  p.taken = after.move_taken_tiles(take);
  const PlayerBoard& was = boards_[current_];
  const PlayerBoard& is = after.boards_[current_];
  p.seat = current_;
  p.colour = take.colour;
  if (take.destination != kFloorDestination) {
    p.line = take.destination;
    p.line_first = was.lines[p.line].count;
    p.to_line = is.lines[p.line].count - p.line_first;
    p.completes_line = is.lines[p.line].count == pattern_line_capacity(p.line);
  }
  p.floor_first = was.floor.size();
  for (int i = p.floor_first; i < is.floor.size(); ++i) {
    if (is.floor[i].is_marker)
      p.marker_space = i;
    else
      ++p.to_floor;
  }
  p.takes_marker = after.marker_holder_ != marker_holder_;
  p.to_lid = after.lid_.total() - lid_.total();
  p.penalty_before = was.floor.penalty();
  p.penalty_after = is.floor.penalty();
  return p;
}

void State::apply_place(const Place& place) {
  place_on_wall(current_, place.row, place.column);
  ++tiling_row_;
  continue_tiling();
}

void State::place_on_wall(int seat, int row, int column) {
  PlayerBoard& board = boards_[seat];
  PatternLine& line = board.lines[row];
  board.wall.place(row, column, line.colour);
  board.ledger.placements += placement_points(board.wall, row, column);
  lid_.add(line.colour, line.count - 1);
  line = PatternLine{};
  refresh_destinations(seat, row);
}

void State::overflow_line_to_floor(int seat, int row) {
  PlayerBoard& board = boards_[seat];
  PatternLine& line = board.lines[row];
  add_to_floor(board, line.colour, line.count);
  line = PatternLine{};
  refresh_destinations(seat, row);
}

void State::score_floor_line(PlayerBoard& board) {
  board.ledger.floor_penalties += board.floor.penalty();
  if (const int score = board.score(); score < 0) board.ledger.score_floor -= score;
  for (int i = 0; i < board.floor.size(); ++i)
    if (!board.floor[i].is_marker) lid_.add(board.floor[i].colour);
  board.floor.clear();  // the marker goes back in front of its holder (marker_holder_)
}

void State::continue_tiling() {
  const int players = num_players();
  while (tiling_turn_ < players) {
    const int seat = seat_after(start_player_, tiling_turn_);
    PlayerBoard& board = boards_[seat];
    for (; tiling_row_ < kWallSize; ++tiling_row_) {
      const int row = tiling_row_;
      const PatternLine& line = board.lines[row];
      if (line.count != pattern_line_capacity(row)) continue;
      if (options_.wall == WallSide::Coloured) {
        place_on_wall(seat, row, coloured_wall_column(row, line.colour));
      } else if (board.wall.free_columns_for(row, line.colour) == 0) {
        overflow_line_to_floor(seat, row);
      } else {
        phase_ = Phase::WallTiling;  // Decision 2: ask this player for the column
        current_ = static_cast<std::int8_t>(seat);
        return;
      }
    }
    score_floor_line(board);
    tiling_row_ = 0;
    ++tiling_turn_;
  }
  finish_round();
}

void State::finish_round() {
  tiling_turn_ = 0;
  tiling_row_ = 0;
  // Decision 4: nobody took the marker -> the start player starts again.
  const int next_start = marker_holder_ == kMarkerInCentre ? start_player_ : marker_holder_;
  start_player_ = static_cast<std::int8_t>(next_start);
  current_ = start_player_;

  bool row_completed = false;
  for (int seat = 0; seat < num_players(); ++seat)
    row_completed = row_completed || boards_[seat].wall.complete_rows() > 0;
  // Decision 6 (also implied by Decision 7: with bag and lid empty no row can be completed).
  const bool no_tiles_left = bag_.empty() && lid_.empty();
  if (row_completed || no_tiles_left || !some_row_can_still_be_completed(*this)) {  // Decision 7
    end_game();
    return;
  }

  ++round_;
  marker_holder_ = kMarkerInCentre;
  deal_slot_ = 0;
  phase_ = Phase::Deal;
  if (bag_.empty()) {
    bag_ = lid_;
    lid_.clear();
  }
}

void State::end_game() {
  for (int seat = 0; seat < num_players(); ++seat) {
    PlayerBoard& board = boards_[seat];
    board.ledger.row_bonuses = row_bonus_points(board.wall);
    board.ledger.column_bonuses = column_bonus_points(board.wall);
    board.ledger.colour_bonuses = colour_bonus_points(board.wall);
  }
  phase_ = Phase::GameOver;
}

}  // namespace azul::classic
