#include "ui/pavilion/move_picker.h"

#include <cctype>

#include "ui/pavilion/keep_choice.h"

namespace azul::ui::pview {

using namespace azul::pavilion;

const char* ask_name(Ask ask) {
  switch (ask) {
    case Ask::kWaiting:
      return "waiting";
    case Ask::kSelectSource:
      return "select-source";
    case Ask::kSelectColour:
      return "select-colour";
    case Ask::kSelectSpace:
      return "select-space";
    case Ask::kPay:
      return "pay";
    case Ask::kPassKeep:
      return "pass-keep";
    case Ask::kBonus:
      return "bonus";
  }
  return "waiting";
}

void MovePicker::reset() { *this = MovePicker(); }

void MovePicker::sync(const MoveOptions& options) {
  if (colour_ && !options.can_place(*colour_)) colour_.reset();
  if (space_ && (!colour_ || options.payments(*colour_, *space_) == 0)) space_.reset();
  if (!colour_) zoomed_star_.reset();
  if (keep_open_ && !options.can_pass_keeping(keep_)) keep_open_ = false;
}

Ask MovePicker::ask(const MoveOptions& options) const {
  if (!options.any()) return Ask::kWaiting;
  if (options.any_bonus()) return Ask::kBonus;
  for (int source = 0; source < kNumSources; ++source)
    if (options.can_take_from(source)) return Ask::kSelectSource;
  if (keep_open_) return Ask::kPassKeep;
  if (space_) return Ask::kPay;
  if (colour_) return Ask::kSelectSpace;
  return Ask::kSelectColour;
}

std::optional<Action> MovePicker::take(const MoveOptions& options, int source, Colour colour) {
  if (!options.can_take(source, colour)) return std::nullopt;
  reset();
  return take_action(source, colour);
}

std::optional<Action> MovePicker::bonus(const MoveOptions& options, Colour colour) {
  if (!options.can_bonus(colour)) return std::nullopt;
  reset();
  return bonus_action(colour);
}

void MovePicker::pick_colour(const MoveOptions& options, Colour colour) {
  space_.reset();
  zoomed_star_.reset();
  keep_open_ = false;
  if (colour_ == colour || !options.can_place(colour)) {
    colour_.reset();
    return;
  }
  colour_ = colour;
}

std::optional<Action> MovePicker::pick_space(const MoveOptions& options, int space) {
  if (!colour_) return std::nullopt;
  const std::uint8_t payments = options.payments(*colour_, space);
  if (payments == 0) return std::nullopt;
  if (payment_choice_count(payments) == 1) {
    int wilds = 0;
    while (((payments >> wilds) & 1u) == 0) ++wilds;
    const Colour colour = *colour_;
    reset();
    return place_action(star_of_space(space), position_of_space(space), colour, wilds);
  }
  space_ = space;
  return std::nullopt;
}

std::optional<Action> MovePicker::pay(const MoveOptions& options, int wilds) {
  if (!colour_ || !space_ || wilds < 0 || wilds > kMaxWildsInPayment) return std::nullopt;
  if (((options.payments(*colour_, *space_) >> wilds) & 1u) == 0) return std::nullopt;
  const Action action =
      place_action(star_of_space(*space_), position_of_space(*space_), *colour_, wilds);
  reset();
  return action;
}

void MovePicker::open_keep_dialog(const TileCounts& preselected) {
  colour_.reset();
  space_.reset();
  zoomed_star_.reset();
  keep_open_ = true;
  keep_ = preselected;
}

void MovePicker::step_keep(const MoveOptions& options, Colour colour, int delta) {
  if (!can_step_keep(options, keep_, colour, delta)) return;
  keep_[colour] = static_cast<std::uint8_t>(keep_[colour] + delta);
}

std::optional<Action> MovePicker::confirm_pass(const MoveOptions& options) {
  if (!keep_open_ || !options.can_pass_keeping(keep_)) return std::nullopt;
  const Action action = pass_action(keep_);
  reset();
  return action;
}

std::optional<Action> MovePicker::key(const MoveOptions& options, char key,
                                      const TileCounts& preselected) {
  const char upper = static_cast<char>(std::toupper(static_cast<unsigned char>(key)));
  switch (ask(options)) {
    case Ask::kWaiting:
      return std::nullopt;
    case Ask::kSelectSource:
      return key_to_take(options, upper);
    case Ask::kBonus:
      if (const std::optional<Colour> colour = colour_from_letter(upper))
        return bonus(options, *colour);
      return std::nullopt;
    case Ask::kPay:
      if (upper >= '0' && upper <= '9') return pay(options, upper - '0');
      return std::nullopt;
    case Ask::kPassKeep:
      return key_to_keep(options, upper);
    case Ask::kSelectColour:
    case Ask::kSelectSpace:
      if (upper == 'X' && options.any_pass()) {
        open_keep_dialog(preselected);
        return std::nullopt;
      }
      return key_to_place(options, upper);
  }
  return std::nullopt;
}

std::optional<Action> MovePicker::key_to_take(const MoveOptions& options, char upper) {
  std::optional<int> source;
  if (upper >= '1' && upper <= '9') source = upper - '1';
  if (upper == 'C' || upper == '0') source = kCentreSource;
  if (source) {
    if (options.can_take_from(*source)) typed_source_ = source;
    return std::nullopt;
  }
  const std::optional<Colour> colour = colour_from_letter(upper);
  if (!colour || !typed_source_) return std::nullopt;
  return take(options, *typed_source_, *colour);
}

std::optional<Action> MovePicker::key_to_place(const MoveOptions& options, char upper) {
  if (!colour_) {  // the hand colour first
    if (const std::optional<Colour> colour = colour_from_letter(upper))
      if (options.can_place(*colour)) pick_colour(options, *colour);
    return std::nullopt;
  }
  if (upper >= '1' && upper <= '6') {
    if (!typed_star_) return std::nullopt;
    const int space = space_index(*typed_star_, upper - '0');
    typed_star_.reset();  // done: Escape now steps back from the payment question
    return pick_space(options, space);
  }
  if (upper == 'C') {
    typed_star_ = kCentreStar;
  } else if (const std::optional<Colour> star = colour_from_letter(upper)) {
    typed_star_ = static_cast<int>(*star);
  }
  return std::nullopt;
}

std::optional<Action> MovePicker::key_to_keep(const MoveOptions& options, char upper) {
  if (upper == '\n' || upper == '\r') return confirm_pass(options);
  if (const std::optional<Colour> colour = colour_from_letter(upper)) keep_colour_ = colour;
  if ((upper == '+' || upper == '-') && keep_colour_)
    step_keep(options, *keep_colour_, upper == '+' ? 1 : -1);
  return std::nullopt;
}

void MovePicker::cancel() {
  if (typed_source_ || typed_star_) {
    typed_source_.reset();
    typed_star_.reset();
    return;
  }
  if (space_) {
    space_.reset();
  } else if (keep_open_) {
    keep_open_ = false;
  } else if (zoomed_star_) {
    zoomed_star_.reset();
  } else {
    colour_.reset();
  }
}

}  // namespace azul::ui::pview
