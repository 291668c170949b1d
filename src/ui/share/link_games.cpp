// ShareService's play by link (ui/share/share_service.h, ui/share/link_play.h): a link game's
// link arriving, the seat question (and "Change my seat"), a link that went differently, and
// "Send to Pn".
#include <imgui.h>

#include "ui/i18n/shared_texts.h"
#include "ui/i18n/translate.h"
#include "ui/layout.h"
#include "ui/share/link_play.h"
#include "ui/share/saved_game.h"
#include "ui/share/share_dialogs.h"
#include "ui/share/share_service.h"
#include "ui/wrapped_text.h"

namespace azul::ui {

std::unique_ptr<GameScreen> ShareService::open_link_game(SharedGame shared) {
  just_watching_ = false;
  diverged_.reset();
  const LibraryEntry* entry = shared.id.empty() ? nullptr : library_.find(shared.id);
  if (!entry || !entry->game) {  // new here: kept under the game's own id where it is free
    const bool id_free = !entry && is_game_id(shared.id);
    auto screen = make_resumed_screen(first_arrival(shared.game));
    attach(*screen, id_free ? shared.id : library_.new_id());
    changed_ = true;
    if (entry) notify(tr("A damaged saved game has this game's id: it stays listed as it was"));
    return screen;
  }
  const LoadedGame mine = *entry->game;
  const std::string id = entry->id;  // `entry` may move when the library is read again
  const Arrival arrival = compare_arrival(mine, shared.game);
  if (arrival == Arrival::kSame || arrival == Arrival::kNewer) {
    auto screen = make_resumed_screen(arrived_game(mine, shared.game));
    attach(*screen, id);
    changed_ = true;
    return screen;
  }
  auto screen = make_resumed_screen(mine);
  attach(*screen, id);
  if (arrival == Arrival::kOlder) {
    const std::size_t behind = move_count(mine.record) - move_count(shared.game.record);
    notify(format(trn("This link is older than your game here ({1} move behind it): your game is "
                      "kept as it is",
                      "This link is older than your game here ({1} moves behind it): your game is "
                      "kept as it is",
                      static_cast<long long>(behind)),
                  behind));
  } else {
    diverged_after_ = moves_in_common(mine, shared.game);
    diverged_ = std::move(shared.game);
  }
  return screen;
}

void ShareService::send_watched(const std::string& message, int seat) {
  if (!watched_) return;
  watched_->mark_shared();
  changed_ = true;
  save_watched();  // the link now holds the game as sent
  // TRANSLATORS: the person a link goes to, when no seat is named ("... the link to {1}").
  const std::string who = seat >= 0 ? seat_label(seat) : std::string(tr("your friend"));
  switch (host_.send_link(message)) {
    case Host::SendOutcome::kShareSheet:
      // TRANSLATORS: {1} is a seat ("P2") or "your friend".
      notify(format(tr("Choose where to send the link to {1}"), who));
      break;
    case Host::SendOutcome::kCopied:
      // TRANSLATORS: {1} is a seat ("P2") or "your friend".
      notify(format(tr("Link copied: paste it in a message to {1}"), who));
      break;
    case Host::SendOutcome::kFailed:
      // TRANSLATORS: {1} is a seat ("P2") or "your friend".
      notify(format(tr("Could not copy the link: send {1} this page's address"), who));
      break;
  }
}

void ShareService::draw_seat_choice(WidgetProbe& probe) {
  if (!watched_ || watched_->is_replay() || watched_id_.empty() || just_watching_) return;
  if (!ai::is_link_game(seats_of(watched_->setup()))) return;  // before copying the record
  const LoadedGame game = watched_->loaded();
  if (!ai::is_link_game(game.seats) || ai::has_own_seat(game.seats)) return;
  const int to_move = seat_to_move(game);
  begin_dialog("##seat_choice", tr("Which seat is yours?"));
  text_wrapped(
      tr("A friend sent you this game. Choose the seat you play: this device remembers it, so "
         "later links of this game open as your seat at once."));
  ImGui::Dummy(ImVec2(0, em(0.4f)));
  std::optional<int> chosen;
  for (std::size_t seat = 0; seat < game.seats.size(); ++seat) {
    if (!game.seats[seat].by_link) continue;
    const int s = static_cast<int>(seat);
    const std::string label =
        // TRANSLATORS: {1} is a seat ("P2"); "to move": the seat whose turn it is.
        format(s == to_move ? tr("Play as {1} (to move)") : tr("Play as {1}"), seat_label(s));
    if (dialog_button(label.c_str(), probe, "button:seat-choice:" + std::to_string(s + 1),
                      s == to_move))
      chosen = s;
  }
  if (dialog_button(tr("Just watch"), probe, "button:seat-choice:watch", false))
    just_watching_ = true;
  end_dialog();
  probe.record_value("seat_choice", "open");
  if (!chosen) return;
  LoadedGame claimed = game;
  claimed.seats = ai::claim_seat(game.seats, *chosen);
  show(make_resumed_screen(claimed), watched_id_);
  changed_ = true;
}

void ShareService::draw_seat_change(WidgetProbe& probe) {
  if (!confirm_seat_change_) return;
  if (!watched_ || watched_->is_replay()) {
    confirm_seat_change_ = false;
    return;
  }
  begin_dialog("##seat_change", tr("Change your seat?"));
  text_wrapped(
      tr("This device gives up its seat in this game and asks again which seat is yours (or you "
         "can watch). The game's moves stay as they are."));
  ImGui::Dummy(ImVec2(0, em(0.4f)));
  const bool change =
      dialog_button(tr("Choose my seat again"), probe, "button:seat-change-confirm", true);
  const bool keep = dialog_button(tr("Keep my seat"), probe, "button:seat-change-cancel", false);
  end_dialog();
  probe.record_value("seat_change", "open");
  if (keep || change) confirm_seat_change_ = false;
  if (!change) return;
  // Every person's seat a friend's again, as the game's link has them: the seat question follows.
  LoadedGame unclaimed = watched_->loaded();
  unclaimed.seats = ai::shared_seats(unclaimed.seats);
  just_watching_ = false;
  show(make_resumed_screen(unclaimed), watched_id_);
  changed_ = true;
}

void ShareService::draw_divergence(WidgetProbe& probe) {
  if (!diverged_) return;
  begin_dialog("##divergence", tr("This link went differently"));
  text_wrapped(format(tr("This link has the same game as one of yours here, but its moves went "
                         "differently after move {1}. Your game here is kept as it is. You can "
                         "open the link as a separate game too."),
                      diverged_after_));
  ImGui::Dummy(ImVec2(0, em(0.4f)));
  const bool separate =
      dialog_button(tr("Open it as a separate game"), probe, "button:open-separate", true);
  const bool keep = dialog_button(tr("Keep only mine"), probe, "button:keep-mine", false);
  end_dialog();
  probe.record_value("divergence", "open");
  if (separate) {
    show(make_resumed_screen(first_arrival(*diverged_)), library_.new_id());
    changed_ = true;
    just_watching_ = false;
  }
  if (separate || keep) diverged_.reset();
}

}  // namespace azul::ui
