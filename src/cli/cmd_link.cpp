// azul-cli link encode FILE|- : the share link of a record (the page opens it).
// azul-cli link decode LINK [--json] : the record a link holds (or JSON), or the message the
// page shows for it and exit status 1.
#include <cstdio>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include "ai/seats.h"
#include "cli/args.h"
#include "cli/command.h"
#include "cli/files.h"
#include "cli/json.h"
#include "engine/games.h"
#include "engine/record/link.h"
#include "engine/record/record.h"

namespace azul::cli {
namespace {

int encode(const std::string& path) {
  const std::string text = read_text_file(path);
  auto split = parse_record_text(text);
  std::string error = split.ok() ? "" : split.error;
  std::string link;
  if (split.ok() && !with_game(split.value->game, [&](auto tag) {
        auto record = resolve_record<typename decltype(tag)::type>(*split.value);
        if (record.ok())
          link = encode_link(*record.value);
        else
          error = record.error;
      }))
    error = "the record is for the unknown game '" + split.value->game + "' (" + game_ids() + ")";
  if (!error.empty()) {
    std::fprintf(stderr, "azul-cli link: %s: %s\n", path.c_str(), error.c_str());
    return 1;
  }
  std::printf("%s\n", link.c_str());
  return 0;
}

template <Game S>
void print_json(const GameRecord<S>& record, const std::vector<ai::SeatSetup>& seats) {
  std::printf("{\"game\":%s,\"options\":{", json_string(S::kName).c_str());
  const OptionPairs options = record.options.to_pairs();
  for (std::size_t i = 0; i < options.size(); ++i)
    std::printf("%s%s:%s", i ? "," : "", json_string(options[i].first).c_str(),
                json_string(options[i].second).c_str());
  std::printf("},\"seed\":%llu,\"seats\":%s,\"actions\":[",
              static_cast<unsigned long long>(record.seed.value_or(0)),
              json_string(ai::seat_code(seats)).c_str());
  // Tiles dealt in a row form one {"deal": letters} entry, as a record's deal lines do.
  S state(record.options);
  std::string dealt;
  bool first = true;
  auto flush_deal = [&] {
    if (dealt.empty()) return;
    std::printf("%s{\"deal\":%s}", first ? "" : ",", json_string(dealt).c_str());
    first = false;
    dealt.clear();
  };
  for (Action action : record.actions) {
    if (state.is_chance()) {
      dealt += state.action_to_string(action);
    } else {
      flush_deal();
      std::printf("%s{\"seat\":%d,\"move\":%s}", first ? "" : ",", state.current_player() + 1,
                  json_string(state.action_to_string(action)).c_str());
      first = false;
    }
    state.apply_unchecked(action);
  }
  flush_deal();
  std::printf("],\"finished\":%s}\n", state.is_terminal() ? "true" : "false");
}

int decode(const std::string& link, bool json) {
  std::string error;
  auto split = split_link(link);
  if (!split.ok()) error = split.error;
  if (split.ok() && !with_game(split.value->game, [&](auto tag) {
        using S = typename decltype(tag)::type;
        auto record = decode_link<S>(*split.value);
        if (!record.ok()) {
          error = record.error;
          return;
        }
        auto seats = ai::seats_from_fields(split.value->fields, record.value->options.players);
        if (!seats.ok()) {
          error = seats.error;
          return;
        }
        if (json)
          print_json(*record.value, *seats.value);
        else
          std::fputs(print_record(*record.value).c_str(), stdout);
      }))
    error =
        "the link names the unknown game '" + split.value->game + "' (" + game_ids() + " expected)";
  if (error.empty()) return 0;
  std::fprintf(stderr, "azul-cli link: %s\n", error.c_str());
  return 1;
}

int run_link(const std::vector<std::string>& words) {
  Args args(words, {}, {"json"});
  const auto& words_left = args.positional();
  if (words_left.size() != 2 || (words_left[0] != "encode" && words_left[0] != "decode"))
    throw UsageError("expected 'encode FILE|-' or 'decode LINK'");
  if (words_left[0] == "encode") {
    if (args.has("json")) throw UsageError("--json goes with decode");
    return encode(words_left[1]);
  }
  return decode(words_left[1], args.has("json"));
}

}  // namespace

AZUL_CLI_COMMAND(link, "link encode FILE|-  |  link decode LINK [--json]",
                 "the share link of a record, or the record a link holds (as the page reads it)",
                 run_link);

}  // namespace azul::cli
