// Round card w, Fester Feast ("Round Cards" w): "Before bidding, each player
// discards 1 card, and after shuffling them, all discarded cards are summed.
// The player who plays the card that exceeds the sum wins the trick (even if a
// Prince was played). Even if the sum has been exceeded, each remaining player
// plays a card in each trick. If no player exceeds the sum, the highest Prince
// (if any) or highest card of the led suit wins the trick."
// Our readings (games/zombie-princess.toml): the target is passed by the
// running total of the values played to the trick; reaching the sum exactly
// does not pass it. The discards are typed in, so they cannot be played later,
// and every hand is one card shorter (one trick fewer).
#include "card_support.h"

namespace zref::test {
namespace {

using Catch::Contains;

// 3 players, Ana starts; the three discards are typed, then the bids.
zp::Referee after_discards(const std::string& ana, const std::string& ben, const std::string& cai) {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "w a a a");
    play(ref, {"discard Ana " + ana, "discard Ben " + ben, "discard Cai " + cai});
    REQUIRE(state(ref).phase == zp::Phase::Bidding);
    return ref;
}

}  // namespace

TEST_CASE("Round card w (Fester Feast): before bidding each player discards 1 card, starting with the start player",
          "[card-w]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "w a a a");
    const auto& s = state(ref);
    REQUIRE(s.phase == zp::Phase::Declare);
    CHECK(s.round.pending.size() == 3);
    CHECK(ref.game().waiting().what ==
          "Ana discards 1 card (type it: 'discard NAME CARD') (still to enter: Ana, Ben, Cai)");
    // No bid before the discards.
    CHECK(refused(ref, "bid Ana 2") ==
          "'bid' is not accepted now: Ana discards 1 card (type it: 'discard NAME CARD') (still to enter: Ana, Ben, Cai)");
    auto r = apply_all(ref, {"discard Ana v3"});
    CHECK(r.headline == "Ana discards Villager 3");
    CHECK(any_contains(r.notices, "Next: Ben discards 1 card"));
    CHECK(s.round.cards_left == std::vector<int>{11, 12, 12});
    // One discard each.
    CHECK(refused(ref, "discard Ana v4") ==
          "'discard' for Ana is not needed now: Ben discards 1 card (type it: 'discard NAME CARD')");
    // A card already discarded cannot be discarded again.
    CHECK(refused(ref, "discard Ben v3") == "discard: Villager 3 is already discarded (usage: discard NAME CARD)");
    // Shorthand: a card alone is the discard of the player zref is waiting for.
    r = apply_all(ref, {"k2"});
    CHECK(r.headline == "Ben discards Knight 2");
    r = apply_all(ref, {"discard Cai pr1"});
    CHECK(any_contains(r.notices, "The discards add up to 6: in each trick, the card that takes the trick's total above 6 wins it"));
    CHECK(any_contains(r.notices, "Bidding starts with Ana, then clockwise"));
    CHECK(s.phase == zp::Phase::Bidding);
    CHECK(s.round.discards.size() == 3);
    CHECK(s.round.cards_left == std::vector<int>{11, 11, 11});
    CHECK(refused(ref, "discard Ana v4") == "'discard' is not accepted now: Ana to bid (0-11)");
}

TEST_CASE("Round card w (Fester Feast): a discarded card cannot be played", "[card-w]") {
    auto ref = after_discards("v3", "k2", "pr1");
    play(ref, {"2", "2", "2"});
    CHECK(refused(ref, "play Ana v3") == "Villager 3 was already played as a discard (Fester Feast): each card is played once a round");
    CHECK(refused(ref, "play Ana k2") == "Knight 2 was already played as a discard (Fester Feast): each card is played once a round");
    CHECK(state(ref).round.tricks.empty());
    CHECK(state(ref).round.current.plays.empty());
}

