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

// Team Mode: Princes keep their basic price; every team's result is doubled
// except that of the team or teams with the most team requests before the round.

TEST_CASE("Bathroom Break in Team Mode: Princes cost 1 and no team is doubled in round 1",
          "[rebel_princess][team_mode][round_cards]") {
    auto ref = team_table(players(4), "bathroom-break");
    play_round(ref, kSpreadRound);
    const auto& r = round_result(ref, 1);
    CHECK(r.scores == std::vector<int>{7, 4, 2, 2});
    CHECK_THAT(lines(r.receipts[1]), Catch::Contains("4 Princes x 1 = 4 [Scoring a round]") && !Catch::Contains("Princes stay"));
    CHECK(r.team_scores == std::vector<int>{9, 6});
    CHECK_THAT(lines(r.team_receipts[1]), Catch::Contains("not doubled: every team had the most requests before this round (0) "
                                                          "(our reading: bathroom-break-exempt = most) = 0 [Bathroom Break]"));
}

TEST_CASE("Bathroom Break in Team Mode: every team but the one with the most requests doubles its result",
          "[rebel_princess][team_mode][round_cards]") {
    auto ref = team_table_with_rounds(players(4), {"once-upon-a-time", "bathroom-break", "once-upon-a-time",
                                                   "once-upon-a-time", "once-upon-a-time"});
    play_round(ref, kSpreadRound);  // team A (Ana & Cai) 9, team B (Ben & Dee) 6; Cai leads round 2
    REQUIRE(ref.game().state().round.start == seat(ref, "Cai"));
    play_round(ref, kSpreadRound);  // from Cai: Cai 7, Dee 4 Princes, Ana 2, Ben 2
    const auto& r = round_result(ref, 2);
    CHECK(r.scores == std::vector<int>{2, 2, 7, 4});  // Dee's Princes at 1 each, not 2
    CHECK(r.team_scores == std::vector<int>{9, 6 + 6});
    CHECK_THAT(lines(r.team_receipts[1]), Catch::Contains("doubled: only team A had the most requests before this round (9)") &&
                                              Catch::Contains(" = 6 [Bathroom Break]"));
    CHECK(ref.game().state().team_totals == std::vector<int>{18, 18});
    CHECK(total(ref, "Dee") == 2 + 4);
}

TEST_CASE("Bathroom Break in Team Mode: with the reading fewest, the team with the fewest is spared",
          "[rebel_princess][team_mode][round_cards][readings]") {
    auto ref = team_table_with_rounds(players(4), {"once-upon-a-time", "bathroom-break", "once-upon-a-time",
                                                   "once-upon-a-time", "once-upon-a-time"},
                                      {"reading bathroom-break-exempt fewest"});
    play_round(ref, kSpreadRound);
    play_round(ref, kSpreadRound);
    CHECK(round_result(ref, 2).team_scores == std::vector<int>{9 + 9, 6});
    CHECK_THAT(lines(round_result(ref, 2).team_receipts[1]), Catch::Contains("not doubled: team B had the fewest"));
}

TEST_CASE("Bathroom Break in Team Mode: at 6 players by results, teams tied for the most are both spared",
          "[rebel_princess][team_mode][round_cards]") {
    auto ref = team_table_with_rounds(players(6), {"once-upon-a-time", "bathroom-break", "once-upon-a-time",
                                                   "once-upon-a-time", "once-upon-a-time"});
    enter_requests(ref, {5, 4, 3, 2, 3, 0});  // team A (Ana & Dee) 7, B (Ben & Eva) 7, C (Cai & Fay) 3
    enter_requests(ref, {1, 2, 3, 4, 5, 2});  // A 5, B 7, C 5
    const auto& r = round_result(ref, 2);
    CHECK(r.team_scores == std::vector<int>{5, 7, 5 + 5});
    CHECK_THAT(lines(r.team_receipts[2]), Catch::Contains("doubled: only team A and team B had the most requests before this round (7)"));
    CHECK(ref.game().state().team_totals == std::vector<int>{12, 14, 13});
}

}  // namespace zref::test::rp
