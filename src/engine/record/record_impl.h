// Template definitions for record.h (included from it; not meant to be included alone).
#pragma once

#include <string>

#include "engine/core/marked_text.h"
#include "engine/record/record.h"

namespace azul {

namespace record_detail {
void append_option_lines(std::string& out, std::string_view game, const OptionPairs& options,
                         const std::optional<std::uint64_t>& seed);
// "line 12: <what>"
std::string line_error(int line_number, std::string_view what);
// "line 12: 'F3 R 2': <what>", for a move the line holds.
std::string move_error(int line_number, std::string_view move, std::string_view what);
}  // namespace record_detail

template <Game S>
std::string print_record(const GameRecord<S>& record) {
  std::string out;
  record_detail::append_option_lines(out, S::kName, record.options.to_pairs(), record.seed);
  out += "moves\n";
  S state(record.options);
  bool in_deal = false;
  for (Action action : record.actions) {
    if (state.is_chance()) {
      if (!in_deal) out += "deal ";
      out += state.action_to_string(action);
      in_deal = true;
    } else {
      if (in_deal) out += '\n';
      in_deal = false;
      out += std::to_string(state.current_player() + 1);
      out += ' ';
      out += state.action_to_string(action);
      out += '\n';
    }
    state.apply_unchecked(action);
  }
  if (in_deal) out += '\n';
  out += "end\n";
  return out;
}

template <Game S>
Parsed<GameRecord<S>> resolve_record(const RecordText& text) {
  using R = Parsed<GameRecord<S>>;
  if (text.game != S::kName)
    return R::fail(fill(
        // TRANSLATORS: {1} is the game's id as the record writes it, {2} the id of the game that
        // reads it ("azul", "pavilion").
        NC_("error", "the record is for game '{1}', not '{2}'"), {text.game, S::kName}));
  auto options = S::Options::from_pairs(text.options);
  // TRANSLATORS: {1} is the reason the game's options cannot be used.
  if (!options.ok()) return R::fail(fill(NC_("error", "options: {1}"), {options.error}));
  if (Status valid = options.value->validate(); !valid)
    return R::fail(fill(NC_("error", "options: {1}"), {valid.message()}));
  GameRecord<S> record{*options.value, text.seed, {}};
  S state(record.options);
  for (const auto& line : text.lines) {
    if (state.is_terminal())
      return R::fail(
          record_detail::line_error(line.line_number, NC_("error", "the game is already over")));
    if (line.chance) {
      for (char letter : line.text) {
        if (!state.is_chance())
          return R::fail(record_detail::line_error(
              line.line_number,
              // TRANSLATORS: {1} is the number of the seat that must move.
              fill(NC_("error", "a tile is dealt where seat {1} must move"),
                   {std::to_string(state.current_player() + 1)})));
        auto action = state.parse_action(std::string_view(&letter, 1));
        if (!action.ok()) return R::fail(record_detail::line_error(line.line_number, action.error));
        if (Status applied = state.apply(*action.value); !applied)
          return R::fail(record_detail::line_error(line.line_number, applied.message()));
        record.actions.push_back(*action.value);
      }
      continue;
    }
    if (state.is_chance())
      return R::fail(record_detail::line_error(
          line.line_number, NC_("error", "a tile must be dealt before the next move")));
    if (line.seat != state.current_player())
      return R::fail(record_detail::line_error(
          line.line_number,
          // TRANSLATORS: {1} is the number of the seat whose turn it is, {2} the seat the line
          // names.
          fill(NC_("error", "it is seat {1}'s turn, not seat {2}'s"),
               {std::to_string(state.current_player() + 1), std::to_string(line.seat + 1)})));
    auto action = state.parse_action(line.text);
    if (!action.ok())
      return R::fail(record_detail::move_error(line.line_number, line.text, action.error));
    if (Status applied = state.apply(*action.value); !applied)
      return R::fail(record_detail::move_error(line.line_number, line.text, applied.message()));
    record.actions.push_back(*action.value);
  }
  return R{std::move(record), {}};
}

template <Game S>
Parsed<GameRecord<S>> parse_record(std::string_view text) {
  auto split = parse_record_text(text);
  if (!split.ok()) return Parsed<GameRecord<S>>::fail(split.error);
  return resolve_record<S>(*split.value);
}

template <Game S>
S replay(const GameRecord<S>& record, std::size_t action_count) {
  S state(record.options);
  for (std::size_t i = 0; i < record.actions.size() && i < action_count; ++i)
    state.apply_unchecked(record.actions[i]);
  return state;
}

}  // namespace azul
