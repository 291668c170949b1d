#include "ui/share/loaded_game.h"

#include <array>

namespace azul::ui {
namespace {

constexpr char kHumanCode = 'H';

struct LevelCode {
  char code;
  std::string_view level;
};
constexpr std::array<LevelCode, 5> kLevelCodes = {
    {{'r', "random"}, {'e', "easy"}, {'m', "medium"}, {'h', "hard"}, {'x', "max"}}};
constexpr std::string_view kDefaultLevel = "easy";

}  // namespace

std::string seat_code(const std::vector<SeatSetup>& seats) {
  std::string code;
  for (const SeatSetup& seat : seats) {
    char c = 'e';
    if (seat.human) {
      c = kHumanCode;
    } else {
      for (const LevelCode& level : kLevelCodes)
        if (level.level == seat.level) c = level.code;
    }
    code += c;
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
    bool found = false;
    for (const LevelCode& level : kLevelCodes) {
      if (level.code == code[i]) {
        seats.push_back(SeatSetup{false, std::string(level.level)});
        found = true;
      }
    }
    if (!found)
      return R::fail("seat " + std::to_string(i + 1) + " of the seat setup has the unknown code '" +
                     std::string(1, code[i]) + "' (H, r, e, m, h or x)");
  }
  return R{std::move(seats), {}};
}

std::vector<SeatSetup> default_seats(int players) {
  std::vector<SeatSetup> seats(static_cast<std::size_t>(players),
                               SeatSetup{false, std::string(kDefaultLevel)});
  if (!seats.empty()) seats[0].human = true;
  return seats;
}

GameKind game_kind(const LoadedGame& game) {
  return std::holds_alternative<GameRecord<classic::State>>(game.record)
             ? GameKind::kAzul
             : GameKind::kSummerPavilion;
}

int player_count(const AnyGameRecord& record) {
  return std::visit([](const auto& r) { return r.options.players; }, record);
}

std::size_t action_count(const AnyGameRecord& record) {
  return std::visit([](const auto& r) { return r.actions.size(); }, record);
}

NewGameSetup setup_for(const LoadedGame& game) {
  NewGameSetup setup;
  setup.game = game_kind(game);
  setup.players = player_count(game.record);
  for (std::size_t i = 0; i < game.seats.size() && i < setup.seats.size(); ++i)
    setup.seats[i] = game.seats[i];
  if (const auto* azul = std::get_if<GameRecord<classic::State>>(&game.record)) {
    setup.seed = azul->seed.value_or(0);
    setup.start_seat = azul->options.start_seat;
    setup.wall = azul->options.wall;
  } else {
    const auto& pavilion = std::get<GameRecord<pavilion::State>>(game.record);
    setup.seed = pavilion.seed.value_or(0);
    setup.start_seat = pavilion.options.start_player;
    setup.side = pavilion.options.side;
    setup.score_floor = pavilion.options.score_floor;
    setup.wild_mode = WildOrderMode::kCustom;
    setup.custom_wilds = pavilion.options.wild_order;
  }
  return setup;
}

Parsed<AnyGameRecord> parse_any_record(std::string_view text) {
  using R = Parsed<AnyGameRecord>;
  auto split = parse_record_text(text);
  if (!split.ok()) return R::fail(split.error);
  if (split.value->game == classic::State::kName) {
    auto record = resolve_record<classic::State>(*split.value);
    if (!record.ok()) return R::fail(record.error);
    return R{AnyGameRecord(std::move(*record.value)), {}};
  }
  if (split.value->game == pavilion::State::kName) {
    auto record = resolve_record<pavilion::State>(*split.value);
    if (!record.ok()) return R::fail(record.error);
    return R{AnyGameRecord(std::move(*record.value)), {}};
  }
  return R::fail("the record is for the unknown game '" + split.value->game + "'");
}

}  // namespace azul::ui
