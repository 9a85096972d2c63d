// Late for a Very Important Date (Deluxe): play stops when every hand holds 3
// cards; those count as taken by their holders, who type the Princes and the
// Frog among them.
#include "rp_support.h"

namespace zref::test::rp {

namespace {

// Seven tricks, all Ana's, without a Prince or the Frog. Kept: Ana pr1 pr2
// pr3, Ben p8 pr4 pr5, Cai pr6 pr7 pr8, Dee p7 pr9 pr10.
const std::vector<std::string> kKeptRound = {"q10 q1 q2 q3", "f10 f1 f2 f3", "p10 p1 p2 p3", "q9 q4 q5 q6",
                                             "f9 f4 f5 f6",  "p9 p4 p5 p6",  "q8 q7 f7 f8"};

zref::rp::Referee kept_played() {
    auto ref = table(players(4), "late-for-a-very-important-date");
    play_round(ref, kKeptRound);
    return ref;
}

}  // namespace

TEST_CASE("Late for a Very Important Date: play stops when every hand holds 3 cards", "[rebel_princess][round_cards]") {
    auto ref = kept_played();
    const auto& s = ref.game().state();
    CHECK(s.round.tricks.size() == 7);
    CHECK(s.round.cards_left == std::vector<int>{3, 3, 3, 3});
    CHECK(s.results.empty());
    CHECK(ref.game().waiting().seat == seat(ref, "Ana"));
    CHECK_THAT(refused(ref, "pr1"), Catch::Contains("Late for a Very Important Date first needs"));
}

TEST_CASE("Late for a Very Important Date: the Princes and the Frog among the last cards count as taken",
          "[rebel_princess][round_cards]") {
    auto ref = kept_played();
    play(ref, {"kept Ana pr1 pr2 pr3", "kept Ben p8 pr4 pr5", "kept Cai pr6 pr7 pr8", "kept Dee pr9 pr10"});
    CHECK(total(ref, "Ana") == 3);
    CHECK(total(ref, "Ben") == 7);
    CHECK(total(ref, "Cai") == 3);
    CHECK(total(ref, "Dee") == 2);
    CHECK_THAT(lines(receipt(ref, 1, "Ben")), Catch::Contains("the Frog = 5") &&
                                                  Catch::Contains("among the kept cards: Pet 8") &&
                                                  Catch::Contains("[Late for a Very Important Date]"));
}

TEST_CASE("Late for a Very Important Date: the last player's kept cards are the ones left, offered and checked",
          "[rebel_princess][round_cards]") {
    auto ref = kept_played();
    play(ref, {"kept Ana pr1 pr2 pr3", "kept Ben p8 pr4 pr5", "kept Cai pr6 pr7 pr8"});
    CHECK(ref.game().waiting().examples == std::vector<std::string>{"kept Dee pr9 pr10"});
    CHECK_THAT(refused(ref, "kept Dee none"), Catch::Contains("pr9 pr10, so they are hers"));
    play(ref, {"kept Dee pr9 pr10"});
    CHECK(ref.game().state().results.size() == 1);
}

TEST_CASE("Late for a Very Important Date: at most 3 kept cards, each unplayed and typed once", "[rebel_princess][round_cards]") {
    auto early = table(players(4), "late-for-a-very-important-date");
    CHECK_THAT(refused(early, "kept Ana pr1"), Catch::Contains("once everyone holds 3 cards"));
    auto ref = kept_played();
    CHECK_THAT(refused(ref, "kept Ana pr1 pr2 pr3 pr4"), Catch::Contains("only 3 cards"));
    CHECK_THAT(refused(ref, "kept Ana q10"), Catch::Contains("costs nothing"));
    play(ref, {"kept Ana pr1 pr2 pr3"});
    CHECK_THAT(refused(ref, "kept Ben pr3"), Catch::Contains("among Ana's kept cards"));
}

TEST_CASE("Late for a Very Important Date: kept cards count toward Rebel of the Ball", "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "late-for-a-very-important-date");  // the Deluxe box: Rebel of the Ball is on
    // Ana takes the Frog and Princes 1-9 in tricks and keeps Prince 10.
    play_round(ref, {"q10 q1 q2 q3", "f10 f1 f2 f3", "p10 p8 p1 p2", "q9 pr1 pr2 pr3", "q8 pr4 pr5 pr6", "q7 pr7 pr8 pr9",
                     "q6 f4 f5 f6"});
    CHECK_THAT(refused(ref, "kept Ana pr1"), Catch::Contains("was played in a trick"));
    play(ref, {"kept Ana pr10", "kept Ben none", "kept Cai none", "kept Dee none"});
    CHECK(total(ref, "Ana") == -10);
}

TEST_CASE("Late for a Very Important Date: a round entered by results adds up to every Prince and the Frog",
          "[rebel_princess][round_cards]") {
    CHECK_FALSE(last_requests_accepted(4, "late-for-a-very-important-date", 14));
    CHECK(last_requests_accepted(4, "late-for-a-very-important-date", 15));
}

}  // namespace zref::test::rp
