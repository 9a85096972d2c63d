#include "games/zombie_princess/scoring.h"

#include <string>

#include "core/text.h"

namespace zref::zp {

ScoringParams scoring_params(const GameData& data, int players, bool teams, int over_trick_multiplier) {
    ScoringParams p;
    p.teams = teams;
    if (teams) {
        p.zero_bid_skulls = data.zero_bid_skulls_teams;
        p.missed_trick_cost = data.missed_trick_cost_teams;
        p.over_trick_cost = data.over_trick_cost_teams;
    } else {
        auto it = data.zero_bid_skulls_individuals.find(players);
        p.zero_bid_skulls = it == data.zero_bid_skulls_individuals.end() ? 0 : it->second;
        p.missed_trick_cost = data.missed_trick_cost_individuals;
        p.over_trick_cost = data.over_trick_cost_individuals;
    }
    p.over_trick_cost *= over_trick_multiplier;
    return p;
}

namespace {
int skulls_after_step2(const SideFacts& f, const ScoringParams& p) {
    return f.skulls_before + f.princess_skulls + f.zero_bids_made * p.zero_bid_skulls;
}
// "1 trick", "3 tricks". Every receipt text is written with concat(): a
// round writes some thirty of them, and chains of '+' made a string a piece.
std::string plural(int n, std::string_view word) { return concat({Digits(n), " ", word, n == 1 ? "" : "s"}); }
}  // namespace

std::optional<int> missed_trick_payment(const SideFacts& f, const ScoringParams& p) {
    int short_by = f.bid - f.tricks;
    if (f.bid <= 0 || short_by <= 0) return std::nullopt;
    int cost = short_by * p.missed_trick_cost;
    if (skulls_after_step2(f, p) < cost) return std::nullopt;
    return cost;
}

void write_receipt(Receipt& r, int side, const SideFacts& f, const ScoringParams& p, bool worded) {
    r.side = side;
    r.bid = f.bid;
    r.tricks = f.tricks;
    r.skulls_before = f.skulls_before;
    int skulls = f.skulls_before;
    // Each step's detail is written only for a worded receipt (see scoring.h).
    // The six lines are written where they lie: a line built for each step
    // and moved in, with its string, was most of a receipt's cost.
    r.lines.clear();
    r.lines.resize(6);
    auto add = [&](int step, const char* label, auto&& detail, int change) {
        ReceiptLine& line = r.lines[static_cast<std::size_t>(step - 1)];
        line.step = step;
        line.label = label;
        if (worded) line.detail = detail();
        line.skulls = change;
    };

    // 1. Princess skulls.
    skulls += f.princess_skulls;
    add(1, "Princess skulls",
        [&]() -> std::string { return f.princess_detail.empty() ? "none (Princess powers are off)" : f.princess_detail; },
        f.princess_skulls);

    // 2. Zero bids.
    const int zero = f.zero_bids_made * p.zero_bid_skulls;
    skulls += zero;
    add(2, "Zero bid",
        [&]() -> std::string {
            if (f.zero_bids_made) return concat({plural(f.zero_bids_made, "successful zero bid"), " x ", Digits(p.zero_bid_skulls)});
            if (f.zero_bids_failed) return "zero bid failed: a trick was taken";
            return "no zero bid";
        },
        zero);

    // 3. Optional payment for missed tricks.
    int effective_tricks = f.tricks;
    const auto cost = missed_trick_payment(f, p);
    if (f.pays_for_missed && cost) {
        skulls -= *cost;
        effective_tricks = f.bid;
        r.paid_for_missed = true;
        add(3, "Missed tricks",
            [&] { return concat({"paid ", Digits(p.missed_trick_cost), " x ", plural(f.bid - f.tricks, "missing trick")}); },
            -*cost);
    } else {
        add(3, "Missed tricks",
            [&]() -> std::string {
                if (f.tricks >= f.bid || f.bid == 0) return "nothing missing";
                if (cost) return concat({"declined to pay for ", plural(f.bid - f.tricks, "missing trick")});
                return concat({"short ", Digits(f.bid - f.tricks), ", cannot pay ",
                               Digits((f.bid - f.tricks) * p.missed_trick_cost), " skulls"});
            },
            0);
    }

    // 4. Round card.
    const int before_card = skulls;
    bool lose_all = false;
    for (const auto& a : f.round_card) {
        skulls += a.skulls;
        lose_all = lose_all || a.lose_all;
    }
    if (skulls < 0) skulls = 0;  // a side never owes more skulls than it holds
    if (lose_all) skulls = 0;
    add(4, "Round card",
        [&]() -> std::string {
            std::string detail;
            for (const auto& a : f.round_card) {
                if (!detail.empty()) detail += "; ";
                detail += a.detail;
            }
            return detail.empty() ? "no effect" : detail;
        },
        skulls - before_card);

    // 5. Bid points.
    r.made_bid = effective_tricks >= f.bid;
    r.points = r.made_bid ? f.bid : 0;
    add(5, "Bid points",
        [&]() -> std::string {
            if (f.bid == 0) return "a bid of 0 scores no points";
            if (r.made_bid)
                return concat({"bid ", Digits(f.bid), " made with ", plural(effective_tricks, "trick"),
                               r.paid_for_missed ? " (missing ones paid for)" : ""});
            return concat({"bid ", Digits(f.bid), " missed with ", plural(f.tricks, "trick")});
        },
        0);

    // 6. Over-trick penalty.
    const int extra = (f.tricks > f.bid ? f.tricks - f.bid : 0) + f.tricks_apart;
    if (extra > 0) {
        const int due = extra * p.over_trick_cost;
        if (skulls >= due) {
            skulls -= due;
            add(6, "Over-tricks",
                [&] {
                    return concat({plural(extra, "extra trick"), " x ", Digits(p.over_trick_cost),
                                   f.tricks_apart ? concat({" (", Digits(f.tricks_apart), " won on a failed zero bid)"}) : ""});
                },
                -due);
        } else {
            add(6, "Over-tricks",
                [&] {
                    return concat({plural(extra, "extra trick"), " x ", Digits(p.over_trick_cost), " = ", Digits(due),
                                   " due but only ", Digits(skulls), " held: all skulls returned"});
                },
                -skulls);
            skulls = 0;
        }
    } else {
        add(6, "Over-tricks", [] { return std::string("none"); }, 0);
    }
    r.skulls_after = skulls;
}

}  // namespace zref::zp
