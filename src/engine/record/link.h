// Share links: a whole game record packed into a compact, URL-safe text for the page's URL
// hash (and anything else that wants a short token). Format version 1:
//
//   1.<game>.<option values joined by '-'>.<seed>.<action count>.<payload>
//
// The payload stores every action (moves and chance outcomes) as its index in the sorted list
// of what was legal at that moment, packed with just enough bits for that list's size, then
// base64url-encoded. A finished 4-player Summer Pavilion game takes about 500 characters.
// Decoding replays the game and checks everything: a truncated, corrupted or forged link gives
// a message saying what is wrong and never a partial game.
#pragma once

#include <string>
#include <string_view>

#include "engine/core/game.h"
#include "engine/record/record.h"

namespace azul {

inline constexpr int kLinkVersion = 1;

// The parts of a link before the game decodes them (version and game checked).
struct LinkText {
  std::string game;
  std::vector<std::string> option_values;
  std::uint64_t seed = 0;
  std::size_t action_count = 0;
  std::string payload;
};

Parsed<LinkText> split_link(std::string_view link);

template <Game S>
std::string encode_link(const GameRecord<S>& record);

template <Game S>
Parsed<GameRecord<S>> decode_link(const LinkText& link);

}  // namespace azul

#include "engine/record/link_impl.h"
