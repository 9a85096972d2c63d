// Princess Cards: Cinderella, Smashing Pumpkins ("Princess Cards", "Playing a
// Trick", "The Privileged Princes", "Scoring" step 1). Always active, any
// number of times a round: when a Prince is led she need not play a Prince.
// zref cannot see hands, so the power shows in its revoke flags: a non-Prince
// from her on a Prince lead proves nothing, and her later Princes raise no
// "possible revoke". Never declared; no skull for an unused Princess.
#include <array>
#include <string>
#include <vector>

#include "games/zombie_princess/round_rule.h"
#include "support.h"

namespace zref::test {
namespace {

using Catch::Contains;
using zp::Phase;

const std::array<std::string, 4> kSeat = {"Ana", "Ben", "Cai", "Dee"};
using Winners = std::array<int, 10>;

// 4 Individuals (deck 1-10, 10 tricks a round), Ana starts round 1, the
// Princesses typed in seat by seat ('princesses enter'), powers on.
zp::Referee princess_table(const std::array<std::string, 4>& princesses, const std::string& rounds = "a a a a") {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess", "players Ana Ben Cai Dee", "mode individuals", "rounds " + rounds, "seed 1",
               "start Ana", "princesses enter", "powers on", "begin"});
    for (std::size_t i = 0; i < 4; ++i) play(ref, {"princess " + kSeat[i] + " " + princesses[i]});
    REQUIRE(ref.game().state().phase == Phase::Bidding);
    return ref;
}

const zp::GameState& st(const zp::Referee& ref) { return ref.game().state(); }

// Applies a line, REQUIREs it is accepted and returns the ruling.
[[maybe_unused]] Ruling accepted(zp::Referee& ref, const std::string& line) {
    INFO("line: " << line);
    auto r = ref.apply(line);
    if (!r) FAIL("refused: " << r.error());
    return *r;
}

// Bids per seat (Ana, Ben, Cai, Dee), typed in bidding order.
void bids(zp::Referee& ref, const std::array<int, 4>& by_seat) {
    for (int k = 0; k < 4; ++k) {
        const auto seat = static_cast<std::size_t>(st(ref).round.next_bidder);
        play(ref, {"bid " + kSeat[seat] + " " + std::to_string(by_seat[seat])});
    }
}

// The cards of a 4-player round (1-10 in each suit) in ten groups, chosen so
// that nobody ever shows a void they do not have. The winner of a group gets
// its top card, the other seats the rest in playing order:
//   1 Villagers 1-4     2 Pets 1-4     3 Pets 5-8 (the Frog)     4 Knights 1-4     5 Knights 5-8
//   6 Pet 9 or 10 led (the two players out of Pets discard Villagers 9 and 10)
//   7 Knight 9 led, Knight 10, and Princes 9 and 10 from two players out of
//     Knights: the Princes break out and the leader cannot win it
//   8 Princes 1-4       9 Princes 5-8  10 Villagers 5-8
std::array<std::string, 4> group_cards(int g, int leader, int winner) {
    std::array<std::string, 4> card;
    auto others = [&](std::vector<std::string> rest) {
        for (int k = 0; k < 4; ++k) {
            auto& c = card[static_cast<std::size_t>((leader + k) % 4)];
            if (c.empty()) {
                c = rest.front();
                rest.erase(rest.begin());
            }
        }
    };
    auto one_suit = [&](const std::string& suit, int lo) {
        card[static_cast<std::size_t>(winner)] = suit + std::to_string(lo + 3);
        others({suit + std::to_string(lo), suit + std::to_string(lo + 1), suit + std::to_string(lo + 2)});
    };
    switch (g) {
        case 1: one_suit("v", 1); break;
        case 2: one_suit("p", 1); break;
        case 3: one_suit("p", 5); break;
        case 4: one_suit("k", 1); break;
        case 5: one_suit("k", 5); break;
        case 6:
            if (winner == leader) {
                card[static_cast<std::size_t>(leader)] = "p10";
                others({"p9", "v9", "v10"});
            } else {
                card[static_cast<std::size_t>(leader)] = "p9";
                card[static_cast<std::size_t>(winner)] = "p10";
                others({"v9", "v10"});
            }
            break;
        case 7:
            REQUIRE(winner != leader);
            card[static_cast<std::size_t>(leader)] = "k9";
            card[static_cast<std::size_t>(winner)] = "pr10";
            others({"k10", "pr9"});
            break;
        case 8: one_suit("pr", 1); break;
        case 9: one_suit("pr", 5); break;
        case 10: one_suit("v", 5); break;
        default: FAIL("no group " << g);
    }
    return card;
}

