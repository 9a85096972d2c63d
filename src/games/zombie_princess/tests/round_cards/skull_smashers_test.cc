// Round card q, Skull Smashers ("Round Cards" q, "Scoring" step 6): double
// skull penalty per trick for exceeding your bid: 2 skulls an over-trick for
// Individuals, 4 for Teams. A side that cannot pay all of it still returns
// all its skulls. Nothing else in scoring changes.
#include "card_support.h"

namespace zref::test {
namespace {

using Catch::Contains;

}  // namespace

TEST_CASE("Round card q (Skull Smashers): Individuals pay 2 skulls per over-trick, and return all skulls when they cannot",
          "[card-q]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "q a a a");
    // Ana 4 on 3: 2 due, 2 held. Ben 6 on 4: 4 due, 2 held. Cai 2 of 2.
    play(ref, {"3", "4", "2", "tricks Ana 4", "tricks Ben 6", "tricks Cai 2"});
    CHECK(step(ref, 0, 6).detail == "1 extra trick x 2");
    CHECK(step(ref, 0, 6).skulls == -2);
    CHECK(receipt(ref, 0).skulls_after == 0);
    CHECK(receipt(ref, 0).points == 3);
    CHECK(step(ref, 1, 6).detail == "2 extra tricks x 2 = 4 due but only 2 held: all skulls returned");
    CHECK(step(ref, 1, 6).skulls == -2);
    CHECK(receipt(ref, 1).skulls_after == 0);
    CHECK(receipt(ref, 1).points == 4);
    CHECK(step(ref, 2, 6).detail == "none");
    CHECK(receipt(ref, 2).skulls_after == 2);
}

TEST_CASE("Round card q (Skull Smashers): a player with enough skulls pays the whole doubled cost", "[card-q]") {
    // Round 1 (card a): Ana's zero bid makes 12 skulls; Ben and Cai make 6.
    auto ref = table({"Ana", "Ben", "Cai"}, false, "a q a a");
    play(ref, {"0", "6", "6", "tricks Ana 0", "tricks Ben 6", "tricks Cai 6", "start Ana first"});
    REQUIRE(ref.game().state().skulls == std::vector<int>{12, 2, 2});
    // Round 2 (card q): Ana 5 on 2: 3 x 2 = 6 of her 12.
    play(ref, {"2", "5", "5", "tricks Ana 5", "tricks Ben 5", "tricks Cai 2"});
    CHECK(step(ref, 0, 6).detail == "3 extra tricks x 2");
    CHECK(step(ref, 0, 6).skulls == -6);
    CHECK(receipt(ref, 0).skulls_after == 6);
    CHECK(receipt(ref, 0).points == 2);
}

TEST_CASE("Round card q (Skull Smashers): an Individual zero bidder who takes tricks pays the doubled cost for each", "[card-q][zero-bid]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "a q a a");
    play(ref, {"0", "6", "6", "tricks Ana 0", "tricks Ben 6", "tricks Cai 6", "start Ana first"});
    // Ana bids 0 again and takes 2 tricks: no bonus, 2 x 2 = 4 of her 12.
    play(ref, {"0", "5", "5", "tricks Ana 2", "tricks Ben 5", "tricks Cai 5"});
    CHECK(step(ref, 0, 2).detail == "zero bid failed: a trick was taken");
    CHECK(step(ref, 0, 6).detail == "2 extra tricks x 2");
    CHECK(receipt(ref, 0).skulls_after == 8);
    CHECK(receipt(ref, 0).points == 0);
}

TEST_CASE("Round card q (Skull Smashers): Teams pay 4 skulls per over-trick", "[card-q][teams]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, true, "q a a a");
    // Ana & Cai bid 4 and take 5: 4 due, 4 held. Ben & Dee bid 2 and take 5: 12 due, 4 held.
    play(ref, {"2", "1", "2", "1", "tricks Ana 3", "tricks Ben 2", "tricks Cai 2", "tricks Dee 3"});
    CHECK(step(ref, 0, 6).detail == "1 extra trick x 4");
    CHECK(step(ref, 0, 6).skulls == -4);
    CHECK(receipt(ref, 0).skulls_after == 0);
    CHECK(receipt(ref, 0).points == 4);
    CHECK(step(ref, 1, 6).detail == "3 extra tricks x 4 = 12 due but only 4 held: all skulls returned");
    CHECK(receipt(ref, 1).skulls_after == 0);
    CHECK(receipt(ref, 1).points == 2);
}

TEST_CASE("Round card q (Skull Smashers): Teams with a made zero bid pay 4 per over-trick from the bigger pool", "[card-q][teams]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, true, "q a a a");
    // Cai bids 0 and takes nothing (+5: 9); Ana bids 3 and takes 5: 2 x 4 = 8.
    play(ref, {"3", "2", "0", "3", "tricks Ana 5", "tricks Ben 2", "tricks Cai 0", "tricks Dee 3"});
    CHECK(step(ref, 0, 2).skulls == 5);
    CHECK(step(ref, 0, 6).detail == "2 extra tricks x 4");
    CHECK(receipt(ref, 0).skulls_after == 1);
    CHECK(receipt(ref, 0).points == 3);
    CHECK(receipt(ref, 1).skulls_after == 4);
}

TEST_CASE("Round card q (Skull Smashers): buying missed tricks and the zero-bid bonus are not doubled", "[card-q]") {
    SECTION("Individuals: 3 skulls a missed trick, 10 for a zero bid") {
        auto ref = table({"Ana", "Ben", "Cai"}, false, "a q a a");
        play(ref, {"0", "6", "6", "tricks Ana 0", "tricks Ben 6", "tricks Cai 6", "start Ana first"});
        play(ref, {"5", "0", "7", "tricks Ana 4", "tricks Ben 0", "tricks Cai 8"});
        REQUIRE(ref.game().state().phase == zp::Phase::Payment);
        play(ref, {"pay Ana yes"});
        CHECK(step(ref, 0, 3).skulls == -3);
        CHECK(receipt(ref, 0).skulls_after == 9);
        CHECK(receipt(ref, 0).points == 5);
        CHECK(step(ref, 1, 2).skulls == 10);
        CHECK(receipt(ref, 1).skulls_after == 12);
        // Cai 8 on 7 with 2 skulls: 2 due, paid in full.
        CHECK(receipt(ref, 2).skulls_after == 0);
    }
    SECTION("Teams: 4 skulls a missed trick, 5 for a zero bid") {
        auto ref = table({"Ana", "Ben", "Cai", "Dee"}, true, "q a a a");
        play(ref, {"3", "2", "2", "0", "tricks Ana 3", "tricks Ben 4", "tricks Cai 1", "tricks Dee 2"});
        REQUIRE(ref.game().state().phase == zp::Phase::Payment);
        play(ref, {"pay Ana yes"});
        CHECK(step(ref, 0, 3).skulls == -4);
        CHECK(receipt(ref, 0).skulls_after == 0);
        CHECK(receipt(ref, 0).points == 5);
        // Ben & Dee: Dee's zero bid failed; 6 tricks on a bid of 2: 16 due, 4 held.
        CHECK(step(ref, 1, 2).skulls == 0);
        CHECK(receipt(ref, 1).skulls_after == 0);
    }
}

TEST_CASE("Round card q (Skull Smashers): a Frog trick left uncounted is no over-trick", "[card-q][frog]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "q a a a");
    play(ref, {"3", "4", "4", "tricks Ana 4 frog", "tricks Ben 4", "tricks Cai 4"});
    SECTION("dropped: exact, nothing to pay") {
        play(ref, {"frog Ana drop"});
        CHECK(step(ref, 0, 6).detail == "none");
        CHECK(receipt(ref, 0).skulls_after == 2);
    }
    SECTION("counted: 1 over, 2 skulls") {
        play(ref, {"frog Ana count"});
        CHECK(step(ref, 0, 6).detail == "1 extra trick x 2");
        CHECK(receipt(ref, 0).skulls_after == 0);
    }
}

TEST_CASE("Round card q (Skull Smashers): the next round's over-tricks cost the usual 1", "[card-q]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "q a a a");
    play(ref, {"3", "4", "5", "tricks Ana 3", "tricks Ben 4", "tricks Cai 5", "start Ana first"});
    play(ref, {"3", "4", "4", "tricks Ana 4", "tricks Ben 4", "tricks Cai 4"});
    CHECK(step(ref, 0, 6).detail == "1 extra trick x 1");
    CHECK(receipt(ref, 0).skulls_after == 1);
}

}  // namespace zref::test
