// "Two Player Game": a phantom hand of Zombies 0-9 plays as a third
// necromancer, dealt by zref from the seed or flipped by the table.
#include <algorithm>

#include "bowling_support.h"

namespace zref::test::bowling {
namespace {

using Catch::Contains;

std::vector<int> phantom_flips(std::uint64_t seed) {
    bfz::Referee ref(data());
    play(ref, {"game bowling-for-zombies", "players Ana Ben", "seed " + std::to_string(seed), "phantom deal", "begin"});
    return ref.game().state().phantom_deck;
}

TEST_CASE("Two Player Game: zref shuffles the phantom hand from the seed", "[bowling][two-player]") {
    const auto a = phantom_flips(7), b = phantom_flips(7), c = phantom_flips(8);
    CHECK(a == b);
    CHECK(a != c);
    auto sorted = a;
    std::sort(sorted.begin(), sorted.end());
    CHECK(sorted == std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9});
}

TEST_CASE("Two Player Game: the phantom flips when both have revealed, and two Lane cards are drawn",
          "[bowling][two-player]") {
    auto ref = table({"Ana", "Ben"}, "standard", "deal");
    const int flip = ref.game().state().phantom_deck.front();
    CHECK_THAT(refused(ref, "lanes 5"), Contains("draws 2 Lane cards") && Contains("3 zombies in play"));
    play(ref, {"lanes 5 4", "play Ana 0"});
    CHECK_FALSE(ref.game().state().round.phantom);
    CHECK_THAT(refused(ref, "phantom 3"), Contains("zref holds the phantom hand"));
    auto r = play(ref, {"play Ben 1"});
    REQUIRE(ref.game().state().round.phantom);
    CHECK(*ref.game().state().round.phantom == flip);
    CHECK_THAT(reasons(r), Contains("the phantom hand flips its top card: Zombie " + std::to_string(flip) +
                                    " [Two Player Game]"));
}

TEST_CASE("Two Player Game: typed flips, the phantom ties, bowls the highest lane, never takes a Leg",
          "[bowling][two-player]") {
    auto ref = table({"Ana", "Ben"}, "standard", "typed");
    play(ref, {"lanes 5 4", "play Ana 6"});
    CHECK_THAT(refused(ref, "phantom 10"), Contains("0-9"));
    play(ref, {"play Ben 3 leg above"});
    CHECK(ref.game().waiting().examples == std::vector<std::string>{"phantom 7"});
    // Ana's 6 is the strongest; the phantom's 4 bowls first, then Ben's 3.
    auto r = play(ref, {"phantom 4"});
    CHECK_THAT(reasons(r), Contains("Ana's Zombie 6 is the strongest left"));
    CHECK_THAT(reasons(r), Contains("the phantom hand's zombie takes the highest Lane card, the 5") &&
                               Contains("phantom-picks"));
    // Ben takes the 4 (no choice) and his Leg can only go to Ana.
    CHECK_THAT(reasons(r), Contains("it goes into Ana's score pile, worth -1 (the only opponent, so zref placed it)"));
    CHECK(points(ref, "Ana") == -1);
    CHECK(points(ref, "Ben") == 4);
    // Round 2: the phantom's 2 ties with Ana's 2; both rip; Ben's 1 is the lone survivor.
    play(ref, {"lanes 8 7", "play Ana 2", "play Ben 1"});
    CHECK_THAT(refused(ref, "phantom 4"), Contains("flipped its Zombie 4 in an earlier round"));
    r = play(ref, {"phantom 2"});
    CHECK_THAT(reasons(r), Contains("Ana and the phantom hand show Zombie 2"));
    CHECK(points(ref, "Ana") == 1);
    CHECK(ref.game().state().phantom_pile.size() == 2);  // the 5, then its Zombie 2
}

TEST_CASE("Two Player Game: the phantom line only with the phantom hand", "[bowling][two-player]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    play(ref, {"lanes 5 4"});
    CHECK_THAT(refused(ref, "phantom 4"), Contains("there is no phantom hand"));
}

}  // namespace
}  // namespace zref::test::bowling
