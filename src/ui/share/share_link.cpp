#include "ui/share/share_link.h"

#include "ai/seats.h"
#include "engine/core/marked_text.h"

namespace azul::ui {

bool is_game_link(std::string_view hash) {
  if (!hash.empty() && hash.front() == '#') hash.remove_prefix(1);
  const auto title_field = [](std::string_view field) {
    const std::size_t equals = field.find('=');
    if (equals == std::string_view::npos || equals == 0) return false;
    for (char c : field.substr(0, equals))
      if (!(c >= 'a' && c <= 'z') && c != '_') return false;
    return field.find_first_of(".~") == std::string_view::npos;
  };
  while (!hash.empty()) {
    const std::size_t end = hash.find('&');
    if (!title_field(hash.substr(0, end))) return true;
    if (end == std::string_view::npos) break;
    hash.remove_prefix(end + 1);
  }
  return false;
}

std::string share_fields(const std::vector<SeatSetup>& seats) {
  return std::string(ai::kSeatsField) + "=" + seat_code(seats);
}

std::string game_id_field(std::string_view id) { return "g=" + std::string(id); }

Parsed<SharedGame> open_share_link(std::string_view hash) {
  using R = Parsed<SharedGame>;
  auto split = split_link(hash);
  if (!split.ok()) return R::fail(split.error);
  // The ids are places of the template, so that its "or" is translated with the rest: a third
  // game needs a template for three ids.
  static_assert(AllGames::kSize == 2);
  const auto games = game_registry();
  Parsed<AnyGameRecord> record = Parsed<AnyGameRecord>::fail(
      // TRANSLATORS: {1} is the game's id as the link writes it, {2} and {3} the ids this
      // version knows ("pavilion", "azul").
      fill(NC_("error", "the link names the unknown game '{1}' ({2} or {3} expected)"),
           {split.value->game, games[0]->id, games[1]->id}));
  with_game(split.value->game, [&](auto tag) {
    auto decoded = decode_link<typename decltype(tag)::type>(*split.value);
    record = decoded.ok() ? Parsed<AnyGameRecord>{AnyGameRecord(std::move(*decoded.value)), {}}
                          : Parsed<AnyGameRecord>::fail(decoded.error);
  });
  if (!record.ok()) return R::fail(record.error);

  auto seats = ai::seats_from_fields(split.value->fields, player_count(*record.value));
  if (!seats.ok()) return R::fail(seats.error);
  return R{SharedGame{LoadedGame{std::move(*record.value), std::move(*seats.value)},
                      std::string(ai::field_value(split.value->fields, "g")), split.value->fields},
           {}};
}

}  // namespace azul::ui
