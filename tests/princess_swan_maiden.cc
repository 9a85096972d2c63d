// Princess Cards: Swan Maiden, 2 Birds 1 Skull ("Princess Cards", "Scoring"
// step 1, Round cards g and u). Always active: 1 skull for every 2 tricks she
// won this round, counted tricks only (our reading: an odd trick left over
// earns nothing). Never declared, and no skull for an unused Princess.
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

// Swan Maiden at Ana's seat; the others hold skull-icon Princesses they never use.
const std::array<std::string, 4> kSwanTable = {"swan-maiden", "thumbelina", "pea-princess", "red-riding-hood"};

std::string frog_count(const Winners& w) { return "frog " + kSeat[static_cast<std::size_t>(w[2])] + " count"; }

}  // namespace

TEST_CASE("Princess Cards: Swan Maiden: 1 skull for every 2 tricks she wins, at scoring step 1",
          "[princess-swan-maiden]") {
    struct Case {
        Winners w;
        std::array<int, 4> bids;
        int tricks, skulls, after;
    };
    const Case c = GENERATE(Case{{1, 2, 3, 1, 2, 3, 1, 2, 3, 1}, {0, 4, 3, 3}, 0, 0, 2 + 10},
                            Case{{0, 1, 2, 3, 1, 2, 3, 1, 2, 3}, {1, 3, 3, 3}, 1, 0, 2},
                            Case{{0, 1, 2, 3, 1, 2, 3, 1, 0, 1}, {2, 4, 2, 2}, 2, 1, 3},
                            Case{{0, 1, 2, 3, 0, 1, 2, 3, 0, 1}, {3, 3, 2, 2}, 3, 1, 3},
                            Case{{0, 0, 2, 0, 0, 2, 3, 1, 0, 1}, {5, 2, 2, 1}, 5, 2, 4});
    INFO("Ana wins " << c.tricks << " tricks and bids that many");
    auto ref = princess_table(kSwanTable);
    bids(ref, c.bids);
    play_groups(ref, 1, 10, c.w);
    play(ref, {frog_count(c.w)});
    REQUIRE(st(ref).phase == Phase::NextStart);
    CHECK(zp::seat_tricks(st(ref))[0] == c.tricks);
    CHECK(step(ref, 0, 1).skulls == c.skulls);
    CHECK(step(ref, 0, 1).detail == "Swan Maiden: " + std::to_string(c.tricks) + (c.tricks == 1 ? " trick" : " tricks") + " won, 1 skull per 2: " +
                                        std::to_string(c.skulls));
    CHECK(receipt(ref, 0).points == c.tricks);
    CHECK(step(ref, 0, 6).skulls == 0);
    CHECK(receipt(ref, 0).skulls_after == c.after);
}

TEST_CASE("Princess Cards: Swan Maiden: always active, never declared, and no skull for an unused Princess",
          "[princess-swan-maiden]") {
    auto ref = princess_table(kSwanTable);
    const std::string msg = "Swan Maiden is always active: zref applies her power by itself, nothing to declare";
    CHECK(refused(ref, "power swan-maiden") == msg);
    bids(ref, {1, 3, 3, 3});
    const Winners w = {0, 1, 2, 3, 1, 2, 3, 1, 2, 3};
    play_group(ref, 1, 0);
    CHECK(refused(ref, "power swan") == msg);
    CHECK(refused(ref, "power Ana \"swan maiden\"") == msg);
    play_groups(ref, 2, 10, w);
    play(ref, {"frog Cai count"});
    // One trick: nothing at all at step 1.
    CHECK(step(ref, 0, 1).skulls == 0);
    CHECK(step(ref, 0, 1).detail.find("unused") == std::string::npos);
    CHECK(step(ref, 1, 1).detail == "Thumbelina unused: 1");
}

