#include "ui/i18n/error_texts.h"

#include <optional>
#include <vector>

#include "ui/i18n/languages.h"
#include "ui/i18n/translate.h"

namespace azul::ui {
namespace {

constexpr const char* kErrorContext = "error";
constexpr int kMaxPlaces = 9;

// A template cut at its places: fixed[0] {places[0]} fixed[1] ... {places[n-1]} fixed[n].
struct Template {
  std::string_view text;
  std::vector<std::string_view> fixed;
  std::vector<int> places;  // 0 for {1}
  std::size_t fixed_size = 0;
};

Template cut(std::string_view text) {
  Template out{text, {}, {}, 0};
  std::size_t start = 0;
  for (std::size_t i = 0; i + 2 < text.size(); ++i) {
    if (text[i] == '{' && text[i + 2] == '}' && text[i + 1] >= '1' && text[i + 1] <= '9') {
      out.fixed.push_back(text.substr(start, i - start));
      out.places.push_back(text[i + 1] - '1');
      start = i + 3;
      i += 2;
    }
  }
  out.fixed.push_back(text.substr(start));
  for (std::string_view piece : out.fixed) out.fixed_size += piece.size();
  return out;
}

const std::vector<Template>& templates() {
  static const std::vector<Template> all = [] {
    std::vector<Template> list;
    for (std::string_view text : template_texts(kErrorContext)) list.push_back(cut(text));
    return list;
  }();
  return all;
}

// Whether `text` from `at` on is the template from its fixed piece `piece` on; the values of
// its places are written into `values`. A place takes the shortest text that lets the rest
// match, trying longer ones when it does not.
bool match_from(const Template& t, std::size_t piece, std::string_view text, std::size_t at,
                std::vector<std::string_view>& values) {
  const std::string_view fixed = t.fixed[piece];
  if (text.substr(at, fixed.size()) != fixed) return false;
  at += fixed.size();
  if (piece == t.places.size()) return at == text.size();
  const std::string_view next = t.fixed[piece + 1];
  for (std::size_t end = at; end <= text.size(); ++end) {
    if (next.empty() && piece + 1 == t.places.size()) end = text.size();  // the rest
    if (text.substr(end, next.size()) != next) continue;
    values[t.places[piece]] = text.substr(at, end - at);
    if (match_from(t, piece + 1, text, end, values)) return true;
  }
  return false;
}

// Which of two templates that both match a reason it was made from: one that starts with words
// of its own (a wrapper such as "options: {1}" rather than "{1} must be {2}", which would take
// the wrapper's words as its first value), else the one with more words of its own.
bool better(const Template& t, const Template* best) {
  if (best == nullptr) return true;
  const bool anchored = !t.fixed.front().empty();
  const bool best_anchored = !best->fixed.front().empty();
  if (anchored != best_anchored) return anchored;
  return t.fixed_size > best->fixed_size;
}

std::string translate(std::string_view english, int depth) {
  const Template* best = nullptr;
  std::vector<std::string_view> best_values;
  for (const Template& t : templates()) {
    if (!better(t, best)) continue;
    std::vector<std::string_view> values(kMaxPlaces);
    if (match_from(t, 0, english, 0, values)) {
      best = &t;
      best_values = std::move(values);
    }
  }
  if (best == nullptr) return std::string(english);
  std::string translated_values[kMaxPlaces];
  std::string_view views[kMaxPlaces];
  for (int i = 0; i < kMaxPlaces; ++i) {
    translated_values[i] =
        depth < 3 ? translate(best_values[i], depth + 1) : std::string(best_values[i]);
    views[i] = translated_values[i];
  }
  const std::string key(best->text);
  return format_args(trc(kErrorContext, key.c_str()), views, kMaxPlaces);
}

}  // namespace

std::string translate_error(std::string_view english) {
  if (current_language() == kEnglish) return std::string(english);
  return translate(english, 0);
}

}  // namespace azul::ui
