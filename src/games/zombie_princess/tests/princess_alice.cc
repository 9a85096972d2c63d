// Princess Cards: Alice, Tea(m) Time ("Princess Cards", "Setup" step 1, "Using
// the Power of a Princess", "Scoring" step 1): "Teams Only: When it is your
// turn, ask your partner to play for you. If they do, the card goes in front
// of you as if you had played it, and you then give them a card of your choice
// from your hand. If your partner has not yet played this round, they will
// play (again, but for themselves) when it is their turn." Teams-only
// Princesses are discarded before dealing when playing Individuals.
// zref: 'power alice' on her own turn, before her card (armed_power.h); the
// card then typed for her came from her partner's hand, and the partner still
// plays their own turn in the trick (our reading: "this round" means the
// current trick). Once per round; unused, 1 skull at step 1.
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

// Teams: Ana (Alice) & Cai (the Ice Princess) against Ben (Cinderella) & Dee (Thumbelina).
const std::array<std::string, 4> kAlice = {"alice", "cinderella", "ice-princess", "thumbelina"};

const std::string kAliceWindow = "Alice (Tea(m) Time): it may be used only on her own turn, before she plays her card";

// kBase with Cai playing Knight 8 in trick 2. In trick 5 Ana leads with Alice: Cai's Knight 10 is
// played as Ana's card and Ana gives Cai her Knight 4, which Cai leads in trick 10. Winners:
// Dee, Cai, Ben, Ana, Ana (Knight 10), Cai, Dee, Dee, Cai, Dee (the Frog).
const FourSeatDeal kTeaTime = with({{{2, Cai}, "k8"}, {{5, Ana}, "k10"}, {{10, Cai}, "k4"}});

std::vector<std::string> setup_lines(bool teams, int seed) {
    return {"game zombie-princess", "players Ana Ben Cai Dee", std::string("mode ") + (teams ? "teams" : "individuals"),
            "rounds a a a a", "seed " + std::to_string(seed), "start Ana", "princesses deal", "powers on", "begin"};
}

}  // namespace

TEST_CASE("Princess Cards: Alice: Teams only, refused in Individuals, and not dealt there",
          "[princess-alice][setup]") {
    SECTION("typed in ('princesses enter') for an Individuals game: refused") {
        zp::Referee ref(data());
        play(ref, {"game zombie-princess", "players Ana Ben Cai Dee", "mode individuals", "rounds a a a a", "seed 1",
                   "start Ana", "princesses enter", "powers on", "begin"});
        CHECK(refused(ref, "princess Ana alice") == "Alice is for Teams only and is left out of an Individuals game");
        CHECK(st(ref).phase == Phase::ChoosePrincess);
    }
    SECTION("dealt ('princesses deal'): never offered to Individuals, offered in Teams") {
        int offered_in_teams = 0;
        for (int seed = 1; seed <= 20; ++seed) {
            INFO("seed " << seed);
            zp::Referee individuals(data());
            play(individuals, setup_lines(false, seed));
            for (const auto& offer : st(individuals).princess_offers) {
                REQUIRE(offer.size() == 2);
                for (const auto& id : offer) {
                    CHECK(id != "alice");
                    CHECK(id != "sleeping-beauty");
                }
            }
            zp::Referee teams(data());
            play(teams, setup_lines(true, seed));
            for (const auto& offer : st(teams).princess_offers)
                for (const auto& id : offer) offered_in_teams += id == "alice";
        }
        CHECK(offered_in_teams > 0);
    }
}

