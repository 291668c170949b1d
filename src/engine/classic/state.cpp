// Classic Azul rules: see state.h for the flow of a round and the decisions it implements.
#include "engine/classic/state.h"

#include <algorithm>
#include <bit>
#include <cassert>

#include "engine/classic/dead_end.h"
#include "engine/classic/destinations.h"
#include "engine/classic/notation.h"
#include "engine/classic/scoring.h"
#include "engine/core/marked_text.h"

namespace azul::classic {

static_assert(azul::Game<State>);

namespace {

std::string seat_name(int seat) { return "player " + std::to_string(seat + 1); }

std::string source_name(int source) {
  return source == kCentreSource ? std::string("the centre")
                                 : "factory " + std::to_string(source + 1);
}

std::string colour_str(Colour c) { return std::string(colour_name(c)); }

}  // namespace

State::State(const Options& options) : options_(options) {
  assert(options.validate().ok());
  bag_ = TileCounts::full_set();
  for (int seat = 0; seat < kMaxPlayersClassic; ++seat)
    destinations_[seat] = destination_table_of(boards_[seat]);
  start_player_ = static_cast<std::int8_t>(options.start_seat);
  current_ = start_player_;
}

// ---------------------------------------------------------------- legality

void State::refresh_destinations(int seat, int row) {
  destinations_[seat] = with_row_refreshed(destinations_[seat], boards_[seat], row);
}

void State::legal_actions(ActionList& actions) const {
  actions.clear();
  if (phase_ == Phase::Offer) {
    const DestinationTable table = destinations_[current_];
    const auto add_source = [&](const TileCounts& tiles, int source) {
      const Action base = take_id(source, Colour::Blue, 0);
      for (std::uint32_t m = table & source_bits(tiles); m != 0; m &= m - 1)
        actions.push_back(static_cast<Action>(base + std::countr_zero(m)));
    };
    const int n = num_factories();
    for (int f = 0; f < n; ++f) add_source(factories_[f], f);
    add_source(centre_, kCentreSource);
  } else if (phase_ == Phase::WallTiling) {
    const PlayerBoard& board = boards_[current_];
    const Colour c = board.lines[tiling_row_].colour;
    for (unsigned m = board.wall.free_columns_for(tiling_row_, c); m != 0; m &= m - 1)
      actions.push_back(place_id(tiling_row_, std::countr_zero(m)));
  }
}

namespace {

// kNthSetBit[byte][k]: the position of the k-th lowest set bit of `byte`.
constexpr auto kNthSetBit = [] {
  std::array<std::array<std::uint8_t, 8>, 256> table{};
  for (unsigned byte = 0; byte < 256; ++byte) {
    int k = 0;
    for (int bit = 0; bit < 8; ++bit)
      if ((byte >> bit) & 1u) table[byte][k++] = static_cast<std::uint8_t>(bit);
  }
  return table;
}();

// The position of the k-th lowest set bit of `bits` (k < popcount(bits)), a byte at a time.
int nth_set_bit(std::uint32_t bits, int k) {
  for (int shift = 0;; shift += 8) {
    const unsigned byte = (bits >> shift) & 0xFFu;
    const int here = std::popcount(byte);
    if (k < here) return shift + kNthSetBit[byte][k];
    k -= here;
  }
}

}  // namespace

Action State::legal_action_at(int k) const {
  assert(k >= 0 && k < legal_action_count());
  std::uint32_t bits = 0;
  Action base = 0;
  if (phase_ == Phase::Offer) {
    const DestinationTable table = destinations_[current_];
    const int n = num_factories();
    for (int source = 0; source <= n; ++source) {  // factories in order, then the centre
      const bool centre = source == n;
      bits = table & source_bits(centre ? centre_ : factories_[source]);
      const int here = std::popcount(bits);
      if (k < here) {
        base = take_id(centre ? kCentreSource : source, Colour::Blue, 0);
        break;
      }
      k -= here;
    }
  } else {
    const PlayerBoard& board = boards_[current_];
    bits = board.wall.free_columns_for(tiling_row_, board.lines[tiling_row_].colour);
    base = place_id(tiling_row_, 0);
  }
  return static_cast<Action>(base + nth_set_bit(bits, k));
}

bool State::is_legal_take(Action a) const {
  const Take take = decode_take(a);
  const TileCounts* source = nullptr;
  if (take.source == kCentreSource)
    source = &centre_;
  else if (take.source < num_factories())
    source = &factories_[take.source];
  else
    return false;
  if (source->count(take.colour) == 0) return false;
  return allows(destinations_[current_], take.colour, take.destination);
}

bool State::is_legal_place(Action a) const {
  const Place place = decode_place(a);
  if (place.row != tiling_row_) return false;
  const PlayerBoard& board = boards_[current_];
  const Colour c = board.lines[tiling_row_].colour;
  return (board.wall.free_columns_for(place.row, c) >> place.column) & 1u;
}

bool State::is_legal(Action a) const {
  switch (phase_) {
    case Phase::Deal:
      return kind_of(a) == ActionKind::Draw && bag_.count(decode_draw(a)) > 0;
    case Phase::Offer:
      return kind_of(a) == ActionKind::Take && is_legal_take(a);
    case Phase::WallTiling:
      return kind_of(a) == ActionKind::Place && is_legal_place(a);
    case Phase::GameOver:
      return false;
  }
  return false;
}

Status State::explain_illegal(Action a) const {
  const ActionKind kind = kind_of(a);
  if (kind == ActionKind::Invalid)
    return Status::error("action " + std::to_string(a) + " is not a valid id (0.." +
                         std::to_string(kActionIdEnd - 1) + ")");
  // The reasons below are NC_-marked templates (engine/core/marked_text.h), except those that
  // name a colour: a colour's English name in a place would stay English in a translation.
  const std::string move = action_text(a);
  const std::string seat = std::to_string(current_ + 1);
  switch (phase_) {
    case Phase::GameOver:
      // TRANSLATORS: {1} is the move (notation: 'F3 R 2').
      return Status::error(fill(NC_("error", "the game is over; '{1}' is not possible"), {move}));
    case Phase::Deal:
      if (kind != ActionKind::Draw)
        return Status::error(fill(
            // TRANSLATORS: {1} is the move (notation: 'F3 R 2').
            NC_("error", "a tile must be drawn from the bag now, not '{1}'"), {move}));
      return Status::error("the bag has no " + colour_str(decode_draw(a)) + " tile");
    case Phase::Offer: {
      if (kind == ActionKind::Draw)
        return Status::error(fill(
            // TRANSLATORS: {1} is the number of the player to move.
            NC_("error", "no tile is drawn now: player {1} must take tiles"), {seat}));
      if (kind == ActionKind::Place)
        return Status::error(fill(
            // TRANSLATORS: {1} is the number of the player to move.
            NC_("error", "no wall-tiling decision is pending: player {1} must take tiles"),
            {seat}));
      const Take take = decode_take(a);
      if (take.source != kCentreSource && take.source >= num_factories())
        return Status::error(fill(
            // TRANSLATORS: {1} is the factory's number in the move, {2} the number of factories.
            NC_("error", "there is no factory {1} (factories 1..{2})"),
            {std::to_string(take.source + 1), std::to_string(num_factories())}));
      const TileCounts& source = take.source == kCentreSource ? centre_ : factories_[take.source];
      if (source.count(take.colour) == 0)
        return Status::error(source_name(take.source) + " has no " + colour_str(take.colour) +
                             " tile");
      const PlayerBoard& board = boards_[current_];
      const int row = take.destination;
      const std::string line_name = "pattern line " + std::to_string(row + 1);
      const PatternLine& line = board.lines[row];
      if (line.count == pattern_line_capacity(row))
        return Status::error(fill(
            // TRANSLATORS: {1} is the pattern line's number (1 to 5).
            NC_("error", "pattern line {1} is full"), {std::to_string(row + 1)}));
      if (line.count > 0 && line.colour != take.colour)
        return Status::error(line_name + " already holds " + colour_str(line.colour));
      if (board.wall.row_has(row, take.colour))
        return Status::error("wall row " + std::to_string(row + 1) + " already has " +
                             colour_str(take.colour));
      break;
    }
    case Phase::WallTiling: {
      const std::string pending = std::to_string(tiling_row_ + 1);
      if (kind != ActionKind::Place)
        return Status::error(fill(
            NC_("error",
                // TRANSLATORS: {1} is the number of the player to move, {2} the wall row to tile,
                // {3} the move (notation: 'F3 R 2'); 'tile row {2} col <1..5>' is notation, kept.
                "player {1} must choose the wall cell for row {2} now "
                "('tile row {2} col <1..5>'), not '{3}'"),
            {seat, pending, move}));
      const Place place = decode_place(a);
      if (place.row != tiling_row_)
        return Status::error(fill(
            // TRANSLATORS: {1} is the wall row to tile, {2} the row the move names.
            NC_("error", "the pending wall-tiling decision is for row {1}, not row {2}"),
            {pending, std::to_string(place.row + 1)}));
      const Wall& wall = boards_[current_].wall;
      const Colour c = boards_[current_].lines[tiling_row_].colour;
      if (wall.filled(place.row, place.column))
        // TRANSLATORS: {1} is the wall's row, {2} its column (1 to 5).
        return Status::error(fill(NC_("error", "wall row {1} col {2} is already filled"),
                                  {pending, std::to_string(place.column + 1)}));
      if (wall.column_has(place.column, c))
        return Status::error("wall column " + std::to_string(place.column + 1) + " already has " +
                             colour_str(c));
      break;
    }
  }
  // TRANSLATORS: {1} is the move (notation: 'F3 R 2').
  return Status::error(fill(NC_("error", "'{1}' is not legal here"), {move}));
}

// ---------------------------------------------------------------- applying actions

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

// ---------------------------------------------------------------- notation, scores, dump

std::string State::action_to_string(Action a) const { return action_text(a); }

Parsed<Action> State::parse_action(std::string_view text) const {
  return parse_action_text(text, num_factories());
}

std::vector<ScoreLine> State::breakdown(int seat) const {
  const ScoreLedger& l = boards_[seat].ledger;
  return {{"wall placements", l.placements},
          {"floor penalties", l.floor_penalties},
          {"score floor", l.score_floor},
          {"row bonuses", l.row_bonuses, true},
          {"column bonuses", l.column_bonuses, true},
          {"colour bonuses", l.colour_bonuses, true}};
}

int State::tile_total(Colour c) const {
  int n = bag_.count(c) + lid_.count(c) + centre_.count(c);
  for (int f = 0; f < kMaxFactories; ++f) n += factories_[f].count(c);
  for (int seat = 0; seat < kMaxPlayersClassic; ++seat) {
    const PlayerBoard& board = boards_[seat];
    n += board.wall.count_of(c) + board.floor.tiles_of(c);
    for (const PatternLine& line : board.lines)
      n += line.count > 0 && line.colour == c ? line.count : 0;
  }
  return n;
}

int State::tile_total() const {
  int n = 0;
  for (Colour c : kAllColours) n += tile_total(c);
  return n;
}

namespace {

std::string tiles_text(const TileCounts& tiles) {
  std::string s;
  for (Colour c : kAllColours) s.append(static_cast<std::size_t>(tiles.count(c)), colour_letter(c));
  return s.empty() ? "-" : s;
}

std::string counts_text(const TileCounts& tiles) {
  std::string s;
  for (Colour c : kAllColours) {
    if (!s.empty()) s += ' ';
    s += colour_letter(c);
    s += std::to_string(tiles.count(c));
  }
  return s;
}

std::string_view phase_name(Phase p) {
  switch (p) {
    case Phase::Deal:
      return "deal";
    case Phase::Offer:
      return "offer";
    case Phase::WallTiling:
      return "wall-tiling";
    case Phase::GameOver:
      return "game over";
  }
  return "?";
}

}  // namespace

std::string State::to_string() const {
  std::string s = "azul, " + std::to_string(num_players()) + " players, " +
                  (options_.wall == WallSide::Grey ? "grey" : "coloured") + " wall, round " +
                  std::to_string(round_) + ", " + std::string(phase_name(phase_));
  if (phase_ == Phase::Offer) s += ", " + seat_name(current_) + " to take";
  if (phase_ == Phase::WallTiling)
    s += ", " + seat_name(current_) + " to tile row " + std::to_string(tiling_row_ + 1);
  if (phase_ == Phase::Deal) s += ", dealing to factory " + std::to_string(deal_factory() + 1);
  s += "\nbag " + counts_text(bag_) + " | lid " + counts_text(lid_) + "\n";
  for (int f = 0; f < num_factories(); ++f)
    s += "F" + std::to_string(f + 1) + " " + tiles_text(factories_[f]) + "  ";
  s += "\nC " + std::string(marker_in_centre() ? "M " : "") + tiles_text(centre_) + "\n";
  for (int seat = 0; seat < num_players(); ++seat) {
    const PlayerBoard& board = boards_[seat];
    s += seat_name(seat) + ": score " + std::to_string(board.score());
    if (seat == start_player_) s += " (start player)";
    if (seat == marker_holder_) s += " (took the marker)";
    s += "\n";
    for (int row = 0; row < kWallSize; ++row) {
      const PatternLine& line = board.lines[row];
      std::string pattern(static_cast<std::size_t>(kWallSize - row - 1), ' ');
      for (int i = 0; i < pattern_line_capacity(row); ++i)
        pattern += i < pattern_line_capacity(row) - line.count ? '.' : colour_letter(line.colour);
      s += "  " + pattern + " | ";
      for (int col = 0; col < kWallSize; ++col) {
        const auto tile = board.wall.colour_at(row, col);
        if (tile)
          s += colour_letter(*tile);
        else if (options_.wall == WallSide::Coloured)
          s += static_cast<char>(colour_letter(coloured_wall_colour(row, col)) - 'A' + 'a');
        else
          s += '.';
      }
      s += "\n";
    }
    s += "  floor ";
    for (int i = 0; i < board.floor.size(); ++i)
      s += board.floor[i].is_marker ? 'M' : colour_letter(board.floor[i].colour);
    s += "\n";
  }
  return s;
}

}  // namespace azul::classic
