#include "games/zombie_princess/tools/score_one_side.h"

#include <fmt/format.h>

#include <algorithm>

#include "games/zombie_princess/table/render.h"
#include "core/text.h"
#include "games/zombie_princess/game.h"
#include "games/zombie_princess/princess.h"
#include "games/zombie_princess/round_rule.h"
#include "games/zombie_princess/table_readings.h"
#include "games/zombie_princess/round_cards/the_high_cost_of_living.h"

namespace zref::zp {

using zp::GameState;

namespace {

std::string plural(int n, const char* word) { return std::to_string(n) + " " + word + (n == 1 ? "" : "s"); }

Status in_range(const std::optional<int>& v, int lo, int hi, const std::string& option, const std::string& what) {
    if (v && (*v < lo || *v > hi))
        return fail(option + ": " + std::to_string(*v) + " is not a valid " + what + ": give a whole number from " +
                    std::to_string(lo) + " to " + std::to_string(hi));
    return Ok{};
}

std::string round_card_named(const zp::GameData& data, char letter) {
    const std::string& name = data.round_card(letter)->name;
    return "Round card " + std::string(1, letter) + " (" + name.substr(0, name.find(" (")) + ")";
}

// A round scored by trick counts, seen from the side scored (side 0): what
// the Round card and Princess units read when they score a round.
GameState counted_round(const zp::GameData& data, const ScoreInput& in, int max_value) {
    GameState s;
    std::vector<std::string> names;
    for (int i = 0; i < in.players; ++i) names.push_back("Seat" + std::to_string(i + 1));
    s.seating = Seating(names, in.teams);
    s.codec = CardCodec(data.suits, max_value, data.frog);
    s.hand_size = static_cast<int>(s.codec.deck().size()) / in.players;
    s.phase = zp::Phase::Payment;
    const auto seats = static_cast<std::size_t>(in.players);
    const auto sides = static_cast<std::size_t>(s.seating.side_count());
    s.princess_of = std::vector<std::string>(seats);
    s.princess_power = {};
    s.princess_info = {};
    s.skulls.assign(sides, 0);
    auto& r = s.round;
    r.number = data.round_card(in.round_card)->hourglass ? data.rounds : 1;
    r.card = in.round_card;
    r.by_counts = true;
    r.bids.assign(seats, 0);
    r.start_bids = r.bids;
    r.typed_tricks.assign(seats, 0);
    r.typed_card_skulls.assign(seats, 0);
    r.typed_power_number.assign(seats, -1);
    r.typed_princes.assign(sides, -1);
    r.cards_left.assign(seats, s.hand_size);
    r.stopped.assign(seats, false);
    r.power_used.assign(seats, false);
    r.armed.assign(seats, "");
    r.pays.assign(sides, false);
    r.stakes.assign(sides, -1);
    r.pile_paid.assign(sides, 0);
    return s;
}

}  // namespace

Result<ScoreOutput> score_one_side(const zp::GameData& data, const ScoreInput& in) {
    // ---- the table
    if (in.players < data.min_players || in.players > data.max_players)
        return fail("--players: give " + std::to_string(data.min_players) + " to " + std::to_string(data.max_players) +
                    " (a number, or the names), not " + std::to_string(in.players));
    if (in.teams && in.players != 4 && in.players != 6)
        return fail("--teams: Teams are 4 players (2 against 2) or 6 (three teams of 2), not " + std::to_string(in.players));
    const zp::RoundCardInfo* card = data.round_card(in.round_card);
    const zp::RoundRule* rule = zp::find_round_rule(in.round_card);
    if (!card || !rule) return fail("--round-card: no Round card '" + std::string(1, in.round_card) + "'");
    const auto max = data.max_value.find(in.players);
    if (max == data.max_value.end()) return fail("no deck is defined for " + std::to_string(in.players) + " players");
    const std::string named = round_card_named(data, in.round_card);
    GameState s = counted_round(data, in, max->second);
    auto readings = readings_of_lines(data, in.readings);
    if (!readings) return fail("--reading: " + readings.error());
    s.readings = *readings;
    const int members = in.teams ? 2 : 1;
    const int most_tricks = in.round_card == 'x' ? s.hand_size + in.players - 1  // gifts make a hand larger
                                                 : rule->expected_tricks(s).value_or(s.hand_size);
    std::string hourglass_letters;
    for (const auto& rc : data.round_cards)
        if (rc.hourglass) hourglass_letters += (hourglass_letters.empty() ? "" : ", ") + std::string(1, rc.letter);

    // ---- bid, tricks, skulls, zero bids
    if (!in.tricks) return fail("--tricks: give the tricks counted for the bid, e.g. --tricks 3");
    if (!in.skulls) return fail("--skulls: give the skulls held before scoring, e.g. --skulls 2");
    if (auto st = in_range(in.tricks, 0, most_tricks, "--tricks", "number of tricks (" + named + ", " +
                                                                      std::to_string(in.players) + " players)");
        !st)
        return fail(st.error());
    if (auto st = in_range(in.skulls, 0, 999, "--skulls", "number of skulls"); !st) return fail(st.error());
    const int tricks = *in.tricks;
    std::vector<int> zero_tricks = in.zero_tricks;
    int bid = 0;
    if (!in.teams) {
        if (!zero_tricks.empty())
            return fail("--zero-tricks is for Teams, where a partner's zero bid is their own; an Individual's zero "
                        "bid is --zero (or --bid 0)");
        if (in.zero && in.bid && *in.bid != 0)
            return fail("--zero is a bid of 0, but --bid says " + std::to_string(*in.bid) + ": give one or the other");
        if (!in.zero && !in.bid) return fail("--bid: give the bid, e.g. --bid 2 (or --zero for a zero bid)");
        bid = in.zero ? 0 : *in.bid;
        if (auto st = in_range(bid, 0, most_tricks, "--bid", "bid"); !st) return fail(st.error());
        if (bid == 0) zero_tricks = {tricks};
    } else {
        if (!in.bid)
            return fail("--bid: give the team's bid, the partners' non-zero bids added up, e.g. --bid 4 "
                        "(a partner's zero bid: --zero or --zero-tricks)");
        bid = *in.bid;
        if (auto st = in_range(bid, 0, 2 * most_tricks, "--bid", "team bid"); !st) return fail(st.error());
        if (in.zero && !zero_tricks.empty()) return fail("give --zero or --zero-tricks, not both");
        if (in.zero) zero_tricks = {0};
        if (bid == 0 && zero_tricks.empty() && tricks == 0) zero_tricks = {0, 0};
        if (bid == 0 && zero_tricks.size() != 2)
            return fail("--bid 0 in Teams means both partners bid zero: give what each took, e.g. --zero-tricks " +
                        std::to_string(tricks) + ",0");
        if (bid > 0 && zero_tricks.size() > 1)
            return fail("--zero-tricks: two partners bid zero, so the team bid is 0, not " + std::to_string(bid));
        int sum = 0;
        for (int z : zero_tricks) {
            if (z < 0) return fail("--zero-tricks: a number of tricks cannot be negative");
            sum += z;
        }
        if (sum > tricks || (bid == 0 && sum != tricks))
            return fail("--zero-tricks: the zero bidders took " + plural(sum, "trick") + ", but the team counted " +
                        std::to_string(tricks));
    }
    const int zero_made = static_cast<int>(std::count(zero_tricks.begin(), zero_tricks.end(), 0));
    const int zero_failed = static_cast<int>(zero_tricks.size()) - zero_made;
    // team-zero-bid-tricks = apart: a zero bidder's tricks stay off the bid, each an over-trick (tricks_kept_apart).
    int apart = 0;
    if (failed_zero_bid_tricks_kept_apart(s))
        for (int z : zero_tricks) apart += z;

    // ---- the Round card's facts
    const bool is_t = in.round_card == 't';
    if (in.hourglass_leader && !card->hourglass)
        return fail("--hourglass-leader: only an Hourglass card (" + hourglass_letters + ") looks at who is in the lead, "
                    "and " + named + " is not one");
    if (!is_t && (in.hourglass_last || in.last_shared || in.pile))
        return fail(std::string(in.pile ? "--pile" : in.hourglass_last ? "--hourglass-last" : "--last-shared") +
                    ": only The High Cost of Living (t) pays out skulls from the card, and the Round card here is " +
                    std::string(1, in.round_card));
    if (in.stake && in.round_card != 'h')
        return fail("--stake: only Headhunters (h) lets a side stake its skulls, and the Round card here is " +
                    std::string(1, in.round_card));
    if (in.stake && in.hourglass_leader)
        return fail("--stake: a side in the lead may not stake its skulls under " + named);
    if (in.stake && *in.skulls == 0) return fail("--stake: a side with no skulls has none to stake");
    // t's number is the tricks in which a side in the lead played a Prince.
    const bool needs_card_skulls = rule->needs_captured_cards() || (is_t && in.hourglass_leader);
    if (needs_card_skulls && !in.card_skulls) {
        const char* what = in.round_card == 'b'   ? "the skulls for the 1s and 2s in the side's tricks"
                           : in.round_card == 'e' ? "the skulls for the 3s in the side's tricks"
                           : in.round_card == 'i' ? "the lowest card value in the side's tricks"
                           : in.round_card == 'm' ? "the Knights in the side's tricks"
                           : is_t                 ? "the tricks in which the side played a Prince"
                                                  : "the skulls the captured cards are worth";
        return fail("--card-skulls: " + named + " needs " + what + ", which only the cards show: add --card-skulls N");
    }
    if (!needs_card_skulls && in.card_skulls)
        return fail("--card-skulls: " + named + " needs no card-skulls" +
                    (is_t ? " from a side not in the lead (add --hourglass-leader if it is)" : std::string()) +
                    ": leave it out");
    if (auto st = in_range(in.card_skulls, 0, 999, "--card-skulls", "number"); !st) return fail(st.error());
    if (auto st = in_range(in.pile, 0, 999, "--pile", "number of skulls"); !st) return fail(st.error());
    const int sides = s.seating.side_count();
    if (auto st = in_range(in.last_shared, 1, sides, "--last-shared", "number of sides"); !st) return fail(st.error());
    if (in.last_shared && !in.hourglass_last) return fail("--last-shared: give --hourglass-last too (the side is one of them)");
    int last_shared = in.last_shared.value_or(in.hourglass_leader && in.hourglass_last ? sides : 1);
    if (in.hourglass_leader && in.hourglass_last && last_shared != sides)
        return fail("--hourglass-leader with --hourglass-last means every side is tied on the Hourglass line, so "
                    "--last-shared is " + std::to_string(sides));

    auto& round = s.round;
    round.bids[0] = bid;  // the side's bid, all on its first seat
    round.typed_tricks[0] = tricks;
    round.typed_card_skulls[0] = in.card_skulls.value_or(0);
    round.pile = in.pile.value_or(0);
    s.skulls[0] = *in.skulls;
    if (is_t && in.hourglass_leader) {
        // Its Princes were paid for during play, from its skulls while it had
        // any (the supply's after), so scoring starts from what is left.
        put_prince_skulls_on_card(s, 0, in.card_skulls.value_or(0));
    }
    if (in.stake) round.stakes[0] = *in.skulls;
    // The Hourglass line: the side last (sharing it as told), or above the lowest.
    s.hourglass_line.assign(static_cast<std::size_t>(sides), 1);
    if (in.hourglass_last)
        for (int side = 0; side < last_shared; ++side) s.hourglass_line[static_cast<std::size_t>(side)] = 0;
    else if (sides > 1)
        s.hourglass_line[1] = 0;
    std::vector<bool> in_lead(static_cast<std::size_t>(sides), false);
    in_lead[0] = in.hourglass_leader;
    if (!in.hourglass_leader && sides > 1) in_lead[1] = true;

    // ---- step 1: Princess skulls
    const zp::ScoringParams params = zp::scoring_params(data, in.players, in.teams, rule->over_trick_multiplier());
    zp::SideFacts f;
    f.bid = bid;
    f.tricks = tricks - apart;
    f.tricks_apart = apart;
    f.zero_bids_made = zero_made;
    f.zero_bids_failed = zero_failed;
    f.skulls_before = s.skulls[0];
    if (in.princess_skulls && !in.princesses.empty())
        return fail("give --princess-skulls or --princess, not both");
    if (auto st = in_range(in.princess_skulls, 0, 99, "--princess-skulls", "number of skulls"); !st) return fail(st.error());
    if (in.princess_skulls) {
        f.princess_skulls = *in.princess_skulls;
        f.princess_detail = std::to_string(*in.princess_skulls) + " as counted by the table";
    }
    if (!in.used.empty() && in.princesses.empty())
        return fail("--used: name the side's Princesses with --princess first");
    if (static_cast<int>(in.princesses.size()) > members)
        return fail("--princess: " + std::string(in.teams ? "a team holds 2 Princesses" : "a player holds 1 Princess") +
                    ", but " + std::to_string(in.princesses.size()) + " were given");
    std::vector<const zp::PrincessInfo*> held;
    for (const auto& word : in.princesses) {
        const zp::PrincessInfo* p = data.princess(word);
        if (!p)
            return fail("--princess: no Princess '" + word + "'" + did_you_mean(word, data.princess_words()) +
                        ": Princesses are " + join(data.princess_words(), ", "));
        if (p->teams_only && !in.teams) return fail("--princess: " + p->name + " plays only in Teams");
        if (std::find(held.begin(), held.end(), p) != held.end()) return fail("--princess: " + p->name + " is given twice");
        held.push_back(p);
    }
    std::vector<bool> used(held.size(), false);
    for (const auto& word : in.used) {
        const zp::PrincessInfo* p = data.princess(word);
        const auto it = std::find(held.begin(), held.end(), p);
        if (!p || it == held.end())
            return fail("--used: '" + word + "' is not one of the side's Princesses given with --princess");
        if (p->always_active)
            return fail("--used: " + p->name + " is always active: there is no use to declare");
        used[static_cast<std::size_t>(it - held.begin())] = true;
    }
    auto holds = [&](const std::string& id, bool only_used) {
        for (std::size_t i = 0; i < held.size(); ++i)
            if (held[i]->id == id && (!only_used || used[i])) return true;
        return false;
    };
    if (holds("rapunzel", true) != in.villagers.has_value())
        return fail(in.villagers ? "--villagers: only Rapunzel's power, used (--used rapunzel), counts Villagers"
                                 : "--used rapunzel: give the Villagers in the trick she lay on, e.g. --villagers 2");
    if (auto st = in_range(in.villagers, 1, 2 * in.players, "--villagers", "number of Villagers in one trick"); !st)
        return fail(st.error());
    const bool own_needed = in.teams && (holds("goldilocks", false) || holds("swan-maiden", false));
    if (in.teams && holds("goldilocks", false) && holds("swan-maiden", false) && (in.own_tricks || in.own_bid))
        return fail("--own-tricks: Goldilocks and Swan Maiden are both on this team; give --princess-skulls instead");
    if (!own_needed && (in.own_tricks || in.own_bid))
        return fail(std::string(in.own_tricks ? "--own-tricks" : "--own-bid") +
                    ": only Goldilocks or Swan Maiden in Teams scores her own tricks apart from her partner's");
    if (own_needed && holds("goldilocks", false) && !holds("swan-maiden", false) && (!in.own_tricks || !in.own_bid))
        return fail("--own-tricks and --own-bid: in Teams Goldilocks scores on her own bid and tricks, not her partner's");
    if (own_needed && holds("swan-maiden", false) && !holds("goldilocks", false) && !in.own_tricks)
        return fail("--own-tricks: in Teams Swan Maiden scores on the tricks she won herself");
    if (auto st = in_range(in.own_tricks, 0, tricks, "--own-tricks", "number of her own tricks"); !st) return fail(st.error());
    if (auto st = in_range(in.own_bid, 0, most_tricks, "--own-bid", "bid"); !st) return fail(st.error());
    if (!held.empty()) {
        // Her own bid and tricks, as the units read them (zref's facts_for does the same in a game).
        GameState ps = s;
        const auto seats = s.seating.members(0);
        std::vector<std::string> items;
        for (std::size_t i = 0; i < held.size(); ++i) {
            const zp::PrincessInfo* info = held[i];
            const int seat = seats.at(i);
            const auto si = static_cast<std::size_t>(seat);
            zp::set_princess(ps, si, info);
            ps.round.power_used[si] = used[i];
            ps.round.bids[si] = in.teams && in.own_bid ? *in.own_bid : bid;
            ps.round.typed_tricks[si] = in.teams && in.own_tricks ? *in.own_tricks : tricks;
            // A used Dorothy or Rapunzel is read as a round scored by counts reads her.
            if (info->id == "rapunzel" && used[i]) ps.round.typed_power_number[si] = *in.villagers;
        }
        for (std::size_t i = 0; i < held.size(); ++i) {
            const zp::PrincessInfo* info = held[i];
            if (!info->always_active && info->skull_icon && !used[i]) {
                ++f.princess_skulls;
                items.push_back(info->name + " unused: 1");
            }
            if (const zp::PrincessPower* power = zp::find_princess_power(info->id))
                if (std::string wording; auto earned = power->skulls(ps, seats.at(i), &wording)) {
                    f.princess_skulls += *earned;
                    items.push_back(wording + ": " + std::to_string(*earned));
                }
        }
        f.princess_detail = items.empty() ? "no Princess skulls" : join(items, "; ");
    }

    // dorothy-zero-bid = breaks: the trick under her card was hers, so her zero bid fails (zero_bid_made).
    ScoreOutput out;
    if (dorothy_trick_breaks_zero_bid(s) && holds("dorothy", true) && f.zero_bids_made > 0) {
        --f.zero_bids_made;
        ++f.zero_bids_failed;
        if (in.teams)
            out.notes.push_back("Dorothy's player is taken to be the partner who bid zero, whose zero bid so fails "
                                "(table reading dorothy-zero-bid: breaks)");
    }

    // ---- step 3: the payment for missed tricks
    const auto cost = zp::missed_trick_payment(f, params);
    if (in.pay && *in.pay && !cost) {
        if (f.tricks >= bid || bid == 0)
            return fail("--pay yes: nothing to pay for: " + plural(f.tricks, "trick") + " meet the bid of " +
                        std::to_string(bid));
        const int due = (bid - f.tricks) * params.missed_trick_cost;
        return fail("--pay yes: " + plural(bid - f.tricks, "missing trick") + " cost " + std::to_string(due) +
                    " skulls, but only " +
                    std::to_string(f.skulls_before + f.princess_skulls + f.zero_bids_made * params.zero_bid_skulls) +
                    " are held after steps 1-2");
    }
    f.pays_for_missed = in.pay.value_or(false);
    round.pays[0] = f.pays_for_missed;
    if (cost && !in.pay)
        out.notes.push_back("paying " + std::to_string(*cost) + " skulls for the " + plural(bid - f.tricks, "missing trick") +
                            " would make the bid and score " + plural(bid, "point") + ": add --pay yes (--pay no "
                            "to say it was declined)");

    // ---- step 4: the Round card, as its unit scores a round typed by counts
    zp::RoundOutcome outcome;
    outcome.tricks.assign(static_cast<std::size_t>(sides), 0);
    outcome.captured.assign(static_cast<std::size_t>(sides), {});
    outcome.manual_card_skulls.assign(static_cast<std::size_t>(sides), 0);
    outcome.cards_known = false;
    outcome.tricks[0] = tricks;
    outcome.tricks_apart.assign(static_cast<std::size_t>(sides), 0);
    outcome.tricks_apart[0] = apart;
    outcome.manual_card_skulls[0] = in.card_skulls.value_or(0);
    const zp::ScoringContext ctx{s, outcome, in_lead};
    for (const auto& award : rule->round_card_skulls(ctx))
        if (award.side == 0) f.round_card.push_back(award);

    out.receipt = zp::score_side(0, f, params);
    for (const auto id : {ReadingId::DorothyZeroBid, ReadingId::GoldilocksZeroBid, ReadingId::TeamZeroBidTricks})
        if (auto text = reading_in_force(data, s.readings, id); !text.empty()) out.readings.push_back(text);
    out.params = params;
    out.side = in.teams ? "Team" : "Player";
    out.table = std::to_string(in.players) + " players, " + (in.teams ? "Teams" : "Individuals") + "; " + named;
    if (card->hourglass)
        out.table += std::string("; ") + (in.hourglass_leader ? "in the lead" : "not in the lead") +
                     (is_t && in.hourglass_last ? ", lowest Hourglass line" : "");
    return out;
}

std::string render_one_receipt(const ScoreOutput& out) {
    std::string text = "Receipt (" + out.table + "):\n" + render_receipt(out.side, out.receipt);
    for (const auto& r : out.readings) text += r + "\n";
    for (const auto& n : out.notes) text += "Note: " + n + "\n";
    return text;
}

}  // namespace zref::zp
