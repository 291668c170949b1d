#include "ai/puzzle.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <type_traits>
#include <utility>

#include "engine/core/words.h"

namespace azul::ai {
namespace {

constexpr std::string_view kFormatLine = "azul-puzzles";
constexpr std::size_t kFields = 8;

std::string_view trim(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r'))
    text.remove_suffix(1);
  return text;
}

std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  while (true) {
    const std::size_t at = text.find(separator);
    parts.push_back(trim(text.substr(0, at)));
    if (at == std::string_view::npos) return parts;
    text.remove_prefix(at + 1);
  }
}

template <class T>
std::optional<T> number(std::string_view text) {
  T value{};
  if (!read_number(text, value)) return std::nullopt;
  if constexpr (std::is_floating_point_v<T>)
    if (!std::isfinite(value)) return std::nullopt;
  return value;
}

// Points with one decimal: what the search can tell apart.
std::string points(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", value);
  return text;
}

// An id's (seed, actions), for the set's order; nullopt when it is not "<seed>-<actions>".
std::optional<std::pair<std::uint64_t, std::uint64_t>> id_key(std::string_view id) {
  const std::size_t dash = id.find('-');
  if (dash == std::string_view::npos) return std::nullopt;
  const auto seed = number<std::uint64_t>(id.substr(0, dash));
  const auto actions = number<std::uint64_t>(id.substr(dash + 1));
  if (!seed || !actions) return std::nullopt;
  return std::pair{*seed, *actions};
}

bool id_less(const Puzzle& a, const Puzzle& b) { return *id_key(a.id) < *id_key(b.id); }

std::string line_error(int line, const std::string& why) {
  return "line " + std::to_string(line) + ": " + why;
}

// One puzzle line's fields into `p`; "" or what is wrong.
std::string read_puzzle(std::string_view line, Puzzle& p) {
  const std::vector<std::string_view> fields = split(line, '|');
  if (fields.size() != kFields)
    return "a puzzle has " + std::to_string(kFields) + " fields separated by '|', not " +
           std::to_string(fields.size());
  p.id = std::string(fields[0]);
  if (!id_key(p.id)) return "the id '" + p.id + "' is not <seed>-<actions>";
  p.position = std::string(fields[1]);
  if (p.position.empty()) return "the puzzle has no position";
  for (std::string_view move : split(fields[2], ','))
    if (!move.empty()) p.solution.emplace_back(move);
  if (p.solution.empty()) return "the puzzle has no solution";
  const std::optional<double> gap = number<double>(fields[3]);
  if (!gap || !(*gap > 0))
    return "the gap '" + std::string(fields[3]) + "' is not a positive number";
  p.gap = *gap;
  p.theme = std::string(fields[4]);
  if (p.theme.empty()) return "the puzzle has no theme";
  const std::vector<std::string_view> rating = split(fields[5], ' ');
  const std::optional<int> value = rating.size() == 2 ? number<int>(rating[0]) : std::nullopt;
  const std::optional<int> deviation = rating.size() == 2 ? number<int>(rating[1]) : std::nullopt;
  if (!value || !deviation || *deviation <= 0)
    return "the rating '" + std::string(fields[5]) + "' is not '<rating> <deviation>'";
  p.rating = *value;
  p.deviation = *deviation;
  p.greedy = std::string(fields[6]);
  if (p.greedy.empty()) return "the puzzle has no greedy move";
  if (!fields[7].empty())
    for (std::string_view item : split(fields[7], ',')) {
      const std::size_t eq = item.rfind('=');
      const std::optional<double> loss =
          eq == std::string_view::npos ? std::nullopt : number<double>(item.substr(eq + 1));
      if (!loss || *loss < 0)
        return "the other move '" + std::string(item) + "' is not <move>=<points lost>";
      p.others.push_back(PuzzleMove{std::string(trim(item.substr(0, eq))), *loss});
    }
  return "";
}

// A "made games N positions N found N" line's figures into `made`; false when malformed.
bool read_stats(std::string_view rest, PuzzleSetStats& made) {
  const std::vector<std::string_view> words = split(rest, ' ');
  constexpr std::string_view kKeys[] = {"games", "positions", "found"};
  std::int64_t* const fields[] = {&made.games, &made.positions, &made.found};
  if (words.size() != 2 * std::size(kKeys)) return false;
  for (std::size_t i = 0; i < std::size(kKeys); ++i) {
    const auto value = number<std::int64_t>(words[2 * i + 1]);
    if (words[2 * i] != kKeys[i] || !value) return false;
    *fields[i] = *value;
  }
  return true;
}

}  // namespace

