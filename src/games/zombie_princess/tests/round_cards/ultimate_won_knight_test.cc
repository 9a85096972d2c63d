// Round card m, Ultimate Won Knight ("Round Cards" m, "Scoring" step 4): gain
// a skull for each Knight in your won tricks at the end of the round. A trick
// cancelled by the Frog (or Dorothy) earns nothing.
#include "card_support.h"

namespace zref::test {
namespace {

using Catch::Contains;

// Deal: Ana k1 k2 k3 k7 k8 k9 v1 v2 v3 pr1 pr2 pr3; Ben k4 k5 k6 v4 v5 v6
// p1-p6; Cai v7 v8 v9 p7 p8 p9 pr4-pr9 (no Knight). Ana leads Knights; Cai,
// void, discards the Frog into trick 1 and Pets into 2 and 3, so Ana's three
// tricks hold Knights 9 4, 8 5, 7 6. Trick 4 (Ana's Knight 1) is trumped by
// Cai's Prince 4; Cai then takes every trick, capturing Knight 2 and Knight 3
// that Ana throws on Princes in tricks 11 and 12.
const std::vector<std::string> kFrogRound = {
    "play Ana k9",  "play Ben k4",  "play Cai p8",   // 1 Ana (Frog)
    "play Ana k8",  "play Ben k5",  "play Cai p7",   // 2 Ana
    "play Ana k7",  "play Ben k6",  "play Cai p9",   // 3 Ana
    "play Ana k1",  "play Ben p1",  "play Cai pr4",  // 4 Cai
    "play Cai v9",  "play Ana v1",  "play Ben v4",   // 5 Cai
    "play Cai v8",  "play Ana v2",  "play Ben v5",   // 6 Cai
    "play Cai v7",  "play Ana v3",  "play Ben v6",   // 7 Cai
    "play Cai pr5", "play Ana pr1", "play Ben p2",   // 8 Cai
    "play Cai pr6", "play Ana pr2", "play Ben p3",   // 9 Cai
    "play Cai pr7", "play Ana pr3", "play Ben p4",   // 10 Cai
    "play Cai pr8", "play Ana k2",  "play Ben p5",   // 11 Cai
    "play Cai pr9", "play Ana k3",  "play Ben p6",   // 12 Cai
};

const zp::ReceiptLine& step4(const zp::Referee& ref, int side) {
    const auto& line = receipt(ref, side).lines.at(3);
    CHECK(line.step == 4);
    return line;
}

// 3 Individuals with powers on: Ana Dorothy, Ben Thumbelina, Cai
// Scheherazade (all three with a skull icon), Ana starts.
zp::Referee dorothy_thumbelina_scheherazade_table(const std::string& rounds) {
    return princess_table(rounds, {"dorothy", "thumbelina", "scheherazade"});
}

}  // namespace

TEST_CASE("Round card m (Ultimate Won Knight): each Knight in a player's counted tricks earns 1 skull", "[card-m]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "m a a a");
    // Ana takes tricks 1, 2, 7 (Knights 1 2 3) and 12; Ben 3, 4, 8 and 9
    // (Knights 4-9); Cai 5, 6 (the Frog, counted), 10 and 11: no Knight.
    play(ref, {"4", "4", "4"});
    play(ref, one_suit_round(0, {0, 0, 1, 1, 2, 2, 0, 1, 1, 2, 2, 0}));
    REQUIRE(ref.game().state().phase == zp::Phase::FrogDecision);
    play(ref, {"count"});
    CHECK(ref.game().state().results.back().seat_tricks == std::vector<int>{4, 4, 4});
    CHECK(step4(ref, 0).skulls == 3);
    // In play order: trick 7 Cai k2, Ana k3, Ben k1; trick 8 Ana k4, Ben k6,
    // Cai k5; trick 9 Ben k9, Cai k8, Ana k7.
    CHECK(step4(ref, 0).detail == "Knight 2 +1, Knight 3 +1, Knight 1 +1");
    CHECK(step4(ref, 1).skulls == 6);
    CHECK(step4(ref, 1).detail == "Knight 4 +1, Knight 6 +1, Knight 5 +1, Knight 9 +1, Knight 8 +1, Knight 7 +1");
    CHECK(step4(ref, 2).skulls == 0);
    CHECK(step4(ref, 2).detail == "no captured Knights in counted tricks");
    CHECK(receipt(ref, 0).skulls_after == 5);
    CHECK(receipt(ref, 1).skulls_after == 8);
    CHECK(receipt(ref, 2).skulls_after == 2);
    CHECK(receipt(ref, 0).points == 4);
}

TEST_CASE("Round card m (Ultimate Won Knight): every Knight in a won trick counts, whoever played it and whatever was led",
          "[card-m]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "m a a a");
    play(ref, {"2", "0", "9"});
    play(ref, kFrogRound);
    play(ref, {"frog Ana count"});
    CHECK(ref.game().state().results.back().seat_tricks == std::vector<int>{3, 0, 9});
    // Ana's tricks hold her own Knights 9 8 7 and Ben's 4 5 6.
    CHECK(step4(ref, 0).detail == "Knight 9 +1, Knight 4 +1, Knight 8 +1, Knight 5 +1, Knight 7 +1, Knight 6 +1");
    CHECK(step4(ref, 0).skulls == 6);
    // Cai has no Knight in hand but captures Knight 1 (led, trumped) and
    // Knights 2 and 3 (thrown on Prince leads).
    CHECK(step4(ref, 2).detail == "Knight 1 +1, Knight 2 +1, Knight 3 +1");
    CHECK(step4(ref, 2).skulls == 3);
    // Ana: 2 + 6 - 1 over-trick = 7. Ben: zero bid made, 2 + 10. Cai: 2 + 3.
    CHECK(receipt(ref, 0).skulls_after == 7);
    CHECK(receipt(ref, 1).skulls_after == 12);
    CHECK(receipt(ref, 2).skulls_after == 5);
}

TEST_CASE("Round card m (Ultimate Won Knight): the Knights of a Frog trick left uncounted earn nothing", "[card-m][frog]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "m a a a");
    play(ref, {"2", "0", "9"});
    play(ref, kFrogRound);
    REQUIRE(ref.game().state().round.tricks.at(0).has_frog);
    play(ref, {"frog Ana drop"});
    CHECK(ref.game().state().results.back().seat_tricks == std::vector<int>{2, 0, 9});
    // Trick 1 (Knights 9 and 4) is gone; tricks 2 and 3 still pay.
    CHECK(step4(ref, 0).detail == "Knight 8 +1, Knight 5 +1, Knight 7 +1, Knight 6 +1");
    CHECK(step4(ref, 0).skulls == 4);
    CHECK(receipt(ref, 0).points == 2);
    CHECK(receipt(ref, 0).skulls_after == 6);  // exact: no over-trick
}

TEST_CASE("Round card m (Ultimate Won Knight): Teams: both partners' captured Knights go to the team", "[card-m][teams]") {
    // A legal 4-player round (deck 1-10), Ana leading, from this deal:
    //   Ana: v6 p7 p9 p10 k2 k3 k6 k10 pr5 pr6     Ben: v5 p6 k4 k5 k7 k8 pr2 pr3 pr9 pr10
    //   Cai: v4 v7 v8 v9 p2 p3 k1 pr1 pr4 pr7      Dee: v1 v2 v3 v10 p1 p4 p5 p8 k9 pr8
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, true, "m a a a");
    play(ref, {"2", "3", "3", "1"});
    play(ref, {"play Ana k2",   "play Ben k5",  "play Cai k1",  "play Dee k9",    // 1 Dee: Knights 2 5 1 9
               "play Dee v1",   "play Ana v6",  "play Ben v5",  "play Cai v7",    // 2 Cai
               "play Cai p2",   "play Dee p8",  "play Ana p9",  "play Ben p6",    // 3 Ana (the Frog)
               "play Ana p7",   "play Ben k7",  "play Cai p3",  "play Dee p5",    // 4 Ana: Knight 7
               "play Ana k3",   "play Ben k8",  "play Cai v9",  "play Dee v10",   // 5 Ben: Knights 3 8
               "play Ben k4",   "play Cai pr7", "play Dee p1",  "play Ana k10",   // 6 Cai: Knights 4 10
               "play Cai v8",   "play Dee v2",  "play Ana pr6", "play Ben pr9",   // 7 Ben
               "play Ben pr10", "play Cai pr1", "play Dee pr8", "play Ana pr5",   // 8 Ben
               "play Ben pr3",  "play Cai pr4", "play Dee p4",  "play Ana k6",    // 9 Cai: Knight 6
               "play Cai v4",   "play Dee v3",  "play Ana p10", "play Ben pr2"}); // 10 Ben
    play(ref, {"frog Ana count"});
    CHECK(ref.game().state().results.back().seat_tricks == std::vector<int>{2, 4, 3, 1});
    CHECK(step4(ref, 0).detail == "Knight 7 +1, Knight 4 +1, Knight 10 +1, Knight 6 +1");
    CHECK(step4(ref, 0).skulls == 4);
    CHECK(step4(ref, 1).detail == "Knight 2 +1, Knight 5 +1, Knight 1 +1, Knight 9 +1, Knight 3 +1, Knight 8 +1");
    CHECK(step4(ref, 1).skulls == 6);
    // Ana & Cai: bid 5, 5 tricks: 4 + 4 = 8. Ben & Dee: bid 4, 5 tricks: 4 + 6 - 2 = 8.
    CHECK(receipt(ref, 0).skulls_after == 8);
    CHECK(receipt(ref, 1).skulls_after == 8);
    CHECK(receipt(ref, 1).points == 4);
}

