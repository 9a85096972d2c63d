// The end of the cards: the moment after the last trick when a Princess
// (Dorothy, Rapunzel) may still act on it, then the Frog decision ("The Frog
// Prince Returns"), also asked during play under Undead on Arrival.
#include <utility>

#include "core/text.h"
#include "games/zombie_princess/game.h"
#include "games/zombie_princess/princess.h"

namespace zref::zp {

Game::Step Game::last_trick(GameState& s, Ruling& r) const {
    std::vector<Requirement> offers;
    if (s.setup.powers && !s.round.tricks.empty() && rule_of(s).last_trick_powers_allowed()) {
        const TrickRecord& last = s.round.tricks.back();
        for (int seat = 0; seat < s.seating.size(); ++seat) {
            const auto si = static_cast<std::size_t>(seat);
            const PrincessPower* power = s.princess_power[si];
            if (power && !s.round.power_used[si] && power->acts_on_last_trick(s, seat, last))
                offers.push_back({seat, "power",
                                  s.seating.name(seat) + " may still use " + s.princess_info[si]->name +
                                      " on the last trick: 'power " + s.princess_of[si] + "' or 'pass'"});
        }
    }
    if (offers.empty()) return Step::FrogQuestion;
    return ask_entries(s, std::move(offers), Phase::FrogDecision, r);
}

Result<Ruling> Game::on_pass(GameState& s, const Command& c) const {
    auto& pending = s.round.pending;
    int seat = pending.empty() ? -1 : pending.front().seat;
    if (!c.args.empty()) {
        auto found = s.seating.find(c.args[0]);
        if (!found) return fail(found.error());
        seat = *found;
    }
    for (auto it = pending.begin(); it != pending.end(); ++it)
        if (it->seat == seat && it->verb == "power") {
            pending.erase(it);
            Ruling r = ruling();
            r.headline = s.seating.name(seat) + " does not use the power on the last trick";
            r.canonical = "pass " + quote_if_needed(s.seating.name(seat));
            if (pending.empty()) advance(s, Step::EntriesDone, r);
            return r;
        }
    return fail("'pass' answers zref's question about a power on the last trick, and nobody is being asked that now");
}

// The Frog trick's holder decides whether it counts, once the cards are
// done (or the tricks typed); nobody is asked when no trick holds the Frog.
Game::Step Game::frog_question(GameState& s, Ruling& r) const {
    if (s.round.frog_seat < 0 || s.round.frog_counted) return Step::Scoring;
    s.phase = Phase::FrogDecision;
    if (explaining_)
        r.notices.push_back("Round over. " + s.seating.name(s.round.frog_seat) +
                            " holds the Frog trick: does it count toward the bid? (count or drop)");
    return Step::Wait;
}

namespace {
// 'frog NAME count|drop' checked against the state: whether the Frog trick counts.
Result<bool> read_frog_decision(const GameState& s, const Command& c) {
    if (c.args.size() != 2) return fail("frog: give the player and 'count' or 'drop', e.g. 'frog Ana count'");
    auto seat = s.seating.find(c.args[0]);
    if (!seat) return fail(seat.error());
    if (*seat != s.round.frog_seat)
        return fail("the Frog trick is " + s.seating.name(s.round.frog_seat) + "'s to decide, not " + s.seating.name(*seat) + "'s");
    const std::string_view w = c.args[1];
    if (iequals_any(w, {"count", "keep", "yes"})) return true;
    if (iequals_any(w, {"drop", "no"})) return false;
    return fail("frog: say 'count' (the trick counts toward the bid) or 'drop' (it does not)");
}
}  // namespace

Result<Ruling> Game::on_frog_decision(GameState& s, const Command& c) const {
    const auto decision = read_frog_decision(s, c);
    if (!decision) return fail(decision.error());
    const bool counts = *decision;
    const int seat = s.round.frog_seat;
    s.round.frog_counted = counts;
    Ruling r = ruling();
    if (s.round.frog_decided_in_play) {
        // Asked during play (Undead on Arrival): the round goes on unless it is over.
        r.headline = s.seating.name(seat) + (counts ? " counts the Frog trick" : " does not count the Frog trick (final)");
        const RoundRule& rule = rule_of(s);
        rule.after_frog_decision(s, r);
        s.round.frog_decided_in_play = false;
        advance(s, rule.round_over(s) ? Step::LastTrick : Step::ResumeAfterFrog, r);
        return r;
    }
    if (explaining_) {
        r.headline = s.seating.name(seat) + (counts ? " counts the Frog trick" : " does not count the Frog trick");
        r.because(counts ? "the winner of the Frog trick may count it as a won trick"
                         : "the winner of the Frog trick may leave it uncounted; it then counts for nothing, "
                           "and a zero bid can still succeed",
                  "The Frog Prince Returns");
    }
    advance(s, Step::Scoring, r);
    return r;
}

}  // namespace zref::zp
