// Round card t, The High Cost of Living ("Round Cards" t, an Hourglass card):
// "The Team/Individual in the lead must place a skull on this round card each
// trick when they play a Prince. For Teams, a skull is paid even if more than
// 1 Prince is played. If they do not have any skulls, the skull is paid from
// the supply. At the end of the round, skulls on the round card are given to
// the Team/Individual with the lowest total on the Hourglass Leader line of the
// scoresheet. If tied, divide the skulls between tied players, returning
// leftover skulls to the supply." Our readings (games/zombie-princess.toml):
// each side tied in the lead pays for its own Prince plays, at most one skull
// per trick, and skulls put on the card leave the side at once, so they are
// not there to buy missed tricks at scoring.
#include "card_support.h"

namespace zref::test {
namespace {

using Catch::Contains;

// Rounds 1-3 scored by counts: per round, each seat's bid and tricks; the
// lowest side goes first each time (whoever zref names).
void counts_rounds_before_high_cost(zp::Referee& ref, const std::vector<std::vector<int>>& bids,
                   const std::vector<std::vector<int>>& tricks) {
    for (std::size_t r = 0; r < bids.size(); ++r) {
        INFO("round " << r + 1);
        while (state(ref).phase == zp::Phase::Bidding) {
            const int seat = ref.game().waiting().seat;
            play(ref, {"bid " + state(ref).seating.name(seat) + " " + std::to_string(bids[r].at(static_cast<std::size_t>(seat)))});
        }
        for (int seat = 0; seat < state(ref).seating.size(); ++seat)
            play(ref, {"tricks " + state(ref).seating.name(seat) + " " + std::to_string(tricks[r].at(static_cast<std::size_t>(seat)))});
        REQUIRE(state(ref).phase == zp::Phase::NextStart);
        play(ref, {"first"});
    }
    REQUIRE(state(ref).round.number == 4);
    REQUIRE(state(ref).round.card == 't');
}

void bids_by_seat(zp::Referee& ref, const std::vector<int>& by_seat) {
    while (state(ref).phase == zp::Phase::Bidding) {
        const int seat = ref.game().waiting().seat;
        play(ref, {"bid " + state(ref).seating.name(seat) + " " + std::to_string(by_seat.at(static_cast<std::size_t>(seat)))});
    }
    REQUIRE(state(ref).phase == zp::Phase::Tricks);
}

// 3 players. Points after round 3: Ana 12, Ben 10, Cai 14; 2 skulls each.
// Hourglass line: Ana 13, Ben 11, Cai 15: Cai leads, Ben is last; Ben starts round 4.
zp::Referee cai_leads_ben_last_before_high_cost() {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "a a a t");
    counts_rounds_before_high_cost(ref, {{4, 4, 4}, {4, 3, 5}, {4, 3, 5}}, {{4, 4, 4}, {4, 3, 5}, {4, 3, 5}});
    REQUIRE(state(ref).hourglass_line == std::vector<int>{13, 11, 15});
    REQUIRE(state(ref).round.start_seat == 1);
    return ref;
}

// Round 4 for cai_leads_ben_last_before_high_cost, by seat {Ana, Ben, Cai}. Cai plays a Prince
// in tricks 1, 2, 3, 11 and 12; Ana and Ben play Princes too (tricks 2, 12).
// Tricks: Ana 5, 7 (the Frog), 10; Ben 2, 4, 9, 12; Cai 1, 3, 6, 8, 11.
const Deal kCaiLeads = {{"v2", "v1", "pr1"}, {"pr3", "pr4", "pr2"}, {"v4", "v3", "pr5"}, {"v6", "v7", "v5"},
                        {"p3", "p1", "p2"},  {"p4", "p5", "p6"},   {"p9", "p8", "p7"},  {"k1", "k2", "k3"},
                        {"k5", "k6", "k4"},  {"k9", "k7", "k8"},   {"v8", "v9", "pr6"}, {"pr8", "pr9", "pr7"}};

}  // namespace

