// Pets' Revenge: each Pet taken costs 1 request on top of the usual count,
// so the Frog (a Pet) costs 6.
#include "rp_support.h"

namespace zref::test::rp {

namespace {
struct PetsRevengeCase {
    const char* taken;
    int requests;
};
const PetsRevengeCase kPetsRevengeCases[] = {
    {"p1", 1}, {"p1 p2 p3", 3}, {"p8", 6}, {"p8 p10", 7}, {"pr1 pr2", 2}, {"p8 p2 pr1", 8}, {"q1 f2", 0},
};
}  // namespace

TEST_CASE("Pets' Revenge: each Pet taken is 1 request and the Frog 6", "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "pets-revenge");
    for (const auto& c : kPetsRevengeCases) {
        INFO(c.taken);
        CHECK(requests_for(ref, c.taken) == c.requests);
    }
    const auto frog = receipts_for(ref, {"p8 p2"}).front();
    CHECK_THAT(lines(frog), Catch::Contains("the Frog (Pets' Revenge) = 6 [Pets' Revenge]") &&
                                Catch::Contains("1 Pet x 1 (Pets' Revenge) = 1 [Pets' Revenge]"));
}

TEST_CASE("Pets' Revenge: a whole round adds each player's Pets to their Princes and Frog", "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "pets-revenge");
    play_round(ref, kSpreadRound);
    CHECK(total(ref, "Ana") == 2 + 6 + 2);  // 2 Princes, the Frog, Pets 3 and 9
    CHECK(total(ref, "Ben") == 4 + 1);
    CHECK(total(ref, "Cai") == 2 + 3);
    CHECK(total(ref, "Dee") == 2 + 3);
}

TEST_CASE("Pets' Revenge: a round entered by results adds up to the Princes, the Pets and 1 more for the Frog",
          "[rebel_princess][round_cards]") {
    // 3 players: 9 Princes + 9 Pets + 5; 4 players: 10 + 10 + 5; 6 players: 12 + 12 + 5.
    const std::pair<int, int> totals[] = {{3, 23}, {4, 25}, {6, 29}};
    for (const auto& [n, sum] : totals) {
        INFO(n << " players");
        CHECK_FALSE(last_requests_accepted(n, "pets-revenge", sum - 1));
        CHECK(last_requests_accepted(n, "pets-revenge", sum));
    }
}

}  // namespace zref::test::rp
