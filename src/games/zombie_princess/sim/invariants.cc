#include "games/zombie_princess/sim/invariants.h"

#include "games/zombie_princess/princess.h"
#include "games/zombie_princess/round_rule.h"
#include "games/zombie_princess/sheet.h"

namespace zref::sim {

using zp::Phase;

namespace {
std::string str(int n) { return std::to_string(n); }
}  // namespace

std::optional<Violation> check_cards(const zp::GameState& s, const Hands& hands) {
    const auto& r = s.round;
    if (r.number == 0 || r.by_counts) return std::nullopt;
    const char* what = "each card in exactly one place";
    const auto deck = s.codec.deck();
    if (r.played.size() != deck.size())
        return Violation{what, "the engine tracks " + str(static_cast<int>(r.played.size())) + " cards, the deck has " +
                                   str(static_cast<int>(deck.size()))};
    std::vector<int> in_records(deck.size(), 0);
    auto record = [&](tt::Card c) { ++in_records[static_cast<std::size_t>(zp::card_index(s.codec, c))]; };
    for (const auto& t : r.tricks)
        for (const auto& p : t.plays) record(p.card);
    for (const auto& p : r.current.plays) record(p.card);
    for (tt::Card c : r.discards) record(c);
    std::vector<std::vector<int>> holders(deck.size());
    for (std::size_t seat = 0; seat < hands.size(); ++seat)
        for (const auto* part : {&hands[seat].cards, &hands[seat].aside})
            for (tt::Card c : *part) holders[static_cast<std::size_t>(zp::card_index(s.codec, c))].push_back(static_cast<int>(seat));
    for (tt::Card c : deck) {
        const auto i = static_cast<std::size_t>(zp::card_index(s.codec, c));
        std::string places;
        for (int seat : holders[i]) places += (places.empty() ? "" : ", ") + s.seating.name(seat) + "'s hand";
        if (r.played[i]) places += std::string(places.empty() ? "" : ", ") + "played";
        const int count = static_cast<int>(holders[i].size()) + (r.played[i] ? 1 : 0);
        if (count != 1)
            return Violation{what, s.codec.name(c) + " is in " + str(count) + " places (" +
                                       (places.empty() ? std::string("nowhere") : places) + ") in round " + str(r.number)};
        if (in_records[i] != (r.played[i] ? 1 : 0))
            return Violation{what, s.codec.name(c) + (r.played[i] ? " is marked played" : " is not marked played") +
                                       " but lies in " + str(in_records[i]) + " tricks or discards in round " + str(r.number)};
    }
    // Under Divide and Conquer a played-out hand's half moves on before the
    // others have caught up, so per-seat counts only add up over the table.
    if (r.card == 's') return std::nullopt;
    for (std::size_t seat = 0; seat < hands.size(); ++seat)
        if (hands[seat].size() != r.cards_left[seat])
            return Violation{what, s.seating.name(static_cast<int>(seat)) + " holds " + str(hands[seat].size()) +
                                       " cards but the engine counts " + str(r.cards_left[seat]) + " left in round " +
                                       str(r.number)};
    return std::nullopt;
}

std::optional<Violation> check_skulls(const zp::GameState& s) {
    const char* what = "skulls never negative";
    for (std::size_t side = 0; side < s.skulls.size(); ++side)
        if (s.skulls[side] < 0)
            return Violation{what, s.seating.side_name(static_cast<int>(side)) + " has " + str(s.skulls[side]) + " skulls"};
    if (s.round.pile < 0) return Violation{what, "the Round card holds " + str(s.round.pile) + " skulls"};
    for (const auto& result : s.results)
        for (const auto& receipt : result.receipts)
            if (receipt.skulls_before < 0 || receipt.skulls_after < 0)
                return Violation{what, "round " + str(result.number) + " receipt of " + s.seating.side_name(receipt.side) +
                                           ": skulls " + str(receipt.skulls_before) + " -> " + str(receipt.skulls_after)};
    return std::nullopt;
}

std::optional<Violation> check_totals(const zp::GameState& s) {
    const char* what = "totals equal the sum of the receipts";
    const zp::ScoreSheet sheet = zp::build_sheet(s);
    if (sheet.rounds.size() != s.results.size())
        return Violation{what, "the sheet has " + str(static_cast<int>(sheet.rounds.size())) + " rounds, the game " +
                                   str(static_cast<int>(s.results.size()))};
    const auto sides = s.skulls.size();
    std::vector<int> running(sides, 0);
    for (std::size_t r = 0; r < s.results.size(); ++r) {
        const auto& result = s.results[r];
        for (const auto& receipt : result.receipts) {
            const auto side = static_cast<std::size_t>(receipt.side);
            running[side] += receipt.points;
            int moved = 0;
            for (const auto& line : receipt.lines) moved += line.skulls;
            const std::string who = "round " + str(result.number) + ", " + s.seating.side_name(receipt.side);
            if (receipt.skulls_after - receipt.skulls_before != moved)
                return Violation{what, who + ": skulls went " + str(receipt.skulls_before) + " -> " + str(receipt.skulls_after) +
                                           " but the receipt's lines add up to " + str(moved)};
            const auto& cell = sheet.rounds[r].cells.at(side);
            if (cell.points != receipt.points || cell.total != running[side])
                return Violation{what, who + ": the sheet shows " + str(cell.points) + " points, total " + str(cell.total) +
                                           "; the receipts give " + str(receipt.points) + ", total " + str(running[side])};
        }
    }
    const bool between_rounds = s.phase == Phase::NextStart || s.phase == Phase::GameOver;
    if (between_rounds && !s.results.empty())
        for (const auto& receipt : s.results.back().receipts)
            if (s.skulls[static_cast<std::size_t>(receipt.side)] != receipt.skulls_after)
                return Violation{what, s.seating.side_name(receipt.side) + " holds " +
                                           str(s.skulls[static_cast<std::size_t>(receipt.side)]) +
                                           " skulls but the last receipt ends at " + str(receipt.skulls_after)};
    if (s.phase == Phase::GameOver)
        for (std::size_t side = 0; side < sides; ++side)
            if (sheet.final_score.size() != sides || sheet.final_score[side] != running[side] + s.skulls[side] / 2)
                return Violation{what, s.seating.side_name(static_cast<int>(side)) + "'s final score is " +
                                           (sheet.final_score.size() == sides ? str(sheet.final_score[side]) : "missing") +
                                           ", points + skulls/2 = " + str(running[side] + s.skulls[side] / 2)};
    return std::nullopt;
}

std::optional<Violation> check_round_tricks(const zp::GameState& s) {
    if (s.results.empty() || s.results.back().trick_units == 0) return std::nullopt;  // scored by counts
    const auto& result = s.results.back();
    const int units = result.trick_units;
    int counted = 0;
    for (int t : result.seat_tricks) counted += t;
    const std::string round = "round " + str(result.number) + " (Round card " + std::string(1, result.card) + ")";
    const char* what = "tricks per round equal the hand size";
    if (counted > units)
        return Violation{what, round + ": players are credited " + str(counted) + " tricks of " + str(units) + " played"};
    if (result.card == 'v' || result.card == 'x') {  // the round may end early / gifts make hands uneven
        if (units > s.hand_size + s.seating.size()) return Violation{what, round + ": " + str(units) + " tricks with " + str(s.hand_size) + " cards each"};
        return std::nullopt;
    }
    const auto* rule = zp::find_round_rule(result.card);
    const int expected = s.hand_size - (rule ? rule->discards_per_player() : 0);
    if (units != expected)
        return Violation{what, round + ": " + str(units) + " tricks played, hands held " + str(expected) + " cards each"};
    return std::nullopt;
}

std::optional<Violation> check_one_to_act(const zp::GameState& s, const zp::Waiting& w, const std::string& where) {
    const char* what = "exactly one player to act";
    const int n = s.seating.size();
    if (s.phase == Phase::Setup) return std::nullopt;
    if (s.phase == Phase::GameOver) {
        if (w.seat != -1) return Violation{what, "the game is over but " + s.seating.name(w.seat) + " is asked to act"};
        return std::nullopt;
    }
    if (s.phase == Phase::Tricks && s.round.by_counts) return std::nullopt;
    if (w.seat < 0 || w.seat >= n)
        return Violation{what, "in phase " + zp::phase_name(s.phase) + " no single player is named (seat " + str(w.seat) + "): " + w.what};
    const auto si = static_cast<std::size_t>(w.seat);
    if (s.phase == Phase::Tricks) {
        if (s.round.cards_left[si] <= 0)
            return Violation{what, s.seating.name(w.seat) + " is to play at " + where + " but has no card left"};
        // A power used mid-trick may stop a player (Undead on Arrival): they
        // play no more cards, except to complete a trick that everyone still
        // in has already played to (our reading, undead_on_arrival.cc).
        if (!s.round.stopped.empty() && s.round.stopped[si]) {
            const auto& order = s.round.current.order;
            bool only_stopped_left = !s.round.current.plays.empty();
            for (std::size_t k = s.round.current.plays.size(); k < order.size(); ++k)
                if (!s.round.stopped[static_cast<std::size_t>(order[k])]) only_stopped_left = false;
            if (!only_stopped_left)
                return Violation{what, s.seating.name(w.seat) + " is to play at " + where + " but is out of this round"};
        }
    }
    if (s.phase == Phase::Declare && (s.round.pending.empty() || s.round.pending.front().seat != w.seat))
        return Violation{what, "Round card entries: " + s.seating.name(w.seat) + " is asked, but the pending entries say otherwise"};
    return std::nullopt;
}

std::optional<Violation> check_princess_powers(const zp::GameState& s) {
    for (std::size_t seat = 0; seat < s.princess_of.size(); ++seat)
    {
        const zp::PrincessInfo* info = s.princess_info.at(seat);
        if (s.princess_power.at(seat) != zp::find_princess_power(s.princess_of[seat]) ||
            (info ? info->id != s.princess_of[seat] : !s.princess_of[seat].empty()))
            return Violation{"each seat's power is its Princess's",
                             s.seating.name(static_cast<int>(seat)) + " has Princess '" + s.princess_of[seat] +
                                 "' but the state keeps another power or description for the seat"};
    }
    return std::nullopt;
}

std::optional<Violation> check_event(const zp::Game& g, const Hands& hands) {
    const auto& s = g.state();
    if (auto v = check_cards(s, hands)) return v;
    if (auto v = check_princess_powers(s)) return v;
    if (auto v = check_skulls(s)) return v;
    if (auto v = check_totals(s)) return v;
    if (auto v = check_round_tricks(s)) return v;
    return check_one_to_act(s, g.waiting(), g.where());
}

}  // namespace zref::sim
