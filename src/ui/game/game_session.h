// GameSession<S>: one game being played or replayed, independent of how it is drawn.
//
// It owns the game record (options, seed, every action: moves and drawn tiles) and the
// position after each action, so that undo, "view position k" (replay stepping) and sharing
// are cheap. Chance is resolved here, never in the views: the n-th tile drawn in a game is
// chosen by Rng(seed ^ mix(n)) among the tiles in the bag at that moment (azul::sample_chance),
// so replaying the same moves after an undo draws exactly the same tiles (undo never re-rolls),
// and a record loaded from a link or a save continues with its own recorded draws first.
//
// Undo takes back the most recent move of a human seat together with everything that
// followed it (AI replies and draws), so against AI one press returns to the human's previous
// decision. A hook runs after every applied action and every undo (autosave, URL hash).
//
// In a link game (a friend's seat plays at another device, ai/seats.h) the actions that have
// travelled by link (the game as it arrived, or as it was sent) are shared: undo never takes
// them back, so only my own moves since the game last arrived, and before I send it, can be
// undone. A lesson (ui/learn) keeps its guided moves the same way (set_undo_floor()).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "ai/seats.h"
#include "engine/core/game.h"
#include "engine/core/playout.h"
#include "engine/core/rng.h"
#include "engine/record/record.h"

