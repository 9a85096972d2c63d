// The start of a round ("Sequence of Play"): the Round card revealed with its
// pass instruction, the Hourglass Leader line fixed before the last round,
// and the Round card's own setup (gifts, hand sizes).
#include "core/text.h"
#include "games/zombie_princess/game.h"
#include "games/zombie_princess/princess.h"
#include "games/zombie_princess/standings.h"

namespace zref::zp {

namespace {

// Who hands cards to whom, so nobody has to work out a direction (trick_taking/passes.h).
using tt::who_passes;

std::string pass_instruction(const PassRule& info, const Seating& seating, int hand_size) {
    const bool teams = seating.teams();
    if (info.count == -1)
        return teams ? "Pass: exchange with your partner as many cards as your Round card shows"
                     : "Pass: as printed on your Round card (that many cards, to the neighbour its arrow points to)";
    const std::string count = pass_count_text(info.count, hand_size);
    if (info.count == 0) return "Pass: none this round";
    if (teams)
        return "Pass: exchange " + count + " with your partner (" + who_passes(seating, info.direction) +
               "), all at once, before looking at what you get";
    std::string to = info.direction == PassDirection::Right  ? "the player on your right"
                     : info.direction == PassDirection::Left ? "the player on your left"
                                                             : "the neighbour the arrow on the card points to";
    return "Pass: " + count + " to " + to + " (" + who_passes(seating, info.direction) +
           "), all at once, before looking at what you get";
}

}  // namespace

// The round after the last one scored, started by the seat its handler put
// in round.start_seat (`begin`, the last Princess chosen, `start`).
Game::Step Game::new_round(GameState& s, Ruling& r) const {
    const int n = s.seating.size();
    const int number = static_cast<int>(s.results.size()) + 1;
    const int start_seat = s.round.start_seat;
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
    round.typed_power_number.assign(static_cast<std::size_t>(n), -1);
    round.typed_princes.assign(static_cast<std::size_t>(s.seating.side_count()), -1);
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

    if (explaining_) announce_round(s, r);
    rule_of(s).setup_round(s, r);
    return Step::EntriesBeforeBids;
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
    r.notices.push_back(pass_instruction(pass_rule(s, *info), s.seating, s.hand_size));
    if (s.setup.powers) {
        std::vector<std::string> ready;
        for (int seat = 0; seat < n; ++seat)
            if (const PrincessInfo* p = s.princess_info[static_cast<std::size_t>(seat)])
                ready.push_back(s.seating.name(seat) + ": " + p->name + (p->always_active ? " (always active)" : ""));
        r.notices.push_back("Princesses refreshed. " + join(ready, "; "));
    }
}

}  // namespace zref::zp
