// The saved-games library (ui/share/game_library.h) on an in-memory store: ids, the order of
// the list, two tabs (two libraries on one store), a full store, the cap, and the move of the
// old autosave slot.
#include "ui/share/game_library.h"

#include <gtest/gtest.h>

#include <set>

#include "../ui/fake_host.h"
#include "engine/core/playout.h"
#include "engine/games.h"
#include "random_games.h"

namespace azul::ui {
namespace {

const std::vector<SeatSetup> kSeats = {SeatSetup{}, SeatSetup{false, "hard"}};

// An Azul game of `actions` actions (SIZE_MAX: to its end) from `seed`.
LoadedGame azul_game(std::uint64_t seed, std::size_t actions = SIZE_MAX) {
  return LoadedGame{testing::random_azul_record(seed, actions), kSeats};
}

// The seat (0-based) that decides at the end of `game`; -1 at a draw or the end.
int seat_to_move(const LoadedGame& game) {
  const auto state = replay(std::get<GameRecord<classic::State>>(game.record));
  return state.is_chance() || state.is_terminal() ? -1 : state.current_player();
}

TEST(GameLibrary, IdsAreNewEveryTimeAndFitInALink) {
  testing::FakeHost host;
  GameLibrary library(host);
  std::set<std::string> ids;
  for (int i = 0; i < 200; ++i) {
    const std::string id = library.new_id();
    EXPECT_EQ(id.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-"), std::string::npos);
    EXPECT_LE(id.size(), 16u) << id;
    ids.insert(id);
  }
  EXPECT_EQ(ids.size(), 200u);
}

TEST(GameLibrary, KnowsTheIdsMadeInThisBrowser) {
  testing::FakeHost here;
  std::string id;
  {
    GameLibrary library(here);
    id = library.new_id();
    EXPECT_TRUE(library.made_here(id));
  }
  GameLibrary again(here);  // a reload: the same browser's tag
  EXPECT_TRUE(again.made_here(id));
  EXPECT_TRUE(again.made_here(again.new_id()));
  testing::FakeHost elsewhere;
  GameLibrary other(elsewhere);
  EXPECT_FALSE(other.made_here(id)) << "another browser's game";
  EXPECT_FALSE(again.made_here("game-1"));
  EXPECT_FALSE(again.made_here(""));
}

TEST(GameLibrary, AStoreThatTakesNothingKeepsTheBrowsersTagInTheTab) {
  testing::FakeHost full;
  full.capacity = 0;
  std::string id;
  {
    GameLibrary library(full);
    id = library.new_id();
  }
  EXPECT_TRUE(full.settings.empty());
  GameLibrary reloaded(full);
  EXPECT_TRUE(reloaded.made_here(id)) << "a reload of the tab knows its game";
}

TEST(GameLibrary, ListsUnfinishedGamesFirstThenFinishedOnesNewestFirst) {
  testing::FakeHost host;
  GameLibrary library(host);
  host.clock_ms = 1000;
  ASSERT_EQ(library.save("old-done", azul_game(1)).outcome, SaveOutcome::kSaved);
  host.clock_ms = 2000;
  library.save("old-open", azul_game(2, 40));
  host.clock_ms = 3000;
  library.save("new-done", azul_game(3));
  host.clock_ms = 4000;
  library.save("new-open", azul_game(4, 80));
  host.settings["game.broken"] = "azul-save 2\nid broken\n";
  library.reload();
  std::vector<std::string> order;
  for (const LibraryEntry& entry : library.entries()) order.push_back(entry.id);
  EXPECT_EQ(order,
            (std::vector<std::string>{"new-open", "old-open", "new-done", "old-done", "broken"}));
  EXPECT_EQ(library.latest_unfinished()->id, "new-open");
  const LibraryEntry* done = library.find("new-done");
  EXPECT_TRUE(done->finished);
  EXPECT_EQ(done->scores.size(), 2u);
  EXPECT_FALSE(library.find("broken")->problem.empty());
  EXPECT_EQ(library.find("broken")->text, "azul-save 2\nid broken\n") << "kept as it is";
}

TEST(GameLibrary, TwoTabsWithTwoGamesKeepBoth) {
  testing::FakeHost host;
  GameLibrary tab_a(host), tab_b(host);
  for (std::size_t n = 10; n <= 60; n += 10) {
    EXPECT_EQ(tab_a.save("game-a", azul_game(5, n)).outcome, SaveOutcome::kSaved);
    EXPECT_EQ(tab_b.save("game-b", azul_game(6, n)).outcome, SaveOutcome::kSaved);
  }
  GameLibrary fresh(host);
  ASSERT_EQ(fresh.entries().size(), 2u);
  EXPECT_TRUE(fresh.find("game-a")->game->record == azul_game(5, 60).record);
  EXPECT_TRUE(fresh.find("game-b")->game->record == azul_game(6, 60).record);
}

TEST(GameLibrary, ATabFollowsTheSameGameContinuedInAnotherTab) {
  testing::FakeHost host;
  GameLibrary tab_a(host), tab_b(host);
  tab_a.save("same", azul_game(7, 30));
  tab_b.adopt("same");  // tab B opened the game
  EXPECT_EQ(tab_b.save("same", azul_game(7, 50)).outcome, SaveOutcome::kSaved);
  // Tab A, still at 30 actions (or moving on to 40), never writes over the longer game.
  const SaveResult result = tab_a.save("same", azul_game(7, 40));
  EXPECT_EQ(result.outcome, SaveOutcome::kFollowed);
  ASSERT_TRUE(result.newer);
  EXPECT_TRUE(result.newer->record == azul_game(7, 50).record);
  GameLibrary fresh(host);
  EXPECT_TRUE(fresh.find("same")->game->record == azul_game(7, 50).record);
  // Having followed, tab A saves its next move over it.
  EXPECT_EQ(tab_a.save("same", azul_game(7, 55)).outcome, SaveOutcome::kSaved);
}

TEST(GameLibrary, AGameChangedDifferentlyInAnotherTabIsNeverOverwritten) {
  testing::FakeHost host;
  GameLibrary tab_a(host), tab_b(host);
  tab_a.save("same", azul_game(8, 30));
  tab_b.adopt("same");
  const LoadedGame theirs = azul_game(8, 60);
  tab_b.save("same", theirs);
  // Tab A went another way from the person's first move after action 30.
  std::size_t fork = 30;
  while (seat_to_move(azul_game(8, fork)) != 0) ++fork;
  LoadedGame mine = azul_game(8, fork);
  {
    auto& record = std::get<GameRecord<classic::State>>(mine.record);
    classic::State state = replay(record);
    ActionList moves;
    state.legal_actions(moves);
    const Action played_there = std::get<GameRecord<classic::State>>(theirs.record).actions[fork];
    const Action other = moves[0] == played_there ? moves[1] : moves[0];
    Rng rng(999);
    for (Action a = other; record.actions.size() < fork + 15 && !state.is_terminal();
         a = state.is_chance() ? sample_chance(state, rng) : random_move(state, rng)) {
      state.apply_unchecked(a);
      record.actions.push_back(a);
    }
  }
  EXPECT_FALSE(may_replace(theirs, mine));
  const SaveResult result = tab_a.save("same", mine);
  EXPECT_EQ(result.outcome, SaveOutcome::kSeparate);
  EXPECT_NE(result.id, "same");
  GameLibrary fresh(host);
  EXPECT_TRUE(fresh.find("same")->game->record == theirs.record) << "the other tab's game stays";
  EXPECT_TRUE(fresh.find(result.id)->game->record == mine.record) << "and this tab's is kept";
}

// The game of `game` with `move` played next (and nothing after).
LoadedGame with_move(LoadedGame game, Action move) {
  std::get<GameRecord<classic::State>>(game.record).actions.push_back(move);
  return game;
}

TEST(GameLibrary, WhenBothTabsRanTheAiTheStoredChoiceIsFollowed) {
  testing::FakeHost host;
  GameLibrary tab_a(host), tab_b(host);
  // Up to a decision of the AI seat (seat 2), the same game in both tabs.
  std::size_t n = 30;
  while (seat_to_move(azul_game(12, n)) != 1) ++n;
  const LoadedGame shared = azul_game(12, n);
  tab_a.save("same", shared);
  tab_b.adopt("same");
  const auto state = replay(std::get<GameRecord<classic::State>>(shared.record));
  ActionList moves;
  state.legal_actions(moves);
  ASSERT_GE(moves.size(), 2u);
  // Each tab's search chose a different move; tab B saved first.
  const LoadedGame theirs = with_move(shared, moves[0]), mine = with_move(shared, moves[1]);
  EXPECT_EQ(tab_b.save("same", theirs).outcome, SaveOutcome::kSaved);
  EXPECT_TRUE(may_replace(theirs, mine));
  const SaveResult result = tab_a.save("same", mine);
  EXPECT_EQ(result.outcome, SaveOutcome::kFollowed) << "no person's move is lost";
  ASSERT_TRUE(result.newer);
  EXPECT_TRUE(result.newer->record == theirs.record);
  EXPECT_EQ(GameLibrary(host).entries().size(), 1u) << "still one game";
  // A person's move is never given up that way.
  LoadedGame people = mine;
  people.seats = {SeatSetup{}, SeatSetup{}};
  LoadedGame other = theirs;
  other.seats = people.seats;
  EXPECT_FALSE(may_replace(other, people));
}

TEST(GameLibrary, AnUndoInTheTabThatWroteTheGameIsSaved) {
  testing::FakeHost host;
  GameLibrary library(host);
  library.save("mine", azul_game(10, 50));
  EXPECT_EQ(library.save("mine", azul_game(10, 44)).outcome, SaveOutcome::kSaved);
  EXPECT_TRUE(GameLibrary(host).find("mine")->game->record == azul_game(10, 44).record);
}

TEST(GameLibrary, AFullStoreLosesTheOldestFinishedGamesFirstAndNeverAnUnfinishedOne) {
  testing::FakeHost host;
  GameLibrary library(host);
  for (int i = 0; i < 4; ++i) {
    host.clock_ms = 1000 + i;
    library.save("done-" + std::to_string(i), azul_game(20 + static_cast<std::uint64_t>(i)));
  }
  host.clock_ms = 2000;
  library.save("open-0", azul_game(30, 30));
  std::size_t used = 0;
  for (const auto& [key, value] : host.settings) used += key.size() + value.size();
  host.capacity = used + 100;  // room for a little more, not for another game
  host.clock_ms = 3000;
  const SaveResult result = library.save("open-1", azul_game(31, 60));
  ASSERT_EQ(result.outcome, SaveOutcome::kSaved);
  ASSERT_FALSE(result.removed.empty());
  EXPECT_EQ(result.removed[0], "Azul, 2 players");
  EXPECT_EQ(host.settings.count("game.done-0"), 0u) << "the oldest finished game went first";
  EXPECT_EQ(host.settings.count("game.open-0"), 1u);
  // Only unfinished games left to remove: the save fails and nothing is removed.
  host.capacity = 0;
  const std::size_t before = host.settings.size();
  EXPECT_EQ(library.save("open-2", azul_game(32, 50)).outcome, SaveOutcome::kFull);
  EXPECT_EQ(host.settings.count("game.open-0"), 1u);
  EXPECT_EQ(host.settings.count("game.open-1"), 1u);
  EXPECT_LE(host.settings.size(), before);
}

TEST(GameLibrary, PastTheCapTheOldestFinishedGamesGoAndTheMostRecentStay) {
  testing::FakeHost host;
  GameLibrary library(host);
  const LoadedGame finished = azul_game(40);
  for (std::size_t i = 0; i < GameLibrary::kMaxGames + 3; ++i) {
    host.clock_ms = 10'000 + static_cast<std::int64_t>(i);
    library.save("g" + std::to_string(i), finished);
  }
  EXPECT_EQ(library.entries().size(), GameLibrary::kMaxGames);
  EXPECT_EQ(library.find("g0"), nullptr);
  EXPECT_NE(library.find("g" + std::to_string(GameLibrary::kMaxGames + 2)), nullptr);
}

TEST(GameLibrary, TheOldAutosaveSlotMovesIntoTheLibraryOnce) {
  testing::FakeHost host;
  const LoadedGame game = azul_game(50, 70);
  host.settings[std::string(kLegacyAutosaveKey)] =
      "azul-save 1\nseats Hh\n" + print_record(std::get<GameRecord<classic::State>>(game.record));
  GameLibrary library(host);
  EXPECT_EQ(host.settings.count(std::string(kLegacyAutosaveKey)), 0u);
  ASSERT_EQ(library.entries().size(), 1u);
  EXPECT_TRUE(library.entries()[0].game->record == game.record);
  EXPECT_EQ(seat_code(library.entries()[0].game->seats), "Hh");
  // A damaged slot moves too, as a damaged entry with its text.
  host.settings[std::string(kLegacyAutosaveKey)] = "azul-save 1\nseats He\nazul-rec";
  GameLibrary again(host);
  ASSERT_EQ(again.entries().size(), 2u);
  EXPECT_FALSE(again.entries()[1].game);
  EXPECT_EQ(again.entries()[1].text, "azul-save 1\nseats He\nazul-rec");
}

}  // namespace
}  // namespace azul::ui
