#include "ui/progress/ledger_file.h"

#include <algorithm>
#include <charconv>
#include <tuple>

#include "engine/core/marked_text.h"

namespace azul::ui {

std::string history_file_text(std::span<const GameResult> results) {
  std::vector<const GameResult*> sorted;
  for (const GameResult& result : results) sorted.push_back(&result);
  std::sort(sorted.begin(), sorted.end(), [](const GameResult* a, const GameResult* b) {
    return std::tie(a->ended_ms, a->id) < std::tie(b->ended_ms, b->id);
  });
  std::string text = std::string(kHistoryFileFormat) + " " + std::to_string(kHistoryFileVersion);
  text += '\n';
  for (const GameResult* result : sorted) text += result_text(*result) + '\n';
  return text;
}

Parsed<HistoryFile> parse_history_file(std::string_view text) {
  HistoryFile file;
  int line_number = 0;
  bool header = false;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    ++line_number;
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.remove_suffix(1);
    if (line.empty()) continue;
    if (!header) {
      const std::string prefix = std::string(kHistoryFileFormat) + " ";
      if (line.substr(0, prefix.size()) != prefix)
        return Parsed<HistoryFile>::fail(
            // TRANSLATORS: a reason a file chosen for "Import" cannot be read.
            NC_("error", "this is not a history file of this page"));
      int version = 0;
      const std::string_view number = line.substr(prefix.size());
      const auto [at, error] =
          std::from_chars(number.data(), number.data() + number.size(), version);
      if (error != std::errc() || at != number.data() + number.size() || version < 1)
        return Parsed<HistoryFile>::fail(NC_("error", "this is not a history file of this page"));
      if (version > kHistoryFileVersion)
        return Parsed<HistoryFile>::fail(fill(
            // TRANSLATORS: a reason a history file cannot be read: {1} its version.
            NC_("error",
                "the history file is of version {1}, made by a newer version of this page"),
            {number}));
      header = true;
      continue;
    }
    Parsed<GameResult> result = parse_result(line);
    if (result.ok())
      file.results.push_back(std::move(*result.value));
    else
      file.problems.push_back(
          fill(NC_("error", "line {1}: {2}"), {std::to_string(line_number), result.error}));
  }
  if (!header)
    return Parsed<HistoryFile>::fail(NC_("error", "this is not a history file of this page"));
  return Parsed<HistoryFile>{std::move(file), ""};
}

MergeCount merge_results(std::vector<GameResult>& into, std::span<const GameResult> from) {
  MergeCount count;
  for (const GameResult& result : from) {
    const auto same = std::find_if(into.begin(), into.end(),
                                   [&](const GameResult& kept) { return kept.id == result.id; });
    if (same == into.end()) {
      into.push_back(result);
      ++count.added;
    } else if (!same->accuracy && result.accuracy) {
      same->accuracy = result.accuracy;
      ++count.updated;
    } else {
      ++count.known;
    }
  }
  return count;
}

}  // namespace azul::ui
