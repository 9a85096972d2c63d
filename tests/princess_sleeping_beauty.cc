// Princess Cards: Sleeping Beauty, Spindle of Fight ("Princess Cards", "Setup"
// step 1, "Using the Power of a Princess", "Scoring" steps 1 and 2): "Teams
// Only: Before a trick, give your partner 1-3 cards. They then give you the
// same number of cards (they could be some or all of the ones you gave them)."
// zref: 'power sleeping-beauty N' once the bids are in and before the first
// card of a trick; zref sees no card, so it records the exchange and forgets
// what both hands had shown about their suits. Once per round; unused, 1 skull
// at step 1.
#include <array>
#include <string>
#include <utility>
#include <vector>

#include "games/zombie_princess/round_rule.h"
#include "support.h"

namespace zref::test {
namespace {

using Catch::Contains;
using zp::Phase;
using Hand = std::array<std::string, 4>;  // one card per seat: Ana, Ben, Cai, Dee
using Deal = std::vector<Hand>;           // a round, trick by trick

enum Seat { Ana = 0, Ben = 1, Cai = 2, Dee = 3 };
const std::array<std::string, 4> kSeat = {"Ana", "Ben", "Cai", "Dee"};

// 4 players (deck 1-10, 10 tricks a round), Ana starts round 1, Princesses
// typed in seat by seat ('princesses enter'), powers on. In Teams, Ana & Cai
// play against Ben & Dee.
zp::Referee princess_table(const std::array<std::string, 4>& princesses, bool teams = false,
                           const std::string& rounds = "a a a a") {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess", "players Ana Ben Cai Dee", std::string("mode ") + (teams ? "teams" : "individuals"),
               "rounds " + rounds, "seed 1", "start Ana", "princesses enter", "powers on", "begin"});
    for (std::size_t i = 0; i < 4; ++i) play(ref, {"princess " + kSeat[i] + " " + princesses[i]});
    return ref;
}

const zp::GameState& st(const zp::Referee& ref) { return ref.game().state(); }

// Applies a line, REQUIREs that it is accepted and returns the ruling.
Ruling accepted(zp::Referee& ref, const std::string& line) {
    INFO("line: " << line);
    auto r = ref.apply(line);
    if (!r) FAIL("refused: " << r.error());
    return *r;
}

// Bids by seat (Ana, Ben, Cai, Dee), typed in bidding order.
void bids(zp::Referee& ref, const std::array<int, 4>& by_seat) {
    for (int k = 0; k < 4; ++k) {
        const auto seat = static_cast<std::size_t>(st(ref).round.next_bidder);
        play(ref, {"bid " + kSeat[seat] + " " + std::to_string(by_seat[seat])});
    }
}

// One trick, cards by seat, typed in zref's order of play from position
// `from` on (the first ones typed by the test itself). Returns the rulings by seat.
std::array<Ruling, 4> trick(zp::Referee& ref, const Hand& by_seat, std::size_t from = 0) {
    const auto order = st(ref).round.current.order;
    REQUIRE(order.size() == 4);
    std::array<Ruling, 4> out;
    for (std::size_t k = from; k < order.size(); ++k) {
        const auto seat = static_cast<std::size_t>(order[k]);
        out[seat] = accepted(ref, "play " + kSeat[seat] + " " + by_seat[seat]);
    }
    return out;
}

// Tricks first..last (1-based) of a deal.
void tricks(zp::Referee& ref, const Deal& deal, int first, int last) {
    for (int t = first; t <= last; ++t) trick(ref, deal.at(static_cast<std::size_t>(t - 1)));
}

