// Dancing Queens: the Princes a player took pair up with the Queens they
// took: a couple of equal value 3, a mixed couple 2, a Prince alone 1, a
// Queen alone 0; the Frog still 5. The reading dancing-queens-pairing says
// how couples form.
#include "rp_support.h"

namespace zref::test::rp {

namespace {
struct DancingQueensCase {
    const char* taken;
    int most_pairs;     // equal values first, then mixed couples
    int player_choice;  // the same number of couples, as few of equal value as the cards allow
};
const DancingQueensCase kDancingQueensCases[] = {
    {"pr5 q5", 3, 3},          // one Prince, one Queen, same value: no other way
    {"pr5 q6", 2, 2},          // mixed
    {"pr5", 1, 1},             // a Prince alone
    {"q5", 0, 0},              // a Queen alone
    {"pr5 q5 q6", 3, 2},       // the Prince may take the other Queen
    {"pr1 pr2 q1 q3", 5, 4},   // 1-1 and 2-3, or 1-3 and 2-1
    {"pr1 pr2 q1 q2", 6, 4},   // two equal couples, or two crossed ones
    {"pr1 pr2 pr3 q9", 4, 4},  // one couple, two Princes alone
    {"pr5 q5 p8", 8, 8},       // the Frog still 5
    {"p8 q2", 5, 5},
};
}  // namespace

TEST_CASE("Dancing Queens: a couple of equal value is 3, a mixed couple 2, a Prince alone 1, a Queen alone 0",
          "[rebel_princess][round_cards][readings]") {
    auto ref = table(players(4), "dancing-queens");
    for (const auto& c : kDancingQueensCases) {
        INFO(c.taken);
        CHECK(requests_for(ref, c.taken) == c.most_pairs);
    }
    CHECK_THAT(lines(receipts_for(ref, {"pr1 pr2 pr3 q1 q9"}).front()),
               Catch::Contains("1 couple of equal value x 3, 1 mixed couple x 2, 1 Prince alone x 1 "
                               "(our reading: dancing-queens-pairing = most-pairs) = 6 [Dancing Queens]"));
}

TEST_CASE("Dancing Queens: with the reading player-choice, the couples are formed to cost the least",
          "[rebel_princess][round_cards][readings]") {
    auto ref = table(players(4), "dancing-queens", {"reading dancing-queens-pairing player-choice"});
    for (const auto& c : kDancingQueensCases) {
        INFO(c.taken);
        CHECK(requests_for(ref, c.taken) == c.player_choice);
    }
    CHECK_THAT(lines(receipts_for(ref, {"pr1 pr2 q1 q2"}).front()),
               Catch::Contains("2 mixed couples x 2 (our reading: dancing-queens-pairing = player-choice) = 4"));
}

TEST_CASE("Dancing Queens: a whole round pairs each player's Princes with their Queens", "[rebel_princess][round_cards]") {
    for (const char* pairing : {"most-pairs", "player-choice"}) {
        INFO(pairing);
        auto ref = table(players(4), "dancing-queens", {std::string("reading dancing-queens-pairing ") + pairing});
        play_round(ref, kSpreadRound);
        CHECK(total(ref, "Ana") == 2 * 2 + 5);  // Princes 3 8 with Queens 4 5 9: two mixed couples
        // Princes 4 5 6 10 with Queens 1 2 3 6 7 8 10: 6-6 and 10-10, then two mixed; or four mixed.
        CHECK(total(ref, "Ben") == (std::string(pairing) == "most-pairs" ? 3 + 3 + 2 + 2 : 4 * 2));
        CHECK(total(ref, "Cai") == 2);
        CHECK(total(ref, "Dee") == 2);
    }
}

TEST_CASE("Dancing Queens: a round entered by results has no fixed total", "[rebel_princess][round_cards]") {
    CHECK(last_requests_accepted(4, "dancing-queens", 0));
    CHECK(last_requests_accepted(4, "dancing-queens", 30));
}

}  // namespace zref::test::rp