TEST_CASE("Round card t (The High Cost of Living): the side in the lead puts 1 skull on the card for each trick in "
          "which it plays a Prince, and other sides pay nothing",
          "[card-t][hourglass]") {
    auto ref = cai_leads_ben_last_before_high_cost();
    bids_by_seat(ref, {3, 4, 5});
    const auto& s = state(ref);
    REQUIRE(s.skulls == std::vector<int>{2, 2, 2});
    // Trick 1: Ben leads Villager 1, Cai trumps with Prince 1.
    auto n = closing(ref, kCaiLeads[0]).notices;
    CHECK(s.round.pile == 1);
    CHECK(s.skulls == std::vector<int>{2, 2, 1});
    CHECK(s.round.pile_paid == std::vector<int>{0, 0, 1});
    CHECK(any_contains(n, "Cai is in the lead and played a Prince: 1 skull onto the card (1 there now)"));
    // Trick 2: all three play Princes; only Cai, in the lead, pays.
    n = closing(ref, kCaiLeads[1]).notices;
    CHECK(s.round.tricks.back().winner == 1);
    CHECK(s.round.pile == 2);
    CHECK(s.skulls == std::vector<int>{2, 2, 0});
    CHECK(s.round.pile_paid == std::vector<int>{0, 0, 2});
    // Trick 4: no Prince from Cai, nothing to pay.
    trick(ref, kCaiLeads[2]);
    const int before = s.round.pile;
    n = closing(ref, kCaiLeads[3]).notices;
    CHECK(s.round.pile == before);
    CHECK_FALSE(any_contains(n, "is in the lead and played a Prince"));
}

TEST_CASE("Round card t (The High Cost of Living): with no skull left, the skull goes on the card from the supply",
          "[card-t][hourglass]") {
    auto ref = cai_leads_ben_last_before_high_cost();
    bids_by_seat(ref, {3, 4, 5});
    const auto& s = state(ref);
    trick(ref, kCaiLeads[0]);
    trick(ref, kCaiLeads[1]);
    REQUIRE(s.skulls[2] == 0);
    auto n = closing(ref, kCaiLeads[2]).notices;  // Cai's Prince 5
    CHECK(s.round.pile == 3);
    CHECK(s.skulls == std::vector<int>{2, 2, 0});
    CHECK(s.round.pile_paid == std::vector<int>{0, 0, 2});
    CHECK(any_contains(n, "Cai is in the lead and played a Prince but has no skull: 1 skull from the supply onto the card (3 there now)"));
}

TEST_CASE("Round card t (The High Cost of Living): at round end the skulls on the card go to the side lowest on the "
          "Hourglass Leader line",
          "[card-t][hourglass]") {
    auto ref = cai_leads_ben_last_before_high_cost();
    bids_by_seat(ref, {3, 4, 5});
    deal(ref, kCaiLeads);
    REQUIRE(state(ref).phase == zp::Phase::FrogDecision);
    play(ref, {"count"});
    const auto& s = state(ref);
    REQUIRE(s.phase == zp::Phase::GameOver);
    CHECK(s.round.pile == 5);  // Prince tricks 1, 2, 3, 11, 12: 2 of Cai's skulls, 3 from the supply
    // Ben, last on the line (11), receives all 5.
    CHECK(step(receipt(ref, 1), 4).skulls == 5);
    CHECK(step(receipt(ref, 1), 4).detail == "lowest Hourglass line: receives 5 of the 5 on the card");
    CHECK(receipt(ref, 1).skulls_after == 2 + 5);
    CHECK(receipt(ref, 1).points == 4);
    // Cai's payments were taken during play: his receipt starts from 0 and shows them.
    CHECK(receipt(ref, 2).skulls_before == 0);
    CHECK(step(receipt(ref, 2), 4).skulls == 0);
    CHECK(step(receipt(ref, 2), 4).detail == "put 2 skulls on the card during play (already taken)");
    CHECK(receipt(ref, 2).skulls_after == 0);
    CHECK(receipt(ref, 2).points == 5);
    // Ana is neither in the lead nor last.
    CHECK(step(receipt(ref, 0), 4).skulls == 0);
    CHECK(step(receipt(ref, 0), 4).detail == "no effect");
    CHECK(receipt(ref, 0).skulls_after == 2);
}

