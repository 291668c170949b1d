// The screen-reader mirror (ui/access/mirror.h): its document's lines, presses taken once by the
// button of their name (never by a disabled one, never after the frame), and controls' labels
// as words.
#include "ui/access/mirror.h"

#include <gtest/gtest.h>

namespace azul::ui {
namespace {

TEST(Mirror, WritesEachPartAsOneLine) {
  Mirror m;
  m.begin_frame();
  m.heading("Round 1", 1);
  m.line("Your\tturn\n");
  m.item("Factory 1: empty");
  EXPECT_FALSE(m.button("button:undo", "Undo", false));
  EXPECT_FALSE(m.button("setting:language:de", "Deutsch", true, true));
  m.alert("Game over");
  EXPECT_EQ(m.document(),
            "h\t1\tRound 1\n"
            "p\tYour turn \n"
            "l\tFactory 1: empty\n"
            "b\tbutton:undo\td\tUndo\n"
            "b\tsetting:language:de\tp\tDeutsch\n"
            "a\tGame over\n");
  m.end_frame();
  m.begin_frame();
  EXPECT_EQ(m.document(), "") << "each frame writes its document anew";
}

TEST(Mirror, APressIsTakenOnceByItsButtonAtTheNextFrame) {
  Mirror m;
  m.press("button:hint");
  EXPECT_FALSE(m.button("button:hint", "Hint")) << "not before the frame begins";
  m.begin_frame();
  EXPECT_FALSE(m.button("button:undo", "Undo"));
  EXPECT_TRUE(m.button("button:hint", "Hint"));
  EXPECT_FALSE(m.button("button:hint", "Hint")) << "taken once";
  m.end_frame();

  m.press("button:undo");
  m.begin_frame();
  EXPECT_FALSE(m.button("button:undo", "Undo", false)) << "a disabled button ignores a press";
  m.end_frame();
  m.begin_frame();
  EXPECT_FALSE(m.button("button:undo", "Undo")) << "a press no control took is dropped";
  m.end_frame();
}

TEST(Mirror, AnnouncementsAreTakenInOrder) {
  Mirror m;
  m.announce("P1 takes 3 blue");
  m.announce("P2 passes");
  EXPECT_EQ(m.take_announcements(), (std::vector<std::string>{"P1 takes 3 blue", "P2 passes"}));
  EXPECT_TRUE(m.take_announcements().empty());
}

TEST(Mirror, LabelsAreReadAsWords) {
  EXPECT_EQ(shown_label("Undo###undo"), "Undo");
  EXPECT_EQ(shown_label("\xE2\x9C\x93  Colour-blind symbols"), "Colour-blind symbols");
  EXPECT_EQ(shown_label("     High contrast"), "High contrast");
  EXPECT_EQ(shown_label("Start game \xE2\x96\xB6##start"), "Start game");
  EXPECT_EQ(shown_label("\xE2\x98\xB0 Menu###menu"), "Menu");
  EXPECT_EQ(shown_label("\xC3\x84ndern"), "\xC3\x84ndern") << "a letter is not a symbol";
  EXPECT_EQ(shown_label("\xE2\x96\xB6"), "\xE2\x96\xB6") << "a symbol alone stays";
}

}  // namespace
}  // namespace azul::ui
