// Whole games replayed from their journals (tests/transcripts/zombie-paella/):
// every collection, hand and pile count at the end, and the winner, worked
// out by hand from the rulebook, not copied from zref.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>

#include "paella_support.h"

using namespace zref::test::paella;
using zref::paella::Phase;

namespace {

void replay_transcript(Referee& ref, const std::string& name) {
    const std::string path = std::string(ZREF_TEST_DIR) + "/transcripts/zombie-paella/" + name + ".zref";
    std::ifstream in(path);
    REQUIRE(in);
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        if (line.empty() || line[0] == '#') continue;
        auto st = ref.replay_journal_line(line);
        INFO(path << ":" << number << ": " << line);
        REQUIRE(st);
    }
}

}  // namespace

TEST_CASE("Transcript: a two-player game won with five ingredients (End of the game)", "[zombie_paella][transcript]") {
    Referee ref(data());
    replay_transcript(ref, "two-players");
    const auto& s = ref.game().state();
    REQUIRE(s.phase == Phase::Over);
    CHECK(s.winner == 1);
    // The Flood moved Ana's three ingredients to Ben; the Bloody Battle Ana
    // lost on a tie (4 against 5 - 1) gave him her Rabbit; Alms brought the Rice.
    CHECK(seat(ref, 1).ingredients == std::vector<std::string>{"tomato", "green-beans", "chicken", "rabbit", "rice"});
    CHECK(seat(ref, 0).treasures().empty());
    CHECK(seat(ref, 0).hand_size == 1);
    CHECK(seat(ref, 1).hand_size == 3);
    CHECK(s.table.draw_pile == 96 - 1 - 14 - 4);
    CHECK(s.turn == 7);
    CHECK(conserved(ref));
}

TEST_CASE("Transcript: a five-player game won with Saffron worth two (End of the game, FAQ Saffron)", "[zombie_paella][transcript]") {
    Referee ref(data());
    replay_transcript(ref, "five-players");
    const auto& s = ref.game().state();
    REQUIRE(s.phase == Phase::Over);
    CHECK(s.winner == 3);
    CHECK(s.turn == 21);
    // Dee: the Tree from the Flood; Rabbit, Tomato and the Chicken Cai took
    // back from Dee, all won in the Bloody Battle; Saffron (two with five
    // players) from Eli.
    CHECK(seat(ref, 3).ingredients == std::vector<std::string>{"rabbit", "tomato", "chicken", "saffron"});
    CHECK(seat(ref, 3).permanents == std::vector<std::string>{"rotting-orange-tree"});
    CHECK(s.table.saffron_holder == 3);
    CHECK(seat(ref, 0).permanents == std::vector<std::string>{"apastalypse"});  // Eli's, moved by the Flood
    CHECK(seat(ref, 1).ingredients == std::vector<std::string>{"rice"});
    CHECK(seat(ref, 2).treasures().empty());
    CHECK(seat(ref, 4).ingredients == std::vector<std::string>{"snails"});
    // The Stronghold fell to Ana's battle; the Effigy never stood.
    for (int i = 0; i < 5; ++i) CHECK(seat(ref, i).in_front.empty());
    const std::vector<int> hands{4, 7, 7, 8, 2};
    for (int i = 0; i < 5; ++i) CHECK(seat(ref, i).hand_size == hands[static_cast<std::size_t>(i)]);
    CHECK(s.table.draw_pile == 53);
    CHECK(conserved(ref));
}
