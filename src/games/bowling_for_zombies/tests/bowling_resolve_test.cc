// "Reveal Cards and Resolve" step by step, the Body Parts as they act
// ("Cards: Body Parts"), "When the Lane Runs Empty" and "Discard Cards".
#include "bowling_support.h"
#include "games/bowling_for_zombies/table/bfz_table.h"

namespace zref::test::bowling {
namespace {

using Catch::Contains;
using V = std::vector<std::string>;

const bfz::Necromancer& necro(const bfz::Referee& ref, const std::string& name) {
    return ref.game().state().necros.at(static_cast<std::size_t>(seat(ref, name)));
}

TEST_CASE("Reveal Cards and Resolve, step 1: a Body Part below goes back to the hand", "[bowling][resolve]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    auto r = play(ref, {"lanes 5 4", "play Ana 3 head below", "play Ben 9", "play Cai 1 hand below"});
    CHECK_THAT(reasons(r), Contains("Ana's Head lay under the Zombie: a bluff, back to the hand [Reveal Cards and Resolve]"));
    play(ref, {"take Ana 5"});
    // Ana bowled and Cai got the 4, yet neither Body Part was used.
    CHECK(points(ref, "Ana") == 5);
    CHECK(points(ref, "Cai") == 4);
    CHECK(necro(ref, "Ana").head);
    CHECK(necro(ref, "Cai").hand);
    CHECK(ref.game().state().results[0].seats[0].events == V{"Head bluffed (back in hand)"});
}

TEST_CASE("Reveal Cards and Resolve, step 2: equal zombies rip each other apart and score themselves",
          "[bowling][resolve]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    auto r = play(ref, {"lanes 5 4 3", "play Ana 6 leg above", "play Ben 6", "play Cai 2", "play Dee 8"});
    CHECK_THAT(reasons(r), Contains("Ana and Ben show Zombie 6: equally strong") &&
                               Contains("Ana's Leg goes back to the hand: a ripped zombie does not use it"));
    CHECK(points(ref, "Ana") == 6);
    CHECK(points(ref, "Ben") == 6);
    CHECK(necro(ref, "Ana").leg);
    CHECK(necro(ref, "Ana").pile.front().kind == bfz::PileCard::Kind::Zombie);
}

TEST_CASE("Reveal Cards and Resolve, step 2: three or more equal zombies all rip (our reading)", "[bowling][resolve]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    auto r = play(ref, {"lanes 5 4 3", "play Ana 4", "play Ben 4", "play Cai 4", "play Dee 1"});
    CHECK_THAT(reasons(r), Contains("Ana, Ben and Cai show Zombie 4") && Contains("three-or-more-equal"));
    for (const char* n : {"Ana", "Ben", "Cai"}) CHECK(points(ref, n) == 4);
    // Dee's 1 is all that is left: the strongest, so it takes nothing.
    CHECK(points(ref, "Dee") == 0);
    CHECK_THAT(reasons(r), Contains("lone-survivor"));
    CHECK(ref.game().state().results[0].discarded == std::vector<int>{5, 4, 3});
}

TEST_CASE("Reveal Cards and Resolve, step 2: two different pairs in one round", "[bowling][resolve]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee", "Eve"});
    play(ref, {"lanes 5 4 3 2", "play Ana 7", "play Ben 7", "play Cai 2", "play Dee 2", "play Eve 0"});
    CHECK(points(ref, "Ana") == 7);
    CHECK(points(ref, "Ben") == 7);
    CHECK(points(ref, "Cai") == 2);
    CHECK(points(ref, "Dee") == 2);
    CHECK(points(ref, "Eve") == 0);  // the lone survivor
    CHECK(ref.game().state().phase == bfz::Phase::Lanes);
}