TEST_CASE("Round card m (Ultimate Won Knight): a round scored by counts takes each player's Knight skulls as typed", "[card-m][counts]") {
    SECTION("Individuals") {
        auto ref = table({"Ana", "Ben", "Cai"}, false, "m a a a");
        play(ref, {"4", "4", "4"});
        CHECK(refused(ref, "tricks Ana 4") ==
              "Round card m needs a number only the cards show, and this round is scored by counts: add 'card-skulls N' "
              "(see 'zref rules m')");
        play(ref, {"tricks Ana 4 card-skulls 5", "tricks Ben 4 card-skulls 0", "tricks Cai 4 card-skulls 4"});
        CHECK(step4(ref, 0).skulls == 5);
        CHECK(step4(ref, 0).detail == "5 for captured Knights (typed by the table)");
        CHECK(receipt(ref, 0).skulls_after == 7);
        CHECK(receipt(ref, 1).skulls_after == 2);
        CHECK(receipt(ref, 2).skulls_after == 6);
    }
    SECTION("Teams: the partners' typed skulls add up") {
        auto ref = table({"Ana", "Ben", "Cai", "Dee"}, true, "m a a a");
        play(ref, {"3", "2", "2", "3"});
        play(ref, {"tricks Ana 3 card-skulls 2", "tricks Ben 2 card-skulls 1", "tricks Cai 2 card-skulls 3",
                   "tricks Dee 3 card-skulls 4"});
        CHECK(step4(ref, 0).skulls == 5);
        CHECK(step4(ref, 1).skulls == 5);
        CHECK(receipt(ref, 0).skulls_after == 9);
        CHECK(receipt(ref, 1).skulls_after == 9);
    }
}

