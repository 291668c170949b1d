// The AI's searches as jobs: a request in, a result out, both plain text, so that a search runs
// the same wherever it runs: in a Web Worker of the page (its own wasm instance, reached only by
// messages), on a native thread, or in slices of the page's own frames (the fallback). The UI
// sends jobs through ui/search/search_service.h; azul-parity runs them natively and in wasm and
// requires the same results (tests/parity).
//
// A request names the game by its record (engine/record/record.h: options, seed and actions),
// so nothing is shared with the one asking and nothing can drift:
//
//   azul-search 1
//   move                      an AI move (or the hint) for the record's last position
//   level hard                the level that plays (ai/levels.h)
//   seed 1234                 the bot's seed
//   iterations 300            optional: the budget instead of the level's (with time_ms)
//   time_ms 5000              optional
//   keep 7                    optional: the runner keeps this bot under key 7, and the next
//                             move asked with key 7 goes on with its tree (an AI seat's bot,
//                             MctsConfig::reuse_tree); the seed and level of later requests
//                             with that key are those of the first
//   record                    the record's text follows, to the end
//   azul-record 1
//   ...
//
// or, for one decision of an analysis (ai/analysis.h: DecisionSearch):
//
//   azul-search 1
//   decision 57               the move played is record.actions[57]
//   iterations 17000          the search's budget (or time_ms)
//   record
//   ...
//
// Results, one line each:
//   move <action> iterations <n> reused <n> elapsed_ms <ms> account <the bot's describe()>
//   decision <action index> best <action> played_margin <x> best_margin <x> played_value <x>
//            loss <x> label <name> margins <x> <x> ...   (no margins: the played move was
//                                                         forced, not searched)
//   error <what is wrong with the request>
// Numbers are written with 17 significant digits: they read back to the same doubles.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "ai/analysis.h"
#include "ai/bot.h"
#include "ai/budget.h"
#include "engine/core/status.h"
#include "engine/games.h"

namespace azul::ai {

struct SearchRequest {
  enum class Kind { kMove, kDecision };
  Kind kind = Kind::kMove;
  std::string level;             // kMove
  std::uint64_t seed = 0;        // kMove
  std::optional<Budget> budget;  // kMove: nullopt is the level's; kDecision: required
  std::uint64_t keep = 0;        // kMove: 0 for a bot of this request alone
  std::size_t action_index = 0;  // kDecision
  std::string record;            // the record's text
};

std::string to_text(const SearchRequest& request);
Parsed<SearchRequest> parse_search_request(std::string_view text);

// A move job's result.
struct MoveResult {
  Action action = 0;
  std::int64_t iterations = 0;     // this move's search
  std::int64_t reused_visits = 0;  // visits kept from the bot's tree of its previous move
  double elapsed_ms = 0;           // thinking time
  std::string account;             // Bot::describe(): one line for the debug panel
};
std::string to_text(const MoveResult& result);
std::optional<MoveResult> parse_move_result(std::string_view line);

// A decision job's result: DecisionSearch::review()'s numbers (the Analyser adds the rest).
std::string decision_result_text(const DecisionReview& searched);
std::optional<DecisionReview> parse_decision_result(std::string_view line);

// Runs jobs, one at a time, and keeps the bots asked to be kept between them. One runner per
// thread or worker; not thread-safe.
class SearchRunner {
 public:
  SearchRunner();
  ~SearchRunner();
  SearchRunner(const SearchRunner&) = delete;
  SearchRunner& operator=(const SearchRunner&) = delete;

  // Starts a job in place of any job running. A request that cannot run ends at once with an
  // "error ..." result.
  void begin(std::string_view request);
  // Thinks for about `budget_ms`; true once the job has its result (or there is no job).
  bool step(double budget_ms);
  // The finished job's result line, once.
  std::optional<std::string> take_result();
  // Ends the job's thinking now: its result is what it found so far (the caller's clock says
  // a time budget is used up).
  void finish();
  // Drops the job that runs (a kept bot stays, with what it searched so far).
  void cancel();
  // Drops the bot kept under `keep` (its game is over), and a job that uses it.
  void forget(std::uint64_t keep);
  bool busy() const { return job_ != nullptr; }

  // Runs `request` to its end at once and returns its result (tests, azul-parity).
  std::string run(std::string_view request);

  struct Job;  // a running job of either kind (search_runner.cpp)

 private:
  template <Game S>
  using BotOf = std::unique_ptr<Bot<S>>;

  template <Game S>
  std::unique_ptr<Job> make_job(const SearchRequest& request, const GameRecord<S>& record,
                                std::string& error);

  std::unique_ptr<Job> job_;
  std::optional<std::string> result_;
  std::map<std::uint64_t, OneOfGames<BotOf>> kept_;
};

}  // namespace azul::ai
