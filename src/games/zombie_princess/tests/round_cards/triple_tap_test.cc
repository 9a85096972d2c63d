// Round card e, Triple Tap ("Round Cards" e): at the end of the round each 3
// in a side's won tricks earns it 3 skulls; a trick that does not count (a
// Frog trick left uncounted, or one under Dorothy) earns nothing. The skulls
// are step 4 of "Scoring"; in Teams they go to the team's pool.
#include "card_support.h"

namespace zref::test {
namespace {

using Catch::Contains;

// 3 players (deck 1-9), Ana leads trick 1; every player follows suit.
//   Ana: v7 v8 v9  p1 p7 p9  k1 k3 k5  pr4 pr5 pr7
//   Ben: v1 v3 v5  p3 p5 p6  k7 k8 k9  pr6 pr8 pr9
//   Cai: v2 v4 v6  p2 p4 p8  k2 k4 k6  pr1 pr2 pr3
// Ana wins tricks 1-5 and 12 (Villager 3 in trick 2, Prince 3 in trick 12),
// Ben 7-11 (Knight 3 in trick 8, and Knight 1 and 2, Prince 1 and 2, which
// this card ignores; he leads trick 10 holding only Princes), Cai trick 6:
// Pet 1, Pet 3 and the Frog.
const Deal kTripleTapDeal = {{"v9", "v1", "v2"},  {"v8", "v3", "v4"},  {"v7", "v5", "v6"},  {"p9", "p6", "p4"},
                    {"p7", "p5", "p2"},  {"p1", "p3", "p8"},  {"k1", "k9", "k2"},  {"k3", "k8", "k4"},
                    {"k5", "k7", "k6"},  {"pr4", "pr9", "pr1"}, {"pr5", "pr8", "pr2"}, {"pr7", "pr6", "pr3"}};

// In kTeamDeal (card_support.h) Ana & Cai capture Villager 3 (Cai, trick 1),
// Prince 3 (Ana, trick 6) and Knight 3 (Cai, trick 8); Ben & Dee capture Pet 3
// (Ben, trick 4).

}  // namespace

TEST_CASE("Round card e (Triple Tap): each captured 3 is worth 3 skulls, other values nothing", "[card-e]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "e a a a");
    play(ref, {"6", "5", "1"});
    deal(ref, kTripleTapDeal);
    play(ref, {"count"});
    const auto& ana = receipt(ref, 0);
    CHECK(step(ana, 4).skulls == 6);
    CHECK(step(ana, 4).detail == "Villager 3 +3, Prince 3 +3");
    CHECK(ana.points == 6);
    CHECK(ana.skulls_after == 8);
    const auto& ben = receipt(ref, 1);
    CHECK(step(ben, 4).skulls == 3);
    CHECK(step(ben, 4).detail == "Knight 3 +3");
    CHECK(ben.skulls_after == 5);
    const auto& cai = receipt(ref, 2);
    CHECK(step(cai, 4).skulls == 3);
    CHECK(cai.points == 1);
    CHECK(cai.skulls_after == 5);
}

TEST_CASE("Round card e (Triple Tap): the skulls come at step 4, after missed tricks are bought and before over-tricks are paid",
          "[card-e]") {
    // Ana bids 4 and takes 6; Ben bids 6 and takes 5 with only 2 skulls at step 3.
    auto ref = table({"Ana", "Ben", "Cai"}, false, "e a a a");
    play(ref, {"4", "6", "1"});
    deal(ref, kTripleTapDeal);
    play(ref, {"count"});
    CHECK(step(receipt(ref, 0), 4).skulls == 6);
    CHECK(step(receipt(ref, 0), 6).skulls == -2);
    CHECK(receipt(ref, 0).skulls_after == 6);
    CHECK(step(receipt(ref, 1), 3).detail == "short 1, cannot pay 3 skulls");
    CHECK(receipt(ref, 1).points == 0);
    CHECK(receipt(ref, 1).skulls_after == 5);
}

TEST_CASE("Round card e (Triple Tap): the 3s of a Frog trick its winner does not count generate no skulls",
          "[card-e][frog]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "e a a a");
    play(ref, {"6", "5", "0"});
    deal(ref, kTripleTapDeal);
    play(ref, {"drop"});
    const auto& cai = receipt(ref, 2);
    CHECK(cai.tricks == 0);
    CHECK(step(cai, 4).skulls == 0);
    CHECK(step(cai, 4).detail == "no captured 3s in counted tricks");
    // Her zero bid is made instead.
    CHECK(step(cai, 2).skulls == 10);
    CHECK(cai.skulls_after == 12);
}

TEST_CASE("Round card e (Triple Tap): in Teams the 3s both partners capture go to the team's pool", "[card-e][teams]") {
    // Team bids: Ana 2 + Cai 3 = 5, Ben 2 + Dee 2 = 4; each team starts with 4 skulls.
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, true, "e a a a");
    play(ref, {"2", "2", "3", "2"});
    deal(ref, kTeamDeal);
    SECTION("Cai counts the Frog trick") {
        play(ref, {"count"});
        CHECK(receipt(ref, 0).points == 5);
        CHECK(receipt(ref, 0).skulls_after == 13);
    }
    SECTION("Cai drops it: her team pays 4 for the missing trick, then gets its 9") {
        play(ref, {"drop", "pay Ana yes"});
        CHECK(step(receipt(ref, 0), 3).skulls == -4);
        CHECK(receipt(ref, 0).points == 5);
        CHECK(receipt(ref, 0).skulls_after == 9);
    }
    const auto& ac = receipt(ref, 0);
    CHECK(step(ac, 4).skulls == 9);
    CHECK(step(ac, 4).detail == "Villager 3 +3, Prince 3 +3, Knight 3 +3");
    const auto& bd = receipt(ref, 1);
    CHECK(step(bd, 4).skulls == 3);
    CHECK(step(bd, 6).skulls == -2);
    CHECK(bd.skulls_after == 5);
}

