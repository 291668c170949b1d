// Classic Azul: which actions are legal (the list, its count and its k-th entry for the
// playouts, a single action's check) and why one is not, in words a player reads. The rules
// themselves: state.h.
#include <bit>

#include "engine/classic/destinations.h"
#include "engine/classic/notation.h"
#include "engine/classic/state.h"
#include "engine/core/marked_text.h"

namespace azul::classic {

namespace {

std::string source_name(int source) {
  return source == kCentreSource ? std::string("the centre")
                                 : "factory " + std::to_string(source + 1);
}

std::string colour_str(Colour c) { return std::string(colour_name(c)); }

}  // namespace

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

}  // namespace azul::classic
