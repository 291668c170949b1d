#include "ui/i18n/numbers.h"

#include <cstdio>

#include "ui/i18n/translate.h"

namespace azul::ui {

std::string grouped(long long value) {
  const bool negative = value < 0;
  std::string digits = std::to_string(negative ? -value : value);
  // TRANSLATORS: the separator between thousands in numbers ("1,512"): "." in German.
  const std::string separator = trc("number", ",");
  for (int i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3)
    digits.insert(static_cast<std::size_t>(i), separator);
  return negative ? "-" + digits : digits;
}

std::string one_decimal(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", value);
  std::string written(text);
  // TRANSLATORS: the decimal mark in numbers ("5.2 points"): "," in German.
  const std::string mark = trc("number", ".");
  if (const std::size_t dot = written.find('.'); dot != std::string::npos)
    written.replace(dot, 1, mark);
  return written;
}

}  // namespace azul::ui
