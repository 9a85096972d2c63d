#include "games/rebel_princess/table/render.h"

#include <fmt/format.h>

#include "core/sheet_model.h"
#include "core/text.h"
#include "games/rebel_princess/passes.h"
#include "games/rebel_princess/readings.h"
#include "games/rebel_princess/standings.h"

namespace zref::rp {

namespace {

std::string plays_text(const Game& g, const tt::Plays& plays) {
    std::vector<std::string> out;
    for (const auto& p : plays)
        out.push_back(g.state().seating.name(p.seat) + " " +
                      (is_face_down(p.card) ? g.codec().suit_singular(p.card.suit) + " face down" : g.codec().code(p.card)));
    return join(out, ", ");
}

std::string signed_text(int n) { return n > 0 ? "+" + std::to_string(n) : std::to_string(n); }

const RoundResult* result_of(const Game& g, int number) {
    for (const auto& r : g.state().results)
        if (r.number == number) return &r;
    return nullptr;
}

}  // namespace

std::string render_prompt(const Game& g, const Style&) {
    const auto& s = g.state();
    switch (s.phase) {
        case Phase::Setup: return "setup> ";
        case Phase::GameOver: return "game over> ";
        case Phase::Choosing: return "princesses " + s.seating.name(g.waiting().seat) + "> ";
        case Phase::Tricks: break;
    }
    const Waiting w = g.waiting();
    const std::string where = g.where();
    if (s.round.entry == Entry::Requests) return where + " " + s.seating.name(w.seat) + "'s requests> ";
    return where + " " + s.seating.name(w.seat) + (s.round.current.plays.empty() ? " leads> " : " plays> ");
}

std::string render_short_receipts(const Game& g, const RoundResult& result) {
    const auto& s = g.state();
    std::string out = "Round " + std::to_string(result.number) + " scored (" +
                      g.data().round_cards.at(static_cast<std::size_t>(result.card)).name + "):\n";
    for (int seat = 0; seat < s.seating.size(); ++seat) {
        const Receipt& rc = result.receipts[static_cast<std::size_t>(seat)];
        std::vector<std::string> items;
        for (const auto& l : rc.lines) items.push_back(l.text);
        out += fmt::format("  {:<10} {:>3}   {}\n", s.seating.name(seat), rc.total, join(items, "; "));
    }
    return out + "  ('receipt " + std::to_string(result.number) + "' shows every line)\n";
}

std::string render_receipt(const Game& g, int number) {
    const auto& s = g.state();
    const RoundResult* result = result_of(g, number);
    if (!result) {
        if (s.results.empty()) return "No round scored yet: the receipts come when the first round is scored.\n";
        return "No round " + std::to_string(number) + " scored: rounds 1 to " + std::to_string(s.results.size()) +
               " are.\n";
    }
    std::string out = "Round " + std::to_string(number) + " (" +
                      g.data().round_cards.at(static_cast<std::size_t>(result->card)).name + ")" +
                      (result->by_requests ? ", entered by results" : "") + ":\n";
    for (int seat = 0; seat < s.seating.size(); ++seat) {
        const Receipt& rc = result->receipts[static_cast<std::size_t>(seat)];
        out += "  " + s.seating.name(seat) + "\n";
        for (const auto& l : rc.lines) out += fmt::format("    {:<60} {:>4}   [{}]\n", l.text, signed_text(l.requests), l.section);
        out += fmt::format("    {:<60} {:>4}   total {}\n", "round", rc.total, result->totals[static_cast<std::size_t>(seat)]);
    }
    return out;
}

std::string render_trick_why(const Game& g, int n) {
    const auto& s = g.state();
    const std::vector<TrickRecord>* tricks = &s.round.tricks;
    int round = s.round.number;
    if (tricks->empty() && !s.results.empty()) {
        tricks = &s.results.back().tricks;
        round = s.results.back().number;
    }
    if (n < 1 || n > static_cast<int>(tricks->size()))
        return tricks->empty() ? "No trick finished yet in round " + std::to_string(round) + ".\n"
                               : "No trick " + std::to_string(n) + " in round " + std::to_string(round) + ": tricks 1 to " +
                                     std::to_string(tricks->size()) + " are finished.\n";
    const TrickRecord& t = (*tricks)[static_cast<std::size_t>(n - 1)];
    std::string out = "Round " + std::to_string(round) + ", trick " + std::to_string(n) + ": " + plays_text(g, t.plays) +
                      "\n  " + s.seating.name(t.winner) + " takes it.\n";
    for (const auto& r : t.reasons) out += "  - " + r.text + (r.section.empty() ? "" : " [" + r.section + "]") + "\n";
    return out;
}

std::string render_status(const Game& g) {
    const auto& s = g.state();
    const auto& d = g.data();
    if (s.phase == Phase::Setup) return "Setting up " + d.name + ": " + g.waiting().what + "\n";
    std::string out;
    if (s.phase == Phase::Tricks) {
        const RoundCardInfo& card = round_card_of(d, s);
        out += "Round " + std::to_string(s.round.number) + " of " + std::to_string(d.rounds) + ": " + card.name + "\n  " +
               card.effect + "\n  " + pass_reminder(s.seating, s.setup, card) + "\n";
        for (const auto& line : rule_of(d, s).reminders(d, s.setup)) out += "  " + line + "\n";
        if (s.round.entry != Entry::Requests) {
            // A Round card may have each player add several cards to a trick.
            const int tricks = s.round.hand_size / rule_of(d, s).cards_each(d, s.setup);
            out += "  Trick " + std::to_string(s.round.tricks.size() + 1) + " of " + std::to_string(tricks) +
                   (s.round.current.plays.empty() ? "" : ": " + plays_text(g, s.round.current.plays)) + "\n";
            out += std::string("  Princes ") + (s.round.princes_broken ? "have broken out: they may be led"
                                                                       : "have not broken out: they may not be led yet") +
                   "\n";
            std::vector<std::string> left;
            for (std::uint8_t suit = 0; suit < g.codec().suit_count(); ++suit) {
                int n = 0;
                for (int v = g.codec().min_value(); v <= g.codec().max_value(); ++v)
                    n += !s.round.was_played(g.codec(), {suit, static_cast<std::uint8_t>(v)});
                left.push_back(g.codec().suit_name(suit) + " " + std::to_string(n));
            }
            out += "  Cards still out: " + join(left, ", ") + "\n";
        }
    }
    out += "Totals:";
    for (int seat = 0; seat < s.seating.size(); ++seat)
        out += " " + s.seating.name(seat) + " " + std::to_string(s.totals[static_cast<std::size_t>(seat)]);
    out += "\n";
    if (s.phase == Phase::GameOver) return out + "The game is over: " + winners_text(g) + "\n";
    return out + "Waiting for: " + g.waiting().what + "\n";
}

std::string render_sheet_text(const Game& g) {
    const auto& s = g.state();
    const auto& d = g.data();
    if (s.seating.size() == 0) return "No players yet.\n";
    std::string out = fmt::format("{:<30}", "Requests (fewest wins)");
    for (const auto& name : s.seating.names()) out += fmt::format(" {:>10}", name);
    out += "\n";
    for (const auto& r : s.results) {
        const std::string label = "R" + std::to_string(r.number) + " " +
                                  d.round_cards.at(static_cast<std::size_t>(r.card)).name +
                                  (r.by_requests ? " (by results)" : "");
        out += fmt::format("{:<30}", label.substr(0, 30));
        for (std::size_t i = 0; i < r.scores.size(); ++i) out += fmt::format(" {:>10}", fmt::format("{} ({})", r.scores[i], r.totals[i]));
        out += "\n";
    }
    out += fmt::format("{:<30}", "Total");
    for (int t : s.totals) out += fmt::format(" {:>10}", t);
    out += "\n";
    if (s.phase == Phase::GameOver) out += "Winner: " + winners_text(g) + "\n";
    return out;
}

std::string winners_text(const Game& g) {
    const auto& s = g.state();
    if (s.seating.size() == 0) return "";
    const auto groups = final_ranking(g.data(), s);
    std::vector<std::string> names;
    for (int seat : groups.front())
        names.push_back(s.seating.name(seat) + " (" + std::to_string(s.totals[static_cast<std::size_t>(seat)]) + ")");
    return join(names, ", ");
}

std::string render_sheet_json(const Game& g) {
    const auto& s = g.state();
    const auto& d = g.data();
    std::string out = "{\"game\": " + json_escape(d.id) + ", \"players\": " + json_list(s.seating.names()) + ", \"rounds\": [";
    for (std::size_t k = 0; k < s.results.size(); ++k) {
        const auto& r = s.results[k];
        std::vector<std::string> scores, totals;
        for (int v : r.scores) scores.push_back(std::to_string(v));
        for (int v : r.totals) totals.push_back(std::to_string(v));
        out += std::string(k ? ", " : "") + "{\"round\": " + std::to_string(r.number) + ", \"round_card\": " +
               json_escape(d.round_cards.at(static_cast<std::size_t>(r.card)).id) +
               ", \"by_results\": " + (r.by_requests ? "true" : "false") + ", \"requests\": [" + join(scores, ", ") +
               "], \"totals\": [" + join(totals, ", ") + "]}";
    }
    std::vector<std::string> totals;
    for (int v : s.totals) totals.push_back(std::to_string(v));
    out += "], \"totals\": [" + join(totals, ", ") + "], \"over\": " + (s.phase == Phase::GameOver ? "true" : "false");
    if (s.phase == Phase::GameOver) {
        std::vector<std::string> names;
        for (int seat : final_ranking(d, s).front()) names.push_back(s.seating.name(seat));
        out += ", \"winners\": " + json_list(names);
    }
    return out + "}\n";
}

}  // namespace zref::rp