// Plays group g as the next trick from its leader (only the cards from
// position `from` on, when the first ones were typed by the test); REQUIREs
// that `winner` takes it and returns the ruling on its last card.
Ruling play_group(zp::Referee& ref, int g, int winner, int from = 0) {
    const int leader = st(ref).round.current.leader;
    const auto cards = group_cards(g, leader, winner);
    const std::size_t before = st(ref).round.tricks.size();
    Ruling last;
    for (int k = from; k < 4; ++k) {
        const auto seat = static_cast<std::size_t>((leader + k) % 4);
        last = accepted(ref, "play " + kSeat[seat] + " " + cards[seat]);
    }
    REQUIRE(st(ref).round.tricks.size() == before + 1);
    REQUIRE(st(ref).round.tricks.back().winner == winner);
    return last;
}

// The lead of group g's trick, typed alone.
[[maybe_unused]] void lead_group(zp::Referee& ref, int g, int winner) {
    const int leader = st(ref).round.current.leader;
    play(ref, {"play " + kSeat[static_cast<std::size_t>(leader)] + " " +
               group_cards(g, leader, winner)[static_cast<std::size_t>(leader)]});
}

// Groups first..last as tricks, winners[g - 1] taking group g.
[[maybe_unused]] Ruling play_groups(zp::Referee& ref, int first, int last, const Winners& winners) {
    Ruling r;
    for (int g = first; g <= last; ++g) r = play_group(ref, g, winners[static_cast<std::size_t>(g - 1)]);
    return r;
}

const zp::Receipt& receipt(const zp::Referee& ref, int side) {
    return st(ref).results.back().receipts.at(static_cast<std::size_t>(side));
}
const zp::ReceiptLine& step(const zp::Referee& ref, int side, int n) {
    const auto& line = receipt(ref, side).lines.at(static_cast<std::size_t>(n - 1));
    REQUIRE(line.step == n);
    return line;
}

[[maybe_unused]] bool any_contains(const std::vector<std::string>& texts, const std::string& part) {
    for (const auto& t : texts)
        if (t.find(part) != std::string::npos) return true;
    return false;
}

// Cinderella at Ben's seat; the others hold skull-icon Princesses they never use.
const std::array<std::string, 4> kCinderellaTable = {"thumbelina", "cinderella", "pea-princess", "red-riding-hood"};

// Trick 1: Dee, out of Villagers, breaks the Princes out. Tricks 2 and 3 are
// Prince leads on which Ben plays a Knight, then a Pet; in trick 4 he plays a
// Prince. Returns the ruling on each line.
std::vector<Ruling> prince_leads(zp::Referee& ref) {
    std::vector<Ruling> out;
    for (const std::string line :
         {"play Ana v1", "play Ben v2", "play Cai v3", "play Dee pr1",     // Dee wins
          "play Dee pr2", "play Ana pr3", "play Ben k1", "play Cai pr4",    // Cai wins
          "play Cai pr5", "play Dee pr6", "play Ana pr7", "play Ben p1",    // Ana wins
          "play Ana pr8", "play Ben pr9", "play Cai pr10", "play Dee k2"})  // Cai wins
        out.push_back(accepted(ref, line));
    return out;
}

const std::string kBenRevoke =
    "possible revoke: Ben showed no Princes in trick 2 and now plays Prince 9 in trick 4. The table decides: 'undo' "
    "takes the card back, anything else keeps it";

}  // namespace

TEST_CASE("Princess Cards: Cinderella: always active, 'power cinderella' is refused with a clear line",
          "[princess-cinderella]") {
    auto ref = princess_table(kCinderellaTable);
    const std::string msg = "Cinderella is always active: zref applies her power by itself, nothing to declare";
    CHECK(refused(ref, "power cinderella") == msg);
    bids(ref, {2, 2, 2, 2});
    CHECK(refused(ref, "power cinderella") == msg);
    CHECK(refused(ref, "power Ben cinderella") == msg);
    play(ref, {"play Ana v1", "play Ben v2", "play Cai v3", "play Dee pr1", "play Dee pr2"});
    CHECK(refused(ref, "power cinderella") == msg);  // a Prince is led: nothing to declare either
    CHECK(refused(ref, "power Ana cinderella") == "Cinderella is Ben's Princess, not Ana's");
    CHECK(st(ref).round.power_used == std::vector<bool>{false, false, false, false});
}

