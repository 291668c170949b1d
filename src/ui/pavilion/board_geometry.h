// Where things are on a Summer Pavilion player board, in board units (1 unit = the side of a
// diamond space), with the board's centre at (0, 0) and y growing downwards as on screen.
//
// The printed board (shared/rules/summer-pavilion.md): seven six-pointed stars of 60-degree
// diamonds, all with a point at 12 o'clock. The centre star sits at (0, 0); the outer stars
// sit kStarDistance away in the directions W purple, NW orange, NE red, E blue, SE yellow,
// SW green, so that neighbouring stars face each other notch to notch. Positions 1..6 run
// clockwise: the centre star's 1 points at 12 o'clock; on an outer star 2 and 3 point at the
// centre, 5 and 6 outward, 1 toward the next star clockwise and 4 toward the previous one.
// The diamond-shaped gaps between facing stars hold the structures: a pillar between the
// centre and each outer star, a statue between neighbouring outer stars, a window in the
// outer notch of each outer star (between its 5 and 6). The four corners hold kept tiles.
#pragma once

#include <array>
#include <optional>

namespace azul::ui::pview {

struct Point {
  float x = 0.0f;
  float y = 0.0f;
};

// The four corners of a diamond: the star centre end, one side, the tip, the other side.
using Quad = std::array<Point, 4>;

// Distance between the centres of facing stars: their tips just touch.
inline constexpr float kStarDistance = 3.0f;
// Distance from a star's centre to a tip, and to a notch between two points.
inline constexpr float kStarTipRadius = 1.7320508f;  // sqrt(3)
inline constexpr float kStarNotchRadius = 1.0f;
// The board's drawn extent (stars, windows and corner spaces), half width and half height.
inline constexpr float kBoardHalfWidth = 5.0f;
inline constexpr float kBoardHalfHeight = 4.5f;
// Corner spaces (kept tiles): squares of this side centred at (+-kCornerX, +-kCornerY).
inline constexpr float kCornerX = 4.05f;
inline constexpr float kCornerY = 3.65f;
inline constexpr float kCornerSize = 0.95f;
inline constexpr int kNumCorners = 4;

// What the view calls a star, in the player's language: its colour on the coloured side
// ("purple"), its place on the monochrome side ("west"); the centre star is "centre" on both.
const char* star_label(bool monochrome, int star);

// The centre of a star (engine star index: P G O Y B R = 0..5, centre 6).
Point star_centre(int star);

// The direction a space's tip points to, degrees counter-clockwise from east.
float space_direction_degrees(int star, int position);

// The diamond of a space (position 1..6), shrunk by `inset` units toward its middle so that
// neighbouring spaces show a gap.
Quad space_quad(int star, int position, float inset = 0.0f);
Point space_middle(int star, int position);

// Where a structure (engine structure id, geometry.h) is drawn: the middle of its gap.
Point structure_anchor(int structure_id);

// The middle of corner space 0..3 (top-left, top-right, bottom-left, bottom-right).
Point corner_middle(int corner);

bool point_in_quad(const Quad& quad, Point p);
// The space under `p` (board units) as a space index (engine space_index), if any.
std::optional<int> space_at(Point p);
// The star whose six points cover `p` or whose centre is within its tip radius.
std::optional<int> star_at(Point p);

}  // namespace azul::ui::pview
