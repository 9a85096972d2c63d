// "High and Low": six rounds, one digit a round placed into a three-digit
// number, high number minus low number.
#include "bowling_support.h"
#include "games/bowling_for_zombies/standings.h"

namespace zref::test::bowling {
namespace {

using Catch::Contains;
using V = std::vector<std::string>;

TEST_CASE("High and Low: a round without a card is 0 in the high half, 9 in the low half (our reading)",
          "[bowling][high-low]") {
    auto ref = table({"Ana", "Ben", "Cai"}, "high-low");
    play(ref, {"lanes 8 6", "play Ana 5", "play Ben 3", "play Cai 9", "take Ana 8"});
    auto w = ref.game().waiting();
    CHECK(w.decision == bfz::Decision::Place);
    CHECK(w.seat == 0);
    CHECK_THAT(w.what, Contains("Ana places the digit 8 in the high number [_ _ _]"));
    CHECK(w.examples == V{"place Ana hundreds", "place Ana tens", "place Ana units"});
    // Any necromancer may place first.
    play(ref, {"place Cai units", "place Ben tens", "Ana hundreds"});
    const auto& s = ref.game().state();
    CHECK(s.necros[0].high_digits == std::vector<int>{8, -1, -1});
    CHECK(s.necros[1].high_digits == std::vector<int>{-1, 6, -1});
    CHECK(s.necros[2].high_digits == std::vector<int>{-1, -1, 0});
    CHECK(s.results[0].seats[2].note == "0 to the units: _ _ 0 (no card: 0)");
    CHECK(s.necros[0].pile.empty());  // no score pile: the cards are discarded
}

TEST_CASE("High and Low: each place once, the last free place is filled by zref", "[bowling][high-low]") {
    auto ref = table({"Ana", "Ben", "Cai"}, "high-low");
    play(ref, {"lanes 8 6", "play Ana 5", "play Ben 3", "play Cai 9", "take Ana 8", "place Ana hundreds",
               "place Ben hundreds", "place Cai hundreds"});
    play(ref, {"lanes 7 2", "play Ana 6", "play Ben 4", "play Cai 2", "take Ben 7"});
    CHECK_THAT(refused(ref, "place Ana hundreds"), Contains("hundreds place already holds 8") &&
                                                      Contains("free: tens, units"));
    CHECK_THAT(refused(ref, "place Ana thousands"), Contains("hundreds, tens or units"));
    play(ref, {"place Ana tens", "place Ben units", "place Cai tens"});
    CHECK_THAT(refused(ref, "place Ana units"), Contains("not accepted now"));
    auto r = play(ref, {"lanes 5 4", "play Ana 2", "play Ben 5", "play Cai 1", "take Ana 5"});
    CHECK_THAT(reasons(r), Contains("goes to the units, the only place left (decided by zref)"));
    CHECK(r.scored_round);
    CHECK_THAT(reasons(r), Contains("the high numbers are noted: Ana 805, Ben 607, Cai 24"));
}

TEST_CASE("High and Low: a Head's two Lane cards are added or subtracted (our reading: high-low-head)",
          "[bowling][high-low]") {
    auto ref = table({"Ana", "Ben", "Cai"}, "high-low");
    play(ref, {"lanes 7 2", "play Ana 5 head above", "play Ben 3", "play Cai 9"});
    // Ana's Head took 7 and 2 (the only pair).
    auto w = ref.game().waiting();
    CHECK(w.decision == bfz::Decision::Combine);
    CHECK_THAT(w.what, Contains("add them (9) or subtract (5)"));
    CHECK_THAT(refused(ref, "place Ana hundreds"), Contains("first says whether the Head's two Lane cards"));
    CHECK_THAT(refused(ref, "combine Ben sum"), Contains("Ben has no Head's two Lane cards"));
    auto r = play(ref, {"difference"});
    CHECK(r.canonical == "combine Ana difference");
    CHECK_THAT(ref.game().waiting().what, Contains("Ana places the digit 5"));
}

TEST_CASE("High and Low: 'combine' and 'place' check the variant, their words and the Lane cards first",
          "[bowling][high-low]") {
    auto ref = table({"Ana", "Ben", "Cai"}, "high-low");
    play(ref, {"lanes 7 2", "play Ana 5 head above", "play Ben 3", "play Cai 9"});
    CHECK(refused(ref, "combine Ana") == "combine: name the necromancer and 'sum' or 'difference', e.g. 'combine Ana sum'");
    CHECK_THAT(refused(ref, "place Ana"), Contains("place: name the necromancer and the place for the digit"));
    CHECK_THAT(refused(ref, "combine Zed sum"), Contains("Zed"));
    auto lanes_first = table({"Ana", "Ben", "Cai"}, "high-low");
    play(lanes_first, {"lanes 8 6", "play Ana 5", "play Ben 3", "play Cai 9"});
    CHECK_THAT(refused(lanes_first, "place Ana tens"), Contains("the Lane cards and Legs come first: "));
    CHECK_THAT(refused(lanes_first, "combine Ana sum"), Contains("the Lane cards and Legs come first: "));
    auto standard = table({"Ana", "Ben", "Cai"});
    play(standard, {"lanes 8 6", "play Ana 5", "play Ben 3", "play Cai 9"});  // the takes are asked now
    CHECK(refused(standard, "combine Ana sum") == "'combine' is only for the High and Low variant");
    CHECK(refused(standard, "place Ana tens") == "'place' is only for the High and Low variant");
}

TEST_CASE("High and Low: a Leg joins a card scored this round and lowers it by one (our reading: leg-attaches)",
          "[bowling][high-low]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, "high-low");
    play(ref, {"lanes 6 4 1", "play Ana 9", "play Ben 7 leg above", "play Cai 5", "play Dee 3", "take Ben 6",
               "take Cai 4"});
    // Dee got the 1. Ben's Leg may join any card of the round, his own too; not a card worth 0.
    auto w = ref.game().waiting();
    CHECK(w.decision == bfz::Decision::Leg);
    CHECK(w.examples == V{"leg Ben Ben 6", "leg Ben Cai 4", "leg Ben Dee 1"});
    CHECK_THAT(refused(ref, "leg Ben Ana"), Contains("Ana has no card the Leg can join"));
    CHECK_THAT(refused(ref, "leg Ben Cai 5"), Contains("no card worth '5'"));
    auto r = play(ref, {"Dee"});  // Dee has one card: the 1
    CHECK(r.canonical == "leg Ben Dee 1");
    CHECK_THAT(reasons(r), Contains("Ben's Leg joins Dee's Lane 1: it now counts 0"));
    CHECK_THAT(ref.game().waiting().what, Contains("Ana places the digit 0"));
    play(ref, {"place Ana units", "place Ben hundreds", "place Cai tens"});
    CHECK_THAT(ref.game().waiting().what, Contains("Dee places the digit 0"));
}

TEST_CASE("High and Low: a Leg joins only a Lane card, never a ripped Zombie (our reading: leg-attaches)",
          "[bowling][high-low]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, "high-low");
    // Ana and Ben rip (Zombie 3 each), Cai's 9 is the strongest; Dee bowls and
    // takes the 6, the only Lane card scored this round: the Leg joins it.
    auto r = play(ref, {"lanes 6 4 1", "play Ana 3", "play Ben 3", "play Cai 9", "play Dee 5 leg above", "take Dee 6"});
    CHECK_THAT(reasons(r), Contains("Dee's Leg joins their own Lane 6: it now counts 5 (the only card it could join"));
    CHECK_THAT(ref.game().waiting().what, Contains("Ana places the digit 3"));  // her ripped Zombie, untouched
}

TEST_CASE("High and Low: a ripped Zombie is the round's digit, a lone survivor scores nothing",
          "[bowling][high-low]") {
    auto ref = table({"Ana", "Ben", "Cai"}, "high-low");
    play(ref, {"lanes 5 4", "play Ana 3", "play Ben 3", "play Cai 0 leg above"});
    // Ana and Ben rip (3 each); Cai's 0 is the lone survivor: its Leg returns, its digit is 0.
    CHECK(ref.game().state().necros[2].leg);
    CHECK_THAT(ref.game().waiting().what, Contains("Ana places the digit 3"));
    play(ref, {"place Ana hundreds", "place Ben hundreds"});
    CHECK_THAT(ref.game().waiting().what, Contains("Cai places the digit 0"));
    play(ref, {"place Cai units"});
    CHECK(ref.game().state().results[0].seats[0].cards == V{"Zombie 3"});
    CHECK(ref.game().state().results[0].discarded == std::vector<int>{5, 4});
}

TEST_CASE("High and Low: a whole game, high minus low (journal high-low-3)", "[bowling][high-low][transcript]") {
    bfz::Referee ref(data());
    replay_transcript(ref, "high-low-3");
    const auto& s = ref.game().state();
    REQUIRE(s.phase == bfz::Phase::GameOver);
    REQUIRE(s.results.size() == 6);
    // Worked out by hand: digit and the half's number after each round.
    const int digit[6][3] = {{8, 6, 0}, {7, 0, 0}, {4, 4, 0}, {9, 9, 1}, {7, 1, 9}, {9, 2, 3}};
    const int number[6][3] = {{800, 600, 0}, {870, 600, 0}, {874, 640, 0},
                              {9, 9, 100},   {79, 109, 109}, {979, 129, 139}};
    for (std::size_t r = 0; r < 6; ++r)
        for (std::size_t i = 0; i < 3; ++i) {
            INFO("round " << r + 1 << " seat " << i);
            CHECK(s.results[r].seats[i].score == digit[r][i]);
            CHECK(s.results[r].seats[i].total == number[r][i]);
        }
    const auto st = bfz::standings(s);
    CHECK(st.high == std::vector<int>{874, 640, 0});
    CHECK(st.low == std::vector<int>{979, 129, 139});
    CHECK(st.points == std::vector<int>{874 - 979, 640 - 129, 0 - 139});
    CHECK(ranking(ref) == std::vector<std::vector<std::string>>{{"Ben"}, {"Ana"}, {"Cai"}});
    // Round 4: Ben's Leg lowered Cai's 2 to 1; round 2: Ana added her Head's 4 and 3.
    CHECK(s.results[3].seats[2].cards == V{"Lane 2", "Leg from Ben on Lane 2 (now 1)"});
    CHECK(s.results[1].seats[0].cards == V{"Lane 4", "Lane 3"});
}

}  // namespace
}  // namespace zref::test::bowling
