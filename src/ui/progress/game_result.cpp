#include "ui/progress/game_result.h"

#include <algorithm>
#include <charconv>
#include <map>

#include "engine/core/marked_text.h"
#include "engine/games.h"
#include "ui/share/saved_game.h"

namespace azul::ui {
namespace {

constexpr std::string_view kNone = "-";
constexpr int kMaxPercent = 100;

template <class T>
std::string joined(const std::vector<T>& values, auto&& write) {
  std::string text;
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i) text += ',';
    text += write(values[i]);
  }
  return text.empty() ? std::string(kNone) : text;
}

std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  if (text == kNone) return parts;
  while (true) {
    const std::size_t at = text.find(separator);
    parts.push_back(text.substr(0, at));
    if (at == std::string_view::npos) break;
    text.remove_prefix(at + 1);
  }
  return parts;
}

template <class T>
std::optional<T> number(std::string_view text) {
  T value{};
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || text.empty()) return std::nullopt;
  return value;
}

std::string malformed(std::string_view key, std::string_view value) {
  // TRANSLATORS: a reason a result of the history cannot be read: {1} the field's name ("score"),
  // {2} what it holds.
  return fill(NC_("error", "the field '{1}' cannot be '{2}'"), {key, value});
}

// A list of numbers, one per seat when `count` is given.
std::optional<std::vector<int>> numbers(std::string_view text, std::size_t count = 0) {
  std::vector<int> values;
  for (std::string_view part : split(text, ',')) {
    const std::optional<int> value = number<int>(part);
    if (!value) return std::nullopt;
    values.push_back(*value);
  }
  if (count && values.size() != count) return std::nullopt;
  return values;
}

// Reads every field into `result`; the first problem is the error.
std::string read_fields(const std::map<std::string_view, std::string_view>& fields,
                        GameResult& result) {
  constexpr std::string_view kRequired[] = {"id",    "end",   "game",  "opt", "seats",  "me",
                                            "rated", "score", "place", "elo", "rounds", "pts"};
  for (std::string_view key : kRequired)
    if (!fields.contains(key))
      // TRANSLATORS: a reason a result of the history cannot be read: {1} the field missing.
      return fill(NC_("error", "the field '{1}' is missing"), {key});
  const auto field = [&](std::string_view key) { return fields.at(key); };

  result.id = std::string(field("id"));
  if (!is_game_id(result.id)) return malformed("id", field("id"));
  const std::optional<std::int64_t> ended = number<std::int64_t>(field("end"));
  if (!ended || *ended < 0) return malformed("end", field("end"));
  result.ended_ms = *ended;
  result.game = std::string(field("game"));
  if (!find_game(result.game)) return malformed("game", field("game"));
  for (std::string_view pair : split(field("opt"), ',')) {
    const std::size_t colon = pair.find(':');
    if (colon == std::string_view::npos || colon == 0) return malformed("opt", field("opt"));
    result.options.emplace_back(pair.substr(0, colon), pair.substr(colon + 1));
  }

  const std::optional<std::vector<int>> scores = numbers(field("score"));
  if (!scores || scores->empty() || scores->size() > static_cast<std::size_t>(kMaxPlayers))
    return malformed("score", field("score"));
  result.scores = *scores;
  const std::size_t players = scores->size();
  Parsed<std::vector<ai::SeatSetup>> seats =
      ai::parse_seat_code(field("seats"), static_cast<int>(players));
  if (!seats.ok()) return malformed("seats", field("seats"));
  result.seats = std::move(*seats.value);
  const std::optional<int> me = number<int>(field("me"));
  if (!me || *me < 1 || *me > static_cast<int>(players) ||
      !result.seats[static_cast<std::size_t>(*me - 1)].human)
    return malformed("me", field("me"));
  result.me = *me - 1;
  if (field("rated") != "0" && field("rated") != "1") return malformed("rated", field("rated"));
  result.rated = field("rated") == "1";
  const std::optional<std::vector<int>> places = numbers(field("place"), players);
  if (!places || std::any_of(places->begin(), places->end(),
                             [&](int p) { return p < 1 || p > static_cast<int>(players); }))
    return malformed("place", field("place"));
  result.places = *places;
  const std::vector<std::string_view> ladder = split(field("elo"), ',');
  if (ladder.size() != players) return malformed("elo", field("elo"));
  for (std::size_t seat = 0; seat < players; ++seat) {
    if (ladder[seat] == kNone) {
      result.ladder.push_back(std::nullopt);
    } else if (const std::optional<int> elo = number<int>(ladder[seat]);
               elo && result.seats[seat].is_ai()) {
      result.ladder.push_back(*elo);
    } else {
      return malformed("elo", field("elo"));
    }
  }
  const std::optional<std::vector<int>> rounds = numbers(field("rounds"));
  if (!rounds) return malformed("rounds", field("rounds"));
  result.round_points = *rounds;
  for (std::string_view pair : split(field("pts"), ',')) {
    const std::size_t colon = pair.find(':');
    const std::optional<int> points =
        colon == std::string_view::npos ? std::nullopt : number<int>(pair.substr(colon + 1));
    if (!points || colon == 0) return malformed("pts", field("pts"));
    result.points.emplace_back(pair.substr(0, colon), *points);
  }
  if (fields.contains("acc")) {
    const std::optional<int> accuracy = number<int>(field("acc"));
    if (!accuracy || *accuracy < 0 || *accuracy > kMaxPercent)
      return malformed("acc", field("acc"));
    result.accuracy = accuracy;
  }
  return "";
}

}  // namespace