TEST_CASE("Princess Cards: Cinderella: not playing a Prince on a Prince lead raises no revoke flag later",
          "[princess-cinderella][revoke]") {
    auto ref = princess_table(kCinderellaTable);
    bids(ref, {2, 2, 2, 2});
    const auto r = prince_leads(ref);
    const std::uint8_t princes = st(ref).codec.trump_suit();
    CHECK(r[6].warnings.empty());   // Ben k1 on the Prince lead of trick 2
    CHECK(r[11].warnings.empty());  // Ben p1 on the Prince lead of trick 3: more than once a round
    CHECK(r[13].headline == "Ben plays Prince 9");
    CHECK(r[13].warnings.empty());  // Ben pr9 in trick 4
    CHECK(st(ref).round.void_since[1][princes] == 0);
    // Dee is no Cinderella: her Knight on the Prince lead of trick 4 shows a void.
    CHECK(st(ref).round.void_since[3][princes] == 4);
    CHECK(st(ref).round.tricks.size() == 4);
    CHECK(st(ref).round.tricks.back().winner == 2);
}

TEST_CASE("Princess Cards: Cinderella: the same plays by a player without her power are flagged",
          "[princess-cinderella][revoke]") {
    SECTION("Cinderella sits at Ana's seat, not Ben's") {
        auto ref = princess_table({"cinderella", "thumbelina", "pea-princess", "red-riding-hood"});
        bids(ref, {2, 2, 2, 2});
        const auto r = prince_leads(ref);
        CHECK(r[13].warnings == std::vector<std::string>{kBenRevoke});
    }
    SECTION("Ben has Cinderella, but Princess powers are off") {
        zp::Referee ref(data());
        play(ref, {"game zombie-princess", "players Ana Ben Cai Dee", "mode individuals", "rounds a a a a", "seed 1",
                   "start Ana", "princesses enter", "powers off", "begin", "princess Ana thumbelina",
                   "princess Ben cinderella", "princess Cai pea-princess", "princess Dee red-riding-hood"});
        bids(ref, {2, 2, 2, 2});
        const auto r = prince_leads(ref);
        CHECK(r[13].warnings == std::vector<std::string>{kBenRevoke});
    }
}

TEST_CASE("Princess Cards: Cinderella: on a lead that is not a Prince she must follow suit as usual",
          "[princess-cinderella][revoke]") {
    auto ref = princess_table(kCinderellaTable);
    bids(ref, {2, 2, 2, 2});
    play(ref, {"play Ana v1", "play Ben k3", "play Cai v3", "play Dee v4", "play Dee v5", "play Ana v6"});
    const auto r = accepted(ref, "play Ben v2");
    CHECK(r.warnings == std::vector<std::string>{
                            "possible revoke: Ben showed no Villagers in trick 1 and now plays Villager 2 in trick 2. "
                            "The table decides: 'undo' takes the card back, anything else keeps it"});
}

TEST_CASE("Princess Cards: Cinderella: always active, so no skull at scoring step 1, used or not",
          "[princess-cinderella]") {
    // Ben wins tricks 2, 6 and 10 on a bid of 3.
    auto ref = princess_table(kCinderellaTable);
    bids(ref, {3, 3, 2, 2});
    play_groups(ref, 1, 10, {0, 1, 2, 3, 0, 1, 2, 3, 0, 1});
    play(ref, {"frog Cai count"});
    CHECK(step(ref, 1, 1).skulls == 0);
    CHECK(step(ref, 1, 1).detail == "no Princess skulls");
    CHECK(receipt(ref, 1).points == 3);
    CHECK(receipt(ref, 1).skulls_after == 2);
    CHECK(step(ref, 0, 1).detail == "Thumbelina unused: 1");
    CHECK(receipt(ref, 0).skulls_after == 3);
}

}  // namespace zref::test
