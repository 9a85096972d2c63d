// Bidding ("Bidding"): clockwise from the start player, one bid each, and in
// Teams the coins of both partners make one bid while a zero bid stays personal.
#include <algorithm>

#include "support.h"

namespace zref::test {
namespace {

using Catch::Contains;

}  // namespace

TEST_CASE("Bidding: the start player bids first and bidding goes clockwise", "[bidding]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, false, "a a a a", "Cai");
    const auto& s = ref.game().state();
    CHECK(ref.game().waiting().seat == 2);
    CHECK(ref.game().waiting().what == "Cai to bid (0-10)");
    play(ref, {"3"});
    CHECK(s.round.bids == std::vector<int>{-1, -1, 3, -1});
    CHECK(ref.game().waiting().seat == 3);
    play(ref, {"1"});
    CHECK(ref.game().waiting().seat == 0);  // Dee's left is Ana: round the table
    play(ref, {"bid Ana 0"});
    CHECK(ref.game().waiting().seat == 1);
    CHECK(s.phase == zp::Phase::Bidding);
    play(ref, {"bid Ben 4"});
    CHECK(s.round.bids == std::vector<int>{0, 4, 3, 1});
    // All bids are in: the start player leads trick 1.
    CHECK(s.phase == zp::Phase::Tricks);
    CHECK(ref.game().waiting().seat == 2);
}

TEST_CASE("Bidding: a bid out of turn is refused, naming whose turn it is", "[bidding]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, false, "a a a a", "Ben");
    CHECK(refused(ref, "bid Ana 2") == "it is Ben's turn to bid, not Ana's (bidding goes clockwise from Ben)");
    play(ref, {"bid Ben 2"});
    CHECK(refused(ref, "bid Dee 2") == "it is Cai's turn to bid, not Dee's (bidding goes clockwise from Ben)");
    CHECK(refused(ref, "bid Ben 1") == "it is Cai's turn to bid, not Ben's (bidding goes clockwise from Ben)");
    CHECK(ref.game().state().round.bids == std::vector<int>{-1, 2, -1, -1});
    CHECK(ref.game().waiting().seat == 2);
}

TEST_CASE("Bidding: a bid is a whole number of tricks from 0 to the hand size", "[bidding]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    CHECK_THAT(refused(ref, "13"), Contains("give a whole number from 0 to 12"));
    CHECK_THAT(refused(ref, "-1"), Contains("give a whole number from 0 to 12"));
    CHECK_THAT(refused(ref, "two"), Contains("'two' is not a valid bid"));
    play(ref, {"12"});
    CHECK(ref.game().state().round.bids[0] == 12);
}

TEST_CASE("Bidding: a team's bid is the sum of its members' non-zero bids", "[bidding][teams]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, true);
    // Ana & Cai bid 0 + 3; Ben & Dee bid 2 + 4.
    auto last = [&] {
        play(ref, {"0", "2", "3"});
        auto r = ref.apply("4");
        REQUIRE(r.ok());
        return *r;
    }();
    CHECK(std::find(last.notices.begin(), last.notices.end(), "Ana & Cai bid 3 together") != last.notices.end());
    CHECK(std::find(last.notices.begin(), last.notices.end(), "Ben & Dee bid 6 together") != last.notices.end());

    // Score by counts: Ana 0 (zero bid made), Cai 3, Ben 3, Dee 4 = 10 tricks.
    play(ref, {"tricks Ana 0", "tricks Ben 3", "tricks Cai 3", "tricks Dee 4"});
    const auto& s = ref.game().state();
    REQUIRE(s.results.size() == 1);
    const auto& rc = s.results[0].receipts;
    REQUIRE(rc.size() == 2);
    CHECK(rc[0].bid == 3);
    CHECK(rc[0].tricks == 3);
    CHECK(rc[0].points == 3);
    CHECK(rc[0].skulls_after == 4 + 5);  // pooled 4, plus 5 for Ana's zero bid
    CHECK(rc[1].bid == 6);
    CHECK(rc[1].tricks == 7);
    CHECK(rc[1].points == 6);
    CHECK(rc[1].skulls_after == 4 - 2);  // one over-trick at 2 skulls for Teams
}

}  // namespace zref::test
