// Round card l, Revenge of the Living ("Round Cards" l, Hourglass): if the
// side in the lead does not make its bid exactly (it may pay skulls for
// missed tricks), it loses all of its skulls. Our readings: over-tricks miss
// the bid exactly; paying for missed tricks makes it exact; the skulls go at
// scoring step 4, with the other Round card effects.
//
// l is an Hourglass card, so it is always round 4; rounds 1-3 are scored by
// trick counts to set up the Hourglass Leader line (points after round 3 +
// floor(skulls / 2)).
#include "card_support.h"

namespace zref::test {
namespace {

using Catch::Contains;

// Ana leads with 12 skulls. Round 1: Ana bids 0 and takes nothing (2 + 10
// skulls), Ben and Cai make 6. Rounds 2 and 3: Ana 6 of 6, Ben and Cai 3 of 3.
// Points 12, 12, 12; skulls 12, 2, 2; line 18, 13, 13. Ana decides after
// rounds 1 and 2 (lowest); after round 3 all tie and Ben, left of Ana (the
// previous decider), decides and goes first: Ben starts round 4.
zp::Referee ana_leads() {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "a a a l");
    play(ref, {"0", "6", "6", "tricks Ana 0", "tricks Ben 6", "tricks Cai 6", "start Ana first"});
    play(ref, {"6", "3", "3", "tricks Ana 6", "tricks Ben 3", "tricks Cai 3", "start Ana first"});
    play(ref, {"6", "3", "3", "tricks Ana 6", "tricks Ben 3", "tricks Cai 3", "start Ben first"});
    const auto& s = ref.game().state();
    REQUIRE(s.round.number == 4);
    REQUIRE(s.round.card == 'l');
    REQUIRE(s.hourglass_line == std::vector<int>{18, 13, 13});
    REQUIRE(s.skulls == std::vector<int>{12, 2, 2});
    REQUIRE(s.round.start_seat == 1);
    return ref;
}

}  // namespace

TEST_CASE("Round card l (Revenge of the Living): the side in the lead that makes its bid exactly keeps its skulls", "[card-l]") {
    auto ref = ana_leads();
    play(ref, {"bid Ben 4", "bid Cai 4", "bid Ana 4"});
    CHECK(ref.game().state().phase == zp::Phase::Tricks);  // nothing to enter before trick 1
    play(ref, {"tricks Ana 4", "tricks Ben 4", "tricks Cai 4"});
    CHECK(step(ref, 0, 4).detail == "in the lead and bid hit exactly: skulls kept");
    CHECK(step(ref, 0, 4).skulls == 0);
    CHECK(receipt(ref, 0).points == 4);
    CHECK(receipt(ref, 0).skulls_after == 12);
    // Ben and Cai are not in the lead: the card does nothing for them.
    CHECK(step(ref, 1, 4).detail == "no effect");
    CHECK(step(ref, 2, 4).detail == "no effect");
}

TEST_CASE("Round card l (Revenge of the Living): the leader short of its bid loses all its skulls unless it pays for the missed tricks",
          "[card-l]") {
    auto ref = ana_leads();
    // Ana bids 5 and takes 4; Cai bids 3 and takes 4.
    play(ref, {"bid Ben 4", "bid Cai 3", "bid Ana 5", "tricks Ana 4", "tricks Ben 4", "tricks Cai 4"});
    REQUIRE(ref.game().state().phase == zp::Phase::Payment);
    SECTION("not paying: not exact, all 12 skulls returned, no points") {
        play(ref, {"pay Ana no"});
        CHECK(step(ref, 0, 3).skulls == 0);
        CHECK(step(ref, 0, 4).detail == "in the lead and bid not hit exactly: all skulls returned");
        CHECK(step(ref, 0, 4).skulls == -12);
        CHECK(receipt(ref, 0).points == 0);
        CHECK(receipt(ref, 0).skulls_after == 0);
    }
    SECTION("paying 3 skulls for the missed trick makes the bid exact: 9 skulls kept, 5 points") {
        play(ref, {"pay Ana yes"});
        CHECK(step(ref, 0, 3).skulls == -3);
        CHECK(step(ref, 0, 4).detail == "in the lead and bid hit exactly: skulls kept");
        CHECK(step(ref, 0, 4).skulls == 0);
        CHECK(receipt(ref, 0).points == 5);
        CHECK(receipt(ref, 0).skulls_after == 9);
    }
    // Cai, not in the lead, is one over: the usual 1 skull.
    CHECK(step(ref, 2, 4).detail == "no effect");
    CHECK(receipt(ref, 2).skulls_after == 1);
    CHECK(receipt(ref, 2).points == 3);
}