int GameResult::best_other_score() const {
  int best = 0;
  bool any = false;
  for (int seat = 0; seat < players(); ++seat)
    if (seat != me && (!any || scores[static_cast<std::size_t>(seat)] > best)) {
      best = scores[static_cast<std::size_t>(seat)];
      any = true;
    }
  return best;
}

double score_against(const GameResult& result, int seat) {
  const int mine = result.places[static_cast<std::size_t>(result.me)];
  const int theirs = result.places[static_cast<std::size_t>(seat)];
  return mine < theirs ? 1.0 : mine == theirs ? 0.5 : 0.0;
}

Outcome outcome_of(const GameResult& result) {
  if (result.places[static_cast<std::size_t>(result.me)] != 1) return Outcome::kLoss;
  const auto firsts = std::count(result.places.begin(), result.places.end(), 1);
  return firsts == 1 ? Outcome::kWin : Outcome::kDraw;
}

std::string point_category(std::string_view label) {
  std::string category(label.substr(0, label.find(':')));
  while (!category.empty() && category.back() == ' ') category.pop_back();
  std::replace(category.begin(), category.end(), ' ', '_');
  return category;
}

std::string result_text(const GameResult& r) {
  const auto integer = [](int value) { return std::to_string(value); };
  std::string text(kResultFormat);
  text += " id=" + r.id;
  text += " end=" + std::to_string(r.ended_ms);
  text += " game=" + r.game;
  text += " opt=" + joined(r.options, [](const auto& o) { return o.first + ":" + o.second; });
  text += " seats=" + ai::seat_code(r.seats);
  text += " me=" + std::to_string(r.me + 1);
  text += std::string(" rated=") + (r.rated ? "1" : "0");
  text += " score=" + joined(r.scores, integer);
  text += " place=" + joined(r.places, integer);
  text += " elo=" + joined(r.ladder, [](const std::optional<int>& elo) {
            return elo ? std::to_string(*elo) : std::string(kNone);
          });
  text += " rounds=" + joined(r.round_points, integer);
  text += " pts=" +
          joined(r.points, [](const auto& p) { return p.first + ":" + std::to_string(p.second); });
  if (r.accuracy) text += " acc=" + std::to_string(*r.accuracy);
  return text;
}

Parsed<GameResult> parse_result(std::string_view line) {
  while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.remove_suffix(1);
  const std::vector<std::string_view> words = split(line, ' ');
  if (words.empty() || words.front() != kResultFormat) {
    const std::string_view format = words.empty() ? line : words.front();
    if (format.size() > 1 && format[0] == 'r' && number<int>(format.substr(1)))
      // TRANSLATORS: a reason a result of the history cannot be read: {1} its format ("r2").
      return Parsed<GameResult>::fail(
          fill(NC_("error", "the result is of format {1}, made by a newer version of this page"),
               {format}));
    return Parsed<GameResult>::fail(NC_("error", "this is not a result of a game"));
  }
  std::map<std::string_view, std::string_view> fields;
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::size_t equals = words[i].find('=');
    if (equals == std::string_view::npos || equals == 0)
      // TRANSLATORS: a reason a result of the history cannot be read: {1} the text that is not
      // a field ("key=value").
      return Parsed<GameResult>::fail(fill(NC_("error", "'{1}' is not a field"), {words[i]}));
    fields.emplace(words[i].substr(0, equals), words[i].substr(equals + 1));
  }
  GameResult result;
  if (std::string problem = read_fields(fields, result); !problem.empty())
    return Parsed<GameResult>::fail(std::move(problem));
  return Parsed<GameResult>{std::move(result), ""};
}

}  // namespace azul::ui
