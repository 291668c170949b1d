// Rng: the project's own portable pseudo-random generator (xoshiro256** seeded by SplitMix64).
// Every random choice in the product (bag draws, random setup options, AI playouts) goes
// through it, never through std:: distributions, so that a seed gives the same sequence with
// libstdc++ natively and with libc++ under Emscripten.
#pragma once

#include <cstdint>

namespace azul {

class Rng {
 public:
  explicit constexpr Rng(std::uint64_t seed = 0) { reseed(seed); }

  constexpr void reseed(std::uint64_t seed) {
    std::uint64_t x = seed;
    for (auto& word : state_) word = splitmix64(x);
  }

  constexpr std::uint64_t next_u64() {
    const std::uint64_t result = rotl(state_[1] * 5, 7) * 9;
    const std::uint64_t t = state_[1] << 17;
    state_[2] ^= state_[0];
    state_[3] ^= state_[1];
    state_[1] ^= state_[2];
    state_[0] ^= state_[3];
    state_[2] ^= t;
    state_[3] = rotl(state_[3], 45);
    return result;
  }

  // Uniform integer in [0, bound) for bound >= 1, unbiased: Lemire's multiply-and-reject on
  // 32 random bits, which needs a division only in the rare rejection zone.
  constexpr std::uint32_t below(std::uint32_t bound) {
    std::uint64_t product = (next_u64() >> 32) * bound;
    auto low = static_cast<std::uint32_t>(product);
    if (low < bound) {
      const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
      while (low < threshold) {
        product = (next_u64() >> 32) * bound;
        low = static_cast<std::uint32_t>(product);
      }
    }
    return static_cast<std::uint32_t>(product >> 32);
  }

  // Uniform double in [0, 1) built from 53 random bits (exact on every IEEE-754 platform).
  constexpr double unit() { return static_cast<double>(next_u64() >> 11) * 0x1.0p-53; }

  friend constexpr bool operator==(const Rng&, const Rng&) = default;

 private:
  static constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  static constexpr std::uint64_t splitmix64(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }

  std::uint64_t state_[4] = {};
};

}  // namespace azul
