// The Summer Pavilion player board: stars, spaces, printed values per side, ring adjacency,
// the 18 structures (windows, statues, pillars) and the end-of-game bonus values.
//
// Rules implemented (see /work/shared/rules/summer-pavilion.md):
// - Seven stars of six spaces. Star index = colour index for the six outer stars of the
//   coloured side (P G O Y B R = 0..5) and 6 for the centre star. On the monochrome side the
//   stars have no colour; they keep the same indices and letters, which then name positions
//   (P = west, O = north-west, R = north-east, B = east, Y = south-east, G = south-west).
// - A space is (star, position), position 1..6 = the number the coloured side prints there.
//   Positions run clockwise; on an outer star 2 and 3 point at the centre, 5 and 6 outward,
//   1 toward the next star clockwise, 4 toward the previous one; centre 1 is at 12 o'clock.
// - Within a star the positions form the ring 1-2-3-4-5-6-1; stars never connect.
// - Printed values: coloured side = the position. Monochrome: an outer star reads
//   3,2,1,4,5,6 at positions 1..6, every centre space is a 3.
// - Structures (bonus tiles): window {5,6} of each outer star (3 tiles); statue between
//   neighbouring outer stars A->B (B clockwise of A): A{1,2} + B{3,4} (2 tiles); pillar:
//   outer {2,3} + two centre spaces (1 tile).
// - End bonuses: complete star (centre 12, red 14, blue 15, yellow 16, orange 17, green 18,
//   purple 20; monochrome: single-coloured = that colour's value, multicoloured = 12);
//   every space printed 1/2/3/4 covered: 4/8/12/16.
#pragma once

#include <array>
#include <cstdint>

#include "engine/pavilion/colours.h"

