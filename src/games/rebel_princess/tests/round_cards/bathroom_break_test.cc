// Bathroom Break: Princes cost 2 each, except for the player or players with
// the most requests before the round (the reading bathroom-break-exempt may
// spare the fewest instead); in round 1 everyone is tied at 0 and spared.
#include "rp_support.h"

namespace zref::test::rp {

namespace {
// Before the round: Ana 7 (the most), Ben 4, Cai and Dee 2 (the fewest).
const std::vector<int> kBathroomTotals = {7, 4, 2, 2};
const std::vector<std::string> kBathroomTaken = {"pr1 pr2", "pr3", "pr4 p8", "pr5"};
}  // namespace

TEST_CASE("Bathroom Break: Princes cost 2 except for the player with the most requests before the round",
          "[rebel_princess][round_cards][readings]") {
    auto ref = table(players(4), "bathroom-break");
    const auto r = receipts_for(ref, kBathroomTaken, {}, kBathroomTotals);
    CHECK(r[0].total == 2);          // Ana, spared
    CHECK(r[1].total == 2);          // Ben
    CHECK(r[2].total == 2 + 5);      // Cai: the Frog still 5
    CHECK(r[3].total == 2);          // Dee
    CHECK_THAT(lines(r[0]), Catch::Contains("2 Princes x 1 = 2 [Scoring a round]") &&
                                Catch::Contains("Princes stay at 1 each: Ana had the most requests before this round (7) "
                                                "(our reading: bathroom-break-exempt = most)"));
    CHECK_THAT(lines(r[1]), Catch::Contains("1 Prince x 2 (Bathroom Break) = 2 [Bathroom Break]") &&
                                Catch::Contains("Princes cost 2 each: only Ana had the most"));
}

TEST_CASE("Bathroom Break: players tied for the most requests are all spared", "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "bathroom-break");
    const auto r = receipts_for(ref, kBathroomTaken, {}, {7, 7, 2, 2});
    CHECK(r[0].total == 2);
    CHECK(r[1].total == 1);
    CHECK(r[3].total == 2);
    CHECK_THAT(lines(r[1]), Catch::Contains("Ana and Ben had the most"));
}

TEST_CASE("Bathroom Break: with the reading fewest, the fewest requests are spared", "[rebel_princess][round_cards][readings]") {
    auto ref = table(players(4), "bathroom-break", {"reading bathroom-break-exempt fewest"});
    const auto r = receipts_for(ref, kBathroomTaken, {}, kBathroomTotals);
    CHECK(r[0].total == 4);      // Ana, the most: doubled
    CHECK(r[1].total == 2);      // Ben: doubled
    CHECK(r[2].total == 1 + 5);  // Cai, tied for the fewest: spared
    CHECK(r[3].total == 1);      // Dee, too
    CHECK_THAT(lines(r[2]), Catch::Contains("Cai and Dee had the fewest requests before this round (2) "
                                            "(our reading: bathroom-break-exempt = fewest)"));
}

TEST_CASE("Bathroom Break: in round 1 everyone has 0, so nobody pays double", "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "bathroom-break");
    play_round(ref, kSpreadRound);
    CHECK(total(ref, "Ana") == 7);
    CHECK(total(ref, "Ben") == 4);
    CHECK(total(ref, "Cai") == 2);
    CHECK(total(ref, "Dee") == 2);
    CHECK_THAT(lines(receipt(ref, 1, "Ben")), Catch::Contains("Princes stay at 1 each") &&
                                                  Catch::Contains("everyone had the most requests before this round (0)"));
}

TEST_CASE("Bathroom Break: in a later round the running totals decide who is spared", "[rebel_princess][round_cards]") {
    auto ref = table_with_rounds(players(4), {"once-upon-a-time", "bathroom-break", "once-upon-a-time", "once-upon-a-time",
                                              "once-upon-a-time"});
    play_round(ref, kSpreadRound);  // Ana 7, Ben 4, Cai 2, Dee 2; Cai leads round 2
    REQUIRE(ref.game().state().round.start == seat(ref, "Cai"));
    play_round(ref, kSpreadRound);  // from Cai: Cai 2 Princes and the Frog, Dee 4 Princes, Ana 2, Ben 2
    CHECK(total(ref, "Ana") == 7 + 2);      // the most before: spared
    CHECK(total(ref, "Ben") == 4 + 4);
    CHECK(total(ref, "Cai") == 2 + 4 + 5);
    CHECK(total(ref, "Dee") == 2 + 8);
}

TEST_CASE("Bathroom Break: a round entered by results has no fixed total", "[rebel_princess][round_cards]") {
    CHECK(last_requests_accepted(4, "bathroom-break", 0));
    CHECK(last_requests_accepted(4, "bathroom-break", 25));
}

}  // namespace zref::test::rp
