// What zref prints about a game of The Zombie Paella: the status, the prompt,
// a ruling's reasons with the readings they rest on, and a turn's history.
// Pure formatting into strings; the caller writes them.
#pragma once
#include <string>

#include "core/ruling.h"
#include "core/style.h"
#include "games/zombie_paella/game.h"

namespace zref::paella {

// Whose turn and the actions left, each player's ingredients (worth, of
// five), treasures, what stands in front and hand size, the draw pile and the
// cemetery's top card, a battle or block chain in progress, what is awaited.
std::string render_paella_status(const Game& g);
// One player's collection as status and the board show it:
// "ingredients 2 of 5 (Tomato, Rabbit); other treasures Creaky Cart; in front Defensive Stronghold; hand 6".
std::string collection_text(const Game& g, int seat);
// "T3 Ana acts> ", "T3 Ben defends> ", "deal> ": who and what is awaited.
std::string render_paella_prompt(const Game& g, const Style& style);
// The reasons, then the text of every reading of ours they name.
std::string render_paella_why(const Ruling& r, const GameData& data);
// `why N`: what happened in turn N, or which turns there are.
std::string render_paella_turn(const Game& g, int n);

}  // namespace zref::paella
