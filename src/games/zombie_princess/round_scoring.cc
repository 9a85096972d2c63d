// Scoring a round ("Scoring"): the tricks each side counted once the Frog is
// decided, the optional payment for missed tricks, then the six steps
// (Princess skulls, zero bids, missed tricks, the Round card, bid points,
// over-tricks) written as each side's receipt.
#include "core/text.h"
#include "games/zombie_princess/game.h"
#include "games/zombie_princess/princess.h"
#include "games/zombie_princess/scoring.h"
#include "games/zombie_princess/standings.h"
#include "games/zombie_princess/table_readings.h"

namespace zref::zp {

int counted_units(const TrickRecord& t, const RoundState& round) {
    if (t.under_dorothy) return 0;  // under Dorothy: no bid, no Round card
    int units = t.counts ? t.weight : 0;
    // The Frog decision applies to the one trick holding the Frog: dropping
    // it removes a counted trick, counting it rescues a voided one.
    if (t.has_frog && round.frog_counted) {
        if (t.counts && !*round.frog_counted) units -= 1;
        if (!t.counts && *round.frog_counted) units += 1;
    }
    return units;
}

PerSeat<int> seat_tricks(const GameState& s) {
    const auto& round = s.round;
    PerSeat<int> tricks(static_cast<std::size_t>(s.seating.size()), 0);
    if (round.by_counts) {
        for (std::size_t i = 0; i < tricks.size(); ++i) {
            tricks[i] = round.typed_tricks[i];
            // A trick under Dorothy is in her typed count but counts for nothing
            // (weighing two under Ghoulfriends, like every trick).
            if (round.power_used[i] && s.princess_power[i])
                tricks[i] -= s.princess_power[i]->tricks_kept_out() * rule_of(s).laps();
        }
        if (round.frog_seat >= 0 && round.frog_counted == false) --tricks[static_cast<std::size_t>(round.frog_seat)];
        return tricks;
    }
    for (const auto& t : round.tricks) tricks[static_cast<std::size_t>(t.owner)] += counted_units(t, round);
    return tricks;
}

int tricks_kept_apart(const GameState& s, int seat, const PerSeat<int>& per_seat) {
    const auto i = static_cast<std::size_t>(seat);
    return s.round.bids[i] == 0 && failed_zero_bid_tricks_kept_apart(s) ? per_seat[i] : 0;
}

bool zero_bid_made(const GameState& s, int seat, const PerSeat<int>& per_seat) {
    const auto i = static_cast<std::size_t>(seat);
    if (s.round.bids[i] != 0 || per_seat[i] != 0) return false;
    if (!dorothy_trick_breaks_zero_bid(s)) return true;
    if (s.round.by_counts)  // her typed count held the trick she kept out
        return !(s.round.power_used[i] && s.princess_power[i] && s.princess_power[i]->tricks_kept_out() > 0);
    for (const auto& t : s.round.tricks)
        if (t.under_dorothy && t.winner == seat) return false;  // she took it, then hid it
    return true;
}

namespace {

RoundOutcome outcome_of(const GameState& s, const PerSeat<int>& per_seat, const RoundRule& rule) {
    RoundOutcome o;
    const int sides = s.seating.side_count();
    o.tricks.assign(static_cast<std::size_t>(sides), 0);
    o.manual_card_skulls.assign(static_cast<std::size_t>(sides), 0);
    o.tricks_apart.assign(static_cast<std::size_t>(sides), 0);
    o.cards_known = !s.round.by_counts;
    for (int seat = 0; seat < s.seating.size(); ++seat) {
        const auto side = static_cast<std::size_t>(s.seating.side_of(seat));
        o.tricks[side] += per_seat[static_cast<std::size_t>(seat)];
        o.tricks_apart[side] += tricks_kept_apart(s, seat, per_seat);
        o.manual_card_skulls[side] += s.round.typed_card_skulls[static_cast<std::size_t>(seat)];
    }
    // The captured cards, only for a Round card that pays for them: listing
    // them took a list per side every round. Left empty otherwise, so a
    // card reading them without saying so is a bug that shows at once
    // (captured.at throws, and nothing catches it).
    if (!rule.needs_captured_cards()) return o;
    o.captured.assign(static_cast<std::size_t>(sides), {});
    for (auto& cards : o.captured) cards.reserve(s.round.played.size());  // at most the deck: grown once
    for (const auto& t : s.round.tricks) {
        if (counted_units(t, s.round) == 0) continue;  // a trick that does not count earns nothing
        auto& cards = o.captured[static_cast<std::size_t>(s.seating.side_of(t.owner))];
        for (const auto& p : t.plays) cards.push_back(p.card);
    }
    return o;
}

// The side's bid, counted tricks, zero bids and skulls, added into `f`
// (as made): what the payment question and the scoring both start from.
void count_facts(SideFacts& f, const GameState& s, int side, const PerSeat<int>& per_seat) {
    for (int m : s.seating.members(side)) {
        const auto i = static_cast<std::size_t>(m);
        const int bid = s.round.bids[i];
        f.bid += bid;  // zero bids add nothing, so the team bid is the sum of non-zero bids
        const int apart = tricks_kept_apart(s, m, per_seat);
        f.tricks += per_seat[i] - apart;
        f.tricks_apart += apart;
        if (bid == 0) {
            if (zero_bid_made(s, m, per_seat)) ++f.zero_bids_made;
            else ++f.zero_bids_failed;
        }
    }
    f.skulls_before = s.skulls[static_cast<std::size_t>(side)];
}

// Adds the side's Princess skulls (step 1). Their wording, for the receipt,
// is written only `with_detail`: a game not explaining leaves the receipt's
// details to a replay.
void add_princess_skulls(SideFacts& f, const GameState& s, int side, bool with_detail) {
    if (!s.setup.powers) return;
    std::string& detail = f.princess_detail;  // "Name unused: 1; detail: 2", written in place
    std::string wording;                      // a power's own words, when with_detail
    auto item = [&](std::string_view what, std::string_view suffix, int skulls) {
        if (!with_detail) return;
        if (!detail.empty()) detail += "; ";
        detail += what;
        detail += suffix;
        detail += Digits(skulls);
    };
    for (int m : s.seating.members(side)) {
        const auto i = static_cast<std::size_t>(m);
        const PrincessInfo* info = s.princess_info[i];
        if (!info) continue;
        if (!info->always_active && info->skull_icon && !s.round.power_used[i]) {
            ++f.princess_skulls;
            item(info->name, " unused: ", 1);
        }
        if (const PrincessPower* power = s.princess_power[i])
            if (auto earned = power->skulls(s, m, with_detail ? &wording : nullptr)) {
                f.princess_skulls += *earned;
                item(wording, ": ", *earned);
            }
    }
    if (with_detail && detail.empty()) detail = "no Princess skulls";
}

PerSeat<bool> in_lead(const GameState& s) {
    PerSeat<bool> lead(static_cast<std::size_t>(s.seating.side_count()), false);
    if (s.hourglass_line.empty()) return lead;
    for (int side : leaders(s.hourglass_line)) lead[static_cast<std::size_t>(side)] = true;
    return lead;
}

}  // namespace

// The sides short of their bid are asked, one at a time, whether they pay
// skulls to make it; when none is left to ask, the round is scored.
Game::Step Game::scoring(GameState& s, Ruling& r) const {
    const auto params = scoring_params(*data_, s.seating.size(), s.seating.teams());
    const auto per_seat = seat_tricks(s);
    // Each side's facts, Princess skulls included, are worked out once: the
    // payment question reads them and the scoring then starts from them
    // (nothing they are made of changes in between: a side's answer is kept
    // apart, in pays_for_missed).
    PerSeat<SideFacts> facts(static_cast<std::size_t>(s.seating.side_count()), SideFacts{});
    for (int side = 0; side < s.seating.side_count(); ++side) {
        SideFacts& f = facts[static_cast<std::size_t>(side)];
        count_facts(f, s, side, per_seat);
        add_princess_skulls(f, s, side, explaining_);
        auto& pays = s.round.pays[static_cast<std::size_t>(side)];
        if (pays) continue;
        auto cost = missed_trick_payment(f, params);
        if (!cost) {
            pays = false;
            continue;
        }
        s.phase = Phase::Payment;
        if (!explaining_) return Step::Wait;
        const int held = f.skulls_before + f.princess_skulls + f.zero_bids_made * params.zero_bid_skulls;
        r.notices.push_back(s.seating.side_name(side) + " bid " + std::to_string(f.bid) + " but counted " +
                            std::to_string(f.tricks) + ": paying " + std::to_string(*cost) + " skulls (" +
                            std::to_string(held) + " -> " + std::to_string(held - *cost) + ") makes the bid and scores " +
                            std::to_string(f.bid) + (f.bid == 1 ? " point" : " points") +
                            "; not paying scores 0. Pay? (yes or no)");
        return Step::Wait;
    }
    score_round(s, r, per_seat, facts);
    return Step::RoundScored;
}

namespace {
struct Payment {
    int side = 0;  // the side asked now
    bool pays = false;
};

// 'pay NAME yes|no' checked against the state: the side asked, and its answer.
Result<Payment> read_payment(const GameState& s, const Command& c) {
    if (c.args.size() != 2) return fail("pay: give the player (or team) and 'yes' or 'no', e.g. 'pay Ana yes'");
    auto side = s.seating.find_side(c.args[0]);
    if (!side) return fail(side.error());
    int asked = -1;
    for (std::size_t i = 0; i < s.round.pays.size(); ++i)
        if (!s.round.pays[i]) {
            asked = static_cast<int>(i);
            break;
        }
    if (*side != asked)
        return fail("zref is asking " + s.seating.side_name(asked) + " whether to pay, not " + s.seating.side_name(*side));
    const std::string_view w = c.args[1];
    if (iequals_any(w, {"yes", "pay"})) return Payment{asked, true};
    if (iequals_any(w, {"no", "decline"})) return Payment{asked, false};
    return fail("pay: say 'yes' (pay skulls to make the bid) or 'no'");
}
}  // namespace

Result<Ruling> Game::on_pay(GameState& s, const Command& c) const {
    const auto payment = read_payment(s, c);
    if (!payment) return fail(payment.error());
    const int asked = payment->side;
    const bool pays = payment->pays;
    s.round.pays[static_cast<std::size_t>(asked)] = pays;
    Ruling r = ruling();
    const bool plural = s.seating.teams();
    if (explaining_) {
        r.headline = s.seating.side_name(asked) + (pays ? (plural ? " pay" : " pays") + std::string(" skulls for the missed tricks")
                                                        : (plural ? " do not pay" : " does not pay"));
        r.because("before the Round card is applied, a side short of its bid may pay skulls per missing trick to make it",
                  "Scoring");
    }
    advance(s, Step::Scoring, r);
    return r;
}

void Game::score_round(GameState& s, Ruling& r, const PerSeat<int>& per_seat, PerSeat<SideFacts>& facts) const {
    const RoundRule& rule = rule_of(s);
    const auto params = scoring_params(*data_, s.seating.size(), s.seating.teams(), rule.over_trick_multiplier());
    const auto o = outcome_of(s, per_seat, rule);
    ScoringContext ctx{s, o, in_lead(s), explaining_};
    std::vector<SkullAward> awards = rule.round_card_skulls(ctx);

    RoundResult result;
    result.number = s.round.number;
    result.card = s.round.card;
    result.start_seat = s.round.start_seat;
    result.seat_bids = s.round.bids;
    result.seat_tricks = per_seat;
    for (const auto& t : s.round.tricks) result.trick_units += t.weight;
    result.receipts.reserve(static_cast<std::size_t>(s.seating.side_count()));
    for (int side = 0; side < s.seating.side_count(); ++side) {
        SideFacts& f = facts[static_cast<std::size_t>(side)];
        f.pays_for_missed = s.round.pays[static_cast<std::size_t>(side)].value_or(false);
        for (auto& a : awards)  // each award is one side's: moved to it, wording and all
            if (a.side == side) f.round_card.push_back(std::move(a));
        Receipt& receipt = result.receipts.emplace_back();
        write_receipt(receipt, side, f, params, explaining_);
        s.skulls[static_cast<std::size_t>(side)] = receipt.skulls_after;
    }
    s.results.push_back(std::move(result));
    if (explaining_) r.notices.push_back("Round " + std::to_string(s.round.number) + " scored.");
    r.scored_round = true;
    r.receipts_at = r.notices.size();
}

}  // namespace zref::zp