TEST_CASE("Round card l (Revenge of the Living): a leader short of its bid that cannot afford to pay loses all its skulls",
          "[card-l]") {
    // Round 3: Ana 3, Ben 2, Cai 7. Points 7, 12, 17; skulls 12, 2, 2; line 13, 13, 18: Cai leads.
    auto ref = after_three_rounds('l', 3, 2, 7);
    REQUIRE(ref.game().state().hourglass_line == std::vector<int>{13, 13, 18});
    // Ana (lowest, 7 points) went first. Ben and Cai both bid 5 and take 4, with 2
    // skulls each: neither can pay 3, so zref does not ask.
    play(ref, {"bid Ana 4", "bid Ben 5", "bid Cai 5", "tricks Ana 4", "tricks Ben 4", "tricks Cai 4"});
    CHECK(ref.game().state().phase == zp::Phase::GameOver);
    CHECK(step(ref, 2, 3).detail == "short 1, cannot pay 3 skulls");
    CHECK(step(ref, 2, 4).detail == "in the lead and bid not hit exactly: all skulls returned");
    CHECK(receipt(ref, 2).skulls_after == 0);
    CHECK(receipt(ref, 2).points == 0);
    // Ben, in the same spot but not in the lead, keeps his 2 skulls.
    CHECK(step(ref, 1, 4).detail == "no effect");
    CHECK(receipt(ref, 1).skulls_after == 2);
    CHECK(receipt(ref, 1).points == 0);
}

TEST_CASE("Round card l (Revenge of the Living): over-tricks miss the bid exactly: the leader loses all its skulls, then owes the over-trick",
          "[card-l]") {
    auto ref = ana_leads();
    play(ref, {"bid Ben 3", "bid Cai 5", "bid Ana 3", "tricks Ana 4", "tricks Ben 4", "tricks Cai 4"});
    CHECK(step(ref, 0, 4).detail == "in the lead and bid not hit exactly: all skulls returned");
    CHECK(step(ref, 0, 4).skulls == -12);
    CHECK(receipt(ref, 0).points == 3);  // the bid is still made
    CHECK(step(ref, 0, 6).detail == "1 extra trick x 1 = 1 due but only 0 held: all skulls returned");
    CHECK(receipt(ref, 0).skulls_after == 0);
    // Ben, not in the lead, is also one over and just pays 1 skull.
    CHECK(receipt(ref, 1).skulls_after == 1);
    CHECK(receipt(ref, 1).points == 3);
}

TEST_CASE("Round card l (Revenge of the Living): a leader's zero bid is exact only with no trick taken", "[card-l][zero-bid]") {
    auto ref = ana_leads();
    SECTION("no trick: the 10 zero-bid skulls are added and kept") {
        play(ref, {"bid Ben 6", "bid Cai 6", "bid Ana 0", "tricks Ana 0", "tricks Ben 6", "tricks Cai 6"});
        CHECK(step(ref, 0, 2).skulls == 10);
        CHECK(step(ref, 0, 4).detail == "in the lead and bid hit exactly: skulls kept");
        CHECK(receipt(ref, 0).skulls_after == 22);
    }
    SECTION("one trick: not exact, every skull returned") {
        play(ref, {"bid Ben 6", "bid Cai 5", "bid Ana 0", "tricks Ana 1", "tricks Ben 6", "tricks Cai 5"});
        CHECK(step(ref, 0, 2).skulls == 0);
        CHECK(step(ref, 0, 4).detail == "in the lead and bid not hit exactly: all skulls returned");
        CHECK(receipt(ref, 0).skulls_after == 0);
        CHECK(receipt(ref, 0).points == 0);
    }
}

