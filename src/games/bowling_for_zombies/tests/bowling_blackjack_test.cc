// "Black Jack": five turns, standing at any time, closest to 21 without going
// over, fewer cards (Legs included) breaking a tie.
#include "bowling_support.h"
#include "games/bowling_for_zombies/standings.h"

namespace zref::test::bowling {
namespace {

using Catch::Contains;
using Groups = std::vector<std::vector<std::string>>;

TEST_CASE("Black Jack: a necromancer who stands plays no more zombies, and fewer Lane cards are drawn (our reading)",
          "[bowling][blackjack]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, "blackjack");
    auto r = play(ref, {"stand Ben"});
    CHECK_THAT(reasons(r), Contains("Ben stands on 0") && Contains("blackjack-stand"));
    CHECK_THAT(refused(ref, "lanes 5 4 3"), Contains("draws 2 Lane cards"));
    play(ref, {"lanes 5 4"});
    CHECK_THAT(refused(ref, "play Ben 3"), Contains("Ben stood before turn 1 and plays no more zombies"));
    CHECK_THAT(refused(ref, "stand Ben"), Contains("already stood"));
    play(ref, {"play Ana 2"});
    CHECK_THAT(refused(ref, "stand Ana"), Contains("has revealed a Zombie this turn"));
    // Standing after the Lane cards, before the reveal: the turn goes on without Dee.
    play(ref, {"stand Dee", "play Cai 6"});
    // Cai's 6 is the strongest, Ana gets a card.
    CHECK(ref.game().state().phase == bfz::Phase::Resolve);
}

TEST_CASE("Black Jack: 'stand' belongs to Black Jack only", "[bowling][blackjack]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    CHECK_THAT(refused(ref, "stand Ana"), Contains("only for the Black Jack variant"));
}

TEST_CASE("Black Jack: closest to 21 without going over wins (our reading: blackjack-bust)", "[bowling][blackjack]") {
    auto ref = table({"Ana", "Ben", "Cai"}, "blackjack");
    // Turn 1: Cai's 9 wanders; Ana's Head takes 8 and 1, Ben gets nothing.
    play(ref, {"lanes 8 1", "play Ana 6 head above", "play Ben 5", "play Cai 9"});
    // Turn 2: Ana and Ben rip (7 each): Ana 16, Ben 7; Cai's 1 is the lone survivor.
    play(ref, {"lanes 9 4", "play Ana 7", "play Ben 7", "play Cai 1"});
    // Turn 3: Ana's 9 wanders; Ben takes the 9 (16), Cai the 7 and his Leg goes to Ana (15).
    play(ref, {"lanes 9 7", "play Ana 9", "play Ben 8", "play Cai 2 leg above", "take Ben 9", "leg Cai Ana"});
    CHECK(points(ref, "Ana") == 15);
    CHECK(points(ref, "Ben") == 16);
    CHECK(points(ref, "Cai") == 7);
    // Turn 4: Ben's 9 wanders; Cai's 8 takes the 8 (15); Ana's 0 gets the 6 (21).
    play(ref, {"lanes 8 6", "play Ana 0", "play Ben 9", "play Cai 8", "take Cai 8"});
    CHECK(points(ref, "Ana") == 21);
    CHECK(points(ref, "Cai") == 15);
    // Turn 5: Ana stands, one Lane card; Cai's 6 wanders; Ben's 4 takes the 6 (22, over).
    play(ref, {"stand Ana", "lanes 6", "play Ben 4", "play Cai 6"});
    CHECK(ref.game().state().phase == bfz::Phase::GameOver);
    CHECK(points(ref, "Ben") == 22);
    CHECK(ranking(ref) == Groups{{"Ana"}, {"Cai"}, {"Ben"}});
}

TEST_CASE("Black Jack: of two totals over 21 the smaller excess ranks higher (our reading: blackjack-bust)",
          "[bowling][blackjack]") {
    auto ref = table({"Ana", "Ben", "Cai"}, "blackjack");
    play(ref, {"lanes 9 8", "play Ana 3", "play Ben 2", "play Cai 9", "take Ana 9"});  // Ana 9, Ben 8
    play(ref, {"lanes 9 7", "play Ana 4", "play Ben 3", "play Cai 8", "take Ana 9"});  // Ana 18, Ben 15
    play(ref, {"lanes 5 4", "play Ana 5", "play Ben 4", "play Cai 7", "take Ana 5"});  // Ana 23, Ben 19
    play(ref, {"lanes 6 3", "play Ana 6", "play Ben 5", "play Cai 1", "take Ben 3"});  // Ben 22, Cai 6
    play(ref, {"lanes 2 1", "play Ana 0", "play Ben 0", "play Cai 2"});                // Zombie 0s rip
    CHECK(ref.game().state().phase == bfz::Phase::GameOver);
    CHECK(points(ref, "Ana") == 23);
    CHECK(points(ref, "Ben") == 22);
    CHECK(points(ref, "Cai") == 6);
    const auto st = bfz::standings(ref.game().state());
    CHECK(st.shown[0] == "23, over 21 (4 cards)");
    CHECK(ranking(ref) == Groups{{"Cai"}, {"Ben"}, {"Ana"}});
}

TEST_CASE("Black Jack: a whole game that ends when only one necromancer is left (journal blackjack-4)",
          "[bowling][blackjack][transcript]") {
    bfz::Referee ref(data());
    replay_transcript(ref, "blackjack-4");
    const auto& s = ref.game().state();
    REQUIRE(s.phase == bfz::Phase::GameOver);
    CHECK_THAT(s.end_reason, Contains("only Cai still plays"));
    REQUIRE(s.results.size() == 4);
    // Worked out by hand: points per turn and running totals.
    const int score[4][4] = {{8, 9, 0, 4}, {6, 7, 5, 0}, {3, 0, 0, 7}, {0, 0, 6, 6}};
    const int total[4][4] = {{8, 9, 0, 4}, {14, 16, 5, 4}, {17, 16, 5, 11}, {17, 16, 11, 17}};
    for (std::size_t t = 0; t < 4; ++t)
        for (std::size_t i = 0; i < 4; ++i) {
            INFO("turn " << t + 1 << " seat " << i);
            CHECK(s.results[t].seats[i].score == score[t][i]);
            CHECK(s.results[t].seats[i].total == total[t][i]);
        }
    CHECK(s.results[2].seats[1].note == "stood");
    CHECK(s.results[2].seats[3].cards == std::vector<std::string>{"Leg -1 from Ana", "Lane 8"});
    const auto st = bfz::standings(s);
    CHECK(st.pile_cards == std::vector<int>{3, 2, 2, 4});
    // Ana and Dee both on 17: Ana has fewer cards.
    CHECK(ranking(ref) == Groups{{"Ana"}, {"Dee"}, {"Ben"}, {"Cai"}});
    REQUIRE(st.tie_breaks.size() == 1);
    CHECK_THAT(st.tie_breaks[0], Contains("fewer cards in the score pile: Ana 3, Dee 4"));
}

}  // namespace
}  // namespace zref::test::bowling
