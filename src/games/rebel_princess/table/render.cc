#include "games/rebel_princess/table/render.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/sheet_page.h"
#include "core/text.h"
#include "games/rebel_princess/standings.h"
#include "games/rebel_princess/teams.h"
#include "games/trick_taking/card_style.h"

namespace zref::rp {

namespace {

using sheet_page::display_width;
using sheet_page::pad_right;

std::string signed_requests(int n) { return n > 0 ? "+" + std::to_string(n) : std::to_string(n); }

const RoundResult* scored_round(const Game& g, int number) {
    for (const auto& r : g.state().results)
        if (r.number == number) return &r;
    return nullptr;
}

const std::string& card_name_of(const Game& g, const RoundResult& r) {
    return g.data().round_cards.at(static_cast<std::size_t>(r.card)).name;
}

std::size_t widest_name(const GameState& s) {
    std::size_t w = 0;
    for (const auto& n : s.seating.names()) w = std::max(w, display_width(n));
    return w;
}

}  // namespace

std::string round_card_letter(const Game& g) {
    const RoundCardInfo& card = round_card_of(g.data(), g.state());
    for (const auto& box : g.state().setup.sets)
        if (auto it = card.letters.find(box); it != card.letters.end()) return it->second;
    return "";
}

std::string round_label(const Game& g) { return "R" + std::to_string(g.state().round.number) + round_card_letter(g); }

std::string render_prompt(const Game& g, const Style& style) {
    const auto& s = g.state();
    switch (s.phase) {
        case Phase::Setup: return "setup> ";
        case Phase::GameOver: return "game over> ";
        case Phase::Choosing: return "princesses " + s.seating.name(g.waiting().seat) + "> ";
        case Phase::Tricks: break;
    }
    const Waiting w = g.waiting();
    std::string p = style.round(round_label(g)) + " ";
    if (s.round.entry == Entry::Requests) {
        // Team Mode: every number typed, a team answers its Round card's question.
        const bool all_typed = std::all_of(s.round.requests.begin(), s.round.requests.end(), [](const auto& t) { return t.has_value(); });
        if (all_typed && s.seating.teams()) return p + "team " + team_letter(s.seating.side_of(w.seat)) + " answers> ";
        return p + style.player(s.seating.name(w.seat)) + " requests> ";
    }
    p += "t" + std::to_string(s.round.tricks.size() + 1) + " ";
    const auto& plays = s.round.current.plays;
    if (!plays.empty()) {
        // The led suit, or the one a Round card makes players follow (Pass the Bouquet).
        const tt::CardCodec& codec = g.codec();
        const auto follow = rule_of(g.data(), s).suit_to_follow(TrickView{g.data(), s, codec, plays});
        p += "[" + tt::styled_suit(style, codec.suit_name(follow) + " to follow", codec, follow) + ":";
        for (const auto& play : plays)
            p += " " + s.seating.name(play.seat) + " " +
                 (is_face_down(play.card) ? face_down_text(g, play.card) : tt::styled_card(style, g.codec(), play.card));
        p += "] ";
    }
    // A full trick whose lead lies face down waits for its leader to turn it up (Wedding Surprise).
    const bool to_turn_up = !plays.empty() && plays.size() == s.round.current.order.size() && is_face_down(plays.front().card);
    return p + style.player(s.seating.name(w.seat)) + (plays.empty() ? " leads> " : to_turn_up ? " turns up> " : " plays> ");
}

std::string render_short_receipts(const Game& g, const RoundResult& result) {
    const auto& s = g.state();
    const std::size_t w = widest_name(s);
    std::string out = "Round " + std::to_string(result.number) + " (" + card_name_of(g, result) + ")" +
                      (result.by_requests ? ", entered by results" : "") + ", in short:\n";
    for (int seat = 0; seat < s.seating.size(); ++seat) {
        const auto i = static_cast<std::size_t>(seat);
        const Receipt& rc = result.receipts[i];
        std::vector<std::string> items;
        if (!result.by_requests)
            for (const auto& l : rc.lines) items.push_back(l.text);
        out += "  " + pad_right(s.seating.name(seat), w) + fmt::format("  {:<12} total ", counted(rc.total, "request", "requests"));
        out += items.empty() ? std::to_string(result.totals[i]) + "\n"
                             : fmt::format("{:<4} {}\n", result.totals[i], join(items, "; "));
    }
    if (s.seating.teams() && !result.team_scores.empty())
        for (int team = 0; team < s.seating.side_count(); ++team) {
            const auto i = static_cast<std::size_t>(team);
            std::vector<std::string> extra;
            for (std::size_t k = 2; k < result.team_receipts[i].lines.size(); ++k)
                extra.push_back(result.team_receipts[i].lines[k].text);
            out += "  " + team_label(s, team) + ": " + counted(result.team_scores[i], "request", "requests") + ", total " +
                   std::to_string(result.team_totals[i]) + (extra.empty() ? "" : "; " + join(extra, "; ")) + "\n";
        }
    return out + "Every line of the scoring: 'receipt' (another round: 'receipt N')\n";
}

std::string render_receipt(const Game& g, int number) {
    const auto& s = g.state();
    const RoundResult* result = scored_round(g, number);
    if (!result) {
        if (s.results.empty()) return "No round scored yet: the receipts come when the first round is scored.\n";
        return "No round " + std::to_string(number) + " scored: rounds 1 to " + std::to_string(s.results.size()) +
               " are.\n";
    }
    std::vector<int> tricks(static_cast<std::size_t>(s.seating.size()), 0);
    for (const auto& t : result->tricks) ++tricks[static_cast<std::size_t>(t.winner)];
    std::size_t w = 24;
    for (const auto& rc : result->receipts)
        for (const auto& l : rc.lines) w = std::max(w, display_width(l.text));
    std::string out = "Round " + std::to_string(number) + " receipts (" + card_name_of(g, *result) + ")" +
                      (result->by_requests ? ", entered by results" : "") + ":\n";
    for (int seat = 0; seat < s.seating.size(); ++seat) {
        const auto i = static_cast<std::size_t>(seat);
        const Receipt& rc = result->receipts[i];
        out += "  " + s.seating.name(seat) +
               (result->by_requests ? "\n" : ": took " + counted(tricks[i], "trick", "tricks") + "\n");
        for (const auto& l : rc.lines)
            out += "    " + pad_right(l.text, w) + fmt::format(" {:>4}   [{}]\n", signed_requests(l.requests), l.section);
        out += "    => " + counted(rc.total, "request", "requests") + " this round, total " +
               std::to_string(result->totals[i]) + "\n";
    }
    if (!s.seating.teams() || result->team_scores.empty()) return out;
    // Team Mode: each member's result as scored above, then the team's own lines
    // (aligned among themselves: a long team line does not widen the players').
    w = 24;
    for (const auto& rc : result->team_receipts)
        for (const auto& l : rc.lines) w = std::max(w, display_width(l.text));
    for (int team = 0; team < s.seating.side_count(); ++team) {
        const auto i = static_cast<std::size_t>(team);
        const Receipt& rc = result->team_receipts[i];
        out += "  " + team_label(s, team) + "\n";
        for (const auto& l : rc.lines)
            out += "    " + pad_right(l.text, w) + fmt::format(" {:>4}   [{}]\n", signed_requests(l.requests), l.section);
        out += "    => team result " + counted(rc.total, "request", "requests") + ", team total " +
               std::to_string(result->team_totals[i]) + "\n";
    }
    return out;
}

std::string render_trick_why(const Game& g, int n) {
    const auto& s = g.state();
    const std::vector<TrickRecord>* tricks = &s.round.tricks;
    int round = s.round.number;
    // Before the new round's first trick is finished, the round just scored is the one asked about.
    if (tricks->empty() && s.round.current.plays.empty() && !s.results.empty() && !s.results.back().tricks.empty()) {
        tricks = &s.results.back().tricks;
        round = s.results.back().number;
    }
    if (n < 1 || n > static_cast<int>(tricks->size()))
        return tricks->empty() ? "No trick finished yet in round " + std::to_string(round) + ".\n"
                               : "No trick " + std::to_string(n) + " in round " + std::to_string(round) + ": tricks 1 to " +
                                     std::to_string(tricks->size()) + " are finished.\n";
    const TrickRecord& t = (*tricks)[static_cast<std::size_t>(n - 1)];
    std::vector<std::string> plays;
    for (const auto& p : t.plays) plays.push_back(s.seating.name(p.seat) + " " + g.codec().name(p.card));
    std::string out = "Round " + std::to_string(round) + ", trick " + std::to_string(n) + ": " + join(plays, "; ") +
                      "\n  " + s.seating.name(t.winner) + " takes it.\n";
    for (const auto& r : t.reasons)
        out += "  - " + r.text + (r.section.empty() ? "" : "  [rulebook: " + r.section + "]") + "\n";
    return out;
}

std::string winners_text(const Game& g) {
    const auto& s = g.state();
    if (s.seating.size() == 0 || s.totals.empty()) return "";
    if (s.seating.teams()) {
        std::vector<std::string> teams;
        const auto ranking = team_ranking(s);
        for (int team : ranking.front())
            teams.push_back(team_label(s, team) + " (" + std::to_string(s.team_totals[static_cast<std::size_t>(team)]) + ")");
        return join(teams, ", ");
    }
    const auto groups = final_ranking(g.data(), s);
    std::vector<std::string> names;
    for (int seat : groups.front())
        names.push_back(s.seating.name(seat) + " (" + std::to_string(s.totals[static_cast<std::size_t>(seat)]) + ")");
    return join(names, ", ");
}

std::string face_down_text(const Game& g, tt::Card c) { return g.codec().suit_singular(c.suit) + " face down"; }

std::string card_text(const Game& g, tt::Card c) { return is_face_down(c) ? face_down_text(g, c) : g.codec().name(c); }

}  // namespace zref::rp
