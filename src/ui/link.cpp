#include "ui/link.h"

namespace azul::ui {
namespace {

constexpr char kFieldSeparator = '&';
constexpr char kValueSeparator = '=';

std::string_view without_hash(std::string_view link) {
  if (!link.empty() && link.front() == '#') link.remove_prefix(1);
  return link;
}

// Calls visit(field_key, field_value, whole_field) for each field of the link.
template <typename Visit>
void for_each_field(std::string_view link, Visit visit) {
  link = without_hash(link);
  while (!link.empty()) {
    const size_t end = link.find(kFieldSeparator);
    const std::string_view field = link.substr(0, end);
    const size_t equals = field.find(kValueSeparator);
    const std::string_view key = field.substr(0, equals);
    const std::string_view value =
        equals == std::string_view::npos ? std::string_view() : field.substr(equals + 1);
    visit(key, value, field);
    if (end == std::string_view::npos) break;
    link.remove_prefix(end + 1);
  }
}

}  // namespace

std::optional<std::string_view> link_field(std::string_view link, std::string_view key) {
  std::optional<std::string_view> found;
  for_each_field(link, [&](std::string_view field_key, std::string_view value, std::string_view) {
    if (!found && field_key == key) found = value;
  });
  return found;
}

std::string with_link_field(std::string_view link, std::string_view key, std::string_view value) {
  std::string result;
  bool replaced = false;
  auto append = [&](std::string_view field_key, std::string_view field_value) {
    if (!result.empty()) result += kFieldSeparator;
    result += field_key;
    result += kValueSeparator;
    result += field_value;
  };
  for_each_field(
      link, [&](std::string_view field_key, std::string_view field_value, std::string_view field) {
        if (field.empty()) return;
        if (field_key == key) {
          if (!replaced) append(key, value);
          replaced = true;
        } else if (field.find(kValueSeparator) == std::string_view::npos) {
          if (!result.empty()) result += kFieldSeparator;
          result += field;
        } else {
          append(field_key, field_value);
        }
      });
  if (!replaced) append(key, value);
  return result;
}

}  // namespace azul::ui
