// Each game's puzzle themes and moves the same in effect (ai/puzzle_themes.h), over the positions
// of random games: every theme named is one of the game's; the first difference in the themes'
// order decides (Azul: a move that ends the game against one that does not, then the marker;
// Summer Pavilion: the bonus pick, then a pass); moves the same in effect leave the same boards
// and centre, and taking one colour from two factories that hold the same tiles is such a pair.
#include <gtest/gtest.h>

#include <bit>
#include <string>

#include "ai/puzzle_themes.h"
#include "engine/core/playout.h"
#include "engine/core/rng.h"

namespace azul::ai {
namespace {

bool is_theme(std::string_view game, std::string_view theme) {
  return find_puzzle_theme(game, theme) != nullptr;
}

// Calls `look(state, legal, rng)` at every position of `games` random games of S where a player
// is to move.
template <class S, class Look>
void each_position(int games, std::uint64_t seed, Look look) {
  Rng rng(seed);
  for (int game = 0; game < games; ++game) {
    S state(typename S::Options{});
    while (!state.is_terminal()) {
      if (!state.is_chance()) {
        ActionList legal;
        state.legal_actions(legal);
        look(state, legal, rng);
      }
      state.apply_unchecked(state.is_chance() ? sample_chance(state, rng)
                                              : random_move(state, rng));
    }
  }
}

TEST(PuzzleThemesTest, AzulThemesFollowTheirOrder) {
  int marker_pairs = 0;
  int same_pairs = 0;
  each_position<classic::State>(
      6, 5, [&](const classic::State& state, const ActionList& legal, Rng&) {
        if (state.phase() == classic::Phase::Offer)
          for (std::size_t i = 0; i < legal.size(); i += 3)
            for (std::size_t j = 0; j < legal.size(); j += 5) {
              const Action a = legal[i];
              const Action b = legal[j];
              const std::string_view theme = puzzle_theme(state, a, b, false);
              ASSERT_TRUE(is_theme("azul", theme)) << theme;
              const auto pa = state.preview_take(a);
              const auto pb = state.preview_take(b);
              // A take that completes a line whose wall row holds 4 tiles ends the game.
              const auto ends = [&](const classic::TakePreview& p) {
                return p.completes_line && p.line >= 0 &&
                       std::popcount(static_cast<unsigned>(
                           state.board(p.seat).wall.row_cells(p.line))) == classic::kWallSize - 1;
              };
              const bool a_ends = ends(pa);
              const bool b_ends = ends(pb);
              if (a_ends != b_ends) {
                EXPECT_EQ(theme, "endgame");
              } else if (pa.takes_marker != pb.takes_marker) {
                EXPECT_EQ(theme, "marker");
                ++marker_pairs;
              }
              EXPECT_EQ(same_in_effect(state, a, b), same_in_effect(state, b, a));
              if (a != b && same_in_effect(state, a, b)) {
                classic::State x = state;
                classic::State y = state;
                x.apply_unchecked(a);
                y.apply_unchecked(b);
                EXPECT_EQ(x.board(pa.seat), y.board(pa.seat));
                EXPECT_EQ(x.centre(), y.centre());
                ++same_pairs;
              }
            }
      });
  EXPECT_GT(marker_pairs, 0);
  EXPECT_GT(same_pairs, 0) << "two factories with the same tiles come up";
}

TEST(PuzzleThemesTest, SummerPavilionThemesFollowTheirOrder) {
  int bonus = 0;
  int passes = 0;
  each_position<pavilion::State>(
      4, 6, [&](const pavilion::State& state, const ActionList& legal, Rng& rng) {
        const Action a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        const Action b = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        const std::string_view theme = puzzle_theme(state, a, b, true);
        ASSERT_TRUE(is_theme("pavilion", theme)) << theme;
        const bool pass = pavilion::decode_action(a).kind == pavilion::ActionKind::kPass ||
                          pavilion::decode_action(b).kind == pavilion::ActionKind::kPass;
        if (state.phase() == pavilion::Phase::kBonus) {
          EXPECT_EQ(theme, "bonus-pick");
          ++bonus;
        } else if (pass) {
          EXPECT_EQ(theme, "keep");
          ++passes;
        }
        EXPECT_TRUE(same_in_effect(state, a, a));
      });
  EXPECT_GT(bonus, 0);
  EXPECT_GT(passes, 0);
}

}  // namespace
}  // namespace azul::ai
