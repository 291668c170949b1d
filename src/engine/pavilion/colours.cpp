#include "engine/pavilion/colours.h"

namespace azul::pavilion {

std::string counts_to_letters(const TileCounts& counts) {
  std::string letters;
  for (int c = 0; c < kNumColours; ++c) letters.append(counts[c], kColourLetters[c]);
  return letters.empty() ? std::string("-") : letters;
}

std::optional<TileCounts> counts_from_letters(std::string_view letters) {
  TileCounts counts{};
  for (char letter : letters) {
    const auto colour = colour_from_letter(letter);
    if (!colour) return std::nullopt;
    ++counts[*colour];
  }
  return counts;
}

}  // namespace azul::pavilion
