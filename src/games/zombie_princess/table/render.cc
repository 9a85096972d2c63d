#include "games/zombie_princess/table/render.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/ruling_text.h"
#include "core/text.h"

namespace zref::zp {


namespace {

std::string signed_num(int v) { return v > 0 ? "+" + std::to_string(v) : std::to_string(v); }

// The cards not yet played this round, suit by suit ("Knights 1 4 5 10"),
// for a table counting what is still out.
std::string cards_still_out(const GameState& s) {
    std::string out = "  Still out:\n";
    for (std::uint8_t suit = 0; suit < s.codec.suit_count(); ++suit) {
        std::string values;
        for (int v = 1; v <= s.codec.max_value(); ++v)
            if (const Card c{suit, static_cast<std::uint8_t>(v)}; tt::in_deck(s.codec, c) && !s.round.was_played(s.codec, c))
                values += " " + std::to_string(v);
        out += fmt::format("    {:<10}{}\n", s.codec.suit_name(suit), values.empty() ? " none" : values);
    }
    return out;
}

}  // namespace

std::string render_ruling(const Ruling& r, const GameState& s) {
    const std::string scored = s.results.empty() ? std::string()
                                                 : render_receipt_summary(s, s.results.back()) + render_sheet_text(s) +
                                                       render_standings_chart(s);
    return ruling_text(r, scored);
}

std::string render_why(const Ruling& r, const Game& g) {
    bool card_rule = false;
    for (const auto& reason : r.reasons) card_rule = card_rule || reason.section.rfind("Round Cards", 0) == 0;
    std::string readings;
    if (const auto* card = g.round_card(); card && card_rule)
        for (const auto& i : card->interpretations) readings += "  Our reading of " + card->name + ": " + i + "\n";
    return why_text(r, readings);
}

std::string render_trick_why(const GameState& s, int n) {
    const auto& tricks = s.round.tricks;
    if (n < 1 || n > static_cast<int>(tricks.size()))
        return "No trick " + std::to_string(n) + " yet in this round (" + std::to_string(tricks.size()) +
               " played)\n";
    const auto& t = tricks[static_cast<std::size_t>(n - 1)];
    std::string out = "Trick " + std::to_string(n) + ":";
    for (const auto& p : t.plays) out += " " + s.seating.name(p.seat) + " " + s.codec.name(p.card) + ";";
    out += "\n";
    for (const auto& reason : t.reasons) out += "  - " + reason.text + "  [rulebook: " + reason.section + "]\n";
    return out;
}

std::string render_receipt(const std::string& side, const Receipt& rc) {
    std::string out = fmt::format("  {}: bid {}, counted {} trick{}\n", side, rc.bid, rc.tricks, rc.tricks == 1 ? "" : "s");
    out += fmt::format("    {:<2} {:<17} {:<62} {:>6}\n", "", "skulls held", "", rc.skulls_before);
    for (const auto& l : rc.lines)
        out += fmt::format("    {:<2} {:<17} {:<62} {:>6}\n", l.step, l.label, l.detail,
                           l.step == 5 ? fmt::format("{} pt", rc.points) : signed_num(l.skulls));
    out += fmt::format("    => {} point{}, skulls {} -> {}\n", rc.points, rc.points == 1 ? "" : "s", rc.skulls_before,
                       rc.skulls_after);
    return out;
}

std::string render_receipt_summary(const GameState& s, const RoundResult& round) {
    std::string out = fmt::format("Round {} (Round card {}), in short:\n", round.number, round.card);
    std::size_t w = 0;
    for (const auto& rc : round.receipts) w = std::max(w, s.seating.side_name(rc.side).size());
    for (const auto& rc : round.receipts) {
        const std::string bid = fmt::format("bid {}, {} trick{}", rc.bid, rc.tricks, rc.tricks == 1 ? "" : "s");
        const std::string points = fmt::format("{} point{}", rc.points, rc.points == 1 ? "" : "s");
        out += fmt::format("  {:<{}}  {:<19} {:<10} skulls {} -> {}{}\n", s.seating.side_name(rc.side), w, bid, points,
                           rc.skulls_before, rc.skulls_after, rc.paid_for_missed ? " (paid for missed tricks)" : "");
    }
    out += fmt::format("Every step of the scoring: 'receipt' (another round: 'receipt N')\n");
    return out;
}

std::string render_receipts(const GameState& s, const RoundResult& round) {
    std::string out = fmt::format("Round {} receipts (Round card {}):\n", round.number, round.card);
    for (const auto& rc : round.receipts) out += render_receipt(s.seating.side_name(rc.side), rc);
    return out;
}

namespace {
// The readings this table chose against the game data's default ('reading' at setup); none said when all are defaults.
std::string chosen_readings(const Game& g) {
    std::string out;
    const auto& readings = g.data().readings;
    for (std::size_t i = 0; i < readings.size() && i < g.state().readings.size(); ++i) {
        const auto value = g.state().readings[i];
        if (value != readings[i].default_index && value < readings[i].values.size())
            out += "  Reading " + readings[i].id + ": " + readings[i].values[value].id + " (default " +
                   readings[i].default_value + "; 'zref rules " + readings[i].id + "')\n";
    }
    return out;
}
}  // namespace

std::vector<int> tricks_so_far(const GameState& s) {
    std::vector<int> won(static_cast<std::size_t>(s.seating.size()), 0);
    for (const auto& t : s.round.tricks)
        if (!t.under_dorothy) won[static_cast<std::size_t>(t.owner)] += t.counts ? t.weight : 0;
    return won;
}

std::string render_status(const Game& g) {
    const auto& s = g.state();
    std::string out;
    if (s.phase == Phase::Setup) return "Setting up: " + g.waiting().what + "\n";
    if (const auto* card = g.round_card())
        out += fmt::format("Round {} of {}, Round card {} ({})\n", s.round.number, g.data().rounds, card->letter, card->name);
    if (s.phase == Phase::Tricks || s.phase == Phase::Bidding) {
        const std::vector<int> won = tricks_so_far(s);
        for (int i = 0; i < s.seating.size(); ++i) {
            int bid = s.round.bids[static_cast<std::size_t>(i)];
            out += fmt::format("  {:<16} bid {:<3} tricks {}\n", s.seating.name(i), bid < 0 ? "-" : std::to_string(bid),
                               won[static_cast<std::size_t>(i)]);
        }
        if (!s.round.current.plays.empty()) {
            std::vector<std::string> plays;
            for (const auto& p : s.round.current.plays) plays.push_back(s.seating.name(p.seat) + " " + s.codec.name(p.card));
            out += "  On the table: " + join(plays, ", ") + "\n";
            if (auto progress = rule_of(s).trick_progress(s); !progress.empty()) out += "  " + progress + "\n";
        }
        out += std::string("  ") + s.codec.suit_name(s.codec.trump_suit()) +
               (s.round.princes_broken ? " have broken out\n" : " have not broken out\n");
        if (s.phase == Phase::Tricks && !s.round.by_counts) out += cards_still_out(s);
    }
    if (s.round.number > 0 && s.phase != Phase::GameOver)
        if (auto kept = rule_of(s).round_card_state(s); !kept.empty()) out += "  " + kept + "\n";
    for (const auto& rec : s.round.records) out += "  Recorded: " + rec + "\n";
    out += chosen_readings(g);
    for (int side = 0; side < static_cast<int>(s.round.stakes.size()); ++side)
        if (s.round.stakes[static_cast<std::size_t>(side)] >= 0)
            out += "  " + s.seating.side_name(side) + " staked " + std::to_string(s.round.stakes[static_cast<std::size_t>(side)]) +
                   " skulls (Headhunters)\n";
    for (int i = 0; s.round.number > 0 && i < s.seating.size(); ++i)
        if (const auto& held = s.round.held[static_cast<std::size_t>(i)])
            out += "  " + s.seating.name(i) + " holds " + s.codec.name(*held) + " for the last trick\n";
    for (int i = 0; s.round.number > 0 && i < s.seating.size(); ++i)
        if (s.round.stopped[static_cast<std::size_t>(i)]) out += "  " + s.seating.name(i) + " has stopped playing\n";
    if (s.setup.powers && s.round.number > 0) {
        std::vector<std::string> unused;
        for (int i = 0; i < s.seating.size(); ++i) {
            const auto* p = g.data().princess(s.princess_of[static_cast<std::size_t>(i)]);
            if (p && !p->always_active && !s.round.power_used[static_cast<std::size_t>(i)])
                unused.push_back(s.seating.name(i) + " (" + p->name + ")");
        }
        out += "  Powers still unused this round: " + (unused.empty() ? std::string("none") : join(unused, ", ")) + "\n";
    }
    std::vector<std::string> skulls;
    for (int side = 0; side < s.seating.side_count(); ++side)
        skulls.push_back(s.seating.side_name(side) + " " + std::to_string(s.skulls[static_cast<std::size_t>(side)]));
    out += "  Skulls: " + join(skulls, ", ") + "\n";
    if (s.round.pending.size() > 1) {  // the first is what zref waits for
        out += "  Still to enter after the one asked now:\n";
        for (std::size_t i = 1; i < s.round.pending.size(); ++i) out += "    " + s.round.pending[i].ask + "\n";
    }
    out += "Waiting for: " + g.waiting().what + "\n";
    return out;
}

}  // namespace zref::zp
