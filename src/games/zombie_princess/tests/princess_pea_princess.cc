// Princess Cards: The Pea Princess, Pea Shooter ("Princess Cards", "Using the
// Power of a Princess", "Scoring" step 1, Round cards b, e, r, w, y): "Add 5 to
// the value of your card when you play it (ties go to the first player to play
// the highest value). The card's original value is used for Round card effects
// at the end of the current round." zref: she declares 'power pea' on her own
// turn, before her card (princesses/armed_power.h); the card she then plays
// carries +5 in that trick only. Once per round; unused, she earns 1 skull at
// scoring step 1 (skull icon).
#include <array>
#include <string>
#include <vector>

#include "games/zombie_princess/princess.h"
#include "games/zombie_princess/round_rule.h"
#include "princess_tricks.h"
#include "support.h"

namespace zref::test {
namespace {

using Catch::Contains;
using zp::Phase;

// Ana holds the Pea Princess; the others hold Princesses they never use here.
const std::array<std::string, 4> kPeaAtAna = {"pea-princess", "cinderella", "ice-princess", "thumbelina"};
// The Pea Princess third in trick 1, after Ana and Ben.
const std::array<std::string, 4> kPeaAtCai = {"cinderella", "ice-princess", "pea-princess", "thumbelina"};

const std::string kPeaPrincessWindow = "The Pea Princess (Pea Shooter): it may be used only on her own turn, before she plays her card";

}  // namespace

TEST_CASE("Princess Cards: The Pea Princess: declared on her own turn, before her card, refused while bidding and on "
          "another player's turn, saying when",
          "[princess-pea-princess]") {
    auto ref = princess_table(kPeaAtAna);
    CHECK(refused(ref, "power pea") == kPeaPrincessWindow);  // while bidding
    bids(ref, {1, 1, 3, 5});
    play(ref, {"play Ana v1"});
    CHECK(refused(ref, "power pea") == kPeaPrincessWindow);  // Ben's turn
    CHECK(refused(ref, "power Ben pea") == "The Pea Princess is Ana's Princess, not Ben's");
    four_seat_trick(ref, kBase[0], 1);
    play(ref, {"play Dee k1"});  // Dee leads trick 2; now it is Ana's turn
    CHECK(refused(ref, "power pea 5") == "The Pea Princess (Pea Shooter): this power takes no words");
    // Refusals do not use the power.
    CHECK(st(ref).round.power_used == std::vector<bool>{false, false, false, false});
    const auto r = accepted(ref, "power pea");
    CHECK(r.headline == "Ana uses Pea Shooter (+5) for the card played now");
    CHECK(r.canonical == "power Ana pea-princess");
    CHECK(any_contains(r.notices, "The Pea Princess's power is used for this round (so no unused-Princess skull)"));
    CHECK(st(ref).round.power_used == std::vector<bool>{true, false, false, false});
    CHECK(st(ref).round.armed.at(Ana) == "pea-princess");
    // A card refused while her power is armed: the refusal comes before the
    // power is applied or taken off the card (check_armed_play, then
    // on_armed_play), so nothing is changed and the power stays armed.
    CHECK_THAT(refused(ref, "play Ana k2 only-princes"), Catch::Contains("'only-princes' is the claim"));
    CHECK(st(ref).round.armed.at(Ana) == "pea-princess");
    CHECK(st(ref).round.current.plays.size() == 1);
    // After she has played, it is no longer her turn.
    play(ref, {"play Ana k2"});
    CHECK(st(ref).round.armed.at(Ana).empty());
}

TEST_CASE("Princess Cards: The Pea Princess: her card counts 5 more in the trick (Knight 4 worth 9 beats Knight 8)",
          "[princess-pea-princess]") {
    auto ref = princess_table(kPeaAtAna);
    bids(ref, {1, 1, 1, 1});
    SECTION("with Pea Shooter Ana's Knight 4 is worth 9 and takes the trick") {
        play(ref, {"power pea"});
        const auto r = four_seat_trick(ref, {"k4", "k5", "k6", "k8"});
        const auto& t = st(ref).round.tricks.at(0);
        CHECK(t.winner == Ana);
        CHECK(t.plays.at(0).bonus == 5);
        CHECK(zp::strength(t.plays.at(0)) == 9);
        REQUIRE(t.plays.at(0).power);
        CHECK(t.plays.at(0).power->id() == "pea-princess");
        CHECK(t.plays.at(3).bonus == 0);
        REQUIRE_FALSE(r[Ana].reasons.empty());
        CHECK(r[Ana].reasons.front().text ==
              "Ana's Knight 4 counts as 9 in this trick; on equal values the earlier card wins");
        CHECK(r[Ana].reasons.front().section == "Princess Cards: The Pea Princess");
        REQUIRE_FALSE(t.reasons.empty());
        CHECK(t.reasons.front().text ==
              "Ana's Knight 4 (worth 9) wins: no Prince was played, so the highest Knight (the led suit) takes the trick");
        CHECK(st(ref).round.armed.at(Ana).empty());
        // The bonus was for that card only: her next card counts its printed value.
        play(ref, {"play Ana v9"});
        CHECK(st(ref).round.current.plays.at(0).bonus == 0);
    }
    SECTION("without it Dee's Knight 8 takes the same trick") {
        four_seat_trick(ref, {"k4", "k5", "k6", "k8"});
        CHECK(st(ref).round.tricks.at(0).winner == Dee);
        CHECK(st(ref).round.tricks.at(0).plays.at(0).bonus == 0);
    }
}

TEST_CASE("Princess Cards: The Pea Princess: a tie at equal values goes to the earlier card, hers or not",
          "[princess-pea-princess]") {
    SECTION("her Knight 4 worth 9, played first, beats Dee's Knight 9 played later (kBase trick 5)") {
        auto ref = princess_table(kPeaAtAna);
        bids(ref, {2, 1, 3, 4});
        tricks(ref, kBase, 1, 4);
        REQUIRE(st(ref).round.current.leader == Ana);
        play(ref, {"power pea"});
        four_seat_trick(ref, kBase[4]);
        const auto& t = st(ref).round.tricks.at(4);
        CHECK(zp::strength(t.plays.at(0)) == 9);
        CHECK(zp::strength(t.plays.at(3)) == 9);
        CHECK(t.winner == Ana);
        CHECK(t.reasons.front().text ==
              "Ana's Knight 4 (worth 9) wins: no Prince was played, so the highest Knight (the led suit) takes the trick");
    }
    SECTION("without the power Dee's Knight 9 takes kBase trick 5") {
        auto ref = princess_table(kPeaAtAna);
        bids(ref, {2, 1, 3, 4});
        tricks(ref, kBase, 1, 5);
        CHECK(st(ref).round.tricks.at(4).winner == Dee);
    }
    SECTION("her Knight 5 worth 10, played after Ana's Knight 10, does not beat it") {
        auto ref = princess_table(kPeaAtCai);
        bids(ref, {1, 1, 1, 1});
        play(ref, {"play Ana k10", "play Ben k1", "power pea", "play Cai k5", "play Dee k2"});
        const auto& t = st(ref).round.tricks.at(0);
        CHECK(zp::strength(t.plays.at(2)) == 10);
        CHECK(t.winner == Ana);
    }
}

TEST_CASE("Princess Cards: The Pea Princess: the +5 wins only with a card of the deciding suit, a Prince worth 7 beats "
          "Prince 6",
          "[princess-pea-princess]") {
    auto ref = princess_table(kPeaAtCai);
    bids(ref, {1, 1, 1, 1});
    SECTION("Villager 9 worth 14 on a Knight lead cannot win") {
        play(ref, {"play Ana k6", "play Ben k3", "power pea", "play Cai v9", "play Dee k4"});
        const auto& t = st(ref).round.tricks.at(0);
        CHECK(zp::strength(t.plays.at(2)) == 14);
        CHECK(t.winner == Ana);
    }
    SECTION("Prince 2 worth 7 beats Ben's Prince 6") {
        play(ref, {"play Ana k6", "play Ben pr6", "power pea", "play Cai pr2", "play Dee k4"});
        const auto& t = st(ref).round.tricks.at(0);
        CHECK(t.winner == Cai);
        CHECK(t.reasons.front().text == "Cai's Prince 2 (worth 7) wins: a Prince was played, and the highest Prince "
                                        "takes the trick whatever suit was led");
    }
}

TEST_CASE("Princess Cards: The Pea Princess: once per round, refused a second time, refreshed next round",
          "[princess-pea-princess]") {
    auto ref = princess_table(kPeaAtAna);
    bids(ref, {2, 1, 3, 4});
    tricks(ref, kBase, 1, 4);
    play(ref, {"power pea"});
    tricks(ref, kBase, 5, 5);
    REQUIRE(st(ref).round.current.leader == Ana);  // she won trick 5 and leads trick 6
    CHECK(refused(ref, "power pea") ==
          "The Pea Princess's power is already used this round; it is refreshed at the start of the next round");
    tricks(ref, kBase, 6, 10);
    CHECK(winners(ref) == std::vector<int>{Dee, Cai, Ben, Ana, Ana, Cai, Dee, Dee, Cai, Dee});
    play(ref, {"frog Dee count"});
    REQUIRE(st(ref).phase == Phase::NextStart);
    // Receipt line 1: no skull for a used Princess.
    CHECK(step(ref, Ana, 1).skulls == 0);
    CHECK(step(ref, Ana, 1).detail == "no Princess skulls");
    CHECK(receipt(ref, Ana).tricks == 2);
    CHECK(receipt(ref, Ana).points == 2);
    CHECK(receipt(ref, Ana).skulls_after == 2);
    CHECK(receipt(ref, Dee).tricks == 4);
    CHECK(receipt(ref, Dee).points == 4);

    // Ben (1 point) has the lowest score and goes first; the power is back.
    play(ref, {"start Ben first"});
    REQUIRE(st(ref).round.number == 2);
    CHECK(st(ref).round.power_used == std::vector<bool>{false, false, false, false});
    bids(ref, {1, 1, 1, 1});
    play(ref, {"play Ben v2", "play Cai v3", "play Dee v4"});
    CHECK(accepted(ref, "power pea").headline == "Ana uses Pea Shooter (+5) for the card played now");
}

TEST_CASE("Princess Cards: The Pea Princess: unused, she earns 1 skull at scoring step 1 (receipt line 1)",
          "[princess-pea-princess]") {
    auto ref = princess_table(kPeaAtAna);
    counts_round(ref, {1, 1, 3, 5}, {1, 1, 3, 5});
    REQUIRE(st(ref).phase == Phase::NextStart);
    CHECK(receipt(ref, Ana).lines.front().step == 1);
    CHECK(step(ref, Ana, 1).label == "Princess skulls");
    CHECK(step(ref, Ana, 1).skulls == 1);
    CHECK(step(ref, Ana, 1).detail == "The Pea Princess unused: 1");
    CHECK(receipt(ref, Ana).skulls_after == 3);
    CHECK(step(ref, Ben, 1).skulls == 0);  // Cinderella: always active, no skull
    CHECK(step(ref, Cai, 1).detail == "The Ice Princess unused: 1");
    CHECK(step(ref, Dee, 1).detail == "Thumbelina unused: 1");
}

TEST_CASE("Princess Cards: The Pea Princess: under Round card r (We the Villagers) her wild Villager counts 5 more, "
          "and ties still go to the earlier card",
          "[princess-pea-princess][card-r]") {
    auto ref = princess_table(kPeaAtCai, "r a a a");
    bids(ref, {1, 1, 1, 1});
    SECTION("Villager 5 worth 10 beats the led Knight 9") {
        play(ref, {"play Ana k9", "play Ben k3", "power pea", "play Cai v5", "play Dee k4"});
        const auto& t = st(ref).round.tricks.at(0);
        CHECK(t.winner == Cai);
        CHECK_THAT(t.reasons.front().text, Contains("Cai's Villager 5 wins: Villagers are wild"));
        CHECK(t.reasons.front().section == "Round Cards: r. We the Villagers");
    }
    SECTION("Villager 5 worth 10 ties the led Knight 10, which was played first") {
        play(ref, {"play Ana k10", "play Ben k3", "power pea", "play Cai v5", "play Dee k4"});
        CHECK(st(ref).round.tricks.at(0).winner == Ana);
    }
    SECTION("without the power the led Knight 9 wins") {
        play(ref, {"play Ana k9", "play Ben k3", "play Cai v5", "play Dee k4"});
        CHECK(st(ref).round.tricks.at(0).winner == Ana);
    }
}

TEST_CASE("Princess Cards: The Pea Princess: under Round card w (Fester Feast) her card adds 5 more to the running "
          "total",
          "[princess-pea-princess][card-w]") {
    auto ref = princess_table(kPeaAtCai, "w a a a", Phase::Declare);
    // The discards add up to 1 + 2 + 3 + 4 = 10.
    play(ref, {"discard Ana v1", "discard Ben v2", "discard Cai v3", "discard Dee v4"});
    bids(ref, {1, 1, 1, 1});
    SECTION("Knight 3 worth 8 takes the total from 3 to 11, past 10: Cai wins") {
        play(ref, {"play Ana k2", "play Ben k1", "power pea", "play Cai k3", "play Dee k5"});
        const auto& t = st(ref).round.tricks.at(0);
        CHECK(t.winner == Cai);
        CHECK(t.reasons.front().text == "Cai's Knight 3 wins: it took the trick's running total to 11, past the "
                                        "discards' sum of 10 (this beats even a Prince)");
    }
    SECTION("without the power the total passes 10 only with Dee's Knight 5") {
        play(ref, {"play Ana k2", "play Ben k1", "play Cai k3", "play Dee k5"});
        CHECK(st(ref).round.tricks.at(0).winner == Dee);
    }
}

TEST_CASE("Princess Cards: The Pea Princess: under Round card y (Undead Uprising) her card of the newest suit counts "
          "5 more",
          "[princess-pea-princess][card-y]") {
    auto ref = princess_table(kPeaAtCai, "y a a a");
    bids(ref, {1, 1, 1, 1});
    SECTION("Knights are the newest suit: Knight 2 worth 7 beats Knight 5") {
        play(ref, {"play Ana v6", "play Ben k5", "power pea", "play Cai k2", "play Dee k1"});
        CHECK(st(ref).round.tricks.at(0).winner == Cai);
    }
    SECTION("without the power Knight 5 wins") {
        play(ref, {"play Ana v6", "play Ben k5", "play Cai k2", "play Dee k1"});
        CHECK(st(ref).round.tricks.at(0).winner == Ben);
    }
}

TEST_CASE("Princess Cards: The Pea Princess: Round card scoring uses the printed value of her card (b and e)",
          "[princess-pea-princess][card-b][card-e]") {
    SECTION("b (Ah One and Ah Two): her Villager 2 worth 7 wins trick 1 and still earns 2 skulls as a captured 2") {
        // kBase with trick 1 Ana v2, Ben v1, Cai v3, Dee v6 and trick 4 Dee v10.
        const FourSeatDeal deal = with({{{1, Ana}, "v2"}, {{1, Ben}, "v1"}, {{1, Dee}, "v6"}, {{4, Dee}, "v10"}});
        auto ref = princess_table(kPeaAtAna, "b a a a");
        bids(ref, {1, 1, 3, 5});
        play(ref, {"power pea"});
        tricks(ref, deal, 1, 10);
        const auto& t1 = st(ref).round.tricks.at(0);
        CHECK(zp::strength(t1.plays.at(0)) == 7);
        CHECK(winners(ref) == std::vector<int>{Ana, Cai, Ben, Dee, Dee, Cai, Dee, Dee, Cai, Dee});
        play(ref, {"frog Dee count"});
        REQUIRE(st(ref).phase == Phase::NextStart);
        CHECK(step(ref, Ana, 1).skulls == 0);
        CHECK(step(ref, Ana, 4).skulls == 3);
        CHECK(step(ref, Ana, 4).detail == "Villager 2 +2, Villager 1 +1");
        CHECK(receipt(ref, Ana).points == 1);
        CHECK(receipt(ref, Ana).skulls_after == 5);
        // The other captured 1s and 2s: Cai trick 2, Ben trick 3, Dee trick 8.
        CHECK(step(ref, Ben, 4).skulls == 3);
        CHECK(step(ref, Cai, 4).skulls == 3);
        CHECK(step(ref, Dee, 4).detail == "Prince 1 +1, Prince 2 +2");
    }
    SECTION("e (Triple Tap): her Villager 3 worth 8 wins trick 1 and still earns 3 skulls as a captured 3") {
        const FourSeatDeal deal = with({{{1, Ana}, "v3"}, {{1, Ben}, "v1"}, {{1, Cai}, "v2"}, {{1, Dee}, "v6"}, {{4, Dee}, "v10"}});
        auto ref = princess_table(kPeaAtAna, "e a a a");
        bids(ref, {1, 1, 3, 5});
        play(ref, {"power pea"});
        tricks(ref, deal, 1, 10);
        CHECK(zp::strength(st(ref).round.tricks.at(0).plays.at(0)) == 8);
        CHECK(winners(ref) == std::vector<int>{Ana, Cai, Ben, Dee, Dee, Cai, Dee, Dee, Cai, Dee});
        play(ref, {"frog Dee count"});
        REQUIRE(st(ref).phase == Phase::NextStart);
        CHECK(step(ref, Ana, 4).skulls == 3);
        CHECK(step(ref, Ana, 4).detail == "Villager 3 +3");
        CHECK(receipt(ref, Ana).skulls_after == 5);
        CHECK(step(ref, Dee, 4).detail == "Prince 3 +3");
    }
}

}  // namespace zref::test

namespace zref::test {

TEST_CASE("Princess Cards: a Princess's word alone declares her power, as 'power WORD' does", "[princess-pea-princess][shorthand]") {
    auto ref = princess_table(kPeaAtAna);
    bids(ref, {1, 1, 3, 5});
    play(ref, {"play Ana v1"});
    CHECK(refused(ref, "pea") == kPeaPrincessWindow);  // Ben's turn: refused as 'power pea' is
    four_seat_trick(ref, kBase[0], 1);
    play(ref, {"play Dee k1"});
    CHECK(accepted(ref, "pea").canonical == "power Ana pea-princess");
}

}  // namespace zref::test
