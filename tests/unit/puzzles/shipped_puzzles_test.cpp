// The puzzle sets the page ships (assets/puzzles/<game>.txt, made by `azul-cli puzzles`,
// docs/cli.md): every game with puzzle themes has a set of at least 500 puzzles; every puzzle
// replays to a position where its player is to move, its solution, greedy and listed moves are
// legal there, its theme is one of the game's and most answers are not the greedy move. With
// AZUL_LONG=1 the searches that found each puzzle run again and must find the same best move by
// the set's margin: one test per block of puzzles, so that each stays within ctest's time limit
// under the sanitizers.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <tuple>

#include "ai/puzzle.h"
#include "ai/puzzle_search.h"
#include "ai/puzzle_themes.h"
#include "engine/games.h"

namespace azul::ai {
namespace {

constexpr std::size_t kLeastPuzzles = 500;
constexpr std::size_t kBlock = 50;   // puzzles verified again per test (AZUL_LONG=1)
constexpr std::size_t kBlocks = 16;  // so at most 800 puzzles a game

PuzzleSet shipped_set(std::string_view game) {
  const std::string path =
      std::string(AZUL_TEST_DATA_DIR) + "/../../assets/puzzles/" + std::string(game) + ".txt";
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  Parsed<PuzzleSet> set = parse_puzzle_set(text.str());
  EXPECT_TRUE(set.ok()) << path << ": " << set.error;
  return set.ok() ? std::move(*set.value) : PuzzleSet{};
}

bool long_runs() {
  const char* flag = std::getenv("AZUL_LONG");
  return flag != nullptr && std::string(flag) == "1";
}

template <Game S>
void check_shipped_set() {
  const std::string game(S::kName);
  SCOPED_TRACE(game);
  const PuzzleSet set = shipped_set(game);
  EXPECT_EQ(set.game, game);
  EXPECT_GE(set.puzzles.size(), kLeastPuzzles);
  EXPECT_LE(set.puzzles.size(), kBlock * kBlocks) << "more blocks to verify them all";
  std::size_t greedy = 0;
  for (const Puzzle& p : set.puzzles) {
    EXPECT_EQ(check_puzzle<S>(p, std::nullopt), "");
    EXPECT_NE(find_puzzle_theme(game, p.theme), nullptr) << p.id << ": theme " << p.theme;
    EXPECT_GE(p.gap + 0.05, set.margin) << p.id;
    greedy += p.is_greedy() ? 1 : 0;
  }
  // Most puzzles teach planning: their answer is not the move that scores most now.
  EXPECT_LT(greedy * 2, set.puzzles.size());
}

TEST(ShippedPuzzlesTest, EveryPuzzleReplaysAndItsMovesAreLegal) {
  for_each_game([](auto tag) {
    using S = typename decltype(tag)::type;
    if (!puzzle_themes(S::kName).empty()) check_shipped_set<S>();
  });
}

// AZUL_LONG=1: the searches again, block by block.
class ShippedPuzzlesMarginTest
    : public ::testing::TestWithParam<std::tuple<std::string_view, std::size_t>> {};

TEST_P(ShippedPuzzlesMarginTest, TheSearchesFindTheSolutionByTheMarginAgain) {
  if (!long_runs()) GTEST_SKIP() << "AZUL_LONG=1 runs the searches again";
  const auto [game, block] = GetParam();
  const PuzzleSet set = shipped_set(game);
  const PuzzleSearchSettings settings{set.margin, 0};
  for (std::size_t i = block * kBlock; i < set.puzzles.size() && i < (block + 1) * kBlock; ++i)
    with_game(game, [&](auto tag) {
      EXPECT_EQ(check_puzzle<typename decltype(tag)::type>(set.puzzles[i], settings), "");
    });
}

INSTANTIATE_TEST_SUITE_P(Blocks, ShippedPuzzlesMarginTest,
                         ::testing::Combine(::testing::Values(std::string_view("azul"),
                                                              std::string_view("pavilion")),
                                            ::testing::Range<std::size_t>(0, kBlocks)),
                         [](const auto& info) {
                           return std::string(std::get<0>(info.param)) + "_" +
                                  std::to_string(std::get<1>(info.param));
                         });

}  // namespace
}  // namespace azul::ai
