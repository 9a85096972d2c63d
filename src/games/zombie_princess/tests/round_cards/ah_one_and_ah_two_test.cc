// Round card b, Ah One and Ah Two ("Round Cards" b): at the end of the round
// each 1 in a side's won tricks earns it 1 skull and each 2 earns 2; a trick
// that does not count (a Frog trick left uncounted, or one under Dorothy)
// earns nothing. The skulls are step 4 of "Scoring"; in Teams they go to the
// team's shared pool ("Skulls").
#include "card_support.h"

namespace zref::test {
namespace {

using Catch::Contains;

// The notices shown when round 1 begins under `rounds`.
std::vector<std::string> reveal(const std::string& players, bool teams, const std::string& rounds) {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess", "players " + players, std::string("mode ") + (teams ? "teams" : "individuals"),
               "rounds " + rounds, "seed 1", "start Ana", "princesses none", "powers off"});
    auto begin = ref.apply("begin");
    REQUIRE(begin.ok());
    return begin->notices;
}

// In kPlainDeal (card_support.h) Ana's trick 1 holds Villager 1 and 2; Ben's
// trick 7 holds Knight 1 and 2, trick 10 Prince 1 and trick 11 Prince 2; Cai's
// trick 6 holds Pet 1, Pet 2 and the Frog.

// In kTeamDeal (card_support.h) Ana & Cai capture Villager 1 (Cai, trick 1),
// Villager 2 (Ana, trick 2) and Pet 2 (Cai, trick 5, the Frog trick); Ben & Dee
// capture Prince 2 (Dee, trick 3), Pet 1 (Ben, trick 4), Knight 1 and 2 (Ben,
// trick 7) and Prince 1 (Ben, trick 9).

}  // namespace

TEST_CASE("Round card b (Ah One and Ah Two): the reveal asks Individuals to pass 1 card right, Teams to exchange 1",
          "[card-b]") {
    const auto solo = reveal("Ana Ben Cai", false, "b a a a");
    CHECK(has(solo, "Round 1 of 4: Round card b, Ah One and Ah Two"));
    CHECK(has(solo, "Pass: 1 card to the player on your right (Ana to Cai, Ben to Ana, Cai to Ben), all at once, before looking at what you get"));
    const auto teams = reveal("Ana Ben Cai Dee", true, "b a a a");
    CHECK(has(teams, "Pass: exchange 1 card with your partner (Ana with Cai, Ben with Dee), all at once, before looking at what you get"));
}

TEST_CASE("Round card b (Ah One and Ah Two): each captured 1 is worth 1 skull and each captured 2 is worth 2",
          "[card-b]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "b a a a");
    play(ref, {"6", "5", "1"});
    deal(ref, kPlainDeal);
    play(ref, {"count"});
    const auto& ana = receipt(ref, 0);
    CHECK(step(ana, 4).skulls == 3);
    CHECK(step(ana, 4).detail == "Villager 1 +1, Villager 2 +2");
    CHECK(ana.skulls_after == 5);
    CHECK(ana.points == 6);
    // Cards a player captured from the others and cards of their own count alike.
    const auto& ben = receipt(ref, 1);
    CHECK(step(ben, 4).skulls == 6);
    CHECK(step(ben, 4).detail == "Knight 2 +2, Knight 1 +1, Prince 1 +1, Prince 2 +2");
    CHECK(ben.skulls_after == 8);
    const auto& cai = receipt(ref, 2);
    CHECK(step(cai, 4).skulls == 3);
    CHECK(step(cai, 4).detail == "Pet 1 +1, Pet 2 +2");
    CHECK(cai.skulls_after == 5);
    CHECK(cai.points == 1);
}

TEST_CASE("Round card b (Ah One and Ah Two): the skulls come at step 4, after missed tricks are bought and before over-tricks are paid",
          "[card-b]") {
    // Ana bids 4 and takes 6: her 3 skulls from the card pay her 2 over-tricks.
    // Ben bids 6 and takes 5: at step 3 he holds 2 skulls, too few to buy the
    // missing trick for 3, although the card brings him 6 afterwards.
    auto ref = table({"Ana", "Ben", "Cai"}, false, "b a a a");
    play(ref, {"4", "6", "1"});
    deal(ref, kPlainDeal);
    play(ref, {"count"});
    CHECK(state(ref).phase == zp::Phase::NextStart);  // nobody was asked to pay
    const auto& ana = receipt(ref, 0);
    CHECK(step(ana, 4).skulls == 3);
    CHECK(step(ana, 6).skulls == -2);
    CHECK(ana.skulls_after == 3);
    CHECK(ana.points == 4);
    const auto& ben = receipt(ref, 1);
    CHECK(step(ben, 3).skulls == 0);
    CHECK(step(ben, 3).detail == "short 1, cannot pay 3 skulls");
    CHECK(step(ben, 4).skulls == 6);
    CHECK_FALSE(ben.made_bid);
    CHECK(ben.points == 0);
    CHECK(ben.skulls_after == 8);
}

