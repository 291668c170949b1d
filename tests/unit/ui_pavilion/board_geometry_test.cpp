// The drawn board against the rule sheet: every space is where the printed board has it, and
// every structure is drawn in the gap surrounded by exactly its own spaces.
#include "ui/pavilion/board_geometry.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "engine/pavilion/geometry.h"

namespace azul::ui::pview {
namespace {

using namespace azul::pavilion;

float distance(Point a, Point b) { return std::hypot(a.x - b.x, a.y - b.y); }
float dot(Point a, Point b) { return a.x * b.x + a.y * b.y; }
Point minus(Point a, Point b) { return {a.x - b.x, a.y - b.y}; }

TEST(BoardGeometry, EverySpaceIsFoundAtItsOwnMiddle) {
  for (int space = 0; space < kNumSpaces; ++space) {
    const Point m = space_middle(star_of_space(space), position_of_space(space));
    ASSERT_EQ(space_at(m), space) << "space " << space;
    EXPECT_EQ(star_at(m), star_of_space(space));
  }
}

TEST(BoardGeometry, SpacesDoNotOverlap) {
  for (int a = 0; a < kNumSpaces; ++a)
    for (int b = 0; b < kNumSpaces; ++b) {
      if (a == b) continue;
      const Point m = space_middle(star_of_space(a), position_of_space(a));
      EXPECT_FALSE(point_in_quad(space_quad(star_of_space(b), position_of_space(b)), m))
          << a << " inside " << b;
    }
}

TEST(BoardGeometry, OuterStarsSitWhereTheRuleSheetSays) {
  // W purple, NW orange, NE red, E blue, SE yellow, SW green (screen y grows downwards).
  EXPECT_LT(star_centre(kPurple).x, -2.9f);
  EXPECT_NEAR(star_centre(kPurple).y, 0.0f, 1e-4f);
  EXPECT_GT(star_centre(kBlue).x, 2.9f);
  EXPECT_TRUE(star_centre(kOrange).x < 0 && star_centre(kOrange).y < 0);
  EXPECT_TRUE(star_centre(kRed).x > 0 && star_centre(kRed).y < 0);
  EXPECT_TRUE(star_centre(kYellow).x > 0 && star_centre(kYellow).y > 0);
  EXPECT_TRUE(star_centre(kGreen).x < 0 && star_centre(kGreen).y > 0);
}

TEST(BoardGeometry, PositionsRunClockwiseWithTwoAndThreeTowardTheCentre) {
  for (int star = 0; star < kNumStars; ++star) {
    const Point c = star_centre(star);
    for (int position = 1; position <= kSpacesPerStar; ++position) {
      const Point a = minus(space_middle(star, position), c);
      const Point b = minus(space_middle(star, next_position(position)), c);
      // Clockwise on screen (y down) is a positive cross product.
      EXPECT_GT(a.x * b.y - a.y * b.x, 0.0f) << "star " << star << " position " << position;
    }
    if (star == kCentreStar) {
      const Point one = minus(space_middle(star, 1), c);
      EXPECT_NEAR(one.x, 0.0f, 1e-4f);
      EXPECT_LT(one.y, 0.0f);  // 12 o'clock
      continue;
    }
    const Point inward = minus(Point{0, 0}, c);
    for (int position : {2, 3})
      EXPECT_GT(dot(minus(space_middle(star, position), c), inward), 0.0f);
    for (int position : {5, 6})
      EXPECT_LT(dot(minus(space_middle(star, position), c), inward), 0.0f);
    // 1 leans toward the next star clockwise, 4 toward the previous one.
    const int next = clockwise_next_star(star);
    const Point toward_next = minus(star_centre(next), c);
    EXPECT_GT(dot(minus(space_middle(star, 1), c), toward_next),
              dot(minus(space_middle(star, 4), c), toward_next));
  }
}

TEST(BoardGeometry, EachStructureIsSurroundedByExactlyItsSpaces) {
  for (int id = 0; id < kNumStructures; ++id) {
    const Structure& s = kStructures[id];
    const Point anchor = structure_anchor(id);
    std::vector<std::pair<float, int>> by_distance;
    for (int space = 0; space < kNumSpaces; ++space) {
      by_distance.push_back(
          {distance(anchor, space_middle(star_of_space(space), position_of_space(space))), space});
    }
    std::sort(by_distance.begin(), by_distance.end());
    std::vector<int> nearest;
    for (int i = 0; i < s.num_spaces; ++i) nearest.push_back(by_distance[i].second);
    std::sort(nearest.begin(), nearest.end());
    std::vector<int> expected(s.spaces.begin(), s.spaces.begin() + s.num_spaces);
    std::sort(expected.begin(), expected.end());
    EXPECT_EQ(nearest, expected) << structure_name(id);
    // ...and no other space is as close.
    EXPECT_GT(by_distance[s.num_spaces].first, by_distance[s.num_spaces - 1].first + 0.05f)
        << structure_name(id);
    EXPECT_FALSE(space_at(anchor).has_value()) << structure_name(id) << " covers a space";
  }
}

TEST(BoardGeometry, CornersAndWindowsStayOnTheBoardAndOffTheStars) {
  for (int corner = 0; corner < kNumCorners; ++corner) {
    const Point c = corner_middle(corner);
    EXPECT_LE(std::fabs(c.x) + kCornerSize * 0.5f, kBoardHalfWidth);
    EXPECT_LE(std::fabs(c.y) + kCornerSize * 0.5f, kBoardHalfHeight);
    for (float dx : {-0.5f, 0.5f})
      for (float dy : {-0.5f, 0.5f})
        EXPECT_FALSE(space_at({c.x + dx * kCornerSize, c.y + dy * kCornerSize}).has_value());
  }
  for (int space = 0; space < kNumSpaces; ++space)
    for (const Point& p : space_quad(star_of_space(space), position_of_space(space))) {
      EXPECT_LE(std::fabs(p.x), kBoardHalfWidth);
      EXPECT_LE(std::fabs(p.y), kBoardHalfHeight);
    }
}

}  // namespace
}  // namespace azul::ui::pview
