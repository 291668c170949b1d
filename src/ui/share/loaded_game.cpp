#include "ui/share/loaded_game.h"

#include "engine/core/marked_text.h"

namespace azul::ui {

std::string_view game_id(const AnyGameRecord& record) {
  return std::visit(
      [](const auto& r) -> std::string_view {
        return std::remove_cvref_t<decltype(r)>::State::kName;
      },
      record);
}

int player_count(const AnyGameRecord& record) {
  return std::visit([](const auto& r) { return r.options.players; }, record);
}

std::size_t move_count(const AnyGameRecord& record) {
  return std::visit(
      [](const auto& r) {
        using S = typename std::remove_cvref_t<decltype(r)>::State;
        std::size_t moves = 0;
        S state(r.options);
        for (Action action : r.actions) {
          if (!state.is_chance()) ++moves;
          state.apply_unchecked(action);
        }
        return moves;
      },
      record);
}

NewGameSetup setup_for(const LoadedGame& game) {
  NewGameSetup setup;
  std::visit(
      [&](const auto& record) {
        using S = typename std::remove_cvref_t<decltype(record)>::State;
        choose_options(setup, S::kName, record.options.to_pairs());
        setup.seed = record.seed.value_or(0);
      },
      game.record);
  for (std::size_t i = 0; i < game.seats.size() && i < setup.seats.size(); ++i)
    setup.seats[i] = game.seats[i];
  return setup;
}

Parsed<AnyGameRecord> parse_any_record(std::string_view text) {
  using R = Parsed<AnyGameRecord>;
  auto split = parse_record_text(text);
  if (!split.ok()) return R::fail(split.error);
  // The ids are places of the template, so that its "or" is translated with the rest: a third
  // game needs a template for three ids.
  static_assert(AllGames::kSize == 2);
  const auto games = game_registry();
  R result = R::fail(fill(
      // TRANSLATORS: {1} is the game's id as the record writes it, {2} and {3} the ids this
      // version knows ("pavilion", "azul").
      NC_("error", "the record is for the unknown game '{1}' ({2} or {3} expected)"),
      {split.value->game, games[0]->id, games[1]->id}));
  with_game(split.value->game, [&](auto tag) {
    auto record = resolve_record<typename decltype(tag)::type>(*split.value);
    result = record.ok() ? R{AnyGameRecord(std::move(*record.value)), {}} : R::fail(record.error);
  });
  return result;
}

}  // namespace azul::ui
