// Sharing and saving (src/ui/share): seat codes, share links with seats, the autosave slot and
// opened files, the replay viewer's steps; damaged input always refused with a reason.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/core/playout.h"
#include "engine/games.h"
#include "engine/record/link.h"
#include "ui/game/game_controller.h"
#include "ui/share/replay_steps.h"
#include "ui/share/saved_game.h"
#include "ui/share/share_link.h"

namespace azul::ui {
namespace {

template <Game S>
GameRecord<S> random_game(int players, std::uint64_t seed, std::size_t max_actions = SIZE_MAX) {
  OptionPairs pairs = typename S::Options{}.to_pairs();
  for (auto& [key, value] : pairs)
    if (key == "players") value = std::to_string(players);
  GameRecord<S> record{*S::Options::from_pairs(pairs).value, seed, {}};
  S state(record.options);
  Rng rng(seed);
  while (!state.is_terminal() && record.actions.size() < max_actions) {
    const Action a = state.is_chance() ? sample_chance(state, rng) : random_move(state, rng);
    state.apply_unchecked(a);
    record.actions.push_back(a);
  }
  return record;
}

const SaveStamp kStamp{"test-1", 1764000000000};
const std::vector<SeatSetup> kSeats = {SeatSetup{true, "easy"}, SeatSetup{false, "medium"},
                                       SeatSetup{false, "max"}};

TEST(SeatCode, RoundTripsAndNamesBadSeats) {
  EXPECT_EQ(seat_code(kSeats), "Hmx");
  auto back = parse_seat_code("Hmx", 3);
  ASSERT_TRUE(back.ok()) << back.error;
  EXPECT_EQ((*back.value)[1], kSeats[1]);
  EXPECT_EQ((*back.value)[2], kSeats[2]);
  EXPECT_TRUE((*back.value)[0].human);
  EXPECT_NE(parse_seat_code("Hm", 3).error.find("has 2 seats, the game has 3"), std::string::npos);
  EXPECT_NE(parse_seat_code("HQe", 3).error.find("seat 2"), std::string::npos);
}

TEST(ShareLink, TellsGameLinksFromTitleLinks) {
  EXPECT_TRUE(is_game_link("#1.azul.2-coloured-1.5.0."));
  EXPECT_TRUE(is_game_link("1.pavilion"));
  EXPECT_FALSE(is_game_link("game=azul"));
  EXPECT_FALSE(is_game_link("#seed=5"));
  EXPECT_FALSE(is_game_link("game=azul&seed=5&future_field=x"));
  EXPECT_FALSE(is_game_link(""));
  // Whatever is not a title link is read as a game link, so that its problem is explained.
  EXPECT_TRUE(is_game_link(".azul.2-coloured-1.5.0.~s=He.AAAAAA")) << "its version cut off";
  EXPECT_TRUE(is_game_link("x.azul.2-coloured-1.5.0."));
  EXPECT_TRUE(is_game_link("hello"));
  EXPECT_TRUE(is_game_link("game=azul&x"));
  EXPECT_TRUE(is_game_link("Game=azul"));
  EXPECT_TRUE(is_game_link("game=2.azul"));
}

TEST(ShareLink, CarriesTheGameAndTheSeats) {
  const auto record = random_game<pavilion::State>(3, 17);
  const std::string hash = make_share_link(record, kSeats);
  auto opened = open_share_link("#" + hash);
  ASSERT_TRUE(opened.ok()) << opened.error;
  EXPECT_EQ(std::get<GameRecord<pavilion::State>>(opened.value->game.record), record);
  EXPECT_EQ(seat_code(opened.value->game.seats), "Hmx");

  const auto azul = random_game<classic::State>(2, 3, 40);  // a game in progress
  auto opened_azul = open_share_link(encode_link(azul));    // no seats: the defaults
  ASSERT_TRUE(opened_azul.ok()) << opened_azul.error;
  EXPECT_EQ(std::get<GameRecord<classic::State>>(opened_azul.value->game.record), azul);
  EXPECT_EQ(seat_code(opened_azul.value->game.seats), "He");
  EXPECT_EQ(game_id(opened_azul.value->game.record), "azul");
}

TEST(ShareLink, RefusesDamagedLinksWithAReason) {
  const auto record = random_game<classic::State>(3, 8);
  const std::string hash = make_share_link(record, kSeats);
  for (std::size_t cut = 0; cut < hash.size(); ++cut) {
    auto opened = open_share_link(hash.substr(0, cut));
    EXPECT_FALSE(opened.ok()) << "cut at " << cut;
    EXPECT_FALSE(opened.error.empty());
  }
  EXPECT_NE(open_share_link(encode_link(record, "s=Hm")).error.find("has 2 seats"),
            std::string::npos);
  EXPECT_NE(open_share_link(encode_link(record, "s=H?e")).error.find("seat 2"), std::string::npos);
  EXPECT_NE(open_share_link("1.chess.2.0.0.").error.find("chess"), std::string::npos);
  // Unknown fields after '~' are ignored (newer links still open).
  EXPECT_TRUE(open_share_link(encode_link(record, "x=1&s=Hmx")).ok());
  // Every single-character corruption is refused, the seat code's included (the check covers
  // it): tests/unit/share/link_integrity_test.cpp measures this over many more links.
  for (std::size_t i = 0; i < hash.size(); ++i) {
    std::string forged = hash;
    forged[i] = forged[i] == 'A' ? 'B' : 'A';
    auto opened = open_share_link(forged);
    EXPECT_FALSE(opened.ok()) << "changed at " << i << ": " << forged;
    EXPECT_FALSE(opened.error.empty());
  }
}

TEST(SavedGame, RoundTripsEitherGame) {
  const auto record = random_game<pavilion::State>(3, 5, 120);
  const std::string save = make_saved_game(kStamp, print_record(record), kSeats);
  auto loaded = parse_saved_game(save);
  ASSERT_TRUE(loaded.ok()) << loaded.error;
  EXPECT_EQ(std::get<GameRecord<pavilion::State>>(loaded.value->game.record), record);
  EXPECT_EQ(seat_code(loaded.value->game.seats), "Hmx");

  const auto azul = random_game<classic::State>(4, 6);
  const std::vector<SeatSetup> four = {SeatSetup{true}, SeatSetup{true}, SeatSetup{false, "hard"},
                                       SeatSetup{false, "random"}};
  auto loaded_azul = parse_saved_game(make_saved_game(kStamp, print_record(azul), four));
  ASSERT_TRUE(loaded_azul.ok()) << loaded_azul.error;
  EXPECT_EQ(std::get<GameRecord<classic::State>>(loaded_azul.value->game.record), azul);
  EXPECT_EQ(seat_code(loaded_azul.value->game.seats), "HHhr");
  const NewGameSetup setup = setup_for(loaded_azul.value->game);
  EXPECT_EQ(options_of<classic::State>(setup), azul.options);
}

TEST(SavedGame, AnUnknownAiLevelIsAnErrorNotAGuess) {
  const auto record = random_game<classic::State>(2, 4, 20);
  std::string save =
      make_saved_game(kStamp, print_record(record), {SeatSetup{}, SeatSetup{false, "max"}});
  save.replace(save.find("seats Hx"), 8, "seats Hz");
  const auto loaded = parse_saved_game(save);
  ASSERT_FALSE(loaded.ok());
  EXPECT_NE(loaded.error.find("line 4: seat 2 of the seat setup has the unknown code 'z'"),
            std::string::npos)
      << loaded.error;
  // A level that has no letter is written so that no reader takes it for another level.
  EXPECT_EQ(seat_code({SeatSetup{}, SeatSetup{false, "grandmaster"}}), "H?");
  EXPECT_FALSE(parse_seat_code("H?", 2).ok());
}

TEST(SavedGame, SetupGivesTheRecordedPavilionOptions) {
  auto record = random_game<pavilion::State>(2, 9, 10);
  record.options.wild_order = {pavilion::Colour(5), pavilion::Colour(4), pavilion::Colour(3),
                               pavilion::Colour(2), pavilion::Colour(1), pavilion::Colour(0)};
  record.options.start_player = 1;
  record.actions.clear();
  auto loaded = parse_saved_game(
      make_saved_game(kStamp, print_record(record), {SeatSetup{}, SeatSetup{false}}));
  ASSERT_TRUE(loaded.ok()) << loaded.error;
  EXPECT_EQ(options_of<pavilion::State>(setup_for(loaded.value->game)), record.options);
}

TEST(SavedGame, RefusesEveryTruncationAndNamesTheLine) {
  const auto record = random_game<pavilion::State>(2, 12);
  const std::string save =
      make_saved_game(kStamp, print_record(record), {SeatSetup{}, SeatSetup{false}});
  // Cut anywhere (also at a line end, which would look like a game in progress): refused.
  for (std::size_t cut = 0; cut + 4 < save.size(); cut += 3) {
    auto loaded = parse_saved_game(save.substr(0, cut));
    EXPECT_FALSE(loaded.ok()) << "cut at " << cut;
    EXPECT_NE(loaded.error.find("saved game"), std::string::npos) << loaded.error;
  }
  EXPECT_NE(parse_saved_game("azul-save 9\n").error.find("made by a newer version"),
            std::string::npos);
  EXPECT_NE(parse_saved_game("hello").error.find("line 1"), std::string::npos);
  // A forged move: the error names the line of the whole save.
  std::string forged = save;
  const std::size_t move = forged.find("\n1 ");
  ASSERT_NE(move, std::string::npos);
  forged.replace(move + 1, 1, "2");
  auto loaded = parse_saved_game(forged);
  ASSERT_FALSE(loaded.ok());
  const int line =
      1 + static_cast<int>(std::count(forged.begin(), forged.begin() + move + 1, '\n'));
  EXPECT_NE(loaded.error.find("line " + std::to_string(line) + ":"), std::string::npos)
      << loaded.error;
  // Wrong seat count for the game.
  std::string seats = save;
  seats.replace(seats.find("seats He"), 8, "seats Hee");
  EXPECT_NE(parse_saved_game(seats).error.find("line 4"), std::string::npos);
  // The id and the time played are checked too.
  std::string bad_id = save;
  bad_id.replace(bad_id.find("id test-1"), 9, "id Te st");
  EXPECT_NE(parse_saved_game(bad_id).error.find("line 2: 'Te st' is not a game id"),
            std::string::npos);
  std::string bad_time = save;
  bad_time.replace(bad_time.find("played "), 8, "played x");
  EXPECT_NE(parse_saved_game(bad_time).error.find("line 3"), std::string::npos);
}

TEST(SavedGame, ReadsTheFormatOfTheSingleAutosaveSlot) {
  const auto record = random_game<classic::State>(2, 3, 40);
  auto loaded = parse_saved_game("azul-save 1\nseats Hh\n" + print_record(record));
  ASSERT_TRUE(loaded.ok()) << loaded.error;
  EXPECT_EQ(loaded.value->stamp, SaveStamp{});
  EXPECT_EQ(seat_code(loaded.value->game.seats), "Hh");
  EXPECT_NE(parse_saved_game("azul-save 1\nplayers 2\n").error.find("line 2"), std::string::npos);
}

TEST(SavedGame, RefusesRandomGarbageWithoutCrashing) {
  const std::string save = make_saved_game(kStamp, print_record(random_game<classic::State>(2, 2)),
                                           {SeatSetup{}, SeatSetup{false}});
  Rng rng(99);
  for (int trial = 0; trial < 300; ++trial) {
    std::string damaged = save;
    const int edits = 1 + static_cast<int>(rng.below(4));
    for (int e = 0; e < edits; ++e)
      damaged[rng.below(static_cast<std::uint32_t>(damaged.size()))] =
          static_cast<char>(rng.below(256));
    auto loaded = parse_saved_game(damaged);
    if (!loaded.ok()) {
      EXPECT_FALSE(loaded.error.empty());
    }
  }
}

TEST(GameFile, OpensASaveOrABareRecord) {
  const auto record = random_game<classic::State>(2, 4, 30);
  auto bare = parse_game_file(print_record(record));
  ASSERT_TRUE(bare.ok()) << bare.error;
  EXPECT_EQ(seat_code(bare.value->seats), "He");
  auto save = parse_game_file(
      make_saved_game(kStamp, print_record(record), {SeatSetup{false, "hard"}, SeatSetup{}}));
  ASSERT_TRUE(save.ok()) << save.error;
  EXPECT_EQ(seat_code(save.value->seats), "hH");
  EXPECT_NE(parse_game_file("not a record").error.find("not a game record"), std::string::npos);
}

TEST(ReplaySteps, StopAfterMovesAndAtRoundStarts) {
  // Actions: draw draw P0 P1 draw P0 | (round 2) draw P1 P0.
  const std::vector<int> actors = {-1, -1, 0, 1, -1, 0, -1, 1, 0};
  const std::vector<int> rounds = {1, 1, 1, 1, 1, 1, 2, 2, 2, 2};
  EXPECT_EQ(next_move_stop(actors, 0), 3u);
  EXPECT_EQ(next_move_stop(actors, 3), 4u);
  EXPECT_EQ(next_move_stop(actors, 4), 6u);
  EXPECT_EQ(next_move_stop(actors, 9), 9u);
  EXPECT_EQ(previous_move_stop(actors, 6), 4u);
  EXPECT_EQ(previous_move_stop(actors, 3), 0u);
  EXPECT_EQ(previous_move_stop(actors, 0), 0u);
  EXPECT_EQ(next_round_stop(rounds, actors, 0), 6u);  // first stop of round 2
  EXPECT_EQ(next_round_stop(rounds, actors, 6), 9u);  // no round 3: the end
  EXPECT_EQ(previous_round_stop(rounds, actors, 9), 6u);
  EXPECT_EQ(previous_round_stop(rounds, actors, 8), 6u);
  EXPECT_EQ(previous_round_stop(rounds, actors, 6), 0u);
  EXPECT_EQ(move_number(actors, 9), 5u);
  EXPECT_EQ(move_number(actors, 4), 2u);
}

}  // namespace
}  // namespace azul::ui