TEST_CASE("Round card t (The High Cost of Living): sides tied for last split the pile, the remainder goes back to the supply",
          "[card-t][hourglass]") {
    // Points after round 3: Ana 11, Ben 11, Cai 13 (Cai paid 1 skull for an
    // over-trick in round 2). Line: Ana 12, Ben 12, Cai 13.
    auto ref = table({"Ana", "Ben", "Cai"}, false, "a a a t");
    counts_rounds_before_high_cost(ref, {{4, 4, 4}, {3, 3, 5}, {4, 4, 4}}, {{4, 4, 4}, {3, 3, 6}, {4, 4, 4}});
    REQUIRE(state(ref).hourglass_line == std::vector<int>{12, 12, 13});
    REQUIRE(state(ref).skulls == std::vector<int>{2, 2, 1});
    bids_by_seat(ref, {4, 2, 6});
    // Cai plays Princes in tricks 5, 6, 7, 8 and 12: his 1 skull, then 4 from the supply.
    deal(ref, {{"k7", "k5", "k3"}, {"v9", "v3", "v6"}, {"p5", "p1", "p8"}, {"pr7", "p6", "p4"}, {"pr1", "pr5", "pr4"},
               {"v1", "v5", "pr9"}, {"pr8", "v2", "pr3"}, {"v7", "v4", "pr2"}, {"k6", "p3", "p7"}, {"k1", "k4", "k2"},
               {"v8", "p2", "k8"}, {"k9", "p9", "pr6"}});
    play(ref, {"frog Cai count"});
    const auto& s = state(ref);
    REQUIRE(s.phase == zp::Phase::GameOver);
    CHECK(s.round.pile == 5);
    CHECK(s.round.pile_paid == std::vector<int>{0, 0, 1});
    for (int side : {0, 1}) {
        INFO("side " << side);
        CHECK(step(receipt(ref, side), 4).skulls == 2);
        CHECK(step(receipt(ref, side), 4).detail ==
              "lowest Hourglass line: receives 2 of the 5 on the card (split 2 ways, 1 back to the supply)");
    }
    // Ana bid 4 and took 4; Ben bid 2, took 3 and pays 1 over-trick after his 2 skulls from the card.
    CHECK(receipt(ref, 0).skulls_after == 4);
    CHECK(receipt(ref, 1).skulls_after == 3);
    // Cai bid 6 and took 5; the skull he put on the card is gone, so he cannot
    // pay for the missed trick and scores 0 (no payment question).
    CHECK(receipt(ref, 2).skulls_after == 0);
    CHECK(receipt(ref, 2).points == 0);
    CHECK(step(receipt(ref, 2), 3).detail == "short 1, cannot pay 3 skulls");
}

TEST_CASE("Round card t (The High Cost of Living): sides tied in the lead each pay for their own Prince plays",
          "[card-t][hourglass]") {
    // Points after round 3: Ana 13, Ben 13, Cai 10; line 14, 14, 11. Cai starts round 4.
    auto ref = table({"Ana", "Ben", "Cai"}, false, "a a a t");
    counts_rounds_before_high_cost(ref, {{4, 4, 4}, {5, 5, 2}, {4, 4, 4}}, {{4, 4, 4}, {5, 5, 2}, {4, 4, 4}});
    REQUIRE(state(ref).hourglass_line == std::vector<int>{14, 14, 11});
    bids_by_seat(ref, {4, 4, 4});
    const auto& s = state(ref);
    auto n = closing(ref, {"pr1", "pr2", "v1"}).notices;  // Cai leads Villager 1; Ana and Ben trump
    CHECK(s.round.pile == 2);
    CHECK(s.skulls == std::vector<int>{1, 1, 2});
    CHECK(s.round.pile_paid == std::vector<int>{1, 1, 0});
    CHECK(any_contains(n, "Ana is in the lead and played a Prince: 1 skull onto the card (1 there now)"));
    CHECK(any_contains(n, "Ben is in the lead and played a Prince: 1 skull onto the card (2 there now)"));
    // Cai, last, plays a Prince: he pays nothing.
    n = closing(ref, {"v2", "v3", "pr3"}).notices;
    CHECK(s.round.pile == 2);
    CHECK(s.skulls == std::vector<int>{1, 1, 2});
}

