// Round card i, Brainpan Bonanza ("Round Cards" i): each side gains skulls
// equal to the lowest card value it won. Our reading (games/zombie-princess.toml):
// only counted tricks are looked at, with printed values, and a side with no
// counted trick gains nothing; in Teams the side is the team, so it gains the
// lowest card among both partners' tricks. The skulls are step 4 of "Scoring".
#include "card_support.h"

namespace zref::test {
namespace {

using Catch::Contains;

// 3 players (deck 1-9), Ana leads trick 1; every player follows suit.
//   Ana: v1 v8 v9  p3 p4 p9  k4 k5 k6  pr1 pr4 pr9
//   Ben: v3 v5 v7  p2 p6 p7  k7 k8 k9  pr5 pr7 pr8
//   Cai: v2 v4 v6  p1 p5 p8  k1 k2 k3  pr2 pr3 pr6
// Ana wins tricks 1, 2, 4 and 10, whose lowest card is Villager 4 (trick 2).
// Ben wins 3, 5, 7, 8, 9, 11 and 12 (lowest: Villager 1 in trick 3; he leads
// trick 10 holding only Princes). Cai wins only trick 6: Pet 3, Pet 2 and
// the Frog.
const Deal kBonanzaDeal = {{"v9", "v5", "v6"},  {"v8", "v7", "v4"},  {"v1", "v3", "v2"},  {"p9", "p7", "p5"},
                    {"p4", "p6", "p1"},  {"p3", "p2", "p8"},  {"k4", "k9", "k1"},  {"k5", "k8", "k2"},
                    {"k6", "k7", "k3"},  {"pr9", "pr5", "pr6"}, {"pr4", "pr8", "pr3"}, {"pr1", "pr7", "pr2"}};

// In kTeamDeal (card_support.h) the lowest card per player: Ana 2 (Villager 2,
// trick 2), Cai 1 (Villager 1, trick 1), Ben 1 (Pet 1, trick 4), Dee 2 (Prince
// 2, trick 3). Each team's lowest is 1.

// 3 players (deck 1-9), Ana leads trick 1:
//   Ana: v1 v3 v5 v7 v9  p7 p9  k7 k9  pr5 pr8 pr9
//   Ben: v2 v4 v6 v8  p6 p8  k6 k8  pr3 pr4 pr6 pr7
//   Cai: p1-p5  k1-k5  pr1 pr2   (no Villagers)
// Trick 1: Ana Villager 9, Ben Villager 8, Cai (out of Villagers) Prince 1,
// which takes it. Cai wins no other trick; Ben wins tricks 6 and 9, Ana the
// other nine (trick 7 holds the Frog).
const Deal kPrinceOne = {{"v9", "v8", "pr1"}, {"k9", "k6", "k1"}, {"v7", "v6", "p1"}, {"v5", "v4", "p2"},
                         {"v3", "v2", "p3"},  {"v1", "pr3", "p4"}, {"p9", "p8", "p5"}, {"p7", "p6", "k2"},
                         {"k7", "k8", "k3"},  {"pr9", "pr7", "pr2"}, {"pr8", "pr6", "k4"}, {"pr5", "pr4", "k5"}};

// kTeamDeal played card by card under i, team bids 2 + 3 and 2 + 2, the Frog trick counted.
zp::Referee team_round_by_cards() {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, true, "i a a a");
    play(ref, {"2", "2", "3", "2"});
    deal(ref, kTeamDeal);
    play(ref, {"count"});
    return ref;
}

}  // namespace

TEST_CASE("Round card i (Brainpan Bonanza): each side gains skulls equal to the lowest card value it won", "[card-i]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "i a a a");
    play(ref, {"4", "6", "1"});
    deal(ref, kBonanzaDeal);
    play(ref, {"count"});
    const auto& ana = receipt(ref, 0);
    CHECK(step(ana, 4).skulls == 4);
    CHECK(step(ana, 4).detail == "lowest card won: Villager 4");
    CHECK(ana.points == 4);
    CHECK(ana.skulls_after == 6);
    // Ben: 1 skull at step 4, which pays his over-trick at step 6.
    const auto& ben = receipt(ref, 1);
    CHECK(step(ben, 4).skulls == 1);
    CHECK(step(ben, 4).detail == "lowest card won: Villager 1");
    CHECK(step(ben, 6).skulls == -1);
    CHECK(ben.skulls_after == 2);
    const auto& cai = receipt(ref, 2);
    CHECK(step(cai, 4).skulls == 2);
    CHECK(step(cai, 4).detail == "lowest card won: Pet 2");
    CHECK(cai.skulls_after == 4);
}

