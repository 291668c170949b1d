// The Summer Pavilion lesson (ui/learn/lesson.h): round 1 guided, then rounds 2 to 6 against a
// newcomer. The deal is prepared so that the person's ten tiles (3 yellow, 4 green, 3 purple, the
// round's wild) pay exactly for the yellow star's spaces 1 and 2 and the green star's 3 and 4,
// which surround the statue between them: its bonus brings an orange tile for the centre star
// and a blue one to keep when passing.
//
// Taking: factory 1's yellow with one wild (the other wild goes to the centre); factory 3's
// green with its wild; the centre's green with a wild (the start tile, −2); the centre's
// yellow. Placing: Y1 (1 tile), Y2 (2 yellow, a run of 2), G3 (2 green + 1 wild), G4 (2 green +
// 2 wilds, the statue), the bonus orange and blue, C1 orange, pass keeping the blue.
#include "ui/i18n/translate.h"
#include "ui/learn/lesson.h"

namespace azul::ui {
namespace {

constexpr std::string_view kScript = R"(azul-record 1
game pavilion
players 2
side coloured
floor 1
wilds PGOYBR
start 1
moves
deal OBGYRPOBGY YYPP RRRG GGGP BBOP RRYP
1 take F1 Y
2 take F2 R
1 take F3 G
2 take F4 B
1 take C G
2 take F5 R
1 take C Y
2 take C O
1 place Y1 Y w0
2 place R1 R w0
1 place Y2 Y w0
2 place R2 R w0
1 place G3 G w1
2 place B1 B w0
1 place G4 G w2
1 bonus O
1 bonus B
deal OB
2 pass keep RBPO
1 place C1 O w0
1 pass keep B
)";

// TRANSLATORS: the texts of the Summer Pavilion lesson, shown one at a time on a card over the
// table while the player plays guided moves. The stars are the seven star-shaped groups of six
// numbered spaces on the player's board (one per colour, and the multicoloured centre star).
constexpr LessonStep kSteps[] = {
    {N_("Welcome to Summer Pavilion! In each of its 6 rounds you first take tiles, then spend "
        "them to place tiles on the stars of your pavilion for points.")},
    {N_("Take all the tiles of one colour from a factory, and one wild tile if it has any: "
        "purple is wild this round. Take the yellow tiles of factory 1."),
     "take F1 Y"},
    {N_("The tiles you leave go to the centre. Take the green tiles of factory 3, with its wild "
        "purple."),
     "take F3 G"},
    {N_("The first to take from the centre gets the start tile: you place first, but lose 1 point "
        "for each tile you take. Take the centre's green tile and a wild."),
     "take C G"},
    {N_("Take the centre's yellow tile. Once the factories and the centre are empty, you spend "
        "your tiles."),
     "take C Y"},
    {N_("A space costs its number in tiles of the star's colour: one is placed, the rest are "
        "discarded. Place a yellow tile on space 1 of the yellow star."),
     "place Y1 Y w0"},
    {N_("A new tile scores 1 point for itself and 1 for each tile joined to it around the star. "
        "Space 2 of the yellow star costs 2 yellow and scores 2."),
     "place Y2 Y w0"},
    {N_("Wild tiles pay for any colour, but at least one tile of the star's own colour is "
        "needed. Space 3 of the green star: pay 2 green and 1 purple."),
     "place G3 G w1"},
    {N_("Covering the spaces around a statue, a window or a pillar earns tiles from the supply "
        "(2, 3 and 1). Space 4 of the green star closes the statue between green and yellow."),
     "place G4 G w2"},
    {N_("Choose your 2 bonus tiles from the supply: first the orange one."), "bonus O"},
    {N_("Now the blue one. The supply fills up again from the bag."), "bonus B"},
    {N_("The centre star takes every colour, but its six tiles must all differ. Place the "
        "orange tile on its space 1."),
     "place C1 O w0"},
    {N_("Pass when you are done: you may keep up to 4 tiles for the next round, and every other "
        "tile costs 1 point. Pass and keep the blue tile."),
     "pass keep B"},
    {N_("After round 6, each complete star scores 12 to 20, and covering all the 1s, 2s, 3s or "
        "4s of your board scores 4, 8, 12 or 16 (a score never drops below 1). Play on against the "
        "AI; Hint shows a good move.")},
};

}  // namespace

const Lesson& pavilion_lesson() {
  // TRANSLATORS: the Summer Pavilion lesson's card when the game is over.
  static constexpr const char* kClosing =
      N_("Well played! To vary the game, try the other side of the board (More choices): no star "
         "has a colour of its own there.");
  static constexpr Lesson kLesson{"pavilion", kScript, kSteps, "newcomer", kClosing};
  return kLesson;
}

}  // namespace azul::ui
