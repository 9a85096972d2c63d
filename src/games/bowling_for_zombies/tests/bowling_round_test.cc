// A round's first steps ("Drawing Lane Cards", "Choose Necromancer Zombie
// Cards"): the Lane cards typed against what is left of the deck, and each
// reveal checked against the necromancer's cards.
#include "bowling_support.h"

namespace zref::test::bowling {
namespace {

using Catch::Contains;

TEST_CASE("Drawing Lane Cards: one fewer than the necromancers", "[bowling][lanes]") {
    auto ref = table({"Svipdag", "Skuld", "H.P.", "Sauron"});
    CHECK_THAT(refused(ref, "lanes 2 4"), Contains("draws 3 Lane cards") && Contains("4 zombies in play"));
    CHECK_THAT(refused(ref, "lanes 2 4 6 8"), Contains("draws 3"));
    CHECK_THAT(refused(ref, "lanes 2 4 0"), Contains("no Lane card '0'") && Contains("1 to 9 pins"));
    CHECK_THAT(refused(ref, "lanes 2 4 10"), Contains("no Lane card '10'"));
    auto r = play(ref, {"2 2 4"});  // shorthand
    CHECK(r.canonical == "lanes 2 2 4");
    CHECK(ref.game().state().round.table == std::vector<int>{2, 2, 4});
    CHECK(ref.game().state().phase == bfz::Phase::Reveal);
}

TEST_CASE("Drawing Lane Cards: a value the deck no longer holds is refused (Contents)", "[bowling][lanes]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    play(ref, {"lanes 9 9"});
    CHECK(ref.game().state().lane_deck[9] == 0);
    play(ref, {"play Ana 1", "play Ben 2", "play Cai 3"});
    // Cai's 3 wanders; Ben takes a 9 (one choice), Ana the other.
    CHECK(points(ref, "Ben") == 9);
    CHECK(points(ref, "Ana") == 9);
    CHECK_THAT(refused(ref, "lanes 9 5"), Contains("no more 9s: all 2 are drawn already"));
    // 1s: two in the deck.
    play(ref, {"lanes 1 1"});
    play(ref, {"play Ana 4", "play Ben 5", "play Cai 6"});
    CHECK_THAT(refused(ref, "lanes 1 5"), Contains("no more 1s"));
}

TEST_CASE("Choose Necromancer Zombie Cards: each Zombie once a game", "[bowling][reveal]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    play(ref, {"lanes 5 4", "play Ana 3", "play Ben 7", "play Cai 2", "take Ana 5"});
    play(ref, {"lanes 6 2"});
    CHECK_THAT(refused(ref, "play Ana 3"), Contains("Ana played Zombie 3 in round 1") &&
                                               Contains("Zombies left: 0 1 2 4 5 6 7 8 9"));
    CHECK_THAT(refused(ref, "play Ana 10"), Contains("'10' is not a Zombie"));
    play(ref, {"play Ana 4"});
    CHECK_THAT(refused(ref, "play Ana 5"), Contains("already revealed Zombie 4") && Contains("'undo'"));
}

TEST_CASE("Choose Necromancer Zombie Cards: a Body Part lies above or below, one at most", "[bowling][reveal]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    play(ref, {"lanes 5 4"});
    CHECK(refused(ref, "play Ana 3 head") ==
          "say where Ana's Head lies: 'play Ana 3 head above' (on top of the Zombie, it acts) or 'play Ana 3 head "
          "below' (underneath, a bluff)");
    CHECK_THAT(refused(ref, "play Ana 3 above"), Contains("goes with a Body Part"));
    CHECK_THAT(refused(ref, "play Ana 3 head leg above"), Contains("one Body Part at most"));
    CHECK_THAT(refused(ref, "play Ana 3 hed above"), Contains("did you mean 'head'"));
    auto r = play(ref, {"play Ana 3 above head"});
    CHECK(r.canonical == "play Ana 3 head above");
    CHECK(r.headline == "Ana reveals Zombie 3 with a Head on top");
}

TEST_CASE("Choose Necromancer Zombie Cards: above and below are both open to a Body Part in hand, so the word stays "
          "required (our reading: part-position)",
          "[bowling][reveal]") {
    // The rulebook lets a Body Part lie on top (it acts) or underneath (a
    // bluff, back to the hand) in every round and every variant; nothing in
    // a hand, a round or a variant closes either place. So which one it was
    // is what the table saw, never something zref can work out.
    for (const char* variant : {"standard", "high-low", "poker", "blackjack"}) {
        auto ref = table({"Ana", "Ben", "Cai"}, variant);
        play(ref, {"lanes 5 4"});
        for (const char* part : {"head", "leg", "hand"}) {
            const std::string line = std::string("play Ana 3 ") + part;
            CHECK_THAT(refused(ref, line), Contains("'" + line + " above'") && Contains("'" + line + " below'"));
        }
    }
    // Even the last Lane card left for a Head (it would take one card) or a
    // round the zombie cannot bowl leaves both places open.
    auto ref = table({"Ana", "Ben"}, "standard", "typed");
    play(ref, {"lanes 5 4"});
    CHECK_THAT(refused(ref, "play Ana 3 head"), Contains("or 'play Ana 3 head below'"));
    // A Body Part no longer in hand is refused for that, whatever the place.
    auto used = table({"Ana", "Ben", "Cai"});
    play(used, {"lanes 8 1", "play Ana 5 head above", "play Ben 9", "play Cai 2"});
    play(used, {"lanes 5 4"});
    CHECK_THAT(refused(used, "play Ana 3 head"), Contains("Ana's Head is no longer in hand"));
}

TEST_CASE("Contents: the Arm of the contents list is the Hand", "[bowling][reveal]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    play(ref, {"lanes 5 4"});
    auto r = play(ref, {"play Ana 3 arm top"});
    CHECK(r.canonical == "play Ana 3 hand above");
    r = play(ref, {"play Ben 4 ARM under"});
    CHECK(r.canonical == "play Ben 4 hand below");
}

TEST_CASE("Choose Necromancer Zombie Cards: shorthand names the necromancer zref waits for", "[bowling][reveal]") {
    auto ref = table({"Svipdag", "Skuld", "H.P.", "Sauron"});
    play(ref, {"lanes 2 2 4"});
    CHECK(ref.game().waiting().seat == 0);
    auto r = play(ref, {"Sauron 5+head above"});
    CHECK(r.canonical == "play Sauron 5 head above");
    r = play(ref, {"0"});  // the first not yet revealed: Svipdag
    CHECK(r.canonical == "play Svipdag 0");
    r = play(ref, {"H.P 5"});  // H.P. by a prefix
    CHECK(r.canonical == "play H.P. 5");
    CHECK_THAT(refused(ref, "S 9"), Contains("could be Svipdag or Skuld"));
    r = play(ref, {"Sk 9"});
    CHECK(r.canonical == "play Skuld 9");
    CHECK(ref.game().state().phase == bfz::Phase::Resolve);
}

TEST_CASE("Cards: a used Head is gone, a returned Body Part can be played again (Body Parts)", "[bowling][reveal]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    // Ana's Head on the strongest zombie comes back; Ben's on a bowler is spent.
    play(ref, {"lanes 5 4", "play Ana 9 head above", "play Ben 3 head above", "play Cai 1"});
    CHECK(ref.game().state().necros[0].head);
    CHECK_FALSE(ref.game().state().necros[1].head);
    play(ref, {"lanes 6 2"});
    CHECK_THAT(refused(ref, "play Ben 4 head below"), Contains("Ben's Head is no longer in hand") &&
                                                         Contains("Body Parts in hand: Leg, Hand"));
    play(ref, {"play Ana 8 head above"});
}

}  // namespace
}  // namespace zref::test::bowling
