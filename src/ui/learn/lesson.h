// A lesson: a guided first game of one game on the real table ("Learn to play"), written as
// data. Its script is a game record (engine/record/record.h) whose deals are prepared so that
// each rule's situation arises, with every move of the guided part: the person's (seat 1) and
// the AI's (seat 2, scripted too). Its steps are what the card over the table says, in order:
// a step either teaches the person's next move of the script (outlined on the table; any other
// move is refused with the reason) or is a note, read and closed with Continue. After the last
// step the game goes on freely against an AI of the lesson's level.
//
// tests/unit/learn/lesson_test.cpp checks every lesson: the script replays, the steps' moves
// are the person's moves of the script in turn, and every text is translated in every language.
#pragma once

#include <span>
#include <string_view>

namespace azul::ui {

struct LessonStep {
  const char* text;            // the card's words (marked with N_, translated when shown)
  const char* move = nullptr;  // the move taught, in the record's notation; nullptr: a note
  bool is_note() const { return move == nullptr; }
};

struct Lesson {
  std::string_view game;    // the registry id (engine/games.h)
  std::string_view script;  // the record; the person's last move in it is the last one guided
  std::span<const LessonStep> steps;
  std::string_view level;  // the AI seat's level once the steps are done (ai/levels.h)
  const char* closing;     // the card's words when the game is over (N_)
};

// Each game's lesson: ui/learn/<game>_lesson.cpp, found through the game's traits.
const Lesson& azul_lesson();
const Lesson& pavilion_lesson();

}  // namespace azul::ui
