#include "ui/game/new_game_screen.h"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <string>

#include "ai/levels.h"
#include "ui/game/controls.h"
#include "ui/layout.h"
#include "ui/palette.h"
#include "ui/touch_scrolling.h"

namespace azul::ui {
namespace {

constexpr float kMaxWidthEm = 40.0f;
constexpr float kSectionGapEm = 0.25f;
constexpr float kLabelColumnEm = 8.0f;  // labels sit left of their controls when wide

constexpr ImU32 kPavilionColours[] = {palette::kPavilionPurple, palette::kPavilionGreen,
                                      palette::kPavilionOrange, palette::kPavilionYellow,
                                      palette::kPavilionBlue,   palette::kPavilionRed};

void section_gap() { ImGui::Dummy(ImVec2(0, em(kSectionGapEm))); }

// A label for a row of controls: on its own line when narrow, in a column when wide.
void row_label(const char* text, bool wide) {
  ImGui::AlignTextToFramePadding();
  const float y = ImGui::GetCursorPosY();
  ImGui::SetCursorPosY(y + (touch_height() - ImGui::GetFrameHeight()) * 0.5f);
  ImGui::TextColored(palette::to_vec4(palette::kTextMuted), "%s", text);
  if (wide) {
    ImGui::SameLine(em(kLabelColumnEm));
    ImGui::SetCursorPosY(y);
  }
}

std::string seat_label(int seat) { return "Player " + std::to_string(seat + 1); }

void draw_wild_order(NewGameSetup& setup, WidgetProbe& probe, bool wide) {
  row_label("Wild colours", wide);
  int mode = static_cast<int>(setup.wild_mode);
  const char* const labels[] = {"Standard", "Random", "Custom"};
  const char* const ids[] = {"standard", "random", "custom"};
  ImGui::BeginGroup();
  if (segmented("wilds", labels, ids, mode, probe, "button:wilds"))
    setup.wild_mode = static_cast<WildOrderMode>(mode);
  // The order the game will use, one diamond per round; in custom mode each is a button that
  // moves that round's colour on to the next colour (swapping with the round that had it).
  const auto order = resolved_wild_order(setup);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float size = touch_height();
  for (int round = 0; round < pavilion::kRounds; ++round) {
    if (round > 0) ImGui::SameLine(0, em(0.2f));
    const ImVec2 pos = ImGui::GetCursorScreenPos();
    ImGui::PushID(round);
    bool clicked = false;
    if (setup.wild_mode == WildOrderMode::kCustom) {
      clicked = is_tap(ImGui::InvisibleButton("wild", ImVec2(size, size)));
      probe.record_last_item("button:wild:" + std::to_string(round + 1));
    } else {
      ImGui::Dummy(ImVec2(size, size));
    }
    ImGui::PopID();
    const ImVec2 c(pos.x + size * 0.5f, pos.y + size * 0.42f);
    const float h = size * 0.3f;
    draw->AddQuadFilled(ImVec2(c.x, c.y - h * 1.2f), ImVec2(c.x + h, c.y),
                        ImVec2(c.x, c.y + h * 1.2f), ImVec2(c.x - h, c.y),
                        kPavilionColours[order[round]]);
    char number[4];
    std::snprintf(number, sizeof number, "%d", round + 1);
    draw->AddText(ImGui::GetFont(), em(0.6f), ImVec2(c.x - em(0.17f), pos.y + size * 0.78f),
                  palette::kTextMuted, number);
    if (clicked) {
      auto& wilds = setup.custom_wilds;
      const auto next = static_cast<pavilion::Colour>((wilds[round] + 1) % pavilion::kNumColours);
      const auto other = std::find(wilds.begin(), wilds.end(), next);
      std::swap(*other, wilds[round]);
    }
  }
  ImGui::EndGroup();
}

}  // namespace

NewGameAction draw_new_game_screen(NewGameSetup& setup, const FontLibrary& fonts,
                                   WidgetProbe& probe) {
  NewGameAction action;
  const ImVec2 available = ImGui::GetContentRegionAvail();
  const float width = std::min(available.x - em(1.0f), em(kMaxWidthEm));
  const float left = std::max(em(0.5f), (available.x - width) * 0.5f);
  const bool wide = width >= em(30.0f);

  ImGui::SetCursorPos(ImVec2(left, ImGui::GetCursorPosY() + em(0.4f)));
  ImGui::BeginGroup();
  ImGui::PushItemWidth(width);
  if (touch_button("\xE2\x86\x90 Back", probe, "button:back")) action.back = true;
  ImGui::SameLine();
  ImGui::PushFont(fonts.font(FontRole::kHeading));
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (touch_height() - ImGui::GetFontSize()) * 0.5f);
  ImGui::TextUnformatted("New game");
  ImGui::PopFont();
  section_gap();

  // The game.
  row_label("Game", wide);
  int game = setup.game == GameKind::kSummerPavilion ? 0 : 1;
  const char* const game_labels[] = {"Summer Pavilion", "Azul"};
  const char* const game_ids[] = {"pavilion", "azul"};
  if (segmented("game", game_labels, game_ids, game, probe, "button:game"))
    setup.game = game == 0 ? GameKind::kSummerPavilion : GameKind::kAzul;
  section_gap();

