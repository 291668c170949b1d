#include "ui/pavilion/rules_text.h"

#include "ui/i18n/translate.h"

// The decisions below are docs/rules.md's, in players' words.

namespace azul::ui {
namespace {

constexpr RulesSection kPavilionRules[] = {
    // TRANSLATORS: the title of a section of the rules help (Summer Pavilion).
    {N_("Goal"),
     // TRANSLATORS: a section of the rules help (Summer Pavilion), in players' words.
     N_("Build the summer pavilion: place tiles on the seven stars of your board. Each star has "
        "six diamond spaces printed 1 to 6. The game lasts exactly six rounds; everyone starts "
        "with 5 points and the most points wins (ties are shared).")},
    // TRANSLATORS: the title of a section of the rules help (Summer Pavilion).
    {N_("The wild colour"),
     // TRANSLATORS: a section of the rules help (Summer Pavilion), in players' words.
     N_("Each round one colour is wild (round 1 purple, then green, orange, yellow, blue, red, "
        "unless the setup chose another order; the round track shows it). Wild tiles can pay for "
        "other colours. A wild tile kept into a later round is just an ordinary tile.")},
    // TRANSLATORS: the title of a section of the rules help (Summer Pavilion).
    {N_("Phase 1: taking tiles"),
     // TRANSLATORS: a section of the rules help (Summer Pavilion), in players' words.
     N_("In turn, take all tiles of one non-wild colour from a factory or from the centre, plus "
        "exactly ONE wild tile if the source has any. If a source holds only wild tiles you take a "
        "single one. Factory leftovers slide to the centre. The first to take from the centre "
        "takes the start token and loses 1 point per tile taken. The phase ends when the factories "
        "and the centre are empty.")},
    // TRANSLATORS: the title of a section of the rules help (Summer Pavilion).
    {N_("Phase 2: placing tiles"),
     // TRANSLATORS: a section of the rules help (Summer Pavilion), in players' words.
     N_("From the start-token holder on, each turn place ONE tile or pass. A space printed N costs "
        "N tiles: one tile of the space's colour goes on it and the other N-1 (that colour and/or "
        "wilds) go to the tower. At least one tile of the placed colour is always needed. Outer "
        "stars take only their own colour; the centre star takes six different colours. A tile of "
        "the wild colour may itself go only on its own star or on the centre star, paid fully in "
        "that colour.\n\n"
        "A placement scores the length of the unbroken run of covered spaces around that star "
        "through the new tile (1 to 6).")},
    // TRANSLATORS: the title of a section of the rules help (Summer Pavilion).
    {N_("Bonus tiles"),
     // TRANSLATORS: a section of the rules help (Summer Pavilion), in players' words.
     N_("Surrounding a window (3 tiles), a statue (2) or a pillar (1) earns tiles of your choice "
        "from the supply of 10, picked one at a time. The supply is refilled from the bag after "
        "every turn.")},
    // TRANSLATORS: the title of a section of the rules help (Summer Pavilion).
    {N_("Passing"),
     // TRANSLATORS: a section of the rules help (Summer Pavilion), in players' words.
     N_("When you pass you keep up to 4 of your tiles for the next round (on the corners of your "
        "board); every other tile costs 1 point. In round 6 nothing can be kept.")},
    // TRANSLATORS: the title of a section of the rules help (Summer Pavilion).
    {N_("End of the game"),
     // TRANSLATORS: a section of the rules help (Summer Pavilion), in players' words.
     N_("After round 6: complete stars score (centre 12, red 14, blue 15, yellow 16, orange 17, "
        "green 18, purple 20), and covering all spaces printed 1, 2, 3 or 4 scores 4, 8, 12 or 16. "
        "Tiles left are discarded at -1 each.")},
    // TRANSLATORS: the title of a section of the rules help (Summer Pavilion).
    {N_("Monochrome side"),
     // TRANSLATORS: a section of the rules help (Summer Pavilion), in players' words.
     N_("No star has a fixed colour: the first two tiles on a star decide whether it becomes "
        "single-coloured (six of one colour) or multicoloured (six different colours). The outer "
        "stars read 3 2 1 4 5 6 and every centre space is a 3. A finished multicoloured star "
        "scores 12, a single-coloured one its colour's bonus.")},
    // TRANSLATORS: the title of a section of the rules help (Summer Pavilion).
    {N_("Playing here"),
     // TRANSLATORS: a section of the rules help (Summer Pavilion), in players' words.
     N_("Pick tiles on a factory or in the centre, then choose a highlighted space on your board; "
        "when there is a choice of how many wilds to spend, the app asks. Bonus tiles are picked "
        "from the supply. To pass, choose which tiles to keep (the app preselects as many as "
        "possible). Undo takes back your last move and the AI moves after it; draws stay the "
        "same.")},
    // TRANSLATORS: the title of a section of the rules help (Summer Pavilion).
    {N_("Decisions of this app"),
     // TRANSLATORS: a section of the rules help (Summer Pavilion), in players' words.
     N_("- The edition's lowest score (1 in the 2019 rules, 0 in the 2024 Mini) applies to every "
        "loss: the centre penalty, discards when passing and the final discard.\n"
        "- Bonuses earned by one placement add up.\n"
        "- If the supply holds fewer tiles than a bonus owes, you take all that are there.\n"
        "- When bag and tower are both empty, empty supply spaces stay empty.\n"
        "- When passing you may keep any 0 to 4 tiles; keeping as many as possible is preselected "
        "because keeping never costs. In round 6 everything left is discarded.\n"
        "- If nobody took from the centre, the previous start player starts the next round.\n"
        "- The start player of round 1 is a setup choice (player 1, another seat, or random).\n"
        "- The supply is refilled after every turn of phase 2, a pass included.\n"
        "- If a round begins with every factory empty (bag and tower empty), phase 1 is skipped "
        "and the previous start player begins phase 2; the game still lasts six rounds.\n"
        "- On the monochrome side, a tile of the wild colour may go on any star whose kind accepts "
        "its colour.")},
};

}  // namespace

constexpr KeyHelp kPavilionKeys[] = {
    // TRANSLATORS: the Keys panel (Summer Pavilion): the keys, then what they do.
    {N_("1–9, C"), N_("phase 1: choose a factory, or the centre")},
    // The records' colour letters, the same in every language.
    {"P G O Y B R",
     // TRANSLATORS: the Keys panel (Summer Pavilion): what the colour letters P G O Y B R do.
     N_("then the colour: purple, green, orange, yellow, blue, red; a bonus tile by its colour")},
    // TRANSLATORS: the Keys panel (Summer Pavilion): the keys, then what they do.
    {N_("P G O Y B R, C, 1–6"),
     N_("phase 2: the colour to place, then the star (C the centre star) and its space")},
    // TRANSLATORS: the Keys panel (Summer Pavilion): the keys, then what they do.
    {N_("0–3"), N_("the wild tiles to pay with, when there is a choice")},
    // TRANSLATORS: the Keys panel (Summer Pavilion): the keys, then what they do.
    {N_("X"), N_("pass: then a colour's letter, + or − to keep tiles, and Enter")},
};

std::span<const RulesSection> pavilion_rules() { return kPavilionRules; }
std::span<const KeyHelp> pavilion_keys() { return kPavilionKeys; }

}  // namespace azul::ui