TEST_CASE("Princess Cards: Alice: declared on her own turn, before her card, refused while bidding and on another "
          "player's turn, saying when",
          "[princess-alice]") {
    auto ref = teams_table(kAlice);
    CHECK(refused(ref, "power alice") == kAliceWindow);
    bids(ref, {2, 1, 3, 4});
    play(ref, {"play Ana v1"});
    CHECK(refused(ref, "power alice") == kAliceWindow);  // Ben's turn
    play(ref, {"play Ben v2"});
    CHECK(refused(ref, "power alice") == kAliceWindow);  // her partner's turn
    CHECK(refused(ref, "power Cai alice") == "Alice is Ana's Princess, not Cai's");
    CHECK(st(ref).round.power_used == std::vector<bool>{false, false, false, false});
    play(ref, {"play Cai v3", "play Dee v10", "play Dee k1"});
    CHECK(refused(ref, "power alice please") == "Alice (Tea(m) Time): this power takes no words");
    const auto r = accepted(ref, "power alice");
    CHECK(r.headline == "Ana uses Tea(m) Time (her partner plays this card for her) for the card played now");
    CHECK(r.canonical == "power Ana alice");
    CHECK(any_contains(r.notices, "Alice's power is used for this round (so no unused-Princess skull)"));
}

TEST_CASE("Princess Cards: Alice: her partner's card is played as hers and wins the trick for her, her partner "
          "still plays their own turn",
          "[princess-alice]") {
    auto ref = teams_table(kAlice);
    bids(ref, {2, 1, 3, 4});
    tricks(ref, kTeaTime, 1, 4);
    REQUIRE(st(ref).round.current.leader == Ana);
    play(ref, {"power alice"});
    const auto r = accepted(ref, "play Ana k10");  // Cai's Knight 10
    CHECK(r.headline == "Ana leads Knight 10");
    CHECK(any_contains(r.notices, "Ana now gives Cai a card of her choice"));
    bool reason = false;
    for (const auto& why : r.reasons)
        if (why.text == "Cai played this card from their own hand as Ana's" && why.section == "Princess Cards: Alice")
            reason = true;
    CHECK(reason);
    CHECK(st(ref).round.records.back() == "Cai played Knight 10 for Ana (Alice), and Ana gave Cai a card");
    // Cai still plays her own turn in this trick.
    CHECK(st(ref).round.current.order == std::vector<int>{Ana, Ben, Cai, Dee});
    play(ref, {"play Ben k5"});
    CHECK(ref.game().waiting().seat == Cai);
    play(ref, {"play Cai k6", "play Dee k9"});
    const auto& t = st(ref).round.tricks.at(4);
    CHECK(t.winner == Ana);
    CHECK(t.plays.at(0).seat == Ana);
    REQUIRE(t.plays.at(0).power);
    CHECK(t.plays.at(0).power->id() == "alice");
    CHECK_FALSE(t.plays.at(0).proves_void);
    CHECK(st(ref).round.cards_left == std::vector<int>{5, 5, 5, 5});
    tricks(ref, kTeaTime, 6, 10);
    CHECK(winners(ref) == std::vector<int>{Dee, Cai, Ben, Ana, Ana, Cai, Dee, Dee, Cai, Dee});
    play(ref, {"frog Dee count"});
    REQUIRE(st(ref).phase == Phase::NextStart);
    CHECK(zp::seat_tricks(st(ref)) == std::vector<int>{2, 1, 3, 4});
    CHECK(receipt(ref, 0).bid == 5);
    CHECK(receipt(ref, 0).tricks == 5);
    CHECK(receipt(ref, 0).points == 5);
    // Step 1 for Ana & Cai: Alice used, the Ice Princess unused.
    CHECK(step(ref, 0, 1).skulls == 1);
    CHECK(step(ref, 0, 1).detail == "The Ice Princess unused: 1");
    CHECK(receipt(ref, 0).skulls_after == 5);
    CHECK(receipt(ref, 1).points == 5);
}

TEST_CASE("Princess Cards: Alice: without her power the same deal leaves Ana & Cai a trick short",
          "[princess-alice]") {
    // Cai keeps Knight 10 for trick 10 and Ana plays her own Knight 4 in trick 5, which Dee wins.
    const FourSeatDeal deal = with({{{2, Cai}, "k8"}, {{10, Cai}, "k10"}});
    auto ref = teams_table(kAlice);
    bids(ref, {2, 1, 3, 4});
    tricks(ref, deal, 1, 10);
    CHECK(winners(ref) == std::vector<int>{Dee, Cai, Ben, Ana, Dee, Cai, Dee, Dee, Cai, Dee});
    play(ref, {"frog Dee drop"});
    // 4 skulls + 2 (Alice and the Ice Princess unused) can pay 4 for the missing trick.
    REQUIRE(st(ref).phase == Phase::Payment);
    play(ref, {"pay Cai yes"});
    REQUIRE(st(ref).phase == Phase::NextStart);
    CHECK(step(ref, 0, 1).skulls == 2);
    CHECK(step(ref, 0, 1).detail == "Alice unused: 1; The Ice Princess unused: 1");
    CHECK(step(ref, 0, 3).skulls == -4);
    CHECK(receipt(ref, 0).points == 5);
    CHECK(receipt(ref, 0).skulls_after == 2);
}

