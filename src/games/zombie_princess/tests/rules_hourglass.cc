// The Hourglass Leader line ("Hourglass Round") and Round card d, Dead Set on
// Winning ("Round Cards" d): 2 skulls per counted trick for every side not
// in the lead.
#include "support.h"

#include "games/zombie_princess/sheet.h"
#include "games/zombie_princess/standings.h"

namespace zref::test {
namespace {

// Three rounds scored by counts for Ana, Ben and Cai; Ana has the lowest
// points after each and goes first. Round 1: Ana bids 0 and takes nothing
// (12 skulls), Ben and Cai make 6. Round 2: everyone makes 4. Round 3 as given.
zp::Referee after_three_rounds(const std::string& rounds, int ana3, int ben3, int cai3) {
    auto ref = table({"Ana", "Ben", "Cai"}, false, rounds);
    play(ref, {"0", "6", "6", "tricks Ana 0", "tricks Ben 6", "tricks Cai 6", "first"});
    play(ref, {"4", "4", "4", "tricks Ana 4", "tricks Ben 4", "tricks Cai 4", "first"});
    const auto a = std::to_string(ana3), b = std::to_string(ben3), c = std::to_string(cai3);
    play(ref, {a, b, c, "tricks Ana " + a, "tricks Ben " + b, "tricks Cai " + c});
    return ref;
}

}  // namespace

TEST_CASE("Hourglass Round: the Leader line is points through round 3 plus half the skulls, set as round 4 starts",
          "[hourglass]") {
    // Points after round 3: Ana 0+4+3 = 7, Ben 6+4+2 = 12, Cai 6+4+7 = 17.
    // Skulls: Ana 12, Ben 2, Cai 2.
    auto ref = after_three_rounds("a a a d", 3, 2, 7);
    const auto& s = ref.game().state();
    REQUIRE(s.phase == zp::Phase::NextStart);
    CHECK(s.hourglass_line.empty());  // not before round 4 begins
    CHECK(zp::points_through(s, 3) == std::vector<int>{7, 12, 17});
    CHECK(s.skulls == std::vector<int>{12, 2, 2});
    play(ref, {"first"});
    REQUIRE(s.round.number == 4);
    CHECK(s.hourglass_line == std::vector<int>{7 + 6, 12 + 1, 17 + 1});
    CHECK(zp::leaders(s.hourglass_line) == std::vector<int>{2});
    // The line is a helper only: it is not added to the running totals.
    auto sheet = zp::build_sheet(s);
    CHECK(sheet.hourglass_leaders == std::vector<int>{2});
    REQUIRE(sheet.rounds.size() == 3);
    CHECK(sheet.rounds.back().cells.at(2).total == 17);
}

TEST_CASE("Hourglass Round: half the skulls is rounded down", "[hourglass]") {
    // Round 3: Cai bids 6 and takes 7, paying 1 of his 2 skulls: 1 skull adds 0.
    auto ref = table({"Ana", "Ben", "Cai"}, false, "a a a d");
    play(ref, {"0", "6", "6", "tricks Ana 0", "tricks Ben 6", "tricks Cai 6", "first"});
    play(ref, {"4", "4", "4", "tricks Ana 4", "tricks Ben 4", "tricks Cai 4", "first"});
    play(ref, {"3", "2", "6", "tricks Ana 3", "tricks Ben 2", "tricks Cai 7"});
    REQUIRE(ref.game().state().skulls == std::vector<int>{12, 2, 1});
    play(ref, {"first"});
    CHECK(ref.game().state().hourglass_line == std::vector<int>{7 + 6, 12 + 1, 16 + 0});
}

TEST_CASE("Hourglass Round: sides tied for the highest line are all in the lead", "[hourglass]") {
    // Points after round 3: Ana 0+4+6 = 10, Ben 6+4+5 = 15, Cai 6+4+1 = 11.
    // Line: Ana 10+6 = 16, Ben 15+1 = 16, Cai 11+1 = 12.
    auto ref = after_three_rounds("a a a d", 6, 5, 1);
    play(ref, {"first"});
    const auto& s = ref.game().state();
    CHECK(s.hourglass_line == std::vector<int>{16, 16, 12});
    CHECK(zp::leaders(s.hourglass_line) == std::vector<int>{0, 1});
    CHECK(zp::build_sheet(s).hourglass_leaders == std::vector<int>{0, 1});
}

TEST_CASE("Round Cards d (Dead Set on Winning): 2 skulls per counted trick for each side not in the lead, none for it",
          "[hourglass][round-card-d]") {
    auto ref = after_three_rounds("a a a d", 3, 2, 7);  // Cai leads the line
    play(ref, {"first"});
    REQUIRE(ref.game().state().round.card == 'd');
    play(ref, {"5", "3", "4", "tricks Ana 5", "tricks Ben 3", "tricks Cai 4"});
    CHECK(receipt(ref, 0).lines.at(3).skulls == 10);
    CHECK(receipt(ref, 0).skulls_after == 12 + 10);
    CHECK(receipt(ref, 1).lines.at(3).skulls == 6);
    CHECK(receipt(ref, 1).skulls_after == 2 + 6);
    CHECK(receipt(ref, 2).lines.at(3).skulls == 0);
    CHECK(receipt(ref, 2).lines.at(3).detail == "in the lead: no skulls from this card");
    CHECK(receipt(ref, 2).skulls_after == 2);
    CHECK(ref.game().state().phase == zp::Phase::GameOver);
}

TEST_CASE("Round Cards d (Dead Set on Winning): several leaders all get nothing", "[hourglass][round-card-d]") {
    auto ref = after_three_rounds("a a a d", 6, 5, 1);  // Ana and Ben tie in the lead
    play(ref, {"first"});
    play(ref, {"4", "4", "4", "tricks Ana 4", "tricks Ben 4", "tricks Cai 4"});
    CHECK(receipt(ref, 0).lines.at(3).skulls == 0);
    CHECK(receipt(ref, 1).lines.at(3).skulls == 0);
    CHECK(receipt(ref, 2).lines.at(3).skulls == 8);
    CHECK(ref.game().state().skulls == std::vector<int>{12, 2, 10});
}

TEST_CASE("Round Cards d (Dead Set on Winning): a dropped Frog trick is not a counted trick and pays nothing",
          "[hourglass][round-card-d][frog]") {
    auto ref = after_three_rounds("a a a d", 3, 2, 7);  // Cai leads the line
    play(ref, {"first"});
    play(ref, {"4", "4", "4", "tricks Ana 5 frog", "tricks Ben 3", "tricks Cai 4"});
    play(ref, {"frog Ana drop"});
    CHECK(receipt(ref, 0).tricks == 4);
    CHECK(receipt(ref, 0).lines.at(3).skulls == 8);
    CHECK(receipt(ref, 0).lines.at(5).skulls == 0);  // no over-trick either
}

TEST_CASE("Round Cards d (Dead Set on Winning): in Teams a team not in the lead gets 2 skulls per counted trick",
          "[hourglass][round-card-d][teams]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, true, "a a a d");
    // Each round Ana & Cai bid 2 + 2 and make it, Ben & Dee bid 3 + 3 and make it.
    for (int round = 1; round <= 3; ++round) {
        play(ref, {"bid Ana 2", "bid Ben 3", "bid Cai 2", "bid Dee 3"});
        play(ref, {"tricks Ana 2", "tricks Ben 3", "tricks Cai 2", "tricks Dee 3"});
        play(ref, {"start Ana first"});  // Ana & Cai have the lower points
    }
    const auto& s = ref.game().state();
    CHECK(s.hourglass_line == std::vector<int>{12 + 2, 18 + 2});
    play(ref, {"bid Ana 2", "bid Ben 3", "bid Cai 2", "bid Dee 3"});
    play(ref, {"tricks Ana 2", "tricks Ben 3", "tricks Cai 2", "tricks Dee 3"});
    CHECK(receipt(ref, 0).lines.at(3).skulls == 8);
    CHECK(receipt(ref, 0).skulls_after == 12);
    CHECK(receipt(ref, 1).lines.at(3).skulls == 0);
    CHECK(receipt(ref, 1).skulls_after == 4);
}

}  // namespace zref::test
