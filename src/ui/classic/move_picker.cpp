#include "ui/classic/move_picker.h"

#include <algorithm>
#include <cctype>

#include "engine/classic/actions.h"

namespace azul::ui::aview {

using classic::Colour;

const char* ask_name(Ask ask) {
  switch (ask) {
    case Ask::kWaiting:
      return "wait";
    case Ask::kSelectSource:
      return "select-source";
    case Ask::kPlace:
      return "place";
    case Ask::kWallColumn:
      return "wall-column";
  }
  return "wait";
}

bool MovePicker::is_legal(const ActionList& legal, Action move) {
  return std::find(legal.begin(), legal.end(), move) != legal.end();
}

bool MovePicker::offered(const ActionList& legal, Pick pick) {
  for (int d = 0; d < classic::kNumDestinations; ++d)
    if (is_legal(legal, classic::take_id(pick.source, pick.colour, d))) return true;
  return false;
}

namespace {

bool takes_from(const ActionList& legal, int source) {
  return std::any_of(legal.begin(), legal.end(), [&](Action a) {
    return classic::kind_of(a) == classic::ActionKind::Take &&
           classic::decode_take(a).source == source;
  });
}

bool any_take(const ActionList& legal) {
  return std::any_of(legal.begin(), legal.end(),
                     [](Action a) { return classic::kind_of(a) == classic::ActionKind::Take; });
}

}  // namespace

void MovePicker::reset() { *this = MovePicker(); }

void MovePicker::sync(const ActionList& legal) {
  if (pick_ && !offered(legal, *pick_)) pick_.reset();
  if (typed_source_ && (pick_ || !takes_from(legal, *typed_source_))) typed_source_.reset();
}

Ask MovePicker::ask(const ActionList& legal) const {
  if (legal.empty()) return Ask::kWaiting;
  if (!any_take(legal)) return Ask::kWallColumn;
  return pick_ ? Ask::kPlace : Ask::kSelectSource;
}

void MovePicker::click_source(const ActionList& legal, Pick pick) {
  typed_source_.reset();
  if (pick_ == pick || !offered(legal, pick))
    pick_.reset();
  else
    pick_ = pick;
}

std::optional<Action> MovePicker::click_destination(const ActionList& legal, int destination) {
  if (!pick_) return std::nullopt;
  const Action move = classic::take_id(pick_->source, pick_->colour, destination);
  if (!is_legal(legal, move)) return std::nullopt;
  reset();
  return move;
}

std::optional<Action> MovePicker::key(const ActionList& legal, char key) {
  const char upper = static_cast<char>(std::toupper(static_cast<unsigned char>(key)));
  switch (ask(legal)) {
    case Ask::kWaiting:
      return std::nullopt;
    case Ask::kWallColumn:
      if (upper < '1' || upper > '5') return std::nullopt;
      for (Action a : legal)
        if (classic::kind_of(a) == classic::ActionKind::Place &&
            classic::decode_place(a).column == upper - '1')
          return a;
      return std::nullopt;
    case Ask::kPlace:
      if (upper == 'F') return click_destination(legal, classic::kFloorDestination);
      if (upper >= '1' && upper <= '5') return click_destination(legal, upper - '1');
      return std::nullopt;
    case Ask::kSelectSource:
      return key_while_picking(legal, upper);
  }
  return std::nullopt;
}

std::optional<Action> MovePicker::key_while_picking(const ActionList& legal, char upper) {
  std::optional<int> source;
  if (upper >= '1' && upper <= '9') source = upper - '1';
  if (upper == 'C' || upper == '0') source = classic::kCentreSource;
  if (source) {
    if (!takes_from(legal, *source)) return std::nullopt;
    typed_source_ = source;
    // One colour offered there: it is picked at once.
    std::optional<Pick> only;
    int colours = 0;
    for (Colour c : classic::kAllColours)
      if (offered(legal, Pick{*source, c})) {
        only = Pick{*source, c};
        ++colours;
      }
    if (colours == 1) click_source(legal, *only);
    return std::nullopt;
  }
  const std::optional<Colour> colour = classic::colour_from_letter(upper);
  if (colour && typed_source_ && offered(legal, Pick{*typed_source_, *colour}))
    click_source(legal, Pick{*typed_source_, *colour});
  return std::nullopt;
}

void MovePicker::cancel() {
  if (typed_source_)
    typed_source_.reset();
  else
    pick_.reset();
}

}  // namespace azul::ui::aview
