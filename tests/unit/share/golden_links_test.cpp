// Share links of format version 1 keep opening: tests/data/links-v1.golden holds links that the
// page wrote before links v2 (full and partial games of both kinds, every option variant), each
// beside the record file and action count it must decode to, and its seat code.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/games.h"
#include "engine/record/record.h"
#include "ui/share/share_link.h"

namespace azul::ui {
namespace {

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

struct GoldenLink {
  std::string record_file, actions, seats, link;
};

std::vector<GoldenLink> golden_links() {
  std::istringstream lines(read_file(std::string(AZUL_TEST_DATA_DIR) + "/links-v1.golden"));
  std::vector<GoldenLink> links;
  for (std::string line; std::getline(lines, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream words(line);
    GoldenLink golden;
    words >> golden.record_file >> golden.actions >> golden.seats >> golden.link;
    links.push_back(golden);
  }
  return links;
}

// The record file cut to the link's action count.
AnyGameRecord expected_record(const GoldenLink& golden) {
  auto record =
      parse_any_record(read_file(std::string(AZUL_TEST_DATA_DIR) + "/" + golden.record_file));
  EXPECT_TRUE(record.ok()) << golden.record_file << ": " << record.error;
  if (golden.actions != "all")
    std::visit([&](auto& r) { r.actions.resize(std::stoul(golden.actions)); }, *record.value);
  return *record.value;
}

TEST(GoldenLinks, EveryVersion1LinkOpensAsItsRecord) {
  const std::vector<GoldenLink> links = golden_links();
  ASSERT_GE(links.size(), 12u);
  for (const GoldenLink& golden : links) {
    SCOPED_TRACE(golden.record_file + " " + golden.actions);
    ASSERT_EQ(golden.link.substr(0, 2), "1.");
    auto opened = open_share_link(golden.link);
    ASSERT_TRUE(opened.ok()) << opened.error;
    EXPECT_TRUE(opened.value->game.record == expected_record(golden));
    const int players = player_count(opened.value->game.record);
    EXPECT_EQ(seat_code(opened.value->game.seats),
              golden.seats == "-" ? seat_code(default_seats(players)) : golden.seats);
    // The same game written today (version 2) opens as the same game.
    const std::string today =
        std::visit([&](const auto& r) { return make_share_link(r, opened.value->game.seats); },
                   opened.value->game.record);
    ASSERT_EQ(today.substr(0, 2), "2.");
    auto again = open_share_link(today);
    ASSERT_TRUE(again.ok()) << again.error;
    EXPECT_TRUE(again.value->game.record == opened.value->game.record);
    EXPECT_EQ(again.value->game.seats, opened.value->game.seats);
  }
}

}  // namespace
}  // namespace azul::ui
