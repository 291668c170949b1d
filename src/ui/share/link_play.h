// Play by link (correspondence): a game whose seats include a friend at another device
// (ai/seats.h) travels between the devices as its share link, one turn at a time. This file
// holds the pure decisions of that play, without drawing anything; ShareService
// (ui/share/share_service.h, ui/share/link_games.cpp) and the game screen act on them.
//
// - The link of a link game names every person's seat 'F' (ai::shared_seats), the seat to move
//   next (field `n`, 1-based; the record decides, the field is for people reading the link)
//   and the game's id (`g`), which every device keeps the game under in its library.
// - A device takes a seat once (ai::claim_seat); its saves keep it, so later links of the same
//   game continue as that seat at once.
// - A link that arrives is compared with the game this device has (compare_arrival): the same
//   game or a longer one continues it; a shorter one (older) never rolls it back; one whose
//   history went differently is offered as a separate game, never written over this one.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "ui/share/loaded_game.h"

namespace azul::ui {

inline constexpr std::string_view kNextSeatField = "n";

// How a link that arrives relates to the game this device keeps under the same id.
enum class Arrival {
  kSame,      // the same moves
  kNewer,     // it continues this device's game (a friend moved): taken
  kOlder,     // this device's game continues it (the link is stale): this device's game kept
  kDiverged,  // both went on differently from some point (or it is another game)
};
Arrival compare_arrival(const LoadedGame& mine, const LoadedGame& link);

// The players' moves that two games have in common before they part ways (0 for two
// different games).
std::size_t moves_in_common(const LoadedGame& a, const LoadedGame& b);
// The seat to move at the end of a game's record; -1 at a draw or at the end.
int seat_to_move(const LoadedGame& game);

// The game this device continues when `link` arrives as kSame or kNewer: the link's record,
// this device's own seats, and everything in it shared (it travelled).
LoadedGame arrived_game(const LoadedGame& mine, const LoadedGame& link);

// A game arriving for the first time: the link's game, everything shared, no seat taken yet.
LoadedGame first_arrival(const LoadedGame& link);

// The page's fields of a link game's link: "s=FFe&n=2" (no `n` when nobody is to move).
std::string link_game_fields(const std::vector<SeatSetup>& seats, int to_move);

// Where a link game stands for this device, as the top bar says it and tests read it.
enum class LinkTurn {
  kMine,     // "Your turn as P1"
  kSend,     // "Send to P2": my moves are made, the friend is next
  kWaiting,  // "Waiting for P2"
  kAi,       // an AI seat moves here
  kOver,     // the game is over (and sent)
  kChoose,   // this device has not taken a seat yet
};
// `to_move`: the seat to move, -1 at a draw or at the end.
LinkTurn link_turn(const std::vector<SeatSetup>& seats, int to_move, bool over, bool awaiting_send);
// "mine", "send", "waiting", "ai", "over", "choose" (the probe's value "link_turn").
std::string_view link_turn_name(LinkTurn turn);
// The friend a link goes to: the seat to move when it is a friend's, else the first friend's
// seat (at the end of the game); -1 when there is none.
int send_to_seat(const std::vector<SeatSetup>& seats, int to_move);
// This device's seats as the probe's "link_seats" value ("1", "1,3"; "" before choosing).
std::string own_seats_text(const std::vector<SeatSetup>& seats);
// The text that goes with a sent link ("Your turn as P2 in our game of Azul"), in the chosen
// language; `game_title` is the game's N_-marked short title (engine/core/game_info.h).
std::string send_message(std::string_view game_title, int seat, bool over);

}  // namespace azul::ui
