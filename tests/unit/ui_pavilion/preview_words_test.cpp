// The words of a Summer Pavilion move's preview and cost (ui/pavilion/preview_words.h).
#include "ui/pavilion/preview_words.h"

#include <gtest/gtest.h>

namespace azul::ui::pview {
namespace {

TEST(PreviewWords, PointsBonusTilesTokenAndLosses) {
  EXPECT_EQ(preview_words({1, 0, 0, false}), "+1 point");
  EXPECT_EQ(preview_words({3, 2, 0, false}), "+3 points \xC2\xB7 2 bonus tiles");
  EXPECT_EQ(preview_words({0, 0, 4, true}),
            "start token \xC2\xB7 \xE2\x88\x92"
            "4 points");
  EXPECT_EQ(preview_words({}), "no points");
}

}  // namespace
TEST(CostWords, EveryWayToPayASpace) {
  const pavilion::Colour blue = pavilion::kBlue;
  const pavilion::Colour wild = pavilion::kPurple;
  EXPECT_EQ(cost_words(3, blue, 0b1, wild), "pay 3 blue");
  EXPECT_EQ(cost_words(3, blue, 0b10, wild), "pay 2 blue + 1 wild");
  EXPECT_EQ(cost_words(3, blue, 0b11, wild), "pay 3 blue, or 2 blue + 1 wild");
  EXPECT_EQ(cost_words(4, blue, 0b1111, wild),
            "pay 4 blue, or use 1\xE2\x80\x93"
            "3 wild");
  EXPECT_EQ(cost_words(2, wild, 0b100, wild), "pay 2 wild");
}

}  // namespace azul::ui::pview
