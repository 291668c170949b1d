// The JSON and text of a game's points by round (engine/record/round_points.h) for
// `azul-cli engine`'s breakdown and `azul-cli replay` (docs/engine-protocol.md, "breakdown").
#pragma once

#include <string>
#include <vector>

#include "cli/json.h"
#include "engine/record/round_points.h"

namespace azul::cli {

// {"start":[..],"rounds":[{"round":1,"complete":true,"seats":[{"seat":1,"lines":{..},
// "total":..,"score":..}]}],"finished":..,"end_bonuses":[{"seat":1,"lines":{..},"total":..,
// "score":..}],"scores":[..]}
void write_breakdown_json(JsonWriter& json, const GameBreakdown& breakdown);
// The same as "| " lines of text, one per round and seat.
std::vector<std::string> breakdown_text(const GameBreakdown& breakdown);

}  // namespace azul::cli
