// Round card u, His Majesty's Last Groan ("Round Cards" u): "Whomever wins
// the last trick of the round gives it to the player on their left. If a trick
// with the Frog is passed, the recipient may decide if that trick counts
// towards their bid." Our reading: the receiver counts the trick for the bid,
// over-tricks and Round card effects. The card also says: "Dorothy and
// Rapunzel's abilities may not be used on the last trick by either the winner
// or the recipient of the trick."
#include "card_support.h"

namespace zref::test {
namespace {

using Catch::Contains;

// 3 players, Ana leads; by seat {Ana, Ben, Cai}: kPlainDeal (card_support.h),
// where Ana wins the last trick.
const Deal& kAnaLast = kPlainDeal;

// The same round with the Princes of tricks 10-12 dealt so that Cai wins the
// last trick (Prince 7).
Deal cai_last() {
    Deal d = kAnaLast;
    d[11] = {"pr3", "pr6", "pr7"};
    return d;
}

// 3 players, Ana leads. Ana wins tricks 1-5, Ben 6, 7, 9, 10, 11, Cai 8 (his
// Prince 1 breaks the Princes out) and the last trick, with the Frog, which he
// must hand to Ana.
const Deal kFrogLast = {{"v9", "v1", "v2"}, {"v8", "v3", "v4"},  {"v7", "v5", "v6"},   {"p9", "p6", "p5"},
                        {"p7", "p3", "p4"}, {"k1", "k9", "k2"},  {"k3", "k8", "k4"},   {"k5", "k7", "pr1"},
                        {"pr5", "pr6", "pr4"}, {"pr7", "pr9", "pr2"}, {"k6", "pr8", "pr3"}, {"p1", "p2", "p8"}};

// 3 players, Ana starts; by seat {Ana, Ben, Cai}. Ana wins tricks 1-4, 11 and
// the last, which holds three Villagers; Cai wins trick 5 (the Frog); Ben wins
// tricks 6-10 (he leads trick 9 with a Prince, claiming only Princes).
const Deal kVillagersLast = {{"v9", "v1", "v2"},   {"v8", "v3", "v4"},   {"p9", "p6", "p5"},  {"p7", "p3", "p4"},
                             {"p1", "p2", "p8"},   {"k1", "k9", "k2"},   {"k3", "k8", "k4"},  {"k5", "k7", "k6"},
                             {"pr4", "pr9", "pr1"}, {"pr5", "pr8", "pr2"}, {"pr7", "pr6", "pr3"}, {"v7", "v5", "v6"}};

// Powers on: Ana has Rapunzel, Ben Dorothy, Cai Thumbelina.
zp::Referee rapunzel_dorothy_thumbelina_table(const std::string& rounds) {
    auto ref = princess_table(rounds, {"rapunzel", "dorothy", "thumbelina"});
    play(ref, {"6", "5", "1"});
    return ref;
}

}  // namespace

TEST_CASE("Round card u (His Majesty's Last Groan): Dorothy and Rapunzel may not be used on the last trick, by its "
          "winner or its receiver",
          "[card-u][powers]") {
    SECTION("under a (control): Ana, who won the last trick with its Villagers, is asked about Rapunzel") {
        auto ref = rapunzel_dorothy_thumbelina_table("a a a a");
        deal(ref, kVillagersLast);
        const auto& s = state(ref);
        REQUIRE(s.phase == zp::Phase::Declare);
        CHECK(ref.game().waiting().what ==
              "Ana may still use Rapunzel on the last trick: 'power rapunzel' or 'pass' (still to enter: Ana)");
    }
    SECTION("under u: nobody is asked, and neither power is accepted") {
        auto ref = rapunzel_dorothy_thumbelina_table("u a a a");
        auto last = deal(ref, kVillagersLast);
        const auto& s = state(ref);
        CHECK(s.round.tricks.back().winner == 0);
        CHECK(s.round.tricks.back().owner == 1);
        for (const auto& n : last.notices) CHECK(n.find("may lay Rapunzel") == std::string::npos);
        // Straight on to the Frog decision of trick 5 (Cai's).
        REQUIRE(s.phase == zp::Phase::FrogDecision);
        CHECK(s.round.pending.empty());
        const std::string waiting = "'power' is not accepted now: Cai decides whether the Frog trick counts (count or drop)";
        CHECK(refused(ref, "power Ana rapunzel") == waiting);  // the winner
        CHECK(refused(ref, "power Ben dorothy") == waiting);   // the receiver
        play(ref, {"frog Cai count"});
        CHECK_FALSE(s.round.tricks.back().under_dorothy);
        CHECK(s.round.tricks.back().rapunzel < 0);
        CHECK(zp::seat_tricks(s) == std::vector<int>{5, 6, 1});
    }
    SECTION("under u, Dorothy still works on a trick before the last") {
        auto ref = rapunzel_dorothy_thumbelina_table("u a a a");
        deal(ref, Deal(kVillagersLast.begin(), kVillagersLast.begin() + 10));
        play(ref, {"power Ben dorothy"});  // trick 10, just won
        CHECK(state(ref).round.tricks.back().under_dorothy);
    }
}

TEST_CASE("Round card u (His Majesty's Last Groan): the winner of the last trick hands it to the player on their left",
          "[card-u]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "u a a a");
    play(ref, {"6", "5", "1"});
    auto last = deal(ref, kAnaLast);
    const auto& s = state(ref);
    REQUIRE(s.round.tricks.size() == 12);
    const auto& t12 = s.round.tricks.back();
    CHECK(t12.winner == 0);
    CHECK(t12.owner == 1);
    CHECK(any_contains(last.notices, "His Majesty's Last Groan: the last trick goes from Ana to the player on their left, Ben"));
    bool cited = false;
    for (const auto& reason : last.reasons)
        if (reason.section == "Round Cards: u. His Majesty's Last Groan") cited = true;
    CHECK(cited);
    // Every other trick stays with its winner.
    for (std::size_t t = 0; t + 1 < s.round.tricks.size(); ++t) {
        INFO("trick " << t + 1);
        CHECK(s.round.tricks[t].owner == s.round.tricks[t].winner);
    }
    // The Frog trick (trick 6) is Cai's own: he decides it, as usual.
    REQUIRE(s.phase == zp::Phase::FrogDecision);
    CHECK(s.round.frog_seat == 2);
    play(ref, {"frog Cai count"});
    CHECK(s.results.back().seat_tricks == std::vector<int>{5, 6, 1});
}

TEST_CASE("Round card u (His Majesty's Last Groan): the receiver counts the trick for the bid and for over-tricks",
          "[card-u]") {
    // Ana bids 6 and wins 6 tricks but hands the last to Ben, who bid 5.
    auto ref = table({"Ana", "Ben", "Cai"}, false, "u a a a");
    play(ref, {"6", "5", "1"});
    deal(ref, kAnaLast);
    play(ref, {"frog Cai count"});
    const auto& s = state(ref);
    // Ana, 5 of 6 with 2 skulls, cannot buy the missing trick: no question.
    REQUIRE(s.phase == zp::Phase::NextStart);
    CHECK(receipt(ref, 0).tricks == 5);
    CHECK(receipt(ref, 0).points == 0);
    CHECK(receipt(ref, 0).skulls_after == 2);
    CHECK(receipt(ref, 1).tricks == 6);
    CHECK(receipt(ref, 1).points == 5);
    CHECK(receipt(ref, 1).skulls_after == 1);  // 1 over-trick
    CHECK(receipt(ref, 2).points == 1);
}

TEST_CASE("Round card u (His Majesty's Last Groan): the last trick won by the last seat goes round to the first",
          "[card-u]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "u a a a");
    play(ref, {"5", "5", "2"});
    auto last = deal(ref, cai_last());
    const auto& s = state(ref);
    CHECK(s.round.tricks.back().winner == 2);
    CHECK(s.round.tricks.back().owner == 0);
    CHECK(any_contains(last.notices, "the last trick goes from Cai to the player on their left, Ana"));
    play(ref, {"frog Cai count"});
    CHECK(s.results.back().seat_tricks == std::vector<int>{6, 5, 1});
}

TEST_CASE("Round card u (His Majesty's Last Groan): a handed-over Frog trick is the receiver's to decide", "[card-u][frog]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "u a a a");
    play(ref, {"5", "5", "2"});
    auto last = deal(ref, kFrogLast);
    const auto& s = state(ref);
    REQUIRE(s.round.tricks.back().has_frog);
    CHECK(s.round.tricks.back().winner == 2);
    CHECK(s.round.tricks.back().owner == 0);
    CHECK(any_contains(last.notices, "the last trick goes from Cai to the player on their left, Ana, who also decides whether its "
                            "Frog counts"));
    REQUIRE(s.phase == zp::Phase::FrogDecision);
    CHECK(s.round.frog_seat == 0);
    CHECK(ref.game().waiting().seat == 0);
    CHECK(refused(ref, "frog Cai count") == "the Frog trick is Ana's to decide, not Cai's");
    SECTION("Ana counts it: 6 tricks, one over her bid of 5") {
        play(ref, {"count"});
        CHECK(s.results.back().seat_tricks == std::vector<int>{6, 5, 1});
        CHECK(receipt(ref, 0).points == 5);
        CHECK(receipt(ref, 0).skulls_after == 1);
    }
    SECTION("Ana drops it: exactly her 5, and Cai does not get it back") {
        play(ref, {"drop"});
        CHECK(s.results.back().seat_tricks == std::vector<int>{5, 5, 1});
        CHECK(receipt(ref, 0).skulls_after == 2);
        CHECK(receipt(ref, 2).tricks == 1);
        CHECK(receipt(ref, 2).points == 0);  // Cai bid 2
    }
}

TEST_CASE("Round card u (His Majesty's Last Groan): in Teams of 4 the last trick goes to the opposing team", "[card-u][teams]") {
    // Ana & Cai against Ben & Dee; Ben leads. Dee wins tricks 2-6 (5 holds the
    // Frog) and the last; Cai 1 and 7, Ben 8, Ana 9.
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, true, "u a a a", "Ben");
    play(ref, {"1", "1", "3", "5"});  // Ben 1, Cai 1, Dee 3, Ana 5: Ana & Cai 6, Ben & Dee 4
    auto last = deal(ref, {{"pr1", "v1", "pr2", "v2"}, {"v3", "v4", "v5", "v6"}, {"v7", "v8", "v9", "v10"},
                           {"p1", "p2", "p3", "p4"}, {"p5", "p6", "p7", "p8"}, {"p9", "p10", "k1", "k2"},
                           {"k4", "k5", "k6", "k3"}, {"k9", "k10", "k7", "k8"}, {"pr6", "pr3", "pr4", "pr5"},
                           {"pr7", "pr8", "pr9", "pr10"}});
    const auto& s = state(ref);
    CHECK(s.round.tricks.back().winner == 3);
    CHECK(s.round.tricks.back().owner == 0);
    CHECK(any_contains(last.notices, "the last trick goes from Dee to the player on their left, Ana"));
    REQUIRE(s.phase == zp::Phase::FrogDecision);
    CHECK(s.round.frog_seat == 3);  // the Frog trick (5) stays Dee's
    play(ref, {"frog Dee drop"});
    CHECK(s.results.back().seat_tricks == std::vector<int>{2, 1, 2, 4});
    CHECK(receipt(ref, 0).tricks == 4);
    CHECK(receipt(ref, 1).tricks == 5);
    // Ben & Dee bid 4 and have 5: 1 over-trick costs 2 of their 4 skulls.
    CHECK(receipt(ref, 1).points == 4);
    CHECK(receipt(ref, 1).skulls_after == 2);
}

