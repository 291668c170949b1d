#include "ui/progress/statistics.h"

#include <algorithm>
#include <tuple>

#include "ai/levels.h"

namespace azul::ui {
namespace {

// The position of a level in the ladder (people last).
int level_order(std::string_view level) {
  if (level.empty()) return 1 << 20;
  const std::vector<ai::LevelInfo>& levels = ai::bot_levels();
  for (std::size_t i = 0; i < levels.size(); ++i)
    if (levels[i].name == level) return static_cast<int>(i);
  return 1 << 19;
}

void add_opponent(std::vector<OpponentTally>& opponents, const std::string& level, double score) {
  auto it = std::find_if(opponents.begin(), opponents.end(),
                         [&](const OpponentTally& o) { return o.level == level; });
  if (it == opponents.end()) it = opponents.insert(opponents.end(), OpponentTally{level, {}});
  it->tally.add(score);
}

double outcome_score(Outcome outcome) {
  return outcome == Outcome::kWin ? 1.0 : outcome == Outcome::kDraw ? 0.5 : 0.0;
}

}  // namespace

bool passes(const GameResult& result, const ResultFilter& filter) {
  return result.game == filter.game &&
         (filter.players == 0 || result.players() == filter.players) &&
         result.ended_ms >= filter.since_ms;
}

double Tally::win_share() const { return games ? (wins + 0.5 * draws) / games : 0.0; }

void Tally::add(double score) {
  ++games;
  if (score >= 1.0)
    ++wins;
  else if (score > 0.0)
    ++draws;
  else
    ++losses;
}

Statistics compute_statistics(std::span<const GameResult> results, const ResultFilter& filter) {
  std::vector<const GameResult*> chosen;
  for (const GameResult& result : results)
    if (passes(result, filter)) chosen.push_back(&result);
  std::sort(chosen.begin(), chosen.end(), [](const GameResult* a, const GameResult* b) {
    return std::tie(a->ended_ms, a->id) < std::tie(b->ended_ms, b->id);
  });
  Statistics stats;
  if (chosen.empty()) return stats;
  long long score_sum = 0;
  long long margin_sum = 0;
  std::vector<double> round_sums;
  std::vector<int> round_games;
  int accuracy_sum = 0;
  int streak = 0;
  for (const GameResult* r : chosen) {
    const Outcome outcome = outcome_of(*r);
    stats.overall.add(outcome_score(outcome));
    if (r->players() <= kMaxPlayers) stats.by_players[r->players()].add(outcome_score(outcome));
    for (int seat = 0; seat < r->players(); ++seat) {
      if (seat == r->me) continue;
      const ai::SeatSetup& setup = r->seats[static_cast<std::size_t>(seat)];
      add_opponent(stats.opponents, setup.is_ai() ? setup.level : "", score_against(*r, seat));
    }
    const int mine = r->scores[static_cast<std::size_t>(r->me)];
    score_sum += mine;
    margin_sum += mine - r->best_other_score();
    if (stats.best_game.empty() || mine > stats.best_score) {
      stats.best_score = mine;
      stats.best_game = r->id;
    }
    if (round_sums.size() < r->round_points.size()) {
      round_sums.resize(r->round_points.size(), 0.0);
      round_games.resize(r->round_points.size(), 0);
    }
    for (std::size_t i = 0; i < r->round_points.size(); ++i) {
      round_sums[i] += r->round_points[i];
      ++round_games[i];
    }
    for (const auto& point : r->points) {
      const std::string& category = point.first;  // a name of its own: the lambda captures it
      auto it = std::find_if(stats.categories.begin(), stats.categories.end(),
                             [&](const CategoryAverage& c) { return c.category == category; });
      if (it == stats.categories.end())
        it = stats.categories.insert(stats.categories.end(), CategoryAverage{category, 0.0});
      it->per_game += point.second;
    }
    if (r->accuracy) {
      ++stats.analysed;
      accuracy_sum += *r->accuracy;
    }
    if (outcome == Outcome::kWin)
      streak = streak > 0 ? streak + 1 : 1;
    else if (outcome == Outcome::kLoss)
      streak = streak < 0 ? streak - 1 : -1;
    else
      streak = 0;
    stats.best_streak = std::max(stats.best_streak, streak);
  }
  const double games = static_cast<double>(chosen.size());
  stats.average_score = static_cast<double>(score_sum) / games;
  stats.average_margin = static_cast<double>(margin_sum) / games;
  for (std::size_t i = 0; i < round_sums.size(); ++i)
    stats.points_per_round.push_back(round_sums[i] / round_games[i]);
  for (CategoryAverage& category : stats.categories) category.per_game /= games;
  if (stats.analysed) stats.average_accuracy = static_cast<double>(accuracy_sum) / stats.analysed;
  stats.current_streak = streak;
  std::stable_sort(stats.opponents.begin(), stats.opponents.end(),
                   [](const OpponentTally& a, const OpponentTally& b) {
                     return level_order(a.level) < level_order(b.level);
                   });
  const std::size_t first = chosen.size() > kLastScores ? chosen.size() - kLastScores : 0;
  for (std::size_t i = first; i < chosen.size(); ++i)
    stats.last_scores.push_back({chosen[i]->ended_ms,
                                 chosen[i]->scores[static_cast<std::size_t>(chosen[i]->me)],
                                 chosen[i]->best_other_score()});
  return stats;
}

}  // namespace azul::ui
