#include "engine/record/link.h"

#include <charconv>

namespace azul {

namespace {

std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  while (true) {
    const std::size_t at = text.find(separator);
    parts.push_back(text.substr(0, at));
    if (at == std::string_view::npos) return parts;
    text.remove_prefix(at + 1);
  }
}

template <class Int>
bool parse_number(std::string_view text, Int& out) {
  if (text.empty()) return false;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc() && end == text.data() + text.size();
}

}  // namespace

Parsed<LinkText> split_link(std::string_view link) {
  using R = Parsed<LinkText>;
  if (!link.empty() && link.front() == '#') link.remove_prefix(1);
  if (link.empty()) return R::fail("the link holds no game");
  if (link.size() > 16384) return R::fail("the link is far longer than any game");
  const auto parts = split(link, '.');
  int version = 0;
  if (!parse_number(parts[0], version))
    return R::fail("the link does not start with a version number");
  if (version != kLinkVersion)
    return R::fail("the link has format version " + std::string(parts[0]) +
                   ", this page reads version " + std::to_string(kLinkVersion));
  if (parts.size() != 6)
    return R::fail("the link should have 6 parts separated by '.', it has " +
                   std::to_string(parts.size()));
  LinkText out;
  out.game = std::string(parts[1]);
  for (std::string_view value : split(parts[2], '-')) out.option_values.emplace_back(value);
  if (!parse_number(parts[3], out.seed)) return R::fail("the link's seed is not a number");
  if (!parse_number(parts[4], out.action_count))
    return R::fail("the link's move count is not a number");
  out.payload = std::string(parts[5]);
  return R{std::move(out), {}};
}

}  // namespace azul
