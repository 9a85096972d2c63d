// "End of Game": the score pile's total, the tie-breaks (Body Parts left in
// hand, then the highest card in the pile) and the end after the last round.
#include "bowling_support.h"
#include "games/bowling_for_zombies/standings.h"

namespace zref::test::bowling {
namespace {

using Catch::Contains;
using Groups = std::vector<std::vector<std::string>>;

TEST_CASE("End of Game: Lane cards and Zombies at face value, each Leg -1", "[bowling][scoring]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    // Ana takes the 9 and gets Ben's Leg; then Ana and Ben rip (7 each).
    play(ref, {"lanes 9 3", "play Ana 4", "play Ben 2 leg above", "play Cai 8", "take Ana 9", "leg Ben Ana"});
    play(ref, {"lanes 6 5", "play Ana 7", "play Ben 7", "play Cai 1"});
    const auto& s = ref.game().state();
    CHECK(points(ref, "Ana") == 9 - 1 + 7);
    CHECK(points(ref, "Ben") == 3 + 7);
    CHECK(points(ref, "Cai") == 0);
    const auto st = bfz::standings(s);
    CHECK(st.pile_cards == std::vector<int>{3, 2, 0});
    CHECK(st.highest_card == std::vector<int>{9, 7, -1});  // a Leg is never the highest card
    CHECK_FALSE(st.final);
}

TEST_CASE("End of Game: a tie goes to more Body Parts left in hand", "[bowling][scoring]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    // Ana's Head takes 4 and 1 (5); then Ben and Cai each get a 5.
    play(ref, {"lanes 4 1", "play Ana 3 head above", "play Ben 9", "play Cai 2"});
    CHECK(points(ref, "Ana") == 5);
    play(ref, {"lanes 5 5", "play Ana 9", "play Ben 8", "play Cai 1"});
    CHECK(points(ref, "Cai") == 5);
    CHECK(points(ref, "Ben") == 5);
    CHECK(ranking(ref) == Groups{{"Ben", "Cai"}, {"Ana"}});
    const auto st = bfz::standings(ref.game().state());
    REQUIRE(st.tie_breaks.size() == 1);
    CHECK_THAT(st.tie_breaks[0], Contains("Ben, Cai, Ana tie on score (5)") && Contains("Ana 2") &&
                                     Contains("Ben and Cai share a place"));
}

TEST_CASE("End of Game: then the highest card in the pile, equal on all shares the place", "[bowling][scoring]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    // Ana 4 + 3 from two rounds, Ben a ripped 7: both 7, Ana's best card is a 4.
    play(ref, {"lanes 4 2 1", "play Ana 5", "play Ben 7", "play Cai 7", "play Dee 9", "take Ana 4"});
    play(ref, {"lanes 3 2 1", "play Ana 6", "play Ben 8", "play Cai 2", "play Dee 1", "take Ana 3", "take Cai 1"});
    CHECK(points(ref, "Ana") == 7);
    CHECK(points(ref, "Ben") == 7);
    CHECK(points(ref, "Cai") == 7 + 1);
    CHECK(points(ref, "Dee") == 2);
    const auto st = bfz::standings(ref.game().state());
    CHECK(ranking(ref).front() == std::vector<std::string>{"Cai"});
    CHECK(ranking(ref)[1] == std::vector<std::string>{"Ben"});
    CHECK(ranking(ref)[2] == std::vector<std::string>{"Ana"});
    CHECK_THAT(st.tie_breaks.at(0), Contains("highest card in the score pile: Ben 7, Ana 4"));
}

TEST_CASE("End of Game: after the 10th round the game is over and nothing more is accepted", "[bowling][scoring]") {
    bfz::Referee ref(data());
    replay_transcript(ref, "standard-3");
    CHECK(ref.game().state().phase == bfz::Phase::GameOver);
    CHECK_THAT(refused(ref, "lanes 2 3"), Contains("the game is over"));
    CHECK_THAT(ref.game().waiting().what, Contains("the game is over"));
    CHECK(ref.game().verbs_now().empty());
}

}  // namespace
}  // namespace zref::test::bowling
