// Princess Cards: Red Riding Hood, Axe-cessorize ("Princess Cards", "Using the
// Power of a Princess", "Scoring" step 1, Round cards b and c): "At the start
// of your turn you may trade any card in your hand, for a card that is not a
// Prince in a trick you have previously won. You may only pick up one trick to
// choose the card ... After looking at the trick, you may decide not to take a
// card, but that still counts as using the Princess power for the round."
// Round card c: "Red Riding Hood may use her power on the face down card at
// the start of her turn of the last trick."
// zref: 'power red trick N' (look only) or 'power red trick N give CARD take
// CARD' (swap) on her own turn before her card; the cards move (the taken one
// is back in her hand and may be played again, the given one lies in the
// trick, our interpretation). Once per round; unused, 1 skull at step 1.
#include <array>
#include <string>
#include <vector>

#include "games/zombie_princess/round_rule.h"
#include "princess_tricks.h"
#include "support.h"

namespace zref::test {
namespace {

using Catch::Contains;
using zp::Phase;

const std::array<std::string, 4> kRedAtAna = {"red-riding-hood", "cinderella", "ice-princess", "thumbelina"};
const std::array<std::string, 4> kRedAtBen = {"cinderella", "red-riding-hood", "ice-princess", "thumbelina"};
const std::array<std::string, 4> kRedAtDee = {"cinderella", "ice-princess", "thumbelina", "red-riding-hood"};

const std::string kRedRidingHoodWindow =
    "Red Riding Hood (Axe-cessorize): it may be used only at the start of her own turn, before she plays";
const std::string kUsed =
    "Red Riding Hood's power is already used this round; it is refreshed at the start of the next round";

std::string card_name(const zp::Referee& ref, const zp::Play& p) { return st(ref).codec.name(p.card); }
std::vector<std::string> trick_cards(const zp::Referee& ref, int t) {
    std::vector<std::string> out;
    for (const auto& p : st(ref).round.tricks.at(static_cast<std::size_t>(t - 1)).plays) out.push_back(card_name(ref, p));
    return out;
}

}  // namespace

TEST_CASE("Princess Cards: Red Riding Hood: at the start of her own turn only, refused while bidding and once her "
          "card is down, saying when",
          "[princess-red-riding-hood]") {
    auto ref = princess_table(kRedAtAna);
    CHECK(refused(ref, "power red trick 1") == kRedRidingHoodWindow);  // while bidding
    bids(ref, {1, 1, 3, 5});
    tricks(ref, kBase, 1, 3);
    play(ref, {"play Ben v4", "play Cai v5"});
    CHECK(refused(ref, "power red trick 4") == kRedRidingHoodWindow);  // Dee's turn
    play(ref, {"play Dee v6", "play Ana v9"});              // Ana wins trick 4 and leads trick 5
    play(ref, {"play Ana k4"});
    CHECK(refused(ref, "power red trick 4") == kRedRidingHoodWindow);  // her card is down: Ben's turn
    CHECK(refused(ref, "power Ana red trick 4") == kRedRidingHoodWindow);
    CHECK(st(ref).round.power_used == std::vector<bool>{false, false, false, false});
}

TEST_CASE("Princess Cards: Red Riding Hood: only a trick she won earlier this round, named by its number",
          "[princess-red-riding-hood]") {
    auto ref = princess_table(kRedAtAna);
    bids(ref, {1, 1, 3, 5});
    // Her turn in trick 1: she has won nothing yet.
    CHECK(refused(ref, "power red trick 1") == "Red Riding Hood (Axe-cessorize): trick 1 is not one Ana won earlier this round");
    tricks(ref, kBase, 1, 4);
    REQUIRE(st(ref).round.current.leader == Ana);
    CHECK(refused(ref, "power red trick 1") == "Red Riding Hood (Axe-cessorize): trick 1 is not one Ana won earlier this round");
    CHECK(refused(ref, "power red trick 3") == "Red Riding Hood (Axe-cessorize): trick 3 is not one Ana won earlier this round");
    CHECK(refused(ref, "power red trick 5") ==
          "Red Riding Hood (Axe-cessorize): '5' is not a valid trick number: give a whole number from 1 to 4");
    CHECK(refused(ref, "power red") == "Red Riding Hood (Axe-cessorize): say 'power red trick N' to look only, or "
                                       "'power red trick N give CARD take CARD' to swap");
    CHECK(refused(ref, "power red trick 4 give p7 keep v4") ==
          "Red Riding Hood (Axe-cessorize): say 'power red trick N give CARD take CARD'");
    CHECK(st(ref).round.power_used == std::vector<bool>{false, false, false, false});
}

TEST_CASE("Princess Cards: Red Riding Hood: looking through a trick without taking a card still uses the power "
          "(no skull at step 1)",
          "[princess-red-riding-hood]") {
    auto ref = princess_table(kRedAtAna);
    bids(ref, {1, 1, 3, 5});
    tricks(ref, kBase, 1, 4);
    const auto r = accepted(ref, "power red trick 4");
    CHECK(r.headline == "Ana looks through trick 4 and takes nothing");
    CHECK(r.canonical == "power Ana red-riding-hood trick 4");
    REQUIRE_FALSE(r.reasons.empty());
    CHECK(r.reasons.front().text == "looking at the trick uses the power even without a swap");
    CHECK(r.reasons.front().section == "Princess Cards: Red Riding Hood");
    CHECK(any_contains(r.notices, "Red Riding Hood's power is used for this round (so no unused-Princess skull)"));
    CHECK(st(ref).round.power_used.at(Ana));
    CHECK(trick_cards(ref, 4) == std::vector<std::string>{"Villager 4", "Villager 5", "Villager 6", "Villager 9"});
    CHECK(refused(ref, "power red trick 4 give p7 take v4") == kUsed);
    tricks(ref, kBase, 5, 10);
    play(ref, {"frog Dee count"});
    REQUIRE(st(ref).phase == Phase::NextStart);
    CHECK(step(ref, Ana, 1).skulls == 0);
    CHECK(step(ref, Ana, 1).detail == "no Princess skulls");
    CHECK(receipt(ref, Ana).points == 1);
    CHECK(receipt(ref, Ana).skulls_after == 2);
}

TEST_CASE("Princess Cards: Red Riding Hood: a swap moves the cards, the taken card is played again later, the given "
          "card lies in her trick and counts for Round card b",
          "[princess-red-riding-hood][card-b]") {
    // Ana swaps Prince 1 from her hand for Villager 4 from trick 4 (Villagers 4, 5, 6, 9, hers), then plays
    // Prince 5 in trick 8 and Villager 4 in trick 9. The winners are those of kBase.
    const FourSeatDeal deal = with({{{8, Ana}, "pr5"}, {{9, Ana}, "v4"}});
    auto ref = princess_table(kRedAtAna, "b a a a");
    bids(ref, {1, 1, 3, 5});
    tricks(ref, deal, 1, 4);
    const auto r = accepted(ref, "power red trick 4 give pr1 take v4");
    CHECK(r.headline == "Ana swaps Prince 1 from her hand for Villager 4 from trick 4");
    CHECK(r.canonical == "power Ana red-riding-hood trick 4 give pr1 take v4");
    CHECK(trick_cards(ref, 4) == std::vector<std::string>{"Prince 1", "Villager 5", "Villager 6", "Villager 9"});
    CHECK(st(ref).round.tricks.at(3).winner == Ana);
    CHECK(st(ref).round.tricks.at(3).owner == Ana);
    CHECK(st(ref).round.cards_left.at(Ana) == 6);  // one for one: her hand keeps its size
    tricks(ref, deal, 5, 7);
    play(ref, {"play Dee pr7"});
    // Prince 1 now lies in trick 4: she cannot play it.
    CHECK_THAT(refused(ref, "play Ana pr1"), Contains("Prince 1 was already played in trick 4"));
    four_seat_trick(ref, deal[7], 1);
    // Villager 4 is back in her hand: she plays it in trick 9.
    const auto r9 = four_seat_trick(ref, deal[8]);
    CHECK(r9[Ana].headline == "Ana plays Villager 4");
    CHECK(trick_cards(ref, 9) == std::vector<std::string>{"Prince 8", "Villager 4", "Prince 6", "Prince 10"});
    tricks(ref, deal, 10, 10);
    CHECK(winners(ref) == std::vector<int>{Dee, Cai, Ben, Ana, Dee, Cai, Dee, Dee, Cai, Dee});
    play(ref, {"frog Dee count"});
    REQUIRE(st(ref).phase == Phase::NextStart);
    // b: the Prince 1 she gave is a captured 1 in her trick 4; Dee's trick 8 holds only Prince 2.
    CHECK(step(ref, Ana, 4).skulls == 1);
    CHECK(step(ref, Ana, 4).detail == "Prince 1 +1");
    CHECK(step(ref, Dee, 4).skulls == 5);
    CHECK(step(ref, Dee, 4).detail == "Villager 1 +1, Villager 2 +2, Prince 2 +2");
    CHECK(step(ref, Ana, 1).skulls == 0);
    CHECK(receipt(ref, Ana).skulls_after == 3);
    CHECK(receipt(ref, Dee).skulls_after == 8);
}

TEST_CASE("Princess Cards: Red Riding Hood: no Prince may be taken, only a card that is in the trick, for a card "
          "still in her hand",
          "[princess-red-riding-hood]") {
    // Dee wins tricks 1, 5, 7 (Villager 8, Prince 4, Villager 7, Knight 7) and 8 (Princes 7, 1, 2, 3).
    auto ref = princess_table(kRedAtDee);
    bids(ref, {1, 1, 3, 5});
    tricks(ref, kBase, 1, 8);
    REQUIRE(st(ref).round.current.leader == Dee);
    CHECK(refused(ref, "power red trick 8 give pr9 take pr1") ==
          "Red Riding Hood (Axe-cessorize): she may take any card but a Prince");
    CHECK(refused(ref, "power red trick 7 give pr9 take pr4") ==
          "Red Riding Hood (Axe-cessorize): she may take any card but a Prince");
    CHECK(refused(ref, "power red trick 7 give pr9 take v1") == "Red Riding Hood (Axe-cessorize): Villager 1 is not in trick 7");
    CHECK(refused(ref, "power red trick 7 give k1 take v8") ==
          "Red Riding Hood (Axe-cessorize): Knight 1 has already been played, so it is not in her hand");
    CHECK(refused(ref, "power red trick 2 give pr9 take k1") ==
          "Red Riding Hood (Axe-cessorize): trick 2 is not one Dee won earlier this round");
    CHECK(st(ref).round.power_used == std::vector<bool>{false, false, false, false});
    // A card that is not a Prince, from a trick holding one, is fine.
    const auto r = accepted(ref, "power red trick 7 give pr8 take v8");
    CHECK(r.headline == "Dee swaps Prince 8 from her hand for Villager 8 from trick 7");
    CHECK(trick_cards(ref, 7) == std::vector<std::string>{"Prince 8", "Prince 4", "Villager 7", "Knight 7"});
}

TEST_CASE("Princess Cards: Red Riding Hood: the Frog given into her trick makes it her Frog trick to decide",
          "[princess-red-riding-hood][frog]") {
    // Ben wins trick 3 (Pets 1, 2, 3, 10); leading trick 4 he swaps the Frog (Pet 8) for Pet 1 and plays
    // Pet 1 in trick 10, which no longer holds the Frog.
    const FourSeatDeal deal = with({{{10, Ben}, "p1"}});
    auto ref = princess_table(kRedAtBen);
    bids(ref, {1, 0, 3, 5});
    tricks(ref, deal, 1, 3);
    play(ref, {"power red trick 3 give frog take p1"});
    CHECK(st(ref).round.tricks.at(2).has_frog);
    tricks(ref, deal, 4, 10);
    CHECK_FALSE(st(ref).round.tricks.at(9).has_frog);
    CHECK(winners(ref) == std::vector<int>{Dee, Cai, Ben, Ana, Dee, Cai, Dee, Dee, Cai, Dee});
    REQUIRE(st(ref).phase == Phase::FrogDecision);
    CHECK(ref.game().waiting().seat == Ben);
    CHECK(refused(ref, "frog Dee count") == "the Frog trick is Ben's to decide, not Dee's");
    // Ben drops it: no trick counted, so his zero bid succeeds.
    play(ref, {"frog Ben drop"});
    REQUIRE(st(ref).phase == Phase::NextStart);
    CHECK(zp::seat_tricks(st(ref)) == std::vector<int>{1, 0, 3, 5});
    CHECK(step(ref, Ben, 2).skulls == 10);
    CHECK(step(ref, Ben, 1).skulls == 0);
    CHECK(receipt(ref, Ben).skulls_after == 12);
    CHECK(receipt(ref, Dee).points == 5);
}

TEST_CASE("Princess Cards: Red Riding Hood: under Round card c (Dead Last) she swaps the held card at her turn of "
          "the last trick",
          "[princess-red-riding-hood][card-c]") {
    auto ref = princess_table(kRedAtAna, "c a a a");
    play(ref, {"hold Ana p7"});  // her card for the last trick (kBase trick 10)
    bids(ref, {1, 1, 3, 5});
    tricks(ref, kBase, 1, 9);
    play(ref, {"play Cai k8", "play Dee pr9"});
    // Her turn, third in the last trick: she swaps the face-down Pet 7 for Villager 5 from trick 4.
    const auto r = accepted(ref, "power red trick 4 give p7 take v5");
    CHECK(r.headline == "Ana swaps Pet 7 from her hand for Villager 5 from trick 4");
    REQUIRE(st(ref).round.held.at(Ana).has_value());
    CHECK(st(ref).codec.name(*st(ref).round.held.at(Ana)) == "Villager 5");
    CHECK(trick_cards(ref, 4) == std::vector<std::string>{"Villager 4", "Pet 7", "Villager 6", "Villager 9"});
    CHECK_THAT(refused(ref, "play Ana p7"), Contains("Pet 7 was already played in trick 4"));
    CHECK(refused(ref, "play Ana p8") == "Ana held Villager 5 back for the last trick and must play it now (Dead Last)");
    play(ref, {"play Ana v5", "play Ben p8"});
    CHECK(st(ref).round.tricks.at(9).winner == Dee);
    play(ref, {"frog Dee count"});
    REQUIRE(st(ref).phase == Phase::NextStart);
    CHECK(step(ref, Ana, 1).skulls == 0);
}

// Round card c: "Red Riding Hood may use her power on the face down card at
// the start of her turn of the last trick." Before that turn the face-down
// card is not in her hand (the power trades "any card in your hand"), so a
// swap of the held card in an earlier trick is refused. (Once a bug: zref accepted
// it; princesses/red_riding_hood.cc moved the held card whenever it was given.)
TEST_CASE("Princess Cards: Red Riding Hood: under Round card c the held card cannot be swapped before the last trick",
          "[princess-red-riding-hood][card-c]") {
    auto ref = princess_table(kRedAtAna, "c a a a");
    play(ref, {"hold Ana p7"});
    bids(ref, {1, 1, 3, 5});
    tricks(ref, kBase, 1, 4);
    REQUIRE(st(ref).round.current.leader == Ana);  // trick 5, her turn
    const auto r = ref.apply("power red trick 4 give p7 take v5");
    CHECK_FALSE(r.ok());
}

// Round card c: another player's held card lies face down in front of them, so
// it is not in Red Riding Hood's hand. (Once a bug: zref accepted it as the card
// she gives, as only 'play' checked the held cards, and the holder could then
// never play the last trick.)
TEST_CASE("Princess Cards: Red Riding Hood: under Round card c she cannot give a card another player holds back",
          "[princess-red-riding-hood][card-c]") {
    auto ref = princess_table(kRedAtAna, "c a a a");
    play(ref, {"hold Ben p8"});
    bids(ref, {1, 1, 3, 5});
    tricks(ref, kBase, 1, 4);
    const auto r = ref.apply("power red trick 4 give p8 take v5");
    CHECK_FALSE(r.ok());
    if (r.ok()) {
        // What follows in zref: Ana plays Villager 5 in trick 10 instead of Pet 7, and Ben is stuck there.
        const FourSeatDeal deal = with({{{10, Ana}, "v5"}});
        tricks(ref, deal, 5, 9);
        play(ref, {"play Cai k8", "play Dee pr9", "play Ana v5"});
        CHECK(ref.apply("play Ben p8").ok());
    }
}

// Round card g (Brain Drain): "Tricks with a Villager in them do not count as a
// won trick." After Red Riding Hood gives a Villager into one of her tricks,
// that trick holds a Villager and no longer counts. (Once a bug: zref decided
// 'counts' once, when the trick was won, and the swap did not revisit it;
// now RoundRule::recheck_trick does.)
TEST_CASE("Princess Cards: Red Riding Hood: under Round card g a Villager she gives into her trick stops it counting",
          "[princess-red-riding-hood][card-g]") {
    // Red Riding Hood at Cai's seat: she wins trick 2 (Knights 1, 2, 3, 10); leading trick 3 she swaps
    // Villager 5 for Knight 1, then follows Villagers with Villager 8 in trick 4 and leads Knight 1 in
    // trick 7. Winners as in kBase.
    const FourSeatDeal deal = with({{{4, Cai}, "v8"}, {{7, Cai}, "k1"}});
    auto ref = princess_table({"cinderella", "ice-princess", "red-riding-hood", "thumbelina"}, "g a a a");
    bids(ref, {0, 1, 2, 3});
    tricks(ref, deal, 1, 2);
    REQUIRE(st(ref).round.tricks.at(1).counts);  // Knights only
    play(ref, {"power red trick 2 give v5 take k1"});
    CHECK_FALSE(st(ref).round.tricks.at(1).counts);
    tricks(ref, deal, 3, 10);
    CHECK(winners(ref) == std::vector<int>{Dee, Cai, Ben, Ana, Dee, Cai, Dee, Dee, Cai, Dee});
    play(ref, {"frog Dee count"});
    // Counted: Ben trick 3; Cai tricks 6 and 9; Dee tricks 5, 8 and 10 (1, 4 and 7 hold Villagers).
    CHECK(zp::seat_tricks(st(ref)) == std::vector<int>{0, 1, 2, 3});
}

TEST_CASE("Princess Cards: Red Riding Hood: unused, she earns 1 skull at scoring step 1 (receipt line 1)",
          "[princess-red-riding-hood]") {
    auto ref = princess_table(kRedAtAna);
    counts_round(ref, {1, 1, 3, 5}, {1, 1, 3, 5});
    REQUIRE(st(ref).phase == Phase::NextStart);
    CHECK(receipt(ref, Ana).lines.front().step == 1);
    CHECK(step(ref, Ana, 1).skulls == 1);
    CHECK(step(ref, Ana, 1).detail == "Red Riding Hood unused: 1");
    CHECK(receipt(ref, Ana).skulls_after == 3);
}

}  // namespace zref::test
