// What a Round card needs typed before bidding or before trick 1 (a
// discard, a revealed suit, a look at a hand: "Round Cards"), asked of one
// player after another; the last-trick powers are asked the same way
// (last_trick.cc).
#include <algorithm>

#include "core/text.h"
#include "games/zombie_princess/game.h"

namespace zref::zp {

Game::Step Game::entries_before_bids(GameState& s, Ruling& r) const {
    return ask_entries(s, rule_of(s).before_bidding(s), Phase::Bidding, r);
}

Game::Step Game::entries_before_play(GameState& s, Ruling& r) const {
    return ask_entries(s, rule_of(s).before_first_trick(s), Phase::Tricks, r);
}

Game::Step Game::ask_entries(GameState& s, std::vector<Requirement> pending, Phase then, Ruling& r) const {
    s.round.after_pending = then;
    s.round.pending = std::move(pending);
    if (s.round.pending.empty()) return entries_done(s);
    s.phase = Phase::Declare;
    if (!explaining_) return Step::Wait;
    if (then == Phase::FrogDecision)  // the last trick's power moment, not a Round card entry
        r.notices.push_back("Before scoring: " + s.round.pending.front().ask);
    else
        r.notices.push_back("Round card " + std::string(1, s.round.card) + " needs, " +
                            (then == Phase::Bidding ? "before bidding" : "before trick 1") + ": " +
                            s.round.pending.front().ask);
    return Step::Wait;
}

Game::Step Game::entries_done(const GameState& s) const {
    switch (s.round.after_pending) {
        case Phase::FrogDecision: return Step::FrogQuestion;  // the last trick's powers are settled
        case Phase::Bidding: return Step::OpenBidding;
        default: return Step::OpenPlay;
    }
}

// Every refusal, the Round card's own (RoundRule::on_command) among them,
// comes before the first change: an entry is ruled with no kept copy.
Result<Ruling> Game::on_rule_command(GameState& s, const Command& c) const {
    const RoundRule& rule = rule_of(s);
    const auto verbs = rule.verbs();  // the card's fixed table
    const RuleVerb* verb = nullptr;
    for (const auto& v : verbs)
        if (v.verb == c.verb) verb = &v;
    if (!verb) return fail("'" + c.verb + "' is not a command of this Round card");
    if (c.args.empty()) return fail(c.verb + ": usage: " + std::string(verb->usage));
    auto& pending = s.round.pending;
    if (!rule.entry_names_player(s, c.verb)) return on_unnamed_entry(s, c);
    auto seat = s.seating.find(c.args[0]);
    if (!seat) return fail(seat.error());
    auto req = pending.end();
    if (s.phase == Phase::Declare)
        for (auto it = pending.begin(); it != pending.end(); ++it)
            if (it->verb == c.verb &&
                (it->seat == *seat || (it->either_partner && s.seating.side_of(it->seat) == s.seating.side_of(*seat))))
                req = it;
    const bool allowed_here = std::find(verb->phases.begin(), verb->phases.end(), s.phase) != verb->phases.end();
    if (req == pending.end() && !allowed_here) {
        if (s.phase == Phase::Declare && !pending.empty())
            return fail("'" + c.verb + "' for " + s.seating.name(*seat) + " is not needed now: " + pending.front().ask);
        return fail("'" + c.verb + "' is not accepted now: " + waiting().what);
    }
    // The words after the player, read where they are (a list was copied for every entry).
    const std::span<const std::string> args(c.args.data() + 1, c.args.size() - 1);
    auto ruling = rule.on_command(s, c.verb, *seat, args, explaining_);
    if (!ruling) return fail(concat({c.verb, ": ", ruling.error(), " (usage: ", verb->usage, ")"}));
    if (req != pending.end()) {
        pending.erase(req);
        if (pending.empty()) advance(s, Step::EntriesDone, *ruling);
        else if (explaining_) ruling->notices.push_back("Next: " + pending.front().ask);
    }
    // A Round card's count of a round scored by counts may be the last one in.
    if (s.phase == Phase::Tricks && counts_complete(s)) counts_done(s, *ruling);
    return ruling;
}

// An entry typed without a player (the table does not know whose it is): it
// fills the next pending requirement of its verb; a name is refused, as it
// would record what the table chose not to know.
Result<Ruling> Game::on_unnamed_entry(GameState& s, const Command& c) const {
    auto& pending = s.round.pending;
    auto req = pending.end();
    if (s.phase == Phase::Declare)
        for (auto it = pending.begin(); it != pending.end() && req == pending.end(); ++it)
            if (it->verb == c.verb) req = it;
    if (req == pending.end()) {
        if (s.phase == Phase::Declare && !pending.empty())
            return fail("'" + c.verb + "' is not needed now: " + pending.front().ask);
        return fail("'" + c.verb + "' is not accepted now (every " + c.verb + " is typed): " + waiting().what);
    }
    if (c.args.size() > 1 && s.seating.find(c.args[0]))
        return fail(c.verb + ": name no player, the table does not record whose it is (" + req->ask + ")");
    auto ruling = rule_of(s).on_command(s, c.verb, req->seat, c.args, explaining_);
    if (!ruling) return fail(concat({c.verb, ": ", ruling.error(), " (", req->ask, ")"}));
    pending.erase(req);
    if (pending.empty()) advance(s, Step::EntriesDone, *ruling);
    else if (explaining_) ruling->notices.push_back("Next: " + pending.front().ask);
    return ruling;
}

}  // namespace zref::zp
