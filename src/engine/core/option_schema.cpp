// Checking options against a game's schema; see option_schema.h.
#include "engine/core/option_schema.h"

#include <algorithm>
#include <cctype>
#include <vector>

namespace azul {
namespace {

bool is_seat_number(std::string_view value) {
  return value.size() == 1 && value[0] >= '1' && value[0] < '1' + kMaxPlayers;
}

bool is_order_of(std::string_view value, std::string_view letters) {
  if (value.size() != letters.size()) return false;
  std::string sorted_value(value), sorted_letters(letters);
  std::sort(sorted_value.begin(), sorted_value.end());
  std::sort(sorted_letters.begin(), sorted_letters.end());
  return sorted_value == sorted_letters;
}

std::string known_keys(OptionSchema schema) {
  std::string keys;
  for (const OptionSpec& spec : schema) keys += (keys.empty() ? "" : ", ") + std::string(spec.key);
  return keys;
}

// The reason `value` is not one of the values of a choice (allowed_values(spec) as a part of
// each template, so that the "or" is translated with the rest).
std::string must_be_one_of(const OptionSpec& spec, std::string_view value) {
  const std::span<const OptionValue> values = spec.values;
  const std::size_t n = values.size();
  if (n == 2)
    // TRANSLATORS: {1} is an option's key as records write it ("wall"), {2} and {3} the two
    // values it allows ("coloured", "grey"), {4} the value given.
    return fill(NC_("error", "{1} must be {2} or {3}, not '{4}'"),
                {spec.key, values[0].value, values[1].value, value});
  if (n >= 3) {
    std::string head(values[0].value);  // all but the last two: "2" of "2, 3 or 4"
    for (std::size_t i = 1; i + 2 < n; ++i) head += ", " + std::string(values[i].value);
    // TRANSLATORS: {1} is an option's key as records write it ("players"), {2}, {3} and {4}
    // the values it allows ("2", "3", "4"; {2} holds all but the last two), {5} the value given.
    return fill(NC_("error", "{1} must be {2}, {3} or {4}, not '{5}'"),
                {spec.key, head, values[n - 2].value, values[n - 1].value, value});
  }
  // A choice of fewer than two values: no schema has one, so no template either.
  return std::string(spec.key) + " must be " + allowed_values(spec) + ", not '" +
         std::string(value) + "'";
}

// "" when `value` is allowed for `spec`, else what is wrong with it.
std::string check_value(const OptionSpec& spec, std::string_view value) {
  switch (spec.kind) {
    case OptionKind::kChoice:
    case OptionKind::kPlayerCount:
      for (const OptionValue& allowed : spec.values)
        if (allowed.value == value) return "";
      return must_be_one_of(spec, value);
    case OptionKind::kStartSeat:
      if (is_seat_number(value)) return "";
      // TRANSLATORS: {1} is an option's key as records write it ("start"), {2} the largest
      // seat number, {3} the value given.
      return fill(NC_("error", "{1} must be a seat number from 1 to {2}, not '{3}'"),
                  {spec.key, std::to_string(kMaxPlayers), value});
    case OptionKind::kLetterOrder:
      if (is_order_of(value, spec.letters)) return "";
      // TRANSLATORS: {1} is an option's key as records write it ("wilds"), {2} the letters
      // ("PGOYBR"), {3} the value given.
      return fill(NC_("error", "{1} must name each of the letters {2} once, not '{3}'"),
                  {spec.key, spec.letters, value});
  }
  return "";
}

}  // namespace

const OptionSpec* find_option(OptionSchema schema, std::string_view key) {
  for (const OptionSpec& spec : schema)
    if (spec.key == key) return &spec;
  return nullptr;
}

std::string_view option_value(const OptionPairs& pairs, std::string_view key) {
  for (const auto& [k, v] : pairs)
    if (k == key) return v;
  return {};
}

OptionPairs default_options(OptionSchema schema) {
  OptionPairs pairs;
  for (const OptionSpec& spec : schema)
    pairs.emplace_back(std::string(spec.key), std::string(spec.default_value));
  return pairs;
}

Parsed<OptionPairs> normalize_options(OptionSchema schema, const OptionPairs& pairs) {
  using R = Parsed<OptionPairs>;
  OptionPairs out = default_options(schema);
  std::vector<bool> given(schema.size());
  for (const auto& [key, value] : pairs) {
    const OptionSpec* spec = find_option(schema, key);
    if (!spec)
      // TRANSLATORS: {1} is the option's key as the record or link writes it, {2} the keys the
      // game knows ("players, wall, start").
      return R::fail(fill(NC_("error", "unknown option '{1}' (this game's options: {2})"),
                          {key, known_keys(schema)}));
    const auto index = static_cast<std::size_t>(spec - schema.data());
    // TRANSLATORS: {1} is an option's key as records write it ("wall").
    if (given[index]) return R::fail(fill(NC_("error", "option '{1}' is given twice"), {key}));
    given[index] = true;
    std::string canonical = value;
    if (spec->kind == OptionKind::kLetterOrder)  // letters are read in either case
      for (char& c : canonical) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (std::string problem = check_value(*spec, canonical); !problem.empty())
      return R::fail(problem);
    out[index].second = std::move(canonical);
  }
  return R{std::move(out), {}};
}

std::string allowed_values(const OptionSpec& spec) {
  switch (spec.kind) {
    case OptionKind::kChoice:
    case OptionKind::kPlayerCount: {
      std::string text;
      for (std::size_t i = 0; i < spec.values.size(); ++i) {
        if (i > 0) text += i + 1 == spec.values.size() ? " or " : ", ";
        text += spec.values[i].value;
      }
      return text;
    }
    case OptionKind::kStartSeat:
      return "a seat number (1 to players)";
    case OptionKind::kLetterOrder:
      return "an order of the letters " + std::string(spec.letters);
  }
  return "";
}

}  // namespace azul
