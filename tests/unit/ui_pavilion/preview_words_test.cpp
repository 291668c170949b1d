// The words of a Summer Pavilion move's preview (ui/pavilion/preview_words.h).
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
}  // namespace azul::ui::pview