TEST_CASE("Round card w (Fester Feast): the round has one trick fewer", "[card-w]") {
    SECTION("played: 11 tricks of 3 cards end the round") {
        auto ref = after_discards("v9", "k9", "pr9");  // sum 27: no trick can pass it
        play(ref, {"4", "4", "3"});
        CHECK(ref.game().waiting().what == "Ana to lead trick 1 of 11");
        const std::vector<std::string> cards = {"v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "p1", "p2", "p3",
                                                "p4", "p5", "p6", "p7", "p9", "p8", "k1", "k2", "k3", "k4", "k5",
                                                "k6", "k7", "k8", "pr1", "pr2", "pr3", "pr4", "pr5", "pr6", "pr7", "pr8"};
        REQUIRE(cards.size() == 33);
        for (std::size_t i = 0; i < cards.size(); ++i) {
            INFO("card " << i << ": " << cards[i]);
            REQUIRE(state(ref).phase == zp::Phase::Tricks);
            auto r = ref.apply(cards[i]);
            if (!r) r = ref.apply(cards[i] + " only-princes");
            REQUIRE(r.ok());
        }
        CHECK(state(ref).round.tricks.size() == 11);
        CHECK(state(ref).round.cards_left == std::vector<int>{0, 0, 0});
        CHECK(state(ref).phase != zp::Phase::Tricks);
    }
    SECTION("scored by counts: the counts add up to 11") {
        auto ref = after_discards("v9", "k9", "pr9");
        play(ref, {"4", "4", "3", "tricks Ana 4", "tricks Ben 4"});
        CHECK(refused(ref, "tricks Cai 4") == "that makes 12 tricks, but a round has only 11");
        CHECK(refused(ref, "tricks Cai 2") ==
              "the tricks add up to 10, but a round has 11: check the counts ('undo' corrects an earlier one)");
        play(ref, {"tricks Cai 3"});
        CHECK(state(ref).results.back().seat_tricks == std::vector<int>{4, 4, 3});
    }
}

TEST_CASE("Round card w (Fester Feast): the card that pushes the running total past the discards' sum wins, even over a "
          "Prince",
          "[card-w]") {
    auto ref = after_discards("v5", "k3", "pr2");  // sum 10
    play(ref, {"3", "3", "3"});
    // Ana's Villager 4 makes 4, Ben's Prince 6 makes 10 (not past 10), Cai's Villager 1 makes 11.
    auto r = apply_all(ref, {"play Ana v4", "play Ben pr6", "play Cai v1"});
    const auto& t = state(ref).round.tricks.back();
    CHECK(t.winner == 2);
    CHECK(any_contains(r.notices, "Trick 1 to Cai. Cai's Villager 1 wins: it took the trick's running total to 11, past the "
                         "discards' sum of 10 (this beats even a Prince)"));
    CHECK_THAT(reasons(r), Contains("[Round Cards: w. Fester Feast]"));
    CHECK(state(ref).round.current.leader == 2);
}

TEST_CASE("Round card w (Fester Feast): the leader's own card can pass the sum and win against a later Prince", "[card-w]") {
    auto ref = after_discards("v1", "p1", "k1");  // sum 3
    play(ref, {"3", "3", "3"});
    apply_all(ref, {"play Ana v4", "play Ben pr9", "play Cai v9"});
    CHECK(state(ref).round.tricks.back().winner == 0);
}

TEST_CASE("Round card w (Fester Feast): once the sum is passed, the others still play to the trick", "[card-w]") {
    auto ref = after_discards("v5", "k3", "pr2");  // sum 10
    play(ref, {"3", "3", "3"});
    play(ref, {"play Ana p9", "play Ben p3"});  // 12: Ben passes the sum
    const auto& s = state(ref);
    CHECK(s.round.tricks.empty());
    CHECK(ref.game().waiting().seat == 2);
    CHECK(ref.game().waiting().what == "Cai to play to trick 1 of 11");
    play(ref, {"play Cai pr3"});  // Cai's Prince comes after the pass: Ben keeps the trick
    REQUIRE(s.round.tricks.size() == 1);
    CHECK(s.round.tricks.back().winner == 1);
    CHECK(s.round.tricks.back().plays.size() == 3);
}

TEST_CASE("Round card w (Fester Feast): reaching the sum exactly does not pass it, then the usual rule decides", "[card-w]") {
    auto ref = after_discards("v5", "k3", "pr2");  // sum 10
    play(ref, {"3", "3", "3"});
    SECTION("the highest card of the led suit") {
        auto r = apply_all(ref, {"play Ana k1", "play Ben k4", "play Cai k5"});  // 1 + 4 + 5 = 10
        CHECK(state(ref).round.tricks.back().winner == 2);
        CHECK_THAT(reasons(r),
                   Contains("the trick's total, 10, never passed the discards' sum of 10, so the usual rule decides"));
    }
    SECTION("the highest Prince, when one was played") {
        auto r = apply_all(ref, {"play Ana p2", "play Ben pr1", "play Cai p4"});  // 2 + 1 + 4 = 7
        CHECK(state(ref).round.tricks.back().winner == 1);
        CHECK_THAT(reasons(r), Contains("Ben's Prince 1 wins: a Prince was played"));
    }
}

}  // namespace zref::test
