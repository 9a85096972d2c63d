// Late to the Ball: the card put aside is its player's card in the last
// trick, whatever is led; typed with 'hold', it stays out of the earlier tricks.
#include "rp_support.h"

namespace zref::test::rp {

TEST_CASE("Late to the Ball: a card held for the last trick is refused before it", "[rebel_princess][round_cards]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, "late-to-the-ball");
    play(ref, {"hold Ben q9"});
    play(ref, {"q5"});
    CHECK_THAT(refused(ref, "q9"), Catch::Contains("last trick"));
    CHECK_THAT(refused(ref, "hold Cai q9"), Catch::Contains("someone else's"));
}

TEST_CASE("Late to the Ball: in the last trick its player plays the held card and no other", "[rebel_princess][round_cards]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, "late-to-the-ball", {"reading rebel-of-the-ball off"});
    play(ref, {"hold Ben p4"});
    const auto& tricks = kLeaderTakesAll;
    for (std::size_t i = 0; i + 1 < tricks.size(); ++i) trick(ref, tricks[i]);  // Ben never plays Pet 4 before
    play(ref, {"p7"});
    CHECK_THAT(refused(ref, "play Ben p5"), Catch::Contains("the one put aside, Pet 4"));
    play(ref, {"play Ben p4", "p5", "p6"});
    CHECK(ref.game().state().results.size() == 1);
}

}  // namespace zref::test::rp