bool Puzzle::is_greedy() const { return solved_by(greedy); }

bool Puzzle::solved_by(std::string_view move) const {
  return std::find(solution.begin(), solution.end(), move) != solution.end();
}

std::string puzzle_id(std::uint64_t seed, std::size_t actions) {
  return std::to_string(seed) + "-" + std::to_string(actions);
}

std::vector<std::size_t> choose_puzzles(const std::vector<PuzzleCandidate>& candidates) {
  std::vector<std::size_t> order(candidates.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    const PuzzleCandidate& x = candidates[a];
    const PuzzleCandidate& y = candidates[b];
    if (x.greedy != y.greedy) return !x.greedy;
    return x.gap > y.gap;
  });
  std::vector<int> per_round;
  std::vector<std::size_t> kept;
  for (std::size_t i : order) {
    const std::size_t round = static_cast<std::size_t>(candidates[i].round);
    if (per_round.size() <= round) per_round.resize(round + 1);
    if (per_round[round] >= kPuzzlesPerRound) continue;
    ++per_round[round];
    kept.push_back(i);
  }
  std::sort(kept.begin(), kept.end());
  return kept;
}

std::string print_puzzle_set(const PuzzleSet& set) {
  std::string text = std::string(kFormatLine) + " " + std::to_string(kPuzzleFormatVersion) + "\n";
  text += "game " + set.game + "\n";
  text += "margin " + points(set.margin) + "\n";
  text += "made games " + std::to_string(set.made.games) + " positions " +
          std::to_string(set.made.positions) + " found " + std::to_string(set.made.found) + "\n";
  text += "# id | position | solution | gap | theme | rating | greedy | other moves\n";
  for (const Puzzle& p : set.puzzles) {
    std::string solution;
    for (const std::string& move : p.solution) solution += (solution.empty() ? "" : ",") + move;
    std::string others;
    for (const PuzzleMove& m : p.others)
      others += (others.empty() ? "" : ",") + m.move + "=" + points(m.loss);
    text += p.id + " | " + p.position + " | " + solution + " | " + points(p.gap) + " | " + p.theme +
            " | " + std::to_string(p.rating) + " " + std::to_string(p.deviation) + " | " +
            p.greedy + " | " + others + "\n";
  }
  return text + "end\n";
}

