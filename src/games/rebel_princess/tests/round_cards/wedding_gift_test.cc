// Wedding Gift: every trick also carries a face-down gift pile, one card from
// each player, to its winner, so the round has half as many tricks; the
// Princes and the Frog among the gifts are typed at the end, and Rebel of the
// Ball cannot be earned.
#include "rp_support.h"

namespace zref::test::rp {

namespace {

// Five tricks from Ana: Ana wins the first, Ben the second, Dee the last
// three; Cai none. Every Prince and the Frog stay among the gifts.
const std::vector<std::string> kGiftRound = {"q10 q1 q2 q3", "f1 f10 f2 f3", "p1 p2 p10 p3", "q9 q4 q5 q6", "f9 f4 f5 f6"};

zref::rp::Referee gifts_played() {
    auto ref = table(players(4), "wedding-gift");
    play_round(ref, kGiftRound);
    return ref;
}

}  // namespace

TEST_CASE("Wedding Gift: two cards of each hand go into every trick, so the round has half as many tricks",
          "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "wedding-gift");
    CHECK(ref.game().state().round.cards_left == std::vector<int>{5, 5, 5, 5});
    play_round(ref, kGiftRound);
    CHECK(ref.game().state().round.tricks.size() == 5);
    CHECK(ref.game().state().results.empty());
    CHECK(ref.game().waiting().seat == seat(ref, "Ana"));
    CHECK_THAT(ref.game().waiting().what, Catch::Contains("the Princes and the Frog among Ana's gifts taken"));
}

TEST_CASE("Wedding Gift: the Princes and the Frog among each winner's gifts are scored as taken", "[rebel_princess][round_cards]") {
    auto ref = gifts_played();
    play(ref, {"gifts Ana pr1 pr2", "gifts Ben none", "gifts Dee p8 pr3 pr4 pr5 pr6 pr7 pr8 pr9 pr10"});
    CHECK(total(ref, "Ana") == 2);
    CHECK(total(ref, "Ben") == 0);
    CHECK(total(ref, "Cai") == 0);
    CHECK(total(ref, "Dee") == 13);
    CHECK_THAT(lines(receipt(ref, 1, "Ana")), Catch::Contains("2 Princes x 1 = 2") &&
                                                  Catch::Contains("among the gifts taken: Prince 1, Prince 2 = 0 [Wedding Gift]"));
}

TEST_CASE("Wedding Gift: a player who won no trick took no gifts and types none", "[rebel_princess][round_cards]") {
    auto ref = gifts_played();
    CHECK_THAT(refused(ref, "gifts Cai none"), Catch::Contains("Cai won no trick"));
    play(ref, {"gifts Ana none", "gifts Ben none"});
    CHECK(ref.game().waiting().seat == seat(ref, "Dee"));  // Cai is skipped
}

TEST_CASE("Wedding Gift: the last winner's gifts are the Princes and the Frog left, offered and checked",
          "[rebel_princess][round_cards]") {
    auto ref = gifts_played();
    play(ref, {"gifts Ana pr1 pr2", "gifts Ben none"});
    CHECK(ref.game().waiting().examples == std::vector<std::string>{"gifts Dee p8 pr3 pr4 pr5 pr6 pr7 pr8 pr9 pr10"});
    CHECK_THAT(refused(ref, "gifts Dee pr3 p8"), Catch::Contains("Dee is the last to type"));
    play(ref, {"gifts Dee p8 pr3 pr4 pr5 pr6 pr7 pr8 pr9 pr10"});
    CHECK(ref.game().state().results.size() == 1);
}

TEST_CASE("Wedding Gift: only unplayed Princes and the Frog are typed, each once, after the last trick",
          "[rebel_princess][round_cards]") {
    auto early = table(players(4), "wedding-gift");
    CHECK_THAT(refused(early, "gifts Ana pr1"), Catch::Contains("after the round's last trick"));
    auto ref = gifts_played();
    CHECK_THAT(refused(ref, "gifts Ana q7"), Catch::Contains("costs nothing"));
    CHECK_THAT(refused(ref, "gifts Ana pr1 pr1"), Catch::Contains("named twice"));
    play(ref, {"gifts Ana pr1 pr2"});
    CHECK_THAT(refused(ref, "gifts Ben pr1"), Catch::Contains("among Ana's gifts taken"));
    CHECK_THAT(refused(ref, "gifts Ana pr3"), Catch::Contains("already typed"));
}

TEST_CASE("Wedding Gift: Rebel of the Ball cannot be earned", "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "wedding-gift");  // the Deluxe box: Rebel of the Ball is on
    play_round(ref, {"q10 q1 q2 q3", "f10 f1 f2 f3", "p10 p1 p2 p3", "q9 q4 q5 q6", "f9 f4 f5 f6"});
    play(ref, {"gifts Ana p8 pr1 pr2 pr3 pr4 pr5 pr6 pr7 pr8 pr9 pr10"});  // Ana won every trick: hers are all of them
    CHECK(total(ref, "Ana") == 15);
    CHECK_FALSE(last_requests_accepted(4, "wedding-gift", -10));
    CHECK(last_requests_accepted(4, "wedding-gift", 15));
}

}  // namespace zref::test::rp
