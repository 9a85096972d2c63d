// Round card p, A View to a Kill ("Round Cards" p, Hourglass): after the pass,
// each Team/Individual not in the lead may view (but not reorder) all the
// cards of the player on their right before the first trick. zref asks each
// player of a side not in the lead, clockwise from the start player, for
// 'view NAME' or 'view NAME skip' and records it; in Teams each member of a
// trailing team looks at the player on their own right (our reading).
//
// p is an Hourglass card, so it is always round 4; rounds 1-3 are scored by
// trick counts to set up the Hourglass Leader line.
#include "card_support.h"

namespace zref::test {
namespace {

using Catch::Contains;
using Catch::StartsWith;

std::string ask(const std::string& who, const std::string& right) {
    return who + " may look at " + right + "'s hand without reordering it (type 'view NAME', or 'view NAME skip')";
}

// after_three_rounds (card_support.h) with Round card p; Ana has the lowest
// points every time and goes first.
zp::Referee after_three_rounds(int ana3, int ben3, int cai3) {
    auto ref = zref::test::after_three_rounds('p', ana3, ben3, cai3);
    REQUIRE(ref.game().state().round.start_seat == 0);
    return ref;
}

}  // namespace

TEST_CASE("Round card p (A View to a Kill): after the bids, each Individual not in the lead may view the hand on their right",
          "[card-p]") {
    // Round 3: Ana 3, Ben 2, Cai 7: line 13, 13, 18. Cai leads.
    auto ref = after_three_rounds(3, 2, 7);
    REQUIRE(ref.game().state().hourglass_line == std::vector<int>{13, 13, 18});
    CHECK(ref.game().state().phase == zp::Phase::Bidding);
    auto last_bid = [&] {
        play(ref, {"4", "4"});
        return accepted(ref, "4");
    }();
    CHECK(ref.game().state().phase == zp::Phase::Declare);
    // Ana's right is Cai, Ben's is Ana; Cai, in the lead, is not asked.
    CHECK(asks(ref, "view") == std::vector<std::string>{ask("Ana", "Cai"), ask("Ben", "Ana")});
    CHECK_THAT(last_bid.notices.back(), Contains("Round card p needs, before trick 1: " + ask("Ana", "Cai")));

    auto r = accepted(ref, "view Ana");
    CHECK(r.headline == "Ana looks at Cai's hand");
    REQUIRE(r.reasons.size() == 1);
    CHECK(r.reasons[0].section == "Round Cards: p. A View to a Kill");
    CHECK(r.notices == std::vector<std::string>{"Next: " + ask("Ben", "Ana")});
    auto last = accepted(ref, "view Ben skip");
    CHECK(last.headline == "Ben does not look at Ana's hand");
    const auto& s = ref.game().state();
    CHECK(s.round.records == std::vector<std::string>{"Ana looks at Cai's hand", "Ben does not look at Ana's hand"});
    CHECK(s.phase == zp::Phase::Tricks);
    CHECK(last.notices.back() == "Ana leads trick 1 (Princes may not be led until they break out)");
}

TEST_CASE("Round card p (A View to a Kill): the side in the lead may not view, each other player views once, before trick 1",
          "[card-p]") {
    auto ref = after_three_rounds(3, 2, 7);  // Cai leads
    play(ref, {"4"});
    CHECK(refused(ref, "view Ana") == "'view' is not accepted now: Ben to bid (0-12)");
    play(ref, {"4", "4"});
    CHECK(refused(ref, "view Cai") == "'view' for Cai is not needed now: " + ask("Ana", "Cai"));
    CHECK(refused(ref, "view Ana peek") == "view: say 'view NAME' or 'view NAME skip' (usage: view NAME [skip])");
    CHECK(refused(ref, "play Ana k1") ==
          "'play' is not accepted now: " + ask("Ana", "Cai") + " (still to enter: Ana, Ben)");
    play(ref, {"skip"});  // the player asked (Ana) skips
    CHECK(ref.game().state().round.records == std::vector<std::string>{"Ana does not look at Cai's hand"});
    CHECK(refused(ref, "view Ana") == "'view' for Ana is not needed now: " + ask("Ben", "Ana"));
    play(ref, {"view Ben"});
    CHECK(refused(ref, "view Ben") == "'view' is not accepted now: Ana to lead trick 1 of 12");
}

TEST_CASE("Round card p (A View to a Kill): shorthand: a name alone is that player's view, 'skip' alone the asked player's skip",
          "[card-p]") {
    auto ref = after_three_rounds(3, 2, 7);  // Cai leads
    play(ref, {"4", "4", "4"});
    CHECK(accepted(ref, "Ben").canonical == "view Ben");
    CHECK(accepted(ref, "skip").canonical == "view Ana skip");
    CHECK(ref.game().state().round.records ==
          std::vector<std::string>{"Ben looks at Ana's hand", "Ana does not look at Cai's hand"});
    CHECK(ref.game().state().phase == zp::Phase::Tricks);
}

TEST_CASE("Round card p (A View to a Kill): with two Individuals tied in the lead only the third views", "[card-p]") {
    // Round 3: Ana 6, Ben 5, Cai 1: line 16, 16, 12.
    auto ref = after_three_rounds(6, 5, 1);
    REQUIRE(ref.game().state().hourglass_line == std::vector<int>{16, 16, 12});
    play(ref, {"4", "4", "4"});
    CHECK(asks(ref, "view") == std::vector<std::string>{ask("Cai", "Ben")});
    play(ref, {"view Cai"});
    CHECK(ref.game().state().round.records == std::vector<std::string>{"Cai looks at Ben's hand"});
    CHECK(ref.game().state().phase == zp::Phase::Tricks);
}

TEST_CASE("Round card p (A View to a Kill): when every side shares the lead nobody views and trick 1 follows the bids", "[card-p]") {
    // Everyone makes 4 of 4 three times: 12 points and 2 skulls each, line 13 for all.
    auto ref = table({"Ana", "Ben", "Cai"}, false, "a a a p");
    for (int round = 0; round < 3; ++round)
        play(ref, {"4", "4", "4", "tricks Ana 4", "tricks Ben 4", "tricks Cai 4", "first"});
    REQUIRE(ref.game().state().hourglass_line == std::vector<int>{13, 13, 13});
    play(ref, {"4", "4", "4"});
    CHECK(ref.game().state().phase == zp::Phase::Tricks);
    CHECK(ref.game().state().round.pending.empty());
    CHECK_THAT(refused(ref, "view Ana"), StartsWith("'view' is not accepted now:"));
}

TEST_CASE("Round card p (A View to a Kill): Teams of 4: both members of the trailing team view the player on their own right",
          "[card-p][teams]") {
    // Round 1: Ana 6 of 6 and Cai 0 (+5 skulls), Ben and Dee 2 of 2 each.
    // Rounds 2 and 3: both teams 5 of 5. Points 16, 14; skulls 9, 4; line
    // 20, 16: Ana & Cai lead. Ben & Dee are lowest each time; Ben goes first.
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, true, "a a a p");
    play(ref, {"6", "2", "0", "2", "tricks Ana 6", "tricks Ben 2", "tricks Cai 0", "tricks Dee 2", "start Ben first"});
    play(ref, {"3", "2", "2", "3", "tricks Ana 3", "tricks Ben 3", "tricks Cai 2", "tricks Dee 2", "start Ben first"});
    play(ref, {"3", "2", "2", "3", "tricks Ana 3", "tricks Ben 3", "tricks Cai 2", "tricks Dee 2", "start Dee first"});
    REQUIRE(ref.game().state().hourglass_line == std::vector<int>{20, 16});
    play(ref, {"bid Dee 2", "bid Ana 3", "bid Ben 3", "bid Cai 2"});
    // Dee starts: Dee (right: Cai), then Ben (right: Ana).
    CHECK(asks(ref, "view") == std::vector<std::string>{ask("Dee", "Cai"), ask("Ben", "Ana")});
    CHECK_THAT(refused(ref, "view Ana"), StartsWith("'view' for Ana is not needed now"));
    CHECK_THAT(refused(ref, "view Cai skip"), StartsWith("'view' for Cai is not needed now"));
    play(ref, {"view Ben", "view Dee"});
    CHECK(ref.game().state().round.records == std::vector<std::string>{"Ben looks at Ana's hand", "Dee looks at Cai's hand"});
    CHECK(ref.game().state().phase == zp::Phase::Tricks);
    CHECK(ref.game().state().round.current.leader == 3);
}

