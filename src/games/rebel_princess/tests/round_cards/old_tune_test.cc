// The Old Tune: each Prince taken takes 1 request off instead of adding
// one; the Frog still costs 5.
#include "rp_support.h"

namespace zref::test::rp {

namespace {
struct OldTuneCase {
    const char* taken;
    int requests;
};
const OldTuneCase kOldTuneCases[] = {
    {"pr1", -1}, {"pr1 pr2 pr3 pr4", -4}, {"p8", 5}, {"p8 pr10", 4}, {"q1 f1 p1", 0},
};
}  // namespace

TEST_CASE("The Old Tune: each Prince taken is -1 and the Frog still 5", "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "old-tune");
    for (const auto& c : kOldTuneCases) {
        INFO(c.taken);
        CHECK(requests_for(ref, c.taken) == c.requests);
    }
    const std::string receipt = lines(receipts_for(ref, {"pr1 pr2 p8"}).front());
    CHECK_THAT(receipt, Catch::Contains("the Frog = 5 [Scoring a round]") &&
                            Catch::Contains("2 Princes x -1 (The Old Tune) = -2 [The Old Tune]"));
}

TEST_CASE("The Old Tune: 3 Princes and the Frog make 2 requests (Rebel Princess 2)", "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "old-tune");
    CHECK(requests_for(ref, "pr2 pr5 pr9 p8") == 2);
}

TEST_CASE("The Old Tune: a whole round takes each player's Princes off", "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "old-tune");
    play_round(ref, kSpreadRound);
    CHECK(total(ref, "Ana") == -2 + 5);
    CHECK(total(ref, "Ben") == -4);
    CHECK(total(ref, "Cai") == -2);
    CHECK(total(ref, "Dee") == -2);
}

TEST_CASE("The Old Tune: a round entered by results adds up to 5 less the Princes", "[rebel_princess][round_cards]") {
    const std::pair<int, int> totals[] = {{3, 5 - 9}, {4, 5 - 10}, {6, 5 - 12}};
    for (const auto& [n, sum] : totals) {
        INFO(n << " players");
        CHECK_FALSE(last_requests_accepted(n, "old-tune", -sum));
        CHECK(last_requests_accepted(n, "old-tune", sum));
    }
}

}  // namespace zref::test::rp
