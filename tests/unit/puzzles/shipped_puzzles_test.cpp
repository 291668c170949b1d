// The puzzle sets the page ships (assets/puzzles/<game>.txt, made by `azul-cli puzzles`,
// docs/cli.md): every game with puzzle themes has a set of at least 500 puzzles; every puzzle
// replays to a position where its player is to move, its solution, greedy and listed moves are
// legal there, its theme is one of the game's and most answers are not the greedy move. With
// AZUL_LONG=1 the searches that found each puzzle run again and must find the same best move by
// the set's margin.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "ai/puzzle.h"
#include "ai/puzzle_search.h"
#include "ai/puzzle_themes.h"
#include "engine/games.h"

namespace azul::ai {
namespace {

constexpr std::size_t kLeastPuzzles = 500;

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

bool long_runs() {
  const char* flag = std::getenv("AZUL_LONG");
  return flag != nullptr && std::string(flag) == "1";
}

template <Game S>
void check_shipped_set() {
  const std::string game(S::kName);
  SCOPED_TRACE(game);
  const std::string path =
      std::string(AZUL_TEST_DATA_DIR) + "/../../assets/puzzles/" + game + ".txt";
  const Parsed<PuzzleSet> set = parse_puzzle_set(read_file(path));
  ASSERT_TRUE(set.ok()) << path << ": " << set.error;
  EXPECT_EQ(set.value->game, game);
  EXPECT_GE(set.value->puzzles.size(), kLeastPuzzles);
  std::optional<PuzzleSearchSettings> verify;
  if (long_runs()) verify = PuzzleSearchSettings{set.value->margin, 0};
  std::size_t greedy = 0;
  for (const Puzzle& p : set.value->puzzles) {
    EXPECT_EQ(check_puzzle<S>(p, verify), "");
    EXPECT_NE(find_puzzle_theme(game, p.theme), nullptr) << p.id << ": theme " << p.theme;
    EXPECT_GE(p.gap + 0.05, set.value->margin) << p.id;
    greedy += p.is_greedy() ? 1 : 0;
  }
  // Most puzzles teach planning: their answer is not the move that scores most now.
  EXPECT_LT(greedy * 2, set.value->puzzles.size());
}

TEST(ShippedPuzzlesTest, EveryPuzzleReplaysAndItsMovesAreLegal) {
  for_each_game([](auto tag) {
    using S = typename decltype(tag)::type;
    if (!puzzle_themes(S::kName).empty()) check_shipped_set<S>();
  });
}

}  // namespace
}  // namespace azul::ai
