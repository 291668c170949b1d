#include "cli/args.h"

#include <algorithm>
#include <charconv>

namespace azul::cli {

Args::Args(const std::vector<std::string>& words, const std::vector<std::string>& flags,
           const std::vector<std::string>& switches) {
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string& word = words[i];
    if (word.rfind("--", 0) != 0) {
      positional_.push_back(word);
      continue;
    }
    const std::string name = word.substr(2);
    if (std::find(switches.begin(), switches.end(), name) != switches.end()) {
      values_[name] = "";
    } else if (std::find(flags.begin(), flags.end(), name) != flags.end()) {
      if (i + 1 >= words.size()) throw UsageError("--" + name + " needs a value");
      values_[name] = words[++i];
    } else {
      throw UsageError("unknown option " + word);
    }
  }
}

bool Args::has(const std::string& name) const { return values_.count(name) != 0; }

std::string Args::get(const std::string& name, const std::string& fallback) const {
  auto it = values_.find(name);
  return it == values_.end() ? fallback : it->second;
}

std::int64_t Args::get_int(const std::string& name, std::int64_t fallback, std::int64_t min,
                           std::int64_t max) const {
  auto it = values_.find(name);
  if (it == values_.end()) return fallback;
  std::int64_t value = 0;
  const std::string& text = it->second;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size() || value < min || value > max)
    throw UsageError("--" + name + " must be a whole number from " + std::to_string(min) + " to " +
                     std::to_string(max) + ", not '" + text + "'");
  return value;
}

double Args::get_double(const std::string& name, double fallback, double min, double max) const {
  auto it = values_.find(name);
  if (it == values_.end()) return fallback;
  try {
    std::size_t used = 0;
    const double value = std::stod(it->second, &used);
    if (used == it->second.size() && value >= min && value <= max) return value;
  } catch (const std::exception&) {
  }
  throw UsageError("--" + name + " must be a number from " + std::to_string(min) + " to " +
                   std::to_string(max) + ", not '" + it->second + "'");
}

std::vector<std::string> Args::get_list(const std::string& name) const {
  std::vector<std::string> items;
  const std::string text = get(name, "");
  std::size_t start = 0;
  while (start <= text.size() && !text.empty()) {
    const std::size_t comma = text.find(',', start);
    items.push_back(
        text.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return items;
}

}  // namespace azul::cli