TEST_CASE("Round card e (Triple Tap): scored by counts, each player types their card skulls", "[card-e][counts]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "e a a a");
    play(ref, {"4", "4", "4"});
    const std::string why = refused(ref, "tricks Ana 4");
    CHECK_THAT(why, Contains("Round card e"));
    CHECK_THAT(why, Contains("add 'card-skulls N'"));
    play(ref, {"tricks Ana 4 card-skulls 6", "tricks Ben 4 card-skulls 0", "tricks Cai 4 card-skulls 3"});
    CHECK(step(receipt(ref, 0), 4).skulls == 6);
    CHECK(step(receipt(ref, 0), 4).detail == "6 for captured 3s (typed by the table)");
    CHECK(state(ref).skulls == std::vector<int>{8, 2, 5});
}

TEST_CASE("Round card e (Triple Tap): the 3s of a trick put under Dorothy generate no skulls", "[card-e][powers]") {
    // Ana (Dorothy) puts trick 2 (Villager 3) under her card; her Prince 3 in
    // trick 12 still pays. Ben has Cinderella; Cai's unused Ice Princess earns 1.
    auto ref = princess_table("e a a a", {"dorothy", "cinderella", "ice"});
    play(ref, {"5", "5", "1"});
    trick(ref, kTripleTapDeal[0]);
    trick(ref, kTripleTapDeal[1]);
    play(ref, {"power dorothy"});
    for (std::size_t t = 2; t < kTripleTapDeal.size(); ++t) trick(ref, kTripleTapDeal[t]);
    play(ref, {"count"});
    const auto& ana = receipt(ref, 0);
    CHECK(ana.tricks == 5);
    CHECK(step(ana, 1).skulls == 3);
    CHECK(step(ana, 4).skulls == 3);
    CHECK(step(ana, 4).detail == "Prince 3 +3");
    CHECK(ana.skulls_after == 8);
    CHECK(receipt(ref, 1).skulls_after == 5);
    CHECK(receipt(ref, 2).skulls_after == 6);
}

}  // namespace zref::test