TEST_CASE("Princess Cards: Swan Maiden: only counted tricks make pairs (a dropped Frog trick does not)",
          "[princess-swan-maiden][frog]") {
    // Ana wins trick 3 (the Frog) and trick 5 on a bid of 1.
    const Winners w = {1, 2, 0, 3, 0, 2, 3, 1, 2, 3};
    auto ref = princess_table(kSwanTable);
    bids(ref, {1, 2, 3, 3});
    play_groups(ref, 1, 10, w);
    REQUIRE(st(ref).round.frog_seat == 0);
    SECTION("dropped: 1 trick, no skull, the bid of 1 made exactly") {
        play(ref, {"frog Ana drop"});
        CHECK(step(ref, 0, 1).detail == "Swan Maiden: 1 trick won, 1 skull per 2: 0");
        CHECK(receipt(ref, 0).points == 1);
        CHECK(receipt(ref, 0).skulls_after == 2);
    }
    SECTION("counted: 2 tricks, 1 skull, and 1 over-trick skull") {
        play(ref, {"frog Ana count"});
        CHECK(step(ref, 0, 1).detail == "Swan Maiden: 2 tricks won, 1 skull per 2: 1");
        CHECK(step(ref, 0, 6).skulls == -1);
        CHECK(receipt(ref, 0).points == 1);
        CHECK(receipt(ref, 0).skulls_after == 2);
    }
}

TEST_CASE("Princess Cards: Swan Maiden: under Round card g (Brain Drain) her pairs leave out the tricks with Villagers",
          "[princess-swan-maiden][round-card-g]") {
    // Ana wins tricks 1 and 10 (Villagers: not won tricks) and 5 and 9.
    const Winners w = {0, 1, 2, 3, 0, 1, 2, 3, 0, 0};
    auto ref = princess_table(kSwanTable, "g a a a");
    bids(ref, {2, 1, 2, 2});
    play_groups(ref, 1, 10, w);
    play(ref, {"frog Cai count"});
    CHECK(zp::seat_tricks(st(ref)) == std::vector<int>{2, 1, 2, 2});
    CHECK(step(ref, 0, 1).detail == "Swan Maiden: 2 tricks won, 1 skull per 2: 1");
    CHECK(receipt(ref, 0).points == 2);
    CHECK(receipt(ref, 0).skulls_after == 3);
}

TEST_CASE("Princess Cards: Swan Maiden: under Round card u (His Majesty's Last Groan) the last trick counts for its "
          "receiver",
          "[princess-swan-maiden][round-card-u]") {
    SECTION("Dee wins the last trick and hands it to Ana: 4 tricks, 2 skulls") {
        const Winners w = {0, 1, 2, 3, 0, 1, 2, 3, 0, 3};
        auto ref = princess_table(kSwanTable, "u a a a");
        bids(ref, {4, 2, 2, 2});
        play_groups(ref, 1, 10, w);
        play(ref, {"frog Cai count"});
        CHECK(zp::seat_tricks(st(ref)) == std::vector<int>{4, 2, 2, 2});
        CHECK(step(ref, 0, 1).detail == "Swan Maiden: 4 tricks won, 1 skull per 2: 2");
        CHECK(receipt(ref, 0).points == 4);
        CHECK(receipt(ref, 0).skulls_after == 4);
    }
    SECTION("Ana wins the last trick and hands it to Ben: 2 tricks, 1 skull") {
        const Winners w = {0, 1, 2, 3, 0, 1, 2, 3, 3, 0};
        auto ref = princess_table(kSwanTable, "u a a a");
        bids(ref, {2, 3, 2, 3});
        play_groups(ref, 1, 10, w);
        play(ref, {"frog Cai count"});
        CHECK(zp::seat_tricks(st(ref)) == std::vector<int>{2, 3, 2, 3});
        CHECK(step(ref, 0, 1).detail == "Swan Maiden: 2 tricks won, 1 skull per 2: 1");
        CHECK(receipt(ref, 0).skulls_after == 3);
    }
}

}  // namespace zref::test
