// Tile colours of classic Azul (2017) and their one-letter notation.
//
// The five colours in the fixed index order the whole engine uses (colour ids 0..4):
//   0 B dark blue, 1 Y yellow, 2 R red, 3 K black, 4 W white (light blue).
// The index order is also the order of the printed coloured wall's first row.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace azul::classic {

enum class Colour : std::uint8_t { Blue = 0, Yellow = 1, Red = 2, Black = 3, White = 4 };

inline constexpr int kNumColours = 5;
inline constexpr int kTilesPerColour = 20;
inline constexpr int kTotalTiles = kNumColours * kTilesPerColour;  // 100

inline constexpr std::array<Colour, kNumColours> kAllColours = {
    Colour::Blue, Colour::Yellow, Colour::Red, Colour::Black, Colour::White};

constexpr int index_of(Colour c) { return static_cast<int>(c); }
constexpr Colour colour_from_index(int i) { return static_cast<Colour>(i); }

// A set of colours as a 5-bit mask (bit i = colour with index i).
using ColourMask = std::uint8_t;
constexpr ColourMask bit_of(Colour c) { return static_cast<ColourMask>(1u << index_of(c)); }
inline constexpr ColourMask kAllColoursMask = (1u << kNumColours) - 1;

// Upper-case notation letter: B Y R K W.
constexpr char colour_letter(Colour c) {
  constexpr std::array<char, kNumColours> letters = {'B', 'Y', 'R', 'K', 'W'};
  return letters[index_of(c)];
}

// Lower-case English name used in messages: "blue", "yellow", "red", "black", "white".
constexpr std::string_view colour_name(Colour c) {
  constexpr std::array<std::string_view, kNumColours> names = {"blue", "yellow", "red", "black",
                                                               "white"};
  return names[index_of(c)];
}

// The colour of a notation letter (either case), or nothing.
constexpr std::optional<Colour> colour_from_letter(char letter) {
  switch (letter) {
    case 'B':
    case 'b':
      return Colour::Blue;
    case 'Y':
    case 'y':
      return Colour::Yellow;
    case 'R':
    case 'r':
      return Colour::Red;
    case 'K':
    case 'k':
      return Colour::Black;
    case 'W':
    case 'w':
      return Colour::White;
    default:
      return std::nullopt;
  }
}

}  // namespace azul::classic
