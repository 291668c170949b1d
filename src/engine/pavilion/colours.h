// Tile colours of Azul: Summer Pavilion, their one-letter notation and tile multisets.
//
// Rules implemented here: 132 tiles, 22 of each of six colours. The colour index order
// P(urple) G(reen) O(range) Y(ellow) B(lue) R(ed) = 0..5 is part of the action id layout and
// of the record format, so it never changes.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>

namespace azul::pavilion {

enum Colour : std::uint8_t { kPurple, kGreen, kOrange, kYellow, kBlue, kRed, kNoColour };

inline constexpr int kNumColours = 6;
inline constexpr int kTilesPerColour = 22;
inline constexpr int kTotalTiles = kNumColours * kTilesPerColour;  // 132
inline constexpr std::uint8_t kAllColoursMask = (1u << kNumColours) - 1;

// A multiset of tiles: how many of each colour (indexed by Colour).
using TileCounts = std::array<std::uint8_t, kNumColours>;

inline constexpr std::array<char, kNumColours> kColourLetters = {'P', 'G', 'O', 'Y', 'B', 'R'};

constexpr char colour_letter(Colour c) { return c < kNumColours ? kColourLetters[c] : '.'; }

constexpr const char* colour_name(Colour c) {
  constexpr const char* kNames[] = {"purple", "green", "orange", "yellow", "blue", "red", "none"};
  return kNames[c <= kNoColour ? c : kNoColour];
}

// Accepts upper or lower case; nullopt for anything that is not a colour letter.
constexpr std::optional<Colour> colour_from_letter(char letter) {
  const char upper =
      (letter >= 'a' && letter <= 'z') ? static_cast<char>(letter - 'a' + 'A') : letter;
  for (int c = 0; c < kNumColours; ++c)
    if (kColourLetters[c] == upper) return static_cast<Colour>(c);
  return std::nullopt;
}

constexpr int total(const TileCounts& counts) {
  int sum = 0;
  for (auto n : counts) sum += n;
  return sum;
}

// The six counts of a multiset as the low six bytes of one word (colour c in byte c). Read
// as a 4-byte and a 2-byte load straight from the array (one 8-byte load from a stack copy
// would stall on store forwarding).
inline std::uint64_t counts_as_word(const TileCounts& counts) {
  if constexpr (std::endian::native == std::endian::little) {
    std::uint32_t low = 0;
    std::uint16_t high = 0;
    std::memcpy(&low, counts.data(), sizeof low);
    std::memcpy(&high, counts.data() + sizeof low, sizeof high);
    return low | std::uint64_t{high} << 32;
  } else {
    std::uint64_t bytes = 0;
    for (int c = 0; c < kNumColours; ++c) bytes |= std::uint64_t{counts[c]} << (8 * c);
    return bytes;
  }
}

// Bit c set when the multiset holds at least one tile of colour c. Branch-free: a byte is
// non-zero when adding 0x7f to its low seven bits, or its own top bit, sets its top bit; a
// multiply then gathers the six top bits into bits 0..5.
inline std::uint8_t colours_present(const TileCounts& counts) {
  const std::uint64_t bytes = counts_as_word(counts);
  constexpr std::uint64_t kLow7 = 0x7f7f7f7f7f7fULL;
  constexpr std::uint64_t kTops = 0x808080808080ULL;
  constexpr std::uint64_t kGather = 0x0102040810204080ULL;  // byte i's top bit -> bit 56 + i
  const std::uint64_t tops = (bytes | ((bytes & kLow7) + kLow7)) & kTops;
  return static_cast<std::uint8_t>(((tops >> 7) * kGather) >> 56);
}

// Number of set bits of a 6-bit mask: the colours of a colour mask, or the covered spaces of
// one star. A table, because std::popcount becomes a library call on targets built without a
// popcount instruction.
inline constexpr auto kSixBitCount = [] {
  std::array<std::uint8_t, 1 << kNumColours> counts{};
  for (int mask = 0; mask < (1 << kNumColours); ++mask)
    for (int c = 0; c < kNumColours; ++c)
      counts[mask] = static_cast<std::uint8_t>(counts[mask] + ((mask >> c) & 1));
  return counts;
}();

// Letters of a multiset in colour order, e.g. {P:1, R:2} -> "PRR"; "-" when empty.
std::string counts_to_letters(const TileCounts& counts);

// Parses colour letters (any order, any case) into counts; nullopt on a non-colour letter.
std::optional<TileCounts> counts_from_letters(std::string_view letters);

}  // namespace azul::pavilion
