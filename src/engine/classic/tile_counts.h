// TileCounts: a multiset of tiles stored as one count per colour. Used for the bag, the lid
// (discard), each factory and the centre: in classic Azul only how many tiles of each colour a
// place holds matters, never their order. It also keeps the set of colours present, which the
// legal-move generator and the chance outcomes read on every step.
//
// Everything is one 64-bit word: the count of colour index i in byte i (bytes 0..4) and the
// set of colours present in byte 5. A count never exceeds the 100 tiles of the game, so sums of
// counts fit in a byte, and whole-multiset questions become a few arithmetic operations on the
// word: multiplying the counts by 0x0101010101 turns them into running totals (byte k = tiles of
// colours 0..k), which gives the total and the colour of the n-th tile (a draw from the bag, on
// the playouts' hot path) without a loop or a branch.
#pragma once

#include <cstdint>

#include "engine/classic/colours.h"

namespace azul::classic {

class TileCounts {
 public:
  constexpr TileCounts() = default;

  constexpr int count(Colour c) const { return static_cast<int>((word_ >> shift(c)) & 0xFF); }
  constexpr int operator[](Colour c) const { return count(c); }
  constexpr int total() const { return static_cast<int>((running_totals() >> kLastCount) & 0xFF); }
  constexpr bool empty() const { return word_ == 0; }
  // The colour of tile number `pick` (0 <= pick < total()) when the tiles are lined up in
  // colour order (all blue ones first, then yellow, ...): the number of running totals of the
  // first four colours that are <= pick. Each byte of (pick + 128) - running total has its high
  // bit set exactly when pick >= that total (both are below 128: no byte borrows from the next).
  constexpr Colour nth_tile(int pick) const {
    constexpr std::uint64_t kFirstFour = 0xFFFFFFFFu, kHighBits = 0x80808080u;
    const std::uint64_t picks = static_cast<std::uint64_t>(pick) * 0x01010101u;
    const std::uint64_t reached =
        ((picks | kHighBits) - (running_totals() & kFirstFour)) & kHighBits;
    return colour_from_index(static_cast<int>((((reached >> 7) * 0x01010101u) >> 24) & 0xFF));
  }
  // Whether every colour has at least n tiles (0 <= n < 128): a count plus 128 - n has its high
  // bit set exactly when the count is at least n.
  constexpr bool each_colour_at_least(int n) const {
    constexpr std::uint64_t kOnes = 0x0101010101ull, kHighBits = 0x80 * kOnes;
    return (((word_ & kCounts) + static_cast<std::uint64_t>(128 - n) * kOnes) & kHighBits) ==
           kHighBits;
  }
  // The colours with at least one tile (bit i = colour index i).
  constexpr ColourMask present() const { return static_cast<ColourMask>(word_ >> kPresentShift); }

  constexpr void add(Colour c, int n = 1) {
    word_ += static_cast<std::uint64_t>(n) << shift(c);
    word_ |= static_cast<std::uint64_t>(n != 0 ? 1u : 0u) << (kPresentShift + index_of(c));
  }
  constexpr void remove(Colour c, int n = 1) {
    word_ -= static_cast<std::uint64_t>(n) << shift(c);
    word_ &=
        ~(static_cast<std::uint64_t>(count(c) == 0 ? 1u : 0u) << (kPresentShift + index_of(c)));
  }
  constexpr void set(Colour c, int n) {
    word_ &= ~(count_byte(c) | present_bit(c));
    add(c, n);
  }
  constexpr void add_all(const TileCounts& other) {
    word_ = ((word_ & kCounts) + (other.word_ & kCounts)) | ((word_ | other.word_) & kPresent);
  }
  // Adds every tile of `other` except those of colour c (what a factory sends to the centre).
  constexpr void add_all_except(const TileCounts& other, Colour c) {
    const std::uint64_t others = other.word_ & ~(count_byte(c) | present_bit(c));
    word_ = ((word_ & kCounts) + (others & kCounts)) | ((word_ | others) & kPresent);
  }
  constexpr void clear() { word_ = 0; }
  // Removes and returns all tiles of colour c.
  constexpr int take_all(Colour c) {
    const int n = count(c);
    word_ &= ~(count_byte(c) | present_bit(c));
    return n;
  }

  // A full bag at the start of the game: 20 tiles of each colour.
  static constexpr TileCounts full_set() {
    TileCounts t;
    for (Colour c : kAllColours) t.add(c, kTilesPerColour);
    return t;
  }

  friend constexpr bool operator==(const TileCounts&, const TileCounts&) = default;

 private:
  static constexpr int kLastCount = 8 * (kNumColours - 1);  // shift of the last colour's byte
  static constexpr int kPresentShift = 8 * kNumColours;
  static constexpr std::uint64_t kCounts = (std::uint64_t{1} << kPresentShift) - 1;
  static constexpr std::uint64_t kPresent = std::uint64_t{kAllColoursMask} << kPresentShift;
  static_assert(kTotalTiles < 128, "counts and their sums must fit in 7 bits");

  static constexpr int shift(Colour c) { return 8 * index_of(c); }
  static constexpr std::uint64_t count_byte(Colour c) { return std::uint64_t{0xFF} << shift(c); }
  static constexpr std::uint64_t present_bit(Colour c) {
    return std::uint64_t{1} << (kPresentShift + index_of(c));
  }
  // Byte k: the tiles of colours 0..k (the present byte only adds above byte 4).
  constexpr std::uint64_t running_totals() const { return word_ * 0x0101010101ull; }

  std::uint64_t word_ = 0;
};

}  // namespace azul::classic
