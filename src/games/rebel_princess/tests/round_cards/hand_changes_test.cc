// Round cards whose hands change unseen during the round (Musical Chairs,
// After-party, Blind Man's Bluff): what a hand showed holds only until then.
// And the cards zref only reminds of (Draft, Masquerade Ball).
#include "rp_support.h"

namespace zref::test::rp {

namespace {

// Ben shows he lacks Queens in trick 1; his Queen in trick `later` is a revoke or not.
bool queen_later_is_flagged(const std::string& card, int tricks_between) {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, card);
    trick(ref, "q5 f9 q2 q3");  // Ana wins and leads
    const char* const filler[] = {"f1 f2 f3 f4", "p1 p2 p3 p4", "f5 f6 f7 f10", "p5 p6 p7 p9"};
    for (int i = 0; i < tricks_between; ++i) trick(ref, filler[i]);  // each won by Dee, who then leads
    const int leader = ref.game().state().round.current.to_play();
    const auto names = ref.game().state().seating.names();
    // Everyone plays a Queen, Ben included.
    const char* const queens[] = {"q10", "q9", "q8", "q7"};
    Ruling ben;
    for (int k = 0, seat = leader; k < 4; ++k, seat = (seat + 1) % 4) {
        const Ruling r = play(ref, {queens[k]});
        if (names[static_cast<std::size_t>(seat)] == "Ben") ben = r;
    }
    return !ben.warnings.empty();
}

}  // namespace

TEST_CASE("Musical Chairs: a card passed after every trick, so a suit shown missing may come back", "[rebel_princess][round_cards]") {
    CHECK_FALSE(queen_later_is_flagged("musical-chairs", 0));
    CHECK(queen_later_is_flagged("once-upon-a-time", 0));
}

TEST_CASE("After-party: the second half of a hand may hold what the first lacked", "[rebel_princess][round_cards]") {
    // Four players hold ten cards: the halves change after trick 5.
    CHECK(queen_later_is_flagged("after-party", 3));
    CHECK_FALSE(queen_later_is_flagged("after-party", 4));
}

TEST_CASE("Blind Man's Bluff: halfway through, each hand passes to the right", "[rebel_princess][round_cards]") {
    CHECK(queen_later_is_flagged("blind-mans-bluff", 3));
    CHECK_FALSE(queen_later_is_flagged("blind-mans-bluff", 4));
}

TEST_CASE("Draft and Masquerade Ball: zref reminds the table what to do, and rules the tricks as usual", "[rebel_princess][round_cards]") {
    for (const std::string card : {"draft", "masquerade-ball"}) {
        zref::rp::Referee ref(data());
        const Ruling begin = play(ref, {"players Ana Ben Cai Dee", "rounds " + card + " a a a a", "start Ana",
                                        "princesses none", "begin"});
        CHECK_THAT(notices(begin), Catch::Contains(card == "draft" ? "keep 2 cards" : "face down"));
        trick(ref, "q5 q9 q2 q3");
        CHECK(ref.game().state().round.tricks.back().winner == seat(ref, "Ben"));
    }
}

}  // namespace zref::test::rp
