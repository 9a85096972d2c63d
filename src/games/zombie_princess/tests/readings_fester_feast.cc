// Round card w, Fester Feast ("Round Cards" w: the discards are shuffled, then
// summed), by the reading fester-feast-discards: each discard typed with its
// player (named) or as the card only (anonymous). Either way the trick's
// running total against the sum is shown as cards are played.
#include "card_support.h"
#include "games/zombie_princess/table/render.h"

namespace zref::test {
namespace {

using Catch::Contains;
using Catch::StartsWith;

// Ana, Ben, Cai; rounds w a a a; the reading given; Ana starts.
zp::Referee fester_table(const std::string& value) {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess", "players Ana Ben Cai", "mode individuals", "rounds w a a a", "seed 1", "start Ana",
               "princesses none", "powers off", "reading fester-feast-discards " + value, "begin"});
    REQUIRE(state(ref).phase == zp::Phase::Declare);
    return ref;
}

}  // namespace

TEST_CASE("Round Cards: w. Fester Feast: discards typed with or without the player (reading fester-feast-discards)",
          "[readings][card-w]") {
    SECTION("named (default): each discard names its player") {
        auto ref = fester_table("named");
        auto r = apply_all(ref, {"discard Ana v3"});
        CHECK(r.headline == "Ana discards Villager 3");
        CHECK_THAT(refused(ref, "discard k2"), Contains("k2"));  // a card is not a player
        play(ref, {"discard Ben k2", "discard Cai pr1"});
        CHECK(state(ref).phase == zp::Phase::Bidding);
        CHECK(state(ref).round.cards_left == std::vector<int>{11, 11, 11});
    }
    SECTION("anonymous: the cards only, never whose; a card twice, a card not in the deck, a name, a 4th are refused") {
        auto ref = fester_table("anonymous");
        const auto& s = state(ref);
        CHECK(ref.game().waiting().what ==
              "the discards, 3 of 3 still to type, without names (type 'discard CARD' once per card)");
        auto r = apply_all(ref, {"discard v3"});
        CHECK(r.headline == "Discarded: Villager 3 (1 of 3)");
        CHECK(any_contains(r.notices, "Next: the discards, 2 of 3 still to type"));
        const auto before = s.round.discards;
        CHECK_THAT(refused(ref, "discard v3"), StartsWith("discard: Villager 3 is already discarded"));
        CHECK_THAT(refused(ref, "discard v12"), StartsWith("discard: "));
        CHECK(refused(ref, "discard Ben k2") ==
              "discard: name no player, the table does not record whose it is (the discards, 2 of 3 still to type, "
              "without names (type 'discard CARD' once per card))");
        CHECK(s.round.discards == before);
        r = apply_all(ref, {"k2"});  // shorthand: the card alone
        CHECK(r.headline == "Discarded: Knight 2 (2 of 3)");
        r = apply_all(ref, {"discard pr1"});
        CHECK(any_contains(r.notices, "The discards add up to 6"));
        CHECK(s.phase == zp::Phase::Bidding);
        CHECK(s.round.cards_left == std::vector<int>{11, 11, 11});
        CHECK_THAT(refused(ref, "discard v4"), StartsWith("'discard' is not accepted now (every discard is typed)"));
        // A discarded card is out of the deck, whoever discarded it.
        play(ref, {"3", "3", "3"});
        CHECK_THAT(refused(ref, "play Ana v3"), Contains("already played as a discard"));
        CHECK_THAT(refused(ref, "play Ana pr1"), Contains("already played as a discard"));
        // Nothing on screen or in the journal names a discarder.
        for (const auto& line : ref.history())
            if (line.rfind("discard ", 0) == 0) CHECK(line.find_first_of(" ", 8) == std::string::npos);
    }
}

TEST_CASE("Round Cards: w. Fester Feast: each card played shows the trick's running total against the sum", "[card-w]") {
    for (const std::string value : {"named", "anonymous"}) {
        INFO(value);
        auto ref = fester_table(value);
        if (value == "named") play(ref, {"discard Ana v5", "discard Ben k3", "discard Cai pr2"});
        else play(ref, {"discard v5", "discard k3", "discard pr2"});  // sum 10
        play(ref, {"3", "3", "3"});
        auto r = apply_all(ref, {"play Ana p9"});
        CHECK(any_contains(r.notices, "Fester Feast: sum to exceed 10, 9 played so far in this trick"));
        CHECK_THAT(zp::render_status(ref.game()), Contains("Fester Feast: sum to exceed 10, 9 played so far in this trick"));
        r = apply_all(ref, {"play Ben p3"});  // Pet 3
        CHECK(any_contains(r.notices, "Fester Feast: sum to exceed 10, 12 played so far in this trick (Ben's Pet 3 took "
                                      "it past, and wins the trick)"));
    }
}

}  // namespace zref::test
