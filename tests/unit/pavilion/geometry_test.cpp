// The Summer Pavilion board: printed values on both sides, ring adjacency, the 18 structures
// and the run-length scoring table.
#include <gtest/gtest.h>

#include <bit>
#include <set>

#include "engine/pavilion/geometry.h"

namespace azul::pavilion {
namespace {

using Spaces = std::set<std::pair<int, int>>;  // (star, position)

Spaces SpacesOf(const Structure& s) {
  Spaces spaces;
  for (int i = 0; i < s.num_spaces; ++i)
    spaces.insert({star_of_space(s.spaces[i]), position_of_space(s.spaces[i])});
  return spaces;
}

TEST(PavilionGeometry, ColouredSidePrintsThePosition) {
  for (int star = 0; star < kNumStars; ++star)
    for (int pos = 1; pos <= 6; ++pos) EXPECT_EQ(printed_value(Side::kColoured, star, pos), pos);
}

TEST(PavilionGeometry, MonochromeOuterStarsRead321456AndCentreIsAllThrees) {
  const int expected[6] = {3, 2, 1, 4, 5, 6};
  for (int star = 0; star < kNumOuterStars; ++star)
    for (int pos = 1; pos <= 6; ++pos)
      EXPECT_EQ(printed_value(Side::kMonochrome, star, pos), expected[pos - 1]) << star << pos;
  for (int pos = 1; pos <= 6; ++pos)
    EXPECT_EQ(printed_value(Side::kMonochrome, kCentreStar, pos), 3);
}

TEST(PavilionGeometry, FullBoardCosts) {
  int coloured = 0, monochrome = 0;
  for (int space = 0; space < kNumSpaces; ++space) {
    coloured += kPrintedValues[0][space];
    monochrome += kPrintedValues[1][space];
  }
  EXPECT_EQ(coloured, 147);  // 7 x 21
  EXPECT_EQ(monochrome, 6 * 21 + 6 * 3);
}

TEST(PavilionGeometry, NumberBonusSpaceCounts) {
  for (int v = 1; v <= 4; ++v) EXPECT_EQ(std::popcount(spaces_with_value(Side::kColoured, v)), 7);
  EXPECT_EQ(std::popcount(spaces_with_value(Side::kMonochrome, 1)), 6);
  EXPECT_EQ(std::popcount(spaces_with_value(Side::kMonochrome, 2)), 6);
  EXPECT_EQ(std::popcount(spaces_with_value(Side::kMonochrome, 3)), 12);  // incl. the centre
  EXPECT_EQ(std::popcount(spaces_with_value(Side::kMonochrome, 4)), 6);
  EXPECT_EQ(spaces_with_value(Side::kMonochrome, 3) & (std::uint64_t{0x3f} << 36),
            std::uint64_t{0x3f} << 36);
}

TEST(PavilionGeometry, RingAdjacencyIncludesSixAndOne) {
  EXPECT_EQ(next_position(6), 1);
  EXPECT_EQ(previous_position(1), 6);
  for (int p = 1; p <= 5; ++p) EXPECT_EQ(next_position(p), p + 1);
  for (int p = 2; p <= 6; ++p) EXPECT_EQ(previous_position(p), p - 1);
}

TEST(PavilionGeometry, RunLengthFollowsTheRing) {
  auto mask = [](std::initializer_list<int> positions) {
    int m = 0;
    for (int p : positions) m |= 1 << (p - 1);
    return m;
  };
  EXPECT_EQ(kRunLength[mask({1})][0], 1);
  EXPECT_EQ(kRunLength[mask({1, 3})][2], 1);
  EXPECT_EQ(kRunLength[mask({1, 2, 3})][1], 3);
  EXPECT_EQ(kRunLength[mask({6, 1, 2})][5], 3);  // 6-1 connect
  EXPECT_EQ(kRunLength[mask({5, 6, 1})][0], 3);
  EXPECT_EQ(kRunLength[mask({1, 2, 4, 5})][3], 2);
  EXPECT_EQ(kRunLength[mask({1, 2, 3, 4, 5})][4], 5);
  EXPECT_EQ(kRunLength[mask({2, 3, 4, 5, 6})][0], 0);  // position 1 not covered
  EXPECT_EQ(kRunLength[0x3f][3], 6);
}

TEST(PavilionGeometry, OuterStarsClockwise) {
  const int expected[6] = {kPurple, kOrange, kRed, kBlue, kYellow, kGreen};
  for (int i = 0; i < 6; ++i) {
    EXPECT_EQ(kClockwiseOuterStars[i], expected[i]);
    EXPECT_EQ(clockwise_next_star(expected[i]), expected[(i + 1) % 6]);
  }
}

TEST(PavilionGeometry, WindowsAreFiveAndSixOfEachOuterStar) {
  for (int star = 0; star < 6; ++star) {
    const Structure& w = kStructures[kFirstWindow + star];
    EXPECT_EQ(w.kind, StructureKind::kWindow);
    EXPECT_EQ(w.bonus_tiles, 3);
    EXPECT_EQ(SpacesOf(w), (Spaces{{star, 5}, {star, 6}}));
  }
}

TEST(PavilionGeometry, StatuesJoinOneTwoOfAWithThreeFourOfTheNextClockwise) {
  const std::pair<int, int> pairs[6] = {{kPurple, kOrange}, {kOrange, kRed},   {kRed, kBlue},
                                        {kBlue, kYellow},   {kYellow, kGreen}, {kGreen, kPurple}};
  for (auto [a, b] : pairs) {
    const Structure& s = kStructures[kFirstStatue + a];
    EXPECT_EQ(s.kind, StructureKind::kStatue);
    EXPECT_EQ(s.bonus_tiles, 2);
    EXPECT_EQ(s.other_star, b);
    EXPECT_EQ(SpacesOf(s), (Spaces{{a, 1}, {a, 2}, {b, 3}, {b, 4}}));
  }
}

TEST(PavilionGeometry, PillarsJoinTwoThreeWithTwoCentreSpaces) {
  const std::pair<int, std::pair<int, int>> pillars[6] = {{kOrange, {6, 1}}, {kRed, {1, 2}},
                                                          {kBlue, {2, 3}},   {kYellow, {3, 4}},
                                                          {kGreen, {4, 5}},  {kPurple, {5, 6}}};
  for (auto [star, centre] : pillars) {
    const Structure& s = kStructures[kFirstPillar + star];
    EXPECT_EQ(s.kind, StructureKind::kPillar);
    EXPECT_EQ(s.bonus_tiles, 1);
    EXPECT_EQ(
        SpacesOf(s),
        (Spaces{{star, 2}, {star, 3}, {kCentreStar, centre.first}, {kCentreStar, centre.second}}));
  }
}

TEST(PavilionGeometry, StructureTotalsAndSpaceMembership) {
  int bonus = 0;
  for (const Structure& s : kStructures) {
    bonus += s.bonus_tiles;
    EXPECT_EQ(std::popcount(s.mask), s.num_spaces);
  }
  EXPECT_EQ(bonus, 36);
  // Outer 1, 4: one statue; 2, 3: statue + pillar; 5, 6: window; centre: two pillars.
  const int per_position[6] = {1, 2, 2, 1, 1, 1};
  for (int star = 0; star < 6; ++star)
    for (int pos = 1; pos <= 6; ++pos)
      EXPECT_EQ(kSpaceStructures[space_index(star, pos)].count, per_position[pos - 1]);
  for (int pos = 1; pos <= 6; ++pos)
    EXPECT_EQ(kSpaceStructures[space_index(kCentreStar, pos)].count, 2);
  // Every structure lists its own spaces.
  for (int id = 0; id < kNumStructures; ++id)
    for (int i = 0; i < kStructures[id].num_spaces; ++i) {
      const SpaceStructures& at = kSpaceStructures[kStructures[id].spaces[i]];
      EXPECT_TRUE(at.ids[0] == id || (at.count == 2 && at.ids[1] == id));
    }
}

TEST(PavilionGeometry, NamesAndBonuses) {
  EXPECT_STREQ(structure_name(kFirstWindow + kBlue), "blue window");
  EXPECT_STREQ(structure_name(kFirstStatue + kPurple), "purple-orange statue");
  EXPECT_STREQ(structure_name(kFirstPillar + kRed), "red pillar");
  EXPECT_EQ(kStarBonus[kCentreStar], 12);
  EXPECT_EQ(kStarBonus[kRed], 14);
  EXPECT_EQ(kStarBonus[kBlue], 15);
  EXPECT_EQ(kStarBonus[kYellow], 16);
  EXPECT_EQ(kStarBonus[kOrange], 17);
  EXPECT_EQ(kStarBonus[kGreen], 18);
  EXPECT_EQ(kStarBonus[kPurple], 20);
  EXPECT_EQ(kNumberBonus[1] + kNumberBonus[2] + kNumberBonus[3] + kNumberBonus[4], 40);
}

}  // namespace
}  // namespace azul::pavilion
