// Bit streams for share links: values of a known range written with the fewest whole bits,
// and base64url text (RFC 4648 section 5 alphabet, no padding).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace azul {

// Bits needed to write any value below `range` (0 for a range of 0 or 1).
constexpr int bits_for_range(std::uint32_t range) {
  int bits = 0;
  while (range > 1 && (1u << bits) < range) ++bits;
  return bits;
}

class BitWriter {
 public:
  void write(std::uint32_t value, int bits) {
    for (int i = bits - 1; i >= 0; --i) push((value >> i) & 1u);
  }
  std::string to_base64url() const;

 private:
  void push(std::uint32_t bit);
  std::vector<std::uint8_t> bytes_;
  int used_bits_ = 0;
};

class BitReader {
 public:
  // Nothing if the text has a character outside the base64url alphabet.
  static std::optional<BitReader> from_base64url(std::string_view text);
  // Reads `bits` bits; nothing once the stream is exhausted.
  std::optional<std::uint32_t> read(int bits);
  // True when every unread bit is zero and less than a character remains (no trailing data).
  bool only_padding_left() const;

 private:
  std::vector<std::uint8_t> bits_;  // one entry per bit
  std::size_t position_ = 0;
};

}  // namespace azul
