// azul-parity: the engine's native/wasm parity probe. Built natively and with Emscripten (run
// under node); tests/parity/run.sh runs both and requires identical output.
//   azul-parity games N     plays N seeded random games per game x players x option set and
//                           prints each record, final state dump, scores and the share link
//   azul-parity replay FILE...  replays records and prints every intermediate state's scores
//                           and the final dump
//   azul-parity bench SECONDS   random-playout games/s and the AI's search iterations/s per
//                           game (2 players): hard's and max's search on a game's first
//                           position, for the wasm/native speed ratios
//   azul-parity analysis-speed FILE...  each record's whole analysis at the page's budget: its
//                           seconds and iterations/s on one thread (the page's analysis does the
//                           same work in its workers)
//   azul-parity analyse FILE...  the AI's review (ai/analysis.h) of each record's first moves
//                           at a small budget: best moves, margins, losses and labels
//   azul-parity search FILE...   the AI's searches as the page's Web Workers run them
//                           (ai/search_runner.h): each record's first moves as AI seats with
//                           kept bots would choose them, the hint's, and decision jobs in
//                           reverse order, their results as the workers send them
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <type_traits>

#include "ai/analysis.h"
#include "ai/make_bot.h"
#include "ai/search_runner.h"
#include "engine/core/playout.h"
#include "engine/games.h"
#include "engine/record/link.h"
#include "engine/record/record.h"

namespace azul {
namespace {

std::uint64_t fnv1a(const std::string& text, std::uint64_t hash = 1469598103934665603ULL) {
  for (unsigned char c : text) hash = (hash ^ c) * 1099511628211ULL;
  return hash;
}

template <Game S>
void play_games(int games) {
  for (int players = 2; players <= kMaxPlayers; ++players) {
    for (int g = 0; g < games; ++g) {
      OptionPairs pairs = typename S::Options{}.to_pairs();
      for (auto& [key, value] : pairs) {
        if (key == "players") value = std::to_string(players);
        if (key == "start") value = std::to_string(1 + g % players);
        if (g % 2 && key == "side") value = "monochrome";
        if (g % 2 && key == "wall") value = "grey";
        if (g % 3 == 2 && key == "floor") value = "0";
      }
      const auto options = *S::Options::from_pairs(pairs).value;
      const std::uint64_t seed = 1000u * players + g;
      Rng rng(seed);
      S state(options);
      GameRecord<S> record{options, seed, {}};
      std::uint64_t state_hash = 0;
      while (!state.is_terminal()) {
        const Action a = state.is_chance() ? sample_chance(state, rng) : random_move(state, rng);
        state.apply_unchecked(a);
        record.actions.push_back(a);
        state_hash = fnv1a(state.to_string(), state_hash);
      }
      std::printf("== %s players=%d game=%d seed=%llu states=%016llx\n%s%s",
                  std::string(S::kName).c_str(), players, g, static_cast<unsigned long long>(seed),
                  static_cast<unsigned long long>(state_hash), print_record(record).c_str(),
                  state.to_string().c_str());
      for (int p = 0; p < players; ++p) std::printf("score %d %d\n", p + 1, state.score(p));
      std::printf("link %s\n", encode_link(record).c_str());
    }
  }
}

// Reads the record in `path` and calls use(record) with it as its game's GameRecord; a file that
// does not parse prints why. Returns 0, or 1 when the record could not be read.
template <class Use>
int with_record_file(const char* path, Use use) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  auto split = parse_record_text(text.str());
  if (!split.ok()) {
    std::printf("%s: %s\n", path, split.error.c_str());
    return 1;
  }
  int status = 0;
  with_game(split.value->game, [&](auto tag) {
    using S = typename decltype(tag)::type;
    auto record = resolve_record<S>(*split.value);
    if (!record.ok()) {
      std::printf("%s: %s\n", path, record.error.c_str());
      status = 1;
      return;
    }
    use(*record.value);
  });
  return status;
}

int replay_file(const char* path) {
  return with_record_file(path, [&](const auto& record) {
    using S = typename std::decay_t<decltype(record)>::State;
    S state(record.options);
    std::printf("== %s\n", path);
    for (Action a : record.actions) {
      state.apply_unchecked(a);
      std::printf("%u:", static_cast<unsigned>(a));
      for (int p = 0; p < state.num_players(); ++p) std::printf(" %d", state.score(p));
      std::printf("\n");
    }
    std::printf("%s", state.to_string().c_str());
  });
}

// The review of a record's first kAnalysedActions actions with kAnalysisIterations per move.
constexpr std::size_t kAnalysedActions = 40;
constexpr std::int64_t kAnalysisIterations = 300;

int analyse_file(const char* path) {
  return with_record_file(path, [&](const auto& record) {
    using S = typename std::decay_t<decltype(record)>::State;
    GameRecord<S> start = record;
    start.actions.resize(std::min(start.actions.size(), kAnalysedActions));
    ai::Analyser<S> analyser(start, ai::AnalysisOptions{kAnalysisIterations, {}});
    while (!analyser.step(1000.0)) {
    }
    std::printf("== analyse %s\n", path);
    for (const ai::DecisionReview& d : analyser.review().decisions) {
      std::printf("%zu P%d best %u margin %.6f best %.6f loss %.6f %s seats", d.move_number,
                  d.seat + 1, static_cast<unsigned>(d.best), d.played_margin, d.best_margin, d.loss,
                  ai::label_name(d.label));
      for (double m : d.margins) std::printf(" %.6f", m);
      std::printf("\n");
    }
  });
}

// The move jobs and decision jobs of a record's first kSearchedMoves moves, run by one runner as
// a worker runs them. The time a move took is left out: only it differs.
constexpr int kSearchedMoves = 10;
constexpr std::int64_t kSearchIterations = 300;

int search_file(const char* path) {
  return with_record_file(path, [&](const auto& record) {
    using S = typename std::decay_t<decltype(record)>::State;
    std::printf("== search %s\n", path);
    ai::SearchRunner runner;
    GameRecord<S> prefix = record;
    prefix.actions.clear();
    S state(record.options);
    int moves = 0;
    for (std::size_t k = 0; k < record.actions.size() && moves < kSearchedMoves; ++k) {
      if (!state.is_chance()) {
        ++moves;
        ai::SearchRequest request;
        request.seed = 1000 + k;
        request.budget = ai::Budget::iters(kSearchIterations);
        request.record = print_record(prefix);
        for (const auto& [level, keep] : {std::pair{"hard", 1 + state.current_player()},
                                          std::pair{"medium", 0}}) {  // a seat's, the hint's
          request.level = level;
          request.keep = static_cast<std::uint64_t>(keep);
          const std::optional<ai::MoveResult> move =
              ai::parse_move_result(runner.run(ai::to_text(request)));
          if (!move) return;
          std::printf("%zu %s move %u iterations %lld reused %lld\n", k, level,
                      static_cast<unsigned>(move->action), static_cast<long long>(move->iterations),
                      static_cast<long long>(move->reused_visits));
        }
      }
      state.apply_unchecked(record.actions[k]);
      prefix.actions.push_back(record.actions[k]);
    }
    ai::Analyser<S> analyser(prefix, ai::AnalysisOptions{kSearchIterations, {}, {}});
    std::vector<std::size_t> decisions = analyser.remaining();
    std::reverse(decisions.begin(), decisions.end());
    for (const std::size_t action : decisions) {
      ai::SearchRequest request;
      request.kind = ai::SearchRequest::Kind::kDecision;
      request.action_index = action;
      request.budget = analyser.budget();
      request.record = print_record(prefix);
      std::printf("%s\n", runner.run(ai::to_text(request)).c_str());
    }
  });
}

template <Game S>
void bench(double seconds) {
  OptionPairs pairs = typename S::Options{}.to_pairs();
  const S initial(*S::Options::from_pairs(pairs).value);
  Rng rng(7);
  long games = 0;
  const auto start = std::chrono::steady_clock::now();
  double elapsed = 0;
  do {
    for (int i = 0; i < 32; ++i, ++games) {
      S state = initial;
      random_playout(state, rng);
    }
    elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  } while (elapsed < seconds);
  std::printf("bench %s %.0f games/s\n", std::string(S::kName).c_str(), games / elapsed);

  // The AI's search speed on the first position of a game (its deal drawn), iterations per
  // second of thinking: hard's search settings (what a level's iteration budget costs), and the
  // max level's own (what its seconds buy).
  S dealt = initial;
  while (dealt.is_chance()) dealt.apply_unchecked(sample_chance(dealt, rng));
  for (const char* level : {"hard", "max"}) {
    const ai::MctsConfig config = std::string_view(level) == "hard"
                                      ? ai::Knowledge<S>::search_config()
                                      : ai::search_level<S>(level)->config;
    ai::MctsBot<S> bot("bench", config, ai::Budget::iters(1 << 30), 7);
    bot.start(dealt);
    const auto search_start = std::chrono::steady_clock::now();
    double searched = 0;
    while (searched < seconds) {
      bot.step(50.0);
      searched =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - search_start).count();
    }
    std::printf("bench %s %s %.0f iterations/s\n", std::string(S::kName).c_str(),
                std::string_view(level) == "hard" ? "search" : "max search",
                static_cast<double>(bot.info().iterations) / searched);
  }
}

