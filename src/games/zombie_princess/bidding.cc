// Bidding ("Bidding"): each player bids the tricks they will take,
// clockwise from the start player; 0 is a zero bid, and a team's bid is the
// sum of its members'.
#include "core/text.h"
#include "games/zombie_princess/game.h"

namespace zref::zp {

Game::Step Game::open_bidding(GameState& s, Ruling& r) const {
    s.phase = Phase::Bidding;
    if (explaining_) r.notices.push_back("Bidding starts with " + s.seating.name(s.round.start_seat) + ", then clockwise");
    return Step::Wait;
}

namespace {
Error bid_turn_refusal(const GameState& s, int seat) {
    return fail("it is " + s.seating.name(s.round.next_bidder) + "'s turn to bid, not " + s.seating.name(seat) +
                "'s (bidding goes clockwise from " + s.seating.name(s.round.start_seat) + ")");
}

// A bid checked against the state: the player's turn, and a number of tricks a hand can take.
Status check_bid(const GameState& s, int seat, int tricks) {
    if (seat != s.round.next_bidder) return bid_turn_refusal(s, seat);
    if (const int most = max_tricks(s); tricks < 0 || tricks > most) return count_refusal(Digits(tricks), 0, most, "bid");
    return Ok{};
}
}  // namespace

// The typed line is read in the order it always was: the player, whose turn
// it must be, then the number (so a bid out of turn says so whatever number
// was typed).
Result<Ruling> Game::on_bid(GameState& s, const Command& c) const {
    if (c.args.size() != 2) return fail("bid: give the player and the bid, e.g. 'bid Ana 2' (or just '2')");
    auto seat = s.seating.find(c.args[0]);
    if (!seat) return fail(seat.error());
    if (*seat != s.round.next_bidder) return bid_turn_refusal(s, *seat);
    auto bid = parse_count(c.args[1], 0, max_tricks(s), "bid");
    if (!bid) return fail(std::move(bid).error());
    return rule_bid(s, *seat, *bid);
}

Result<Ruling> Game::rule_bid(GameState& s, int seat, int tricks) const {
    Result<Ruling> out(std::in_place);  // filled in place and returned by name, as FastEntries::play's
    out->worded = explaining_;
    if (auto ok = rule_bid_into(s, seat, tricks, *out); !ok) out = fail(std::move(ok).error());
    return out;
}

Status Game::rule_bid_into(GameState& s, int seat, int tricks, Ruling& r) const {
    if (auto ok = check_bid(s, seat, tricks); !ok) return ok;
    auto& round = s.round;
    const auto si = static_cast<std::size_t>(seat);
    round.bids[si] = tricks;
    if (round.start_bids.empty()) round.start_bids.assign(round.bids.size(), -1);
    round.start_bids[si] = tricks;
    round.next_bidder = s.seating.left(seat);
    if (explaining_) {
        r.headline = s.seating.name(seat) + " bids " + std::to_string(tricks) + (tricks == 0 ? " (a zero bid)" : "");
        if (tricks == 0) r.because("a zero bid earns bonus skulls if its player takes no trick at all", "Bidding");
    }
    if (round.next_bidder == round.start_seat) {
        if (s.seating.teams() && explaining_) {
            for (int side = 0; side < s.seating.side_count(); ++side) {
                int sum = 0;
                for (int m : s.seating.members(side)) sum += round.bids[static_cast<std::size_t>(m)];
                r.notices.push_back(s.seating.side_name(side) + " bid " + std::to_string(sum) + " together");
            }
            r.because("a team's bid is the sum of its members' bids; a zero bid stays its player's own", "Bidding");
        }
        if (explaining_) r.notices.push_back("All bids are in.");
        advance(s, Step::EntriesBeforePlay, r);
    }
    return Ok{};
}

}  // namespace zref::zp
