// Team Mode (Rebel Princess 2): teams of two at 4 or 6 players, partners
// seated n/2 apart; a team's result is its members' requests added; the
// fewest team requests win, and on equal totals the team with the lower
// result in more single rounds, else the teams share.
#include <algorithm>

#include "games/rebel_princess/table/rp_table.h"
#include "rp_support.h"

namespace zref::test::rp {

namespace {
// Round cards whose round total is not fixed, so any results are accepted.
const std::vector<std::string> kOpenRounds = {"dancing-queens", "arranged-marriage", "secret-bid", "dancing-queens",
                                              "arranged-marriage"};

// Everything up to `begin` for `names` in Team Mode.
zref::rp::Referee set_up(const std::vector<std::string>& names, const std::vector<std::string>& rounds) {
    zref::rp::Referee ref(data());
    play(ref, {"game rebel-princess", "players " + join(names, " "), "rounds " + join(rounds, " "), "start " + names.front(),
               "princesses none", "mode teams"});
    return ref;
}
}  // namespace

TEST_CASE("Team Mode: 'mode teams' is refused at 3 or 5 players when the game begins", "[rebel_princess][team_mode]") {
    for (int n : {3, 5}) {
        INFO(n << " players");
        auto ref = set_up(players(n), std::vector<std::string>(5, "once-upon-a-time"));
        const auto why = refused(ref, "begin");
        CHECK_THAT(why, Catch::Contains("Team Mode is for 4 or 6 players") && Catch::Contains("not " + std::to_string(n)));
        CHECK(ref.game().state().phase == zref::rp::Phase::Setup);
    }
    for (int n : {4, 6}) {
        auto ref = set_up(players(n), std::vector<std::string>(5, "once-upon-a-time"));
        play(ref, {"begin"});
        CHECK(ref.game().state().seating.teams());
        CHECK(ref.game().state().seating.side_count() == n / 2);
    }
}

TEST_CASE("Team Mode: a Team Mode Round card is refused in Standard Mode", "[rebel_princess][team_mode][round_cards]") {
    zref::rp::Referee ref(data());
    play(ref, {"game rebel-princess", "players Ana Ben Cai Dee"});
    CHECK_THAT(refused(ref, "rounds matching-outfits once-upon-a-time once-upon-a-time once-upon-a-time once-upon-a-time"),
               Catch::Contains("Matching Outfits is a Team Mode card") && Catch::Contains("'mode teams'"));
    play(ref, {"mode teams", "rounds matching-outfits dear-single evil-but-welcome bathroom-break once-upon-a-time"});
    CHECK_THAT(refused(ref, "mode standard"), Catch::Contains("Team Mode card") && Catch::Contains("change 'rounds' first"));
}

TEST_CASE("Team Mode: completion offers Team Mode's Round cards only at a table of teams",
          "[rebel_princess][team_mode][round_cards][completion]") {
    zref::rp::Referee ref(data());
    play(ref, {"game rebel-princess", "players Ana Ben Cai Dee"});
    auto offered = [&](const std::string& card) {
        const auto words = zref::rp::rp_completion_candidates(ref, "rounds ", "");
        return std::find(words.begin(), words.end(), card) != words.end();
    };
    CHECK(offered("once-upon-a-time"));
    CHECK_FALSE(offered("matching-outfits"));
    play(ref, {"mode teams"});
    for (const char* card : {"evil-but-welcome", "matching-outfits", "dear-single", "once-upon-a-time"}) {
        INFO(card);
        CHECK(offered(card));
    }
}

TEST_CASE("Team Mode: a team's result is its members' requests added", "[rebel_princess][team_mode]") {
    auto ref = team_table(players(4), "once-upon-a-time");
    play_round(ref, kSpreadRound);  // Ana 7, Ben 4, Cai 2, Dee 2
    const auto& r = round_result(ref, 1);
    CHECK(r.team_scores == std::vector<int>{7 + 2, 4 + 2});  // Ana & Cai, Ben & Dee
    CHECK_THAT(lines(r.team_receipts[0]), Catch::Contains("Ana's requests = 7 [Team Mode]") &&
                                              Catch::Contains("Cai's requests = 2 [Team Mode]"));
    CHECK(r.team_totals == std::vector<int>{9, 6});
    CHECK(ref.game().state().totals == std::vector<int>{7, 4, 2, 2});  // the players keep their own totals too

    auto six = team_table(players(6), "once-upon-a-time");
    play_round(six, kSixSpreadRound);  // Ana 1, Ben 1, Cai 10, Dee 0, Eva 0, Fay 5
    CHECK(round_result(six, 1).team_scores == std::vector<int>{1 + 0, 1 + 0, 10 + 5});
}

TEST_CASE("Team Mode: the rulebook's scoring example, team B wins", "[rebel_princess][team_mode]") {
    // Seated Soenke, Laia, Mina, Albert: Soenke & Mina are team A, Laia & Albert team B.
    auto ref = set_up({"Soenke", "Laia", "Mina", "Albert"}, kOpenRounds);
    play(ref, {"begin"});
    Ruling last;
    for (const auto& round : std::vector<std::vector<int>>{{8, 0, 5, 2}, {4, 5, 1, 1}, {6, 2, 6, 1}, {3, 6, 0, 6}, {3, 0, 5, 7}})
        last = enter_requests(ref, round);
    const auto& s = ref.game().state();
    REQUIRE(s.phase == zref::rp::Phase::GameOver);
    CHECK(s.results.back().team_scores == std::vector<int>{3 + 5, 0 + 7});
    CHECK(s.team_totals == std::vector<int>{41, 30});
    std::vector<int> team_a, team_b;
    for (const auto& r : s.results) {
        team_a.push_back(r.team_scores[0]);
        team_b.push_back(r.team_scores[1]);
    }
    CHECK(team_a == std::vector<int>{13, 5, 12, 3, 8});
    CHECK(team_b == std::vector<int>{2, 6, 3, 12, 7});
    CHECK_THAT(notices(last), Catch::Contains("team B (Laia & Albert) wins with 30 requests"));
    CHECK_THAT(reasons(last), Catch::Contains("the team with the fewest requests wins [Team Mode]"));
}

namespace {
// Five rounds by results at four players (team A Ana & Cai, team B Ben & Dee); the final ruling.
Ruling five_rounds(const std::vector<std::vector<int>>& rounds) {
    auto ref = set_up(players(4), kOpenRounds);
    play(ref, {"begin"});
    Ruling last;
    for (const auto& round : rounds) last = enter_requests(ref, round);
    REQUIRE(ref.game().state().phase == zref::rp::Phase::GameOver);
    REQUIRE(ref.game().state().team_totals[0] == ref.game().state().team_totals[1]);
    return last;
}
}  // namespace

TEST_CASE("Team Mode: on equal totals, the team with the lower result in more single rounds wins",
          "[rebel_princess][team_mode]") {
    // Team A 1 1 1 1 16, team B 4 4 4 4 4: 20 each, A lower in 4 rounds.
    const auto last = five_rounds({{1, 2, 0, 2}, {1, 2, 0, 2}, {0, 4, 1, 0}, {1, 2, 0, 2}, {8, 2, 8, 2}});
    CHECK_THAT(notices(last), Catch::Contains("team A (Ana & Cai) wins with 20 requests"));
    CHECK_THAT(reasons(last), Catch::Contains("team A (Ana & Cai) had the lower team result in more single rounds (4)"));
    // The same the other way round: B lower in 4.
    const auto other = five_rounds({{2, 1, 2, 0}, {2, 1, 2, 0}, {4, 0, 0, 1}, {2, 1, 2, 0}, {2, 8, 2, 8}});
    CHECK_THAT(notices(other), Catch::Contains("team B (Ben & Dee) wins with 20 requests"));
}

TEST_CASE("Team Mode: equal totals and as many lower rounds share the victory", "[rebel_princess][team_mode]") {
    // Team A 1 5 1 5 3, team B 5 1 5 1 3: 15 each, two lower rounds each, one equal.
    const auto last = five_rounds({{1, 5, 0, 0}, {2, 1, 3, 0}, {0, 2, 1, 3}, {5, 0, 0, 1}, {1, 1, 2, 2}});
    CHECK_THAT(notices(last), Catch::Contains("team A (Ana & Cai) and team B (Ben & Dee) share the win with 15 requests"));
    CHECK_THAT(reasons(last), Catch::Contains("share the victory [Team Mode]"));
}

TEST_CASE("Team Mode: 'mode individuals' is read as Standard Mode and journaled so (Team Mode)", "[rebel_princess][team_mode]") {
    zref::rp::Referee ref(data());
    play(ref, {"game rebel-princess", "players Ana Ben Cai Dee", "mode teams"});
    const auto r = play(ref, {"mode individuals"});
    CHECK(r.canonical == "mode standard");
    CHECK(!ref.game().state().setup.teams);
    CHECK_THAT(refused(ref, "mode pairs"), Catch::Contains("give 'standard'"));
}

}  // namespace zref::test::rp
