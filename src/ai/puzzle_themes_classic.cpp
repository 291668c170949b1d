// Azul's puzzle themes and its moves the same in effect (ai/puzzle_themes.h).
#include <algorithm>
#include <bit>

#include "ai/puzzle_themes.h"
#include "engine/classic/scoring.h"

namespace azul::ai {
namespace {

using namespace azul::classic;

// A wall row this full ends the game when its last tile is placed.
constexpr int kRowBeforeLast = kWallSize - 1;
// Tiles already in a row, a column or of a colour that make a bonus worth building towards.
constexpr int kBonusInSight = 3;

bool is_take(const State& s, Action a) {
  return s.phase() == Phase::Offer && kind_of(a) == ActionKind::Take;
}

// The take completes a pattern line whose wall row then has all five tiles: the game ends.
bool ends_game(const State& s, Action a) {
  const TakePreview p = s.preview_take(a);
  if (p.line < 0 || !p.completes_line) return false;
  const Wall& wall = s.board(p.seat).wall;
  return std::popcount(static_cast<unsigned>(wall.row_cells(p.line))) == kRowBeforeLast;
}

// Tiles the take costs on the floor line (penalty points, <= 0), the marker's space included.
int floor_points(const State& s, Action a) {
  const TakePreview p = s.preview_take(a);
  return p.penalty_after - p.penalty_before;
}

// An opponent of the mover has an open pattern line of colour c (begun and not full).
bool needed_by_opponent(const State& s, Colour c) {
  const int mover = s.current_player();
  for (int seat = 0; seat < s.num_players(); ++seat) {
    if (seat == mover) continue;
    for (int row = 0; row < kPatternLines; ++row) {
      const PatternLine& line = s.board(seat).lines[row];
      if (line.count > 0 && line.count < pattern_line_capacity(row) && line.colour == c)
        return true;
    }
  }
  return false;
}

// The most tiles already in the row, the column or the colour of the wall space a take's line
// leads to (the coloured wall); 0 for the floor line or the grey wall.
int bonus_progress(const State& s, Action a) {
  const Take take = decode_take(a);
  if (take.destination == kFloorDestination || s.wall_side() != WallSide::Coloured) return 0;
  const Wall& wall = s.board(s.current_player()).wall;
  const int row = take.destination;
  const int column = coloured_wall_column(row, take.colour);
  int in_column = 0;
  for (int r = 0; r < kWallSize; ++r) in_column += wall.filled(r, column) ? 1 : 0;
  const int in_row = std::popcount(static_cast<unsigned>(wall.row_cells(row)));
  return std::max({in_column, in_row, wall.count_of(take.colour)});
}

}  // namespace

std::string_view puzzle_theme(const State& before, Action solution, Action alternative,
                              bool solution_is_greedy) {
  const std::string_view fallback = solution_is_greedy ? "counting" : "planning";
  if (!is_take(before, solution) || !is_take(before, alternative))
    return kind_of(solution) == ActionKind::Place ? "bonus" : fallback;
  if (ends_game(before, solution) != ends_game(before, alternative)) return "endgame";
  if (before.preview_take(solution).takes_marker != before.preview_take(alternative).takes_marker)
    return "marker";
  const Colour colour = decode_take(solution).colour;
  if (colour != decode_take(alternative).colour && needed_by_opponent(before, colour) &&
      !needed_by_opponent(before, decode_take(alternative).colour))
    return "deny";
  if (floor_points(before, solution) > floor_points(before, alternative)) return "floor";
  const int progress = bonus_progress(before, solution);
  if (progress >= kBonusInSight && progress > bonus_progress(before, alternative)) return "bonus";
  return fallback;
}

bool same_in_effect(const State& before, Action a, Action b) {
  if (a == b) return true;
  if (!is_take(before, a) || !is_take(before, b)) return false;
  const Take x = decode_take(a);
  const Take y = decode_take(b);
  return x.colour == y.colour && x.destination == y.destination && x.source != kCentreSource &&
         y.source != kCentreSource && before.factory(x.source) == before.factory(y.source);
}

}  // namespace azul::ai
