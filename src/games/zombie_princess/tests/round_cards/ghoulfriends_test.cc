// Round card z, Ghoulfriends ("Round Cards" z): "All players play a 2nd card in
// player order after they have played their 1st card. The sum of the cards in
// the led suit wins the cards, which count as 2 tricks (the winner evenly
// splits the cards in the trick at the time it is won at their discretion). If
// a Prince is played, the highest summed Princes played by a single player wins
// the trick. If 2 or more players play the same sum, the player who played it
// first wins the trick."
// Our readings (games/zombie-princess.toml): by default (the table reading
// ghoulfriends-order, readings_ghoulfriends.cc has both values) two laps,
// everyone playing a first card in turn and then a second card in the same
// order, following suit each time if able; equal sums go to the player whose sum was completed first
// in the order of play, and a player with no card of the deciding suit has a
// sum of 0; the Frog decision covers one of the two tricks.
#include "card_support.h"

namespace zref::test {
namespace {

using Catch::Contains;

zp::Referee round_z(const std::string& bids_a = "4", const std::string& bids_b = "4", const std::string& bids_c = "4") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "z a a a");
    play(ref, {bids_a, bids_b, bids_c});
    return ref;
}

}  // namespace

TEST_CASE("Round card z (Ghoulfriends): everyone plays a first card, then a second card in the same order", "[card-z]") {
    auto ref = round_z();
    const auto& s = state(ref);
    CHECK(s.round.current.order == std::vector<int>{0, 1, 2, 0, 1, 2});
    CHECK(ref.game().waiting().what == "Ana to lead trick 1");
    play(ref, {"play Ana v5", "play Ben v9", "play Cai v1"});
    CHECK(s.round.tricks.empty());
    CHECK(ref.game().waiting().what == "Ana to play to trick 1");
    CHECK(refused(ref, "play Ben v2") == "it is Ana's turn to play to trick 1, not Ben's");
    play(ref, {"play Ana v6", "play Ben p1", "play Cai v2"});
    REQUIRE(s.round.tricks.size() == 1);
    CHECK(s.round.tricks.back().plays.size() == 6);
    CHECK(s.round.cards_left == std::vector<int>{10, 10, 10});
}

TEST_CASE("Round card z (Ghoulfriends): the highest sum of the led suit by one player wins, not the highest card",
          "[card-z]") {
    auto ref = round_z();
    // Villagers: Ana 5 + 6 = 11, Ben 9 (his Pet does not add), Cai 1 + 2 = 3.
    auto r = apply_all(ref, {"play Ana v5", "play Ben v9", "play Cai v1", "play Ana v6", "play Ben p1", "play Cai v2"});
    const auto& t = state(ref).round.tricks.back();
    CHECK(t.winner == 0);
    CHECK(t.weight == 2);
    CHECK_THAT(reasons(r), Contains("Ana wins with Villagers adding up to 11 (the led suit); the trick counts as 2 tricks "
                                    "[Round Cards: z. Ghoulfriends]"));
    CHECK(zp::seat_tricks(state(ref)) == std::vector<int>{2, 0, 0});
    CHECK(state(ref).round.current.leader == 0);
}

TEST_CASE("Round card z (Ghoulfriends): when Princes are played, the highest Prince sum by one player wins", "[card-z]") {
    auto ref = round_z();
    // Princes: Ben 2 + 4 = 6, Cai 3; Ana's Villagers (17) do not count.
    auto r = apply_all(ref, {"play Ana v9", "play Ben pr2", "play Cai pr3", "play Ana v8", "play Ben pr4", "play Cai v7"});
    CHECK(state(ref).round.tricks.back().winner == 1);
    CHECK_THAT(reasons(r), Contains("Ben wins with Princes adding up to 6 (Princes were played, so Prince sums decide)"));
}

