// The table in words for the screen-reader mirror (ui/access/table_reading.h) and the game
// screen's mirror (ui/access/table_mirror.h): the move sentences of both games pinned, and at
// random positions of both games the mirror's move buttons are exactly the engine's legal
// moves, each with a name of its own (a screen reader, and a test, find a button by its name).
#include "ui/access/table_mirror.h"

#include <gtest/gtest.h>

#include <set>
#include <sstream>

#include "engine/classic/position_builder.h"
#include "engine/core/rng.h"
#include "ui/access/table_reading.h"
#include "ui/i18n/languages.h"
#include "ui/pavilion/preview_words.h"

namespace azul::ui {
namespace {

const std::string kMinus = "\xE2\x88\x92";

classic::State classic_position(classic::PositionBuilder& builder) {
  auto built = builder.build();
  EXPECT_TRUE(built.ok()) << built.error;
  return *built.value;
}

Action take(int source, classic::Colour colour, int destination) {
  return classic::take_id(source, colour, destination);
}

TEST(MoveSentences, ClassicTakeWithOverflow) {
  classic::PositionBuilder builder{classic::Options{}};
  builder.factory(1, "BBBR").pattern_line(0, 1, "B");
  const classic::State s = classic_position(builder);
  EXPECT_EQ(reading::move_sentence(s, take(1, classic::Colour::Blue, 1)),
            "Take 3 blue from factory 2 to line 2: fills it, 2 to the floor, " + kMinus + "2");
  EXPECT_EQ(reading::move_sentence(s, take(1, classic::Colour::Red, 3)),
            "Take 1 red from factory 2 to line 4");
  EXPECT_EQ(reading::move_sentence(s, take(1, classic::Colour::Red, classic::kFloorDestination)),
            "Take 1 red from factory 2 to the floor line: " + kMinus + "1");
}

TEST(MoveSentences, ClassicTakeOfTheMarker) {
  classic::PositionBuilder builder{classic::Options{}};
  builder.centre("YY").floor(0, "KKKKKK");
  const classic::State s = classic_position(builder);
  EXPECT_EQ(reading::move_sentence(s, take(classic::kCentreSource, classic::Colour::Yellow, 2)),
            "Take 2 yellow from the centre to line 3: first-player marker, " + kMinus + "3");
  EXPECT_EQ(reading::move_sentence(s, take(classic::kCentreSource, classic::Colour::Yellow, 0)),
            "Take 2 yellow from the centre to line 1: fills it, first-player marker, 1 to the "
            "lid, " +
                kMinus + "3");
}

// A grey-wall game played at random until a player chooses a wall column.
TEST(MoveSentences, ClassicGreyWallColumnChoice) {
  classic::Options options;
  options.wall = classic::WallSide::Grey;
  classic::State s(options);
  Rng rng(11);
  ActionList legal;
  for (int guard = 0; guard < 2000 && s.phase() != classic::Phase::WallTiling; ++guard) {
    if (s.is_chance()) {
      ChanceList outcomes;
      s.chance_outcomes(outcomes);
      ASSERT_TRUE(s.apply(outcomes[0].action).ok());
      continue;
    }
    s.legal_actions(legal);
    ASSERT_TRUE(s.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
  }
  ASSERT_EQ(s.phase(), classic::Phase::WallTiling);
  s.legal_actions(legal);
  const classic::Place place = classic::decode_place(legal[0]);
  EXPECT_EQ(reading::move_sentence(s, legal[0]),
            "Place the tile of line " + std::to_string(place.row + 1) + " in wall column " +
                std::to_string(place.column + 1));
}

// Random positions of Summer Pavilion, played with a fixed seed until the first move of the
// kind wanted.
template <class Pick>
std::optional<std::pair<pavilion::State, Action>> first_pavilion_move(std::uint64_t seed,
                                                                      Pick wanted) {
  pavilion::State s{pavilion::Options{}};
  Rng rng(seed);
  ActionList legal;
  for (int guard = 0; guard < 3000 && !s.is_terminal(); ++guard) {
    if (s.is_chance()) {
      ChanceList outcomes;
      s.chance_outcomes(outcomes);
      (void)s.apply(outcomes[rng.below(static_cast<std::uint32_t>(outcomes.size()))].action);
      continue;
    }
    s.legal_actions(legal);
    for (Action a : legal)
      if (wanted(pavilion::decode_action(a))) return std::make_pair(s, a);
    (void)s.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
  }
  return std::nullopt;
}

TEST(MoveSentences, PavilionPlacementPaidWithWilds) {
  const auto found = first_pavilion_move(5, [](const pavilion::DecodedAction& d) {
    return d.kind == pavilion::ActionKind::kPlace && d.wilds > 0;
  });
  ASSERT_TRUE(found.has_value());
  EXPECT_EQ(reading::move_sentence(found->first, found->second),
            "Place green on the green star, space 2, paying 1 green + 1 wild: +1 point");
}

TEST(MoveSentences, PavilionPassKeepingTiles) {
  const auto found = first_pavilion_move(5, [](const pavilion::DecodedAction& d) {
    return d.kind == pavilion::ActionKind::kPass &&
           pavilion::total(pavilion::keep_from_rank(d.keep_rank)) >= 2;
  });
  ASSERT_TRUE(found.has_value());
  // Five blue in hand: two kept, three discarded.
  EXPECT_EQ(reading::move_sentence(found->first, found->second),
            "Pass, keeping 2 blue: " + kMinus + "3 points");
}

TEST(MoveSentences, PavilionTakesOfTheStartTileAndWithAWild) {
  const auto centre = first_pavilion_move(5, [](const pavilion::DecodedAction& d) {
    return d.kind == pavilion::ActionKind::kTake && d.source == pavilion::kCentreSource;
  });
  ASSERT_TRUE(centre.has_value());
  EXPECT_EQ(reading::move_sentence(centre->first, centre->second),
            "Take 2 red from the centre: start token, " + kMinus + "2 points");
  const auto first = first_pavilion_move(
      5, [](const pavilion::DecodedAction& d) { return d.kind == pavilion::ActionKind::kTake; });
  ASSERT_TRUE(first.has_value());
  const pavilion::State& s = first->first;
  int checked = 0;
  for (int f = 0; f < s.num_factories(); ++f)
    for (int c = 0; c < pavilion::kNumColours; ++c) {
      const auto colour = static_cast<pavilion::Colour>(c);
      if (colour == s.wild_colour() || s.factory(f)[c] == 0 || s.factory(f)[s.wild_colour()] == 0)
        continue;
      EXPECT_EQ(reading::move_sentence(s, pavilion::take_action(f, colour)),
                "Take " + std::to_string(s.factory(f)[c]) + " " + pview::colour_word(colour) +
                    " from factory " + std::to_string(f + 1) + " + 1 wild");
      ++checked;
    }
  EXPECT_GT(checked, 0) << "the first deal has a factory with a wild beside another colour";
}

// The move buttons of a mirror document: id -> name.
std::vector<std::pair<std::string, std::string>> move_buttons(const std::string& document) {
  std::vector<std::pair<std::string, std::string>> buttons;
  std::istringstream lines(document);
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("b\tmove:", 0) != 0) continue;
    const std::size_t id_end = line.find('\t', 2);
    const std::size_t flags_end = line.find('\t', id_end + 1);
    buttons.emplace_back(line.substr(2, id_end - 2), line.substr(flags_end + 1));
  }
  return buttons;
}

template <Game S>
void expect_buttons_are_the_legal_moves(const S& first, std::uint64_t seed) {
  std::vector<SeatSetup> seats(static_cast<std::size_t>(first.num_players()),
                               SeatSetup{true, "easy"});
  const GameSession<S> session(GameRecord<S>{first.options(), seed, {}}, seats);
  S s = first;
  Rng rng(seed);
  ActionList legal;
  TableMirror<S> table;
  int checked = 0;
  for (int guard = 0; guard < 5000 && !s.is_terminal(); ++guard) {
    if (s.is_chance()) {
      ChanceList outcomes;
      s.chance_outcomes(outcomes);
      ASSERT_TRUE(
          s.apply(outcomes[rng.below(static_cast<std::uint32_t>(outcomes.size()))].action).ok());
      continue;
    }
    s.legal_actions(legal);
    mirror().begin_frame();
    EXPECT_FALSE(table.draw(session, s, legal, true).has_value()) << "nothing was pressed";
    const auto buttons = move_buttons(mirror().document());
    std::set<std::string> ids;
    std::set<std::string> names;
    for (const auto& [id, name] : buttons) {
      ids.insert(id);
      names.insert(name);
    }
    std::set<std::string> wanted;
    for (Action a : legal) wanted.insert(move_button_id(a));
    ASSERT_EQ(ids, wanted) << "at move " << guard;
    ASSERT_EQ(names.size(), buttons.size()) << "two moves with one name at move " << guard;
    // A press of a button plays its move.
    const Action pick = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    mirror().press(move_button_id(pick));
    mirror().begin_frame();
    EXPECT_EQ(table.draw(session, s, legal, true), std::optional<Action>(pick));
    mirror().end_frame();
    ASSERT_TRUE(s.apply(pick).ok());
    ++checked;
  }
  EXPECT_TRUE(s.is_terminal());
  EXPECT_GT(checked, 20);
}

TEST(TableMirror, ButtonsAreExactlyTheLegalMovesClassic) {
  for (int players = 2; players <= 4; ++players) {
    classic::Options options;
    options.players = players;
    options.wall = players == 3 ? classic::WallSide::Grey : classic::WallSide::Coloured;
    expect_buttons_are_the_legal_moves(classic::State(options), 100 + players);
  }
}

TEST(TableMirror, ButtonsAreExactlyTheLegalMovesPavilion) {
  for (int players = 2; players <= 4; ++players) {
    pavilion::Options options;
    options.players = players;
    options.side = players == 3 ? pavilion::Side::kMonochrome : pavilion::Side::kColoured;
    expect_buttons_are_the_legal_moves(pavilion::State(options), 200 + players);
  }
}

TEST(TableMirror, ReadsTheTableAndAnnouncesTheEnd) {
  classic::PositionBuilder builder{classic::Options{}};
  builder.factory(0, "BBYR").centre("K").pattern_line(1, 2, "RR").floor(1, "W").score(1, 7);
  const classic::State s = classic_position(builder);
  const GameSession<classic::State> session(GameRecord<classic::State>{classic::Options{}, 1, {}},
                                            {SeatSetup{true, "easy"}, SeatSetup{false, "easy"}});
  mirror().begin_frame();
  ActionList legal;
  s.legal_actions(legal);
  (void)TableMirror<classic::State>().draw(session, s, legal, false);
  const std::string& doc = mirror().document();
  EXPECT_NE(doc.find("l\tFactory 1: 2 blue, 1 yellow, 1 red\n"), std::string::npos) << doc;
  EXPECT_NE(doc.find("l\tCentre: 1 black, and the first-player marker\n"), std::string::npos);
  EXPECT_NE(doc.find("h\t2\tP2 · AI easy: 7 points\n"), std::string::npos) << doc;
  EXPECT_NE(doc.find("l\tLine 3: 2 red of 3\n"), std::string::npos);
  EXPECT_NE(doc.find("l\tFloor line: white (" + kMinus + "1)\n"), std::string::npos);
  EXPECT_EQ(doc.find("b\tmove:"), std::string::npos) << "no moves offered";
  mirror().end_frame();
}

// The mirror is built every drawn frame: the sentences of the moves are made once for a
// position, its legal list and the language, and again only when one of them changes.
TEST(TableMirror, KeepsTheSentencesWithThePositionTheLegalListAndTheLanguage) {
  classic::PositionBuilder builder{classic::Options{}};
  builder.factory(0, "BBYR").centre("K");
  classic::State s = classic_position(builder);
  const GameSession<classic::State> session(GameRecord<classic::State>{classic::Options{}, 1, {}},
                                            {SeatSetup{true, "easy"}, SeatSetup{false, "easy"}});
  ActionList legal;
  s.legal_actions(legal);
  TableMirror<classic::State> table;
  const auto frame = [&](const ActionList& offered) {
    mirror().begin_frame();
    (void)table.draw(session, s, offered, true);
    const std::vector<std::pair<std::string, std::string>> buttons =
        move_buttons(mirror().document());
    mirror().end_frame();
    return buttons;
  };
  const auto first = frame(legal);
  for (int i = 0; i < 5; ++i) EXPECT_EQ(frame(legal), first);
  EXPECT_EQ(table.sentences_made(), 1u) << "frames of one position make its sentences once";

  ActionList fewer = legal;
  fewer.pop_back();
  EXPECT_EQ(frame(fewer).size(), legal.size() - 1);
  EXPECT_EQ(table.sentences_made(), 2u) << "another legal list";

  ASSERT_TRUE(s.apply(legal[0]).ok());
  s.legal_actions(legal);
  const auto next = frame(legal);
  EXPECT_EQ(table.sentences_made(), 3u) << "another position";
  EXPECT_NE(next, first);

  ASSERT_TRUE(set_language(kPseudoLanguage));
  const auto pseudo = frame(legal);
  set_language(kEnglish);
  EXPECT_EQ(table.sentences_made(), 4u) << "another language";
  ASSERT_EQ(pseudo.size(), next.size());
  EXPECT_NE(pseudo.front().second, next.front().second);
  EXPECT_EQ(frame(legal), next);
}

}  // namespace
}  // namespace azul::ui
