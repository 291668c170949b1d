#include "ui/share/share_link.h"

#include "ui/link.h"

namespace azul::ui {
namespace {

template <Game S>
Parsed<AnyGameRecord> decode_as(const LinkText& text) {
  auto decoded = decode_link<S>(text);
  if (!decoded.ok()) return Parsed<AnyGameRecord>::fail(decoded.error);
  return Parsed<AnyGameRecord>{AnyGameRecord(std::move(*decoded.value)), {}};
}

}  // namespace

bool is_game_link(std::string_view hash) {
  if (!hash.empty() && hash.front() == '#') hash.remove_prefix(1);
  return !hash.empty() && hash.front() >= '0' && hash.front() <= '9';
}

std::string make_share_link(std::string_view engine_link, const std::vector<SeatSetup>& seats) {
  return std::string(engine_link) + kShareFieldsSeparator + std::string(kShareSeatsField) + "=" +
         seat_code(seats);
}

Parsed<LoadedGame> open_share_link(std::string_view hash) {
  using R = Parsed<LoadedGame>;
  if (!hash.empty() && hash.front() == '#') hash.remove_prefix(1);
  const std::size_t tilde = hash.find(kShareFieldsSeparator);
  const std::string_view engine_part = hash.substr(0, tilde);
  const std::string_view fields =
      tilde == std::string_view::npos ? std::string_view() : hash.substr(tilde + 1);

  auto split = split_link(engine_part);
  if (!split.ok()) return R::fail(split.error);
  Parsed<AnyGameRecord> record =
      Parsed<AnyGameRecord>::fail("the link names the unknown game '" + split.value->game + "'");
  if (split.value->game == classic::State::kName) record = decode_as<classic::State>(*split.value);
  if (split.value->game == pavilion::State::kName)
    record = decode_as<pavilion::State>(*split.value);
  if (!record.ok()) return R::fail(record.error);

  const int players = player_count(*record.value);
  std::vector<SeatSetup> seats = default_seats(players);
  if (auto code = link_field(fields, kShareSeatsField)) {
    auto parsed = parse_seat_code(*code, players);
    if (!parsed.ok()) return R::fail(parsed.error);
    seats = std::move(*parsed.value);
  }
  return R{LoadedGame{std::move(*record.value), std::move(seats)}, {}};
}

}  // namespace azul::ui