namespace azul::ui {

// Who plays a seat: a person at this device, or a bot of a level (ai/seats.h).
using ai::SeatSetup;

// Spreads a draw number over 64 bits so that Rng(seed ^ mix(n)) differ for neighbouring n.
constexpr std::uint64_t mix_draw_index(std::uint64_t n) {
  std::uint64_t z = (n + 1) * 0x9e3779b97f4a7c15ULL;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

template <Game S>
class GameSession {
 public:
  using Hook = std::function<void(const GameSession&)>;

  // A session from a record: its actions are replayed (they must be legal in turn, as a
  // resolved record's are); play continues from the end. `seats` has one entry per player.
  // `shared`: how many of its actions have travelled by link (a link game's; at most all).
  GameSession(GameRecord<S> record, std::vector<SeatSetup> seats, std::size_t shared = 0)
      : record_(std::move(record)), seats_(std::move(seats)) {
    if (!record_.seed) record_.seed = 0;
    seats_.resize(static_cast<std::size_t>(S(record_.options).num_players()));
    positions_.reserve(record_.actions.size() + 1);
    positions_.emplace_back(record_.options);
    for (Action a : record_.actions) {
      S next = positions_.back();
      next.apply_unchecked(a);
      if (positions_.back().is_chance()) ++draws_;
      positions_.push_back(std::move(next));
    }
    shared_ = std::min(shared, record_.actions.size());
  }

  const S& state() const { return positions_.back(); }
  const GameRecord<S>& record() const { return record_; }
  std::uint64_t seed() const { return *record_.seed; }
  const std::vector<SeatSetup>& seats() const { return seats_; }
  int num_players() const { return state().num_players(); }
  bool is_human(int seat) const {
    return seat >= 0 && seat < static_cast<int>(seats_.size()) && seats_[seat].human;
  }
  int human_count() const {
    int n = 0;
    for (const auto& seat : seats_) n += seat.human ? 1 : 0;
    return n;
  }
  // A seat played by a friend at another device (its moves arrive by link).
  bool is_friend(int seat) const {
    return seat >= 0 && seat < static_cast<int>(seats_.size()) && seats_[seat].by_link;
  }
  bool is_link_game() const { return ai::is_link_game(seats_); }

  // The actions that have travelled by link (see the header comment), and marking all of them
  // so once the game is sent.
  std::size_t shared_count() const { return shared_; }
  void mark_shared() { shared_ = record_.actions.size(); }
  // A link game waits for this device to send it: something happened here since the game last
  // travelled, and a friend is to move next (or the game is over).
  bool awaiting_send() const {
    if (!is_link_game() || shared_ >= record_.actions.size()) return false;
    return state().is_terminal() || is_friend(state().current_player());
  }

  // The human seat drawn nearest the viewer: the first human seat, else seat 0.
  int home_seat() const {
    for (int seat = 0; seat < static_cast<int>(seats_.size()); ++seat)
      if (seats_[seat].human) return seat;
    return 0;
  }

  // The number of actions played, and the position after the first k of them (k <= count).
  std::size_t action_count() const { return record_.actions.size(); }
  const S& position(std::size_t k) const { return positions_[k]; }
  // The seat that played action k (kChancePlayer for a draw).
  int actor(std::size_t k) const { return positions_[k].current_player(); }
  // The last move a player made among the first k actions (draws skipped) and its seat, for the
  // table's "last move" marks; none and -1 before the first.
  std::pair<std::optional<Action>, int> last_move(std::size_t k) const {
    while (k-- > 0)
      if (actor(k) >= 0) return {record_.actions[k], actor(k)};
    return {std::nullopt, -1};
  }

  // Draws one tile at a chance node (deterministic for the seed and the draw number).
  void play_chance() {
    if (!state().is_chance()) return;
    Rng rng(seed() ^ mix_draw_index(draws_));
    append(sample_chance(state(), rng));
  }
  // Draws until a player must decide or the game is over.
  void resolve_chance() {
    while (state().is_chance()) play_chance();
  }
  // A chosen draw at a chance node (a lesson's prepared deal); false, changing nothing, when
  // no tile is to be drawn or that one cannot be.
  bool draw(Action tile) {
    if (!state().is_chance() || !state().is_legal(tile)) return false;
    append(tile);
    return true;
  }

  // Checked: an illegal action changes nothing and says why.
  Status play(Action action) {
    if (state().is_chance() || state().is_terminal()) return Status::error("no player to move");
    if (!state().is_legal(action)) {
      S copy = state();
      return copy.apply(action);  // the engine names the reason; the copy is discarded
    }
    append(action);
    return {};
  }

  // Whether some human move can be taken back.
  bool can_undo() const { return last_human_action() != kNone; }
  // Takes back the last human move and everything after it. Returns false if there is none.
  bool undo() {
    const std::size_t k = last_human_action();
    if (k == kNone) return false;
    truncate(k);
    return true;
  }
  // Cuts the game back to its first k actions (k <= action_count()).
  void truncate(std::size_t k) {
    shared_ = std::min(shared_, k);
    while (record_.actions.size() > k) {
      record_.actions.pop_back();
      positions_.pop_back();
      if (positions_.back().is_chance()) --draws_;
    }
    notify();
  }

  // Undo never takes back any of the first `count` actions (a lesson's guided part).
  void set_undo_floor(std::size_t count) { undo_floor_ = count; }

  void set_hook(Hook hook) { hook_ = std::move(hook); }

 private:
  static constexpr std::size_t kNone = static_cast<std::size_t>(-1);

  std::size_t last_human_action() const {
    for (std::size_t k = record_.actions.size(); k-- > std::max(shared_, undo_floor_);) {
      const int seat = positions_[k].current_player();
      if (seat >= 0 && is_human(seat)) return k;
    }
    return kNone;
  }

  void append(Action action) {
    S next = state();
    next.apply_unchecked(action);
    if (state().is_chance()) ++draws_;
    record_.actions.push_back(action);
    positions_.push_back(std::move(next));
    notify();
  }
  void notify() {
    if (hook_) hook_(*this);
  }

  GameRecord<S> record_;
  std::vector<SeatSetup> seats_;
  std::vector<S> positions_;    // positions_[k]: after the first k actions
  std::uint64_t draws_ = 0;     // chance actions in the record
  std::size_t shared_ = 0;      // actions that travelled by link: undo stops there
  std::size_t undo_floor_ = 0;  // set_undo_floor()
  Hook hook_;
};

}  // namespace azul::ui
