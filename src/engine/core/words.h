// Reading the project's text formats (search jobs, saved reviews, puzzle sets and progress):
// a line's words, and a word as a number.
#pragma once

#include <charconv>
#include <cstdlib>
#include <string>
#include <string_view>
#include <system_error>
#include <type_traits>
#include <vector>

namespace azul {

// The words of `line`: its runs of characters between spaces, empty ones skipped.
inline std::vector<std::string_view> words_of(std::string_view line) {
  std::vector<std::string_view> words;
  while (!line.empty()) {
    const std::size_t start = line.find_first_not_of(' ');
    if (start == std::string_view::npos) break;
    line.remove_prefix(start);
    const std::size_t end = line.find(' ');
    words.push_back(line.substr(0, end));
    line.remove_prefix(end == std::string_view::npos ? line.size() : end);
  }
  return words;
}

// The whole of `word` as a number into `out`: an integer by from_chars, a floating-point number
// by strtod (the web's standard library has no floating-point from_chars; the programs keep the
// "C" locale). False for an empty word or one with anything more.
template <class T>
bool read_number(std::string_view word, T& out) {
  if (word.empty()) return false;
  if constexpr (std::is_floating_point_v<T>) {
    const std::string text(word);
    char* end = nullptr;
    out = static_cast<T>(std::strtod(text.c_str(), &end));
    return end == text.c_str() + text.size();
  } else {
    const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), out);
    return error == std::errc{} && end == word.data() + word.size();
  }
}

}  // namespace azul
