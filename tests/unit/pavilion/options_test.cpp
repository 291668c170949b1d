// Summer Pavilion options: validation and record pairs.
#include <gtest/gtest.h>

#include "engine/pavilion/options.h"

namespace azul::pavilion {
namespace {

TEST(PavilionOptions, DefaultsAreValidAndWrittenInOrder) {
  const Options options;
  EXPECT_TRUE(options.validate().ok());
  const OptionPairs expected = {
      {"players", "2"}, {"side", "coloured"}, {"floor", "1"}, {"wilds", "PGOYBR"}, {"start", "1"}};
  EXPECT_EQ(options.to_pairs(), expected);
}

TEST(PavilionOptions, PairsRoundTrip) {
  Options options;
  options.players = 4;
  options.side = Side::kMonochrome;
  options.score_floor = 0;
  options.wild_order = {kRed, kBlue, kYellow, kOrange, kGreen, kPurple};
  options.start_player = 3;
  const OptionPairs pairs = options.to_pairs();
  EXPECT_EQ(pairs[3].second, "RBYOGP");
  EXPECT_EQ(pairs[4].second, "4");
  const Parsed<Options> back = Options::from_pairs(pairs);
  ASSERT_TRUE(back.ok()) << back.error;
  EXPECT_EQ(*back.value, options);
}

TEST(PavilionOptions, FromPairsAcceptsAnyOrderAndLowerCaseWilds) {
  const Parsed<Options> parsed = Options::from_pairs({{"start", "2"},
                                                      {"wilds", "pgoybr"},
                                                      {"floor", "0"},
                                                      {"side", "monochrome"},
                                                      {"players", "3"}});
  ASSERT_TRUE(parsed.ok()) << parsed.error;
  EXPECT_EQ(parsed.value->players, 3);
  EXPECT_EQ(parsed.value->start_player, 1);
  EXPECT_EQ(parsed.value->score_floor, 0);
}

std::string ErrorOf(OptionPairs pairs) {
  const Parsed<Options> parsed = Options::from_pairs(pairs);
  EXPECT_FALSE(parsed.ok());
  return parsed.error;
}

OptionPairs Valid() { return Options{}.to_pairs(); }

TEST(PavilionOptions, FromPairsRejectsWithClearMessages) {
  OptionPairs unknown = Valid();
  unknown.push_back({"colour", "blue"});
  EXPECT_NE(ErrorOf(unknown).find("unknown option 'colour' (this game's options: players, side, "
                                  "floor, wilds, start)"),
            std::string::npos);

  OptionPairs duplicate = Valid();
  duplicate.push_back({"floor", "0"});
  EXPECT_NE(ErrorOf(duplicate).find("'floor' is given twice"), std::string::npos);

  OptionPairs missing = Valid();
  missing.erase(missing.begin() + 3);
  const auto defaulted = Options::from_pairs(missing);
  ASSERT_TRUE(defaulted.ok()) << "a missing option takes its default: " << defaulted.error;
  EXPECT_EQ(defaulted.value->wild_order, kStandardWildOrder);

  auto with = [](const std::string& key, const std::string& value) {
    OptionPairs pairs = Valid();
    for (auto& [k, v] : pairs)
      if (k == key) v = value;
    return pairs;
  };
  EXPECT_NE(ErrorOf(with("players", "5")).find("players must be 2, 3 or 4, not '5'"),
            std::string::npos);
  EXPECT_NE(ErrorOf(with("players", "two")).find("not 'two'"), std::string::npos);
  EXPECT_NE(ErrorOf(with("side", "sepia")).find("side must be coloured or monochrome"),
            std::string::npos);
  EXPECT_NE(ErrorOf(with("floor", "2")).find("floor must be 1"), std::string::npos);
  for (const char* bad : {"PGOYB", "PGOYBX", "PGOYBP"})
    EXPECT_NE(ErrorOf(with("wilds", bad))
                  .find("wilds must name each of the letters PGOYBR once, not '" +
                        std::string(bad) + "'"),
              std::string::npos);
  const auto lower = Options::from_pairs(with("wilds", "rbyogp"));
  ASSERT_TRUE(lower.ok()) << "letters are read in either case: " << lower.error;
  EXPECT_EQ(lower.value->to_pairs()[3].second, "RBYOGP");
  EXPECT_NE(ErrorOf(with("start", "3")).find("start must be a seat from 1 to 2"),
            std::string::npos);
  EXPECT_NE(ErrorOf(with("start", "0")).find("start must be a seat number"), std::string::npos);
}

TEST(PavilionOptions, ValidateChecksRanges) {
  Options options;
  options.players = 1;
  EXPECT_FALSE(options.validate().ok());
  options = Options{};
  options.wild_order[0] = kGreen;  // green twice, purple missing
  EXPECT_FALSE(options.validate().ok());
  options = Options{};
  options.start_player = 2;
  EXPECT_FALSE(options.validate().ok());
  options.players = 3;
  EXPECT_TRUE(options.validate().ok());
  options.score_floor = -1;
  EXPECT_FALSE(options.validate().ok());
}

}  // namespace
}  // namespace azul::pavilion