  // Options of the game.
  if (setup.game == GameKind::kSummerPavilion) {
    row_label("Board side", wide);
    int side = setup.side == pavilion::Side::kColoured ? 0 : 1;
    const char* const side_labels[] = {"Coloured", "Monochrome"};
    const char* const side_ids[] = {"coloured", "monochrome"};
    if (segmented("side", side_labels, side_ids, side, probe, "button:side"))
      setup.side = side == 0 ? pavilion::Side::kColoured : pavilion::Side::kMonochrome;
    row_label("Lowest score", wide);
    int floor = setup.score_floor == 1 ? 0 : 1;
    const char* const floor_labels[] = {"1 (2019 rules)", "0 (2024 Mini)"};
    const char* const floor_ids[] = {"1", "0"};
    if (segmented("floor", floor_labels, floor_ids, floor, probe, "button:floor"))
      setup.score_floor = floor == 0 ? 1 : 0;
    draw_wild_order(setup, probe, wide);
  } else {
    row_label("Wall side", wide);
    int wall = setup.wall == classic::WallSide::Coloured ? 0 : 1;
    const char* const wall_labels[] = {"Coloured", "Grey (free placement)"};
    const char* const wall_ids[] = {"coloured", "grey"};
    if (segmented("wall", wall_labels, wall_ids, wall, probe, "button:wall"))
      setup.wall = wall == 0 ? classic::WallSide::Coloured : classic::WallSide::Grey;
  }
  section_gap();

  // Seats.
  row_label("Players", wide);
  const std::string count = std::to_string(setup.players);
  stepper("players", setup.players, 2, kMaxSeats, count.c_str(), probe, "button:players");
  const auto& levels = ai::bot_levels();
  for (int seat = 0; seat < setup.players; ++seat) {
    ImGui::PushID(seat);
    SeatSetup& s = setup.seats[seat];
    row_label(seat_label(seat).c_str(), wide);
    ImGui::BeginGroup();
    int who = s.human ? 0 : 1;
    const char* const who_labels[] = {"Human", "AI"};
    const char* const who_ids[] = {"human", "ai"};
    if (segmented("who", who_labels, who_ids, who, probe,
                  "button:seat:" + std::to_string(seat + 1)))
      s.human = who == 0;
    if (!s.human) {
      ImGui::SameLine();
      int level = 0;
      for (std::size_t i = 0; i < levels.size(); ++i)
        if (levels[i].name == s.level) level = static_cast<int>(i);
      const std::string name(levels[level].name);
      probe.record_value("level:" + std::to_string(seat + 1), name);
      if (stepper("level", level, 0, static_cast<int>(levels.size()) - 1, name.c_str(), probe,
                  "button:level:" + std::to_string(seat + 1)))
        s.level = std::string(levels[level].name);
      if (ImGui::IsItemHovered()) {
        const std::string description(levels[level].description);
        ImGui::SetTooltip("%s", description.c_str());
      }
    }
    ImGui::EndGroup();
    ImGui::PopID();
  }
  section_gap();

  // Start player and seed.
  row_label("Starts", wide);
  {
    std::array<const char*, kMaxSeats + 1> labels{};
    std::array<const char*, kMaxSeats + 1> ids{};
    static const char* const kSeatLabels[] = {"Random", "P1", "P2", "P3", "P4"};
    static const char* const kSeatIds[] = {"random", "1", "2", "3", "4"};
    for (int i = 0; i <= setup.players; ++i) {
      labels[i] = kSeatLabels[i];
      ids[i] = kSeatIds[i];
    }
    int start = setup.start_seat == kRandomStart ? 0 : setup.start_seat + 1;
    if (start > setup.players) start = 1;
    const std::size_t n = static_cast<std::size_t>(setup.players) + 1;
    if (segmented("start", std::span<const char* const>(labels.data(), n),
                  std::span<const char* const>(ids.data(), n), start, probe, "button:start-seat"))
      setup.start_seat = start == 0 ? kRandomStart : start - 1;
  }
  row_label("Seed", wide);
  {
    const std::string seed = std::to_string(setup.seed);
    ImGui::BeginGroup();
    ImGui::PushFont(fonts.font(FontRole::kHeading));
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (touch_height() - ImGui::GetFontSize()) * 0.5f);
    ImGui::TextUnformatted(seed.c_str());
    ImGui::PopFont();
    probe.record_last_item("text:seed");
    ImGui::SameLine();
    if (touch_button("\xE2\x86\xBB New seed", probe, "button:seed")) setup.seed = random_seed();
    ImGui::EndGroup();
  }
  const bool random_choices =
      setup.start_seat == kRandomStart ||
      (setup.game == GameKind::kSummerPavilion && setup.wild_mode == WildOrderMode::kRandom);
  ImGui::TextDisabled("%s", random_choices
                                ? "The seed decides the tiles drawn and the random choices."
                                : "The seed decides the tiles drawn.");
  section_gap();

  if (touch_button("Start game \xE2\x96\xB6", probe, "button:start", std::min(width, em(16.0f)),
                   ButtonKind::kPrimary))
    action.start = true;
  ImGui::Dummy(ImVec2(0, em(1.0f)));
  ImGui::PopItemWidth();
  ImGui::EndGroup();
  return action;
}

}  // namespace azul::ui
