// Pass the Bouquet!: each suit new to the trick becomes the suit to follow,
// and the highest card of the last suit to join the trick wins it.
#include "rp_support.h"

namespace zref::test::rp {

namespace {
struct BouquetCase {
    const char* cards;  // in play order from Ana
    const char* winner;
};
const BouquetCase kBouquetCases[] = {
    {"q5 q9 q2 q10", "Dee"},  // no new suit: the highest Queen
    {"q5 f2 f9 q10", "Cai"},  // Fairies joined last: the highest Fairy
    {"q5 f2 p1 q10", "Cai"},  // Pets joined last, with a 1
    {"q5 f2 q10 f9", "Dee"},  // the Queen 10 came after the Fairies joined
};
}  // namespace

TEST_CASE("Pass the Bouquet!: the highest card of the last suit to join the trick wins", "[rebel_princess][round_cards]") {
    for (const auto& c : kBouquetCases) {
        INFO(c.cards);
        auto ref = table(players(4), "pass-the-bouquet");
        trick(ref, c.cards);
        CHECK(last_winner(ref) == c.winner);
    }
    auto ref = table(players(4), "pass-the-bouquet");
    CHECK_THAT(reasons(trick(ref, "q5 f2 p1 q10")),
               Catch::StartsWith("Cai's Pet 1 wins: Pets were the last suit to join the trick, so they decide, and it is the "
                                 "highest Pet [Pass the Bouquet!]") &&
                   Catch::Contains("Dee's Queen 10 cannot win: it is not of the last suit to join the trick [Pass the Bouquet!]"));
}

TEST_CASE("Pass the Bouquet!: each suit new to the trick becomes the suit to follow", "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "pass-the-bouquet");
    play(ref, {"q5", "f2"});
    CHECK_THAT(ref.game().waiting().what, Catch::Contains("Fairies to follow"));
    CHECK(play(ref, {"7"}).canonical == "play Cai f7");  // a bare number is of the suit to follow
    play(ref, {"q10"});  // Dee goes back to Queens: she has no Fairy
    CHECK(ref.game().state().round.void_since_trick(seat(ref, "Dee"), 1) == 1);
    CHECK(ref.game().state().round.void_since_trick(seat(ref, "Dee"), 0) == 0);
}

}  // namespace zref::test::rp
