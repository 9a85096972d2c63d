// What zref prints about a game of Zombie Ninja Pirates: the status, the
// prompt, a ruling's reasons with the readings they rest on, and a turn's
// history. Pure formatting into strings; the caller writes them.
#pragma once
#include <string>

#include "core/ruling.h"
#include "core/style.h"
#include "games/zombie_ninja_pirates/game.h"

namespace zref::znp {

// The step's name and the verbs it takes: "hand: play, use, redraw".
std::string step_text(const Game& g);
// Whose turn and which step; each player's points, Types, Chest (every
// Object's orientation and points) and hand size; the pile, the discards and
// the END GAME; what is awaited.
std::string render_znp_status(const Game& g);
// "T3 Ana hand: play, use, redraw> ", "L9 Ana lightning: play, use, end> ".
std::string render_znp_prompt(const Game& g, const Style& style);
// The reasons, then the text of every reading of ours they name.
std::string render_znp_why(const Ruling& r, const GameData& data);
// `why N`: what happened in turn N, or which turns there are.
std::string render_znp_turn(const Game& g, int n);
// "END GAME: 1 of 2 drawn; lightning round, Ben last".
std::string end_game_text(const Game& g);

}  // namespace zref::znp
