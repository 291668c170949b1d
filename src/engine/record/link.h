// Share links: a whole game record packed into a compact, URL-safe text for the page's URL
// hash (and anything else that wants a short token). Documented in docs/record-format.md,
// section "Share links". Format version 2 (written):
//
//   2.<game>.<options>.<seed>.<action count>.<payload>[~<fields>].<check>
//
// - <options>: the option values in the game's schema order (engine/core/option_schema.h),
//   joined by '-'; a value equal to its default is left empty and empty values at the end are
//   dropped ("3-monochrome" = 3 players, monochrome, every other option at its default).
// - <payload>: every action (moves and chance outcomes) as its index in the sorted list of what
//   was legal at that moment, packed with just enough bits for that list's size, base64url.
// - <fields>: optional text that the engine carries but does not read (the page's seat code).
// - <check>: CRC-32 (engine/record/crc32.h) of everything before it, as 6 base64url characters:
//   any changed, dropped or inserted character makes the link fail to open.
//
// Version 1 (read only, written until 2026-11): `1.<game>.<all option values>.<seed>.<count>.
// <payload>[~<fields>]`, no check. Percent-encoded characters (%7E for '~', as some chat apps
// write) are decoded first. Decoding replays the game and checks everything: a truncated,
// corrupted or forged link gives a message saying what is wrong and never a partial game.
#pragma once

#include <string>
#include <string_view>

#include "engine/core/game.h"
#include "engine/record/record.h"

namespace azul {

inline constexpr int kLinkVersion = 2;
inline constexpr char kLinkFieldsSeparator = '~';

// The parts of a link before the game decodes them (version, check and game id checked).
struct LinkText {
  int version = kLinkVersion;
  std::string game;
  std::vector<std::string> option_values;  // schema order; "" or missing: the default
  std::uint64_t seed = 0;
  std::size_t action_count = 0;
  std::string payload;
  std::string fields;  // the text after '~' ("" when none)
};

Parsed<LinkText> split_link(std::string_view link);

// The link of a record, carrying `fields` (text without '.' or '~') under its check.
template <Game S>
std::string encode_link(const GameRecord<S>& record, std::string_view fields = {});

template <Game S>
Parsed<GameRecord<S>> decode_link(const LinkText& link);

}  // namespace azul

#include "engine/record/link_impl.h"