TEST_CASE("Round card l (Revenge of the Living): a Frog trick left uncounted can make the leader's bid exact", "[card-l][frog]") {
    auto ref = ana_leads();
    play(ref, {"bid Ben 4", "bid Cai 3", "bid Ana 4", "tricks Ana 5 frog", "tricks Ben 4", "tricks Cai 3"});
    REQUIRE(ref.game().state().phase == zp::Phase::FrogDecision);
    SECTION("dropped: 4 of 4, skulls kept") {
        play(ref, {"frog Ana drop"});
        CHECK(receipt(ref, 0).tricks == 4);
        CHECK(step(ref, 0, 4).detail == "in the lead and bid hit exactly: skulls kept");
        CHECK(receipt(ref, 0).skulls_after == 12);
        CHECK(receipt(ref, 0).points == 4);
    }
    SECTION("counted: 5 of 4, every skull returned") {
        play(ref, {"frog Ana count"});
        CHECK(receipt(ref, 0).tricks == 5);
        CHECK(step(ref, 0, 4).detail == "in the lead and bid not hit exactly: all skulls returned");
        CHECK(receipt(ref, 0).skulls_after == 0);
        CHECK(receipt(ref, 0).points == 4);
    }
}

TEST_CASE("Round card l (Revenge of the Living): every side tied in the lead must make its bid exactly", "[card-l]") {
    // Round 3: Ana 6, Ben 5, Cai 1. Points 10, 15, 11; skulls 12, 2, 2; line 16, 16, 12.
    auto ref = after_three_rounds('l', 6, 5, 1);
    REQUIRE(ref.game().state().hourglass_line == std::vector<int>{16, 16, 12});
    // Ana (10 points) went first: bids Ana, Ben, Cai. Ana takes 5 on 4, Ben 4
    // of 4, Cai 3 on 4 (with 2 skulls: cannot pay).
    play(ref, {"bid Ana 4", "bid Ben 4", "bid Cai 4", "tricks Ana 5", "tricks Ben 4", "tricks Cai 3"});
    CHECK(step(ref, 0, 4).detail == "in the lead and bid not hit exactly: all skulls returned");
    CHECK(receipt(ref, 0).skulls_after == 0);
    CHECK(step(ref, 1, 4).detail == "in the lead and bid hit exactly: skulls kept");
    CHECK(receipt(ref, 1).skulls_after == 2);
    CHECK(step(ref, 2, 4).detail == "no effect");
    CHECK(receipt(ref, 2).skulls_after == 2);
}

namespace {
// Teams of 4: Ana & Cai against Ben & Dee, 10 tricks a round, 4 skulls each.
// Round 1: Ana bids 6 and takes 6, Cai bids 0 and takes nothing (+5 skulls:
// 9); Ben and Dee bid 2 and take 2 each. Rounds 2 and 3: both teams bid 5 and
// take 5. Points 16 and 14; skulls 9 and 4; line 16 + 4 = 20, 14 + 2 = 16:
// Ana & Cai lead. Ben & Dee have the lower score each time and Ben goes
// first, so every round after the first starts with Ben.
zp::Referee teams_ana_cai_lead() {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, true, "a a a l");
    play(ref, {"6", "2", "0", "2", "tricks Ana 6", "tricks Ben 2", "tricks Cai 0", "tricks Dee 2", "start Ben first"});
    play(ref, {"3", "2", "2", "3", "tricks Ana 3", "tricks Ben 3", "tricks Cai 2", "tricks Dee 2", "start Ben first"});
    play(ref, {"3", "2", "2", "3", "tricks Ana 3", "tricks Ben 3", "tricks Cai 2", "tricks Dee 2", "start Ben first"});
    const auto& s = ref.game().state();
    REQUIRE(s.skulls == std::vector<int>{9, 4});
    REQUIRE(s.hourglass_line == std::vector<int>{20, 16});
    return ref;
}
}  // namespace