TEST_CASE("Reveal Cards and Resolve: when every zombie is ripped nobody bowls (our reading)", "[bowling][resolve]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    auto r = play(ref, {"lanes 5 4 3", "play Ana 0", "play Ben 0", "play Cai 3", "play Dee 3"});
    CHECK_THAT(reasons(r), Contains("every zombie was ripped apart") && Contains("all-ripped"));
    CHECK(points(ref, "Ana") == 0);
    CHECK(necro(ref, "Ana").pile.size() == 1);  // Zombie 0 lies in the pile (zero-zombie)
    CHECK(points(ref, "Cai") == 3);
    CHECK(r.scored_round);
}

TEST_CASE("Reveal Cards and Resolve, step 3: the strongest remaining zombie takes nothing", "[bowling][resolve]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    auto r = play(ref, {"lanes 5 4", "play Ana 9 hand above", "play Ben 3", "play Cai 2"});
    CHECK_THAT(reasons(r), Contains("Ana's Zombie 9 is the strongest left") &&
                               Contains("Ana's Hand goes back to the hand, unused"));
    CHECK(necro(ref, "Ana").hand);
    play(ref, {"take Ben 5"});
    CHECK(points(ref, "Ana") == 0);
    CHECK(ref.game().state().results[0].seats[0].fate == bfz::Fate::Wandered);
}

TEST_CASE("Reveal Cards and Resolve, step 4: the rest pick from the strongest down", "[bowling][resolve]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    auto r = play(ref, {"lanes 7 5 2", "play Ana 1", "play Ben 6", "play Cai 4", "play Dee 9"});
    CHECK_THAT(reasons(r), Contains("bowl from the strongest down: Ben (6), Cai (4), Ana (1)"));
    auto w = ref.game().waiting();
    CHECK(w.seat == 1);
    CHECK(w.decision == bfz::Decision::Take);
    CHECK(w.examples == V{"take Ben 7", "take Ben 5", "take Ben 2"});
    CHECK_THAT(refused(ref, "take Cai 7"), Contains("it is Ben's turn to take a Lane card"));
    CHECK_THAT(refused(ref, "take Ben 4"), Contains("no 4 is left to take") && Contains("7, 5 and 2"));
    CHECK_THAT(refused(ref, "take Ben 7 5"), Contains("only a Head on top takes two"));
    CHECK_THAT(refused(ref, "take Ben 7 remove 5"), Contains("only a Hand on top removes"));
    r = play(ref, {"5"});  // shorthand for Ben
    CHECK(r.canonical == "take Ben 5");
    play(ref, {"Cai 7"});
    // Ana is left with the 2 alone: zref takes it for her and says so.
    CHECK(points(ref, "Ana") == 2);
}

TEST_CASE("Reveal Cards and Resolve: a pick with one outcome is made by zref", "[bowling][resolve]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    // Two equal Lane cards: taking either is the same choice.
    auto r = play(ref, {"lanes 6 6", "play Ana 2", "play Ben 5", "play Cai 8"});
    CHECK_THAT(reasons(r), Contains("Ben's Zombie 5 bowls and takes the 6 (the only choice, so zref made it)"));
    CHECK_THAT(reasons(r), Contains("Ana's Zombie 2 bowls and takes the 6 (the only choice"));
    CHECK(r.scored_round);
}

TEST_CASE("When the Lane Runs Empty: no card, but a Body Part on top is spent", "[bowling][resolve]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    auto r = play(ref, {"lanes 5 4 3", "play Ana 9", "play Ben 8 head above", "play Cai 2 hand above",
                        "play Dee 1 leg above"});
    // Ben's Head takes 5 and 4 (or 5 and 3, or 4 and 3): he must choose.
    CHECK(ref.game().waiting().examples == V{"take Ben 5 4", "take Ben 5 3", "take Ben 4 3"});
    r = play(ref, {"take Ben 5 4"});
    // Cai's Hand takes the 3, nothing to block; Dee finds nothing but her Leg acts.
    CHECK_THAT(reasons(r), Contains("Cai takes the 3; the Hand blocks nothing: no other Lane card is left"));
    CHECK_THAT(reasons(r), Contains("Dee's Zombie 1 finds the lane empty") && Contains("When the Lane Runs Empty"));
    CHECK_FALSE(r.scored_round);
    CHECK(ref.game().waiting().decision == bfz::Decision::Leg);
    CHECK(ref.game().waiting().seat == 3);
    r = play(ref, {"Ana"});  // shorthand: Dee's Leg to Ana
    CHECK(r.canonical == "leg Dee Ana");
    CHECK(points(ref, "Ana") == -1);
    CHECK_FALSE(necro(ref, "Dee").leg);
    CHECK_FALSE(necro(ref, "Ben").head);
    CHECK_FALSE(necro(ref, "Cai").hand);
}