TEST_CASE("Round card t (The High Cost of Living): when every side is tied, every side pays and the pile is shared by all",
          "[card-t][hourglass]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "a a a t");
    counts_rounds_before_high_cost(ref, {{4, 4, 4}, {4, 4, 4}, {4, 4, 4}}, {{4, 4, 4}, {4, 4, 4}, {4, 4, 4}});
    REQUIRE(state(ref).hourglass_line == std::vector<int>{13, 13, 13});
    bids_by_seat(ref, {0, 0, 12});
    deal(ref, {{"pr1", "pr2", "pr3"}, {"pr4", "pr5", "pr6"}, {"pr7", "pr8", "pr9"}, {"v1", "v2", "v3"},
               {"v4", "v5", "v6"}, {"v7", "v8", "v9"}, {"p1", "p2", "p3"}, {"p4", "p5", "p6"}, {"p7", "p8", "p9"},
               {"k1", "k2", "k3"}, {"k4", "k5", "k6"}, {"k7", "k8", "k9"}});
    play(ref, {"frog Cai count"});
    const auto& s = state(ref);
    REQUIRE(s.phase == zp::Phase::GameOver);
    // 9 Prince plays, each by a side in the lead: 2 skulls each from the sides, 3 from the supply.
    CHECK(s.round.pile == 9);
    CHECK(s.round.pile_paid == std::vector<int>{2, 2, 2});
    for (int side = 0; side < 3; ++side) {
        INFO("side " << side);
        CHECK(step(receipt(ref, side), 4).skulls == 3);
        CHECK(step(receipt(ref, side), 4).detail ==
              "put 2 skulls on the card during play (already taken); lowest Hourglass line: receives 3 of the 9 on the "
              "card (split 3 ways, 0 back to the supply)");
    }
    CHECK(receipt(ref, 0).skulls_after == 0 + 10 + 3);  // zero bid made
    CHECK(receipt(ref, 2).skulls_after == 3);
}

