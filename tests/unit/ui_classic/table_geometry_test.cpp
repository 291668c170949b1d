// The Azul table's layouts (ui/classic/table_geometry.h) for every player count on screens from
// a small phone to a desktop, portrait and landscape: boards never overlap each other or the
// factories, every part stays inside the area, and on phones every board is on screen without
// scrolling (the compact layouts) while the home board stays the largest.
#include "ui/classic/table_geometry.h"

#include <gtest/gtest.h>
#include <imgui.h>

#include <cmath>
#include <vector>

#include "engine/classic/state.h"

namespace azul::ui::aview {
namespace {

constexpr float kSlack = 0.5f;
constexpr float kStripPx = 50.0f;

struct Area {
  float width;
  float height;
};

// The table's area under the top bar on a desktop, on phones in portrait and in landscape.
const std::vector<Area> kAreas = {{960, 700}, {1920, 1000}, {390, 740},
                                  {360, 537}, {844, 280},   {667, 260}};

class TableGeometry : public ::testing::Test {
 protected:
  void SetUp() override {
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    ImFontConfig font;
    font.SizePixels = 18.0f;  // about the page's body text; em() reads it
    io.FontDefault = io.Fonts->AddFontDefault(&font);
    io.Fonts->Build();
  }
  void TearDown() override { ImGui::DestroyContext(); }
};

classic::State new_game(int players) {
  classic::Options options;
  options.players = players;
  return classic::State(options);
}

Rect board_rect(const BoardPlace& b) {
  return Rect{b.origin, b.origin + ImVec2(b.width(), b.height())};
}
bool overlap(const Rect& a, const Rect& b) {
  return a.min.x + kSlack < b.max.x && b.min.x + kSlack < a.max.x && a.min.y + kSlack < b.max.y &&
         b.min.y + kSlack < a.max.y;
}
bool inside(const Rect& r, const Area& a) {
  return r.min.x >= -kSlack && r.min.y >= -kSlack && r.max.x <= a.width + kSlack &&
         r.max.y <= a.height + kSlack;
}

TEST_F(TableGeometry, BoardsAndFactoriesNeverOverlapAndPhonesNeverScroll) {
  for (const Area& area : kAreas) {
    for (int players = 2; players <= 4; ++players) {
      SCOPED_TRACE(testing::Message() << area.width << "x" << area.height << " " << players);
      const classic::State s = new_game(players);
      const TableLayout l =
          compute_layout(s, ImVec2(0, 0), ImVec2(area.width, area.height), 0, kStripPx);
      const Rect strip{l.strip_min, l.strip_min + ImVec2(l.strip_width, l.strip_height)};
      for (int a = 0; a < players; ++a) {
        const Rect ra = board_rect(l.boards[a]);
        EXPECT_GT(l.boards[a].cell, 0.0f);
        EXPECT_FALSE(overlap(ra, l.market));
        EXPECT_FALSE(overlap(ra, strip));
        EXPECT_LE(l.boards[a].cell, l.boards[0].cell + kSlack);  // the home board is the largest
        EXPECT_LE(ra.max.y, l.content_height + kSlack);
        for (int b = a + 1; b < players; ++b) EXPECT_FALSE(overlap(ra, board_rect(l.boards[b])));
        // Every board fits the area at once (these areas are all large enough).
        EXPECT_TRUE(inside(ra, area));
      }
      EXPECT_TRUE(inside(l.market, area));
      EXPECT_TRUE(inside(strip, area));
      EXPECT_LE(l.content_height, area.height + kSlack);
      for (int f = 0; f < s.num_factories(); ++f) {
        const ImVec2 c = factory_center(l, f);
        EXPECT_GE(c.x, l.market.min.x - kSlack);
        EXPECT_LE(c.x, l.market.max.x + kSlack);
        EXPECT_GE(c.y, l.market.min.y - kSlack);
        EXPECT_LE(c.y, l.market.max.y + kSlack);
      }
    }
  }
}

TEST_F(TableGeometry, PhonesPutTheFactoriesInRowsAndDesktopsOnARing) {
  const classic::State s = new_game(4);
  EXPECT_TRUE(compute_layout(s, ImVec2(0, 0), ImVec2(960, 700), 0, kStripPx).ring);
  EXPECT_FALSE(compute_layout(s, ImVec2(0, 0), ImVec2(390, 740), 0, kStripPx).ring);
  EXPECT_FALSE(compute_layout(s, ImVec2(0, 0), ImVec2(844, 280), 0, kStripPx).ring);
}

TEST_F(TableGeometry, FactoriesInRowsKeepApart) {
  for (int players = 2; players <= 4; ++players) {
    const classic::State s = new_game(players);
    const TableLayout l = compute_layout(s, ImVec2(0, 0), ImVec2(360, 537), 0, kStripPx);
    ASSERT_FALSE(l.ring);
    const float diameter = 2.0f * kFactoryRadius * l.cell;
    for (int a = 0; a < s.num_factories(); ++a) {
      for (int b = 0; b < a; ++b) {
        const ImVec2 d = factory_center(l, a) - factory_center(l, b);
        EXPECT_GE(d.x * d.x + d.y * d.y, diameter * diameter);
      }
    }
  }
}

TEST_F(TableGeometry, ATooSmallAreaScrollsInOneColumn) {
  const classic::State s = new_game(4);
  const TableLayout l = compute_layout(s, ImVec2(0, 0), ImVec2(300, 300), 0, kStripPx);
  EXPECT_TRUE(l.ring);
  EXPECT_GT(l.content_height, 300.0f);
}

// The hit targets of a board: its pattern lines and floor line never overlap one another, and
// they and the wall's spaces lie on the board, at every size the layouts give it.
TEST_F(TableGeometry, ABoardsLinesFloorAndWallSpacesKeepApartOnTheBoard) {
  for (const Area& area : kAreas) {
    const classic::State s = new_game(4);
    const TableLayout l =
        compute_layout(s, ImVec2(0, 0), ImVec2(area.width, area.height), 0, kStripPx);
    for (int seat = 0; seat < 4; ++seat) {
      SCOPED_TRACE(testing::Message() << area.width << "x" << area.height << " seat " << seat);
      const BoardPlace& b = l.boards[seat];
      const Rect board = board_rect(b);
      const auto on_board = [&](const Rect& r) {
        return r.min.x >= board.min.x - kSlack && r.min.y >= board.min.y - kSlack &&
               r.max.x <= board.max.x + kSlack && r.max.y <= board.max.y + kSlack;
      };
      for (int row = 0; row < classic::kWallSize; ++row) {
        EXPECT_TRUE(on_board(line_rect(b, row)));
        EXPECT_FALSE(overlap(line_rect(b, row), floor_rect(b)));
        for (int other = row + 1; other < classic::kWallSize; ++other)
          EXPECT_FALSE(overlap(line_rect(b, row), line_rect(b, other)));
        for (int col = 0; col < classic::kWallSize; ++col) {
          const Rect space = square(wall_cell(b, row, col), b.cell * 0.98f);
          EXPECT_TRUE(on_board(space));
          EXPECT_FALSE(overlap(space, line_rect(b, row))) << "the wall is beside the lines";
        }
      }
      EXPECT_TRUE(on_board(floor_rect(b)));
      for (int i = 0; i < classic::kFloorSpaces; ++i) {
        const ImVec2 slot = floor_slot(b, i);
        EXPECT_GE(slot.x, floor_rect(b).min.x);
        EXPECT_LE(slot.x, floor_rect(b).max.x);
      }
    }
  }
}

// A factory's four tiles lie inside it, and the centre's items (the marker and up to five
// colours) never cover each other.
TEST_F(TableGeometry, FactoryTilesStayInTheirFactoryAndTheCentresItemsApart) {
  for (const Area& area : kAreas) {
    const classic::State s = new_game(3);
    const TableLayout l =
        compute_layout(s, ImVec2(0, 0), ImVec2(area.width, area.height), 0, kStripPx);
    for (int f = 0; f < s.num_factories(); ++f) {
      const ImVec2 c = factory_center(l, f);
      for (int slot = 0; slot < 4; ++slot) {
        const ImVec2 d = factory_slot(l, c, slot) - c;
        EXPECT_LE(std::sqrt(d.x * d.x + d.y * d.y) + l.cell * kTileShare * 0.5f,
                  kFactoryRadius * l.cell * 1.05f);
      }
    }
    for (int n = 1; n <= 6; ++n)
      for (int a = 0; a < n; ++a)
        for (int b = 0; b < a; ++b) {
          const ImVec2 d = centre_item(l, a, n) - centre_item(l, b, n);
          EXPECT_GE(std::sqrt(d.x * d.x + d.y * d.y), l.cell * kTileShare * 0.95f)
              << "items " << a << " and " << b << " of " << n;
        }
  }
}

}  // namespace
}  // namespace azul::ui::aview