TEST_CASE("Round card u (His Majesty's Last Groan): in Teams of 6 the last seat hands the trick to the first",
          "[card-u][teams]") {
    // The deck in order, 6 cards a trick by seat: Fay wins the last trick with
    // Prince 15 and hands it to Ana, so it counts for Ana & Dee, not Cai & Fay.
    auto ref = table({"Ana", "Ben", "Cai", "Dee", "Eve", "Fay"}, true, "u a a a");
    play(ref, {"1", "1", "1", "1", "1", "1"});
    std::vector<std::string> cards;
    for (const char* suit : {"v", "p", "k", "pr"})
        for (int v = 1; v <= 15; ++v) cards.push_back(suit + std::to_string(v));
    Ruling last;
    for (std::size_t t = 0; t < 10; ++t)
        last = closing(ref, std::vector<std::string>(cards.begin() + static_cast<long>(6 * t),
                                                   cards.begin() + static_cast<long>(6 * t + 6)));
    const auto& s = state(ref);
    CHECK(s.round.tricks.back().winner == 5);
    CHECK(s.round.tricks.back().owner == 0);
    CHECK(any_contains(last.notices, "the last trick goes from Fay to the player on their left, Ana"));
    if (s.phase == zp::Phase::FrogDecision) play(ref, {"count"});
    std::vector<int> won(6, 0);
    for (std::size_t t = 0; t + 1 < s.round.tricks.size(); ++t) ++won[static_cast<std::size_t>(s.round.tricks[t].winner)];
    ++won[0];  // the last trick, Fay's, counts for Ana
    CHECK(zp::seat_tricks(s) == won);
}

}  // namespace zref::test
