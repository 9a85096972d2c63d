// The crown ("End of the Game"): round points plus 1 point per 2 skulls
// (rounded down); a tie goes to most skulls, and a tie that remains is shared.
#include "support.h"

#include "games/zombie_princess/sheet.h"
#include "games/zombie_princess/standings.h"

namespace zref::test {
namespace {

using Catch::Contains;

// One round for Ana, Ben and Cai scored by counts; each takes exactly the
// given bid unless `took` says otherwise. Ana always has the lowest points
// in these games and goes first, so every round starts with her.
void score_round(zp::Referee& ref, int a, int b, int c, int took_c = -1) {
    if (took_c < 0) took_c = c;
    play(ref, {std::to_string(a), std::to_string(b), std::to_string(c), "tricks Ana " + std::to_string(a),
               "tricks Ben " + std::to_string(b), "tricks Cai " + std::to_string(took_c)});
    if (ref.game().state().phase == zp::Phase::NextStart) play(ref, {"start Ana first"});
}

}  // namespace

TEST_CASE("End of the Game: the final score is the round points plus half the skulls, rounded down", "[end]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    score_round(ref, 0, 6, 6);     // Ana 0 (12 skulls), Ben 6, Cai 6
    score_round(ref, 4, 4, 3, 4);  // Ana 4, Ben 4, Cai 3 and one over-trick (1 skull left)
    score_round(ref, 4, 4, 4);
    score_round(ref, 4, 4, 4);
    const auto& s = ref.game().state();
    REQUIRE(s.phase == zp::Phase::GameOver);
    CHECK(zp::points_through(s, 4) == std::vector<int>{12, 18, 17});
    CHECK(s.skulls == std::vector<int>{12, 2, 1});
    auto f = zp::final_standing(s);
    CHECK(f.final_score == std::vector<int>{12 + 6, 18 + 1, 17 + 0});
    CHECK(f.winners == std::vector<int>{1});
    CHECK_FALSE(f.decided_by_skulls);
    auto sheet = zp::build_sheet(s);
    CHECK(sheet.game_over);
    CHECK(sheet.final_score == std::vector<int>{18, 19, 17});
    CHECK(sheet.winners == std::vector<int>{1});
    // Nothing more is accepted once the game is over.
    CHECK_THAT(refused(ref, "bid Ana 2"), Contains("the game is over"));
}

TEST_CASE("End of the Game: a tie on the final score goes to the side with the most skulls", "[end]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    score_round(ref, 0, 6, 6);  // Ana 12 skulls
    score_round(ref, 5, 4, 3);
    score_round(ref, 4, 4, 4);
    score_round(ref, 4, 4, 4);
    const auto& s = ref.game().state();
    REQUIRE(s.phase == zp::Phase::GameOver);
    CHECK(zp::points_through(s, 4) == std::vector<int>{13, 18, 17});
    auto f = zp::final_standing(s);
    CHECK(f.final_score == std::vector<int>{19, 19, 18});
    CHECK(f.winners == std::vector<int>{0});  // 12 skulls against Ben's 2
    CHECK(f.decided_by_skulls);
}

TEST_CASE("End of the Game: a tie on score and skulls shares the crown", "[end]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    for (int r = 0; r < 4; ++r) {
        play(ref, {"4", "4", "4", "tricks Ana 4", "tricks Ben 4", "tricks Cai 4"});
        if (r < 3) {
            // A three-way tie: the search runs clockwise from the left of the previous decider.
            play(ref, {"first"});
        }
    }
    const auto& s = ref.game().state();
    REQUIRE(s.phase == zp::Phase::GameOver);
    auto f = zp::final_standing(s);
    CHECK(f.final_score == std::vector<int>{17, 17, 17});
    CHECK(f.winners == std::vector<int>{0, 1, 2});
    CHECK_FALSE(f.decided_by_skulls);
}

TEST_CASE("End of the Game: Teams score their pooled skulls once", "[end][teams]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, true);
    // Round 1: Ana bids 0 and takes nothing (+5 for Ana & Cai), both teams
    // make 5 (a tie: the search from Ana, round 1's start player, finds Ana).
    // Afterwards Ana & Cai make 4 and Ben & Dee make 6.
    play(ref, {"0", "3", "5", "2", "tricks Ana 0", "tricks Ben 3", "tricks Cai 5", "tricks Dee 2"});
    for (int r = 0; r < 3; ++r) {
        play(ref, {"start Ana first"});
        play(ref, {"bid Ana 2", "bid Ben 3", "bid Cai 2", "bid Dee 3"});
        play(ref, {"tricks Ana 2", "tricks Ben 3", "tricks Cai 2", "tricks Dee 3"});
    }
    const auto& s = ref.game().state();
    REQUIRE(s.phase == zp::Phase::GameOver);
    CHECK(s.skulls == std::vector<int>{9, 4});
    auto f = zp::final_standing(s);
    CHECK(zp::points_through(s, 4) == std::vector<int>{17, 23});
    CHECK(f.final_score == std::vector<int>{17 + 4, 23 + 2});
    CHECK(f.winners == std::vector<int>{1});
}

}  // namespace zref::test