// The base deal, clean (everybody follows suit whenever able). Hands:
//   Ana: v1 v7 v9  k2 k4  p3 p5 p7  pr1 pr5
//   Ben: v2 v4  k3 k5 k7  p6 p8 p10  pr2 pr6
//   Cai: v3 v5 v8  k6 k8 k10  p1 p9  pr3 pr10
//   Dee: v6 v10  k1 k9  p2 p4  pr4 pr7 pr8 pr9
// Winners (leader first): 1 Ana leads, Dee (v10)   2 Dee, Cai (k10)   3 Cai, Ben (p10)
//   4 Ben, Ana (v9)   5 Ana, Dee (k9)   6 Dee, Cai (p9)   7 Cai, Dee (Prince 4 breaks out)
//   8 Dee, Dee (pr7)   9 Dee, Cai (pr10)   10 Cai, Dee (pr9; the Frog, Pet 8, is in it).
// Tricks won: Ana 1, Ben 1, Cai 3, Dee 5 (one of them the Frog trick).
const Deal kBase = {{"v1", "v2", "v3", "v10"},  {"k2", "k3", "k10", "k1"},  {"p3", "p10", "p1", "p2"},
                    {"v9", "v4", "v5", "v6"},   {"k4", "k5", "k6", "k9"},   {"p5", "p6", "p9", "p4"},
                    {"v7", "k7", "v8", "pr4"},  {"pr1", "pr2", "pr3", "pr7"}, {"pr5", "pr6", "pr10", "pr8"},
                    {"p7", "p8", "k8", "pr9"}};

// kBase with some cards changed: {{trick, seat}, card}.
Deal with(std::initializer_list<std::pair<std::pair<int, int>, std::string>> changes) {
    Deal d = kBase;
    for (const auto& [at, card] : changes)
        d.at(static_cast<std::size_t>(at.first - 1)).at(static_cast<std::size_t>(at.second)) = card;
    return d;
}

std::vector<int> winners(const zp::Referee& ref) {
    std::vector<int> w;
    for (const auto& t : st(ref).round.tricks) w.push_back(t.winner);
    return w;
}

const zp::Receipt& receipt(const zp::Referee& ref, int side) {
    return st(ref).results.back().receipts.at(static_cast<std::size_t>(side));
}
// Receipt line n (1..6) of a side in the last scored round.
const zp::ReceiptLine& step(const zp::Referee& ref, int side, int n) {
    const auto& line = receipt(ref, side).lines.at(static_cast<std::size_t>(n - 1));
    REQUIRE(line.step == n);
    return line;
}

bool any_contains(const std::vector<std::string>& texts, const std::string& part) {
    for (const auto& t : texts)
        if (t.find(part) != std::string::npos) return true;
    return false;
}

// Scores a round by trick counts (no card typed), bids and tricks by seat.
void counts_round(zp::Referee& ref, const std::array<int, 4>& bid, const std::array<int, 4>& won) {
    bids(ref, bid);
    for (std::size_t i = 0; i < 4; ++i) play(ref, {"tricks " + kSeat[i] + " " + std::to_string(won[i])});
}
// Teams: Ana (Cinderella) & Cai (the Ice Princess) against Ben (Sleeping Beauty) & Dee (Thumbelina).
const std::array<std::string, 4> kBeauty = {"cinderella", "sleeping-beauty", "ice-princess", "thumbelina"};

const std::string kWindow =
    "Sleeping Beauty (Spindle of Fight): it may be used only before a trick, when no card of it has been played";

// kBase after Ben gives Dee Pet 10 before trick 3 and gets Pet 2 back: Dee wins trick 3, Ben nothing.
const Deal kSpindle = with({{{3, Ben}, "p2"}, {{3, Dee}, "p10"}});

}  // namespace

TEST_CASE("Princess Cards: Sleeping Beauty: Teams only; refused in Individuals", "[princess-sleeping-beauty][setup]") {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess", "players Ana Ben Cai Dee", "mode individuals", "rounds a a a a", "seed 1",
               "start Ana", "princesses enter", "powers on", "begin"});
    CHECK(refused(ref, "princess Ben sleeping-beauty") ==
          "Sleeping Beauty is for Teams only and is left out of an Individuals game");
    CHECK(st(ref).phase == Phase::ChoosePrincess);
}

