// The Prince Always Rings Twice: everyone plays two cards to each trick (in
// two laps, or both on one turn: the reading prince-rings-twice-order); the
// highest sum of a player's led-suit cards wins, and of equal sums the one
// with the higher single card of the led suit.
#include "rp_support.h"

namespace zref::test::rp {

namespace {
struct RingsTwiceCase {
    const char* cards;  // two laps from Ana: Ana Ben Cai Dee Ana Ben Cai Dee
    const char* winner;
};
const RingsTwiceCase kRingsTwiceSums[] = {
    {"q5 q9 q2 f1 q4 f3 q10 q8", "Cai"},  // Ana 9, Ben 9, Cai 12, Dee 8
    {"q10 q9 f2 q1 f3 q8 f4 q2", "Ben"},  // Ana 10, Ben 17, Cai none, Dee 3
    {"f1 q10 q9 q8 q7 q6 q5 q4", "Ana"},  // the lead, a Fairy 1, is the only card of the led suit
};

// Ana leads every trick and wins it; Cai's off-suit Prince in trick 4 lets
// Princes be led in trick 5. Eight cards a trick, five tricks.
const std::vector<std::string> kRingsTwiceRound = {
    "q10 q1 q2 q3 q9 q4 q5 q6", "f10 f1 f2 f3 f9 f4 f5 f6", "p10 p1 p2 p3 p9 p4 p5 p6", "q8 q7 pr1 f7 f8 p7 pr2 p8",
    "pr10 pr3 pr4 pr5 pr9 pr6 pr7 pr8"};
}  // namespace

TEST_CASE("The Prince Always Rings Twice: the highest sum of a player's led-suit cards wins", "[rebel_princess][round_cards]") {
    for (const auto& c : kRingsTwiceSums) {
        INFO(c.cards);
        auto ref = table(players(4), "prince-rings-twice");
        trick(ref, c.cards);
        CHECK(last_winner(ref) == c.winner);
    }
    auto ref = table(players(4), "prince-rings-twice");
    CHECK_THAT(reasons(trick(ref, "q10 q9 f2 q1 f3 q8 f4 q2")),
               Catch::StartsWith("Ben wins: Ben's Queens add up to 17, the highest sum of the led suit [The Prince Always Rings Twice]") &&
                   Catch::Contains("Cai cannot win: Cai played no card of the led suit") &&
                   Catch::Contains("Ana cannot win: Ana's Queens add up to 10, less"));
}

TEST_CASE("The Prince Always Rings Twice: of equal sums, the higher single card of the led suit wins",
          "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "prince-rings-twice");
    const Ruling r = trick(ref, "q4 q1 f1 f2 q7 q10 f3 f4");  // Ana 4 + 7, Ben 1 + 10
    CHECK(last_winner(ref) == "Ben");
    CHECK_THAT(reasons(r), Catch::Contains("Ana's add up to 11 too, and Ben's highest Queen, 10, beats 7"));
}

TEST_CASE("The Prince Always Rings Twice: two laps, each started by the leader (reading prince-rings-twice-order two-laps)",
          "[rebel_princess][round_cards][readings]") {
    auto ref = table(players(4), "prince-rings-twice");
    play(ref, {"q4"});
    CHECK(ref.game().waiting().seat == seat(ref, "Ben"));
    play(ref, {"q1", "f1", "f2"});
    CHECK(ref.game().waiting().seat == seat(ref, "Ana"));  // the second lap
    CHECK_THAT(notices(begin_ruling("prince-rings-twice")),
               Catch::Contains("one in each of two laps that start from the leader (our reading: prince-rings-twice-order = two-laps)"));
}

TEST_CASE("The Prince Always Rings Twice: both cards on one turn with the reading prince-rings-twice-order two-per-turn",
          "[rebel_princess][round_cards][readings]") {
    auto ref = table(players(4), "prince-rings-twice", {"reading prince-rings-twice-order two-per-turn"});
    play(ref, {"q4"});
    CHECK(ref.game().waiting().seat == seat(ref, "Ana"));
    CHECK_THAT(refused(ref, "play Ben q1"), Catch::Contains("Ana"));
    trick(ref, "q7 q1 q10 f1 f2 f3 f4");  // Ana 4 + 7, Ben 1 + 10
    CHECK(last_winner(ref) == "Ben");
    CHECK_THAT(notices(begin_ruling("prince-rings-twice", {"reading prince-rings-twice-order two-per-turn"})),
               Catch::Contains("both on their own turn (our reading: prince-rings-twice-order = two-per-turn)"));
}

TEST_CASE("The Prince Always Rings Twice: a round has half as many tricks as cards in hand", "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "prince-rings-twice", {"reading rebel-of-the-ball off"});
    play_round(ref, kRingsTwiceRound);
    const auto& s = ref.game().state();
    REQUIRE(s.results.size() == 1);
    CHECK(s.results[0].tricks.size() == 5);
    CHECK(total(ref, "Ana") == 15);
}

}  // namespace zref::test::rp
