#include "cli/round_breakdown.h"

namespace azul::cli {
namespace {

void write_seats(JsonWriter& json, const std::vector<SeatPoints>& seats) {
  json.begin_array();
  for (std::size_t seat = 0; seat < seats.size(); ++seat) {
    json.begin_object().key("seat").value(static_cast<int>(seat + 1)).key("lines").begin_object();
    for (const ScoreLine& line : seats[seat].lines) json.key(line.label).value(line.points);
    json.end_object().key("total").value(seats[seat].total);
    json.key("score").value(seats[seat].score).end_object();
  }
  json.end_array();
}

void write_ints(JsonWriter& json, const std::vector<int>& values) {
  json.begin_array();
  for (int value : values) json.value(value);
  json.end_array();
}

std::string seat_line(const std::string& head, std::size_t seat, const SeatPoints& points) {
  std::string text = head + " seat " + std::to_string(seat + 1) + ":";
  for (const ScoreLine& line : points.lines)
    if (line.points != 0) text += " " + line.label + " " + std::to_string(line.points) + ",";
  return text + " total " + std::to_string(points.total) + ", score " +
         std::to_string(points.score);
}

}  // namespace

void write_breakdown_json(JsonWriter& json, const GameBreakdown& breakdown) {
  json.begin_object().key("start");
  write_ints(json, breakdown.start);
  json.key("rounds").begin_array();
  for (const RoundPoints& round : breakdown.rounds) {
    json.begin_object().key("round").value(round.round).key("complete").value(round.complete);
    json.key("seats");
    write_seats(json, round.seats);
    json.end_object();
  }
  json.end_array().key("finished").value(breakdown.finished).key("end_bonuses");
  write_seats(json, breakdown.end_bonuses);
  json.key("scores");
  write_ints(json, breakdown.scores);
  json.end_object();
}

std::vector<std::string> breakdown_text(const GameBreakdown& breakdown) {
  std::vector<std::string> lines;
  std::string start = "start:";
  for (std::size_t seat = 0; seat < breakdown.start.size(); ++seat)
    start += " seat " + std::to_string(seat + 1) + " " + std::to_string(breakdown.start[seat]);
  lines.push_back(start);
  for (const RoundPoints& round : breakdown.rounds)
    for (std::size_t seat = 0; seat < round.seats.size(); ++seat)
      lines.push_back(
          seat_line("round " + std::to_string(round.round) + (round.complete ? "" : " (so far)"),
                    seat, round.seats[seat]));
  for (std::size_t seat = 0; seat < breakdown.end_bonuses.size(); ++seat)
    lines.push_back(seat_line("end bonuses", seat, breakdown.end_bonuses[seat]));
  return lines;
}

}  // namespace azul::cli
