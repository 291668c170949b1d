// libFuzzer target: any text as a game record. It must never crash or hang; a record that is
// accepted must print back to a text that parses to the same record.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "engine/games.h"
#include "engine/record/record.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto split = azul::parse_record_text(text);
  if (!split.ok()) return 0;
  azul::with_game(split.value->game, [&](auto tag) {
    using S = typename decltype(tag)::type;
    auto record = azul::resolve_record<S>(*split.value);
    if (!record.ok()) return;
    auto again = azul::parse_record<S>(azul::print_record(*record.value));
    if (!again.ok() || !(*again.value == *record.value)) std::abort();
  });
  return 0;
}
