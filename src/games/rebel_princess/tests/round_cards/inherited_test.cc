// Inherited: whoever wins the last trick hands every trick she took, the
// last one included, to the player on her left before the round is scored.
#include "rp_support.h"

namespace zref::test::rp {

namespace {
// Ana wins tricks 1-4 (Princes 1-4), 9 and 10; Ben wins 5 and 6 (Prince 5);
// Cai trick 7 (3 Princes), Dee trick 8 (2 Princes and the Frog).
const std::vector<std::string> kInheritedRound = {"q10 q1 q2 pr1", "f10 f1 f2 pr2", "p10 pr3 p1 p2", "q9 q3 q4 pr4",
                                                  "q5 q8 q6 pr5",  "f9 f3 p3 f4",   "pr6 pr10 pr7 f5", "pr8 pr9 p8 f6",
                                                  "p4 p9 f7 p5",   "q7 f8 p6 p7"};
}  // namespace

TEST_CASE("Inherited: the last trick's winner gives all her tricks to the player on her left (Rebel Princess 2)",
          "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "inherited");
    play_round(ref, kInheritedRound);
    REQUIRE(ref.game().state().results.at(0).tricks.back().winner == seat(ref, "Ana"));
    CHECK(total(ref, "Ana") == 0);      // her 4 Princes went to Ben
    CHECK(total(ref, "Ben") == 1 + 4);
    CHECK(total(ref, "Cai") == 3);
    CHECK(total(ref, "Dee") == 2 + 5);
    CHECK_THAT(lines(receipt(ref, 1, "Ana")), Catch::Contains("won the last trick, so 6 tricks went to Ben = 0 [Inherited]"));
    CHECK_THAT(lines(receipt(ref, 1, "Ben")), Catch::Contains("5 Princes x 1 = 5") &&
                                                  Catch::Contains("inherited Ana's 6 tricks: Ana won the last trick"));
}

TEST_CASE("Inherited: only the last trick's winner hands hers on", "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "inherited");
    play_round(ref, kSpreadRound);  // Cai wins the last trick: her 2 Princes go to Dee
    CHECK(total(ref, "Ana") == 7);
    CHECK(total(ref, "Ben") == 4);
    CHECK(total(ref, "Cai") == 0);
    CHECK(total(ref, "Dee") == 4);
}

TEST_CASE("Inherited: the tricks handed on count for the heir's Rebel of the Ball", "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "inherited");  // the Deluxe box: Rebel of the Ball is on
    play_round(ref, kLeaderTakesAll);           // Ana takes everything, the last trick too
    CHECK(total(ref, "Ana") == 0);
    CHECK(total(ref, "Ben") == -10);
}

TEST_CASE("Inherited: a round entered by results still adds up to the Princes and the Frog", "[rebel_princess][round_cards]") {
    CHECK_FALSE(last_requests_accepted(4, "inherited", 14));
    CHECK(last_requests_accepted(4, "inherited", 15));
}

}  // namespace zref::test::rp