TEST_CASE("Princess Cards: Alice: the card played for her proves no void, and her partner's earlier voids no longer "
          "hold",
          "[princess-alice]") {
    auto ref = teams_table(kAlice);
    bids(ref, {1, 1, 1, 1});
    const auto knights = static_cast<std::size_t>(st(ref).codec.parse("k1")->suit);
    // Trick 1: Cai plays Villager 3 on a Knight lead: she shows no Knights.
    play(ref, {"play Ana k1", "play Ben k2", "play Cai v3", "play Dee k4"});
    CHECK(st(ref).round.void_since.at(Cai).at(knights) == 1);
    // Trick 2: Dee leads; Ana's card comes from Cai, and Ana gives Cai a card zref does not see.
    play(ref, {"play Dee v5", "power alice", "play Ana v6"});
    CHECK(st(ref).round.void_since.at(Cai) == std::vector<int>{0, 0, 0, 0});
    play(ref, {"play Ben v7", "play Cai v8"});
    REQUIRE(st(ref).round.current.leader == Cai);
    // So a Knight from Cai is no possible revoke.
    CHECK(accepted(ref, "play Cai k9").warnings.empty());
}

TEST_CASE("Princess Cards: Alice: once per round, refreshed next round, unused, 1 skull at step 1 (receipt line 1)",
          "[princess-alice]") {
    auto ref = teams_table(kAlice);
    bids(ref, {1, 1, 1, 1});
    play(ref, {"power alice", "play Ana k1", "play Ben k2", "play Cai v3", "play Dee k4"});
    play(ref, {"play Dee v5"});
    CHECK(refused(ref, "power alice") ==
          "Alice's power is already used this round; it is refreshed at the start of the next round");

    auto counted = teams_table(kAlice);
    counts_round(counted, {2, 1, 3, 4}, {2, 1, 3, 4});
    REQUIRE(st(counted).phase == Phase::NextStart);
    CHECK(receipt(counted, 0).lines.front().step == 1);
    CHECK(step(counted, 0, 1).skulls == 2);
    CHECK(step(counted, 0, 1).detail == "Alice unused: 1; The Ice Princess unused: 1");
    CHECK(receipt(counted, 0).skulls_after == 6);
    // Ana & Cai (5 points) and Ben & Dee (5) tie; the search starts with Ana.
    play(counted, {"start Ana first"});
    CHECK(st(counted).round.power_used == std::vector<bool>{false, false, false, false});
    bids(counted, {1, 1, 1, 1});
    CHECK(accepted(counted, "power alice").headline ==
          "Ana uses Tea(m) Time (her partner plays this card for her) for the card played now");
}

// "The Privileged Princes": a player may lead a Prince before they break out
// only when holding nothing but Princes. When Alice leads with Tea(m) Time, the
// card comes from her partner's hand, so an 'only-princes' lead says nothing
// about Ana's own hand: her own Villager later is no "possible false claim".
TEST_CASE("Princess Cards: Alice: a Prince her partner leads for her is no claim about Alice's own hand",
          "[princess-alice]") {
    auto ref = teams_table(kAlice);
    bids(ref, {1, 1, 1, 1});
    play(ref, {"power alice", "play Ana pr5 only-princes", "play Ben k1", "play Cai k2", "play Dee k3"});
    REQUIRE(st(ref).round.current.leader == Ana);
    const auto r = accepted(ref, "play Ana v1");
    CHECK_FALSE(any_contains(r.warnings, "possible false claim"));
}

}  // namespace zref::test
