#include "ui/share/link_play.h"

#include <algorithm>

#include "engine/record/record.h"
#include "ui/i18n/shared_texts.h"
#include "ui/i18n/translate.h"
#include "ui/share/game_library.h"

namespace azul::ui {
namespace {

// The game as every device sees it: each person's seat a friend's.
LoadedGame neutral(const LoadedGame& game) {
  return LoadedGame{game.record, ai::shared_seats(game.seats), 0};
}

std::size_t action_count(const LoadedGame& game) {
  return std::visit([](const auto& record) { return record.actions.size(); }, game.record);
}

}  // namespace

Arrival compare_arrival(const LoadedGame& mine, const LoadedGame& link) {
  const LoadedGame own = neutral(mine);
  const LoadedGame theirs = neutral(link);
  const bool link_continues = continues(theirs, own);
  const bool mine_continues = continues(own, theirs);
  if (link_continues && mine_continues) return Arrival::kSame;
  if (link_continues) return Arrival::kNewer;
  if (mine_continues) return Arrival::kOlder;
  return Arrival::kDiverged;
}

std::size_t moves_in_common(const LoadedGame& a, const LoadedGame& b) {
  return std::visit(
      [&](const auto& mine) -> std::size_t {
        using R = std::remove_cvref_t<decltype(mine)>;
        const R* theirs = std::get_if<R>(&b.record);
        if (!theirs || theirs->options != mine.options || theirs->seed != mine.seed) return 0;
        const std::size_t same =
            static_cast<std::size_t>(std::mismatch(mine.actions.begin(), mine.actions.end(),
                                                   theirs->actions.begin(), theirs->actions.end())
                                         .first -
                                     mine.actions.begin());
        auto shorter = mine;
        shorter.actions.resize(same);
        return move_count(AnyGameRecord(std::move(shorter)));
      },
      a.record);
}

int seat_to_move(const LoadedGame& game) {
  return std::visit(
      [](const auto& record) {
        const auto state = replay(record);
        return state.is_terminal() || state.is_chance() ? -1 : state.current_player();
      },
      game.record);
}

LoadedGame arrived_game(const LoadedGame& mine, const LoadedGame& link) {
  return LoadedGame{link.record, mine.seats, action_count(link)};
}

LoadedGame first_arrival(const LoadedGame& link) {
  return LoadedGame{link.record, ai::shared_seats(link.seats), action_count(link)};
}

std::string link_game_fields(const std::vector<SeatSetup>& seats, int to_move) {
  std::string fields = std::string(ai::kSeatsField) + "=" + seat_code(ai::shared_seats(seats));
  if (to_move >= 0) fields += "&" + std::string(kNextSeatField) + "=" + std::to_string(to_move + 1);
  return fields;
}

LinkTurn link_turn(const std::vector<SeatSetup>& seats, int to_move, bool over,
                   bool awaiting_send) {
  if (!ai::has_own_seat(seats)) return LinkTurn::kChoose;
  if (awaiting_send) return LinkTurn::kSend;
  if (over) return LinkTurn::kOver;
  if (to_move < 0 || to_move >= static_cast<int>(seats.size())) return LinkTurn::kAi;
  const SeatSetup& seat = seats[static_cast<std::size_t>(to_move)];
  return seat.human ? LinkTurn::kMine : seat.by_link ? LinkTurn::kWaiting : LinkTurn::kAi;
}

std::string_view link_turn_name(LinkTurn turn) {
  switch (turn) {
    case LinkTurn::kMine:
      return "mine";
    case LinkTurn::kSend:
      return "send";
    case LinkTurn::kWaiting:
      return "waiting";
    case LinkTurn::kAi:
      return "ai";
    case LinkTurn::kOver:
      return "over";
    case LinkTurn::kChoose:
      return "choose";
  }
  return "ai";
}

int send_to_seat(const std::vector<SeatSetup>& seats, int to_move) {
  if (to_move >= 0 && to_move < static_cast<int>(seats.size()) && seats[to_move].by_link)
    return to_move;
  for (std::size_t seat = 0; seat < seats.size(); ++seat)
    if (seats[seat].by_link) return static_cast<int>(seat);
  return -1;
}

std::string own_seats_text(const std::vector<SeatSetup>& seats) {
  std::string text;
  for (std::size_t seat = 0; seat < seats.size(); ++seat)
    if (seats[seat].human) text += (text.empty() ? "" : ",") + std::to_string(seat + 1);
  return text;
}

std::string send_message(std::string_view game_title, int seat, bool over) {
  const std::string game = tr_text(game_title);
  // TRANSLATORS: the message sent with a game's link to a friend; {1} is the game's name.
  if (over) return format(tr("Our game of {1} is over: see the end."), game);
  // TRANSLATORS: the message sent with a game's link to a friend; {1} is a seat ("P2"), {2} the
  // game's name.
  return format(tr("Your turn as {1} in our game of {2}."), seat_label(seat), game);
}

}  // namespace azul::ui
