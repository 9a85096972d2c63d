// What The Zombie Paella's tests share: the built-in data, loaded once, and
// small builders for battle cards and table states.
#pragma once
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/referee.h"
#include "games/zombie_paella/battle.h"
#include "games/zombie_paella/game.h"
#include "games/zombie_paella/data.h"
#include "games/zombie_paella/state.h"

namespace zref::test::paella {

using namespace zref::paella;

const GameData& data();

inline BattleCard card(std::string name, int attack, int defence) { return BattleCard{std::move(name), attack, defence, false}; }
inline BattleCard showgirls() { return BattleCard{"The Showgirls", 1, 0, true}; }

// A player with these ingredients (data ids) and nothing else.
PlayerState player(std::string name, std::vector<std::string> ingredients, int hand_size = 0);

// Whether any reason names this rulebook section.
bool cites(const std::vector<Reason>& reasons, std::string_view section);
// Whether any reason's text contains these words.
bool mentions(const std::vector<Reason>& reasons, std::string_view words);

// A table refereed through the engine, as the session drives it.
using Referee = zref::Referee<zref::paella::Game>;
// Enters each line; a refused one fails the test, naming it.
void enter(Referee& ref, const std::vector<std::string>& lines);
// The line is refused, its message holds `words`, and nothing changed.
void refused(Referee& ref, const std::string& line, const std::string& words);
// The refusal's message (the line must be refused).
std::string refusal(Referee& ref, const std::string& line);
const PlayerState& seat(const Referee& ref, int i);
// The 108 cards (or the two-player deck) all accounted for.
bool conserved(const Referee& ref);

}  // namespace zref::test::paella