TEST_CASE("Round card b (Ah One and Ah Two): the 1s and 2s of a Frog trick its winner does not count generate no skulls",
          "[card-b][frog]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "b a a a");
    play(ref, {"6", "5", "1"});
    deal(ref, kPlainDeal);
    REQUIRE(state(ref).round.tricks.at(5).has_frog);
    REQUIRE(state(ref).round.tricks.at(5).winner == 2);
    play(ref, {"drop"});
    const auto& cai = receipt(ref, 2);
    CHECK(cai.tricks == 0);
    CHECK(step(cai, 4).skulls == 0);
    CHECK(step(cai, 4).detail == "no captured 1s and 2s in counted tricks");
    CHECK(cai.points == 0);
    CHECK(cai.skulls_after == 2);
    // The other tricks still pay.
    CHECK(step(receipt(ref, 0), 4).skulls == 3);
    CHECK(step(receipt(ref, 1), 4).skulls == 6);
}

TEST_CASE("Round card b (Ah One and Ah Two): in Teams the 1s and 2s both partners capture go to the team's pool",
          "[card-b][teams]") {
    // Team bids: Ana 2 + Cai 3 = 5, Ben 2 + Dee 2 = 4; each team starts with 4 skulls.
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, true, "b a a a");
    play(ref, {"2", "2", "3", "2"});
    deal(ref, kTeamDeal);
    const auto& bd = [&]() -> const zp::Receipt& { return receipt(ref, 1); };

    SECTION("Cai counts the Frog trick: Ana & Cai get 1 + 2 + 2") {
        play(ref, {"count"});
        const auto& ac = receipt(ref, 0);
        CHECK(step(ac, 4).skulls == 5);
        CHECK(step(ac, 4).detail == "Villager 1 +1, Villager 2 +2, Pet 2 +2");
        CHECK(ac.points == 5);
        CHECK(ac.skulls_after == 9);
    }
    SECTION("Cai drops it: Ana & Cai pay 4 for the missing trick at step 3, then get 1 + 2") {
        play(ref, {"drop"});
        REQUIRE(state(ref).phase == zp::Phase::Payment);
        play(ref, {"pay Cai yes"});
        const auto& ac = receipt(ref, 0);
        CHECK(step(ac, 3).skulls == -4);
        CHECK(step(ac, 4).skulls == 3);
        CHECK(ac.points == 5);
        CHECK(ac.skulls_after == 3);
    }
    // Ben & Dee: 2 (Dee) + 1 + 1 + 2 + 1 (Ben) = 7, then 1 over-trick at 2 skulls.
    CHECK(step(bd(), 4).skulls == 7);
    CHECK(step(bd(), 6).skulls == -2);
    CHECK(bd().points == 4);
    CHECK(bd().skulls_after == 9);
}

TEST_CASE("Round card b (Ah One and Ah Two): scored by counts, each player types their card skulls and a team adds them up",
          "[card-b][teams][counts]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, true, "b a a a");
    play(ref, {"2", "2", "3", "2"});
    CHECK_THAT(refused(ref, "tricks Ana 2"), Contains("add 'card-skulls N'"));
    play(ref, {"tricks Ana 2 card-skulls 3", "tricks Ben 3 card-skulls 4", "tricks Cai 3 card-skulls 2",
               "tricks Dee 2 card-skulls 0"});
    CHECK(step(receipt(ref, 0), 4).skulls == 5);
    CHECK(step(receipt(ref, 0), 4).detail == "5 for captured 1s and 2s (typed by the table)");
    CHECK(receipt(ref, 0).skulls_after == 9);
    CHECK(step(receipt(ref, 1), 4).skulls == 4);
    CHECK(receipt(ref, 1).skulls_after == 4 + 4 - 2);
}

TEST_CASE("Round card b (Ah One and Ah Two): the 1s and 2s of a trick put under Dorothy generate no skulls",
          "[card-b][powers]") {
    // Ana (Dorothy) puts trick 1 (Villager 1 and 2) under her card: it earns
    // her 3 skulls at step 1 and nothing at step 4. Ben has Cinderella (no
    // skull icon); Cai's unused Ice Princess earns her 1 skull.
    auto ref = princess_table("b a a a", {"dorothy", "cinderella", "ice"});
    play(ref, {"5", "5", "1"});
    trick(ref, kPlainDeal[0]);
    play(ref, {"power dorothy"});
    CHECK(state(ref).round.tricks.at(0).under_dorothy);
    for (std::size_t t = 1; t < kPlainDeal.size(); ++t) trick(ref, kPlainDeal[t]);
    play(ref, {"count"});
    const auto& ana = receipt(ref, 0);
    CHECK(ana.tricks == 5);
    CHECK(step(ana, 1).skulls == 3);
    CHECK(step(ana, 4).skulls == 0);
    CHECK(step(ana, 4).detail == "no captured 1s and 2s in counted tricks");
    CHECK(ana.points == 5);
    CHECK(ana.skulls_after == 5);
    CHECK(step(receipt(ref, 1), 4).skulls == 6);
    CHECK(receipt(ref, 1).skulls_after == 8);
    CHECK(step(receipt(ref, 2), 1).skulls == 1);
    CHECK(receipt(ref, 2).skulls_after == 6);
}

}  // namespace zref::test
