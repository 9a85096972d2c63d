// The start of a round ("Sequence of Play", "Bidding"): reveal the Round card
// with its pass instruction, then bids clockwise from the start player.
#include <algorithm>

#include "core/text.h"
#include "games/zombie_princess/game.h"
#include "games/zombie_princess/princess.h"
#include "games/zombie_princess/standings.h"

namespace zref::zp {

namespace {

std::string pass_instruction(const RoundCardInfo& info, bool teams, int hand_size) {
    if (info.pass_count == -1)
        return teams ? "Pass: exchange with your partner as many cards as your Round card shows"
                     : "Pass: as printed on your Round card (that many cards, to the neighbour its arrow points to)";
    std::string count = info.pass_count == -2
                            ? "half your hand (" + std::to_string(hand_size / 2) + " cards)"
                            : std::to_string(info.pass_count) + (info.pass_count == 1 ? " card" : " cards");
    if (teams) return "Pass: exchange " + count + " with your partner, all at once, before looking at what you get";
    std::string to = info.pass_direction == PassDirection::Right  ? "the player on your right"
                     : info.pass_direction == PassDirection::Left ? "the player on your left"
                                                                  : "the neighbour the arrow on the card points to";
    return "Pass: " + count + " to " + to + ", all at once, before looking at what you get";
}

}  // namespace

void Game::start_round(GameState& s, int number, int start_seat, Ruling& r) const {
    const int n = s.seating.size();
    RoundState round;
    // The last round's lists lend their buffers (its result keeps only the
    // count of its tricks), so a new round allocates none of them again.
    round.tricks = std::move(s.round.tricks);
    round.tricks.clear();
    round.played = std::move(s.round.played);
    round.number = number;
    round.card = s.round_letters.at(static_cast<std::size_t>(number - 1));
    round.start_seat = start_seat;
    round.bids.assign(static_cast<std::size_t>(n), -1);
    round.next_bidder = start_seat;
    round.current.leader = start_seat;
    round.tricks.reserve(static_cast<std::size_t>(s.hand_size));  // a trick per card in hand, usually: grown once
    round.reset_record(n, s.codec);  // nothing played, shown or claimed yet
    round.typed_tricks.assign(static_cast<std::size_t>(n), -1);
    round.typed_card_skulls.assign(static_cast<std::size_t>(n), 0);
    round.pays.assign(static_cast<std::size_t>(s.seating.side_count()), std::nullopt);
    round.cards_left.assign(static_cast<std::size_t>(n), s.hand_size);
    round.stopped.assign(static_cast<std::size_t>(n), false);
    round.held.assign(static_cast<std::size_t>(n), std::nullopt);
    round.stakes.assign(static_cast<std::size_t>(s.seating.side_count()), -1);
    round.pile_paid.assign(static_cast<std::size_t>(s.seating.side_count()), 0);
    round.power_used.assign(static_cast<std::size_t>(n), false);
    round.armed.assign(static_cast<std::size_t>(n), "");
    s.round = std::move(round);
    s.phase = Phase::Bidding;

    if (number == data_->rounds) {
        // "In the lead" for the Hourglass card is fixed here, before round 4.
        s.hourglass_line = hourglass_line(s);
    }
    if (number == data_->rounds && explaining_) {
        std::vector<std::string> parts;
        for (int side = 0; side < s.seating.side_count(); ++side)
            parts.push_back(s.seating.side_name(side) + " " + std::to_string(s.hourglass_line[static_cast<std::size_t>(side)]));
        std::vector<std::string> names;
        for (int side : leaders(s.hourglass_line)) names.push_back(s.seating.side_name(side));
        r.notices.push_back("Hourglass Leader line (points after round 3 + half the skulls, rounded down): " +
                            join(parts, ", ") + ". In the lead: " + join(names, ", "));
    }

    const RoundRule& rule = rule_of(s);
    if (explaining_) announce_round(s, r);
    rule.setup_round(s, r);
    ask_pending(s, rule.before_bidding(s), Phase::Bidding, r);
}

// What the table is told as a round starts: the Round card and our reading of
// it, what to pass, and the Princesses ready again (text only).
void Game::announce_round(const GameState& s, Ruling& r) const {
    const int n = s.seating.size();
    const int number = s.round.number;
    const RoundCardInfo* info = data_->round_card(s.round.card);
    const RoundRule& rule = rule_of(s);
    r.notices.push_back("Round " + std::to_string(number) + " of " + std::to_string(data_->rounds) + ": Round card " +
                        std::string(1, s.round.card) + ", " + info->name + (info->hourglass ? " (Hourglass)" : ""));
    r.notices.push_back("  " + info->effect);
    for (const auto& i : info->interpretations) r.notices.push_back("  Our reading: " + i);
    for (const auto& reminder : rule.table_reminders()) r.notices.push_back("  Table: " + reminder);
    r.notices.push_back(pass_instruction(*info, s.seating.teams(), s.hand_size));
    if (s.setup.powers) {
        std::vector<std::string> ready;
        for (int seat = 0; seat < n; ++seat)
            if (const PrincessInfo* p = s.princess_info[static_cast<std::size_t>(seat)])
                ready.push_back(s.seating.name(seat) + ": " + p->name + (p->always_active ? " (always active)" : ""));
        r.notices.push_back("Princesses refreshed. " + join(ready, "; "));
    }
}

void Game::ask_pending(GameState& s, std::vector<Requirement> pending, Phase then, Ruling& r) const {
    s.round.after_pending = then;
    s.round.pending = std::move(pending);
    if (s.round.pending.empty()) {
        finish_pending(s, r);
        return;
    }
    s.phase = Phase::Declare;
    if (!explaining_) return;
    if (then == Phase::FrogDecision)  // the last trick's power moment, not a Round card entry
        r.notices.push_back("Before scoring: " + s.round.pending.front().ask);
    else
        r.notices.push_back("Round card " + std::string(1, s.round.card) + " needs, " +
                            (then == Phase::Bidding ? "before bidding" : "before trick 1") + ": " +
                            s.round.pending.front().ask);
}

void Game::finish_pending(GameState& s, Ruling& r) const {
    if (s.round.after_pending == Phase::FrogDecision) {  // the last trick's powers are settled
        end_of_cards(s, r);
        return;
    }
    if (s.round.after_pending == Phase::Bidding) {
        s.phase = Phase::Bidding;
        if (explaining_) r.notices.push_back("Bidding starts with " + s.seating.name(s.round.start_seat) + ", then clockwise");
        return;
    }
    s.phase = Phase::Tricks;
    if (explaining_)
        r.notices.push_back(s.seating.name(s.round.start_seat) +
                            " leads trick 1 (Princes may not be led until they break out)");
    begin_trick(s, r);
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
    auto seat = s.seating.find(c.args[0]);
    if (!seat) return fail(seat.error());
    auto& pending = s.round.pending;
    auto req = pending.end();
    if (s.phase == Phase::Declare)
        for (auto it = pending.begin(); it != pending.end(); ++it)
            if (it->seat == *seat && it->verb == c.verb) req = it;
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
        if (pending.empty()) finish_pending(s, *ruling);
        else if (explaining_) ruling->notices.push_back("Next: " + pending.front().ask);
    }
    return ruling;
}