TEST_CASE("Round card m (Ultimate Won Knight): the card pays only in its own round", "[card-m]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "a m a a");
    play(ref, {"4", "4", "4"});
    play(ref, one_suit_round(0, {0, 0, 1, 1, 2, 2, 0, 1, 1, 2, 2, 0}));
    play(ref, {"count"});
    CHECK(step4(ref, 0).detail == "no effect");
    CHECK(receipt(ref, 1).skulls_after == 2);
}

TEST_CASE("Round card m (Ultimate Won Knight): the Knights of a trick put under Dorothy earn nothing", "[card-m][dorothy]") {
    auto ref = dorothy_thumbelina_scheherazade_table("m a a a");
    // Ana takes tricks 1, 2 and 7 (Knights 1 2 3), Ben 3, 4, 8, 9 (Knights
    // 4-9) and 12, Cai 5, 6 (the Frog), 10 and 11. Ana puts trick 7 under Dorothy.
    const auto lines = one_suit_round(0, {0, 0, 1, 1, 2, 2, 0, 1, 1, 2, 2, 1});
    play(ref, {"2", "5", "4"});
    play(ref, std::vector<std::string>(lines.begin(), lines.begin() + 21));
    REQUIRE(ref.game().state().round.tricks.size() == 7);
    REQUIRE(ref.game().state().round.tricks.back().winner == 0);
    play(ref, {"power dorothy"});
    play(ref, std::vector<std::string>(lines.begin() + 21, lines.end()));
    play(ref, {"frog Cai count"});
    REQUIRE(ref.game().state().phase == zp::Phase::NextStart);
    CHECK(ref.game().state().results.back().seat_tricks == std::vector<int>{2, 5, 4});
    CHECK(step4(ref, 0).skulls == 0);
    CHECK(step4(ref, 0).detail == "no captured Knights in counted tricks");
    CHECK(step4(ref, 1).skulls == 6);
    // Ana: 2 + 3 (Dorothy). Ben: 2 + 1 (unused Thumbelina) + 6. Cai: 2 + 1.
    CHECK(receipt(ref, 0).lines.at(0).skulls == 3);
    CHECK(receipt(ref, 0).skulls_after == 5);
    CHECK(receipt(ref, 1).skulls_after == 9);
    CHECK(receipt(ref, 2).skulls_after == 3);
    CHECK(receipt(ref, 0).points == 2);
}

}  // namespace zref::test
