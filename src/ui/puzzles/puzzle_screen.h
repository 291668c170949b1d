// PuzzleScreen: puzzles on the game's own table view in a puzzle mode, like the lesson's (not a
// second table), behind the GameScreen interface (ui/game/game_screen.h). Two kinds:
// - a game's puzzle set (ai/puzzle.h; the page loads it through ui::Host::site_file when the
//   puzzles are opened), rated: the player's puzzle rating (ui/puzzles/puzzle_progress.h) moves
//   with each first answer, the next puzzle is chosen near it and the day's puzzle is the same
//   for everyone (ui/puzzles/puzzle_choice.h), with its streak of days;
// - "learn from your mistakes": the mistakes a person made in an analysed game (ai/analysis.h's
//   labels), one by one from the game's positions (opened from the replay's analysis).
// The table shows the position; a move is tried as on the real table (clicks, the move keys,
// or the screen reader's move buttons) and is not played: the verdict comes at once on the card
// (ui/puzzles/puzzle_card.h) and the table outlines the best move and the one tried, as the
// analysis does. Then Retry, Show the solution, Next.
//
// The probe: the screen "puzzle", "puzzle-phase" (loading, failed, asking, checking, answered,
// solution, finished), "puzzle-verdict" (right, wrong), "puzzle-rating", "puzzle-id", and to play
// it "puzzle-solution" and "puzzle-other" (another legal move), as notation and, with
// "-button", as the id of the move's screen-reader button.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ai/analysis.h"
#include "engine/record/record.h"
#include "ui/game/game_screen.h"
#include "ui/host.h"

namespace azul::ui {

inline constexpr std::string_view kScreenPuzzle = "puzzle";

// Where a game's set is on the site ("puzzles/azul.txt").
inline std::string puzzle_set_path(std::string_view game) {
  return "puzzles/" + std::string(game) + ".txt";
}

// The analysis of one decision with another move played in it ("learn from your mistakes"
// checks a move that is neither the analysis's best nor the one played): a job of the AI's
// searches (ui/puzzles/mistake_check.h, made from ui/share/replay_screen.h), kept out of the
// puzzle screen, which the page compiles for size.
class MistakeCheck {
 public:
  virtual ~MistakeCheck() = default;
  // Thinks for about `budget_ms`; true once done.
  virtual bool step(double budget_ms) = 0;
  // The decision checked (valid once done).
  virtual ai::DecisionReview result() const = 0;
};
template <Game S>
using MistakeCheckMaker = std::unique_ptr<MistakeCheck> (*)(const GameRecord<S>& record,
                                                            const ai::AnalysisOptions& options);

// A game's puzzle set, its progress kept in `host`'s settings.
template <Game S>
std::unique_ptr<GameScreen> make_puzzle_screen(Host& host);

// "Learn from your mistakes": decisions `mistakes` of `review` (of the game `game`, analysed at
// `iterations` a decision), one by one; a move to check goes to `make_check`'s search. Its
// "Back to the analysis" is the result's back_to_game.
template <Game S>
std::unique_ptr<GameScreen> make_mistakes_screen(const NewGameSetup& setup, GameRecord<S> game,
                                                 std::vector<SeatSetup> seats,
                                                 ai::GameReview review, std::int64_t iterations,
                                                 std::vector<std::size_t> mistakes,
                                                 MistakeCheckMaker<S> make_check);

}  // namespace azul::ui
