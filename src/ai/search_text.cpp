// The text of the AI's search jobs (ai/search_runner.h): requests and results, written and
// read. Apart from the search itself, so that the page's build can make this part small.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <utility>
#include <vector>

#include "ai/search_runner.h"
#include "engine/core/words.h"

namespace azul::ai {
namespace {

constexpr std::string_view kHeader = "azul-search 1";
constexpr std::string_view kRecordLine = "record";

// 17 significant digits: the text reads back to the same double (natively and in wasm).
std::string exact(double value) {
  char text[40];
  std::snprintf(text, sizeof text, "%.17g", value);
  return text;
}

bool read_label(std::string_view word, MoveLabel& out) {
  for (MoveLabel label : {MoveLabel::kBest, MoveLabel::kGood, MoveLabel::kInaccuracy,
                          MoveLabel::kMistake, MoveLabel::kBlunder})
    if (word == label_name(label)) return out = label, true;
  return false;
}

// The next line of `text` (without its '\n'), taken off the front.
std::string_view take_line(std::string_view& text) {
  const std::size_t end = std::min(text.find('\n'), text.size());
  const std::string_view line = text.substr(0, end);
  text.remove_prefix(std::min(end + 1, text.size()));
  return line;
}

}  // namespace

std::string to_text(const SearchRequest& request) {
  std::string out(kHeader);
  out += '\n';
  if (request.kind == SearchRequest::Kind::kMove) {
    out += "move\nlevel " + request.level + "\nseed " + std::to_string(request.seed) + '\n';
    if (request.keep != 0) out += "keep " + std::to_string(request.keep) + '\n';
  } else {
    out += "decision " + std::to_string(request.action_index) + '\n';
  }
  if (request.budget && request.budget->iterations)
    out += "iterations " + std::to_string(*request.budget->iterations) + '\n';
  if (request.budget && request.budget->time_ms)
    out += "time_ms " + exact(*request.budget->time_ms) + '\n';
  out += std::string(kRecordLine) + '\n';
  out += request.record;
  return out;
}

Parsed<SearchRequest> parse_search_request(std::string_view text) {
  using Result = Parsed<SearchRequest>;
  if (take_line(text) != kHeader) return Result::fail("not a search request");
  SearchRequest request;
  bool kind_given = false;
  for (;;) {
    if (text.empty()) return Result::fail("the request has no record");
    const std::string_view line = take_line(text);
    if (line == kRecordLine) break;
    const std::vector<std::string_view> words = words_of(line);
    const std::string_view key = words.empty() ? std::string_view{} : words[0];
    const std::string_view value = words.size() == 2 ? words[1] : std::string_view{};
    bool ok = words.size() <= 2;
    if (key == "move" && words.size() == 1) {
      request.kind = SearchRequest::Kind::kMove;
      kind_given = true;
    } else if (key == "decision") {
      request.kind = SearchRequest::Kind::kDecision;
      ok = ok && read_number(value, request.action_index);
      kind_given = true;
    } else if (key == "level") {
      request.level = std::string(value);
      ok = ok && !value.empty();
    } else if (key == "seed") {
      ok = ok && read_number(value, request.seed);
    } else if (key == "keep") {
      ok = ok && read_number(value, request.keep);
    } else if (key == "iterations") {
      std::int64_t n = 0;
      ok = ok && read_number(value, n) && n > 0;
      if (!request.budget) request.budget = Budget{};
      request.budget->iterations = n;
    } else if (key == "time_ms") {
      double ms = 0;
      ok = ok && read_number(value, ms) && ms > 0;
      if (!request.budget) request.budget = Budget{};
      request.budget->time_ms = ms;
    } else {
      ok = false;
    }
    if (!ok) return Result::fail("cannot read the request's line '" + std::string(line) + "'");
  }
  if (!kind_given) return Result::fail("the request asks for neither a move nor a decision");
  if (request.kind == SearchRequest::Kind::kMove && request.level.empty())
    return Result::fail("the request names no level");
  if (request.kind == SearchRequest::Kind::kDecision && !request.budget)
    return Result::fail("the request gives the decision no budget");
  request.record = std::string(text);
  return Result{std::move(request), ""};
}

std::string to_text(const MoveResult& result) {
  return "move " + std::to_string(result.action) + " iterations " +
         std::to_string(result.iterations) + " reused " + std::to_string(result.reused_visits) +
         " elapsed_ms " + exact(result.elapsed_ms) + " account " + result.account;
}

std::optional<MoveResult> parse_move_result(std::string_view line) {
  const std::size_t account = line.find(" account ");
  if (account == std::string_view::npos) return std::nullopt;
  const std::vector<std::string_view> w = words_of(line.substr(0, account));
  MoveResult r;
  if (w.size() != 8 || w[0] != "move" || w[2] != "iterations" || w[4] != "reused" ||
      w[6] != "elapsed_ms" || !read_number(w[1], r.action) || !read_number(w[3], r.iterations) ||
      !read_number(w[5], r.reused_visits) || !read_number(w[7], r.elapsed_ms))
    return std::nullopt;
  r.account = std::string(line.substr(account + 9));
  return r;
}

std::string decision_result_text(const DecisionReview& d) {
  std::string out = "decision " + std::to_string(d.action_index) + " best " +
                    std::to_string(d.best) + " played_margin " + exact(d.played_margin) +
                    " best_margin " + exact(d.best_margin) + " played_value " +
                    exact(d.played_value) + " loss " + exact(d.loss) + " label " +
                    label_name(d.label) + " margins";
  for (double m : d.margins) out += ' ' + exact(m);
  return out;
}

std::optional<DecisionReview> parse_decision_result(std::string_view line) {
  const std::vector<std::string_view> w = words_of(line);
  DecisionReview d;
  constexpr std::size_t kFixedWords = 15;
  if (w.size() < kFixedWords || w[0] != "decision" || w[2] != "best" || w[4] != "played_margin" ||
      w[6] != "best_margin" || w[8] != "played_value" || w[10] != "loss" || w[12] != "label" ||
      w[14] != "margins" || !read_number(w[1], d.action_index) || !read_number(w[3], d.best) ||
      !read_number(w[5], d.played_margin) || !read_number(w[7], d.best_margin) ||
      !read_number(w[9], d.played_value) || !read_number(w[11], d.loss) ||
      !read_label(w[13], d.label))
    return std::nullopt;
  for (std::size_t i = kFixedWords; i < w.size(); ++i) {
    double m = 0;
    if (!read_number(w[i], m)) return std::nullopt;
    d.margins.push_back(m);
  }
  return d;
}

}  // namespace azul::ai
