// Round card a, Opening Night (of the Living Dead) ("Round Cards" a): the
// round has no special rule. Every trick and every scoring step is the basic
// one ("Playing a Trick", "The Privileged Princes", "The Frog Prince Returns",
// "Scoring" 1-6), and step 4 (the Round card) gives and takes nothing.
#include <algorithm>

#include "card_support.h"

namespace zref::test {
namespace {

using Catch::Contains;

}  // namespace

TEST_CASE("Round card a (Opening Night): the reveal names the card and asks for no entry, reminder or command",
          "[card-a]") {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess", "players Ana Ben Cai", "mode individuals", "rounds a a a a", "seed 1",
               "start Ana", "princesses none", "powers off"});
    auto begin = ref.apply("begin");
    REQUIRE(begin.ok());
    const auto& notices = begin->notices;
    CHECK(std::find(notices.begin(), notices.end(), "Round 1 of 4: Round card a, Opening Night (of the Living Dead)") !=
          notices.end());
    CHECK(std::find(notices.begin(), notices.end(), "  No special rule this round; a good card for teaching new players.") !=
          notices.end());
    for (const auto& n : notices) CHECK_THAT(n, !Contains("Table:") && !Contains("needs, before"));
    CHECK(state(ref).phase == zp::Phase::Bidding);
    CHECK(state(ref).round.pending.empty());
    CHECK(zp::rule_of(state(ref)).verbs().empty());
    CHECK_THAT(refused(ref, "hold Ana v1"), Contains("unknown command 'hold'"));
    CHECK_THAT(refused(ref, "bet Ana"), Contains("unknown command 'bet'"));
}

TEST_CASE("Round card a (Opening Night): every trick goes to the basic winner, and every won trick counts",
          "[card-a]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "a a a a");
    play(ref, {"4", "6", "0"});
    auto first = trick(ref, kPlainDeal[0]);
    // Trick 1: Ana's Villager 9 is the highest of the led suit; she leads trick 2.
    CHECK(state(ref).round.tricks.at(0).winner == 0);
    CHECK(state(ref).round.tricks.at(0).counts);
    CHECK(state(ref).round.current.leader == 0);
    CHECK(zp::seat_tricks(state(ref)) == std::vector<int>{1, 0, 0});
    for (const auto& n : first[2].notices) CHECK_THAT(n, !Contains("Brain Drain") && !Contains("Shambler Swap"));
    for (std::size_t t = 1; t < kPlainDeal.size(); ++t) trick(ref, kPlainDeal[t]);
    const auto& tricks = state(ref).round.tricks;
    REQUIRE(tricks.size() == 12);
    std::vector<int> winners;
    for (const auto& t : tricks) {
        winners.push_back(t.winner);
        CHECK(t.counts);
        CHECK(t.owner == t.winner);
    }
    CHECK(winners == std::vector<int>{0, 0, 0, 0, 0, 2, 1, 1, 1, 1, 1, 0});
    CHECK(tricks.at(5).has_frog);
    // Before the Frog decision the Frog trick is still counted for its winner.
    REQUIRE(state(ref).phase == zp::Phase::FrogDecision);
    CHECK(zp::seat_tricks(state(ref)) == std::vector<int>{6, 5, 1});
}

TEST_CASE("Round card a (Opening Night): the round is scored by the basic steps and step 4 changes nothing",
          "[card-a]") {
    // Bids: Ana 4 (takes 6), Ben 6 (takes 5, and 2 skulls cannot buy the
    // missing trick at 3), Cai 0 (takes only the Frog trick).
    auto ref = table({"Ana", "Ben", "Cai"}, false, "a a a a");
    play(ref, {"4", "6", "0"});
    deal(ref, kPlainDeal);

    SECTION("Cai drops the Frog trick: her zero bid is made") {
        play(ref, {"drop"});
        CHECK(zp::seat_tricks(state(ref)) == std::vector<int>{6, 5, 0});
        const auto& ana = receipt(ref, 0);
        CHECK(ana.points == 4);
        CHECK(step(ana, 6).skulls == -2);
        CHECK(ana.skulls_after == 0);
        const auto& ben = receipt(ref, 1);
        CHECK(ben.points == 0);
        CHECK_FALSE(ben.paid_for_missed);
        CHECK(step(ben, 3).detail == "short 1, cannot pay 3 skulls");
        CHECK(ben.skulls_after == 2);
        const auto& cai = receipt(ref, 2);
        CHECK(step(cai, 2).skulls == 10);
        CHECK(cai.points == 0);
        CHECK(cai.skulls_after == 12);
        // Ben and Cai tie on 0; clockwise from Ana (left of the dealer, Cai), Ben is met first.
        CHECK(state(ref).phase == zp::Phase::NextStart);
        CHECK(state(ref).next_decider_side == 1);
    }
    SECTION("Cai counts the Frog trick: her zero bid fails and the trick is an over-trick") {
        play(ref, {"count"});
        const auto& cai = receipt(ref, 2);
        CHECK(cai.tricks == 1);
        CHECK(step(cai, 2).skulls == 0);
        CHECK(step(cai, 2).detail == "zero bid failed: a trick was taken");
        CHECK(step(cai, 6).skulls == -1);
        CHECK(cai.skulls_after == 1);
    }
    for (int side = 0; side < 3; ++side) {
        const auto& line = step(receipt(ref, side), 4);
        CHECK(line.skulls == 0);
        CHECK(line.detail == "no effect");
    }
}

