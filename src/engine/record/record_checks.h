// The record round trip of a game, for the soak and the generic tests (engine/core/invariants.h
// checks single states).
#pragma once

#include <string>

#include "engine/core/game.h"
#include "engine/record/record.h"

namespace azul {

// Checks a whole finished or partial game: the record prints, parses back to the same actions
// and replays to a state equal to `live`.
template <Game S>
Status check_record(const GameRecord<S>& record, const S& live) {
  const std::string text = print_record(record);
  auto parsed = parse_record<S>(text);
  if (!parsed.ok()) return Status::error("the printed record does not parse: " + parsed.error);
  if (!(*parsed.value == record)) return Status::error("the record does not round-trip");
  if (!(replay(*parsed.value) == live))
    return Status::error("the replay differs from the live game");
  return {};
}

}  // namespace azul
