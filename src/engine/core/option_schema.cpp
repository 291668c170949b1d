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

// "" when `value` is allowed for `spec`, else what is wrong with it.
std::string check_value(const OptionSpec& spec, std::string_view value) {
  const std::string quoted = "'" + std::string(value) + "'";
  switch (spec.kind) {
    case OptionKind::kChoice:
    case OptionKind::kPlayerCount:
      for (const OptionValue& allowed : spec.values)
        if (allowed.value == value) return "";
      return std::string(spec.key) + " must be " + allowed_values(spec) + ", not " + quoted;
    case OptionKind::kStartSeat:
      if (is_seat_number(value)) return "";
      return std::string(spec.key) + " must be a seat number from 1 to " +
             std::to_string(kMaxPlayers) + ", not " + quoted;
    case OptionKind::kLetterOrder:
      if (is_order_of(value, spec.letters)) return "";
      return std::string(spec.key) + " must name each of the letters " + std::string(spec.letters) +
             " once, not " + quoted;
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
      return R::fail("unknown option '" + key + "' (this game's options: " + known_keys(schema) +
                     ")");
    const auto index = static_cast<std::size_t>(spec - schema.data());
    if (given[index]) return R::fail("option '" + key + "' is given twice");
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
