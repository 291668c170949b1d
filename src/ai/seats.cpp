#include "ai/seats.h"

#include "ai/levels.h"

namespace azul::ai {
namespace {

constexpr char kHumanCode = 'H';
constexpr char kFriendCode = 'F';
constexpr char kUnknownLevelCode = '?';
constexpr std::string_view kDefaultLevel = "easy";

std::string level_letters() {
  std::string letters = std::string(1, kHumanCode) + ", " + kFriendCode;
  for (const LevelInfo& level : bot_levels()) letters += std::string(", ") + level.code;
  return letters;
}

}  // namespace

std::string seat_code(const std::vector<SeatSetup>& seats) {
  std::string code;
  for (const SeatSetup& seat : seats) {
    const LevelInfo* level = seat.human ? nullptr : find_level(seat.level);
    code += seat.human     ? kHumanCode
            : seat.by_link ? kFriendCode
            : level        ? level->code
                           : kUnknownLevelCode;
  }
  return code;
}

Parsed<std::vector<SeatSetup>> parse_seat_code(std::string_view code, int players) {
  using R = Parsed<std::vector<SeatSetup>>;
  if (static_cast<int>(code.size()) != players)
    return R::fail("the seat setup '" + std::string(code) + "' has " + std::to_string(code.size()) +
                   " seats, the game has " + std::to_string(players) + " players");
  std::vector<SeatSetup> seats;
  for (std::size_t i = 0; i < code.size(); ++i) {
    if (code[i] == kHumanCode) {
      seats.push_back(SeatSetup{true, std::string(kDefaultLevel)});
      continue;
    }
    if (code[i] == kFriendCode) {
      seats.push_back(friend_seat());
      continue;
    }
    const LevelInfo* level = find_level_by_code(code[i]);
    if (!level)
      return R::fail("seat " + std::to_string(i + 1) + " of the seat setup has the unknown code '" +
                     std::string(1, code[i]) + "' (a person, a friend or an AI level: " +
                     level_letters() + "; it may come from a newer version)");
    seats.push_back(SeatSetup{false, std::string(level->name)});
  }
  return R{std::move(seats), {}};
}

std::vector<SeatSetup> default_seats(int players) {
  std::vector<SeatSetup> seats(static_cast<std::size_t>(players),
                               SeatSetup{false, std::string(kDefaultLevel)});
  if (!seats.empty()) seats[0].human = true;
  return seats;
}

bool is_link_game(const std::vector<SeatSetup>& seats) {
  for (const SeatSetup& seat : seats)
    if (seat.by_link) return true;
  return false;
}

std::vector<SeatSetup> shared_seats(std::vector<SeatSetup> seats) {
  if (!is_link_game(seats)) return seats;
  for (SeatSetup& seat : seats)
    if (seat.human) seat = friend_seat();
  return seats;
}

std::vector<SeatSetup> claim_seat(std::vector<SeatSetup> seats, int seat) {
  if (seat >= 0 && seat < static_cast<int>(seats.size()) && seats[seat].by_link)
    seats[seat] = SeatSetup{true, std::string(kDefaultLevel), false};
  return seats;
}

bool has_own_seat(const std::vector<SeatSetup>& seats) {
  for (const SeatSetup& seat : seats)
    if (seat.human) return true;
  return false;
}

std::string_view field_value(std::string_view fields, std::string_view key) {
  while (!fields.empty()) {
    const std::size_t amp = fields.find('&');
    const std::string_view field = fields.substr(0, amp);
    fields = amp == std::string_view::npos ? std::string_view() : fields.substr(amp + 1);
    const std::size_t eq = field.find('=');
    if (eq != std::string_view::npos && field.substr(0, eq) == key) return field.substr(eq + 1);
  }
  return {};
}

Parsed<std::vector<SeatSetup>> seats_from_fields(std::string_view fields, int players) {
  const std::string_view code = field_value(fields, kSeatsField);
  if (code.empty()) return {default_seats(players), {}};
  return parse_seat_code(code, players);
}

}  // namespace azul::ai
