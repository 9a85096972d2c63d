// Princess Cards: Swan Maiden, 2 Birds 1 Skull ("Princess Cards", "Scoring"
// step 1, Round cards g and u). Always active: 1 skull for every 2 tricks she
// won this round, counted tricks only (our reading: an odd trick left over
// earns nothing). Never declared, and no skull for an unused Princess.
#include <array>
#include <string>
#include <vector>

#include "games/zombie_princess/round_rule.h"
#include "princess_deal.h"
#include "support.h"

namespace zref::test {
namespace {

using Catch::Contains;
using zp::Phase;

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