TEST_CASE("Round card z (Ghoulfriends): equal sums go to the player whose sum was completed first", "[card-z]") {
    SECTION("Cai's one Knight makes 9 before Ana's and Ben's second cards do") {
        auto ref = round_z();
        // Knights: Ana 6 + 3 = 9 (at the 4th card), Ben 4 + 5 = 9 (5th), Cai 9 (3rd; his Pet adds nothing).
        auto r = apply_all(ref, {"play Ana k6", "play Ben k4", "play Cai k9", "play Ana k3", "play Ben k5", "play Cai p1"});
        CHECK(state(ref).round.tricks.back().winner == 2);
        const auto why = reasons(r);
        CHECK_THAT(why, Contains("Cai wins with Knights adding up to 9"));
        CHECK_THAT(why, Contains("Ana also reached 9 but later"));
        CHECK_THAT(why, Contains("Ben also reached 9 but later"));
    }
    SECTION("Ana's second card comes before Ben's") {
        auto ref = round_z();
        apply_all(ref, {"play Ana k6", "play Ben k4", "play Cai k1", "play Ana k3", "play Ben k5", "play Cai k2"});
        CHECK(state(ref).round.tricks.back().winner == 0);
    }
    SECTION("Prince sums: Ben's 1 + 4 ties Cai's 5, and Cai's came first") {
        auto ref = round_z();
        apply_all(ref, {"play Ana v9", "play Ben pr1", "play Cai pr5", "play Ana v8", "play Ben pr4", "play Cai v7"});
        CHECK(state(ref).round.tricks.back().winner == 2);
    }
}

TEST_CASE("Round card z (Ghoulfriends): a won trick counts as 2 tricks, and a round has 6 tricks of 6 cards", "[card-z]") {
    auto ref = round_z("12", "0", "0");
    // Ana leads the higher Villager, Pet, Knight or Prince pair in each trick.
    const std::vector<std::vector<std::string>> tricks = {
        {"v9", "v1", "v2", "v8", "v3", "v4"},   {"v7", "v5", "v6", "k9", "k1", "k2"},
        {"p9", "p1", "p2", "p7", "p3", "p4"},   {"k8", "k3", "k4", "k7", "k5", "k6"},
        {"p6", "p5", "p8", "pr9", "pr1", "pr2"}, {"pr8", "pr3", "pr4", "pr7", "pr5", "pr6"}};
    for (const auto& t : tricks) play(ref, {"play Ana " + t[0], "play Ben " + t[1], "play Cai " + t[2],
                                            "play Ana " + t[3], "play Ben " + t[4], "play Cai " + t[5]});
    const auto& s = state(ref);
    REQUIRE(s.round.tricks.size() == 6);
    for (const auto& t : s.round.tricks) CHECK(t.winner == 0);
    REQUIRE(s.phase == zp::Phase::FrogDecision);  // Cai's Pet 8 went into trick 5
    play(ref, {"count"});
    CHECK(s.results.back().seat_tricks == std::vector<int>{12, 0, 0});
    CHECK(s.results.back().receipts[0].points == 12);
}

TEST_CASE("Round card z (Ghoulfriends): dropping the Frog drops one of the two tricks", "[card-z][frog]") {
    auto ref = round_z("1", "4", "4");
    // Trick 1: Pets, Ana 8 (the Frog) + 9 = 17: Ana's, with the Frog.
    play(ref, {"play Ana p8", "play Ben p1", "play Cai p2", "play Ana p9", "play Ben p3", "play Cai p4"});
    const auto& s = state(ref);
    REQUIRE(s.round.tricks.back().has_frog);
    REQUIRE(s.round.tricks.back().winner == 0);
    // Ben and Cai share the other 5 tricks.
    play(ref, {"play Ana v1", "play Ben v9", "play Cai v2", "play Ana v3", "play Ben v8", "play Cai v4",   // Ben 17
               "play Ben k9", "play Cai k1", "play Ana k2", "play Ben k8", "play Cai k3", "play Ana k4",   // Ben 17
               "play Ben v5", "play Cai v7", "play Ana v6", "play Ben p5", "play Cai p7", "play Ana p6",   // Cai 7
               "play Cai k7", "play Ana k5", "play Ben k6", "play Cai pr9", "play Ana pr1", "play Ben pr2",  // Cai 9 (Princes)
               "play Cai pr8", "play Ana pr3", "play Ben pr4", "play Cai pr7", "play Ana pr5", "play Ben pr6"});  // Cai 15
    REQUIRE(s.round.tricks.size() == 6);
    REQUIRE(s.phase == zp::Phase::FrogDecision);
    SECTION("drop: 1 trick left for Ana, her bid of 1 made") {
        play(ref, {"drop"});
        CHECK(s.results.back().seat_tricks == std::vector<int>{1, 4, 6});
        CHECK(s.results.back().receipts[0].points == 1);
        CHECK(s.results.back().receipts[0].skulls_after == 2);
    }
    SECTION("count: 2 tricks, one over") {
        play(ref, {"count"});
        CHECK(s.results.back().seat_tricks == std::vector<int>{2, 4, 6});
        CHECK(s.results.back().receipts[0].skulls_after == 1);
    }
}