TEST_CASE("Round card l (Revenge of the Living): Teams: the leading team's bid is the sum of its members' bids, paid at 4 skulls a trick",
          "[card-l][teams]") {
    auto ref = teams_ana_cai_lead();
    SECTION("one short, paying 4 of 9 skulls: exact, 5 kept") {
        play(ref, {"bid Ben 2", "bid Cai 3", "bid Dee 2", "bid Ana 3"});
        play(ref, {"tricks Ana 3", "tricks Ben 3", "tricks Cai 2", "tricks Dee 2"});
        REQUIRE(ref.game().state().phase == zp::Phase::Payment);
        play(ref, {"pay Cai yes"});
        CHECK(step(ref, 0, 3).skulls == -4);
        CHECK(step(ref, 0, 4).detail == "in the lead and bid hit exactly: skulls kept");
        CHECK(receipt(ref, 0).skulls_after == 5);
        CHECK(receipt(ref, 0).points == 6);
    }
    SECTION("one short, not paying: the whole pool of 9 is returned") {
        play(ref, {"bid Ben 2", "bid Cai 3", "bid Dee 2", "bid Ana 3"});
        play(ref, {"tricks Ana 3", "tricks Ben 3", "tricks Cai 2", "tricks Dee 2", "pay Ana no"});
        CHECK(step(ref, 0, 4).skulls == -9);
        CHECK(receipt(ref, 0).skulls_after == 0);
        CHECK(receipt(ref, 0).points == 0);
    }
    SECTION("one over: the pool is returned and the 2-skull over-trick cannot be paid") {
        play(ref, {"bid Ben 2", "bid Cai 3", "bid Dee 1", "bid Ana 3"});
        play(ref, {"tricks Ana 4", "tricks Ben 2", "tricks Cai 3", "tricks Dee 1"});
        CHECK(step(ref, 0, 4).detail == "in the lead and bid not hit exactly: all skulls returned");
        CHECK(step(ref, 0, 6).detail == "1 extra trick x 2 = 2 due but only 0 held: all skulls returned");
        CHECK(receipt(ref, 0).skulls_after == 0);
        CHECK(receipt(ref, 0).points == 6);
    }
    SECTION("a member's failed zero bid still adds its trick: 4 + 1 on a team bid of 5 is exact") {
        play(ref, {"bid Ben 3", "bid Cai 0", "bid Dee 2", "bid Ana 5"});
        play(ref, {"tricks Ana 4", "tricks Ben 3", "tricks Cai 1", "tricks Dee 2"});
        CHECK(step(ref, 0, 2).skulls == 0);
        CHECK(step(ref, 0, 4).detail == "in the lead and bid hit exactly: skulls kept");
        CHECK(receipt(ref, 0).skulls_after == 9);
        CHECK(receipt(ref, 0).points == 5);
    }
    // Ben & Dee, not in the lead, are never touched by the card.
    CHECK(step(ref, 1, 4).detail == "no effect");
}

TEST_CASE("Round card l (Revenge of the Living): it is an Hourglass card and can only be the 4th Round card", "[card-l]") {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess", "players Ana Ben Cai", "mode individuals"});
    CHECK_THAT(refused(ref, "rounds l a a a"), Contains("is an Hourglass card: it can only be the last Round card"));
    CHECK_THAT(refused(ref, "rounds a a l a"), Contains("Round card l (Revenge of the Living)"));
    play(ref, {"rounds a a a l"});
}

}  // namespace zref::test
