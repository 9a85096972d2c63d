// Matching Outfits (Team Mode): partners who took as many tricks as each
// other take 3 off their team result, any other team adds 3; their own
// results are scored as usual. Played card by card zref counts the tricks;
// entered by results the table answers 'team NAME yes|no'.
#include "rp_support.h"

namespace zref::test::rp {

TEST_CASE("Matching Outfits: partners with equal tricks take 3 off the team result, others add 3",
          "[rebel_princess][team_mode][round_cards]") {
    auto ref = team_table(players(4), "matching-outfits", {"reading rebel-of-the-ball off"});
    play_round(ref, kLeaderTakesAll);  // Ana 10 tricks, Cai 0: unequal; Ben and Dee 0 each: equal
    const auto& r = round_result(ref, 1);
    CHECK(r.scores == std::vector<int>{15, 0, 0, 0});  // the players' own results as usual
    CHECK(r.team_scores == std::vector<int>{15 + 3, -3});
    CHECK_THAT(lines(r.team_receipts[0]), Catch::Contains("Ana and Cai took different numbers of tricks = 3 [Matching Outfits]"));
    CHECK_THAT(lines(r.team_receipts[1]), Catch::Contains("Ben and Dee took the same number of tricks = -3 [Matching Outfits]"));
    CHECK(ref.game().state().team_totals == std::vector<int>{18, -3});
}

TEST_CASE("Matching Outfits: a round entered by results asks each team and scores the same",
          "[rebel_princess][team_mode][round_cards]") {
    auto ref = team_table(players(4), "matching-outfits", {"reading rebel-of-the-ball off"});
    enter_requests(ref, {15, 0, 0, 0});
    REQUIRE(ref.game().state().results.empty());  // the teams' answers come first
    CHECK_THAT(ref.game().waiting().what, Catch::Contains("did Ana & Cai take the same number of tricks"));
    CHECK(play(ref, {"team Cai no"}).headline == "team A (Ana & Cai): no (did Ana & Cai take the same number of tricks)");
    CHECK_THAT(refused(ref, "team Ana yes"), Catch::Contains("has answered already"));
    CHECK_THAT(refused(ref, "team Ben maybe"), Catch::Contains("yes or no"));
    play(ref, {"team Dee yes"});
    const auto& r = round_result(ref, 1);
    CHECK(r.team_scores == std::vector<int>{18, -3});
    CHECK_THAT(lines(r.team_receipts[1]), Catch::Contains("Ben and Dee took the same number of tricks = -3"));
}

TEST_CASE("Matching Outfits: at 6 players, card by card and by results agree", "[rebel_princess][team_mode][round_cards]") {
    // Tricks: Ana 2 and Dee 2 (equal), Ben 1 and Eva 0, Cai 2 and Fay 1.
    auto played = team_table(players(6), "matching-outfits");
    play_round(played, kSixSpreadRound);
    const std::vector<int> expected = {1 + 0 - 3, 1 + 0 + 3, 10 + 5 + 3};
    CHECK(round_result(played, 1).team_scores == expected);

    auto typed = team_table(players(6), "matching-outfits");
    enter_requests(typed, {1, 1, 10, 0, 0, 5});
    play(typed, {"team Ana yes", "team Eva no", "team Fay no"});
    CHECK(round_result(typed, 1).team_scores == expected);
    CHECK(typed.game().state().team_totals == played.game().state().team_totals);
}

TEST_CASE("Matching Outfits: each round's answers are its own", "[rebel_princess][team_mode][round_cards]") {
    auto ref = team_table(players(4), "matching-outfits");
    enter_requests(ref, {4, 4, 4, 3});
    play(ref, {"team Ana yes", "team Ben yes"});
    enter_requests(ref, {4, 4, 4, 3});
    REQUIRE(ref.game().state().results.size() == 1);  // round 2 waits for its own answers
    play(ref, {"team Ana no", "team Ben no"});
    CHECK(round_result(ref, 1).team_scores == std::vector<int>{8 - 3, 7 - 3});
    CHECK(round_result(ref, 2).team_scores == std::vector<int>{8 + 3, 7 + 3});
}

}  // namespace zref::test::rp
