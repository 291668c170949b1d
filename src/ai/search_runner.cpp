#include "ai/search_runner.h"

#include <utility>

#include "ai/make_bot.h"
#include "engine/record/record.h"

namespace azul::ai {

// A running job: thinks in steps, then has its result.
struct SearchRunner::Job {
  virtual ~Job() = default;
  virtual bool step(double budget_ms) = 0;
  virtual std::string result() const = 0;
  virtual std::uint64_t keep() const { return 0; }
};

namespace {

template <Game S>
class MoveJob final : public SearchRunner::Job {
 public:
  // `bot` thinks about `state`; `owned` is the bot when this job alone uses it.
  MoveJob(Bot<S>& bot, std::unique_ptr<Bot<S>> owned, const S& state, std::uint64_t keep)
      : bot_(bot), owned_(std::move(owned)), keep_(keep) {
    bot_.start(state);
  }
  bool step(double budget_ms) override { return bot_.step(budget_ms); }
  std::string result() const override {
    const BotInfo info = bot_.info();
    return to_text(MoveResult{bot_.best_move(), info.iterations, info.reused_visits,
                              info.elapsed_ms, bot_.describe()});
  }
  std::uint64_t keep() const override { return keep_; }

 private:
  Bot<S>& bot_;
  std::unique_ptr<Bot<S>> owned_;
  std::uint64_t keep_;
};

template <Game S>
class DecisionJob final : public SearchRunner::Job {
 public:
  DecisionJob(std::uint64_t record_seed, std::size_t action_index, const S& before, Action played,
              const Budget& budget)
      : search_(record_seed, action_index, before, played, budget) {}
  bool step(double budget_ms) override { return search_.step(budget_ms); }
  std::string result() const override { return decision_result_text(search_.review()); }

 private:
  DecisionSearch<S> search_;
};

}  // namespace

SearchRunner::SearchRunner() = default;
SearchRunner::~SearchRunner() = default;

template <Game S>
std::unique_ptr<SearchRunner::Job> SearchRunner::make_job(const SearchRequest& request,
                                                          const GameRecord<S>& record,
                                                          std::string& error) {
  if (request.kind == SearchRequest::Kind::kDecision) {
    if (request.action_index >= record.actions.size()) {
      error = "the record has no action " + std::to_string(request.action_index);
      return nullptr;
    }
    const S before = replay(record, request.action_index);
    if (before.is_chance() || before.is_terminal()) {
      error = "action " + std::to_string(request.action_index) + " is not a player's move";
      return nullptr;
    }
    return std::make_unique<DecisionJob<S>>(record.seed.value_or(0), request.action_index, before,
                                            record.actions[request.action_index], *request.budget);
  }
  const S state = replay(record);
  if (state.is_chance() || state.is_terminal()) {
    error = "the record's last position is not a player's turn";
    return nullptr;
  }
  Bot<S>* kept = nullptr;
  if (request.keep != 0) {
    const auto found = kept_.find(request.keep);
    if (found != kept_.end())
      if (BotOf<S>* bot = std::get_if<BotOf<S>>(&found->second)) kept = bot->get();
  }
  if (kept) return std::make_unique<MoveJob<S>>(*kept, nullptr, state, request.keep);
  BotOf<S> bot = make_bot<S>(request.level, request.seed, request.budget);
  if (!bot) {
    error = "there is no level '" + request.level + "'";
    return nullptr;
  }
  if (request.keep == 0) return std::make_unique<MoveJob<S>>(*bot, std::move(bot), state, 0);
  Bot<S>& owned = *bot;
  kept_.insert_or_assign(request.keep, std::move(bot));
  return std::make_unique<MoveJob<S>>(owned, nullptr, state, request.keep);
}

void SearchRunner::begin(std::string_view text) {
  job_.reset();
  result_.reset();
  std::string error;
  const Parsed<SearchRequest> request = parse_search_request(text);
  if (!request.ok()) error = request.error;
  Parsed<RecordText> record =
      request.ok() ? parse_record_text(request.value->record) : Parsed<RecordText>::fail("");
  if (request.ok() && !record.ok()) error = "the request's record: " + record.error;
  if (record.ok() && !with_game(record.value->game, [&](auto tag) {
        using S = typename decltype(tag)::type;
        const Parsed<GameRecord<S>> resolved = resolve_record<S>(*record.value);
        if (!resolved.ok())
          error = "the request's record: " + resolved.error;
        else
          job_ = make_job<S>(*request.value, *resolved.value, error);
      }))
    error = "the request's record is of an unknown game '" + record.value->game + "'";
  if (!job_) result_ = "error " + error;
}

bool SearchRunner::step(double budget_ms) {
  if (!job_) return true;
  if (!job_->step(budget_ms)) return false;
  result_ = job_->result();
  job_.reset();
  return true;
}

std::optional<std::string> SearchRunner::take_result() { return std::exchange(result_, {}); }

void SearchRunner::finish() {
  if (!job_) return;
  result_ = job_->result();
  job_.reset();
}

void SearchRunner::cancel() {
  job_.reset();
  result_.reset();
}

void SearchRunner::forget(std::uint64_t keep) {
  if (job_ && job_->keep() == keep) cancel();
  kept_.erase(keep);
}

std::string SearchRunner::run(std::string_view request) {
  begin(request);
  while (!step(1e9)) {
  }
  return take_result().value_or("");
}

}  // namespace azul::ai