TEST_CASE("Round card t (The High Cost of Living): in Teams of 4 a trick costs the leading team 1 skull even when both "
          "partners play a Prince, and those skulls cannot buy a missed trick",
          "[card-t][hourglass][teams]") {
    // Ana & Cai 16 points, Ben & Dee 14, 4 skulls each: line 18 and 16. Ben starts round 4.
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, true, "a a a t");
    counts_rounds_before_high_cost(ref, {{3, 2, 2, 3}, {3, 2, 3, 2}, {3, 2, 2, 3}}, {{3, 2, 2, 3}, {3, 2, 3, 2}, {3, 2, 2, 3}});
    REQUIRE(state(ref).hourglass_line == std::vector<int>{18, 16});
    REQUIRE(state(ref).round.start_seat == 1);
    bids_by_seat(ref, {1, 1, 3, 5});  // Ana & Cai 4, Ben & Dee 6
    const auto& s = state(ref);
    // Trick 1: Ben leads Villager 1; Ana and Cai both play Princes: 1 skull.
    auto n = closing(ref, {"pr1", "v1", "pr2", "v2"}).notices;
    CHECK(s.round.pile == 1);
    CHECK(s.skulls == std::vector<int>{3, 4});
    CHECK(s.round.pile_paid == std::vector<int>{1, 0});
    CHECK(any_contains(n, "Ana & Cai is in the lead and played a Prince: 1 skull onto the card (1 there now)"));
    deal(ref, {{"v3", "v4", "v5", "v6"}, {"v7", "v8", "v9", "v10"}, {"p1", "p2", "p3", "p4"}, {"p5", "p6", "p7", "p8"},
               {"p9", "p10", "k1", "k2"}, {"k4", "k5", "k6", "k3"}, {"k9", "k10", "k7", "k8"}});
    CHECK(s.round.pile == 1);
    // Tricks 9 and 10: both partners play Princes again: 1 skull each trick.
    trick(ref, {"pr6", "pr3", "pr4", "pr5"});
    CHECK(s.round.pile == 2);
    trick(ref, {"pr7", "pr8", "pr9", "pr10"});
    CHECK(s.round.pile == 3);
    CHECK(s.skulls == std::vector<int>{1, 4});
    // Dee won the Frog trick (trick 5) and drops it: Ben & Dee have exactly 6.
    REQUIRE(s.phase == zp::Phase::FrogDecision);
    play(ref, {"frog Dee drop"});
    // Ana & Cai took 3 of their 4: buying the trick costs 4 skulls, and only 1
    // is left after the card took 3, so zref does not even ask.
    REQUIRE(s.phase == zp::Phase::GameOver);
    CHECK(receipt(ref, 0).skulls_before == 1);
    CHECK(step(receipt(ref, 0), 3).detail == "short 1, cannot pay 4 skulls");
    CHECK(step(receipt(ref, 0), 4).detail == "put 3 skulls on the card during play (already taken)");
    CHECK(receipt(ref, 0).points == 0);
    CHECK(receipt(ref, 0).skulls_after == 1);
    CHECK(step(receipt(ref, 1), 4).skulls == 3);
    CHECK(step(receipt(ref, 1), 4).detail == "lowest Hourglass line: receives 3 of the 3 on the card");
    CHECK(receipt(ref, 1).points == 6);
    CHECK(receipt(ref, 1).skulls_after == 4 + 3);
}

TEST_CASE("Round card t (The High Cost of Living): in Teams of 6 the leading team pays once per trick and two teams "
          "tied last split the pile",
          "[card-t][hourglass][teams]") {
    // Each round Ana & Dee take 4, Ben & Eve 3, Cai & Fay 3, all bids exact:
    // points 12, 9, 9; 4 skulls each; line 14, 11, 11.
    const std::vector<int> each = {2, 2, 1, 2, 1, 2};
    auto ref = table({"Ana", "Ben", "Cai", "Dee", "Eve", "Fay"}, true, "a a a t");
    counts_rounds_before_high_cost(ref, {each, each, each}, {each, each, each});
    REQUIRE(state(ref).hourglass_line == std::vector<int>{14, 11, 11});
    bids_by_seat(ref, {1, 1, 1, 1, 1, 1});
    // The deck in order (Villagers, Pets, Knights, Princes, 1-15), 6 cards a
    // trick by seat: the first Prince falls in trick 8 (Dee's Prince 1), and in
    // tricks 9 and 10 Ana and Dee both play Princes.
    std::vector<std::string> cards;
    for (const char* suit : {"v", "p", "k", "pr"})
        for (int v = 1; v <= 15; ++v) cards.push_back(suit + std::to_string(v));
    const auto& s = state(ref);
    for (std::size_t t = 0; t < 10; ++t) {
        INFO("trick " << t + 1);
        trick(ref, std::vector<std::string>(cards.begin() + static_cast<long>(6 * t), cards.begin() + static_cast<long>(6 * t + 6)));
        CHECK(s.round.pile == (t < 7 ? 0 : static_cast<int>(t) - 6));
    }
    CHECK(s.round.pile == 3);
    CHECK(s.round.pile_paid == std::vector<int>{3, 0, 0});
    CHECK(s.skulls[0] == 1);
    if (s.phase == zp::Phase::FrogDecision) play(ref, {"count"});
    while (s.phase == zp::Phase::Payment) play(ref, {"no"});
    REQUIRE(s.phase == zp::Phase::GameOver);
    for (int side : {1, 2}) {
        INFO("side " << side);
        CHECK(step(receipt(ref, side), 4).skulls == 1);
        CHECK(step(receipt(ref, side), 4).detail ==
              "lowest Hourglass line: receives 1 of the 3 on the card (split 2 ways, 1 back to the supply)");
    }
    CHECK(step(receipt(ref, 0), 4).skulls == 0);
}

