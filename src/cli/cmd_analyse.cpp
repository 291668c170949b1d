// azul-cli analyse FILE|- [--json] [--budget 'iterations N'|'time MS'] [--seats 1,2]
// [--threads N]: every decision of a recorded game checked by the AI (ai/analysis.h): the move
// played and the search's best move, the expected final margin of each, the points lost and the
// label, then per seat the accuracy, the inaccuracies, mistakes and blunders and the three
// biggest losses. With --json one object per decision and one per seat, one per line. The
// decisions are searched on N threads at once (default: every core); the same record always
// prints the same numbers, however many threads, unless the budget is a time per decision (then
// the machine's speed decides how deep it looks).
#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "ai/analysis.h"
#include "ai/levels.h"
#include "cli/args.h"
#include "cli/command.h"
#include "cli/files.h"
#include "cli/json.h"
#include "engine/games.h"
#include "engine/record/record.h"

namespace azul::cli {
namespace {

std::string fixed(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f", value);
  return text;
}

void print_decision(const ai::DecisionReview& d, bool json) {
  const std::string& played = d.played_text;
  const std::string& best = d.best_text;
  if (json) {
    JsonWriter w;
    w.begin_object();
    w.key("move").value(static_cast<int>(d.move_number));
    w.key("action").value(static_cast<int>(d.action_index));
    w.key("seat").value(d.seat + 1);
    w.key("round").value(d.round);
    w.key("played").value(played);
    w.key("best").value(best);
    w.key("played_margin").raw(fixed(d.played_margin));
    w.key("best_margin").raw(fixed(d.best_margin));
    w.key("played_value").raw(fixed(d.played_value));
    w.key("loss").raw(fixed(d.loss));
    w.key("label").value(ai::label_name(d.label));
    w.key("margins").begin_array();
    for (double m : d.margins) w.raw(fixed(m));
    w.end_array();
    w.end_object();
    std::printf("%s\n", w.text().c_str());
    return;
  }
  std::printf("%4zu  P%d  R%d  %-24s best %-24s margin %+6.1f (best %+6.1f)  loss %4.1f  %s\n",
              d.move_number, d.seat + 1, d.round, played.c_str(), best.c_str(), d.played_margin,
              d.best_margin, d.loss, ai::label_name(d.label));
}

std::string count(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

void print_seat(const ai::GameReview& review, const ai::SeatReview& s, bool json) {
  if (s.decisions == 0) return;
  if (json) {
    JsonWriter w;
    w.begin_object();
    w.key("seat").value(s.seat + 1);
    w.key("decisions").value(s.decisions);
    w.key("accuracy").raw(fixed(s.accuracy));
    w.key("inaccuracies").value(s.inaccuracies);
    w.key("mistakes").value(s.mistakes);
    w.key("blunders").value(s.blunders);
    w.key("biggest_losses").begin_array();
    for (std::size_t i : s.biggest_losses)
      w.value(static_cast<int>(review.decisions[i].move_number));
    w.end_array();
    w.end_object();
    std::printf("%s\n", w.text().c_str());
    return;
  }
  std::printf("P%d: accuracy %.0f%% of %s, %s, %s, %s", s.seat + 1, 100.0 * s.accuracy,
              count(s.decisions, "move", "moves").c_str(),
              count(s.inaccuracies, "inaccuracy", "inaccuracies").c_str(),
              count(s.mistakes, "mistake", "mistakes").c_str(),
              count(s.blunders, "blunder", "blunders").c_str());
  if (!s.biggest_losses.empty()) {
    std::printf("; biggest losses:");
    for (std::size_t i : s.biggest_losses)
      std::printf(" move %zu (%.1f)", review.decisions[i].move_number, review.decisions[i].loss);
  }
  std::printf("\n");
}

int threads_of(const Args& args) {
  const int cores = std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
  if (!args.has("threads")) return cores;
  const std::string text = args.get("threads", "");
  char* end = nullptr;
  const long n = std::strtol(text.c_str(), &end, 10);
  if (text.empty() || *end != '\0' || n < 1 || n > 256)
    throw UsageError("--threads: '" + text + "' is not a number of threads from 1 to 256");
  return static_cast<int>(n);
}

// Searches the analyser's decisions on `threads` threads, each taking the next decision not
// yet taken, and hands each result to the analyser on this thread, calling `reviewed()` after.
template <Game S, class Reviewed>
void search_on_threads(ai::Analyser<S>& analyser, int threads, Reviewed reviewed) {
  const std::vector<std::size_t> decisions = analyser.remaining();
  std::atomic<std::size_t> next{0};
  std::mutex mutex;
  std::condition_variable arrived;
  std::vector<ai::DecisionReview> results;
  std::vector<std::jthread> workers;
  for (int t = 0; t < std::min<int>(threads, static_cast<int>(decisions.size())); ++t)
    workers.emplace_back([&] {
      for (std::size_t i; (i = next++) < decisions.size();) {
        const auto search = analyser.search(decisions[i]);
        while (!search->step(1e9)) {
        }
        const std::lock_guard lock(mutex);
        results.push_back(search->review());
        arrived.notify_one();
      }
    });
  reviewed();
  for (std::size_t taken = 0; taken < decisions.size();) {
    std::vector<ai::DecisionReview> batch;
    {
      std::unique_lock lock(mutex);
      arrived.wait(lock, [&] { return !results.empty(); });
      batch.swap(results);
    }
    for (const ai::DecisionReview& d : batch) analyser.add(d);
    taken += batch.size();
    reviewed();
  }
}

template <Game S>
int analyse(const RecordText& text, const Args& args) {
  auto parsed = resolve_record<S>(text);
  if (!parsed.ok()) throw std::runtime_error(parsed.error);
  const GameRecord<S>& record = *parsed.value;
  ai::AnalysisOptions options;
  if (args.has("budget")) {
    const ai::ParsedBudget p = ai::parse_budget(args.get("budget", ""));
    if (!p.budget) throw UsageError("--budget: " + p.error);
    if (p.budget->iterations) options.iterations = *p.budget->iterations;
    if (p.budget->time_ms) {
      options.time_ms = *p.budget->time_ms;
      std::fprintf(stderr,
                   "analyse: a time budget makes the review depend on this machine's speed; "
                   "'iterations N' gives the same review everywhere\n");
    }
  }
  const int players = S(record.options).num_players();
  for (const std::string& seat : args.get_list("seats")) {
    char* end = nullptr;
    const long n = std::strtol(seat.c_str(), &end, 10);
    if (seat.empty() || *end != '\0' || n < 1 || n > players)
      throw UsageError("--seats: '" + seat + "' is not a seat from 1 to " +
                       std::to_string(players));
    options.seats.push_back(static_cast<int>(n - 1));
  }
  const bool json = args.has("json");
  ai::Analyser<S> analyser(record, options);
  std::size_t printed = 0;
  search_on_threads(analyser, threads_of(args), [&] {  // each decision as soon as it is reviewed
    const ai::GameReview& review = analyser.review();
    for (; printed < review.decisions.size(); ++printed) {
      print_decision(review.decisions[printed], json);
      std::fflush(stdout);
    }
  });
  const ai::GameReview& review = analyser.review();
  for (const ai::SeatReview& s : review.seats) print_seat(review, s, json);
  return 0;
}

int run_analyse(const std::vector<std::string>& words) {
  Args args(words, {"budget", "seats", "threads"}, {"json"});
  if (args.positional().size() != 1) throw UsageError("give one record FILE (or - for stdin)");
  const std::string content = read_text_file(args.positional()[0]);
  auto text = parse_record_text(content);
  if (!text.ok()) throw std::runtime_error(text.error);
  int status = 0;
  if (!with_game(text.value->game, [&](auto tag) {
        status = analyse<typename decltype(tag)::type>(*text.value, args);
      }))
    throw std::runtime_error("unknown game '" + text.value->game + "'");
  return status;
}

}  // namespace

AZUL_CLI_COMMAND(
    analyse,
    "analyse FILE|- [--json] [--budget 'iterations N'|'time MS'] [--seats 1,2] [--threads N]",
    "every move of a record checked by the AI: losses, labels, accuracy", run_analyse);

}  // namespace azul::cli
