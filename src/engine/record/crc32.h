// CRC-32 (the IEEE 802.3 polynomial, as in zip and PNG), the check of share links version 2:
// it detects every change confined to 32 consecutive bits, so every single changed character,
// and any other damage with a chance of 1 in 2^32 of going unnoticed.
#pragma once

#include <cstdint>
#include <string_view>

namespace azul {

std::uint32_t crc32(std::string_view bytes);

}  // namespace azul
