// Secret Bid (Rebel Princess 2): each player hides a card, the round has one
// trick fewer, and a hidden card whose number equals its player's tricks
// turns her requests into -1 a trick. The FAQ cases of rp-design 5.1 (9).
#include "rp_support.h"

namespace zref::test::rp {

namespace {

// Nine tricks from Ana: Ana takes 3 (the Frog among them), Ben 3 (nothing),
// Dee 3 (every Prince played), Cai none. Left unplayed, so hidden: Ana q3,
// Ben f6, Cai f5 (or pr1 when `cai_hides_prince`), Dee q4.
std::vector<std::string> secret_bid_round(bool cai_hides_prince = false) {
    return {"q10 q1 q2 q5", "p10 p8 p1 p2", "f10 f1 f2 f3", "q6 q9 q7 q8", "f9 f4 f7 f8", "p9 p3 p4 p5",
            cai_hides_prince ? "p6 f5 p7 pr2" : "p6 pr1 p7 pr2", "pr10 pr3 pr4 pr5", "pr9 pr6 pr7 pr8"};
}

zref::rp::Referee secret_bid_played(bool cai_hides_prince = false) {
    auto ref = table(players(4), "secret-bid");
    play_round(ref, secret_bid_round(cai_hides_prince));
    return ref;
}

void type_secrets(zref::rp::Referee& ref) { play(ref, {"secret Ana q3", "secret Ben f6", "secret Cai f5", "secret Dee q4"}); }

}  // namespace

TEST_CASE("Secret Bid: a hidden card matching the tricks taken scores -1 a trick, the Frog ignored",
          "[rebel_princess][round_cards]") {
    auto ref = secret_bid_played();
    type_secrets(ref);
    CHECK(total(ref, "Ana") == -3);  // 3 tricks, hidden Queen 3: the Frog's 5 is not counted
    CHECK_THAT(lines(receipt(ref, 1, "Ana")), Catch::Contains("the Frog = 5 [Scoring a round]") &&
                                                  Catch::Contains("hidden Queen 3 matches the 3 tricks taken") &&
                                                  Catch::Contains("= -8 [Secret Bid]"));
}

TEST_CASE("Secret Bid: a hidden card of another number leaves the requests as usual", "[rebel_princess][round_cards]") {
    auto ref = secret_bid_played();
    type_secrets(ref);
    CHECK(total(ref, "Dee") == 10);  // 3 tricks, hidden Queen 4
    CHECK(total(ref, "Ben") == 0);
    CHECK_THAT(lines(receipt(ref, 1, "Dee")), Catch::Contains("hidden Queen 4, 3 tricks taken: no match, so requests as usual = 0"));
}

TEST_CASE("Secret Bid: a player with no trick never matches", "[rebel_princess][round_cards]") {
    auto ref = secret_bid_played();
    type_secrets(ref);
    CHECK(total(ref, "Cai") == 0);
    CHECK_THAT(lines(receipt(ref, 1, "Cai")), Catch::Contains("no trick taken: no card is 0"));
}

TEST_CASE("Secret Bid: the round has one trick fewer and waits for every hidden card", "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "secret-bid");
    CHECK(ref.game().state().round.cards_left == std::vector<int>{9, 9, 9, 9});
    CHECK_THAT(refused(ref, "secret Ana q3"), Catch::Contains("after the round's last trick"));
    play_round(ref, secret_bid_round());
    const auto& s = ref.game().state();
    CHECK(s.results.empty());
    CHECK(ref.game().waiting().seat == seat(ref, "Ana"));
    CHECK_THAT(ref.game().waiting().what, Catch::Contains("one of q3 q4 f5 f6"));
    CHECK_THAT(refused(ref, "q7"), Catch::Contains("Ana's hidden card"));
    play(ref, {"secret Ana q3", "secret Ben f6", "secret Cai f5"});
    CHECK(ref.game().state().results.empty());
    CHECK(ref.game().waiting().examples == std::vector<std::string>{"secret Dee q4"});
    play(ref, {"secret Dee q4"});
    CHECK(ref.game().state().results.size() == 1);
}

TEST_CASE("Secret Bid: a hidden card is one left unplayed, named once", "[rebel_princess][round_cards]") {
    auto ref = secret_bid_played();
    CHECK_THAT(refused(ref, "secret Ana q10"), Catch::Contains("was played in a trick"));
    play(ref, {"secret Ana q3"});
    CHECK_THAT(refused(ref, "secret Ben q3"), Catch::Contains("is Ana's hidden card"));
    CHECK_THAT(refused(ref, "secret Ana q4"), Catch::Contains("already typed"));
}

TEST_CASE("Secret Bid: a hidden Prince is warned about, not refused", "[rebel_princess][round_cards]") {
    auto ref = secret_bid_played(true);
    const Ruling r = play(ref, {"secret Cai pr1"});
    REQUIRE(r.warnings.size() == 1);
    CHECK_THAT(r.warnings.front(), Catch::Contains("Prince 1") && Catch::Contains("cannot see hands"));
    play(ref, {"secret Ana q3", "secret Ben f6", "secret Dee q4"});
    CHECK(total(ref, "Cai") == 0);
    CHECK(total(ref, "Dee") == 9);  // the hidden Prince is nobody's
}

TEST_CASE("Secret Bid: Rebel of the Ball scores -10 even when the hidden card matches", "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "secret-bid");  // the Deluxe box: Rebel of the Ball is on
    std::vector<std::string> tricks(kLeaderTakesAll.begin(), kLeaderTakesAll.begin() + 9);
    tricks[5] = "p7 pr7 pr8 pr9";  // Ana keeps Pet 9 hidden: her 9 tricks match it
    play_round(ref, tricks);
    play(ref, {"secret Ana p9", "secret Ben p4", "secret Cai p5", "secret Dee p6"});
    CHECK(total(ref, "Ana") == -10);
    CHECK_THAT(lines(receipt(ref, 1, "Ana")), Catch::Contains("matches the 9 tricks taken") && Catch::Contains("Rebel of the Ball"));
}

}  // namespace zref::test::rp
