// What Zombie Ninja Pirates' tests share: the built-in data, loaded once,
// and a referee driven by typed lines as the session drives it.
#pragma once
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/referee.h"
#include "games/zombie_ninja_pirates/data.h"
#include "games/zombie_ninja_pirates/game.h"
#include "games/zombie_ninja_pirates/score.h"

namespace zref::test::znp {

using namespace zref::znp;

const GameData& data();

using Referee = zref::Referee<zref::znp::Game>;
// Enters each line; a refused one fails the test, naming it.
void enter(Referee& ref, const std::vector<std::string>& lines);
// The line is refused, its message holds `words`, and nothing changed.
void refused(Referee& ref, const std::string& line, const std::string& words);
// The ruling of one accepted line.
Ruling accepted(Referee& ref, const std::string& line);
const PlayerState& seat(const Referee& ref, int i);
// Whether any reason names this rulebook section.
bool cites(const Ruling& r, std::string_view section);
// Three players, a deck of 60, Ana starting: Ana Ben Cai hold 5 each.
Referee three_players();
// Every card of the deck accounted for.
bool conserved(const Referee& ref);

}  // namespace zref::test::znp
