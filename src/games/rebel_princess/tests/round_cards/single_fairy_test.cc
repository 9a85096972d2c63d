// Single Fairy: each Fairy taken takes 1 request off, and a round may end
// below 0.
#include "rp_support.h"

namespace zref::test::rp {

namespace {
struct SingleFairyCase {
    const char* taken;
    int requests;
};
const SingleFairyCase kSingleFairyCases[] = {
    {"f1", -1}, {"f1 f2 f3", -3}, {"f1 pr1", 0}, {"f1 f2 p8", 3}, {"q1 p2", 0}, {"pr1 pr2", 2},
};
}  // namespace

TEST_CASE("Single Fairy: each Fairy taken is -1, below 0 if need be", "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "single-fairy");
    for (const auto& c : kSingleFairyCases) {
        INFO(c.taken);
        CHECK(requests_for(ref, c.taken) == c.requests);
    }
    CHECK_THAT(lines(receipts_for(ref, {"f1 f2"}).front()), Catch::Contains("2 Fairies x -1 (Single Fairy) = -2 [Single Fairy]"));
}

TEST_CASE("Single Fairy: a whole round takes each player's Fairies off their requests", "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "single-fairy");
    play_round(ref, kSpreadRound);
    CHECK(total(ref, "Ana") == 7);
    CHECK(total(ref, "Ben") == 4);
    CHECK(total(ref, "Cai") == 2 - 7);
    CHECK(total(ref, "Dee") == 2 - 3);
}

TEST_CASE("Single Fairy: a round entered by results adds up to 5 whatever the deck", "[rebel_princess][round_cards]") {
    // As many Fairies as Princes, so only the Frog's 5 is left.
    for (int n : {3, 4, 6}) {
        INFO(n << " players");
        CHECK_FALSE(last_requests_accepted(n, "single-fairy", 4));
        CHECK(last_requests_accepted(n, "single-fairy", 5));
    }
}

}  // namespace zref::test::rp
