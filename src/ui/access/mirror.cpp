#include "ui/access/mirror.h"

#include <algorithm>
#include <utility>

namespace azul::ui {
namespace {

constexpr std::size_t kSymbolBytes = 3;  // UTF-8 of U+2000..U+2FFF: lead byte 0xE2

// Tabs and line breaks would break the document's lines: a text becomes one line.
void append_clean(std::string& out, std::string_view text) {
  for (char c : text) out += (c == '\t' || c == '\n' || c == '\r') ? ' ' : c;
}

}  // namespace

void Mirror::begin_frame() {
  document_.clear();
  presses_ = std::move(pending_presses_);
  pending_presses_.clear();
}

void Mirror::end_frame() { presses_.clear(); }

void Mirror::add(char kind, std::string_view fields, std::string_view text) {
  document_ += kind;
  document_ += '\t';
  if (!fields.empty()) {
    document_ += fields;
    document_ += '\t';
  }
  append_clean(document_, text);
  document_ += '\n';
}

void Mirror::heading(std::string_view text, int level) {
  add('h', std::to_string(std::clamp(level, 1, 6)), text);
}

void Mirror::line(std::string_view text) { add('p', {}, text); }

void Mirror::item(std::string_view text) { add('l', {}, text); }

void Mirror::alert(std::string_view text) { add('a', {}, text); }

bool Mirror::button(std::string_view id, std::string_view text, bool enabled, bool pressed) {
  std::string fields;
  append_clean(fields, id);
  fields += '\t';
  if (!enabled) fields += 'd';
  if (pressed) fields += 'p';
  add('b', fields, text);
  const auto taken = std::find(presses_.begin(), presses_.end(), id);
  if (taken == presses_.end()) return false;
  presses_.erase(taken);
  return enabled;
}

void Mirror::announce(std::string_view text) {
  std::string sentence;
  append_clean(sentence, text);
  announcements_.push_back(std::move(sentence));
}

std::vector<std::string> Mirror::take_announcements() { return std::exchange(announcements_, {}); }

void Mirror::press(std::string_view id) { pending_presses_.emplace_back(id); }

Mirror& mirror() {
  static Mirror the_mirror;
  return the_mirror;
}

std::string shown_label(std::string_view label) {
  label = label.substr(0, label.find("##"));
  // Symbols (U+2000..U+2FFF: arrows, stars, check marks, "▶") and spaces at either end.
  std::string_view words = label;
  for (;;) {
    if (!words.empty() && words.front() == ' ') {
      words.remove_prefix(1);
    } else if (words.size() >= kSymbolBytes && static_cast<unsigned char>(words[0]) == 0xE2) {
      words.remove_prefix(kSymbolBytes);
    } else {
      break;
    }
  }
  for (;;) {
    if (!words.empty() && words.back() == ' ') {
      words.remove_suffix(1);
    } else if (words.size() >= kSymbolBytes &&
               static_cast<unsigned char>(words[words.size() - kSymbolBytes]) == 0xE2) {
      words.remove_suffix(kSymbolBytes);
    } else {
      break;
    }
  }
  return std::string(words.empty() ? label : words);
}

}  // namespace azul::ui
