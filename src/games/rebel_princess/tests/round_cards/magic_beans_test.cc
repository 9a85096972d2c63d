// Magic Beans: whoever follows the led suit plays their highest or lowest
// card of it. Hands are hidden, so zref reminds the table and decides
// tricks by the basic rule.
#include "rp_support.h"

namespace zref::test::rp {

TEST_CASE("Magic Beans: the round reminds the table to follow with the highest or the lowest card", "[rebel_princess][round_cards]") {
    CHECK_THAT(notices(begin_ruling("magic-beans")),
               Catch::Contains("When you follow the led suit, play your highest or your lowest card of it"));
    CHECK_THAT(notices(begin_ruling("once-upon-a-time")), !Catch::Contains("highest or your lowest"));
}

TEST_CASE("Magic Beans: the highest card of the led suit still wins the trick", "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "magic-beans");
    const Ruling r = trick(ref, "q5 q9 f10 q2");
    CHECK(last_winner(ref) == "Ben");
    CHECK_THAT(reasons(r), Catch::Contains("Queen 9 wins") && Catch::Contains("[Playing tricks]"));
}

}  // namespace zref::test::rp
