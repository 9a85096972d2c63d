// Who starts the next round ("Once the Round Is Over" step 4): the side with
// the lowest score chooses to go first or last; a tie goes to the player left
// of the previous decider (our reading, interpretation next-start-tie).
#include "support.h"

namespace zref::test {
namespace {

using Catch::Contains;

}  // namespace

TEST_CASE("Once the Round Is Over: the lowest points total chooses, and 'first' makes that player start",
          "[next-start]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    play(ref, {"4", "5", "3", "tricks Ana 4", "tricks Ben 5", "tricks Cai 3"});
    const auto& s = ref.game().state();
    REQUIRE(s.phase == zp::Phase::NextStart);
    CHECK(s.next_decider_side == 2);
    CHECK(ref.game().waiting().seat == 2);
    CHECK(ref.game().waiting().what == "Cai (lowest score) chooses to go first or last in round 2");
    CHECK(refused(ref, "start Ana first") == "Cai chooses the next start, not Ana");
    CHECK_THAT(refused(ref, "start Cai middle"), Contains("say 'first'"));
    play(ref, {"start Cai first"});
    CHECK(s.round.number == 2);
    CHECK(s.round.start_seat == 2);
    CHECK(s.phase == zp::Phase::Bidding);
    CHECK(ref.game().waiting().seat == 2);
}

TEST_CASE("Once the Round Is Over: 'last' makes the player on the decider's left start, so the decider plays last",
          "[next-start]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    play(ref, {"4", "5", "3", "tricks Ana 4", "tricks Ben 5", "tricks Cai 3"});
    play(ref, {"last"});  // shorthand for Cai
    const auto& s = ref.game().state();
    CHECK(s.round.start_seat == 0);  // Ana sits on Cai's left
    CHECK(ref.game().waiting().seat == 0);
    play(ref, {"4", "4", "4"});
    CHECK(ref.game().waiting().seat == 0);  // Ana leads trick 1
}

TEST_CASE("Once the Round Is Over: the lowest score is the points total, skulls left out", "[next-start]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    // Ana's zero bid gives her 12 skulls but 0 points; Cai scores 1 point.
    play(ref, {"0", "11", "1", "tricks Ana 0", "tricks Ben 11", "tricks Cai 1"});
    CHECK(ref.game().state().skulls == std::vector<int>{12, 2, 2});
    CHECK(ref.game().state().next_decider_side == 0);
}

TEST_CASE("Once the Round Is Over: in Teams either partner of the lowest team may choose", "[next-start][teams]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, true);
    play(ref, {"2", "3", "2", "3", "tricks Ana 2", "tricks Ben 3", "tricks Cai 2", "tricks Dee 3"});
    REQUIRE(ref.game().state().next_decider_side == 0);
    CHECK(refused(ref, "start Dee first") == "Ana & Cai chooses the next start, not Dee");
    play(ref, {"start Cai first"});
    CHECK(ref.game().state().round.start_seat == 2);
}

TEST_CASE("Once the Round Is Over: after round 1 a tie for lowest is searched clockwise from round 1's start player",
          "[next-start][tie]") {
    // Ben starts round 1, so the dealer is Ana. Ana and Cai tie on 3 points;
    // the search begins with Ben (left of the dealer): Cai is the first tied seat.
    auto ref = table({"Ana", "Ben", "Cai"}, false, "a a a a", "Ben");
    play(ref, {"6", "3", "3", "tricks Ana 3", "tricks Ben 6", "tricks Cai 3"});
    const auto& s = ref.game().state();
    REQUIRE(zp::Phase::NextStart == s.phase);
    CHECK(s.results.back().receipts.at(0).points == 3);
    CHECK(s.results.back().receipts.at(2).points == 3);
    CHECK(s.next_decider_side == 2);
}

TEST_CASE("Once the Round Is Over: a later tie is searched clockwise from the left of the previous decider",
          "[next-start][tie]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    // Round 1 (Ana starts, dealer Cai): Ben and Cai tie on 3; the search from
    // Ana finds Ben first. Ben goes first, so Ben also starts round 2.
    play(ref, {"6", "3", "3", "tricks Ana 6", "tricks Ben 3", "tricks Cai 3"});
    REQUIRE(ref.game().state().next_decider_side == 1);
    play(ref, {"first"});
    REQUIRE(ref.game().state().round.start_seat == 1);
    // Round 2 (bids Ben, Cai, Ana): Ana 0 and Ben 3, Cai 3: all tie on 6.
    // The search starts left of Ben (the previous decider): Cai decides,
    // not Ben (the round's start player) nor Ana (seat 1).
    play(ref, {"bid Ben 3", "bid Cai 3", "bid Ana 0", "tricks Ana 0", "tricks Ben 9", "tricks Cai 3"});
    const auto& s = ref.game().state();
    CHECK(zp::Phase::NextStart == s.phase);
    std::vector<int> totals(3, 0);
    for (const auto& r : s.results)
        for (const auto& rc : r.receipts) totals.at(static_cast<std::size_t>(rc.side)) += rc.points;
    REQUIRE(totals == std::vector<int>{6, 6, 6});
    CHECK(s.next_decider_side == 2);
    CHECK(ref.game().waiting().seat == 2);
}

}  // namespace zref::test

namespace zref::test {

TEST_CASE("Once the Round Is Over: a team is asked in the plural, a player in the singular", "[next-start]") {
    auto teams = table({"Ana", "Ben", "Cai", "Dee"}, true);
    play(teams, {"2", "3", "2", "3", "tricks Ana 2", "tricks Ben 3", "tricks Cai 2"});
    CHECK(any_contains(accepted(teams, "tricks Dee 3").notices,
                       "Ana & Cai have the lowest score and choose: go first or last in round 2? (first or last; "
                       "either partner may be named)"));
    auto players = table({"Ana", "Ben", "Cai"});
    play(players, {"6", "5", "1", "tricks Ana 6", "tricks Ben 5"});
    CHECK(any_contains(accepted(players, "tricks Cai 1").notices,
                       "Cai has the lowest score and chooses: go first or last in round 2? (first or last)"));
}

}  // namespace zref::test
