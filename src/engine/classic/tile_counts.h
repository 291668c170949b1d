// TileCounts: a multiset of tiles stored as one count per colour. Used for the bag, the lid
// (discard), each factory and the centre: in classic Azul only how many tiles of each colour a
// place holds matters, never their order. It also keeps the set of colours present, which the
// legal-move generator and the chance outcomes read on every step.
#pragma once

#include <array>
#include <cstdint>

#include "engine/classic/colours.h"

namespace azul::classic {

class TileCounts {
 public:
  constexpr TileCounts() = default;

  constexpr int count(Colour c) const { return counts_[index_of(c)]; }
  constexpr int operator[](Colour c) const { return count(c); }
  constexpr int total() const {
    int sum = 0;
    for (auto n : counts_) sum += n;
    return sum;
  }
  constexpr bool empty() const { return present_ == 0; }
  // The colour of tile number `pick` (0 <= pick < total()) when the tiles are lined up in
  // colour order (all blue ones first, then yellow, ...). Branch-free: a chance draw calls it.
  constexpr Colour nth_tile(int pick) const {
    int index = 0, below = 0;
    for (int i = 0; i + 1 < kNumColours; ++i) {
      below += counts_[i];
      index += pick >= below ? 1 : 0;
    }
    return colour_from_index(index);
  }
  // The colours with at least one tile (bit i = colour index i).
  constexpr ColourMask present() const { return present_; }

  // add and remove keep present_ up to date without a branch (a draw from the bag is on the
  // playouts' hot path, and whether a colour runs out is random).
  constexpr void add(Colour c, int n = 1) {
    const int i = index_of(c);
    counts_[i] = static_cast<std::uint8_t>(counts_[i] + n);
    present_ |= static_cast<ColourMask>((counts_[i] > 0 ? 1u : 0u) << i);
  }
  constexpr void remove(Colour c, int n = 1) {
    const int i = index_of(c);
    counts_[i] = static_cast<std::uint8_t>(counts_[i] - n);
    present_ &= static_cast<ColourMask>(~((counts_[i] == 0 ? 1u : 0u) << i));
  }
  constexpr void set(Colour c, int n) {
    counts_[index_of(c)] = 0;
    present_ &= static_cast<ColourMask>(~bit_of(c));
    add(c, n);
  }
  constexpr void add_all(const TileCounts& other) {
    for (int i = 0; i < kNumColours; ++i)
      counts_[i] = static_cast<std::uint8_t>(counts_[i] + other.counts_[i]);
    present_ |= other.present_;
  }
  // Adds every tile of `other` except those of colour c (what a factory sends to the centre).
  constexpr void add_all_except(const TileCounts& other, Colour c) {
    for (int i = 0; i < kNumColours; ++i)
      counts_[i] =
          static_cast<std::uint8_t>(counts_[i] + (i == index_of(c) ? 0 : other.counts_[i]));
    present_ |= static_cast<ColourMask>(other.present_ & ~bit_of(c));
  }
  constexpr void clear() {
    counts_ = {};
    present_ = 0;
  }
  // Removes and returns all tiles of colour c.
  constexpr int take_all(Colour c) {
    const int n = counts_[index_of(c)];
    counts_[index_of(c)] = 0;
    present_ &= static_cast<ColourMask>(~bit_of(c));
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
  std::array<std::uint8_t, kNumColours> counts_{};
  ColourMask present_ = 0;  // bit i set exactly when counts_[i] > 0
};

}  // namespace azul::classic
