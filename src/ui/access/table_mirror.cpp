#include "ui/access/table_mirror.h"

#include "engine/classic/state.h"
#include "engine/pavilion/state.h"
#include "ui/access/table_reading.h"
#include "ui/game/side_panel.h"
#include "ui/i18n/languages.h"
#include "ui/i18n/translate.h"

namespace azul::ui {

template <Game S>
const std::vector<std::string>& TableMirror<S>::sentences(const S& shown, const ActionList& legal) {
  const std::string_view language = current_language();
  if (state_ && *state_ == shown && legal_ == legal && language_ == language) return sentences_;
  state_ = shown;
  legal_ = legal;
  language_ = std::string(language);
  sentences_.clear();
  for (Action move : legal) sentences_.push_back(reading::move_sentence(shown, move));
  ++made_;
  return sentences_;
}

template <Game S>
std::optional<Action> TableMirror<S>::draw(const GameSession<S>& session, const S& shown,
                                           const ActionList& legal, bool offer_moves) {
  Mirror& m = mirror();
  // TRANSLATORS: a heading for the screen reader: the factories and the centre of the table.
  m.heading(tr("Factories and centre"));
  for (const std::string& line : reading::market(shown)) m.item(line);
  std::vector<std::string> scores;
  for (int seat = 0; seat < shown.num_players(); ++seat) {
    const int score = shown.score(seat);
    // TRANSLATORS: a seat's heading for the screen reader: {1} its name ("P1 · You"), {2} its
    // score.
    const std::string name =
        format(trn("{1}: {2} point", "{1}: {2} points", score), seat_name(session, seat), score);
    m.heading(name);
    for (const std::string& line : reading::board(shown, seat)) m.item(line);
    scores.push_back(name);
  }
  // TRANSLATORS: the alert the screen reader reads at the end of a game: {1} the final scores
  // ("P1 · You: 45 points, P2 · AI easy: 38 points").
  if (shown.is_terminal()) m.alert(format(tr("Game over. {1}"), reading::join_words(scores)));
  std::optional<Action> chosen;
  if (!offer_moves || legal.empty()) return chosen;
  // TRANSLATORS: a heading for the screen reader: the buttons of the moves the player can make.
  m.heading(tr("Your moves"));
  const std::vector<std::string>& words = sentences(shown, legal);
  for (std::size_t i = 0; i < legal.size(); ++i)
    if (m.button(move_button_id(legal[i]), words[i])) chosen = legal[i];
  return chosen;
}

template class TableMirror<classic::State>;
template class TableMirror<pavilion::State>;

}  // namespace azul::ui
