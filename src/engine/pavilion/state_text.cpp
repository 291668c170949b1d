// State::to_string: a multi-line readable dump for debugging, tests and the CLI.
#include <bit>

#include "engine/pavilion/state.h"

namespace azul::pavilion {

namespace {

std::string counts_text(const TileCounts& counts) {
  std::string text;
  for (int c = 0; c < kNumColours; ++c) {
    if (!text.empty()) text += ' ';
    text += colour_letter(static_cast<Colour>(c));
    text += std::to_string(counts[c]);
  }
  return text + " (" + std::to_string(total(counts)) + ")";
}

const char* phase_text(Phase phase) {
  switch (phase) {
    case Phase::kChance:
      return "chance";
    case Phase::kTake:
      return "phase 1 (take)";
    case Phase::kPlay:
      return "phase 2 (place or pass)";
    case Phase::kBonus:
      return "phase 2 (bonus tiles)";
    case Phase::kGameOver:
      return "game over";
  }
  return "";
}

}  // namespace

std::string State::to_string() const {
  std::string out = "pavilion: " + std::to_string(num_players()) + " players, " +
                    (side() == Side::kColoured ? "coloured" : "monochrome") + " side, floor " +
                    std::to_string(options_.score_floor) + ", wilds ";
  for (Colour c : options_.wild_order) out += colour_letter(c);
  out += "\nround " + std::to_string(round_) + " (wild " + colour_name(wild_colour()) + "), " +
         phase_text(phase_);
  if (phase_ == Phase::kChance) {
    if (fill_cursor_ < kSupplySlots)
      out += ", drawing for supply slot " + std::to_string(fill_cursor_ + 1);
    else
      out += ", drawing for factory F" +
             std::to_string((fill_cursor_ - kFactoryFillBase) / kTilesPerFactory + 1);
  } else if (phase_ != Phase::kGameOver) {
    out += ", seat " + std::to_string(current_ + 1) + " to move";
  }
  if (phase_ == Phase::kBonus) out += ", bonus tiles owed " + std::to_string(bonus_owed_);
  out += "\nstart player seat " + std::to_string(start_player_ + 1) + ", start token ";
  out += token_holder_ < 0 ? std::string("in the centre")
                           : "with seat " + std::to_string(token_holder_ + 1);
  out += "\nbag    " + counts_text(bag_) + "\ntower  " + counts_text(tower_) + "\nsupply ";
  for (Colour c : supply_) out += colour_letter(c);
  out += "\nfactories";
  for (int f = 0; f < num_factories(); ++f)
    out += " F" + std::to_string(f + 1) + ":" + counts_to_letters(factories_[f]);
  out += "\ncentre " + counts_to_letters(centre_) + "\n";
  for (int seat = 0; seat < num_players(); ++seat) {
    const PlayerState& p = players_[seat];
    out += "seat " + std::to_string(seat + 1) + ": score " + std::to_string(p.score) + ", hand " +
           counts_to_letters(p.hand) + ", corners " + counts_to_letters(p.corners) +
           (p.passed ? ", passed" : "") + ", structures " +
           std::to_string(std::popcount(p.structures)) + "\n  board";
    for (int star = 0; star < kNumStars; ++star) {
      out += ' ';
      out += star_letter(star);
      out += ':';
      for (int pos = 1; pos <= kSpacesPerStar; ++pos)
        out += colour_letter(p.space_colour[space_index(star, pos)]);
    }
    out += '\n';
  }
  return out;
}

}  // namespace azul::pavilion
