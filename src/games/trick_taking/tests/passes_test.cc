// The pass before a round, as the trick-taking games say it: how many cards
// and who hands them to whom.
#include <catch2/catch.hpp>

#include <vector>

#include "games/trick_taking/passes.h"
#include "games/trick_taking/tests/tables.h"

namespace zref::tt::test {

TEST_CASE("Passing: a count is said with its word, half the hand with its size when known", "[trick_taking][passes]") {
    CHECK(pass_count_text(1) == "1 card");
    CHECK(pass_count_text(3) == "3 cards");
    CHECK(pass_count_text(kHalfHand) == "half your hand");
    CHECK(pass_count_text(kHalfHand, 10) == "half your hand (5 cards)");
}

TEST_CASE("Passing: each player hands cards to the neighbour the direction names, partners to each other",
          "[trick_taking][passes]") {
    CHECK(who_passes(four_players(), PassDirection::Left) == "Ana to Ben, Ben to Cai, Cai to Dee, Dee to Ana");
    CHECK(who_passes(four_players(), PassDirection::Right) == "Ana to Dee, Ben to Ana, Cai to Ben, Dee to Cai");
    // Rebel Princess: one card each way.
    CHECK(who_passes(four_players(), PassDirection::Split) ==
          "Ana to Ben and Dee, Ben to Cai and Ana, Cai to Dee and Ben, Dee to Ana and Cai");
    const Seating teams(std::vector<std::string>{"Ana", "Ben", "Cai", "Dee"}, true);
    CHECK(who_passes(teams, PassDirection::Left) == "Ana with Cai, Ben with Dee");
}

}  // namespace zref::tt::test
