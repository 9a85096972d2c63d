// Three Times a Lady: each 3 taken takes 3 requests off, so a Prince 3
// nets -2 (its 1 plus -3); the Frog still costs 5.
#include "rp_support.h"

namespace zref::test::rp {

namespace {
struct ThreeTimesCase {
    const char* taken;
    int requests;
};
const ThreeTimesCase kThreeTimesCases[] = {
    {"q3", -3}, {"f3 p3", -6}, {"pr3", -2}, {"pr3 pr4", -1}, {"q3 f3 p3 pr3", -11}, {"p8 pr3", 3}, {"q4 pr4", 1},
};
}  // namespace

TEST_CASE("Three Times a Lady: each 3 taken is -3 and a Prince 3 nets -2", "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "three-times-a-lady");
    for (const auto& c : kThreeTimesCases) {
        INFO(c.taken);
        CHECK(requests_for(ref, c.taken) == c.requests);
    }
    const std::string receipt = lines(receipts_for(ref, {"pr3 pr4 q3"}).front());
    CHECK_THAT(receipt, Catch::Contains("1 Prince x -2 (Three Times a Lady) = -2") && Catch::Contains("1 Prince x 1 = 1") &&
                            Catch::Contains("1 Queen x -3 (Three Times a Lady) = -3"));
}

TEST_CASE("Three Times a Lady: a whole round takes 3 off for each 3 a player took", "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "three-times-a-lady");
    play_round(ref, kSpreadRound);
    CHECK(total(ref, "Ana") == 7 - 3 - 3);  // Pet 3 and Prince 3
    CHECK(total(ref, "Ben") == 4 - 3);      // Queen 3
    CHECK(total(ref, "Cai") == 2);
    CHECK(total(ref, "Dee") == 2 - 3);  // Fairy 3
}

TEST_CASE("Three Times a Lady: a round entered by results adds up to the usual total less 12", "[rebel_princess][round_cards]") {
    const std::pair<int, int> totals[] = {{3, 14 - 12}, {4, 15 - 12}, {6, 17 - 12}};
    for (const auto& [n, sum] : totals) {
        INFO(n << " players");
        CHECK_FALSE(last_requests_accepted(n, "three-times-a-lady", sum + 1));
        CHECK(last_requests_accepted(n, "three-times-a-lady", sum));
    }
}

}  // namespace zref::test::rp
