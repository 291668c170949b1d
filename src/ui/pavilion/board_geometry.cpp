#include "ui/pavilion/board_geometry.h"

#include <cmath>

#include "engine/pavilion/geometry.h"
#include "ui/i18n/translate.h"
#include "ui/pavilion/preview_words.h"

namespace azul::ui::pview {
namespace {

constexpr float kPi = 3.14159265f;
constexpr float kDegrees = kPi / 180.0f;
constexpr float kPointHalfAngle = 30.0f;  // a 60-degree diamond's half angle at the centre
constexpr float kStepDegrees = 60.0f;
constexpr float kCentreFirstDirection = 90.0f;  // centre position 1 at 12 o'clock
// An outer star's position 1 points a quarter turn clockwise from its outward direction.
constexpr float kOuterFirstOffset = 270.0f;
constexpr float kWindowDistance = 1.45f;  // from the star centre, in its outer notch

// Outward direction by engine star index P G O Y B R.
constexpr std::array<float, pavilion::kNumOuterStars> kOuterDirections = {180.0f, 240.0f, 120.0f,
                                                                          300.0f, 0.0f,   60.0f};

Point direction(float degrees) {
  // Screen y grows downwards: counter-clockwise angles go up.
  return {std::cos(degrees * kDegrees), -std::sin(degrees * kDegrees)};
}

Point plus(Point a, Point b, float scale) { return {a.x + b.x * scale, a.y + b.y * scale}; }

float cross(Point o, Point a, Point b) {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

}  // namespace

const char* star_label(bool monochrome, int star) {
  // By engine star index P G O Y B R, centre.
  if (star == pavilion::kCentreStar)
    // TRANSLATORS: the centre star of a Summer Pavilion board ("the centre star").
    return trc("star", "centre");
  if (!monochrome) return colour_word(static_cast<pavilion::Colour>(star));
  switch (star) {
    case pavilion::kPurple:
      // TRANSLATORS: an outer star of the board's monochrome side, by its place ("the west
      // star").
      return trc("star", "west");
    case pavilion::kGreen:
      return trc("star", "south-west");
    case pavilion::kOrange:
      return trc("star", "north-west");
    case pavilion::kYellow:
      return trc("star", "south-east");
    case pavilion::kBlue:
      return trc("star", "east");
    default:  // red
      return trc("star", "north-east");
  }
}

Point star_centre(int star) {
  if (star == pavilion::kCentreStar) return {0.0f, 0.0f};
  return plus({0.0f, 0.0f}, direction(kOuterDirections[star]), kStarDistance);
}

float space_direction_degrees(int star, int position) {
  const float first = star == pavilion::kCentreStar ? kCentreFirstDirection
                                                    : kOuterDirections[star] + kOuterFirstOffset;
  return first - kStepDegrees * static_cast<float>(position - 1);
}

Quad space_quad(int star, int position, float inset) {
  const Point c = star_centre(star);
  const float a = space_direction_degrees(star, position);
  Quad quad = {c, plus(c, direction(a + kPointHalfAngle), kStarNotchRadius),
               plus(c, direction(a), kStarTipRadius),
               plus(c, direction(a - kPointHalfAngle), kStarNotchRadius)};
  if (inset > 0.0f) {
    const Point m = space_middle(star, position);
    // Shrink toward the middle so that every edge moves in by about `inset`.
    const float scale = 1.0f - inset * 2.0f;
    for (Point& p : quad) p = {m.x + (p.x - m.x) * scale, m.y + (p.y - m.y) * scale};
  }
  return quad;
}

Point space_middle(int star, int position) {
  return plus(star_centre(star), direction(space_direction_degrees(star, position)),
              kStarTipRadius * 0.5f);
}

Point structure_anchor(int structure_id) {
  const pavilion::Structure& s = pavilion::kStructures[structure_id];
  const Point a = star_centre(s.star);
  switch (s.kind) {
    case pavilion::StructureKind::kWindow:
      return plus(a, direction(kOuterDirections[s.star]), kWindowDistance);
    case pavilion::StructureKind::kStatue:
    case pavilion::StructureKind::kPillar: {
      const Point b = star_centre(s.other_star);
      return {(a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f};
    }
  }
  return a;
}

Point corner_middle(int corner) {
  const float x = (corner % 2 == 0) ? -kCornerX : kCornerX;
  const float y = (corner < 2) ? -kCornerY : kCornerY;
  return {x, y};
}

bool point_in_quad(const Quad& quad, Point p) {
  bool has_negative = false;
  bool has_positive = false;
  for (int i = 0; i < 4; ++i) {
    const float side = cross(quad[i], quad[(i + 1) % 4], p);
    has_negative = has_negative || side < 0.0f;
    has_positive = has_positive || side > 0.0f;
  }
  return !(has_negative && has_positive);
}

std::optional<int> space_at(Point p) {
  for (int star = 0; star < pavilion::kNumStars; ++star)
    for (int position = 1; position <= pavilion::kSpacesPerStar; ++position)
      if (point_in_quad(space_quad(star, position), p))
        return pavilion::space_index(star, position);
  return std::nullopt;
}

std::optional<int> star_at(Point p) {
  if (auto space = space_at(p)) return pavilion::star_of_space(*space);
  for (int star = 0; star < pavilion::kNumStars; ++star) {
    const Point c = star_centre(star);
    const float dx = p.x - c.x;
    const float dy = p.y - c.y;
    if (dx * dx + dy * dy <= kStarTipRadius * kStarTipRadius) return star;
  }
  return std::nullopt;
}

}  // namespace azul::ui::pview