TEST_CASE("Round card a (Opening Night): in Teams too, tricks and scoring follow the basic rules only", "[card-a][teams]") {
    // Team bids: Ana 2 + Cai 3 = 5, Ben 2 + Dee 2 = 4. Teams start with 4 skulls.
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, true, "a a a a");
    play(ref, {"2", "2", "3", "2"});
    deal(ref, kTeamDeal);
    // Trick 3: Villagers led, Dee's Prince 5 beats Cai's Prince 2 and the Villagers.
    const auto& t3 = state(ref).round.tricks.at(2);
    CHECK(t3.winner == 3);
    REQUIRE_FALSE(t3.reasons.empty());
    CHECK(t3.reasons.front().section == "The Privileged Princes");
    CHECK(zp::seat_tricks(state(ref)) == std::vector<int>{2, 3, 3, 2});

    SECTION("Cai counts the Frog trick: Ana & Cai make 5 exactly, Ben & Dee pay 2 for one over-trick") {
        play(ref, {"count"});
        CHECK(receipt(ref, 0).points == 5);
        CHECK(receipt(ref, 0).skulls_after == 4);
        CHECK(receipt(ref, 1).points == 4);
        CHECK(step(receipt(ref, 1), 6).skulls == -2);
        CHECK(receipt(ref, 1).skulls_after == 2);
    }
    SECTION("Cai drops it: Ana & Cai are one short and pay 4 skulls to make 5") {
        play(ref, {"drop"});
        REQUIRE(state(ref).phase == zp::Phase::Payment);
        play(ref, {"pay Ana yes"});
        const auto& ac = receipt(ref, 0);
        CHECK(ac.tricks == 4);
        CHECK(ac.paid_for_missed);
        CHECK(step(ac, 3).skulls == -4);
        CHECK(ac.points == 5);
        CHECK(ac.skulls_after == 0);
    }
    for (int side = 0; side < 2; ++side) CHECK(step(receipt(ref, side), 4).skulls == 0);
}

TEST_CASE("Round card a (Opening Night): a card off the led suit shows a void, so a later card of that suit is flagged",
          "[card-a]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "a a a a");
    play(ref, {"4", "4", "4"});
    // Trick 1: Ben plays a Pet to a Villager lead; Cai's Villager 2 wins.
    auto t1 = trick(ref, {"v1", "p1", "v2"});
    CHECK(t1[1].warnings.empty());
    auto t2 = trick(ref, {"v4", "v5", "v3"});
    REQUIRE(t2[1].warnings.size() == 1);
    CHECK(t2[1].warnings.front() ==
          "possible revoke: Ben showed no Villagers in trick 1 and now plays Villager 5 in trick 2. The table decides: "
          "'undo' takes the card back, anything else keeps it");
}

TEST_CASE("Round card a (Opening Night): a round scored by counts takes every trick of the hand", "[card-a][counts]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "a a a a");
    play(ref, {"4", "4", "4", "tricks Ana 4", "tricks Ben 4"});
    CHECK(refused(ref, "tricks Cai 3") ==
          "the tricks add up to 11, but a round has 12: check the counts ('undo' corrects an earlier one)");
    play(ref, {"tricks Cai 4"});
    for (int side = 0; side < 3; ++side) {
        CHECK(receipt(ref, side).points == 4);
        CHECK(receipt(ref, side).skulls_after == 2);
    }
}

}  // namespace zref::test