TEST_CASE("Round card t (The High Cost of Living): by counts each side in the lead types the tricks in which it "
          "played a Prince, and they are paid as in play, before scoring",
          "[card-t][hourglass][counts]") {
    auto ref = cai_leads_ben_last_before_high_cost();
    bids_by_seat(ref, {3, 4, 5});
    play(ref, {"tricks Ana 3", "tricks Ben 4", "tricks Cai 5"});
    const auto& s = state(ref);
    // Every trick count is in, but only the cards show Cai's Princes: zref waits for them.
    REQUIRE(s.phase == zp::Phase::Tricks);
    CHECK_THAT(ref.game().waiting().what, Contains("still to type: Cai"));
    CHECK(refused(ref, "prince-tricks Ana 1") ==
          "prince-tricks: Ana is not in the lead, so its Princes cost nothing: only the sides in the lead type them "
          "(usage: prince-tricks NAME N)");
    play(ref, {"prince-tricks Cai 3"});
    REQUIRE(s.phase == zp::Phase::GameOver);
    // Cai's 2 skulls went on the card as he played; the supply covered the third.
    CHECK(receipt(ref, 2).skulls_before == 0);
    CHECK(step(receipt(ref, 2), 4).skulls == 0);
    CHECK(step(receipt(ref, 2), 4).detail == "put 2 skulls on the card during play (already taken)");
    CHECK(receipt(ref, 2).skulls_after == 0);
    CHECK(receipt(ref, 2).points == 5);
    // Ben, last, receives the 3.
    CHECK(step(receipt(ref, 1), 4).skulls == 3);
    CHECK(step(receipt(ref, 1), 4).detail == "lowest Hourglass line: receives 3 of the 3 on the card");
    CHECK(receipt(ref, 1).skulls_after == 5);
    // Ana is not in the lead: her Prince tricks cost nothing.
    CHECK(step(receipt(ref, 0), 4).detail == "no effect");
    CHECK(receipt(ref, 0).skulls_after == 2);
}

TEST_CASE("Round card t (The High Cost of Living): by counts the Prince tricks take the shorthand 'NAME N' or 'N' "
          "once every trick count is in",
          "[card-t][hourglass][counts][shorthand]") {
    auto ref = cai_leads_ben_last_before_high_cost();
    bids_by_seat(ref, {3, 4, 5});
    CHECK(accepted(ref, "Ana 3").canonical == "tricks Ana 3");
    CHECK(accepted(ref, "4").canonical == "tricks Ben 4");
    CHECK(accepted(ref, "5").canonical == "tricks Cai 5");
    CHECK_THAT(refused(ref, "Ana 1"), Contains("Ana's tricks are already typed"));  // not in the lead: no Princes
    CHECK(accepted(ref, "3").canonical == "prince-tricks Cai 3");  // Cai's side, the one in the lead
}

TEST_CASE("Round card t (The High Cost of Living): by counts, skulls won at scoring never pay for Princes the supply "
          "paid during play",
          "[card-t][hourglass][counts][zero-bid]") {
    // Cai (2 skulls) bids 0, takes no trick and played a Prince in 3 tricks:
    // his 2 skulls and 1 of the supply's went on the card during play, and his
    // 10 zero-bid skulls of scoring step 2 are all his.
    auto ref = cai_leads_ben_last_before_high_cost();
    bids_by_seat(ref, {6, 4, 0});
    play(ref, {"tricks Ana 8", "tricks Ben 4", "tricks Cai 0", "prince-tricks Cai 3"});
    while (state(ref).phase == zp::Phase::Payment) play(ref, {"no"});
    REQUIRE(state(ref).phase == zp::Phase::GameOver);
    CHECK(step(receipt(ref, 2), 2).skulls == 10);
    CHECK(receipt(ref, 2).skulls_after == 10);
}

