// Shared by the Rebel Princess tests: the built-in data, a table set up from
// a few lines, tricks typed as card lists, and REQUIRE on every step so a
// broken setup fails loudly.
#pragma once
#include <catch2/catch.hpp>

#include <initializer_list>
#include <string>
#include <vector>

#include "games/rebel_princess/referee.h"

namespace zref::test::rp {

const zref::rp::GameData& data();

// Applies each line and REQUIREs that it is accepted; returns the last ruling.
Ruling play(zref::rp::Referee& ref, const std::vector<std::string>& lines);
// Applies one line and REQUIREs that it is refused; returns the message.
std::string refused(zref::rp::Referee& ref, const std::string& line);

// A table past `begin`: players in seat order, every round under `card`
// (an id), round 1 led by the first player, our readings as given.
zref::rp::Referee table(const std::vector<std::string>& names, const std::string& card = "once-upon-a-time",
                        const std::vector<std::string>& extra_setup = {});
// The same, with five Round cards of its own.
zref::rp::Referee table_with_rounds(const std::vector<std::string>& names, const std::vector<std::string>& cards,
                                    const std::vector<std::string>& extra_setup = {});

// One trick: the cards in play order from the player to lead ("q10 q3 q7 q5").
Ruling trick(zref::rp::Referee& ref, const std::string& cards);
// A seat by name.
int seat(const zref::rp::Referee& ref, const std::string& name);
// The running total of a player by name.
int total(const zref::rp::Referee& ref, const std::string& name);
// All the reasons of a ruling in one string, for Contains checks.
std::string reasons(const Ruling& r);
std::string notices(const Ruling& r);

// The lines of tests/transcripts/rebel-princess/NAME.zref, comments left out.
std::vector<std::string> transcript_lines(const std::string& name);
// A referee that replayed the first `count` of them as `zref replay` does
// (undo and edit lines included); all of them when `count` is negative.
zref::rp::Referee replayed(const std::string& name, int count = -1);
// The text of a file under tests/.
std::string test_file(const std::string& path);

}  // namespace zref::test::rp