// Fixes who plays to the next trick and in which order (the core's turn
// order): clockwise from the leader, skipping players with no cards or out
// of the round, once per lap of the Round card.
void Game::begin_trick(GameState& s, Ruling& r) const {
    auto& round = s.round;
    auto can_play = [&](int seat) {
        const auto i = static_cast<std::size_t>(seat);
        return !round.stopped[i] && round.cards_left[i] > 0;
    };
    const int asked = round.current.leader;
    tt::seat_players(round.current, s.seating, rule_of(s).laps(), can_play);
    if (round.current.leader != asked && !round.tricks.empty() && explaining_)
        r.notices.push_back(s.seating.name(round.current.leader) + " leads instead of " + s.seating.name(asked) +
                            ", who has no card left to play or has stopped");
}

namespace {
Error bid_turn_refusal(const GameState& s, int seat) {
    return fail("it is " + s.seating.name(s.round.next_bidder) + "'s turn to bid, not " + s.seating.name(seat) +
                "'s (bidding goes clockwise from " + s.seating.name(s.round.start_seat) + ")");
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
    Result<Ruling> out(std::in_place);  // filled in place and returned by name, as Game::play's
    out->worded = explaining_;
    if (auto ok = rule_bid_into(s, seat, tricks, *out); !ok) out = fail(std::move(ok).error());
    return out;
}

Status Game::rule_bid_into(GameState& s, int seat, int tricks, Ruling& r) const {
    auto& round = s.round;
    if (seat != round.next_bidder) return bid_turn_refusal(s, seat);
    if (const int most = max_tricks(s); tricks < 0 || tricks > most) return count_refusal(Digits(tricks), 0, most, "bid");
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
        ask_pending(s, rule_of(s).before_first_trick(s), Phase::Tricks, r);
    }
    return Ok{};
}

}  // namespace zref::zp