TEST_CASE("Round card i (Brainpan Bonanza): only counted tricks are looked at, with none, nothing is gained",
          "[card-i][frog]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "i a a a");
    play(ref, {"4", "6", "1"});
    deal(ref, kBonanzaDeal);
    play(ref, {"drop"});
    const auto& cai = receipt(ref, 2);
    CHECK(cai.tricks == 0);
    CHECK(step(cai, 4).skulls == 0);
    CHECK(step(cai, 4).detail == "no counted trick, so no lowest card");
    CHECK(cai.points == 0);
    CHECK(cai.skulls_after == 2);
}

TEST_CASE("Round card i (Brainpan Bonanza): in Teams the team gains its lowest card once, not one per partner",
          "[card-i][teams]") {
    // Team bids: Ana 2 + Cai 3 = 5, Ben 2 + Dee 2 = 4; each team starts with 4 skulls.
    auto ref = team_round_by_cards();
    const auto& ac = receipt(ref, 0);
    CHECK(step(ac, 4).skulls == 1);
    CHECK(step(ac, 4).detail == "lowest card won: Villager 1");
    CHECK(ac.skulls_after == 5);
    const auto& bd = receipt(ref, 1);
    CHECK(step(bd, 4).skulls == 1);
    CHECK(step(bd, 6).skulls == -2);
    CHECK(bd.skulls_after == 3);
}

TEST_CASE("Round card i (Brainpan Bonanza): scored by counts, each player types the card's skulls", "[card-i][counts]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "i a a a");
    play(ref, {"4", "4", "4"});
    const std::string why = refused(ref, "tricks Ana 4");
    CHECK_THAT(why, Contains("Round card i"));
    CHECK_THAT(why, Contains("add 'card-skulls N'"));
    play(ref, {"tricks Ana 4 card-skulls 2", "tricks Ben 4 card-skulls 1", "tricks Cai 4 card-skulls 3"});
    CHECK(step(receipt(ref, 0), 4).detail == "2 for the lowest card won (typed by the table)");
    CHECK(state(ref).skulls == std::vector<int>{4, 3, 5});
}

TEST_CASE("Round card i (Brainpan Bonanza): in Teams by counts the team gains its lowest card, as card by card",
          "[card-i][teams][counts]") {
    auto cards = team_round_by_cards();
    // The same round typed as counts: each player's tricks and the lowest
    // card they won (Ana 2, Ben 1, Cai 1, Dee 2), the Frog with its winner.
    const auto per_seat = zp::seat_tricks(state(cards));
    int frog_seat = -1;
    for (const auto& t : state(cards).round.tricks)
        if (t.has_frog) frog_seat = t.owner;
    const std::vector<std::string> names = {"Ana", "Ben", "Cai", "Dee"};
    const std::vector<int> lowest = {2, 1, 1, 2};
    auto counts = table({"Ana", "Ben", "Cai", "Dee"}, true, "i a a a");
    play(counts, {"2", "2", "3", "2"});
    for (std::size_t i = 0; i < names.size(); ++i)
        play(counts, {"tricks " + names[i] + " " + std::to_string(per_seat[i]) +
                      (static_cast<int>(i) == frog_seat ? " frog" : "") + " card-skulls " + std::to_string(lowest[i])});
    if (frog_seat >= 0) play(counts, {"count"});
    for (int side = 0; side < 2; ++side) {
        INFO("side " << side);
        CHECK(step(receipt(counts, side), 4).skulls == step(receipt(cards, side), 4).skulls);
        CHECK(receipt(counts, side).skulls_after == receipt(cards, side).skulls_after);
        CHECK(receipt(counts, side).points == receipt(cards, side).points);
    }
    CHECK(step(receipt(counts, 0), 4).skulls == 1);
}

TEST_CASE("Round card i (Brainpan Bonanza): every card of a won trick counts with its printed value, the winner's own Prince included",
          "[card-i]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "i a a a");
    play(ref, {"9", "2", "1"});
    deal(ref, kPrinceOne);
    REQUIRE(state(ref).round.tricks.at(0).winner == 2);
    play(ref, {"count"});
    CHECK(zp::seat_tricks(state(ref)) == std::vector<int>{9, 2, 1});
    const auto& cai = receipt(ref, 2);
    CHECK(step(cai, 4).skulls == 1);
    CHECK(step(cai, 4).detail == "lowest card won: Prince 1");
    CHECK(cai.skulls_after == 3);
    CHECK(step(receipt(ref, 0), 4).detail == "lowest card won: Knight 1");
    CHECK(step(receipt(ref, 1), 4).detail == "lowest card won: Villager 1");
}

}  // namespace zref::test
