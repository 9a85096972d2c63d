// v. Undead on Arrival: a player who reaches their bid exactly stops playing;
// the round ends when one player is left. Zero bidders play on until everyone
// else has stopped; a Frog trick is decided when its winner reaches the bid
// counting it (count and stop, or drop and go on).
#include <algorithm>

#include "games/zombie_princess/round_cards/common.h"
#include "games/zombie_princess/round_cards/round_cards.h"

namespace zref::zp {

namespace {

// Tricks a seat has won so far, leaving out an undecided Frog trick.
int decided_tricks(const GameState& s, int seat) {
    int n = 0;
    for (const auto& t : s.round.tricks)
        if (t.owner == seat && !(t.has_frog && !s.round.frog_counted)) n += counted_units(t, s.round);
    return n;
}

bool holds_open_frog(const GameState& s, int seat) { return s.round.frog_seat == seat && !s.round.frog_counted; }

void stop(GameState& s, int seat, const std::string& why, Ruling& r) {
    s.round.stopped[static_cast<std::size_t>(seat)] = true;
    if (r.worded) r.notices.push_back("Undead on Arrival: " + s.seating.name(seat) + " stops playing: " + why);
}

class UndeadOnArrival final : public RoundRule {
public:
    char letter() const override { return 'v'; }
    std::optional<int> expected_tricks(const GameState&) const override { return std::nullopt; }

    bool round_over(const GameState& s) const override {
        int playing = 0;
        for (int seat = 0; seat < s.seating.size(); ++seat) {
            const auto i = static_cast<std::size_t>(seat);
            if (!s.round.stopped[i] && s.round.cards_left[i] > 0) ++playing;
        }
        return playing <= 1;
    }

    DecisionRequest after_trick(GameState& s, TrickRecord& t, Ruling& r) const override {
        // The trick is not in round.tricks yet: it is looked at there for
        // the count, and taken off again before returning. (A copy of the
        // whole state to look through was most of a trick's cost here.)
        auto& round = s.round;
        const int frog_seat = round.frog_seat;
        round.tricks.push_back(t);
        if (t.has_frog) round.frog_seat = t.owner;
        const int seat = t.owner;
        const int bid = round.bids[static_cast<std::size_t>(seat)];
        // The Frog is decided when it would make the bid (a zero bidder at once),
        // whether it came with this trick or an earlier one.
        const bool open_frog = t.has_frog || holds_open_frog(s, seat);
        const bool decide_now =
            open_frog && ((bid == 0 && t.has_frog) || (bid > 0 && decided_tricks(s, seat) + 1 == bid));
        if (!decide_now) update_stops(s, r);  // changes only who has stopped
        round.tricks.pop_back();
        round.frog_seat = frog_seat;
        if (!decide_now) return {};
        // A zero bidder decides at once; anyone else once the Frog trick makes the bid.
        if (r.worded)
            r.notices.push_back("Undead on Arrival: " + s.seating.name(seat) +
                                " must decide the Frog trick now: 'count' (and stop, having reached the bid) or "
                                "'drop' (and play on; the choice is final)");
        return {DecisionRequest::Kind::FrogNow, seat};
    }

    void after_frog_decision(GameState& s, Ruling& r) const override { update_stops(s, r); }
    // A power (Dorothy, the Ice Princess, Scheherazade) changes tricks or bids:
    // who still plays is worked out afresh.
    void after_power(GameState& s, Ruling& r) const override {
        std::fill(s.round.stopped.begin(), s.round.stopped.end(), false);
        Ruling quiet;  // its stop notices are replaced by the ones below
        quiet.worded = false;
        update_stops(s, quiet);
        for (int seat = 0; seat < s.seating.size(); ++seat)
            if (r.worded && s.round.stopped[static_cast<std::size_t>(seat)])
                r.notices.push_back("Undead on Arrival: " + s.seating.name(seat) + " is out of play");
        drop_stopped_from_trick(s, r);
    }

    // A power used mid-trick can make its player reach the bid before playing
    // to the trick: they stop at once, so the trick goes on without them (and a
    // trick not yet led is led by the next player still in). When everyone
    // else has already played to it, the trick is complete with the cards
    // down and is settled at once (Game::on_power).
    static void drop_stopped_from_trick(GameState& s, Ruling& r) {
        auto& current = s.round.current;
        const std::size_t played = current.plays.size();
        std::vector<int> order(current.order.begin(), current.order.begin() + static_cast<std::ptrdiff_t>(played));
        for (std::size_t k = played; k < current.order.size(); ++k)
            if (!s.round.stopped[static_cast<std::size_t>(current.order[k])]) order.push_back(current.order[k]);
        if (order.size() == current.order.size() || order.empty()) return;
        if (r.worded && played > 0 && order.size() == played)
            r.notices.push_back("Undead on Arrival: every player still in has played to this trick: it is settled "
                                "with the cards already down");
        if (played == 0 && order.front() != current.leader) {
            if (r.worded)
                r.notices.push_back(s.seating.name(order.front()) + " leads instead of " +
                                    s.seating.name(current.leader) + ", who has stopped");
            current.leader = order.front();
        }
        current.order = std::move(order);
    }

    // Applies who stops after a trick or a Frog decision.
    static void update_stops(GameState& s, Ruling& r) {
        const int n = s.seating.size();
        bool others_done = true;
        for (int seat = 0; seat < n; ++seat) {
            const auto i = static_cast<std::size_t>(seat);
            const int bid = s.round.bids[i];
            if (bid == 0) continue;
            if (!s.round.stopped[i] && !holds_open_frog(s, seat) && decided_tricks(s, seat) == bid)
                stop(s, seat, "reached the bid of " + std::to_string(bid) + " exactly", r);
            if (!s.round.stopped[i]) others_done = false;
        }
        if (!others_done) return;
        // Everyone else has stopped: a lone trickless zero bidder stops too;
        // several play on until only one of them is still trickless.
        std::vector<int> trickless;
        for (int seat = 0; seat < n; ++seat) {
            const auto i = static_cast<std::size_t>(seat);
            if (s.round.bids[i] == 0 && !s.round.stopped[i] && decided_tricks(s, seat) == 0) trickless.push_back(seat);
        }
        if (trickless.size() == 1) stop(s, trickless.front(), "a zero bidder with no trick, and everyone else has stopped", r);
    }
};
}  // namespace

const RoundRule& undead_on_arrival() {
    static const UndeadOnArrival rule;
    return rule;
}

}  // namespace zref::zp
