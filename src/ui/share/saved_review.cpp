#include "ui/share/saved_review.h"

#include <cstdio>
#include <cstdlib>

#include "engine/core/marked_text.h"
#include "engine/core/words.h"

namespace azul::ui {
namespace {

constexpr std::string_view kHeader = "azul-review ";
constexpr ai::MoveLabel kLabels[] = {ai::MoveLabel::kBest, ai::MoveLabel::kGood,
                                     ai::MoveLabel::kInaccuracy, ai::MoveLabel::kMistake,
                                     ai::MoveLabel::kBlunder};

std::string number(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3f", value);
  return text;
}

// The next word of `line` (split at spaces), or "" at its end.
std::string_view next_word(std::string_view& line) {
  const std::size_t start = line.find_first_not_of(' ');
  if (start == std::string_view::npos) return line = {}, std::string_view{};
  line.remove_prefix(start);
  const std::size_t end = std::min(line.find(' '), line.size());
  const std::string_view word = line.substr(0, end);
  line.remove_prefix(end);
  return word;
}

bool read_double(std::string_view word, double& out) {
  return word.size() <= 31 && read_number(word, out);
}

bool read_label(std::string_view word, ai::MoveLabel& out) {
  for (ai::MoveLabel label : kLabels)
    if (word == ai::label_name(label)) return out = label, true;
  return false;
}

bool read_margins(std::string_view word, std::vector<double>& out) {
  while (!word.empty()) {
    const std::size_t comma = std::min(word.find(','), word.size());
    double value = 0;
    if (!read_double(word.substr(0, comma), value)) return false;
    out.push_back(value);
    word.remove_prefix(std::min(comma + 1, word.size()));
  }
  return !out.empty();
}

bool read_decision(std::string_view line, ai::DecisionReview& d) {
  const bool ok =
      read_number(next_word(line), d.action_index) && read_number(next_word(line), d.move_number) &&
      read_number(next_word(line), d.seat) && read_number(next_word(line), d.round) &&
      read_number(next_word(line), d.played) && read_number(next_word(line), d.best) &&
      read_double(next_word(line), d.played_margin) &&
      read_double(next_word(line), d.best_margin) && read_double(next_word(line), d.played_value) &&
      read_double(next_word(line), d.loss) && read_label(next_word(line), d.label) &&
      read_margins(next_word(line), d.margins);
  return ok && next_word(line).empty() && d.seat >= 0 &&
         d.seat < static_cast<int>(d.margins.size());
}

}  // namespace

std::string make_saved_review(const ai::GameReview& review, std::int64_t iterations) {
  std::string out = std::string(kHeader) + std::to_string(kReviewFormat) + "\n";
  out += "iterations " + std::to_string(iterations) + "\n";
  for (const ai::DecisionReview& d : review.decisions) {
    out += "d " + std::to_string(d.action_index) + " " + std::to_string(d.move_number) + " " +
           std::to_string(d.seat) + " " + std::to_string(d.round) + " " + std::to_string(d.played) +
           " " + std::to_string(d.best) + " " + number(d.played_margin) + " " +
           number(d.best_margin) + " " + number(d.played_value) + " " + number(d.loss) + " " +
           ai::label_name(d.label) + " ";
    for (std::size_t i = 0; i < d.margins.size(); ++i) out += (i ? "," : "") + number(d.margins[i]);
    out += "\n";
  }
  return out + "end\n";
}

Parsed<SavedReview> parse_saved_review(std::string_view text) {
  SavedReview review;
  int line_number = 0;
  bool ended = false;
  auto fail = [&](std::string_view why) {
    return Parsed<SavedReview>::fail(fill(
        // TRANSLATORS: {1} is the line number, {2} what is wrong with the line.
        NC_("error", "the stored analysis is damaged: line {1}: {2}"),
        {std::to_string(line_number), why}));
  };
  while (!text.empty()) {
    const std::size_t eol = std::min(text.find('\n'), text.size());
    std::string_view line = text.substr(0, eol);
    text.remove_prefix(std::min(eol + 1, text.size()));
    ++line_number;
    // TRANSLATORS: "end" is the last line of a stored analysis, kept as it is.
    if (ended) return fail(NC_("error", "text after \"end\""));
    if (line_number == 1) {
      int format = 0;
      if (!line.starts_with(kHeader) || !read_number(line.substr(kHeader.size()), format))
        return fail(NC_("error", "not an analysis"));
      if (format != kReviewFormat)
        // TRANSLATORS: {1} is the stored analysis's format number.
        return fail(fill(NC_("error", "format {1} is not known to this version"),
                         {std::to_string(format)}));
      continue;
    }
    const std::string_view word = next_word(line);
    if (word == "iterations") {
      if (!read_number(next_word(line), review.iterations) || review.iterations <= 0)
        return fail(NC_("error", "a bad iteration count"));
    } else if (word == "d") {
      ai::DecisionReview d;
      if (!read_decision(line, d)) return fail(NC_("error", "a bad decision line"));
      if (!review.decisions.empty() && d.action_index <= review.decisions.back().action_index)
        return fail(NC_("error", "decisions out of order"));
      review.decisions.push_back(std::move(d));
    } else if (word == "end") {
      ended = true;
    } else {
      return fail(NC_("error", "an unknown line"));
    }
  }
  if (!ended) return fail(NC_("error", "it ends early"));
  return Parsed<SavedReview>{std::move(review), {}};
}

}  // namespace azul::ui
