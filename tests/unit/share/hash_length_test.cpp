// How long the page's URL hash gets: finished 2- and 4-player games of both kinds, played by the
// AI (easy bots, the default level; medium bots gave 326 characters for 4-player Summer
// Pavilion and 197 for 4-player Azul), with the seat code. Prints the
// figures and pins the budget: a finished game's link stays well under 2,000 characters.
#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "ai/make_bot.h"
#include "engine/core/playout.h"
#include "engine/games.h"
#include "engine/record/link.h"
#include "ui/game/game_session.h"
#include "ui/share/share_link.h"

namespace azul::ui {
namespace {

constexpr std::size_t kHashBudget = 2000;
constexpr std::int64_t kIterationBudget = 200;  // medium-like search, deterministic

// A finished game played by bots of `level`, with draws as the game screen makes them.
template <Game S>
GameRecord<S> bot_game(int players, std::uint64_t seed, const char* level) {
  typename S::Options options;
  options.players = players;
  GameSession<S> session(GameRecord<S>{options, seed, {}},
                         std::vector<SeatSetup>(players, SeatSetup{false, level}));
  while (!session.state().is_terminal()) {
    session.resolve_chance();
    if (session.state().is_terminal()) break;
    auto bot = ai::make_bot<S>(level, seed ^ mix_draw_index(session.action_count()),
                               ai::Budget::iters(kIterationBudget));
    bot->start(session.state());
    while (!bot->step(1000.0)) {
    }
    EXPECT_TRUE(session.play(bot->best_move()).ok());
  }
  return session.record();
}

// The same hash in link format version 1 (every option value, no check), for the comparison:
// version 2 leaves default option values out and adds a 7-character check.
template <Game S>
std::string version_1_hash(const GameRecord<S>& record, const std::string& hash) {
  std::vector<std::string> parts;  // version, game, options, seed, count, payload~fields
  std::string_view rest = std::string_view(hash).substr(0, hash.rfind('.'));
  for (int i = 0; i < 5; ++i) {
    parts.emplace_back(rest.substr(0, rest.find('.')));
    rest.remove_prefix(rest.find('.') + 1);
  }
  std::string values;
  for (const auto& [key, value] : record.options.to_pairs())
    values += (values.empty() ? "" : "-") + value;
  return "1." + parts[1] + "." + values + "." + parts[3] + "." + parts[4] + "." + std::string(rest);
}

template <Game S>
void measure(int players, const char* level) {
  std::size_t longest = 0;
  std::size_t total = 0;
  std::size_t total_v1 = 0;
  constexpr int kGames = 2;
  for (int g = 0; g < kGames; ++g) {
    const GameRecord<S> record = bot_game<S>(players, 1000 + static_cast<std::uint64_t>(g), level);
    const std::vector<SeatSetup> seats(static_cast<std::size_t>(players), SeatSetup{false, level});
    const std::string hash = make_share_link(record, seats);
    auto back = open_share_link(hash);
    ASSERT_TRUE(back.ok()) << back.error;
    EXPECT_EQ(std::get<GameRecord<S>>(back.value->game.record), record);
    longest = std::max(longest, hash.size());
    total += hash.size();
    const std::string old = version_1_hash(record, hash);
    auto old_back = open_share_link(old);
    ASSERT_TRUE(old_back.ok()) << old << ": " << old_back.error;
    EXPECT_TRUE(old_back.value->game.record == back.value->game.record);
    total_v1 += old.size();
  }
  std::printf(
      "hash length, %s %d players (%s bots): mean %zu, longest %zu characters over %d games "
      "(version 1: mean %zu)\n",
      std::string(S::kName).c_str(), players, level, total / kGames, longest, kGames,
      total_v1 / kGames);
  EXPECT_LT(longest, kHashBudget);
}

TEST(HashLength, FinishedPavilionGames) {
  measure<pavilion::State>(2, "easy");
  measure<pavilion::State>(4, "easy");
}

TEST(HashLength, FinishedAzulGames) {
  measure<classic::State>(2, "easy");
  measure<classic::State>(4, "easy");
}

}  // namespace
}  // namespace azul::ui