TEST_CASE("Round card p (A View to a Kill): Teams of 6: every member of both trailing teams views, each to their own right",
          "[card-p][teams]") {
    // Sides: Ana & Dee, Ben & Eve, Cai & Fay; 10 tricks a round. Every round
    // Ana & Dee bid 4 and take 4, the others bid 3 and take 3: points 12, 9, 9,
    // 4 skulls each, line 14, 11, 11. Ben & Eve and Cai & Fay tie for lowest:
    // Ben (after the dealer Fay, then Ana), then Cai (left of Ben), then Eve
    // (left of Cai, skipping Dee) decide, each going first.
    auto ref = table({"Ana", "Ben", "Cai", "Dee", "Eve", "Fay"}, true, "a a a p");
    const std::vector<std::string> counts = {"tricks Ana 2", "tricks Ben 2", "tricks Cai 2",
                                             "tricks Dee 2", "tricks Eve 1", "tricks Fay 1"};
    play(ref, {"2", "2", "2", "2", "1", "1"});  // Ana Ben Cai Dee Eve Fay
    play(ref, counts);
    play(ref, {"start Ben first", "2", "2", "2", "1", "1", "2"});  // Ben Cai Dee Eve Fay Ana
    play(ref, counts);
    play(ref, {"start Cai first", "2", "2", "1", "1", "2", "2"});  // Cai Dee Eve Fay Ana Ben
    play(ref, counts);
    play(ref, {"start Eve first"});
    const auto& s = ref.game().state();
    REQUIRE(s.hourglass_line == std::vector<int>{14, 11, 11});
    REQUIRE(s.round.start_seat == 4);
    play(ref, {"1", "1", "2", "2", "2", "2"});  // Eve Fay Ana Ben Cai Dee
    CHECK(asks(ref, "view") == std::vector<std::string>{ask("Eve", "Dee"), ask("Fay", "Eve"), ask("Ben", "Ana"), ask("Cai", "Ben")});
    play(ref, {"view Eve", "view Fay skip", "view Ben", "view Cai"});
    CHECK(s.round.records == std::vector<std::string>{"Eve looks at Dee's hand", "Fay does not look at Eve's hand",
                                                      "Ben looks at Ana's hand", "Cai looks at Ben's hand"});
    CHECK(s.phase == zp::Phase::Tricks);
}

