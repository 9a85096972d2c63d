// `status`: the round and its Round card, what the table keeps in mind, each
// player's tricks and costly cards so far (or the requests typed so far when
// the round is entered by its results), the trick on the table, the cards
// still out, the readings switched, the totals and what zref waits for.
#include <fmt/format.h>

#include <algorithm>

#include "core/sheet_page.h"
#include "core/text.h"
#include "games/rebel_princess/passes.h"
#include "games/rebel_princess/readings.h"
#include "games/rebel_princess/scoring.h"
#include "games/rebel_princess/table/render.h"
#include "games/rebel_princess/teams.h"

namespace zref::rp {

namespace {

// "  Ana    tricks 2   Princes 1   the Frog", a line per player, from the tricks finished.
std::string taken_so_far(const Game& g, std::size_t name_w) {
    const auto& s = g.state();
    const ScoreView v = score_view(g.data(), s, g.codec());
    std::string out;
    for (int seat = 0; seat < s.seating.size(); ++seat) {
        const auto i = static_cast<std::size_t>(seat);
        const auto& cards = v.taken[i];
        const auto princes = std::count_if(cards.begin(), cards.end(), [&](tt::Card c) { return c.suit == g.data().princes; });
        const bool frog = std::find(cards.begin(), cards.end(), g.data().frog) != cards.end();
        out += "  " + sheet_page::pad_right(s.seating.name(seat), name_w) +
               fmt::format("  tricks {:<3} Princes {}{}\n", v.tricks_taken[i], princes, frog ? "   the Frog" : "");
    }
    return out;
}

// "  Ana    requests 5" or "requests -", a line per player, in a round entered by its results.
std::string requests_so_far(const GameState& s, std::size_t name_w) {
    std::string out;
    for (int seat = 0; seat < s.seating.size(); ++seat) {
        const auto& typed = s.round.requests[static_cast<std::size_t>(seat)];
        out += "  " + sheet_page::pad_right(s.seating.name(seat), name_w) + "  requests " +
               (typed ? std::to_string(*typed) : std::string("-")) + "\n";
    }
    return out;
}

// The cards not yet played this round, suit by suit ("Queens 1 4 5 10").
std::string still_out(const Game& g) {
    const auto& s = g.state();
    const tt::CardCodec& codec = g.codec();
    std::string out = "  Still out:\n";
    for (std::uint8_t suit = 0; suit < codec.suit_count(); ++suit) {
        std::string values;
        for (int v = codec.min_value(); v <= codec.max_value(); ++v)
            if (!s.round.was_played(codec, {suit, static_cast<std::uint8_t>(v)})) values += " " + std::to_string(v);
        out += fmt::format("    {:<10}{}\n", codec.suit_name(suit), values.empty() ? " none" : values);
    }
    return out;
}

// The readings this table switched from our defaults ('reading' at setup).
std::string switched_readings(const Game& g) {
    std::string out;
    for (const auto& [id, value] : g.state().setup.readings) {
        const ReadingInfo* r = g.data().reading(id);
        const std::string def = r && !r->values.empty() ? r->values.front().id : std::string("?");
        out += "  Reading " + id + ": " + value + " (default " + def + "; 'zref rules --game " + g.data().id + " " + id +
               "')\n";
    }
    return out;
}

std::string round_lines(const Game& g) {
    const auto& s = g.state();
    const auto& d = g.data();
    const RoundCardInfo& card = round_card_of(d, s);
    const std::string letter = round_card_letter(g);
    std::string out = "Round " + std::to_string(s.round.number) + " of " + std::to_string(d.rounds) + ", Round card " +
                      (letter.empty() ? card.name : letter + " (" + card.name + ")") + "\n";
    out += "  " + card.effect + "\n  " + pass_reminder(s.seating, s.setup, card) + "\n";
    for (const auto& line : rule_of(d, s).reminders(d, s.setup)) out += "  " + line + "\n";
    std::size_t name_w = 0;
    for (const auto& n : s.seating.names()) name_w = std::max(name_w, sheet_page::display_width(n));
    if (s.round.entry == Entry::Requests) return out + "  Entered by results:\n" + requests_so_far(s, name_w);
    out += taken_so_far(g, name_w);
    if (!s.round.current.plays.empty()) {
        std::vector<std::string> plays;
        const auto& down = s.round.card_state.face_down;  // typed with 'down' (Yin and Yang)
        for (const auto& p : s.round.current.plays)
            plays.push_back(s.seating.name(p.seat) + " " + card_text(g, p.card) +
                            (std::find(down.begin(), down.end(), p.card) != down.end() ? " (face down)" : ""));
        out += "  On the table: " + join(plays, ", ") + "\n";
    }
    for (int seat = 0; seat < s.seating.size(); ++seat)
        if (const int trick = s.round.only_princes_claim[static_cast<std::size_t>(seat)]; trick > 0)
            out += "  " + s.seating.name(seat) + " declared a hand of only Princes in trick " + std::to_string(trick) + "\n";
    out += std::string("  Princes ") +
           (s.round.princes_broken ? "have broken out: they may be led\n" : "have not broken out: they may not be led yet\n");
    return out + still_out(g);
}

// Each player's Princess and whether her power is spent this round; while
// they choose, what each was dealt.
std::string princess_lines(const Game& g) {
    const auto& s = g.state();
    const auto& d = g.data();
    std::string out;
    for (int seat = 0; seat < s.seating.size(); ++seat) {
        const auto k = static_cast<std::size_t>(seat);
        const int kept = k < s.princess.size() ? s.princess[k] : -1;
        if (kept >= 0) {
            const auto& p = d.princesses[static_cast<std::size_t>(kept)];
            const bool used = s.phase == Phase::Tricks && k < s.round.power_used.size() && s.round.power_used[k];
            out += "  " + s.seating.name(seat) + " keeps " + p.name + " (" + p.power + ")" +
                   (used ? ": power used this round" : "") + "\n";
        } else if (k < s.offers.size() && !s.offers[k].empty()) {
            std::vector<std::string> names;
            for (int i : s.offers[k]) names.push_back(d.princesses[static_cast<std::size_t>(i)].id);
            out += "  " + s.seating.name(seat) + " chooses " + join(names, " or ") + "\n";
        }
    }
    return out;
}

}  // namespace

std::string render_status(const Game& g) {
    const auto& s = g.state();
    if (s.phase == Phase::Setup) return "Setting up " + g.data().name + ": " + g.waiting().what + "\n";
    std::string out;
    if (s.phase == Phase::Tricks) out += round_lines(g);
    out += princess_lines(g);
    out += switched_readings(g);
    std::vector<std::string> totals;
    for (int seat = 0; seat < s.seating.size(); ++seat)
        totals.push_back(s.seating.name(seat) + " " + std::to_string(s.totals[static_cast<std::size_t>(seat)]));
    out += "  Requests so far: " + join(totals, ", ") + "\n";
    if (s.seating.teams() && !s.team_totals.empty()) {
        std::vector<std::string> teams;
        for (int team = 0; team < s.seating.side_count(); ++team)
            teams.push_back(team_label(s, team) + " " + std::to_string(s.team_totals[static_cast<std::size_t>(team)]));
        out += "  Team Mode, team totals: " + join(teams, ", ") + "\n";
    }
    if (s.phase == Phase::GameOver) return out + "The game is over: " + winners_text(g) + "\n";
    return out + "Waiting for: " + g.waiting().what + "\n";
}

}  // namespace zref::rp
