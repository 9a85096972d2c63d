// Arranged Marriage: a player who took no trick at all adds 5 requests, so
// the round's total is not fixed.
#include "rp_support.h"

namespace zref::test::rp {

TEST_CASE("Arranged Marriage: a player who took no trick adds 5", "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "arranged-marriage", {"reading rebel-of-the-ball off"});
    play_round(ref, kLeaderTakesAll);  // Ana takes every trick
    CHECK(total(ref, "Ana") == 15);
    for (const char* name : {"Ben", "Cai", "Dee"}) {
        INFO(name);
        CHECK(total(ref, name) == 5);
        CHECK_THAT(lines(receipt(ref, 1, name)), Catch::Contains("no trick taken = 5 [Arranged Marriage]"));
    }
}

TEST_CASE("Arranged Marriage: a player who took any trick adds nothing", "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "arranged-marriage");
    play_round(ref, kSpreadRound);
    const std::pair<const char*, int> basic[] = {{"Ana", 7}, {"Ben", 4}, {"Cai", 2}, {"Dee", 2}};
    for (const auto& [name, requests] : basic) {
        INFO(name);
        CHECK(total(ref, name) == requests);
        CHECK_THAT(lines(receipt(ref, 1, name)), !Catch::Contains("no trick taken"));
    }
}

TEST_CASE("Arranged Marriage: a round entered by results has no fixed total", "[rebel_princess][round_cards]") {
    CHECK(last_requests_accepted(4, "arranged-marriage", 0));   // 15 requests less than the cards hold...
    CHECK(last_requests_accepted(4, "arranged-marriage", 30));  // ...or 15 more: three players without a trick
    CHECK_FALSE(last_requests_accepted(4, "once-upon-a-time", 30));
}

}  // namespace zref::test::rp
