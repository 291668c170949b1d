// Template definitions for link.h (included from it; not meant to be included alone).
#pragma once

#include "engine/core/marked_text.h"
#include "engine/record/bit_packing.h"
#include "engine/record/link.h"

namespace azul {

namespace link_detail {
// More actions than any real game has: a forged count cannot make decoding run long.
inline constexpr std::size_t kMaxLinkActions = 4000;

// Option values in schema order, defaults left empty, trailing empties dropped.
std::string compact_option_values(OptionSchema schema, const OptionPairs& pairs);
// The record pairs of a link's option values (an empty or missing value: the default).
Parsed<OptionPairs> expand_option_values(OptionSchema schema, std::string_view game,
                                         const std::vector<std::string>& values);
// Appends the fields and the check to a link's body.
std::string seal(std::string body, std::string_view fields);
}  // namespace link_detail

template <Game S>
std::string encode_link(const GameRecord<S>& record, std::string_view fields) {
  std::string out =
      std::to_string(kLinkVersion) + "." + std::string(S::kName) + "." +
      link_detail::compact_option_values(S::Options::schema(), record.options.to_pairs()) + "." +
      std::to_string(record.seed.value_or(0)) + "." + std::to_string(record.actions.size()) + ".";
  BitWriter bits;
  S state(record.options);
  ActionList actions;
  ChanceList outcomes;
  for (Action action : record.actions) {
    std::uint32_t index = 0, range = 0;
    if (state.is_chance()) {
      state.chance_outcomes(outcomes);
      range = static_cast<std::uint32_t>(outcomes.size());
      while (index < range && outcomes[index].action != action) ++index;
    } else {
      state.legal_actions(actions);
      range = static_cast<std::uint32_t>(actions.size());
      while (index < range && actions[index] != action) ++index;
    }
    bits.write(index, bits_for_range(range));
    state.apply_unchecked(action);
  }
  return link_detail::seal(out + bits.to_base64url(), fields);
}

template <Game S>
Parsed<GameRecord<S>> decode_link(const LinkText& link) {
  using R = Parsed<GameRecord<S>>;
  if (link.game != S::kName)
    return R::fail(fill(
        // TRANSLATORS: {1} is the game's id as the link writes it ("azul", "pavilion").
        NC_("error", "the link is for game '{1}'"), {link.game}));
  auto pairs =
      link_detail::expand_option_values(S::Options::schema(), S::kName, link.option_values);
  if (!pairs.ok()) return R::fail(pairs.error);
  auto options = S::Options::from_pairs(*pairs.value);
  // TRANSLATORS: {1} is the reason the game's options cannot be used.
  if (!options.ok()) return R::fail(fill(NC_("error", "options: {1}"), {options.error}));
  if (link.action_count > link_detail::kMaxLinkActions)
    // TRANSLATORS: {1} is the number of moves the link says it holds.
    return R::fail(fill(NC_("error", "the link claims {1} moves, more than a game has"),
                        {std::to_string(link.action_count)}));
  auto bits = BitReader::from_base64url(link.payload);
  if (!bits)
    return R::fail(NC_("error", "the move data has a character that does not belong in a link"));
  GameRecord<S> record{*options.value, link.seed, {}};
  S state(record.options);
  ActionList actions;
  ChanceList outcomes;
  for (std::size_t n = 0; n < link.action_count; ++n) {
    if (state.is_terminal())
      return R::fail(fill(
          // TRANSLATORS: {1} is the move's number in the link.
          NC_("error", "move {1} comes after the end of the game"), {std::to_string(n + 1)}));
    const bool chance = state.is_chance();
    std::uint32_t range = 0;
    if (chance) {
      state.chance_outcomes(outcomes);
      range = static_cast<std::uint32_t>(outcomes.size());
    } else {
      state.legal_actions(actions);
      range = static_cast<std::uint32_t>(actions.size());
    }
    auto index = bits->read(bits_for_range(range));
    if (!index)
      // TRANSLATORS: {1} is the move's number, {2} the number of moves the link says it holds.
      return R::fail(fill(NC_("error", "the link is cut short: it ends at move {1} of {2}"),
                          {std::to_string(n + 1), std::to_string(link.action_count)}));
    if (*index >= range)
      // TRANSLATORS: {1} is the move's number in the link.
      return R::fail(fill(NC_("error", "move {1} is not a legal choice (corrupted link)"),
                          {std::to_string(n + 1)}));
    const Action action = chance ? outcomes[*index].action : actions[*index];
    state.apply_unchecked(action);
    record.actions.push_back(action);
  }
  if (!bits->only_padding_left())
    return R::fail(NC_("error", "the link has data after its last move"));
  return R{std::move(record), {}};
}

}  // namespace azul
