// The table and the grouped 4-player deal shared by the Princess power tests
// (see princess_deal.h).
#include "princess_deal.h"

namespace zref::test {

namespace {

// 4 players (deck 1-10, 10 tricks a round), Ana starts round 1, the
// Princesses typed in seat by seat ('princesses enter'), powers on.
// REQUIREs that `next` is the phase then.
zp::Referee princesses_entered_table(const std::array<std::string, 4>& princesses, const std::string& mode, const std::string& rounds,
                  zp::Phase next) {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess", "players Ana Ben Cai Dee", "mode " + mode, "rounds " + rounds, "seed 1",
               "start Ana", "princesses enter", "powers on", "begin"});
    for (std::size_t i = 0; i < 4; ++i) play(ref, {"princess " + kSeat[i] + " " + princesses[i]});
    REQUIRE(ref.game().state().phase == next);
    return ref;
}

}  // namespace

zp::Referee princess_table(const std::array<std::string, 4>& princesses, const std::string& rounds, zp::Phase next) {
    return princesses_entered_table(princesses, "individuals", rounds, next);
}

zp::Referee teams_table(const std::array<std::string, 4>& princesses) {
    return princesses_entered_table(princesses, "teams", "a a a a", zp::Phase::Bidding);
}

const zp::GameState& st(const zp::Referee& ref) { return ref.game().state(); }

// Bids per seat (Ana, Ben, Cai, Dee), typed in bidding order.
void bids(zp::Referee& ref, const std::array<int, 4>& by_seat) {
    for (int k = 0; k < 4; ++k) {
        const auto seat = static_cast<std::size_t>(st(ref).round.next_bidder);
        play(ref, {"bid " + kSeat[seat] + " " + std::to_string(by_seat[seat])});
    }
}

// Scores a round by trick counts (no card typed), bids and tricks by seat.
void counts_round(zp::Referee& ref, const std::array<int, 4>& bid, const std::array<int, 4>& won) {
    bids(ref, bid);
    for (std::size_t i = 0; i < 4; ++i) play(ref, {"tricks " + kSeat[i] + " " + std::to_string(won[i])});
}

// The cards of a 4-player round (1-10 in each suit) in ten groups, chosen so
// that nobody ever shows a void they do not have. The winner of a group gets
// its top card, the other seats the rest in playing order:
//   1 Villagers 1-4     2 Pets 1-4     3 Pets 5-8 (the Frog)     4 Knights 1-4     5 Knights 5-8
//   6 Pet 9 or 10 led (the two players out of Pets discard Villagers 9 and 10)
//   7 Knight 9 led, Knight 10, and Princes 9 and 10 from two players out of
//     Knights: the Princes break out and the leader cannot win it
//   8 Princes 1-4       9 Princes 5-8  10 Villagers 5-8
std::array<std::string, 4> group_cards(int g, int leader, int winner) {
    std::array<std::string, 4> card;
    auto others = [&](std::vector<std::string> rest) {
        for (int k = 0; k < 4; ++k) {
            auto& c = card[static_cast<std::size_t>((leader + k) % 4)];
            if (c.empty()) {
                c = rest.front();
                rest.erase(rest.begin());
            }
        }
    };
    auto one_suit = [&](const std::string& suit, int lo) {
        card[static_cast<std::size_t>(winner)] = suit + std::to_string(lo + 3);
        others({suit + std::to_string(lo), suit + std::to_string(lo + 1), suit + std::to_string(lo + 2)});
    };
    switch (g) {
        case 1: one_suit("v", 1); break;
        case 2: one_suit("p", 1); break;
        case 3: one_suit("p", 5); break;
        case 4: one_suit("k", 1); break;
        case 5: one_suit("k", 5); break;
        case 6:
            if (winner == leader) {
                card[static_cast<std::size_t>(leader)] = "p10";
                others({"p9", "v9", "v10"});
            } else {
                card[static_cast<std::size_t>(leader)] = "p9";
                card[static_cast<std::size_t>(winner)] = "p10";
                others({"v9", "v10"});
            }
            break;
        case 7:
            REQUIRE(winner != leader);
            card[static_cast<std::size_t>(leader)] = "k9";
            card[static_cast<std::size_t>(winner)] = "pr10";
            others({"k10", "pr9"});
            break;
        case 8: one_suit("pr", 1); break;
        case 9: one_suit("pr", 5); break;
        case 10: one_suit("v", 5); break;
        default: FAIL("no group " << g);
    }
    return card;
}

// Plays group g as the next trick from its leader (only the cards from
// position `from` on, when the first ones were typed by the test); REQUIREs
// that `winner` takes it and returns the ruling on its last card.
Ruling play_group(zp::Referee& ref, int g, int winner, int from) {
    const int leader = st(ref).round.current.leader;
    const auto cards = group_cards(g, leader, winner);
    const std::size_t before = st(ref).round.tricks.size();
    Ruling last;
    for (int k = from; k < 4; ++k) {
        const auto seat = static_cast<std::size_t>((leader + k) % 4);
        last = accepted(ref, "play " + kSeat[seat] + " " + cards[seat]);
    }
    REQUIRE(st(ref).round.tricks.size() == before + 1);
    REQUIRE(st(ref).round.tricks.back().winner == winner);
    return last;
}

// The lead of group g's trick, typed alone.
void lead_group(zp::Referee& ref, int g, int winner) {
    const int leader = st(ref).round.current.leader;
    play(ref, {"play " + kSeat[static_cast<std::size_t>(leader)] + " " +
               group_cards(g, leader, winner)[static_cast<std::size_t>(leader)]});
}

// Groups first..last as tricks, winners[g - 1] taking group g.
Ruling play_groups(zp::Referee& ref, int first, int last, const Winners& winners) {
    Ruling r;
    for (int g = first; g <= last; ++g) r = play_group(ref, g, winners[static_cast<std::size_t>(g - 1)]);
    return r;
}

}  // namespace zref::test
