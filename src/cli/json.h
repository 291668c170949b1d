// The little JSON azul-cli writes: strings quoted and escaped, and JsonWriter, which builds one
// compact JSON text with the commas and nesting taken care of.
#pragma once

#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

namespace azul::cli {

inline std::string json_string(std::string_view text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      char escaped[8];
      std::snprintf(escaped, sizeof escaped, "\\u%04x", static_cast<unsigned>(c));
      out += escaped;
    } else {
      out += c;
    }
  }
  return out + "\"";
}

// Appends values in order: inside an object each value comes after key(); in an array or at
// the top it stands alone. Misuse (a value without a key in an object) is not checked.
class JsonWriter {
 public:
  JsonWriter& key(std::string_view name) {
    separate();
    text_ += json_string(name) + ":";
    after_key_ = true;
    return *this;
  }
  JsonWriter& begin_object() { return open('{'); }
  JsonWriter& end_object() { return close('}'); }
  JsonWriter& begin_array() { return open('['); }
  JsonWriter& end_array() { return close(']'); }
  JsonWriter& value(int number) { return raw(std::to_string(number)); }
  JsonWriter& value(bool flag) { return raw(flag ? "true" : "false"); }
  JsonWriter& value(std::string_view text) { return raw(json_string(text)); }
  JsonWriter& value(const char* text) { return value(std::string_view(text)); }
  JsonWriter& null() { return raw("null"); }
  // A value that is already JSON text.
  JsonWriter& raw(std::string_view json) {
    separate();
    text_ += json;
    return *this;
  }
  const std::string& text() const { return text_; }

 private:
  // A comma before every value or key but the first of its object or array.
  void separate() {
    if (after_key_) {
      after_key_ = false;
      return;
    }
    if (!first_.empty() && !first_.back()) text_ += ',';
    if (!first_.empty()) first_.back() = false;
  }
  JsonWriter& open(char bracket) {
    separate();
    text_ += bracket;
    first_.push_back(true);
    return *this;
  }
  JsonWriter& close(char bracket) {
    text_ += bracket;
    first_.pop_back();
    return *this;
  }

  std::string text_;
  std::vector<bool> first_;  // per open object or array: nothing written in it yet
  bool after_key_ = false;
};

}  // namespace azul::cli