TEST_CASE("Round card t (The High Cost of Living): in Teams, the same round by counts gives the receipts of card by "
          "card: one count per team, one skull per trick",
          "[card-t][hourglass][teams][counts]") {
    // The round of the Teams of 4 test above, played card by card, then entered by counts.
    auto teams_before_round_4 = [] {
        auto ref = table({"Ana", "Ben", "Cai", "Dee"}, true, "a a a t");
        counts_rounds_before_high_cost(ref, {{3, 2, 2, 3}, {3, 2, 3, 2}, {3, 2, 2, 3}},
                                       {{3, 2, 2, 3}, {3, 2, 3, 2}, {3, 2, 2, 3}});
        bids_by_seat(ref, {1, 1, 3, 5});
        return ref;
    };
    auto cards = teams_before_round_4();
    closing(cards, {"pr1", "v1", "pr2", "v2"});
    deal(cards, {{"v3", "v4", "v5", "v6"}, {"v7", "v8", "v9", "v10"}, {"p1", "p2", "p3", "p4"}, {"p5", "p6", "p7", "p8"},
                 {"p9", "p10", "k1", "k2"}, {"k4", "k5", "k6", "k3"}, {"k9", "k10", "k7", "k8"}});
    trick(cards, {"pr6", "pr3", "pr4", "pr5"});
    trick(cards, {"pr7", "pr8", "pr9", "pr10"});
    play(cards, {"frog Dee drop"});
    REQUIRE(state(cards).phase == zp::Phase::GameOver);
    std::vector<int> won(4, 0);
    for (const auto& t : state(cards).round.tricks) ++won.at(static_cast<std::size_t>(t.owner));
    const int frog = state(cards).round.frog_seat;
    REQUIRE(frog == 3);

    auto counts = teams_before_round_4();
    const std::vector<std::string> names = {"Ana", "Ben", "Cai", "Dee"};
    for (std::size_t seat = 0; seat < 4; ++seat)
        play(counts, {"tricks " + names[seat] + " " + std::to_string(won[seat]) + (static_cast<int>(seat) == frog ? " frog" : "")});
    // Both partners played a Prince in tricks 1, 9 and 10: the team types 3.
    play(counts, {"prince-tricks Cai 3", "frog Dee drop"});
    REQUIRE(state(counts).phase == zp::Phase::GameOver);
    for (int side : {0, 1}) {
        INFO("side " << side);
        const auto& a = receipt(cards, side);
        const auto& b = receipt(counts, side);
        CHECK(a.skulls_before == b.skulls_before);
        CHECK(a.skulls_after == b.skulls_after);
        CHECK(a.points == b.points);
        for (int k = 1; k <= 6; ++k) {
            INFO("step " << k);
            CHECK(step(a, k).skulls == step(b, k).skulls);
            CHECK(step(a, k).detail == step(b, k).detail);
        }
    }
}

}  // namespace zref::test

namespace zref::test {

TEST_CASE("Round card t (The High Cost of Living): status shows the skulls on the card and whose they were",
          "[card-t][status]") {
    auto ref = cai_leads_ben_last_before_high_cost();
    bids_by_seat(ref, {3, 4, 5});
    CHECK_THAT(zp::render_status(ref.game()), Contains("  Skulls on the card: 0\n"));
    trick(ref, kCaiLeads[0]);
    trick(ref, kCaiLeads[1]);
    trick(ref, kCaiLeads[2]);
    CHECK_THAT(zp::render_status(ref.game()), Contains("  Skulls on the card: 3 (paid from their own: Cai 2)\n"));
}

}  // namespace zref::test
