// The texts of "Your games" (ui/share/library_view.h).
#include "ui/share/library_view.h"

#include <gtest/gtest.h>

namespace azul::ui {
namespace {

TEST(LibraryView, SaysWhoPlays) {
  EXPECT_EQ(seats_text({SeatSetup{}, SeatSetup{false, "hard"}}), "You vs AI hard");
  EXPECT_EQ(seats_text({SeatSetup{}, SeatSetup{}, SeatSetup{false, "easy"}}),
            "P1 and P2 vs AI easy");
  EXPECT_EQ(seats_text({SeatSetup{}, SeatSetup{}}), "2 people");
  EXPECT_EQ(seats_text({SeatSetup{false, "easy"}, SeatSetup{}, SeatSetup{false, "max"}}),
            "You vs AI easy, AI max");
  EXPECT_EQ(seats_text({SeatSetup{false, "hard"}, SeatSetup{false, "max"}}),
            "AI only vs AI hard, AI max");
}

TEST(LibraryView, SaysHowFarTheGameGot) {
  LibraryEntry entry;
  entry.round = 3;
  entry.scores = {12, 9};
  EXPECT_EQ(progress_text(entry), "Round 3 \xC2\xB7 12 \xE2\x80\x93 9");
  entry.finished = true;
  EXPECT_EQ(progress_text(entry), "Finished \xC2\xB7 12 \xE2\x80\x93 9");
}

TEST(LibraryView, SaysWhenItWasLastPlayed) {
  const std::int64_t now = 1'764'000'000'000;  // 2025-11-24 16:00 UTC
  EXPECT_EQ(played_text(now - 5'000, now), "just now");
  EXPECT_EQ(played_text(now - 5 * 60'000, now), "5 min ago");
  EXPECT_EQ(played_text(now - 3 * 3'600'000, now), "3 h ago");
  EXPECT_EQ(played_text(now - 30 * 3'600'000, now), "yesterday");
  EXPECT_EQ(played_text(now - 4 * 86'400'000LL, now), "4 days ago");
  EXPECT_EQ(played_text(now - 30 * 86'400'000LL, now), "2025-10-25");
  EXPECT_EQ(played_text(951'782'400'000, now), "2000-02-29");  // a leap day
  EXPECT_EQ(played_text(0, now), "earlier");
}

}  // namespace
}  // namespace azul::ui