TEST_CASE("When the Lane Runs Empty: a Head or Hand on a zombie that gets nothing is spent (our reading)",
          "[bowling][resolve]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    auto r = play(ref, {"lanes 8 1", "play Ana 9", "play Ben 7", "play Cai 2 head above", "take Ben 8"});
    (void)r;
    r = play(ref, {"lanes 5 4", "play Ana 8", "play Ben 6 hand above", "play Cai 3 hand above",
                   "take Ben 5 remove 4"});
    CHECK_THAT(reasons(r), Contains("Cai's Hand on top is used all the same, with no effect") &&
                               Contains("part-on-gutter"));
    CHECK_FALSE(necro(ref, "Cai").hand);
    CHECK(ref.game().state().results[1].discarded == std::vector<int>{4});
}

TEST_CASE("Discard Cards: the Lane cards nobody took are discarded", "[bowling][resolve]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    auto r = play(ref, {"lanes 9 7 2", "play Ana 9", "play Ben 5", "play Cai 5", "play Dee 3"});
    // Ben and Cai rip, Ana wanders, Dee picks one of three.
    r = play(ref, {"take Dee 9"});
    CHECK_THAT(reasons(r), Contains("nobody bowls the Lane cards 7 and 2: discarded [Discard Cards]"));
    CHECK(ref.game().state().lane_discard[7] == 1);
    CHECK(ref.game().state().results[0].discarded == std::vector<int>{7, 2});
}

TEST_CASE("Body Parts: a Head takes two Lane cards adding up to 9 or less (our reading: head-pair)",
          "[bowling][resolve][parts]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    play(ref, {"lanes 8 4 1", "play Ana 9", "play Ben 6 head above", "play Cai 2", "play Dee 1"});
    const auto& ex = ref.game().waiting().examples;
    CHECK(ex == V{"take Ben 8 1", "take Ben 4 1"});
    CHECK_THAT(refused(ref, "take Ben 8 4"), Contains("adding up to 9 or less") && Contains("'take Ben 8 1'"));
    CHECK_THAT(refused(ref, "take Ben 8"), Contains("head-pair"));
    auto r = play(ref, {"1 8"});  // either order
    CHECK(r.canonical == "take Ben 8 1");
    CHECK_THAT(reasons(r), Contains("Ben's Head rolls down the lane: Ben takes 8 and 1 (9 pins, at most 9); the Head "
                                    "is used [Cards: Body Parts]"));
    CHECK(points(ref, "Ben") == 9);
    CHECK(points(ref, "Cai") == 4);
}

TEST_CASE("Body Parts: a Head with no pair of 9 or less takes one Lane card (our reading)", "[bowling][resolve][parts]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    play(ref, {"lanes 6 5", "play Ana 9", "play Ben 4 head above", "play Cai 3"});
    CHECK(ref.game().waiting().examples == V{"take Ben 6", "take Ben 5"});
    CHECK_THAT(refused(ref, "take Ben 6 5"), Contains("or less"));
    auto r = play(ref, {"take Ben 6"});
    CHECK_THAT(reasons(r), Contains("no two Lane cards left add up to 9 or less") && Contains("the Head is used"));
    CHECK_FALSE(necro(ref, "Ben").head);
}

