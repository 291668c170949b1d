// Play by link's pure decisions (ui/share/link_play.h) and what it adds to seat codes
// (ai/seats.h) and saves (ui/share/saved_game.h): every person's seat travels as a friend's,
// a device keeps its own seat, a link is the same, newer, older or diverged, and a link game's
// save (format 3) keeps what has travelled while other games stay in format 2.
#include "ui/share/link_play.h"

#include <gtest/gtest.h>

#include "engine/games.h"
#include "ui/share/saved_game.h"
#include "ui/share/share_link.h"

#include "random_games.h"

namespace azul::ui {
namespace {

GameRecord<classic::State> azul_game(std::uint64_t seed, std::size_t actions) {
  return testing::random_azul_record(seed, actions);
}

// The record of azul_game(3, ...) cut to its first `actions` actions.
AnyGameRecord replay_prefix(std::size_t actions) { return AnyGameRecord(azul_game(3, actions)); }

const SeatSetup kMe{true, "easy"};
const SeatSetup kHard{false, "hard"};

TEST(LinkSeats, FriendsHaveTheirOwnLetterAndEveryPersonTravelsAsAFriend) {
  const std::vector<SeatSetup> mine = {kMe, ai::friend_seat(), kHard};
  EXPECT_EQ(seat_code(mine), "HFh");
  EXPECT_EQ(seat_code(ai::shared_seats(mine)), "FFh");
  auto back = parse_seat_code("FFh", 3);
  ASSERT_TRUE(back.ok()) << back.error;
  EXPECT_EQ(*back.value, ai::shared_seats(mine));
  EXPECT_TRUE(ai::is_link_game(mine));
  EXPECT_FALSE(ai::is_link_game({kMe, kHard}));
  EXPECT_EQ(seat_code(ai::shared_seats({kMe, kHard})), "Hh") << "hot-seat games stay as they are";
  EXPECT_FALSE(ai::has_own_seat(*back.value));
  const auto claimed = ai::claim_seat(*back.value, 1);
  EXPECT_EQ(seat_code(claimed), "FHh");
  EXPECT_EQ(seat_code(ai::claim_seat(*back.value, 2)), "FFh") << "an AI seat cannot be taken";
  EXPECT_EQ(own_seats_text(claimed), "2");
}

TEST(LinkPlay, TheLinkNamesTheSeatsAndWhoMovesNext) {
  const std::vector<SeatSetup> mine = {kMe, ai::friend_seat()};
  EXPECT_EQ(link_game_fields(mine, 1), "s=FF&n=2");
  EXPECT_EQ(link_game_fields(mine, -1), "s=FF");
  const auto record = azul_game(3, 30);
  auto opened = open_share_link(encode_link(record, link_game_fields(mine, 1) + "&g=abc-1"));
  ASSERT_TRUE(opened.ok()) << opened.error;
  EXPECT_EQ(opened.value->id, "abc-1");
  EXPECT_EQ(seat_code(opened.value->game.seats), "FF");
  const LoadedGame first = first_arrival(opened.value->game);
  EXPECT_EQ(first.shared, record.actions.size()) << "what arrived can never be undone";
  EXPECT_FALSE(ai::has_own_seat(first.seats)) << "the seat is chosen on this device";
}

TEST(LinkPlay, ALinkIsTheSameNewerOlderOrDiverged) {
  const std::vector<SeatSetup> here = {kMe, ai::friend_seat()};
  const std::vector<SeatSetup> there = {ai::friend_seat(), kMe};
  const LoadedGame mine{azul_game(3, 80), here, 70};
  EXPECT_EQ(compare_arrival(mine, LoadedGame{azul_game(3, 80), there}), Arrival::kSame);
  EXPECT_EQ(compare_arrival(mine, LoadedGame{azul_game(3, 90), there}), Arrival::kNewer);
  EXPECT_EQ(compare_arrival(mine, LoadedGame{azul_game(3, 60), there}), Arrival::kOlder);
  // The same game with another move at the first decision after the 55th action.
  auto other = azul_game(3, 80);
  std::size_t fork = 55;
  ActionList legal;
  for (; fork < 80; ++fork) {
    const classic::State state = replay(other, fork);
    legal.clear();
    if (!state.is_chance()) state.legal_actions(legal);
    if (legal.size() > 1) break;
  }
  ASSERT_LT(fork, 80u);
  const Action played = other.actions[fork];
  other.actions.resize(fork);
  other.actions.push_back(legal[0] == played ? legal[1] : legal[0]);
  EXPECT_EQ(compare_arrival(mine, LoadedGame{other, there}), Arrival::kDiverged);
  EXPECT_EQ(compare_arrival(mine, LoadedGame{azul_game(4, 80), there}), Arrival::kDiverged)
      << "another game under the same id";
  EXPECT_EQ(moves_in_common(mine, LoadedGame{azul_game(4, 80), there}), 0u);
  EXPECT_EQ(moves_in_common(mine, LoadedGame{other, there}), move_count(replay_prefix(fork)));

  const LoadedGame taken = arrived_game(mine, LoadedGame{azul_game(3, 90), there});
  EXPECT_EQ(taken.seats, here) << "this device keeps its own seat";
  EXPECT_EQ(taken.shared, 90u);
}

TEST(LinkPlay, TheTurnAsThisDeviceSeesIt) {
  const std::vector<SeatSetup> seats = {kMe, ai::friend_seat(), kHard};
  EXPECT_EQ(link_turn(seats, 0, false, false), LinkTurn::kMine);
  EXPECT_EQ(link_turn(seats, 1, false, true), LinkTurn::kSend);
  EXPECT_EQ(link_turn(seats, 1, false, false), LinkTurn::kWaiting);
  EXPECT_EQ(link_turn(seats, 2, false, false), LinkTurn::kAi);
  EXPECT_EQ(link_turn(seats, -1, true, false), LinkTurn::kOver);
  EXPECT_EQ(link_turn(seats, -1, true, true), LinkTurn::kSend) << "the last move is sent too";
  EXPECT_EQ(link_turn(ai::shared_seats(seats), 0, false, false), LinkTurn::kChoose);
  EXPECT_EQ(link_turn_name(LinkTurn::kWaiting), "waiting");
  EXPECT_EQ(send_to_seat(seats, 1), 1);
  EXPECT_EQ(send_to_seat(seats, -1), 1) << "at the end: the friend";
  EXPECT_EQ(send_message("Azul", 1, false), "Your turn as P2 in our game of Azul.");
}

TEST(LinkSave, ALinkGameIsSavedInFormatThreeWithWhatHasTravelled) {
  const auto record = azul_game(3, 40);
  const std::vector<SeatSetup> seats = {ai::friend_seat(), kMe};
  const std::string save = make_saved_game({"game-1", 5}, print_record(record), seats, 33);
  EXPECT_EQ(save.rfind("azul-save 3\nid game-1\nplayed 5\nseats FH\nshared 33\n", 0), 0u) << save;
  auto back = parse_saved_game(save);
  ASSERT_TRUE(back.ok()) << back.error;
  EXPECT_EQ(back.value->game.seats, seats);
  EXPECT_EQ(back.value->game.shared, 33u);

  const std::string plain = make_saved_game({"game-2", 5}, print_record(record), {kMe, kHard}, 0);
  EXPECT_EQ(plain.rfind("azul-save 2\n", 0), 0u) << "other games stay readable by older pages";

  std::string too_many = save;
  too_many.replace(too_many.find("shared 33"), 9, "shared 99");
  EXPECT_NE(parse_saved_game(too_many).error.find("line 5"), std::string::npos)
      << parse_saved_game(too_many).error;
  std::string missing = save;
  missing.erase(missing.find("shared 33\n"), 10);
  EXPECT_FALSE(parse_saved_game(missing).ok());
}

}  // namespace
}  // namespace azul::ui
