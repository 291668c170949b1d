// The results ledger in the browser's store (ui/progress/ledger.h), on an in-memory host: a
// result is kept apart from the library and outlives its saved game; a full store makes room;
// a damaged stored result stays; the library's finished games are taken in once; a history
// moves to a fresh browser by Export and Import.
#include "ui/progress/ledger.h"

#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <iterator>

#include "../ui/fake_host.h"
#include "results_for_tests.h"
#include "ui/progress/ledger_file.h"

namespace azul::ui {
namespace {

using test_results::against_ai;

std::string read_file(const std::string& name) {
  std::ifstream in(std::string(AZUL_TEST_DATA_DIR) + "/" + name);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// A finished golden game: you (seat 1) against the AI at `level`.
LoadedGame finished_game(const std::string& level = "easy") {
  Parsed<AnyGameRecord> record = parse_any_record(read_file("azul-2p-coloured.record"));
  EXPECT_TRUE(record.ok()) << record.error;
  return LoadedGame{*record.value, {ai::SeatSetup{true, "easy"}, ai::SeatSetup{false, level}}, 0};
}

TEST(LedgerTest, AResultIsKeptApartFromTheLibraryAndReadAgain) {
  testing::FakeHost host;
  Ledger ledger(host);
  ASSERT_TRUE(ledger.keep(against_ai("a1", 1, 50, 40), {}));
  EXPECT_EQ(host.settings.count("result.a1"), 1u);
  EXPECT_EQ(Ledger(host).results(), ledger.results());
}

TEST(LedgerTest, AFinishedGameIsRecordedOnceAndRatedUnlessTheRatingWasGivenUp) {
  testing::FakeHost host;
  Ledger ledger(host);
  const LoadedGame game = finished_game("club");
  const GameResult* result = ledger.record_game(game, "g1", 1000, {});
  ASSERT_NE(result, nullptr);
  EXPECT_TRUE(result->rated);
  EXPECT_EQ(result->ladder[1], 1731);
  EXPECT_EQ(result->scores.size(), 2u);
  EXPECT_EQ(result->round_points.size() > 0, true);
  int sum = 0;
  for (int points : result->round_points) sum += points;
  int bonuses = 0;
  for (const auto& [category, points] : result->points)
    if (category.find("bonuses") != std::string::npos) bonuses += points;
  EXPECT_EQ(sum + bonuses, result->scores[0]) << "rounds and end bonuses make the score";
  EXPECT_EQ(ledger.record_game(game, "g1", 2000, {})->ended_ms, 1000) << "kept once";

  ledger.give_up_rating("g2");
  EXPECT_TRUE(ledger.rating_given_up("g2"));
  const GameResult* unrated = ledger.record_game(game, "g2", 3000, {});
  ASSERT_NE(unrated, nullptr);
  EXPECT_FALSE(unrated->rated);
  EXPECT_FALSE(ledger.rating_given_up("g2")) << "the mark has done its work";
  EXPECT_EQ(ledger.history("azul").size(), 1u);

  // A game of two people here is not rated; a game only watched has no result.
  LoadedGame people = game;
  people.seats = {ai::SeatSetup{true, "easy"}, ai::SeatSetup{true, "easy"}};
  EXPECT_FALSE(ledger.record_game(people, "g3", 4000, {})->rated);
  LoadedGame watched = game;
  watched.seats = {ai::SeatSetup{false, "easy"}, ai::friend_seat()};
  EXPECT_EQ(ledger.record_game(watched, "g4", 5000, {}), nullptr);
}

TEST(LedgerTest, AFullStoreMakesRoomUntilTheResultFits) {
  testing::FakeHost host;
  host.settings["game.old"] = std::string(400, 'x');
  host.capacity = 500;
  Ledger ledger(host);
  int asked = 0;
  const MakeRoom make_room = [&] {
    ++asked;
    return host.settings.erase("game.old") > 0;
  };
  EXPECT_TRUE(ledger.keep(against_ai("a1", 1, 50, 40), make_room));
  EXPECT_EQ(asked, 1);
  EXPECT_EQ(host.settings.count("game.old"), 0u);
  host.capacity = 10;
  EXPECT_FALSE(ledger.keep(against_ai("a2", 2, 50, 40), make_room)) << "nothing more can go";
  EXPECT_EQ(ledger.results().size(), 1u) << "what could not be stored is not counted";
}

TEST(LedgerTest, ADamagedStoredResultStaysStoredAndIsListed) {
  testing::FakeHost host;
  host.settings["result.bad"] = "r1 id=bad end=x";
  host.settings["result.other"] = result_text(against_ai("else", 1, 50, 40));
  Ledger ledger(host);
  EXPECT_TRUE(ledger.results().empty());
  ASSERT_EQ(ledger.damaged().size(), 2u);
  EXPECT_EQ(ledger.damaged()[0].key, "result.bad");
  EXPECT_EQ(ledger.damaged()[0].problem, "the field 'game' is missing");
  EXPECT_EQ(ledger.damaged()[1].problem, "the result is kept under another game's name");
  ledger.keep(against_ai("a1", 1, 50, 40), {});
  EXPECT_EQ(host.settings["result.bad"], "r1 id=bad end=x");
}

TEST(LedgerTest, TheLibrarysFinishedGamesAreTakenInOnceAndOutliveTheirSavedGames) {
  testing::FakeHost host;
  GameLibrary library(host);
  const std::string id = library.new_id();
  ASSERT_EQ(library.save(id, finished_game()).outcome, SaveOutcome::kSaved);
  host.settings["unrated.gone"] = "1";  // a game the library no longer has
  Ledger ledger(host);
  ledger.take_in(library, {});
  ASSERT_EQ(ledger.results().size(), 1u);
  EXPECT_EQ(ledger.results()[0].id, id);
  EXPECT_EQ(host.settings.count("unrated.gone"), 0u);

  // Deleting every saved game keeps the history; taking in again adds nothing.
  library.remove(id);
  host.settings.erase("result." + id);
  Ledger again(host);
  again.take_in(library, {});
  EXPECT_TRUE(again.results().empty()) << "taken in once: a result removed stays removed";
  ASSERT_TRUE(again.keep(against_ai("k", 1, 50, 40), {}));
  EXPECT_EQ(Ledger(host).results().size(), 1u);
}

TEST(LedgerTest, AnAnalysisCoveringEveryMoveGivesThePlayersAccuracy) {
  testing::FakeHost host;
  Ledger ledger(host);
  const LoadedGame game = finished_game();
  ASSERT_NE(ledger.record_game(game, "g1", 1000, {}), nullptr);
  const std::size_t moves = move_count(game.record);
  // A review of every move: the player's moves alternate good and blunder.
  std::string review = "azul-review 1\niterations 100\n";
  int mine = 0, mine_good = 0;
  for (std::size_t i = 0; i < moves; ++i) {
    const int seat = static_cast<int>(i % 2);
    const bool good = seat == 1 || i % 4 == 0;
    mine += seat == 0 ? 1 : 0;
    mine_good += seat == 0 && good ? 1 : 0;
    review += "d " + std::to_string(i) + " " + std::to_string(i + 1) + " " + std::to_string(seat) +
              " 1 0 0 0 0 0.5 " + (good ? "0" : "9") + " " + (good ? "best" : "blunder") + " 0,0\n";
  }
  review += "end\n";
  ledger.note_review("g1", review, game, {});
  ASSERT_TRUE(ledger.find("g1")->accuracy.has_value()) << review.substr(0, 200);
  const int expected = static_cast<int>(std::lround(100.0 * mine_good / mine));
  EXPECT_EQ(*ledger.find("g1")->accuracy, expected);
  // A review of part of the game says nothing of the whole.
  ledger.note_review("g1", "azul-review 1\niterations 100\nend\n", game, {});
  EXPECT_EQ(*ledger.find("g1")->accuracy, expected);
}

TEST(LedgerTest, ExportAndImportMoveTheHistoryToAFreshBrowser) {
  testing::FakeHost old_host;
  Ledger old_ledger(old_host);
  for (int i = 0; i < 5; ++i)
    old_ledger.keep(against_ai("g" + std::to_string(i), i, 40 + i * 5, 50), {});
  std::string file = old_ledger.export_text();
  file += "r1 id=broken\n";

  testing::FakeHost fresh;
  Ledger ledger(fresh);
  const ImportReport report = ledger.import_text(file, {});
  EXPECT_TRUE(report.read);
  EXPECT_EQ(report.added, 5);
  ASSERT_EQ(report.problems.size(), 1u);
  EXPECT_EQ(report.problems[0], "line 7: the field 'end' is missing");
  EXPECT_EQ(ledger.results(), old_ledger.results());
  EXPECT_EQ(ledger.history("azul").back().after.rating,
            old_ledger.history("azul").back().after.rating);
  const ImportReport again = ledger.import_text(file, {});
  EXPECT_EQ(again.added, 0);
  EXPECT_EQ(again.known, 5);
  EXPECT_EQ(ledger.results().size(), 5u);
  const ImportReport wrong = ledger.import_text("azul-record 1\n", {});
  EXPECT_FALSE(wrong.read);
  EXPECT_EQ(ledger.results().size(), 5u) << "a wrong file changes nothing";
}

}  // namespace
}  // namespace azul::ui