TEST_CASE("Body Parts: a Hand takes one Lane card and may block another (our reading: optional)",
          "[bowling][resolve][parts]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    play(ref, {"lanes 8 8 1", "play Ana 5 head above", "play Ben 7 hand above", "play Cai 3", "play Dee 9"});
    const auto w = ref.game().waiting();
    CHECK_THAT(w.what, Contains("with the Hand may block another"));
    CHECK(w.examples == V{"take Ben 8", "take Ben 8 remove 8", "take Ben 8 remove 1", "take Ben 1",
                          "take Ben 1 remove 8"});
    CHECK_THAT(refused(ref, "take Ben 1 remove 1"),
               Contains("no 1 is left to block") && Contains("'take Ben 1', 'take Ben 1 remove 8'"));
    CHECK_THAT(refused(ref, "take Ben 8 remove"), Contains("'remove' takes one Lane card or 'none'"));
    auto r = play(ref, {"take Ben 8 remove none"});  // as older journals wrote it
    CHECK(r.canonical == "take Ben 8");
    CHECK_THAT(reasons(r), Contains("the Hand blocks nothing (our reading: hand-optional-removal)"));
    // Ana's Head: 8+1 = 9, the only pair: taken by zref. Cai gets nothing.
    CHECK(points(ref, "Ana") == 9);
    CHECK(points(ref, "Cai") == 0);
}

TEST_CASE("Body Parts: a Hand's pick that names no Lane card to remove blocks nothing (our reading: "
          "hand-optional-removal)",
          "[bowling][resolve][parts]") {
    // The Hand's removal is a "may": 'take NAME N' alone means it removes
    // nothing, and the journal writes it so.
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    play(ref, {"lanes 8 8 1", "play Ana 5", "play Ben 7 hand above", "play Cai 3", "play Dee 9"});
    auto r = play(ref, {"take Ben 8"});
    CHECK(r.canonical == "take Ben 8");
    CHECK(r.headline == "Ben takes 8");
    CHECK_THAT(reasons(r), Contains("Ben takes the 8; the Hand blocks nothing (our reading: hand-optional-removal); "
                                    "the Hand is used [Cards: Body Parts]"));
    CHECK_FALSE(necro(ref, "Ben").hand);
    CHECK(ref.game().state().round.blocked.empty());
    // The shorthand with nothing but the Lane card, for the next to take.
    r = play(ref, {"1"});
    CHECK(r.canonical == "take Ana 1");
    CHECK(points(ref, "Ben") == 8);
    CHECK(points(ref, "Ana") == 1);
    CHECK(points(ref, "Cai") == 8);  // the other 8 was not blocked

    // The shorthand with a Hand on top, and the old full form an old journal holds.
    auto again = table({"Ana", "Ben", "Cai"});
    play(again, {"lanes 6 2", "play Ana 9", "play Ben 7 hand above", "play Cai 1"});
    r = play(again, {"6"});
    CHECK(r.canonical == "take Ben 6");
    CHECK(points(again, "Cai") == 2);
    auto old = table({"Ana", "Ben", "Cai"});
    play(old, {"lanes 6 2", "play Ana 9", "play Ben 7 hand above", "play Cai 1", "take Ben 6 remove none"});
    for (const char* n : {"Ana", "Ben", "Cai"}) CHECK(points(old, n) == points(again, n));
    CHECK(old.game().state().results.back().discarded == again.game().state().results.back().discarded);
}

