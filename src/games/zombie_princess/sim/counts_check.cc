#include "games/zombie_princess/sim/counts_check.h"

#include <algorithm>
#include <span>

#include "core/command.h"
#include "games/zombie_princess/game.h"
#include "games/zombie_princess/standings.h"

namespace zref::sim {

namespace {
using zp::Game;
using zp::GameState;
using zp::Receipt;

std::string join_lines(const std::vector<std::string>& lines, std::string_view sep) {
    std::string out;
    for (const auto& l : lines) out += (out.empty() ? "" : std::string(sep)) + l;
    return out;
}

std::string per_seat(const zp::PerSeat<int>& v) {
    std::string out;
    for (int x : v) out += (out.empty() ? "" : "/") + std::to_string(x);
    return out;
}

// Every number of a receipt, in one line; with `worded` each step's detail too.
std::string receipt_text(const Receipt& r, bool worded) {
    std::string out = "bid " + std::to_string(r.bid) + ", tricks " + std::to_string(r.tricks) + ", skulls " +
                      std::to_string(r.skulls_before) + " -> " + std::to_string(r.skulls_after) + ", steps";
    for (const auto& l : r.lines) {
        out += " " + std::to_string(l.step) + ":" + (l.skulls >= 0 ? "+" : "") + std::to_string(l.skulls);
        if (worded) out += " (" + l.detail + ")";
    }
    return out + ", points " + std::to_string(r.points) + (r.made_bid ? ", made" : ", missed") +
           (r.paid_for_missed ? ", paid for missed tricks" : "");
}

// The round's numbers and the standings after it: what both ways must agree on.
std::string round_numbers(const GameState& s) {
    const auto& r = s.results.back();
    std::string out = "bids " + per_seat(r.seat_bids) + ", counted tricks " + per_seat(r.seat_tricks);
    for (const auto& rc : r.receipts) out += "; " + receipt_text(rc, false);
    return out + "; skulls after " + per_seat(s.skulls) + ", points after " +
           per_seat(zp::points_through(s, static_cast<int>(s.results.size())));
}

// Both receipts, side by side, worded (the game replays explaining).
std::string both_receipts(const GameState& cards, const GameState& counts) {
    std::string out;
    const auto& a = cards.results.back().receipts;
    const auto& b = counts.results.back().receipts;
    for (std::size_t i = 0; i < a.size() && i < b.size(); ++i) {
        const std::string x = receipt_text(a[i], false), y = receipt_text(b[i], false);
        out += "\n  " + cards.seating.side_name(static_cast<int>(i)) + (x == y ? " (same)" : "") +
               ":\n    cards:  " + receipt_text(a[i], true) + "\n    counts: " + receipt_text(b[i], true);
    }
    return out;
}

// Every once-per-round power used this round, bid changers typed in
// bidding included: "Dorothy (Ben), Scheherazade (Ana)".
std::string powers_used(const GameState& s) {
    std::string out;
    for (int seat = 0; seat < s.seating.size(); ++seat)
        if (s.round.power_used[static_cast<std::size_t>(seat)] && s.princess_info[static_cast<std::size_t>(seat)])
            out += (out.empty() ? "" : ", ") + s.princess_info[static_cast<std::size_t>(seat)]->name + " (" +
                   s.seating.name(seat) + ")";
    return out.empty() ? "none" : out;
}

bool skipped_by(const std::string& category, const std::vector<std::string>& skip) {
    const std::string family = category.substr(0, category.find(':'));
    return std::any_of(skip.begin(), skip.end(), [&](const std::string& k) { return k == category || k == family; });
}

// The answers the card-by-card table gave at the end of the round, typed
// when the counts round asks; an error names a question the cards never asked.
Status answer_questions(Game& g, const GameState& cards, std::span<const std::string> round_lines) {
    const std::size_t scored = cards.results.size();
    for (int asked = 0; g.state().results.size() < scored; ++asked) {
        const GameState& s = g.state();
        if (asked > 2 * static_cast<int>(zp::kMaxSeats)) return fail("the counts round keeps asking: " + g.waiting().what);
        std::string line;
        if (s.phase == zp::Phase::FrogDecision) {
            if (!cards.round.frog_counted) return fail("counts asks about the Frog, which card by card nobody held");
            line = Command{"frog", {s.seating.name(s.round.frog_seat), *cards.round.frog_counted ? "count" : "drop"}}.to_line();
        } else if (s.phase == zp::Phase::Payment) {
            int side = 0;
            while (s.round.pays[static_cast<std::size_t>(side)]) ++side;  // the side asked: the first not yet answered
            const std::string name = s.seating.name(s.seating.members(side).front());
            const bool asked_by_cards = std::any_of(round_lines.begin(), round_lines.end(), [&](const std::string& l) {
                auto c = parse_command(l);
                if (!c || c->verb != "pay" || c->args.empty()) return false;
                const auto named = s.seating.find_side(c->args[0]);
                return named && *named == side;
            });
            if (!asked_by_cards)
                return fail("counts asks " + s.seating.side_name(side) + " whether to pay for missed tricks; card by card nobody asked");
            line = Command{"pay", {name, cards.round.pays[static_cast<std::size_t>(side)].value_or(false) ? "yes" : "no"}}.to_line();
        } else {
            return fail("the counts round waits for something the cards did not: " + g.waiting().what);
        }
        if (auto ok = g.apply(line); !ok) return fail("'" + line + "' refused: " + ok.error());
    }
    return Ok{};
}

// One round: `open` is the game as play opened, `cards` the game after the
// round was scored card by card, `round_lines` what was typed in between.
std::optional<CountsMismatch> compare_round(const Game& open, const GameState& cards, std::span<const std::string> round_lines,
                                            const CountsOptions& options, CountsTally& tally) {
    CountsMismatch m{cards.round.number, cards.round.card, {}, powers_used(cards), {}};
    auto entry = counts_entry(cards, round_lines);
    if (!entry) {
        m.detail = "no counts entry derived: " + entry.error();
        return m;
    }
    if (options.edit_entry) options.edit_entry(*entry);
    m.categories = entry->categories;
    for (const auto& c : entry->categories)
        if (skipped_by(c, options.skip)) {
            ++tally.skipped[c.substr(0, c.find(':'))];
            return std::nullopt;
        }
    ++tally.checked;
    // The table may type the counts in any order: each round starts at
    // another line (varied by the round's length, so seeded as the game is).
    auto& counts = entry->count_lines;
    if (!counts.empty())
        std::rotate(counts.begin(), counts.begin() + static_cast<std::ptrdiff_t>(round_lines.size() % counts.size()), counts.end());
    const std::string typed = join_lines(entry->power_lines, " | ") + (entry->power_lines.empty() ? "" : " | ") +
                              join_lines(entry->count_lines, " | ");
    Game g = open;
    Status ok = Ok{};
    for (const auto* lines : {&entry->power_lines, &entry->count_lines})
        for (const auto& line : *lines)
            if (ok)
                if (auto r = g.apply(line); !r) ok = fail("'" + line + "' refused: " + r.error());
    if (ok) ok = answer_questions(g, cards, round_lines);
    if (!ok) {
        m.detail = "typed " + typed + ": " + ok.error();
        return m;
    }
    const std::string want = round_numbers(cards), got = round_numbers(g.state());
    if (want == got) return std::nullopt;
    m.detail = "typed " + typed + "\n  cards:  " + want + "\n  counts: " + got + both_receipts(cards, g.state());
    return m;
}

std::string describe(const zp::GameData& data, const CountsMismatch& m) {
    const auto* info = data.round_card(m.card);
    return "round " + std::to_string(m.round) + ", Round card " + std::string(1, m.card) +
           (info ? " (" + info->name + ")" : "") + ", powers used: " + m.powers + "; " + m.detail;
}
}  // namespace

CountsTally compare_counts_with_cards(const zp::GameData& data, const std::vector<std::string>& journal,
                                      const CountsOptions& options) {
    CountsTally tally;
    Game g(data);
    std::optional<Game> open;  // the game as the current round's play opened
    std::size_t open_at = 0;   // the first journal line after that moment
    int opened = 0;            // the round whose play opened last
    for (std::size_t i = 0; i < journal.size(); ++i) {
        const std::size_t scored = g.state().results.size();
        if (auto r = g.apply(journal[i]); !r) {
            tally.mismatches.push_back({g.state().round.number, g.state().round.card, {}, {},
                                        "line " + std::to_string(i + 1) + " '" + journal[i] + "' refused on replay: " + r.error()});
            return tally;
        }
        const GameState& s = g.state();
        if (s.phase == zp::Phase::Tricks && s.round.number != opened && s.round.tricks.empty() &&
            s.round.current.plays.empty()) {
            open = g;  // a copy: the counts round starts from here
            open_at = i + 1;
            opened = s.round.number;
        }
        if (s.results.size() == scored) continue;
        ++tally.rounds;
        if (!open || opened != s.round.number) continue;  // never opened for play (cannot happen in self-play)
        const std::span<const std::string> round_lines(journal.data() + open_at, i + 1 - open_at);
        if (auto m = compare_round(*open, s, round_lines, options, tally)) {
            tally.mismatches.push_back(std::move(*m));
            if (options.stop_at_first) return tally;
        }
    }
    return tally;
}

std::optional<Violation> check_counts_vs_cards(const zp::GameData& data, const std::vector<std::string>& journal,
                                               CountsTally* tally, const CountsOptions& options) {
    CountsTally t = compare_counts_with_cards(data, journal, options);
    std::optional<Violation> v;
    if (!t.mismatches.empty())
        v = Violation{"a round scored by counts gives the card-by-card receipts", describe(data, t.mismatches.front())};
    if (tally) *tally = std::move(t);
    return v;
}

}  // namespace zref::sim
