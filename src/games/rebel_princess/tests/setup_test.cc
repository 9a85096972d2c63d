// Setup ("Setup", "Boxes (sets)"): players, the boxes, the Round cards by id
// or by the letter the table's box prints, and what zref refuses.
#include "rp_support.h"

#include "games/rebel_princess/data_loader.h"

namespace zref::test::rp {

TEST_CASE("Setup: the built-in data loads with every box's Round cards and Princesses", "[rebel_princess][setup]") {
    CHECK(data().round_cards.size() == 40);
    CHECK(data().princesses.size() == 21);
    CHECK(data().round_card("once-upon-a-time")->letters.at("original") == "A");
    CHECK(data().round_card("once-upon-a-time")->letters.at("deluxe") == "a");
}

TEST_CASE("Setup: a Round card by the letter of the table's box, the exact case first", "[rebel_princess][setup]") {
    zref::rp::Referee ref(data());
    play(ref, {"players Ana Ben Cai", "sets original", "rounds A A A B B"});
    CHECK(ref.game().state().setup.rounds.front() == "once-upon-a-time");
    CHECK(ref.game().state().setup.rounds.back() == "invitation");
}

TEST_CASE("Setup: a Team Mode card is refused for players alone", "[rebel_princess][setup]") {
    zref::rp::Referee ref(data());
    CHECK_THAT(refused(ref, "rounds matching-outfits a a a a"), Catch::Contains("Team Mode"));
}

TEST_CASE("Setup: a card not in the table's boxes is refused", "[rebel_princess][setup]") {
    zref::rp::Referee ref(data());
    CHECK_THAT(refused(ref, "rounds invitation a a a a"), Catch::Contains("original"));
}

TEST_CASE("Setup: Rebel Princess 2 alone is refused (it is an expansion)", "[rebel_princess][setup]") {
    zref::rp::Referee ref(data());
    CHECK_THAT(refused(ref, "sets rp2"), Catch::Contains("expansion"));
}

TEST_CASE("Setup: a name that reads as a card is refused", "[rebel_princess][setup]") {
    zref::rp::Referee ref(data());
    CHECK_FALSE(ref.apply("players Ana q7 Cai"));
}

TEST_CASE("Setup: random Round cards come from the seed, the same every replay", "[rebel_princess][setup]") {
    auto draw = [] {
        zref::rp::Referee ref(data());
        play(ref, {"players Ana Ben Cai", "rounds random", "seed 7", "begin"});
        return ref.game().state().setup.rounds;
    };
    CHECK(draw() == draw());
    CHECK(draw().size() == 5);
}

TEST_CASE("Setup: the pass a card prints, by the table's boxes, and one typed for a card no source gives",
          "[rebel_princess][setup][passing]") {
    zref::rp::Referee typed(data());
    const Ruling r = play(typed, {"players Ana Ben Cai", "passes once-upon-a-time 1 left 1 right",
                                  "rounds once-upon-a-time once-upon-a-time once-upon-a-time once-upon-a-time once-upon-a-time",
                                  "start Ana", "princesses none", "begin"});
    CHECK_THAT(notices(r), Catch::Contains("Pass 1 card to the left and 1 card to the right") &&
                               Catch::Contains("Ana to Ben and Cai"));
}

}  // namespace zref::test::rp
