#include "ui/game/rules_help.h"

#include <imgui.h>

#include <span>

#include "ui/layout.h"

namespace azul::ui {
namespace {

struct Section {
  const char* title;
  const char* text;
};

constexpr Section kAzulRules[] = {
    {"Goal",
     "Decorate your palace wall with tiles. Points come from placing tiles next to tiles you "
     "already have, and from complete rows, columns and colours at the end. Whoever has the "
     "most points wins."},
    {"A round: taking tiles",
     "The factories are filled with four tiles each. On your turn take every tile of ONE colour "
     "either from one factory (its other tiles slide into the centre) or from the centre. The "
     "first player to take from the centre also takes the first-player marker, which goes on "
     "the floor line.\n\nPut the tiles you took on ONE pattern line (line 1 holds 1 tile, line 5 "
     "holds 5). A line holds a single colour, and you cannot use a line whose wall row already "
     "has that colour. Tiles that do not fit fall to the floor line; you may also put them all "
     "there on purpose. The round goes on until the factories and the centre are empty."},
    {"A round: tiling the wall",
     "Every full pattern line moves one tile to the wall, into the space of its colour in that "
     "row; the rest of the line is discarded. Lines that are not full wait for the next round.\n\n"
     "A new tile with no neighbour scores 1. Otherwise count the tiles in the unbroken row "
     "through it (if more than one) plus the tiles in the unbroken column through it (if more "
     "than one).\n\nThen each floor line costs the points printed above its occupied spaces "
     "(-1 -1 -2 -2 -2 -3 -3); a score never goes below 0. The holder of the marker starts the "
     "next round."},
    {"End of the game",
     "The game ends after the tiling of a round in which someone completed a horizontal row of "
     "the wall. Then: +2 for each complete row, +7 for each complete column and +10 for each "
     "colour with all five tiles on the wall. Ties go to the player with more complete rows; "
     "still tied, the victory is shared."},
    {"Grey wall variant",
     "On the grey wall nothing is printed: when a line is full you choose the space in its row, "
     "but no colour may appear twice in a column. If no space is possible, the whole line drops "
     "to the floor line."},
    {"Playing here",
     "Tap a tile on a factory or in the centre to pick up all tiles of that colour there; the "
     "lines that can take them light up. Tap a line, the floor line, or one of the big buttons "
     "above your board. Tap the picked tiles again (or the cross) to put them back. On the grey "
     "wall, tap the lit space where the tile goes. Undo takes back your last move and the AI "
     "moves after it; the bag draws stay the same."},
    {"Decisions of this app (where the printed rules are silent)",
     "- The marker always goes to the first player taking from the centre, but it only takes a "
     "floor space (and its penalty) if one is free.\n"
     "- On the grey wall, players tile one after another from the start player, and each choice "
     "of space is a decision of that player.\n"
     "- The start player of the first round is a setup choice (player 1, another seat, or "
     "random).\n"
     "- If nobody took from the centre, the previous start player starts again.\n"
     "- A full pattern line is not offered as a destination (it would be the same as the floor "
     "line).\n"
     "- If a new round could not put a single tile on the factories (bag and lid both empty), "
     "the game ends with the end bonuses.\n"
     "- The game also ends when no player can ever complete a row any more, since it could "
     "never end otherwise."},
};

constexpr Section kPavilionRules[] = {
    {"Goal",
     "Build the summer pavilion: place tiles on the seven stars of your board. Each star has six "
     "diamond spaces printed 1 to 6. The game lasts exactly six rounds; everyone starts with 5 "
     "points and the most points wins (ties are shared)."},
    {"The wild colour",
     "Each round one colour is wild (round 1 purple, then green, orange, yellow, blue, red, "
     "unless the setup chose another order; the round track shows it). Wild tiles can pay for "
     "other colours. A wild tile kept into a later round is just an ordinary tile."},
    {"Phase 1: taking tiles",
     "In turn, take all tiles of one non-wild colour from a factory or from the centre, plus "
     "exactly ONE wild tile if the source has any. If a source holds only wild tiles you take "
     "a single one. Factory leftovers slide to the centre. The first to take from the centre "
     "takes the start token and loses 1 point per tile taken. The phase ends when the "
     "factories and the centre are empty."},
    {"Phase 2: placing tiles",
     "From the start-token holder on, each turn place ONE tile or pass. A space printed N costs N "
     "tiles: one tile of the space's colour goes on it and the other N-1 (that colour and/or "
     "wilds) go to the tower. At least one tile of the placed colour is always needed. Outer "
     "stars take only their own colour; the centre star takes six different colours. A tile of "
     "the wild colour may itself go only on its own star or on the centre star, paid fully in "
     "that colour.\n\nA placement scores the length of the unbroken run of covered spaces "
     "around that star through the new tile (1 to 6)."},
    {"Bonus tiles",
     "Surrounding a window (3 tiles), a statue (2) or a pillar (1) earns tiles of your choice "
     "from the supply of 10, picked one at a time. The supply is refilled from the bag after "
     "every turn."},
    {"Passing",
     "When you pass you keep up to 4 of your tiles for the next round (on the corners of your "
     "board); every other tile costs 1 point. In round 6 nothing can be kept."},
    {"End of the game",
     "After round 6: complete stars score (centre 12, red 14, blue 15, yellow 16, orange 17, "
     "green 18, purple 20), and covering all spaces printed 1, 2, 3 or 4 scores 4, 8, 12 or 16. "
     "Tiles left are discarded at -1 each."},
    {"Monochrome side",
     "No star has a fixed colour: the first two tiles on a star decide whether it becomes "
     "single-coloured (six of one colour) or multicoloured (six different colours). The outer "
     "stars read 3 2 1 4 5 6 and every centre space is a 3. A finished multicoloured star "
     "scores 12, a single-coloured one its colour's bonus."},
    {"Playing here",
     "Pick tiles on a factory or in the centre, then choose a highlighted space on your board; "
     "when there is a choice of how many wilds to spend, the app asks. Bonus tiles are picked "
     "from the supply. To pass, choose which tiles to keep (the app preselects as many as "
     "possible). Undo takes back your last move and the AI moves after it; draws stay the same."},
    {"Decisions of this app (where the printed rules are silent)",
     "- The edition's lowest score (1 in the 2019 rules, 0 in the 2024 Mini) applies to every "
     "loss: the centre penalty, discards when passing and the final discard.\n"
     "- Bonuses earned by one placement add up.\n"
     "- If the supply holds fewer tiles than a bonus owes, you take all that are there.\n"
     "- When bag and tower are both empty, empty supply spaces stay empty.\n"
     "- When passing you may keep any 0 to 4 tiles; keeping as many as possible is preselected "
     "because keeping never costs. In round 6 everything left is discarded.\n"
     "- If nobody took from the centre, the previous start player starts the next round.\n"
     "- The start player of round 1 is a setup choice (player 1, another seat, or random).\n"
     "- The supply is refilled after every turn of phase 2, a pass included.\n"
     "- If a round begins with every factory empty (bag and tower empty), phase 1 is skipped and "
     "the previous start player begins phase 2; the game still lasts six rounds."},
};

}  // namespace

void draw_rules_help(GameKind game) {
  const std::span<const Section> sections = game == GameKind::kAzul
                                                ? std::span<const Section>(kAzulRules)
                                                : std::span<const Section>(kPavilionRules);
  for (std::size_t i = 0; i < sections.size(); ++i) {
    ImGui::SetNextItemOpen(i == 0 || i + 1 == sections.size() || i + 2 == sections.size(),
                           ImGuiCond_Appearing);
    if (ImGui::CollapsingHeader(sections[i].title)) {
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextUnformatted(sections[i].text);
      ImGui::PopTextWrapPos();
      ImGui::Dummy(ImVec2(0, em(0.4f)));
    }
  }
}

}  // namespace azul::ui
