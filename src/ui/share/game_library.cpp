#include "ui/share/game_library.h"

#include <algorithm>
#include <random>

#include "engine/games.h"
#include "ui/i18n/shared_texts.h"
#include "ui/i18n/translate.h"

namespace azul::ui {
namespace {

std::string key_of(std::string_view id) { return std::string(kLibraryKeyPrefix) + std::string(id); }

constexpr std::string_view kBrowserTagKey = "browser";  // setting, else the tab's value
// base36() of [36^(n-1), 36^n) has n characters: the browser's tag has 4, an id's count 2.
constexpr std::uint32_t kFourDigits = 36 * 36 * 36;
constexpr std::uint32_t kTwoDigits = 36;

std::string base36(std::uint64_t value) {
  constexpr std::string_view kDigits = "0123456789abcdefghijklmnopqrstuvwxyz";
  std::string out;
  do {
    out.insert(out.begin(), kDigits[value % 36]);
    value /= 36;
  } while (value > 0);
  return out;
}

// An entry read from its stored text; the position at its end for the list.
LibraryEntry read_entry(std::string id, std::string text) {
  LibraryEntry entry;
  entry.id = std::move(id);
  entry.text = std::move(text);
  auto saved = parse_saved_game(entry.text);
  if (!saved.ok()) {
    entry.problem = saved.error;
    return entry;
  }
  entry.played_ms = saved.value->stamp.played_ms;
  entry.game = std::move(saved.value->game);
  std::visit(
      [&](const auto& record) {
        const auto state = replay(record);
        entry.finished = state.is_terminal();
        entry.round = state.round();
        for (int p = 0; p < state.num_players(); ++p) entry.scores.push_back(state.score(p));
      },
      entry.game->record);
  entry.moves = move_count(entry.game->record);
  return entry;
}

// Unfinished first, then finished; each most recently played first (damaged ones last).
bool listed_before(const LibraryEntry& a, const LibraryEntry& b) {
  const auto rank = [](const LibraryEntry& e) { return !e.game ? 2 : e.finished ? 1 : 0; };
  if (rank(a) != rank(b)) return rank(a) < rank(b);
  if (a.played_ms != b.played_ms) return a.played_ms > b.played_ms;
  return a.id < b.id;
}

}  // namespace

std::string describe_entry(const LibraryEntry& entry) {
  // TRANSLATORS: a saved game named in a list of the games removed to make room.
  if (!entry.game) return tr("a damaged saved game");
  const GameInfo* info = find_game(game_id(entry.game->record));
  const int players = player_count(entry.game->record);
  // TRANSLATORS: a saved game, named in a list ("Azul, 2 players"); {1} is the game's name.
  return format(trn("{1}, {2} player", "{1}, {2} players", players),
                info ? tr_text(info->short_title) : std::string(tr("a game")), players);
}

bool continues(const LoadedGame& later, const LoadedGame& earlier) {
  if (later.seats != earlier.seats || later.record.index() != earlier.record.index()) return false;
  return std::visit(
      [&](const auto& longer) {
        const auto& shorter = std::get<std::remove_cvref_t<decltype(longer)>>(earlier.record);
        return longer.options == shorter.options && longer.seed == shorter.seed &&
               longer.actions.size() >= shorter.actions.size() &&
               std::equal(shorter.actions.begin(), shorter.actions.end(), longer.actions.begin());
      },
      later.record);
}

bool may_replace(const LoadedGame& theirs, const LoadedGame& mine) {
  if (theirs.seats != mine.seats || theirs.record.index() != mine.record.index()) return false;
  return std::visit(
      [&](const auto& own) {
        const auto& other = std::get<std::remove_cvref_t<decltype(own)>>(theirs.record);
        if (other.options != own.options || other.seed != own.seed) return false;
        const std::size_t shared =
            static_cast<std::size_t>(std::mismatch(own.actions.begin(), own.actions.end(),
                                                   other.actions.begin(), other.actions.end())
                                         .first -
                                     own.actions.begin());
        // Replays up to the fork, then checks who made each of this tab's later actions.
        auto state = replay(own, shared);
        for (std::size_t i = shared; i < own.actions.size(); ++i) {
          if (!state.is_chance() && mine.seats[state.current_player()].human) return false;
          state.apply_unchecked(own.actions[i]);
        }
        return true;
      },
      mine.record);
}

GameLibrary::GameLibrary(Host& host)
    : host_(host),
      rng_(static_cast<std::uint64_t>(std::random_device{}()) ^
           static_cast<std::uint64_t>(host.now_ms())) {
  browser_tag_ = read_browser_tag();
  id_count_ = rng_.below(kTwoDigits * 35u);
  reload();
  migrate_autosave();
}

// The browser's tag, made once: kept as a setting, or (where the store takes nothing, not even
// that) in the tab, so that a reload still knows this tab's games.
std::string GameLibrary::read_browser_tag() {
  const auto valid = [](const std::optional<std::string>& tag) {
    return tag && tag->size() == 4 && is_game_id(*tag);
  };
  if (std::optional<std::string> tag = host_.load_setting(kBrowserTagKey); valid(tag)) return *tag;
  if (std::optional<std::string> tag = host_.load_tab_value(kBrowserTagKey); valid(tag))
    return *tag;
  const std::string tag = base36(kFourDigits + rng_.below(kFourDigits * 35u));
  if (!host_.save_setting(kBrowserTagKey, tag)) host_.save_tab_value(kBrowserTagKey, tag);
  return tag;
}

bool GameLibrary::made_here(std::string_view id) const {
  const std::size_t dash = id.rfind('-');
  return dash != std::string_view::npos && is_game_id(id) &&
         id.size() - dash - 1 == browser_tag_.size() + 2 &&
         id.substr(dash + 1, browser_tag_.size()) == browser_tag_;
}

void GameLibrary::reload() {
  entries_.clear();
  for (const std::string& key : host_.setting_keys(kLibraryKeyPrefix)) {
    std::optional<std::string> text = host_.load_setting(key);
    if (!text) continue;
    entries_.push_back(read_entry(key.substr(kLibraryKeyPrefix.size()), std::move(*text)));
  }
  std::sort(entries_.begin(), entries_.end(), listed_before);
}

const LibraryEntry* GameLibrary::find(std::string_view id) const {
  for (const LibraryEntry& entry : entries_)
    if (entry.id == id) return &entry;
  return nullptr;
}

const LibraryEntry* GameLibrary::latest_unfinished() const {
  for (const LibraryEntry& entry : entries_)
    if (entry.game && !entry.finished) return &entry;
  return nullptr;
}

const LibraryEntry* GameLibrary::find_same(const LoadedGame& game) const {
  for (const LibraryEntry& entry : entries_)
    if (entry.game && entry.game->seats == game.seats && entry.game->record == game.record)
      return &entry;
  return nullptr;
}

std::string GameLibrary::new_id() {
  // The time, this browser's tag and a count (from a random start, so that two tabs starting a
  // game in the same millisecond differ too): "m3x9k2a1-4f7q1c".
  const std::string stem = base36(static_cast<std::uint64_t>(host_.now_ms())) + "-" + browser_tag_;
  while (true) {
    const std::string id = stem + base36(kTwoDigits + id_count_++ % (kTwoDigits * 35u));
    if (!find(id) && !host_.load_setting(key_of(id))) return id;
  }
}

void GameLibrary::adopt(const std::string& id) {
  if (std::optional<std::string> text = host_.load_setting(key_of(id))) own_[id] = *text;
}

void GameLibrary::remove(const std::string& id) {
  host_.remove_setting(key_of(id));
  host_.remove_setting(std::string(kReviewKeyPrefix) + id);
  own_.erase(id);
  std::erase_if(entries_, [&](const LibraryEntry& entry) { return entry.id == id; });
}

bool GameLibrary::save_review(const std::string& id, std::string_view text) {
  return host_.save_setting(std::string(kReviewKeyPrefix) + id, text);
}

std::optional<std::string> GameLibrary::review_text(const std::string& id) {
  return host_.load_setting(std::string(kReviewKeyPrefix) + id);
}

SaveResult GameLibrary::save(const std::string& id, const LoadedGame& game) {
  SaveResult result;
  result.id = id;
  const std::optional<std::string> stored = host_.load_setting(key_of(id));
  const auto own = own_.find(id);
  if (stored && (own == own_.end() || own->second != *stored)) {
    // Another tab wrote this game since this tab last did. Its game is followed when it keeps
    // every person's move of this one: it went further, or both tabs ran the AI after the same
    // moves and it chose differently (a time cap cut one search short).
    auto theirs = parse_saved_game(*stored);
    if (theirs.ok() && !continues(game, theirs.value->game) &&
        may_replace(theirs.value->game, game)) {
      own_[id] = *stored;
      result.outcome = SaveOutcome::kFollowed;
      result.newer = std::move(theirs.value->game);
      return result;
    }
    if (!theirs.ok() || !continues(game, theirs.value->game)) {
      result.outcome = SaveOutcome::kSeparate;
      result.id = new_id();
    }
  }
  const std::string text = std::visit(
      [&](const auto& record) {
        return make_saved_game({result.id, host_.now_ms()}, print_record(record), game.seats,
                               game.shared);
      },
      game.record);
  if (!write(result.id, text, result.removed)) {
    result.outcome = SaveOutcome::kFull;
    return result;
  }
  trim(result.id, result.removed);
  return result;
}

bool GameLibrary::write(const std::string& id, const std::string& text,
                        std::vector<std::string>& removed) {
  bool reloaded = false;
  while (!host_.save_setting(key_of(id), text)) {
    if (!reloaded) reload();  // what is stored now, to choose what may go
    reloaded = true;
    if (!remove_oldest_finished(id, removed)) return false;
  }
  own_[id] = text;
  // Only this entry changed: read it again and put it in its place in the list.
  std::erase_if(entries_, [&](const LibraryEntry& entry) { return entry.id == id; });
  LibraryEntry entry = read_entry(id, text);
  entries_.insert(std::lower_bound(entries_.begin(), entries_.end(), entry, listed_before),
                  std::move(entry));
  return true;
}

bool GameLibrary::remove_oldest_finished(std::string_view keep_id,
                                         std::vector<std::string>& removed) {
  // Entries are newest first within the finished ones.
  const auto oldest = std::find_if(entries_.rbegin(), entries_.rend(), [&](const auto& entry) {
    return entry.game && entry.finished && entry.id != keep_id;
  });
  if (oldest == entries_.rend()) return false;
  removed.push_back(describe_entry(*oldest));
  remove(std::string(oldest->id));
  return true;
}

void GameLibrary::trim(const std::string& keep_id, std::vector<std::string>& removed) {
  if (entries_.size() <= kMaxGames) return;
  // The kKeptGames most recently played stay whatever they are.
  std::vector<const LibraryEntry*> by_time;
  for (const LibraryEntry& entry : entries_) by_time.push_back(&entry);
  std::sort(by_time.begin(), by_time.end(),
            [](const auto* a, const auto* b) { return a->played_ms > b->played_ms; });
  std::vector<std::string> victims;
  for (std::size_t i = by_time.size();
       i-- > kKeptGames && entries_.size() - victims.size() > kMaxGames;)
    if (by_time[i]->game && by_time[i]->finished && by_time[i]->id != keep_id) {
      victims.push_back(by_time[i]->id);
      removed.push_back(describe_entry(*by_time[i]));
    }
  for (const std::string& victim : victims) remove(victim);
}

void GameLibrary::migrate_autosave() {
  const std::optional<std::string> old = host_.load_setting(kLegacyAutosaveKey);
  if (!old) return;
  auto saved = parse_saved_game(*old);
  const bool moved =
      saved.ok() ? find_same(saved.value->game) ||  // already in the library
                       save(new_id(), saved.value->game).outcome != SaveOutcome::kFull
                 : host_.save_setting(key_of(new_id()), *old);  // listed as damaged, text kept
  if (moved) host_.remove_setting(kLegacyAutosaveKey);
  reload();
}

}  // namespace azul::ui