TEST_CASE("Princess Cards: Sleeping Beauty: before a trick, once the bids are in; refused while bidding and in the "
          "middle of a trick, saying when",
          "[princess-sleeping-beauty]") {
    auto ref = princess_table(kBeauty, true);
    CHECK(refused(ref, "power sleeping-beauty 1") == kWindow);  // while bidding
    bids(ref, {1, 0, 3, 5});
    SECTION("before trick 1") {
        const auto r = accepted(ref, "power sleeping-beauty 2");
        CHECK(r.headline == "Ben gives Dee 2 card(s) and gets as many back (Sleeping Beauty)");
        CHECK(r.canonical == "power Ben sleeping-beauty 2");
        REQUIRE_FALSE(r.reasons.empty());
        CHECK(r.reasons.front().text == "the partner may hand back some or all of the cards just received");
        CHECK(r.reasons.front().section == "Princess Cards: Sleeping Beauty");
        CHECK(any_contains(r.notices, "Sleeping Beauty's power is used for this round (so no unused-Princess skull)"));
        CHECK(st(ref).round.records.back() == "Ben gives Dee 2 card(s) and gets as many back (Sleeping Beauty)");
        CHECK(st(ref).round.cards_left == std::vector<int>{10, 10, 10, 10});
    }
    SECTION("in the middle of a trick, from its first card to its last") {
        play(ref, {"play Ana v1"});
        CHECK(refused(ref, "power sleeping-beauty 1") == kWindow);
        play(ref, {"play Ben v2", "play Cai v3"});
        CHECK(refused(ref, "power sleeping-beauty 1") == kWindow);
        play(ref, {"play Dee v10"});
        // Between tricks again.
        CHECK(accepted(ref, "power Ben sleeping-beauty 1").headline ==
              "Ben gives Dee 1 card(s) and gets as many back (Sleeping Beauty)");
    }
    CHECK(refused(ref, "power Dee sleeping-beauty 1") == "Sleeping Beauty is Ben's Princess, not Dee's");
}

TEST_CASE("Princess Cards: Sleeping Beauty: 1 to 3 cards, no more than either partner holds",
          "[princess-sleeping-beauty]") {
    auto ref = princess_table(kBeauty, true);
    bids(ref, {1, 1, 3, 5});
    const std::string prefix = "Sleeping Beauty (Spindle of Fight): ";
    CHECK(refused(ref, "power sleeping-beauty") ==
          prefix + "say how many cards she gives: 'power sleeping-beauty N' with N from 1 to 3");
    CHECK(refused(ref, "power sleeping-beauty 0") == prefix + "'0' is not a valid number of cards: give a whole number from 1 to 3");
    CHECK(refused(ref, "power sleeping-beauty 4") == prefix + "'4' is not a valid number of cards: give a whole number from 1 to 3");
    CHECK(refused(ref, "power sleeping-beauty 1 2") ==
          prefix + "say how many cards she gives: 'power sleeping-beauty N' with N from 1 to 3");
    // Before trick 9 each hand holds 2 cards.
    tricks(ref, kBase, 1, 8);
    CHECK(refused(ref, "power sleeping-beauty 3") == prefix + "'3' is not a valid number of cards: give a whole number from 1 to 2");
    CHECK(st(ref).round.power_used == std::vector<bool>{false, false, false, false});
    CHECK(accepted(ref, "power sleeping-beauty 2").headline ==
          "Ben gives Dee 2 card(s) and gets as many back (Sleeping Beauty)");
}

