// Whole games replayed from their journals (tests/transcripts/zombie-ninja-pirates/):
// every Type, Chest, hand and pile count at the end, the scores and the
// ranking, worked out by hand from the rulebook, not copied from zref.
#include <catch2/catch.hpp>

#include <fstream>
#include <string>
#include <vector>

#include "games/zombie_ninja_pirates/sections.h"
#include "znp_support.h"

using namespace zref::test::znp;

namespace {

// Replays the journal, every line accepted and every card accounted for
// after each; gives the warnings the rulings carried.
std::vector<std::string> replay_transcript(Referee& ref, const std::string& name) {
    std::vector<std::string> warnings;
    const std::string path = std::string(ZREF_TEST_DIR) + "/transcripts/zombie-ninja-pirates/" + name + ".zref";
    std::ifstream in(path);
    REQUIRE(in);
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        if (line.empty() || line[0] == '#') continue;
        if (line == "undo") {
            REQUIRE(ref.undo());
            continue;
        }
        auto r = ref.apply(line);
        INFO(path << ":" << number << ": " << line << ": " << (r ? std::string("ok") : r.error()));
        REQUIRE(r);
        REQUIRE(conserved(ref));
        warnings.insert(warnings.end(), r->warnings.begin(), r->warnings.end());
    }
    return warnings;
}

using Strings = std::vector<std::string>;

}  // namespace

TEST_CASE("Transcript: a three-player game to the lightning round (Playing the Game)", "[zombie_ninja_pirates][transcript]") {
    Referee ref(data());
    CHECK(replay_transcript(ref, "three-players").empty());
    const auto& s = ref.game().state();
    REQUIRE(s.phase == Phase::Over);
    CHECK(s.turn == 15);
    CHECK(s.end_game_drawer == 0);
    CHECK(seat(ref, 0).types == Strings{"zombie", "mad-scientist"});
    CHECK(seat(ref, 0).chest == Strings{"brains", "brains", "brains"});
    CHECK(seat(ref, 1).types == Strings{"pirate"});
    CHECK(seat(ref, 1).chest == Strings{"pirate-hat", "brains"});
    CHECK(seat(ref, 2).types == Strings{"zombie"});
    CHECK(seat(ref, 2).chest == Strings{"sensei", "brains"});
    CHECK(seat(ref, 0).hand == 2);
    CHECK(seat(ref, 1).hand == 3);
    CHECK(seat(ref, 2).hand == 3);
    // Reset put the 17 discards back on the pile during the lightning round.
    CHECK(s.pile == 17);
    CHECK(s.discards == 3);
    // Ana: two Types and three Brains at two each, once though she is both;
    // Ben: a Pirate with the Hat upright and a sideways Brains; Cai: a Zombie
    // whose Sensei lies sideways since Dishonor took his Ninja.
    const auto rc = ref.game().receipts();
    CHECK(rc[0].total == 16);
    CHECK(rc[1].total == 8);
    CHECK(rc[2].total == 7);
    for (const auto& r : rc) CHECK(r.sum_of_lines() == r.total);
    CHECK(rc[2].lines[1].orientation == Orientation::sideways);
    const auto st = ref.game().standings();
    CHECK(st[0].seat == 0);
    CHECK(st[1].seat == 1);
    CHECK(st[2].seat == 2);
}

TEST_CASE("Transcript: a seven-player combined game, two END GAMEs (Combining This Game with Vampire Werewolf Fairies)", "[zombie_ninja_pirates][transcript]") {
    Referee ref(data());
    const auto warnings = replay_transcript(ref, "seven-players-combined");
    // Only Ben's Bite as a Werewolf, whose stealing needs a Zombie or a Vampire.
    REQUIRE(warnings.size() == 1);
    CHECK_THAT(warnings[0], Catch::Contains("stealing works only"));
    const auto& s = ref.game().state();
    REQUIRE(s.phase == Phase::Over);
    CHECK(s.end_games_drawn == 2);
    CHECK(s.end_game_drawer == 3);
    CHECK(s.pile == 90 - 49 - 34);
    CHECK(s.discards == 29);
    const std::vector<int> hands{5, 7, 5, 5, 4, 7, 4};
    for (int i = 0; i < 7; ++i) CHECK(seat(ref, i).hand == hands[static_cast<std::size_t>(i)]);
    CHECK(seat(ref, 0).types == Strings{"witch", "pirate"});
    CHECK(seat(ref, 1).types == Strings{"werewolf"});  // the Cure took his Vampire
    CHECK(seat(ref, 3).types == Strings{"zombie"});    // Witch's Brew took one, Bite brought one back
    CHECK(seat(ref, 2).chest == Strings{"brains", "brains", "brains"});
    const auto rc = ref.game().receipts();
    const std::vector<int> totals{14, 5, 11, 7, 5, 0, 7};
    for (int i = 0; i < 7; ++i) {
        INFO(rc[static_cast<std::size_t>(i)].player);
        CHECK(rc[static_cast<std::size_t>(i)].total == totals[static_cast<std::size_t>(i)]);
        CHECK(rc[static_cast<std::size_t>(i)].sum_of_lines() == totals[static_cast<std::size_t>(i)]);
    }
    // Ana first, Cai second; Dee and Gus level on points, Types and Objects
    // share third; Ben and Eli share fifth; Fay last.
    const auto st = ref.game().standings();
    CHECK(st[0].seat == 0);
    CHECK(st[1].seat == 2);
    CHECK(st[2].place == 3);
    CHECK(st[3].place == 3);
    CHECK(st[4].place == 5);
    CHECK(st[5].place == 5);
    CHECK(st[6].seat == 5);
    CHECK(st[6].place == 7);
}