TEST_CASE("Round card p (A View to a Kill): viewing changes no score", "[card-p]") {
    auto ref = after_three_rounds(3, 2, 7);  // Cai leads
    play(ref, {"5", "3", "4", "view Ana", "view Ben", "tricks Ana 4", "tricks Ben 4", "tricks Cai 4"});
    REQUIRE(ref.game().state().phase == zp::Phase::Payment);
    play(ref, {"pay Ana yes"});
    REQUIRE(ref.game().state().phase == zp::Phase::GameOver);
    for (int side = 0; side < 3; ++side) CHECK(receipt(ref, side).lines.at(3).detail == "no effect");
    // Ana had 12 skulls and pays 3 for her missed trick: 9, and 5 points.
    CHECK(receipt(ref, 0).skulls_after == 9);
    CHECK(receipt(ref, 0).points == 5);
    CHECK(receipt(ref, 1).skulls_after == 1);
    CHECK(receipt(ref, 2).skulls_after == 2);
}

TEST_CASE("Round card p (A View to a Kill): it is an Hourglass card and can only be the 4th Round card", "[card-p]") {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess", "players Ana Ben Cai", "mode individuals"});
    CHECK(refused(ref, "rounds p a a a") ==
          "Round card p (A View to a Kill) is an Hourglass card: it can only be the last Round card");
    play(ref, {"rounds a a a p"});
}

}  // namespace zref::test
