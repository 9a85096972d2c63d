// A whole standard game, replayed from its journal
// (tests/transcripts/bowling/standard-3.zref): three necromancers, ten
// rounds, every resolution step and Body Part. The expected sheet below was
// worked out by hand from the rulebook ("Reveal Cards and Resolve", "Body
// Parts", "When the Lane Runs Empty", "End of Game"), not copied from zref.
#include "bowling_support.h"
#include "games/bowling_for_zombies/standings.h"

namespace zref::test::bowling {
namespace {

using Catch::Contains;

struct Expected {
    int score[3];
    int total[3];
};

TEST_CASE("Transcript: a full standard game of 10 rounds for 3 (End of Game)", "[bowling][transcript]") {
    bfz::Referee ref(data());
    replay_transcript(ref, "standard-3");
    const auto& s = ref.game().state();
    REQUIRE(s.phase == bfz::Phase::GameOver);
    const auto sheet = bfz::build_sheet(s, data());
    REQUIRE(sheet.rounds_played.size() == 10);
    //                      Ana Ben Cai     Ana Ben Cai
    const Expected rows[] = {{{8, 0, 3}, {8, 0, 3}},     {{7, 7, 0}, {15, 7, 3}},   {{7, 0, 0}, {22, 7, 3}},
                             {{0, 0, 0}, {22, 7, 3}},    {{0, 6, 5}, {22, 13, 8}},  {{7, 0, 0}, {29, 13, 8}},
                             {{0, 0, 7}, {29, 13, 15}},  {{5, 0, 3}, {34, 13, 18}}, {{1, 1, 0}, {35, 14, 18}},
                             {{0, 4, 0}, {35, 18, 18}}};
    for (std::size_t r = 0; r < 10; ++r)
        for (std::size_t i = 0; i < 3; ++i) {
            INFO("round " << r + 1 << ", " << sheet.necromancers[i]);
            CHECK(sheet.rounds_played[r].cells[i].score == rows[r].score[i]);
            CHECK(sheet.rounds_played[r].cells[i].total == rows[r].total[i]);
        }
    using V = std::vector<std::string>;
    const auto& R = sheet.rounds_played;
    CHECK(R[0].cells[0].cards == V{"Lane 9", "Leg -1 from Cai"});
    CHECK(R[0].cells[2].cards == V{"Lane 3"});
    CHECK(R[1].cells[0].cards == V{"Zombie 7"});
    CHECK(R[1].cells[2].fate == "strongest");  // the lone survivor
    CHECK(R[1].discarded == std::vector<int>{5, 4});
    CHECK(R[2].cells[0].cards == V{"Lane 4", "Lane 3"});
    CHECK(R[3].cells[1].cards == V{"Zombie 0"});
    CHECK(R[3].discarded == std::vector<int>{6, 6});
    CHECK(R[4].cells[1].cards == V{"Lane 6"});
    CHECK(R[4].cells[2].events == V{"Hand bluffed (back in hand)"});
    CHECK(R[5].cells[0].cards == V{"Lane 7"});
    CHECK(R[5].discarded == std::vector<int>{2});
    CHECK(R[6].cells[2].cards == V{"Lane 4", "Lane 4", "Leg -1 from Ana"});
    CHECK(R[6].cells[0].events == V{"Leg to Cai"});
    CHECK(R[7].cells[1].events == V{"Leg returned (strongest zombie)"});
    CHECK(R[9].cells[0].cards == V{"Leg -1 from Ben", "Lane 1"});
    // Final: Ana 35; Ben and Cai tie on 18, Ben has a Body Part (his Hand) left.
    const auto& st = sheet.standing;
    CHECK(st.final);
    CHECK(st.points == std::vector<int>{35, 18, 18});
    CHECK(st.parts_left == std::vector<int>{0, 1, 0});
    CHECK(st.highest_card == std::vector<int>{9, 7, 5});
    CHECK(ranking(ref) == std::vector<std::vector<std::string>>{{"Ana"}, {"Ben"}, {"Cai"}});
    REQUIRE(st.tie_breaks.size() == 1);
    CHECK_THAT(st.tie_breaks[0], Contains("Ben, Cai tie on score (18)") && Contains("Ben 1, Cai 0"));
    // The journal's undo was honoured: Cai's Leg acted in round 1.
    CHECK(ref.entries().size() == 53);
}

}  // namespace
}  // namespace zref::test::bowling