TEST_CASE("Round card z (Ghoulfriends): a round scored by counts adds up to 12 for 3 players", "[card-z][counts]") {
    auto ref = round_z();
    play(ref, {"tricks Ana 4", "tricks Ben 4"});
    CHECK(refused(ref, "tricks Cai 2") ==
          "the tricks add up to 10, but a round has 12: check the counts ('undo' corrects an earlier one)");
    play(ref, {"tricks Cai 4"});
    CHECK(state(ref).results.back().seat_tricks == std::vector<int>{4, 4, 4});
}

// Under z every won trick counts 2, so a typed count of tricks (which
// includes the Frog trick; 'frog' then takes 1 off if it is dropped) is
// always even: an odd count such as 3 is refused, as no round of z makes it.
TEST_CASE("Round card z (Ghoulfriends): a round scored by counts refuses an odd count", "[card-z][counts]") {
    auto ref = round_z();
    auto r = ref.apply("tricks Ana 3");
    INFO((r.ok() ? std::string("accepted") : r.error()));
    CHECK_FALSE(r.ok());
}

}  // namespace zref::test

namespace zref::test {

// "Princess Cards" (Dorothy) with z: the trick she keeps out weighs 2 like
// every trick of the round, whichever way the round is entered.
TEST_CASE("Round card z (Ghoulfriends) and Dorothy: the trick under her card keeps 2 tricks out, by cards and by counts",
          "[card-z][princess-dorothy][counts]") {
    const std::vector<std::string> bids = {"bid Ana 10", "bid Ben 0", "bid Cai 0"};
    auto by_cards = princess_table("z a a a", {"dorothy", "thumbelina", "pea-princess"});
    play(by_cards, bids);
    const std::vector<std::vector<std::string>> tricks = {
        {"v9", "v1", "v2", "v8", "v3", "v4"},   {"v7", "v5", "v6", "k9", "k1", "k2"},
        {"p9", "p1", "p2", "p7", "p3", "p4"},   {"k8", "k3", "k4", "k7", "k5", "k6"},
        {"p6", "p5", "p8", "pr9", "pr1", "pr2"}, {"pr8", "pr3", "pr4", "pr7", "pr5", "pr6"}};
    bool first = true;
    for (const auto& t : tricks) {
        play(by_cards, {"play Ana " + t[0], "play Ben " + t[1], "play Cai " + t[2], "play Ana " + t[3],
                        "play Ben " + t[4], "play Cai " + t[5]});
        if (first) play(by_cards, {"power dorothy"});
        first = false;
    }
    play(by_cards, {"count"});

    auto by_counts = princess_table("z a a a", {"dorothy", "thumbelina", "pea-princess"});
    play(by_counts, bids);
    CHECK_THAT(refused(by_counts, "tricks Ana 0 dorothy"), Contains("won none"));
    play(by_counts, {"tricks Ana 12 frog dorothy", "tricks Ben 0", "tricks Cai 0", "count"});

    for (auto* ref : {&by_cards, &by_counts}) {
        const auto& s = state(*ref);
        REQUIRE(s.phase == zp::Phase::NextStart);
        CHECK(s.results.back().seat_tricks == std::vector<int>{10, 0, 0});
        CHECK(step(*ref, 0, 1).detail == "Dorothy: a trick under her card: 3");
        CHECK(receipt(*ref, 0).points == 10);
    }
    CHECK(receipt(by_cards, 0).skulls_after == receipt(by_counts, 0).skulls_after);
}

}  // namespace zref::test
