// The small value types every layer shares: Status and Parsed (a checked result or the reason
// there is none), the option pairs of records, and the largest player count.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace azul {

inline constexpr int kMaxPlayers = 4;

// The result of a checked operation: ok, or a message that says what is wrong.
// Constructing an ok Status never allocates. A message a player may read (why a record, a link
// or a save cannot be read) is English filled from an NC_("error", ...) template
// (core/marked_text.h), so that the UI can find its template and translate it.
class [[nodiscard]] Status {
 public:
  Status() = default;
  static Status error(std::string message) {
    Status s;
    s.ok_ = false;
    s.message_ = std::move(message);
    return s;
  }
  bool ok() const { return ok_; }
  explicit operator bool() const { return ok_; }
  const std::string& message() const { return message_; }

 private:
  bool ok_ = true;
  std::string message_;
};

// A value or the reason there is none (a player's reason is made as Status's message is).
template <class T>
struct Parsed {
  std::optional<T> value;
  std::string error;
  bool ok() const { return value.has_value(); }
  static Parsed fail(std::string why) { return Parsed{std::nullopt, std::move(why)}; }
};

// Options are written to and read from records as ordered key/value text pairs.
using OptionPairs = std::vector<std::pair<std::string, std::string>>;

}  // namespace azul
