// The Azul lesson (ui/learn/lesson.h): one guided round and the first move of the next, then
// the game goes on against a newcomer. Round 1's deal is prepared so that every rule of taking
// and placing tiles arises in turn; round 2's so that a wall row refuses a colour it has.
//
// The person's round 1: factory 1's two blue to line 2 (taking one colour, the rest to the
// centre); factory 3's four yellow to line 3 (one colour per line, the fourth tile to the
// floor); the centre's three red to line 4 (the first-player marker); the centre's yellow to line
// 1 (above the blue of line 2: they score together); the last tile to line 5. The wall then
// scores 1 + 2 + 1 and the floor −2.
#include "ui/i18n/translate.h"
#include "ui/learn/lesson.h"

namespace azul::ui {
namespace {

constexpr std::string_view kScript = R"(azul-record 1
game azul
players 2
wall coloured
start 1
moves
deal BBYR KKKW YYYY WWRR BBBK
1 F1 B 2
2 F2 K 3
1 F3 Y 3
2 F4 W 2
1 C R 4
2 F5 B 4
1 C Y 1
2 C W 1
1 C K 5
deal YYRK BBWW RRKK WKYB RRWY
1 F1 Y 2
)";

// TRANSLATORS: the texts of the Azul lesson, shown one at a time on a card over the table while
// the player plays guided moves. "Line 2" is a pattern line of the player's board (numbered 1-5
// from the top); the wall is the 5 x 5 grid beside them.
constexpr LessonStep kSteps[] = {
    {N_("Welcome to Azul! You and the AI take tiles in turn; at the end of each round they move "
        "onto your wall and score points.")},
    {N_("Take all the tiles of one colour from a factory: the two blue of factory 1, to line 2. "
        "The factory's other tiles go to the centre."),
     "F1 B 2"},
    {N_("A line holds as many tiles as its number, all of one colour. Take the four yellow to "
        "line 3: the one that does not fit falls to the floor, −1 point."),
     "F3 Y 3"},
    {N_("The first to take from the centre also takes the first-player marker: it starts the "
        "next round but costs a floor space. Take the three red of the centre to line 4."),
     "C R 4"},
    {N_("Take the yellow of the centre to line 1: on the wall it will sit above the blue of line "
        "2, and tiles next to each other score together."),
     "C Y 1"},
    {N_("The round ends when the factories and the centre are empty. Take the last tile to line "
        "5."),
     "C K 5"},
    {N_("Round 1 is scored: each full line moved one tile to the wall, which scores 1 alone, or "
        "else the tiles of each unbroken line, across and down, that it is part of. Lines 4 and 5 "
        "keep their tiles, and each floor tile cost points.")},
    {N_("A wall row takes each colour only once: yellow can no longer go on lines 1 and 3. Take "
        "the two yellow of factory 1 to line 2."),
     "F1 Y 2"},
    {N_("The game ends after the round in which someone completes a wall row: then each full "
        "row scores 2, each column 7 and each colour placed 5 times 10. Play on against the AI; "
        "Hint shows a good move.")},
};

}  // namespace

const Lesson& azul_lesson() {
  // TRANSLATORS: the Azul lesson's card when the game is over.
  static constexpr const char* kClosing =
      N_("Well played! To vary the game, try the grey wall (More choices): there you choose "
         "the column of each tile, each colour once per row and once per column.");
  static constexpr Lesson kLesson{"azul", kScript, kSteps, "newcomer", kClosing};
  return kLesson;
}

}  // namespace azul::ui
