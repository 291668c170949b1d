#include "engine/pavilion/geometry.h"

namespace azul::pavilion {

namespace {
constexpr const char* kStructureNames[kNumStructures] = {
    "purple window",     "green window",        "orange window",        "yellow window",
    "blue window",       "red window",          "purple-orange statue", "green-purple statue",
    "orange-red statue", "yellow-green statue", "blue-yellow statue",   "red-blue statue",
    "purple pillar",     "green pillar",        "orange pillar",        "yellow pillar",
    "blue pillar",       "red pillar",
};

// The names above must follow the table's order (statue A->B named "A-B").
static_assert(kStructures[kFirstStatue + kPurple].other_star == kOrange);
static_assert(kStructures[kFirstStatue + kGreen].other_star == kPurple);
static_assert(kStructures[kFirstStatue + kOrange].other_star == kRed);
static_assert(kStructures[kFirstStatue + kYellow].other_star == kGreen);
static_assert(kStructures[kFirstStatue + kBlue].other_star == kYellow);
static_assert(kStructures[kFirstStatue + kRed].other_star == kBlue);
}  // namespace

const char* structure_name(int id) {
  return id >= 0 && id < kNumStructures ? kStructureNames[id] : "no structure";
}

}  // namespace azul::pavilion
