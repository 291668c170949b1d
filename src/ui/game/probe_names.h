// The names the game screens record in the WidgetProbe (ui/widget_probe.h), which browser
// tests read through Module.azulProbe(). Table targets ("target:...") and the value "table"
// come from the table views (ui/game/table_view.h).
//
// Values:
//   screen        "title" | "new-game" | "game" | "game-over"
//   game          "pavilion" | "azul"
//   turn          "human" (a human seat may click) | "ai" (a bot is thinking or waiting) |
//                 "chance" (tiles are being drawn) | "over"
//   scores        the engine's scores, seat order, comma-separated ("12,7")
//   final_scores  on the end screen: the scores exactly as drawn there, comma-separated
//   winners       on the end screen: the winning seats, 1-based, comma-separated
//   legal_count   how many legal moves the human to move has (0 when none)
//   seed          the game's seed; round: the round number; players: the number of seats
//   overlay       the open panel over the game ("none", "menu", "rules", "settings", "log",
//                 "scores", "debug")
//   hint          the hinted move's notation once a hint is shown
//   settling      "1" while the table still tells the last change (a round's scoring story):
//                 the game waits for it, and a tap on the table skips it
//   scoring       the round whose end the table tells (its scoring story): the top bar says
//                 "Round N · scoring", and the next round is not dealt yet
//   viewing       while an earlier position is shown (from the move log): its action count
//   zoom          the text size in percent
//   ai_iterations, ai_think_ms   the AI seats' search iterations in this game screen and the
//                 wall-clock milliseconds they thought (their ratio: the page's search speed)
//
// Widgets (buttons unless named otherwise):
//   card:<game id>       title screen: choose the game, which opens its new-game screen
//   button:new-game      menu / end screen: open the new-game screen
//   button:back          new-game screen: back to the title
//   button:start         new-game screen: start the game
//   button:game:<id>     new-game screen: choose the game
//   button:players:-/+   new-game screen: fewer / more players
//   button:seat:<n>:human / button:seat:<n>:ai   who plays seat n (1-based)
//   button:level:<n>:-/+ new-game screen: weaker / stronger AI for seat n
//   button:side:<coloured|monochrome>, button:floor:<1|0>, button:wilds:<standard|random|
//   custom>, button:wild:<round> (custom order), button:wall:<coloured|grey>,
//   button:start-seat:<random|1..4>   the game's options
//   button:seed          new-game screen: draw a new random seed; text:seed shows it
//   button:menu          game screen: open the menu
//   button:undo          game screen: take back the last human move (and the AI replies)
//   button:hint          game screen: ask the AI for a move
//   button:close         any open panel: close it
//   button:continue, button:rules, button:settings, button:log, button:scores,
//   button:debug (native builds), button:title   menu entries
//   button:view-previous / button:view-next / button:back-to-game   stepping through
//                        earlier positions opened from the move log
//   button:rematch       end screen: same seats and options, new seed
//   button:replay        end screen: same seats, options and seed
//   button:show-table    end screen: hide the end panel to look at the final table;
//                        button:results (top bar) shows it again
//   text:final-score:<n> end screen: the drawn line with seat n's final score
//   button:analyse       end screen, menu and replay bar: analyse the game (a replay opens)
//   button:analysis-cancel, button:analysis-summary (narrow screens),
//   button:analysis-loss:<seat>:<rank> (a biggest loss: show its move),
//   button:analysis-back (back to the game the analysis was opened from), analysis-graph
//   (the evaluation graph: a tap at x shows the move there), values analysis (off, running,
//   done), analysis-progress ("12/50"), analysis-move ("<move number>:<label>" of the move
//   shown), hint-drawn / played-drawn (the targets the better and the played move outline)
//   setting:animation:<off|fast|normal|slow>, setting:pacing:<instant|fast|normal|slow>,
//   setting:colour-blind, setting:high-contrast, setting:auto-forced,
//   setting:zoom:-/+     the settings panel
//   button:send-link / button:send-again   a link game's "Send to Pn", and "Send again"
//                        once it is sent (ui/share/link_play.h)
//   button:seat-choice:<n> / button:seat-choice:watch   the seat question of a link game
//   button:open-separate / button:keep-mine   a link game's link that went differently
#pragma once

#include <string_view>

namespace azul::ui::probe_names {

inline constexpr std::string_view kScreen = "screen";
inline constexpr std::string_view kGame = "game";
inline constexpr std::string_view kTurn = "turn";
inline constexpr std::string_view kScores = "scores";
inline constexpr std::string_view kFinalScores = "final_scores";
inline constexpr std::string_view kWinners = "winners";
inline constexpr std::string_view kLegalCount = "legal_count";
inline constexpr std::string_view kSeed = "seed";
inline constexpr std::string_view kRound = "round";
inline constexpr std::string_view kPlayers = "players";
inline constexpr std::string_view kOverlay = "overlay";
inline constexpr std::string_view kHint = "hint";
inline constexpr std::string_view kSettling = "settling";
inline constexpr std::string_view kScoring = "scoring";
inline constexpr std::string_view kAiIterations = "ai_iterations";
inline constexpr std::string_view kAiThinkMs = "ai_think_ms";
// Play by link (ui/share/link_play.h): link_turn_name(), this device's seats ("1"), and the
// number of actions in the record (so that tests can tell a rolled-back game).
inline constexpr std::string_view kLinkTurn = "link_turn";
inline constexpr std::string_view kLinkSeats = "link_seats";
inline constexpr std::string_view kActions = "actions";

inline constexpr std::string_view kScreenTitle = "title";
inline constexpr std::string_view kScreenNewGame = "new-game";
inline constexpr std::string_view kScreenGame = "game";
inline constexpr std::string_view kScreenGameOver = "game-over";

inline constexpr std::string_view kTurnHuman = "human";
inline constexpr std::string_view kTurnAi = "ai";
inline constexpr std::string_view kTurnFriend = "friend";  // a friend's seat, by link
inline constexpr std::string_view kTurnChance = "chance";
inline constexpr std::string_view kTurnOver = "over";

}  // namespace azul::ui::probe_names
