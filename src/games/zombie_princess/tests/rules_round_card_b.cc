// Round card b, Ah One and Ah Two ("Round Cards" b, "Scoring" step 4): each
// captured 1 is worth 1 skull and each captured 2 is worth 2; a trick the
// Frog cancels earns nothing.
#include <algorithm>
#include <array>

#include "card_support.h"
#include "support.h"

namespace zref::test {
namespace {

using Catch::Contains;
// one_suit_round and kPlainGroups: card_support.h.

}  // namespace

TEST_CASE("Round Cards b (Ah One and Ah Two): each captured 1 pays 1 skull and each captured 2 pays 2",
          "[round-card-b]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "b a a a");
    // Ana takes tricks 1-4 (Villager 1 and 2, Pet 1 and 2), Ben 5-8 (Knight 1
    // and 2, and the Frog trick, counted), Cai 9-12 (Prince 1 and 2).
    play(ref, {"4", "4", "4"});
    play(ref, one_suit_round(0, {0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2}));
    REQUIRE(ref.game().state().phase == zp::Phase::FrogDecision);
    play(ref, {"count"});
    const auto& ana = receipt(ref, 0);
    CHECK(ana.lines.at(3).step == 4);
    CHECK(ana.lines.at(3).skulls == 6);
    CHECK(ana.lines.at(3).detail == "Villager 1 +1, Villager 2 +2, Pet 1 +1, Pet 2 +2");
    CHECK(ana.skulls_after == 2 + 6);
    CHECK(ana.points == 4);
    CHECK(receipt(ref, 1).lines.at(3).skulls == 3);
    CHECK(receipt(ref, 1).skulls_after == 5);
    CHECK(receipt(ref, 2).lines.at(3).skulls == 3);
    CHECK(receipt(ref, 2).skulls_after == 5);
}

TEST_CASE("Round Cards b (Ah One and Ah Two): the 1s and 2s of a Frog trick that is not counted pay nothing",
          "[round-card-b][frog]") {
    // Pets are grouped so the Frog trick (trick 6) holds Pet 1, Pet 2 and the
    // Frog. Ana bids 1 and takes only that trick.
    std::array<Triple, 12> groups = kPlainGroups;
    groups[3] = {3, 4, 5};
    groups[4] = {6, 7, 9};
    groups[5] = {1, 2, 8};
    auto ref = table({"Ana", "Ben", "Cai"}, false, "b a a a");
    play(ref, {"1", "5", "6"});
    play(ref, one_suit_round(0, {1, 1, 1, 1, 1, 0, 2, 2, 2, 2, 2, 2}, groups));
    REQUIRE(ref.game().state().round.tricks[5].has_frog);
    REQUIRE(ref.game().state().round.tricks[5].winner == 0);

    SECTION("counted: 3 skulls for Pet 1 and Pet 2") {
        play(ref, {"count"});
        CHECK(receipt(ref, 0).lines.at(3).skulls == 3);
        CHECK(receipt(ref, 0).points == 1);
        CHECK(receipt(ref, 0).skulls_after == 5);
    }
    SECTION("dropped: nothing from the card, and the bid of 1 is missed") {
        play(ref, {"drop"});
        CHECK(receipt(ref, 0).lines.at(3).skulls == 0);
        CHECK(receipt(ref, 0).lines.at(3).detail == "no captured 1s and 2s in counted tricks");
        CHECK(receipt(ref, 0).points == 0);
        CHECK(receipt(ref, 0).skulls_after == 2);
    }
    // Ben's tricks 1-5 hold Villager 1 and 2 (trick 1) only.
    CHECK(receipt(ref, 1).lines.at(3).skulls == 3);
}

TEST_CASE("Round Cards b (Ah One and Ah Two): a round scored by counts needs each player's card skulls",
          "[round-card-b][counts]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "b a a a");
    play(ref, {"4", "4", "4"});
    auto msg = refused(ref, "tricks Ana 4");
    CHECK_THAT(msg, Contains("Round card b needs a number only the cards show"));
    CHECK_THAT(msg, Contains("add 'card-skulls N'"));
    play(ref, {"tricks Ana 4 card-skulls 3", "tricks Ben 4 card-skulls 0", "tricks Cai 4 card-skulls 9"});
    CHECK(receipt(ref, 0).lines.at(3).skulls == 3);
    CHECK(receipt(ref, 0).skulls_after == 5);
    CHECK(receipt(ref, 1).skulls_after == 2);
    CHECK(receipt(ref, 2).lines.at(3).skulls == 9);
    CHECK(receipt(ref, 2).skulls_after == 11);
}

TEST_CASE("Round Cards a: a card that pays nothing for captured cards refuses 'card-skulls'",
          "[round-card-b][counts]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    play(ref, {"4", "4", "4"});
    CHECK(refused(ref, "tricks Ana 4 card-skulls 3") ==
          "Round card a needs no 'card-skulls': leave it out");
}

}  // namespace zref::test
