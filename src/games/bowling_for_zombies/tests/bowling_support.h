// Shared by the Bowling for Zombies!!! tests: the built-in game data, a
// referee set up from a few lines, and REQUIRE on every step so a broken
// setup fails loudly.
#pragma once
#include <catch2/catch.hpp>

#include <initializer_list>
#include <string>
#include <vector>

#include "games/bowling_for_zombies/referee.h"
#include "games/bowling_for_zombies/sheet.h"
#include "games/bowling_for_zombies/data_loader.h"

namespace zref::test::bowling {

const bfz::GameData& data();

// Applies each line and REQUIREs that it is accepted; returns the last ruling.
Ruling play(bfz::Referee& ref, std::initializer_list<std::string> lines);
Ruling play(bfz::Referee& ref, const std::vector<std::string>& lines);
// Applies one line and REQUIREs that it is refused; returns the message.
std::string refused(bfz::Referee& ref, const std::string& line);

// A table past `begin`: necromancers in seat order, a variant, seed 1 and, for
// two, the phantom mode ("deal" or "typed").
bfz::Referee table(const std::vector<std::string>& names, const std::string& variant = "standard",
                   const std::string& phantom = "");

// The pile's points of a necromancer by name.
int points(const bfz::Referee& ref, const std::string& name);
int seat(const bfz::Referee& ref, const std::string& name);
// The ranking as names, best first.
std::vector<std::vector<std::string>> ranking(const bfz::Referee& ref);
// All the reasons of a ruling in one string, for Contains checks.
std::string reasons(const Ruling& r);
// Folds tests/transcripts/bowling/NAME.zref as `zref replay` would.
void replay_transcript(bfz::Referee& ref, const std::string& name);

}  // namespace zref::test::bowling