TEST_CASE("Princess Cards: Sleeping Beauty: after the exchange, what either partner's hand showed no longer holds",
          "[princess-sleeping-beauty]") {
    auto ref = princess_table(kBeauty, true);
    bids(ref, {1, 1, 3, 5});
    tricks(ref, kBase, 1, 7);
    const auto villagers = static_cast<std::size_t>(st(ref).codec.parse("v1")->suit);
    // Trick 7 (Villager 8 led): Dee trumped with Prince 4 and Ben played Knight 7.
    CHECK(st(ref).round.void_since.at(Ben).at(villagers) == 7);
    CHECK(st(ref).round.void_since.at(Dee).at(villagers) == 7);
    play(ref, {"power sleeping-beauty 1"});
    CHECK(st(ref).round.void_since.at(Ben) == std::vector<int>{0, 0, 0, 0});
    CHECK(st(ref).round.void_since.at(Dee) == std::vector<int>{0, 0, 0, 0});
    CHECK(st(ref).round.void_since.at(Ana).at(villagers) == 0);
}

TEST_CASE("Princess Cards: Sleeping Beauty: passing her winning card to her partner before trick 3 saves her zero bid",
          "[princess-sleeping-beauty]") {
    auto ref = princess_table(kBeauty, true);
    bids(ref, {1, 0, 3, 5});
    tricks(ref, kSpindle, 1, 2);
    play(ref, {"power sleeping-beauty 1"});  // Ben gives Pet 10, gets Pet 2
    CHECK(refused(ref, "power sleeping-beauty 1") ==
          "Sleeping Beauty's power is already used this round; it is refreshed at the start of the next round");
    tricks(ref, kSpindle, 3, 10);
    CHECK(winners(ref) == std::vector<int>{Dee, Cai, Dee, Ana, Dee, Cai, Dee, Dee, Cai, Dee});
    play(ref, {"frog Dee drop"});
    REQUIRE(st(ref).phase == Phase::NextStart);
    CHECK(zp::seat_tricks(st(ref)) == std::vector<int>{1, 0, 3, 5});
    // Ben & Dee: bid 0 + 5, 5 counted tricks; Ben's zero bid earns 5 skulls (Teams).
    CHECK(step(ref, 1, 1).skulls == 1);
    CHECK(step(ref, 1, 1).detail == "Thumbelina unused: 1");
    CHECK(step(ref, 1, 2).skulls == 5);
    CHECK(step(ref, 1, 2).detail == "1 successful zero bid x 5");
    CHECK(receipt(ref, 1).points == 5);
    CHECK(receipt(ref, 1).skulls_after == 10);
}

TEST_CASE("Princess Cards: Sleeping Beauty: unused, she earns 1 skull at step 1 (receipt line 1); refreshed next round",
          "[princess-sleeping-beauty]") {
    auto ref = princess_table(kBeauty, true);
    counts_round(ref, {1, 1, 3, 5}, {1, 1, 3, 5});
    REQUIRE(st(ref).phase == Phase::NextStart);
    CHECK(receipt(ref, 1).lines.front().step == 1);
    CHECK(step(ref, 1, 1).skulls == 2);
    CHECK(step(ref, 1, 1).detail == "Sleeping Beauty unused: 1; Thumbelina unused: 1");
    CHECK(receipt(ref, 1).skulls_after == 6);  // 4 (2 each) + 2
    // Ana & Cai (4 points) choose; in round 2 the power may be used once the bids are in.
    play(ref, {"start Ana first"});
    bids(ref, {1, 1, 3, 5});
    CHECK(accepted(ref, "power sleeping-beauty 3").headline ==
          "Ben gives Dee 3 card(s) and gets as many back (Sleeping Beauty)");
}

TEST_CASE("Princess Cards: Sleeping Beauty: not at the moment after the last trick, when zref asks Dorothy",
          "[princess-sleeping-beauty]") {
    auto ref = princess_table({"cinderella", "sleeping-beauty", "ice-princess", "dorothy"}, true);
    bids(ref, {1, 1, 3, 5});
    tricks(ref, kBase, 1, 10);
    REQUIRE(st(ref).phase == Phase::Declare);  // Dee (Dorothy) won the last trick
    CHECK(refused(ref, "power sleeping-beauty 1") == kWindow);
    play(ref, {"pass"});
    CHECK(st(ref).phase == Phase::FrogDecision);
}

}  // namespace zref::test