namespace azul::pavilion {

enum class Side : std::uint8_t { kColoured, kMonochrome };

inline constexpr int kNumStars = 7;
inline constexpr int kNumOuterStars = 6;
inline constexpr int kCentreStar = 6;
inline constexpr int kSpacesPerStar = 6;
inline constexpr int kNumSpaces = kNumStars * kSpacesPerStar;  // 42
inline constexpr std::uint8_t kFullStarMask = (1u << kSpacesPerStar) - 1;
inline constexpr int kMaxPrintedValue = 6;

// Bit index of a space in a board mask (std::uint64_t): star * 6 + (position - 1).
constexpr int space_index(int star, int position) { return star * kSpacesPerStar + position - 1; }
constexpr int star_of_space(int space) { return space / kSpacesPerStar; }
constexpr int position_of_space(int space) { return space % kSpacesPerStar + 1; }
constexpr std::uint64_t space_bit(int star, int position) {
  return std::uint64_t{1} << space_index(star, position);
}
// The six spaces of one star as bits 0..5 of a board mask shifted down.
constexpr std::uint8_t star_bits(std::uint64_t board, int star) {
  return static_cast<std::uint8_t>((board >> (star * kSpacesPerStar)) & kFullStarMask);
}

// Star letters in notation: the colour letters for the outer stars, C for the centre.
inline constexpr std::array<char, kNumStars> kStarLetters = {'P', 'G', 'O', 'Y', 'B', 'R', 'C'};
constexpr char star_letter(int star) { return kStarLetters[star]; }
// "purple", ..., "centre": the star's colour on the coloured side (its position otherwise).
constexpr const char* star_name(int star) {
  return star == kCentreStar ? "centre" : colour_name(static_cast<Colour>(star));
}

// Outer stars in clockwise order starting from the west (player-colour dot at the top).
inline constexpr std::array<int, kNumOuterStars> kClockwiseOuterStars = {kPurple, kOrange, kRed,
                                                                         kBlue,   kYellow, kGreen};
constexpr int clockwise_next_star(int outer_star) {
  for (int i = 0; i < kNumOuterStars; ++i)
    if (kClockwiseOuterStars[i] == outer_star)
      return kClockwiseOuterStars[(i + 1) % kNumOuterStars];
  return -1;
}

// Ring neighbours within a star (positions 1..6, 6 and 1 are neighbours).
constexpr int next_position(int position) { return position % kSpacesPerStar + 1; }
constexpr int previous_position(int position) { return (position + 4) % kSpacesPerStar + 1; }

namespace geometry_detail {
constexpr std::array<std::array<std::uint8_t, kNumSpaces>, 2> make_printed_values() {
  constexpr std::uint8_t kMonochromeOuter[kSpacesPerStar] = {3, 2, 1, 4, 5, 6};
  constexpr std::uint8_t kMonochromeCentre = 3;
  std::array<std::array<std::uint8_t, kNumSpaces>, 2> values{};
  for (int star = 0; star < kNumStars; ++star) {
    for (int pos = 1; pos <= kSpacesPerStar; ++pos) {
      values[0][space_index(star, pos)] = static_cast<std::uint8_t>(pos);
      values[1][space_index(star, pos)] =
          star == kCentreStar ? kMonochromeCentre : kMonochromeOuter[pos - 1];
    }
  }
  return values;
}
}  // namespace geometry_detail

// kPrintedValues[side][space index] = the number printed on that space (its cost).
inline constexpr auto kPrintedValues = geometry_detail::make_printed_values();

constexpr int printed_value(Side side, int star, int position) {
  return kPrintedValues[static_cast<int>(side)][space_index(star, position)];
}

namespace geometry_detail {
constexpr std::array<std::array<std::uint64_t, kMaxPrintedValue + 1>, 2> make_value_masks() {
  std::array<std::array<std::uint64_t, kMaxPrintedValue + 1>, 2> masks{};
  for (int side = 0; side < 2; ++side)
    for (int space = 0; space < kNumSpaces; ++space)
      masks[side][kPrintedValues[side][space]] |= std::uint64_t{1} << space;
  return masks;
}
inline constexpr auto kValueMasks = make_value_masks();
}  // namespace geometry_detail

// Board mask of every space printed with `value` (1..6) on that side.
constexpr std::uint64_t spaces_with_value(Side side, int value) {
  return geometry_detail::kValueMasks[static_cast<int>(side)][value];
}

// ---- Structures ----------------------------------------------------------------------------

enum class StructureKind : std::uint8_t { kWindow, kStatue, kPillar };

inline constexpr int kNumStructures = 18;
inline constexpr int kWindowBonusTiles = 3;
inline constexpr int kStatueBonusTiles = 2;
inline constexpr int kPillarBonusTiles = 1;
inline constexpr int kMaxStructureSpaces = 4;

// Structure indices: windows 0..5, statues 6..11, pillars 12..17, each group indexed by the
// outer star it belongs to (for a statue A->B, by A).
inline constexpr int kFirstWindow = 0;
inline constexpr int kFirstStatue = 6;
inline constexpr int kFirstPillar = 12;

struct Structure {
  StructureKind kind;
  int bonus_tiles;  // 3 window, 2 statue, 1 pillar
  int star;         // the outer star it belongs to (statue: star A)
  int other_star;   // statue: star B (clockwise of A); pillar: the centre star; window: -1
  int num_spaces;   // 2 for a window, 4 otherwise
  std::array<std::uint8_t, kMaxStructureSpaces> spaces;  // space indices
  std::uint64_t mask;                                    // the same spaces as a board mask
};

namespace geometry_detail {
// Centre positions {first, next} of the pillar next to each outer star (by colour index).
inline constexpr std::array<int, kNumOuterStars> kPillarCentreFirst = {
    /*P*/ 5, /*G*/ 4, /*O*/ 6, /*Y*/ 3, /*B*/ 2, /*R*/ 1};

constexpr Structure make_structure(StructureKind kind, int star) {
  Structure s{kind, 0, star, -1, 0, {}, 0};
  auto add = [&s](int st, int pos) {
    s.spaces[s.num_spaces++] = static_cast<std::uint8_t>(space_index(st, pos));
    s.mask |= space_bit(st, pos);
  };
  switch (kind) {
    case StructureKind::kWindow:
      s.bonus_tiles = kWindowBonusTiles;
      add(star, 5);
      add(star, 6);
      break;
    case StructureKind::kStatue:
      s.bonus_tiles = kStatueBonusTiles;
      s.other_star = clockwise_next_star(star);
      add(star, 1);
      add(star, 2);
      add(s.other_star, 3);
      add(s.other_star, 4);
      break;
    case StructureKind::kPillar: {
      s.bonus_tiles = kPillarBonusTiles;
      s.other_star = kCentreStar;
      add(star, 2);
      add(star, 3);
      const int first = kPillarCentreFirst[star];
      add(kCentreStar, first);
      add(kCentreStar, next_position(first));
      break;
    }
  }
  return s;
}

constexpr std::array<Structure, kNumStructures> make_structures() {
  std::array<Structure, kNumStructures> all{};
  for (int star = 0; star < kNumOuterStars; ++star) {
    all[kFirstWindow + star] = make_structure(StructureKind::kWindow, star);
    all[kFirstStatue + star] = make_structure(StructureKind::kStatue, star);
    all[kFirstPillar + star] = make_structure(StructureKind::kPillar, star);
  }
  return all;
}
}  // namespace geometry_detail

inline constexpr std::array<Structure, kNumStructures> kStructures =
    geometry_detail::make_structures();

// The structures (at most two) that a space belongs to.
struct SpaceStructures {
  int count = 0;
  std::array<std::uint8_t, 2> ids{};
};

namespace geometry_detail {
constexpr std::array<SpaceStructures, kNumSpaces> make_space_structures() {
  std::array<SpaceStructures, kNumSpaces> table{};
  for (int id = 0; id < kNumStructures; ++id)
    for (int i = 0; i < kStructures[id].num_spaces; ++i) {
      auto& entry = table[kStructures[id].spaces[i]];
      entry.ids[entry.count++] = static_cast<std::uint8_t>(id);
    }
  return table;
}
}  // namespace geometry_detail

inline constexpr std::array<SpaceStructures, kNumSpaces> kSpaceStructures =
    geometry_detail::make_space_structures();

// "purple window", "purple-orange statue", "orange pillar".
const char* structure_name(int id);

// ---- Placement scoring -----------------------------------------------------------------------

namespace geometry_detail {
constexpr std::array<std::array<std::uint8_t, kSpacesPerStar>, 64> make_run_lengths() {
  std::array<std::array<std::uint8_t, kSpacesPerStar>, 64> table{};
  for (int mask = 0; mask < 64; ++mask)
    for (int pos = 1; pos <= kSpacesPerStar; ++pos) {
      auto covered = [mask](int p) { return (mask >> (p - 1)) & 1; };
      if (!covered(pos)) continue;
      if (mask == kFullStarMask) {
        table[mask][pos - 1] = kSpacesPerStar;
        continue;
      }
      int run = 1;
      for (int p = next_position(pos); covered(p); p = next_position(p)) ++run;
      for (int p = previous_position(pos); covered(p); p = previous_position(p)) ++run;
      table[mask][pos - 1] = static_cast<std::uint8_t>(run);
    }
  return table;
}
}  // namespace geometry_detail

// kRunLength[star mask][position - 1]: length of the unbroken run of covered spaces through a
// covered position (the points a placement there scores once the mask includes it).
inline constexpr auto kRunLength = geometry_detail::make_run_lengths();

// ---- End-of-game bonuses ---------------------------------------------------------------------

// Complete-star bonus by star index on the coloured side (P G O Y B R, centre).
inline constexpr std::array<int, kNumStars> kStarBonus = {20, 18, 17, 16, 15, 14, 12};
inline constexpr int kMulticolouredStarBonus = 12;
// Bonus for covering every space printed 1, 2, 3, 4 (index = value; 5 and 6 give nothing).
inline constexpr std::array<int, 5> kNumberBonus = {0, 4, 8, 12, 16};
inline constexpr int kHighestNumberWithBonus = 4;

}  // namespace azul::pavilion
