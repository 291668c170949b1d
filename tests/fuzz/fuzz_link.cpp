// libFuzzer target: any text as a share link. It must never crash or hang; a link that is
// accepted must encode back to a link that decodes to the same record.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "engine/games.h"
#include "engine/record/link.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto split = azul::split_link(text);
  if (!split.ok()) return 0;
  azul::with_game(split.value->game, [&](auto tag) {
    using S = typename decltype(tag)::type;
    auto record = azul::decode_link<S>(*split.value);
    if (!record.ok()) return;
    auto again_split = azul::split_link(azul::encode_link(*record.value));
    if (!again_split.ok()) std::abort();
    auto again = azul::decode_link<S>(*again_split.value);
    if (!again.ok() || !(*again.value == *record.value)) std::abort();
  });
  return 0;
}
