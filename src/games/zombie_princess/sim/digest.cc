#include "games/zombie_princess/sim/digest.h"

#include "games/zombie_princess/princess.h"
#include "games/zombie_princess/standings.h"

namespace zref::sim {

namespace {
template <class Ints>
void add_ints(Fnv1a& h, const Ints& v) {
    h.add(static_cast<std::int64_t>(v.size()));
    for (int x : v) h.add(x);
}
}  // namespace

std::uint64_t sheet_digest(const zp::ScoreSheet& sheet) {
    Fnv1a h;
    for (const auto& side : sheet.sides) h.add(side);
    for (const auto& round : sheet.rounds) {
        h.add(round.number);
        h.add(std::string_view(&round.card, 1));
        for (const auto& c : round.cells)
            for (int x : {c.bid, c.tricks, c.points, c.skulls, c.total}) h.add(x);
    }
    add_ints(h, sheet.hourglass_line);
    add_ints(h, sheet.hourglass_leaders);
    add_ints(h, sheet.skulls);
    add_ints(h, sheet.final_score);
    add_ints(h, sheet.winners);
    h.add(sheet.game_over ? 1 : 0);
    return h.value();
}

// Each step hashes what build_sheet (sheet.cc) puts in the sheet, in the
// order sheet_digest above reads it.
std::uint64_t sheet_digest(const zp::GameState& s) {
    Fnv1a h;
    const int sides = s.seating.side_count();
    for (int side = 0; side < sides; ++side) {
        if (s.seating.teams()) h.add(s.seating.side_name(side));
        else h.add(s.seating.name(side));  // an Individual's side is named as the player, without a copy
    }
    zp::PerSeat<int> running(static_cast<std::size_t>(sides), 0);  // points so far, per side
    for (const auto& r : s.results) {
        h.add(r.number);
        h.add(std::string_view(&r.card, 1));
        for (const auto& rc : r.receipts) {
            int& total = running.at(static_cast<std::size_t>(rc.side));
            total += rc.points;
            for (int x : {rc.bid, rc.tricks, rc.points, rc.skulls_after, total}) h.add(x);
        }
    }
    add_ints(h, s.hourglass_line);
    if (s.hourglass_line.empty()) add_ints(h, zp::PerSeat<int>{});
    else add_ints(h, zp::leaders(s.hourglass_line));
    add_ints(h, s.skulls);
    const bool over = s.phase == zp::Phase::GameOver;
    if (over) {
        const auto f = zp::final_standing(s);
        add_ints(h, f.final_score);
        add_ints(h, f.winners);
    } else {
        add_ints(h, zp::PerSeat<int>{});
        add_ints(h, zp::PerSeat<int>{});
    }
    h.add(over ? 1 : 0);
    return h.value();
}

std::uint64_t state_digest(const zp::GameState& s) {
    Fnv1a h;
    h.add(static_cast<std::int64_t>(sheet_digest(s)));
    h.add(static_cast<int>(s.phase));
    add_ints(h, s.skulls);
    for (const auto& id : s.princess_of) h.add(id);
    for (const auto& result : s.results) {
        add_ints(h, result.seat_bids);
        add_ints(h, result.seat_tricks);
        for (const auto& receipt : result.receipts) {
            for (int x : {receipt.side, receipt.bid, receipt.tricks, receipt.points, receipt.skulls_before,
                          receipt.skulls_after, receipt.made_bid ? 1 : 0, receipt.paid_for_missed ? 1 : 0})
                h.add(x);
            for (const auto& line : receipt.lines) {
                h.add(line.step);
                h.add(line.label);
                h.add(line.detail);
                h.add(line.skulls);
            }
        }
    }
    const auto& r = s.round;
    h.add(r.number);
    h.add(std::string_view(&r.card, 1));
    add_ints(h, r.bids);
    add_ints(h, r.cards_left);
    // A trick's plays and what was decided about it; its reasons are text.
    auto add_trick = [&](const zp::TrickRecord& t) {
        for (int x : {t.leader, t.winner, t.owner, t.weight, t.counts ? 1 : 0, t.has_frog ? 1 : 0,
                      t.under_dorothy ? 1 : 0, t.rapunzel})
            h.add(x);
        for (int seat : t.order) h.add(seat);
        h.add(static_cast<std::int64_t>(t.plays.size()));
        for (const auto& p : t.plays) {
            h.add(p.seat * 1000 + p.card.suit * 100 + p.card.value + p.bonus * 100000 + (p.proves_void ? 0 : 10000000));
            h.add(p.power ? p.power->id() : std::string_view{});
        }
    };
    h.add(static_cast<std::int64_t>(r.tricks.size()));
    for (const auto& t : r.tricks) add_trick(t);
    add_trick(r.current);
    for (bool played : r.played) h.add(played ? 1 : 0);
    // The round's bookkeeping between the cards: whose turn, decisions,
    // powers and Round card entries. No text (the tests compare games
    // explaining and not), only numbers, flags and ids.
    for (int x : {r.start_seat, r.next_bidder, r.pile, r.frog_seat, r.frog_counted ? (*r.frog_counted ? 1 : 0) : -1,
                  r.frog_decided_in_play ? 1 : 0, r.princes_broken ? 1 : 0, r.by_counts ? 1 : 0,
                  static_cast<int>(r.after_pending), s.next_decider_side, s.previous_decider_seat})
        h.add(x);
    for (std::size_t seat = 0; seat < r.bids.size(); ++seat) {
        for (int x : {r.only_princes_claim[seat], r.stopped[seat] ? 1 : 0, r.power_used[seat] ? 1 : 0})
            h.add(x);
        h.add(seat < r.start_bids.size() ? r.start_bids[seat] : -2);
        h.add(r.held[seat] ? r.held[seat]->suit * 100 + r.held[seat]->value : -1);
        h.add(r.armed[seat]);
        for (std::uint16_t since : r.void_since[seat]) h.add(since);
    }
    for (const auto* per_side : {&r.stakes, &r.pile_paid, &r.typed_tricks, &r.typed_card_skulls}) add_ints(h, *per_side);
    for (const auto& pays : r.pays) h.add(pays ? (*pays ? 1 : 0) : -1);
    for (const auto& req : r.pending) {
        h.add(req.seat);
        h.add(req.verb);
    }
    for (tt::Card c : r.discards) h.add(c.suit * 100 + c.value);
    h.add(static_cast<std::int64_t>(r.records.size()));  // what was declared; its wording is text
    add_ints(h, s.hourglass_line);
    for (char letter : s.round_letters) h.add(std::string_view(&letter, 1));
    return h.value();
}

std::uint64_t combine(std::uint64_t running, std::uint64_t next) {
    Fnv1a h;
    h.add(static_cast<std::int64_t>(running));
    h.add(static_cast<std::int64_t>(next));
    return h.value();
}

}  // namespace zref::sim
