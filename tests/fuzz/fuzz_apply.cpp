// libFuzzer target: random bytes decoded as actions applied to random states. The first bytes
// choose the game, player count, options and seed; then every two bytes are an action id
// (applied with the checked apply; a rejected id must leave the state unchanged) and one byte
// in four lets chance draw a tile instead. Invariants are checked after every accepted action.
#include <cstdint>
#include <cstdlib>

#include "engine/core/invariants.h"
#include "engine/core/playout.h"
#include "engine/games.h"

namespace {

template <azul::Game S>
void run(const std::uint8_t* data, std::size_t size) {
  azul::OptionPairs pairs = typename S::Options{}.to_pairs();
  const std::uint8_t setup = data[0];
  const int players = 2 + setup % 3;
  for (auto& [key, value] : pairs) {
    if (key == "players") value = std::to_string(players);
    if (key == "start") value = std::to_string(1 + (setup >> 2) % players);
    if ((setup & 0x10) && key == "side") value = "monochrome";
    if ((setup & 0x10) && key == "wall") value = "grey";
    if ((setup & 0x20) && key == "floor") value = "0";
  }
  S state(*S::Options::from_pairs(pairs).value);
  azul::Rng rng(setup);
  for (std::size_t i = 1; i + 1 < size && !state.is_terminal(); i += 2) {
    if (state.is_chance()) {
      state.apply_unchecked(azul::sample_chance(state, rng));
      continue;
    }
    const azul::Action action = static_cast<azul::Action>(data[i] | (data[i + 1] << 8));
    const S before = state;
    if (!state.apply(action).ok()) {
      if (!(state == before)) std::abort();
      // Mostly-illegal random ids would never get far: fall back to a legal move chosen by
      // the low byte, so that the fuzzer explores deep positions too.
      azul::ActionList legal;
      state.legal_actions(legal);
      state.apply_unchecked(legal[data[i] % legal.size()]);
    }
    if (!azul::check_state(state, rng).ok()) std::abort();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1) return 0;
  if (data[0] & 0x80)
    run<azul::classic::State>(data, size);
  else
    run<azul::pavilion::State>(data, size);
  return 0;
}
