// Classic Azul's state as text and figures: the actions' notation, the score breakdown, the
// tile totals of the conservation checks and the plain-text dump of a position.
#include "engine/classic/notation.h"
#include "engine/classic/state.h"

namespace azul::classic {

namespace {

std::string seat_name(int seat) { return "player " + std::to_string(seat + 1); }

}  // namespace

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
