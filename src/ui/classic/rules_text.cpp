#include "ui/classic/rules_text.h"

#include "ui/i18n/translate.h"

// The decisions below are docs/rules.md's, in players' words.

namespace azul::ui {
namespace {

constexpr RulesSection kAzulRules[] = {
    // TRANSLATORS: the title of a section of the rules help (Azul).
    {N_("Goal"),
     // TRANSLATORS: a section of the rules help (Azul), in players' words.
     N_("Decorate your palace wall with tiles. Points come from placing tiles next to tiles you "
        "already have, and from complete rows, columns and colours at the end. Whoever has the "
        "most points wins.")},
    // TRANSLATORS: the title of a section of the rules help (Azul).
    {N_("A round: taking tiles"),
     // TRANSLATORS: a section of the rules help (Azul), in players' words.
     N_("The factories are filled with four tiles each. On your turn take every tile of ONE colour "
        "either from one factory (its other tiles slide into the centre) or from the centre. The "
        "first player to take from the centre also takes the first-player marker, which goes on "
        "the floor line.\n\n"
        "Put the tiles you took on ONE pattern line (line 1 holds 1 tile, line 5 holds 5). A line "
        "holds a single colour, and you cannot use a line whose wall row already has that colour. "
        "Tiles that do not fit fall to the floor line; you may also put them all there on purpose. "
        "The round goes on until the factories and the centre are empty.")},
    // TRANSLATORS: the title of a section of the rules help (Azul).
    {N_("A round: tiling the wall"),
     // TRANSLATORS: a section of the rules help (Azul), in players' words.
     N_("Every full pattern line moves one tile to the wall, into the space of its colour in that "
        "row; the rest of the line is discarded. Lines that are not full wait for the next "
        "round.\n\n"
        "A new tile with no neighbour scores 1. Otherwise count the tiles in the unbroken row "
        "through it (if more than one) plus the tiles in the unbroken column through it (if more "
        "than one).\n\n"
        "Then each floor line costs the points printed above its occupied spaces (-1 -1 -2 -2 -2 "
        "-3 -3); a score never goes below 0. The holder of the marker starts the next round.")},
    // TRANSLATORS: the title of a section of the rules help (Azul).
    {N_("End of the game"),
     // TRANSLATORS: a section of the rules help (Azul), in players' words.
     N_("The game ends after the tiling of a round in which someone completed a horizontal row of "
        "the wall. Then: +2 for each complete row, +7 for each complete column and +10 for each "
        "colour with all five tiles on the wall. Ties go to the player with more complete rows; "
        "still tied, the victory is shared.")},
    // TRANSLATORS: the title of a section of the rules help (Azul).
    {N_("Grey wall variant"),
     // TRANSLATORS: a section of the rules help (Azul), in players' words.
     N_("On the grey wall nothing is printed: when a line is full you choose the space in its row, "
        "but no colour may appear twice in a column. If no space is possible, the whole line drops "
        "to the floor line.")},
    // TRANSLATORS: the title of a section of the rules help (Azul).
    {N_("Playing here"),
     // TRANSLATORS: a section of the rules help (Azul), in players' words.
     N_("Tap a tile on a factory or in the centre to pick up all tiles of that colour there; the "
        "lines that can take them light up. Tap a line, the floor line, or one of the big buttons "
        "above your board. Tap the picked tiles again (or the cross) to put them back. On the grey "
        "wall, tap the lit space where the tile goes. Undo takes back your last move and the AI "
        "moves after it; the bag draws stay the same.")},
    // TRANSLATORS: the title of a section of the rules help (Azul).
    {N_("Decisions of this app"),
     // TRANSLATORS: a section of the rules help (Azul), in players' words.
     N_("- The marker always goes to the first player taking from the centre, but it only takes a "
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
        "never end otherwise.")},
};

}  // namespace

constexpr KeyHelp kAzulKeys[] = {
    // TRANSLATORS: the Keys panel (Azul): the keys, then what they do.
    {N_("1–9, C"), N_("choose a factory, or the centre")},
    // TRANSLATORS: the Keys panel (Azul): what the colour letters B Y R K W do (the letters are
    // the records', the same in every language).
    {"B Y R K W", N_("then the colour: blue, yellow, red, black, white")},
    // TRANSLATORS: the Keys panel (Azul): the keys, then what they do.
    {N_("1–5, F"), N_("put the tiles on that pattern line, or on the floor line")},
    // TRANSLATORS: the Keys panel (Azul): the keys, then what they do on the grey wall.
    {N_("1–5"), N_("grey wall: the column of the tile")},
};

std::span<const RulesSection> azul_rules() { return kAzulRules; }
std::span<const KeyHelp> azul_keys() { return kAzulKeys; }

}  // namespace azul::ui
