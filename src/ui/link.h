// The app's links: the part of the page URL after '#', made of `key=value` fields separated
// by '&' (for example "game=azul"). A link selects what the app shows when it opens, and the
// app keeps it up to date so that the address bar can be shared or bookmarked.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace azul::ui {

inline constexpr std::string_view kLinkGameField = "game";

// The value of `key` in `link`, or nullopt when the link has no such field. A leading '#' is
// ignored.
std::optional<std::string_view> link_field(std::string_view link, std::string_view key);

// `link` with `key` set to `value`: replaces the field if present, appends it otherwise.
std::string with_link_field(std::string_view link, std::string_view key, std::string_view value);

}  // namespace azul::ui