Parsed<PuzzleSet> parse_puzzle_set(std::string_view text) {
  PuzzleSet set;
  int line_number = 0;
  bool have_format = false;
  bool ended = false;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    const std::string_view line = trim(text.substr(0, end));
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    ++line_number;
    if (line.empty() || line.front() == '#') continue;
    if (ended) return Parsed<PuzzleSet>::fail(line_error(line_number, "text after 'end'"));
    const std::size_t space = line.find(' ');
    const std::string_view key = line.substr(0, space);
    const std::string_view rest =
        space == std::string_view::npos ? std::string_view{} : trim(line.substr(space + 1));
    if (!have_format) {
      if (key != kFormatLine)
        return Parsed<PuzzleSet>::fail(line_error(line_number, "not a puzzle set"));
      if (number<int>(rest) != kPuzzleFormatVersion)
        return Parsed<PuzzleSet>::fail(
            line_error(line_number, "puzzle format '" + std::string(rest) + "' is not known"));
      have_format = true;
    } else if (key == "game") {
      set.game = std::string(rest);
    } else if (key == "margin") {
      const std::optional<double> margin = number<double>(rest);
      if (!margin || !(*margin > 0))
        return Parsed<PuzzleSet>::fail(line_error(line_number, "the margin is not a number"));
      set.margin = *margin;
    } else if (key == "made") {
      if (!read_stats(rest, set.made))
        return Parsed<PuzzleSet>::fail(
            line_error(line_number, "expected 'made games N positions N found N'"));
    } else if (key == "end") {
      ended = true;
    } else if (line.find('|') != std::string_view::npos) {
      Puzzle p;
      if (const std::string why = read_puzzle(line, p); !why.empty())
        return Parsed<PuzzleSet>::fail(line_error(line_number, why));
      // In id order, each once.
      if (!set.puzzles.empty() && set.puzzles.back().id == p.id)
        return Parsed<PuzzleSet>::fail(
            line_error(line_number, "the id " + p.id + " is on the line before too"));
      if (!set.puzzles.empty() && !id_less(set.puzzles.back(), p))
        return Parsed<PuzzleSet>::fail(
            line_error(line_number, "the id " + p.id + " is out of order"));
      set.puzzles.push_back(std::move(p));
    } else {
      return Parsed<PuzzleSet>::fail(
          line_error(line_number, "unknown line '" + std::string(key) + "'"));
    }
  }
  if (!have_format) return Parsed<PuzzleSet>::fail("the text is empty");
  if (!ended) return Parsed<PuzzleSet>::fail("the set is cut short (no 'end')");
  if (set.game.empty()) return Parsed<PuzzleSet>::fail("the set names no game");
  if (!(set.margin > 0)) return Parsed<PuzzleSet>::fail("the set has no margin");
  return Parsed<PuzzleSet>{std::move(set), ""};
}

Parsed<PuzzleSet> merge_puzzle_sets(const std::vector<PuzzleSet>& sets, double greedy_share) {
  if (sets.empty()) return Parsed<PuzzleSet>::fail("no sets to merge");
  PuzzleSet merged;
  merged.game = sets.front().game;
  merged.margin = sets.front().margin;
  for (const PuzzleSet& set : sets) {
    if (set.game != merged.game)
      return Parsed<PuzzleSet>::fail("sets of two games: " + merged.game + " and " + set.game);
    if (std::abs(set.margin - merged.margin) > 1e-9)
      return Parsed<PuzzleSet>::fail("sets of two margins: " + points(merged.margin) + " and " +
                                     points(set.margin));
    merged.made.games += set.made.games;
    merged.made.positions += set.made.positions;
    merged.made.found += set.made.found;
    merged.puzzles.insert(merged.puzzles.end(), set.puzzles.begin(), set.puzzles.end());
  }
  std::stable_sort(merged.puzzles.begin(), merged.puzzles.end(), id_less);
  for (std::size_t i = 1; i < merged.puzzles.size(); ++i)
    if (merged.puzzles[i].id == merged.puzzles[i - 1].id)
      return Parsed<PuzzleSet>::fail("the puzzle " + merged.puzzles[i].id + " is in two sets");
  // The greedy answers in order of the gap, smallest first (then by id): the first give way.
  std::vector<std::size_t> greedy;
  for (std::size_t i = 0; i < merged.puzzles.size(); ++i)
    if (merged.puzzles[i].is_greedy()) greedy.push_back(i);
  std::stable_sort(greedy.begin(), greedy.end(), [&](std::size_t a, std::size_t b) {
    return merged.puzzles[a].gap < merged.puzzles[b].gap;
  });
  const std::size_t others = merged.puzzles.size() - greedy.size();
  // greedy / (greedy + others) <= share, i.e. greedy <= share * others / (1 - share).
  const std::size_t allowed =
      greedy_share >= 1.0
          ? greedy.size()
          : static_cast<std::size_t>(std::floor(
                greedy_share * static_cast<double>(others) / (1.0 - greedy_share) + 1e-9));
  std::vector<bool> dropped(merged.puzzles.size(), false);
  for (std::size_t k = 0; k + allowed < greedy.size(); ++k) dropped[greedy[k]] = true;
  std::vector<Puzzle> kept;
  for (std::size_t i = 0; i < merged.puzzles.size(); ++i)
    if (!dropped[i]) kept.push_back(std::move(merged.puzzles[i]));
  merged.puzzles = std::move(kept);
  return Parsed<PuzzleSet>{std::move(merged), ""};
}

}  // namespace azul::ai
