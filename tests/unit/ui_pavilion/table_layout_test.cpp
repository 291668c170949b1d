// The Summer Pavilion table layout fits every screen from a phone to 4K: nothing overlaps,
// nothing leaves the area sideways, wide screens need no scrolling, and the focus board is the
// largest.
#include "ui/pavilion/table_layout.h"

#include <gtest/gtest.h>

#include <tuple>
#include <vector>

#include "engine/pavilion/state.h"

namespace azul::ui::pview {
namespace {

constexpr float kEm = 18.0f;
constexpr float kSlack = 0.5f;

bool overlap(const Box& a, const Box& b) {
  return a.x + kSlack < b.right() && b.x + kSlack < a.right() && a.y + kSlack < b.bottom() &&
         b.y + kSlack < a.bottom();
}

struct Screen {
  float width;
  float height;
};

const std::vector<Screen> kScreens = {{375, 600},   {414, 800},   {768, 900},
                                      {1024, 640},  {1280, 700},  {1366, 680},
                                      {1920, 1000}, {2560, 1300}, {3840, 2000}};

TEST(TableLayout, FitsEveryScreenWithoutOverlaps) {
  for (const Screen& screen : kScreens) {
    for (int players = 2; players <= 4; ++players) {
      const int factories = pavilion::kFactoriesForPlayers[players];
      const TableLayout t = layout_table(screen.width, screen.height, kEm, players, factories, 0);
      SCOPED_TRACE(testing::Message() << screen.width << "x" << screen.height << " " << players);
      ASSERT_EQ(static_cast<int>(t.boards.size()), players);
      std::vector<Box> parts = {t.prompt, t.market.area, t.market.ring};
      for (const BoardLayout& b : t.boards) parts.push_back(b.area);
      for (const Box& part : parts) {
        EXPECT_GE(part.x, -kSlack);
        EXPECT_LE(part.right(), screen.width + kSlack);
        EXPECT_GE(part.y, -kSlack);
        EXPECT_LE(part.bottom(), t.height + kSlack);
      }
      for (std::size_t i = 0; i < t.boards.size(); ++i) {
        EXPECT_FALSE(overlap(t.boards[i].area, t.market.area));
        EXPECT_FALSE(overlap(t.boards[i].area, t.market.ring));
        EXPECT_FALSE(overlap(t.boards[i].area, t.prompt));
        for (std::size_t j = i + 1; j < t.boards.size(); ++j)
          EXPECT_FALSE(overlap(t.boards[i].area, t.boards[j].area));
        EXPECT_GT(t.boards[i].unit, 0.0f);
        EXPECT_LE(t.boards[i].unit, t.boards.front().unit + kSlack);
        // The board and hand sit inside the block.
        EXPECT_GE(t.boards[i].board.x, t.boards[i].area.x - kSlack);
        EXPECT_LE(t.boards[i].board.right(), t.boards[i].area.right() + kSlack);
        EXPECT_LE(t.boards[i].hand.bottom(), t.boards[i].area.bottom() + kSlack);
      }
      EXPECT_EQ(t.boards.front().seat, 0);
      EXPECT_TRUE(t.boards.front().focus);
      if (!t.stacked) {
        EXPECT_LE(t.height, screen.height + kSlack);
      }
    }
  }
}

TEST(TableLayout, WideScreensAndPhonesShowEverythingAtOnce) {
  const TableLayout desktop = layout_table(1280, 720, kEm, 4, 9, 0);
  EXPECT_FALSE(desktop.stacked);
  // Phones (the table's area under the top bar) in portrait and landscape.
  for (const auto& [width, height, players] :
       std::vector<std::tuple<float, float, int>>{{375, 600, 2},
                                                  {390, 740, 2},
                                                  {390, 740, 3},
                                                  {390, 740, 4},
                                                  {360, 537, 2},
                                                  {844, 280, 2}}) {
    SCOPED_TRACE(testing::Message() << width << "x" << height << " " << players);
    const TableLayout phone =
        layout_table(width, height, kEm, players, pavilion::kFactoriesForPlayers[players], 0);
    EXPECT_TRUE(phone.compact);
    EXPECT_FALSE(phone.stacked);
    EXPECT_GT(phone.market.factories_per_row, 0);  // the factories stand in rows
    for (const BoardLayout& b : phone.boards) EXPECT_LE(b.area.bottom(), height + kSlack);
    EXPECT_LE(phone.market.area.bottom(), height + kSlack);
  }
}

TEST(TableLayout, InPhaseTwoAPhoneGivesTheEmptyFactoriesRoomToTheBoards) {
  for (int players = 2; players <= 4; ++players) {
    SCOPED_TRACE(players);
    const int factories = pavilion::kFactoriesForPlayers[players];
    const TableLayout taking = layout_table(390, 740, kEm, players, factories, 0);
    const TableLayout placing = layout_table(390, 740, kEm, players, factories, 0, true);
    ASSERT_TRUE(placing.compact);
    EXPECT_EQ(placing.market.ring.h, 0.0f);  // no factory rows
    EXPECT_EQ(placing.market.centre.h, 0.0f);
    EXPECT_GT(placing.boards.front().unit, taking.boards.front().unit);
    for (const BoardLayout& b : placing.boards) EXPECT_LE(b.area.bottom(), 740 + kSlack);
  }
  // Desktops keep their layout.
  EXPECT_EQ(layout_table(1280, 720, kEm, 4, 9, 0, true).market.ring.h,
            layout_table(1280, 720, kEm, 4, 9, 0).market.ring.h);
}

TEST(TableLayout, APhoneTooSmallForEveryBoardScrolls) {
  const TableLayout phone = layout_table(360, 537, kEm, 4, 9, 0);
  EXPECT_TRUE(phone.stacked);
  EXPECT_GT(phone.height, 537.0f);
}

TEST(TableLayout, MarketTilesAreLargeEnoughToTouch) {
  // A factory quarter (the touch cell of a tile) is about 44 logical pixels or more, even with
  // nine factories on a phone, except in the phone layout: there seeing every board at once
  // costs some of it, and the quarter stays above 24 px (WCAG's least target size).
  for (const Screen& screen : kScreens) {
    for (int players = 2; players <= 4; ++players) {
      const TableLayout t = layout_table(screen.width, screen.height, kEm, players,
                                         pavilion::kFactoriesForPlayers[players], 0);
      EXPECT_GE(t.market.tile * 1.3f, t.compact ? 24.0f : 38.0f)
          << screen.width << "x" << screen.height << " " << players;
    }
  }
}

TEST(TableLayout, FactoriesInRowsStayInTheirBoxWithoutOverlapping) {
  for (int players = 2; players <= 4; ++players) {
    const int factories = pavilion::kFactoriesForPlayers[players];
    const TableLayout t = layout_table(390, 740, kEm, players, factories, 0);
    ASSERT_GT(t.market.factories_per_row, 0);
    const float radius = kFactoryDiameterCells * 0.5f * t.market.tile;
    for (int i = 0; i < factories; ++i) {
      const float x = row_factory_x(t.market, i, factories);
      const float y = row_factory_y(t.market, i);
      EXPECT_GE(x - radius, t.market.ring.x - kSlack);
      EXPECT_LE(x + radius, t.market.ring.right() + kSlack);
      EXPECT_GE(y - radius, t.market.ring.y - kSlack);
      EXPECT_LE(y + radius, t.market.ring.bottom() + kSlack);
      for (int j = 0; j < i; ++j) {
        const float dx = x - row_factory_x(t.market, j, factories);
        const float dy = y - row_factory_y(t.market, j);
        EXPECT_GE(dx * dx + dy * dy, 4.0f * radius * radius);
      }
    }
    EXPECT_GE(t.market.centre.y, t.market.ring.bottom() - kSlack);
    EXPECT_GE(t.market.counts.y, t.market.centre.bottom() - kSlack);
  }
}

TEST(TableLayout, TheFocusSeatComesFirstThenClockwise) {
  const TableLayout t = layout_table(1600, 900, kEm, 4, 9, 2);
  ASSERT_EQ(t.boards.size(), 4u);
  EXPECT_EQ(t.boards[0].seat, 2);
  EXPECT_EQ(t.boards[1].seat, 3);
  EXPECT_EQ(t.boards[2].seat, 0);
  EXPECT_EQ(t.boards[3].seat, 1);
}

}  // namespace
}  // namespace azul::ui::pview
