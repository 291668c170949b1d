// Golden records: every tests/data/*.record must replay to exactly the final position, scores
// and breakdown stored beside it in <name>.golden. A rules change that alters any of them
// shows up here. After an intended change, regenerate with AZUL_UPDATE_GOLDEN=1 and review
// the diff.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/games.h"
#include "engine/record/record.h"

namespace azul {
namespace {

namespace fs = std::filesystem;

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// The replayed game's final position, scores, breakdown and the re-printed record.
std::string summary_of(const std::string& record_text, std::string& error) {
  auto split = parse_record_text(record_text);
  if (!split.ok()) {
    error = split.error;
    return {};
  }
  std::string out;
  with_game(split.value->game, [&](auto tag) {
    using S = typename decltype(tag)::type;
    auto record = resolve_record<S>(*split.value);
    if (!record.ok()) {
      error = record.error;
      return;
    }
    const S state = replay(*record.value);
    out += state.to_string();
    for (int p = 0; p < state.num_players(); ++p) {
      out += "seat " + std::to_string(p + 1) + " score " + std::to_string(state.score(p)) + "\n";
      for (const ScoreLine& line : state.breakdown(p))
        out += "  " + line.label + " " + std::to_string(line.points) + "\n";
    }
    out += "-- record as printed --\n" + print_record(*record.value);
  });
  return out;
}

TEST(GoldenRecords, ReplayExactly) {
  const fs::path dir = AZUL_TEST_DATA_DIR;
  const bool update = std::getenv("AZUL_UPDATE_GOLDEN") != nullptr;
  int checked = 0;
  for (const auto& entry : fs::directory_iterator(dir)) {
    if (entry.path().extension() != ".record") continue;
    SCOPED_TRACE(entry.path().filename().string());
    std::string error;
    const std::string summary = summary_of(read_file(entry.path()), error);
    ASSERT_TRUE(error.empty()) << error;
    fs::path golden = entry.path();
    golden.replace_extension(".golden");
    if (update) std::ofstream(golden, std::ios::binary) << summary;
    ASSERT_TRUE(fs::exists(golden)) << "missing " << golden << " (run with AZUL_UPDATE_GOLDEN=1)";
    EXPECT_EQ(summary, read_file(golden));
    ++checked;
  }
  EXPECT_GE(checked, 6);
}

}  // namespace
}  // namespace azul
