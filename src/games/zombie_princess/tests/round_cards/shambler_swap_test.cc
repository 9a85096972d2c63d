// Round card f, Shambler Swap ("Round Cards" f): after each trick every
// player passes one card face down, to the partner in Teams or to the player
// on the right in Individuals. zref cannot see hands: it tells the table to
// pass after every trick but the last (our reading: hands are empty then), and
// since hands change, a card off the led suit no longer proves a void, so no
// revoke or false-claim flag is raised this round.
#include <algorithm>

#include "card_support.h"

namespace zref::test {
namespace {

using Catch::Contains;

constexpr const char* kSwapRight = "Shambler Swap: everyone now passes 1 card face down to the player on their right";
constexpr const char* kSwapPartner = "Shambler Swap: everyone now passes 1 card face down to their partner";

bool mentions_swap(const std::vector<std::string>& notices) {
    return std::any_of(notices.begin(), notices.end(),
                       [](const std::string& n) { return n.find("Shambler Swap") != std::string::npos; });
}

// kPlainDeal and kTeamDeal (card_support.h): with Shambler Swap hands change
// after every trick, so any order of the cards can be played.

}  // namespace

TEST_CASE("Round card f (Shambler Swap): after each trick but the last, Individuals are told to pass 1 card to the right",
          "[card-f]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "f a a a");
    play(ref, {"6", "5", "1"});
    for (std::size_t t = 0; t < kPlainDeal.size(); ++t) {
        INFO("trick " << t + 1);
        auto r = closing(ref, kPlainDeal[t]);
        if (t + 1 < kPlainDeal.size()) {
            CHECK(has(r.notices, kSwapRight));
            CHECK(std::count(r.notices.begin(), r.notices.end(), std::string(kSwapRight)) == 1);
        } else {
            CHECK_FALSE(mentions_swap(r.notices));  // hands are empty: no pass after the last trick
        }
    }
    CHECK(state(ref).phase == zp::Phase::FrogDecision);
}

TEST_CASE("Round card f (Shambler Swap): in Teams the card after each trick goes to the partner", "[card-f][teams]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, true, "f a a a");
    play(ref, {"2", "2", "3", "2"});
    for (std::size_t t = 0; t < kTeamDeal.size(); ++t) {
        INFO("trick " << t + 1);
        auto r = closing(ref, kTeamDeal[t]);
        CHECK_FALSE(has(r.notices, kSwapRight));
        if (t + 1 < kTeamDeal.size()) CHECK(has(r.notices, kSwapPartner));
        else CHECK_FALSE(mentions_swap(r.notices));
    }
}

TEST_CASE("Round card f (Shambler Swap): a card off the led suit proves no void, so no revoke is flagged later",
          "[card-f]") {
    // Trick 1: Ben plays a Pet to a Villager lead; trick 2: Ben plays a Villager.
    // Under Shambler Swap he may have been passed that Villager after trick 1.
    auto run = [](const std::string& rounds) {
        auto ref = table({"Ana", "Ben", "Cai"}, false, rounds);
        play(ref, {"4", "4", "4"});
        trick(ref, {"v1", "p1", "v2"});
        return trick(ref, {"v4", "v5", "v3"});
    };
    SECTION("Shambler Swap: no flag") {
        auto t2 = run("f a a a");
        for (const auto& r : t2) CHECK(r.warnings.empty());
    }
    SECTION("the same cards under Opening Night are flagged") {
        auto t2 = run("a a a a");
        REQUIRE(t2[1].warnings.size() == 1);
        CHECK_THAT(t2[1].warnings.front(), Contains("possible revoke: Ben showed no Villagers in trick 1"));
    }
}

TEST_CASE("Round card f (Shambler Swap): a claim of holding only Princes is not flagged when a non-Prince follows",
          "[card-f]") {
    // Trick 1: Ana leads Prince 1 claiming a hand of only Princes; trick 2 she
    // plays a Villager, which under Shambler Swap she may have been passed.
    auto run = [](const std::string& rounds) {
        auto ref = table({"Ana", "Ben", "Cai"}, false, rounds);
        play(ref, {"4", "4", "4"});
        trick(ref, {"pr1", "pr2", "pr3"});
        return trick(ref, {"v2", "v3", "v1"});
    };
    SECTION("Shambler Swap: no flag") {
        auto t2 = run("f a a a");
        for (const auto& r : t2) CHECK(r.warnings.empty());
    }
    SECTION("the same cards under Opening Night are flagged") {
        auto t2 = run("a a a a");
        REQUIRE(t2[0].warnings.size() == 1);
        CHECK_THAT(t2[0].warnings.front(), Contains("possible false claim: Ana claimed to hold only Princes in trick 1"));
    }
}

TEST_CASE("Round card f (Shambler Swap): tricks and scoring are the basic ones", "[card-f]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "f a a a");
    play(ref, {"6", "5", "1"});
    deal(ref, kPlainDeal);
    std::vector<int> winners;
    for (const auto& t : state(ref).round.tricks) winners.push_back(t.winner);
    CHECK(winners == std::vector<int>{0, 0, 0, 0, 0, 2, 1, 1, 1, 1, 1, 0});
    play(ref, {"count"});
    for (int side = 0; side < 3; ++side) {
        CHECK(receipt(ref, side).made_bid);
        CHECK(receipt(ref, side).skulls_after == 2);
        CHECK(step(receipt(ref, side), 4).detail == "no effect");
    }
    CHECK(receipt(ref, 0).points == 6);
}

}  // namespace zref::test
