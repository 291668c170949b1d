// TileCounts and FloorLine keep their contents packed in machine words (tile_counts.h,
// player_board.h). These tests hold every packed query to its plain definition over many
// random contents: the counts, the total, the colours present, the n-th tile in colour order,
// adding, taking and removing tiles; and the floor line's spaces, penalties and overflow.
#include "classic_test_support.h"

#include "engine/core/rng.h"

namespace azul::classic::testing {
namespace {

// Random contents with at most `max_each` tiles of a colour and the same as plain counts.
struct Contents {
  TileCounts packed;
  std::array<int, kNumColours> plain{};
};

Contents random_contents(Rng& rng, int max_each) {
  Contents contents;
  for (Colour c : kAllColours) {
    // Often zero, so that absent colours are common.
    const int n = rng.below(3) == 0 ? 0 : static_cast<int>(rng.below(max_each + 1));
    contents.packed.add(c, n);
    contents.plain[index_of(c)] = n;
  }
  return contents;
}

void expect_matches(const TileCounts& packed, const std::array<int, kNumColours>& plain) {
  int total = 0;
  ColourMask present = 0;
  for (Colour c : kAllColours) {
    const int n = plain[index_of(c)];
    EXPECT_EQ(packed.count(c), n) << colour_name(c);
    total += n;
    if (n > 0) present |= bit_of(c);
  }
  EXPECT_EQ(packed.total(), total);
  EXPECT_EQ(packed.present(), present);
  EXPECT_EQ(packed.empty(), total == 0);
  // Tile k in colour order: every tile of colour 0, then of colour 1, ...
  int k = 0;
  for (Colour c : kAllColours)
    for (int i = 0; i < plain[index_of(c)]; ++i, ++k)
      ASSERT_EQ(packed.nth_tile(k), c) << "tile " << k;
  for (int n = 0; n <= kTilesPerColour; ++n) {
    bool each = true;
    for (int count : plain) each = each && count >= n;
    EXPECT_EQ(packed.each_colour_at_least(n), each) << n;
  }
}

TEST(ClassicTileCounts, PackedQueriesMatchTheirPlainDefinitions) {
  Rng rng(20261122);
  for (int trial = 0; trial < 2000; ++trial) {
    const Contents a = random_contents(rng, kTilesPerColour);
    expect_matches(a.packed, a.plain);
    if (::testing::Test::HasFailure()) return;
  }
  expect_matches(TileCounts::full_set(), {20, 20, 20, 20, 20});
}

TEST(ClassicTileCounts, AddingTakingAndRemovingKeepCountsAndColoursPresent) {
  Rng rng(7);
  for (int trial = 0; trial < 2000; ++trial) {
    Contents a = random_contents(rng, 8);
    const Contents b = random_contents(rng, 8);
    const Colour c = colour_from_index(static_cast<int>(rng.below(kNumColours)));
    switch (trial % 5) {
      case 0:
        a.packed.add_all(b.packed);
        for (int i = 0; i < kNumColours; ++i) a.plain[i] += b.plain[i];
        break;
      case 1:
        a.packed.add_all_except(b.packed, c);
        for (int i = 0; i < kNumColours; ++i) a.plain[i] += i == index_of(c) ? 0 : b.plain[i];
        break;
      case 2:
        EXPECT_EQ(a.packed.take_all(c), a.plain[index_of(c)]);
        a.plain[index_of(c)] = 0;
        break;
      case 3: {
        const int n =
            a.plain[index_of(c)] == 0 ? 0 : 1 + static_cast<int>(rng.below(a.plain[index_of(c)]));
        a.packed.remove(c, n);
        a.plain[index_of(c)] -= n;
        break;
      }
      case 4:
        a.packed.set(c, 3);
        a.plain[index_of(c)] = 3;
        break;
    }
    expect_matches(a.packed, a.plain);
    if (::testing::Test::HasFailure()) return;
  }
}

TEST(ClassicFloorLine, SpacesFillLeftToRightAndTheRestOverflows) {
  FloorLine floor;
  EXPECT_EQ(floor.penalty(), 0);
  EXPECT_TRUE(floor.push_marker());
  EXPECT_EQ(floor.push_tiles(Colour::Red, 2), 0);
  EXPECT_EQ(floor.push_tiles(Colour::Blue, 0), 0);
  EXPECT_EQ(floor.size(), 3);
  EXPECT_EQ(floor.push_tiles(Colour::White, 6), 2) << "4 of 6 fit";
  ASSERT_EQ(floor.size(), kFloorSpaces);
  EXPECT_TRUE(floor.full());
  EXPECT_TRUE(floor[0].is_marker);
  EXPECT_EQ(floor[1], (FloorSpace{false, Colour::Red}));
  EXPECT_EQ(floor[2], (FloorSpace{false, Colour::Red}));
  for (int i = 3; i < kFloorSpaces; ++i) EXPECT_EQ(floor[i], (FloorSpace{false, Colour::White}));
  EXPECT_EQ(floor.tiles_of(Colour::White), 4);
  EXPECT_EQ(floor.tiles_of(Colour::Blue), 0);
  EXPECT_EQ(floor.tile_count(), 6);
  EXPECT_TRUE(floor.holds_marker());
  EXPECT_EQ(floor.penalty(), -14);
  EXPECT_FALSE(floor.push_tile(Colour::Black));
  EXPECT_FALSE(floor.push_marker());
  EXPECT_EQ(floor.push_tiles(Colour::Black, 3), 3);

  floor.clear();
  EXPECT_EQ(floor, FloorLine{});
  int penalty = 0;
  for (int i = 0; i < kFloorSpaces; ++i) {
    EXPECT_TRUE(floor.push_tile(Colour::Yellow));
    penalty += kFloorPenalties[i];
    EXPECT_EQ(floor.penalty(), penalty);
  }
}

}  // namespace
}  // namespace azul::classic::testing
