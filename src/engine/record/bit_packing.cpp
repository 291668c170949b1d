#include "engine/record/bit_packing.h"

namespace azul {

namespace {
constexpr std::string_view kAlphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
constexpr int kBitsPerChar = 6;
}  // namespace

void BitWriter::push(std::uint32_t bit) {
  if (used_bits_ % 8 == 0) bytes_.push_back(0);
  if (bit) bytes_.back() |= static_cast<std::uint8_t>(0x80u >> (used_bits_ % 8));
  ++used_bits_;
}

std::string BitWriter::to_base64url() const {
  std::string out;
  for (int start = 0; start < used_bits_; start += kBitsPerChar) {
    int value = 0;
    for (int i = 0; i < kBitsPerChar; ++i) {
      const int bit = start + i;
      const int set = bit < used_bits_ ? (bytes_[bit / 8] >> (7 - bit % 8)) & 1 : 0;
      value = (value << 1) | set;
    }
    out += kAlphabet[value];
  }
  return out;
}

std::optional<BitReader> BitReader::from_base64url(std::string_view text) {
  BitReader reader;
  reader.bits_.reserve(text.size() * kBitsPerChar);
  for (char c : text) {
    const std::size_t value = kAlphabet.find(c);
    if (value == std::string_view::npos) return std::nullopt;
    for (int i = kBitsPerChar - 1; i >= 0; --i) reader.bits_.push_back((value >> i) & 1u);
  }
  return reader;
}

std::optional<std::uint32_t> BitReader::read(int bits) {
  if (position_ + static_cast<std::size_t>(bits) > bits_.size()) return std::nullopt;
  std::uint32_t value = 0;
  for (int i = 0; i < bits; ++i) value = (value << 1) | bits_[position_++];
  return value;
}

bool BitReader::only_padding_left() const {
  if (bits_.size() - position_ >= static_cast<std::size_t>(kBitsPerChar)) return false;
  for (std::size_t i = position_; i < bits_.size(); ++i)
    if (bits_[i]) return false;
  return true;
}

}  // namespace azul
