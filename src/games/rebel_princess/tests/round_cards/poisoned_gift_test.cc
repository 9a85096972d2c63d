// Poisoned Gift (Rebel Princess 2): a pile of one card from each player
// starts with trick 1's leader; its holder hands it on whenever she wins a
// trick; at the end its cards, the ones left unplayed, are one trick for
// whoever holds it (rp-design 5.1 (8)).
#include "rp_support.h"

namespace zref::test::rp {

namespace {

// kSpreadRound without its last trick: tricks go to Ben, Cai, Dee, Ana, Ben,
// Dee, Ana, Ben, Cai; left unplayed, so in the pile: f7 p5 p6 pr9.
std::vector<std::string> pile_round() { return {kSpreadRound.begin(), kSpreadRound.begin() + 9}; }

// Plays tricks `from`..`to` (1-based) of pile_round().
void pile_tricks(zref::rp::Referee& ref, int from, int to) {
    const auto tricks = pile_round();
    for (int i = from; i <= to; ++i) trick(ref, tricks[static_cast<std::size_t>(i - 1)]);
}

}  // namespace

TEST_CASE("Poisoned Gift: the pile starts with trick 1's leader, who hands it on when she wins a trick",
          "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "poisoned-gift");
    CHECK(ref.game().state().round.cards_left == std::vector<int>{9, 9, 9, 9});
    pile_tricks(ref, 1, 1);  // Ben wins: Ana keeps the pile, nothing asked
    CHECK_THAT(ref.game().waiting().what, Catch::Contains("Ben to lead trick 2"));
    pile_tricks(ref, 2, 3);
    const Ruling r = trick(ref, pile_round()[3]);  // Ana wins trick 4
    CHECK_THAT(reasons(r), Catch::Contains("Ana holds the Poisoned Gift pile and won trick 4") && Catch::Contains("[Poisoned Gift]"));
    CHECK(ref.game().waiting().seat == seat(ref, "Ana"));
    CHECK_THAT(ref.game().waiting().what, Catch::Contains("'pile NAME', anyone but Ana"));
}

TEST_CASE("Poisoned Gift: the holder hands the pile to another player before play goes on", "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "poisoned-gift");
    pile_tricks(ref, 1, 4);
    CHECK_THAT(refused(ref, "pile Ana"), Catch::Contains("hands it to another player"));
    CHECK_THAT(refused(ref, "pr4"), Catch::Contains("Poisoned Gift first needs"));
    const Ruling r = play(ref, {"pile Cai"});
    CHECK(r.headline == "Ana hands the Poisoned Gift pile to Cai");
    CHECK(ref.game().state().round.card_state.pile_holder == seat(ref, "Cai"));
    CHECK_THAT(ref.game().waiting().what, Catch::Contains("Ana to lead trick 5"));
}

TEST_CASE("Poisoned Gift: the pile changes hands only when its holder wins a trick", "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "poisoned-gift");
    CHECK_THAT(refused(ref, "pile Ben"), Catch::Contains("Ana holds it"));
    pile_tricks(ref, 1, 4);
    play(ref, {"pile Cai"});
    pile_tricks(ref, 5, 7);  // Ana wins trick 7, but Cai holds the pile
    CHECK_THAT(refused(ref, "pile Ben"), Catch::Contains("Cai holds it"));
    CHECK_THAT(ref.game().waiting().what, Catch::Contains("Ana to lead trick 8"));
}

TEST_CASE("Poisoned Gift: the holder who wins the last trick still hands the pile on before scoring",
          "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "poisoned-gift");
    pile_tricks(ref, 1, 4);
    play(ref, {"pile Cai"});
    pile_tricks(ref, 5, 9);  // Cai wins the last trick
    CHECK(ref.game().state().results.empty());
    CHECK(ref.game().waiting().seat == seat(ref, "Cai"));
    play(ref, {"pile Dee"});
    CHECK(ref.game().state().results.size() == 1);
}

TEST_CASE("Poisoned Gift: at the end the unplayed cards count as one trick taken by the holder", "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "poisoned-gift");
    pile_tricks(ref, 1, 4);
    play(ref, {"pile Cai"});
    pile_tricks(ref, 5, 9);
    play(ref, {"pile Dee"});
    CHECK(total(ref, "Ana") == 7);
    CHECK(total(ref, "Ben") == 4);
    CHECK(total(ref, "Cai") == 1);
    CHECK(total(ref, "Dee") == 3);  // 2 Princes of her tricks and Prince 9 of the pile
    CHECK_THAT(lines(receipt(ref, 1, "Dee")), Catch::Contains("3 Princes x 1 = 3") &&
                                                  Catch::Contains("its 4 cards (f7 p5 p6 pr9) count as one trick taken = 0 [Poisoned Gift]"));
}

TEST_CASE("Poisoned Gift: the Frog in the pile is its holder's, and costs the leader her Rebel of the Ball",
          "[rebel_princess][round_cards]") {
    auto ref = table(players(4), "poisoned-gift");
    std::vector<std::string> tricks(kLeaderTakesAll.begin(), kLeaderTakesAll.begin() + 9);
    tricks[2] = "p10 p4 p1 p2";  // Ben keeps the Frog back for the pile
    trick(ref, tricks[0]);
    play(ref, {"pile Ben"});
    for (std::size_t i = 1; i < tricks.size(); ++i) trick(ref, tricks[i]);  // Ana wins them all; Ben keeps the pile
    CHECK(total(ref, "Ana") == 10);
    CHECK(total(ref, "Ben") == 5);
}

TEST_CASE("Poisoned Gift: a round entered by results adds up to every Prince and the Frog", "[rebel_princess][round_cards]") {
    CHECK_FALSE(last_requests_accepted(4, "poisoned-gift", 14));
    CHECK(last_requests_accepted(4, "poisoned-gift", 15));
}

}  // namespace zref::test::rp