TEST_CASE("Body Parts: every ruling a Head decides names the rulebook section it rests on", "[bowling][resolve][parts]") {
    // Two Lane cards adding up to 9 or less, then the Head is spent (Cards: Body Parts).
    {
        auto ref = table({"Ana", "Ben", "Cai"});
        auto r = play(ref, {"lanes 6 2", "play Ana 9", "play Ben 5 head above", "play Cai 1"});
        CHECK_THAT(reasons(r), Contains("Ben's Head rolls down the lane: Ben takes 6 and 2 (8 pins, at most 9); the "
                                        "Head is used (the only choice, so zref made it) [Cards: Body Parts]"));
        CHECK_THAT(reasons(r), Contains("Cai's Zombie 1 finds the lane empty") && Contains("[When the Lane Runs Empty]"));
    }
    // No pair of 9 or less: one Lane card (Cards: Body Parts, our reading: head-pair).
    {
        auto ref = table({"Ana", "Ben", "Cai"});
        auto r = play(ref, {"lanes 6 5", "play Ana 9", "play Ben 4 head above", "play Cai 3", "take Ben 5"});
        CHECK_THAT(reasons(r), Contains("Ben's Head takes only the 5: no two Lane cards left add up to 9 or less "
                                        "(our reading: head-pair); the Head is used [Cards: Body Parts]"));
    }
    // The lane already empty: the Head on top is spent with no effect (When the Lane Runs Empty).
    {
        auto ref = table({"Ana", "Ben", "Cai"});
        auto r = play(ref, {"lanes 6 2", "play Ana 9", "play Ben 4 head above", "play Cai 3 head above"});
        CHECK_THAT(reasons(r), Contains("Cai's Head on top is used all the same, with no effect (our reading: "
                                        "part-on-gutter) [When the Lane Runs Empty]"));
        CHECK_FALSE(necro(ref, "Cai").head);
    }
    // A Head that does not act: underneath, on a ripped zombie, on the strongest (Reveal Cards and Resolve).
    {
        auto ref = table({"Ana", "Ben", "Cai", "Dee"});
        auto r = play(ref, {"lanes 6 5 3", "play Ana 9 head above", "play Ben 4 head above", "play Cai 4",
                            "play Dee 2 head below"});
        CHECK_THAT(reasons(r), Contains("Dee's Head lay under the Zombie: a bluff, back to the hand [Reveal Cards and Resolve]"));
        CHECK_THAT(reasons(r), Contains("Ben's Head goes back to the hand: a ripped zombie does not use it [Reveal "
                                        "Cards and Resolve]"));
        CHECK_THAT(reasons(r), Contains("Ana's Head goes back to the hand, unused [Reveal Cards and Resolve]"));
        for (const char* n : {"Ana", "Ben", "Dee"}) CHECK(necro(ref, n).head);
    }
    // `why` after the Head's ruling explains it with its section.
    {
        auto ref = table({"Ana", "Ben", "Cai"});
        play(ref, {"lanes 8 1", "play Ana 9", "play Ben 5 head above"});
        auto r = play(ref, {"play Cai 2"});
        bfz::BfzTable t(ref);
        CHECK_THAT(t.why(r), Contains("Ben's Head rolls down the lane: Ben takes 8 and 1 (9 pins, at most 9); the "
                                      "Head is used (the only choice, so zref made it)  [rulebook: Cards: Body Parts]"));
    }
}

TEST_CASE("Body Parts: a Leg goes into an opponent's pile and counts -1", "[bowling][resolve][parts]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    play(ref, {"lanes 5 4", "play Ana 9", "play Ben 6 leg above", "play Cai 2", "take Ben 5"});
    const auto w = ref.game().waiting();
    CHECK(w.decision == bfz::Decision::Leg);
    CHECK(w.examples == V{"leg Ben Ana", "leg Ben Cai"});
    CHECK_THAT(refused(ref, "leg Ben Ben"), Contains("not Ben's own") && Contains("leg-target"));
    CHECK_THAT(refused(ref, "take Cai 4"), Contains("no Lane card is to be taken now"));
    auto r = play(ref, {"leg Ben Cai"});
    CHECK_THAT(reasons(r), Contains("it goes into Cai's score pile, worth -1"));
    // Cai then took the 4: 4 - 1.
    CHECK(points(ref, "Cai") == 3);
    CHECK(points(ref, "Ben") == 5);
    CHECK(ref.game().state().results[0].seats[2].cards == V{"Leg -1 from Ben", "Lane 4"});
}

}  // namespace
}  // namespace zref::test::bowling
