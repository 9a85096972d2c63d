// `status` (zref: status): where the round stands, in plain words: bids and
// tricks, the cards on the table, the cards still out suit by suit, what the
// Round card keeps, the skulls, and what is still to decide.
#include "card_support.h"
#include "support.h"

namespace zref::test {
namespace {

TEST_CASE("Status: the cards still out are listed by suit while cards are played (zref: status)", "[status]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    play(ref, {"1", "1", "1", "k7", "k2", "k3", "k9"});
    CHECK(zp::render_status(ref.game()) ==
          "Round 1 of 4, Round card a (Opening Night (of the Living Dead))\n"
          "  Ana              bid 1   tricks 1\n"
          "  Ben              bid 1   tricks 0\n"
          "  Cai              bid 1   tricks 0\n"
          "  On the table: Ana Knight 9\n"
          "  Princes have not broken out\n"
          "  Still out:\n"
          "    Villagers  1 2 3 4 5 6 7 8 9\n"
          "    Pets       1 2 3 4 5 6 7 8 9\n"
          "    Knights    1 4 5 6 8\n"
          "    Princes    1 2 3 4 5 6 7 8 9\n"
          "  Skulls: Ana 2, Ben 2, Cai 2\n"
          "Waiting for: Ben to play to trick 2 of 12\n");
}

TEST_CASE("Status: a round scored by counts lists no cards (zref: status)", "[status]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    play(ref, {"1", "1", "1", "tricks Ana 4"});
    const std::string status = zp::render_status(ref.game());
    CHECK(status.find("Still out") == std::string::npos);
    CHECK(status.find("Skulls: Ana 2, Ben 2, Cai 2\n") != std::string::npos);
}

TEST_CASE("Status: the entries a Round card still needs after the one asked now are listed (zref: status)", "[status]") {
    // Card k (Conspiratorial Corpse Crusade) asks each player in turn to show a card.
    auto ref = table({"Ana", "Ben", "Cai"}, false, "k a a a");
    play(ref, {"1", "1", "1"});
    REQUIRE(state(ref).round.pending.size() == 3);
    CHECK_THAT(zp::render_status(ref.game()),
               Catch::EndsWith("  Still to enter after the one asked now:\n"
                               "    Ben secretly shows one suit to Ana (type 'show NAME SUIT')\n"
                               "    Cai secretly shows one suit to Ben (type 'show NAME SUIT')\n"
                               "Waiting for: Ana secretly shows one suit to Cai (type 'show NAME SUIT') (still to "
                               "enter: Ana, Ben, Cai)\n"));
}

}  // namespace
}  // namespace zref::test