// A record's whole analysis at the default budget, timed.
int analysis_speed(const char* path) {
  return with_record_file(path, [&](const auto& record) {
    using S = typename std::decay_t<decltype(record)>::State;
    ai::Analyser<S> analyser(record, ai::AnalysisOptions{});
    const auto start = std::chrono::steady_clock::now();
    while (!analyser.step(1000.0)) {
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const double iterations = static_cast<double>(analyser.total() * analyser.iterations());
    std::printf("analysis %s %zu decisions %.0f iterations %.1f s %.0f iterations/s\n", path,
                analyser.total(), iterations, seconds, iterations / seconds);
  });
}

}  // namespace
}  // namespace azul

int main(int argc, char** argv) {
  using namespace azul;
  const std::string mode = argc > 1 ? argv[1] : "";
  if (mode == "games" && argc == 3) {
    const int games = std::atoi(argv[2]);
    for_each_game([&](auto tag) { play_games<typename decltype(tag)::type>(games); });
    return 0;
  }
  if (mode == "replay" && argc >= 3) {
    int status = 0;
    for (int i = 2; i < argc; ++i) status |= replay_file(argv[i]);
    return status;
  }
  if (mode == "analyse" && argc >= 3) {
    int status = 0;
    for (int i = 2; i < argc; ++i) status |= analyse_file(argv[i]);
    return status;
  }
  if (mode == "analysis-speed" && argc >= 3) {
    int status = 0;
    for (int i = 2; i < argc; ++i) status |= analysis_speed(argv[i]);
    return status;
  }
  if (mode == "search" && argc >= 3) {
    int status = 0;
    for (int i = 2; i < argc; ++i) status |= search_file(argv[i]);
    return status;
  }
  if (mode == "bench" && argc == 3) {
    const double seconds = std::atof(argv[2]);
    for_each_game([&](auto tag) { bench<typename decltype(tag)::type>(seconds); });
    return 0;
  }
  std::fprintf(stderr,
               "usage: azul-parity games N | replay FILE... | analyse FILE... | search FILE... | "
               "bench SECONDS | analysis-speed FILE...\n");
  return 2;
}
