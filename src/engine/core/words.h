// Splitting a line of the project's text formats (search jobs, puzzle progress) into its words.
#pragma once

#include <string_view>
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

}  // namespace azul
