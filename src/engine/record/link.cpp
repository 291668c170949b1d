// Share links: splitting, percent decoding, the check, and the option values; see link.h.
#include "engine/record/link.h"

#include <charconv>

#include "engine/core/marked_text.h"
#include "engine/record/crc32.h"

namespace azul {

namespace {

constexpr std::size_t kMaxLinkChars = 16384;
constexpr int kFirstLinkVersion = 1;
constexpr std::size_t kLinkParts = 6;   // version, game, options, seed, count, payload
constexpr std::size_t kCheckChars = 6;  // 32 bits in base64url
constexpr char kPartSeparator = '.';
constexpr char kOptionSeparator = '-';

std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  while (true) {
    const std::size_t at = text.find(separator);
    parts.push_back(text.substr(0, at));
    if (at == std::string_view::npos) return parts;
    text.remove_prefix(at + 1);
  }
}

// Ok, a number that is too large, or not a number at all.
enum class Number { kOk, kTooLarge, kNotANumber };

template <class Int>
Number parse_number(std::string_view text, Int& out) {
  if (text.empty()) return Number::kNotANumber;
  for (char c : text)
    if (c < '0' || c > '9') return Number::kNotANumber;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  if (ec == std::errc::result_out_of_range) return Number::kTooLarge;
  return ec == std::errc() && end == text.data() + text.size() ? Number::kOk : Number::kNotANumber;
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// "%7E" -> "~" (links pasted from chat apps and mail); nothing for a '%' without two hex digits.
std::optional<std::string> percent_decode(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '%') {
      out += text[i];
      continue;
    }
    const int high = i + 1 < text.size() ? hex_value(text[i + 1]) : -1;
    const int low = i + 2 < text.size() ? hex_value(text[i + 2]) : -1;
    if (high < 0 || low < 0) return std::nullopt;
    out += static_cast<char>(high * 16 + low);
    i += 2;
  }
  return out;
}

std::string check_text(std::string_view body) {
  BitWriter bits;
  bits.write(crc32(body), 32);
  return bits.to_base64url();
}

}  // namespace

namespace link_detail {

std::string compact_option_values(OptionSchema schema, const OptionPairs& pairs) {
  std::vector<std::string_view> values;
  for (const OptionSpec& spec : schema) {
    const std::string_view value = option_value(pairs, spec.key);
    values.push_back(value == spec.default_value ? std::string_view() : value);
  }
  while (!values.empty() && values.back().empty()) values.pop_back();
  std::string out;
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i > 0) out += kOptionSeparator;
    out += values[i];
  }
  return out;
}

Parsed<OptionPairs> expand_option_values(OptionSchema schema, std::string_view game,
                                         const std::vector<std::string>& values) {
  using R = Parsed<OptionPairs>;
  if (values.size() > schema.size())
    return R::fail(
        fill(NC_("error",
                 // TRANSLATORS: {1} is the number of option values in the link, {2} the game's id
                 // ("azul", "pavilion"), {3} its number of options.
                 "the link has {1} option values, but {2} has {3} options "
                 "(is the link from a newer version?)"),
             {std::to_string(values.size()), game, std::to_string(schema.size())}));
  OptionPairs pairs;
  for (std::size_t i = 0; i < values.size(); ++i)
    if (!values[i].empty()) pairs.emplace_back(std::string(schema[i].key), values[i]);
  return R{std::move(pairs), {}};
}

std::string seal(std::string body, std::string_view fields) {
  if (!fields.empty()) {
    body += kLinkFieldsSeparator;
    body += fields;
  }
  return body + kPartSeparator + check_text(body);
}

}  // namespace link_detail

Parsed<LinkText> split_link(std::string_view link) {
  using R = Parsed<LinkText>;
  if (!link.empty() && link.front() == '#') link.remove_prefix(1);
  if (link.empty()) return R::fail(NC_("error", "the link holds no game"));
  if (link.size() > kMaxLinkChars)
    return R::fail(NC_("error", "the link is far longer than any game"));
  const std::optional<std::string> decoded = percent_decode(link);
  if (!decoded)
    // xgettext:no-c-format
    return R::fail(NC_("error", "the link has a '%' that is not followed by two hex digits"));
  std::string_view text = *decoded;

  LinkText out;
  const std::string_view version_text = text.substr(0, text.find(kPartSeparator));
  const Number version = parse_number(version_text, out.version);
  if (version == Number::kNotANumber)
    return R::fail(NC_("error", "the link does not start with a version number"));
  if (version == Number::kTooLarge || out.version < kFirstLinkVersion ||
      out.version > kLinkVersion) {
    const std::string first = std::to_string(kFirstLinkVersion);
    const std::string last = std::to_string(kLinkVersion);
    if (version == Number::kOk && out.version > kLinkVersion)
      return R::fail(
          fill(NC_("error",
                   // TRANSLATORS: {1} is the link's format version, {2} and {3} the
                   // first and last versions this page reads.
                   "the link has format version {1}, this page reads versions {2} to {3} "
                   "(it was made by a newer version of the game)"),
               {version_text, first, last}));
    return R::fail(fill(
        // TRANSLATORS: {1} is the link's format version, {2} and {3} the first and last versions
        // this page reads.
        NC_("error", "the link has format version {1}, this page reads versions {2} to {3}"),
        {version_text, first, last}));
  }
  if (out.version >= 2) {
    const std::size_t dot = text.rfind(kPartSeparator);
    const std::string_view check = text.substr(dot + 1);
    text = text.substr(0, dot);
    if (check.size() != kCheckChars || check != check_text(text))
      return R::fail(NC_("error",
                         "the link is damaged: a character was changed, added or removed "
                         "(its check does not match)"));
  }
  const std::size_t tilde = text.find(kLinkFieldsSeparator);
  if (tilde != std::string_view::npos) out.fields = std::string(text.substr(tilde + 1));
  const auto parts = split(text.substr(0, tilde), kPartSeparator);
  if (parts.size() != kLinkParts)
    // TRANSLATORS: {1} is the number of parts a link has, {2} the number this one has.
    return R::fail(fill(NC_("error", "the link should have {1} parts separated by '.', it has {2}"),
                        {std::to_string(kLinkParts), std::to_string(parts.size())}));
  out.game = std::string(parts[1]);
  if (!parts[2].empty())
    for (std::string_view value : split(parts[2], kOptionSeparator))
      out.option_values.emplace_back(value);
  switch (parse_number(parts[3], out.seed)) {
    case Number::kOk:
      break;
    case Number::kTooLarge:
      return R::fail(NC_("error", "the link's seed is too large"));
    case Number::kNotANumber:
      return R::fail(NC_("error", "the link's seed is not a number"));
  }
  switch (parse_number(parts[4], out.action_count)) {
    case Number::kOk:
      break;
    case Number::kTooLarge:
      return R::fail(NC_("error", "the link's move count is too large"));
    case Number::kNotANumber:
      return R::fail(NC_("error", "the link's move count is not a number"));
  }
  out.payload = std::string(parts[5]);
  return R{std::move(out), {}};
}

}  // namespace azul
