// Options of classic Azul: record pairs and validation.
#include "classic_test_support.h"

namespace azul::classic::testing {
namespace {

TEST(ClassicOptions, ToPairsHasTheRecordKeysInOrder) {
  const OptionPairs pairs = options(3, WallSide::Grey, 2).to_pairs();
  const OptionPairs expected = {{"players", "3"}, {"wall", "grey"}, {"start", "3"}};
  EXPECT_EQ(pairs, expected);
  EXPECT_EQ(options().to_pairs()[1].second, "coloured");
}

TEST(ClassicOptions, RoundTripsEveryValidSetup) {
  for (int players = 2; players <= 4; ++players)
    for (WallSide wall : {WallSide::Coloured, WallSide::Grey})
      for (int seat = 0; seat < players; ++seat) {
        const Options o = options(players, wall, seat);
        const Parsed<Options> back = Options::from_pairs(o.to_pairs());
        ASSERT_TRUE(back.ok()) << back.error;
        EXPECT_EQ(*back.value, o);
      }
}

TEST(ClassicOptions, AcceptsKeysInAnyOrder) {
  const Parsed<Options> o =
      Options::from_pairs({{"start", "2"}, {"wall", "coloured"}, {"players", "2"}});
  ASSERT_TRUE(o.ok()) << o.error;
  EXPECT_EQ(o.value->start_seat, 1);
}

TEST(ClassicOptions, RejectsUnknownAndDuplicateKeysNamingThem) {
  Parsed<Options> o =
      Options::from_pairs({{"players", "2"}, {"wall", "grey"}, {"start", "1"}, {"tiles", "5"}});
  EXPECT_NE(o.error.find("unknown option 'tiles' (this game's options: players, wall, start)"),
            std::string::npos)
      << o.error;
  o = Options::from_pairs({{"players", "2"}, {"players", "3"}, {"wall", "grey"}, {"start", "1"}});
  EXPECT_NE(o.error.find("'players' is given twice"), std::string::npos) << o.error;
}

TEST(ClassicOptions, AMissingOptionTakesItsDefault) {
  Parsed<Options> o = Options::from_pairs({{"players", "3"}});
  ASSERT_TRUE(o.ok()) << o.error;
  EXPECT_EQ(*o.value, options(3, WallSide::Coloured, 0));
  o = Options::from_pairs({});
  ASSERT_TRUE(o.ok()) << o.error;
  EXPECT_EQ(*o.value, Options{});
  // The schema's defaults are the defaults of the struct.
  EXPECT_EQ(default_options(Options::schema()), Options{}.to_pairs());
}

TEST(ClassicOptions, RejectsBadValues) {
  const auto error_for = [](const OptionPairs& pairs) {
    const Parsed<Options> o = Options::from_pairs(pairs);
    EXPECT_FALSE(o.ok());
    return o.error;
  };
  EXPECT_NE(error_for({{"players", "5"}, {"wall", "grey"}, {"start", "1"}})
                .find("players must be 2, 3 or 4, not '5'"),
            std::string::npos);
  EXPECT_NE(error_for({{"players", "two"}, {"wall", "grey"}, {"start", "1"}}).find("'two'"),
            std::string::npos);
  EXPECT_NE(
      error_for({{"players", "2"}, {"wall", "gray"}, {"start", "1"}}).find("coloured or grey"),
      std::string::npos);
  EXPECT_NE(error_for({{"players", "2"}, {"wall", "grey"}, {"start", "3"}}).find("start"),
            std::string::npos);
  EXPECT_NE(error_for({{"players", "2"}, {"wall", "grey"}, {"start", "0"}}).find("start"),
            std::string::npos);
  EXPECT_NE(error_for({{"players", "2"}, {"wall", "grey"}, {"start", " 1"}}).find("start"),
            std::string::npos);
}

TEST(ClassicOptions, ValidateChecksRanges) {
  EXPECT_TRUE(options(4, WallSide::Grey, 3).validate().ok());
  EXPECT_FALSE(options(1).validate().ok());
  EXPECT_FALSE(options(5).validate().ok());
  EXPECT_FALSE(options(2, WallSide::Coloured, 2).validate().ok());
  EXPECT_FALSE(options(2, WallSide::Coloured, -1).validate().ok());
  EXPECT_NE(options(2, WallSide::Coloured, 2).validate().message().find("start"),
            std::string::npos);
}

TEST(ClassicOptions, FactoriesPerPlayerCount) {
  EXPECT_EQ(State(options(2)).num_factories(), 5);
  EXPECT_EQ(State(options(3)).num_factories(), 7);
  EXPECT_EQ(State(options(4)).num_factories(), 9);
}

}  // namespace
}  // namespace azul::classic::testing
