#include "games/zombie_ninja_pirates/table/render.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/ruling_text.h"
#include "core/text.h"
#include "games/zombie_ninja_pirates/engine_util.h"
#include "games/zombie_ninja_pirates/table/sheet.h"

namespace zref::znp {

namespace {

std::size_t znp_name_width(const GameState& s) {
    std::size_t w = 4;
    for (const auto& n : s.seating.names()) w = std::max(w, n.size());
    return w;
}

std::string znp_points_word(int n) { return n > 0 ? "+" + std::to_string(n) : std::to_string(n); }

// "Types Zombie, Pirate; Chest Brains upright +2, Sensei sideways 0".
std::string znp_player_lines(const Receipt& r, const std::string& pad) {
    std::vector<std::string> types, objects;
    for (const auto& l : r.lines) {
        if (l.is_type) types.push_back(line_name(l));
        else objects.push_back(l.item + " " + std::string(orientation_name(l.orientation)) + " " + znp_points_word(l.points));
    }
    std::string out = pad + "Types: " + (types.empty() ? std::string("none") : join(types, ", ")) + "\n";
    return out + pad + "Chest: " + (objects.empty() ? std::string("empty") : join(objects, ", ")) + "\n";
}

}  // namespace

std::string step_text(const Game& g) {
    const GameState& s = g.state();
    switch (s.step) {
        case Step::Hand: return "hand: play, use, redraw";
        case Step::Chest: {
            const bool more = s.hand_plays < (s.combined && s.end_games_drawn >= 1 ? g.data().combined_plays_after_first
                                                                                 : g.data().plays_from_hand);
            return std::string("chest: ") + (more ? "play, use, " : "") + "use chest, discard, draw";
        }
        case Step::Discard: return "discard: discard, draw";
        case Step::Moves: return "moves: take, give, trash, lose, pass, drop, draw, done";
        case Step::Lightning: return "lightning: play, use, end";
    }
    return {};
}

std::string end_game_text(const Game& g) {
    const GameState& s = g.state();
    std::string out = fmt::format("END GAME {} of {} drawn", s.end_games_drawn, g.end_game_cards());
    if (s.lightning_pending) out += "; the lightning round starts when this turn ends";
    else if (s.lightning || s.phase == Phase::Over) {
        if (s.end_game_drawer >= 0 && s.end_game_drawer < s.seating.size())
            out += (s.phase == Phase::Over ? "; " : "; lightning round, ") + s.seating.name(s.end_game_drawer) + " last";
    } else if (s.combined && s.end_games_drawn == 1) {
        out += "; one or two cards from hand a turn";
    }
    return out;
}

std::string render_znp_status(const Game& g) {
    const GameState& s = g.state();
    if (s.phase == Phase::Setup) return "Setting up: " + g.waiting().what + "\n";
    std::string out = g.data().name + (s.combined ? " (combined)" : "") + ": ";
    if (s.phase == Phase::Over) out += "game over after " + counted(s.turn, "turn", "turns") + "\n";
    else if (s.phase == Phase::Start) out += "the table picks who starts\n";
    else
        out += fmt::format("{} {}: {}; step {}\n", s.lightning ? "lightning turn" : "turn", s.turn,
                           s.seating.name(s.current), step_text(g));
    const std::size_t w = znp_name_width(s);
    const std::vector<Receipt> receipts = g.receipts();
    const std::string pad(w + 5, ' ');
    for (int i = 0; i < static_cast<int>(receipts.size()); ++i) {
        const bool theirs = s.phase == Phase::Turn && i == s.current;
        const Receipt& r = receipts[static_cast<std::size_t>(i)];
        out += fmt::format("{} {:<{}}  {}; hand {}\n", theirs ? " *" : "  ", r.player, w, total_text(r),
                           s.players[static_cast<std::size_t>(i)].hand);
        out += znp_player_lines(r, pad);
    }
    out += "  " + (s.deck ? fmt::format("Draw pile {}", s.pile) : std::string("Draw pile not counted (no deck given)"));
    out += fmt::format("; discards {}; {}\n", s.discards, end_game_text(g));
    if (!s.described.empty()) {
        std::vector<std::string> names;
        for (const auto& id : s.described) names.push_back(card_name(g.book(), id));
        out += "  Cards the table described: " + join(names, ", ") + "\n";
    }
    if (s.phase == Phase::Over) {
        const auto standings = g.standings();
        std::vector<std::string> first;
        for (const auto& st : standings)
            if (st.place == 1) first.push_back(receipts[static_cast<std::size_t>(st.seat)].player);
        out += (first.size() > 1 ? "Shared first place: " : "Winner: ") + join(first, ", ") + "\n";
    } else {
        out += "Waiting for: " + g.waiting().what + "\n";
    }
    return out;
}

std::string render_znp_prompt(const Game& g, const Style& style) {
    const GameState& s = g.state();
    switch (s.phase) {
        case Phase::Setup: return "setup> ";
        case Phase::Start: return "start> ";
        case Phase::Over: return "game over> ";
        case Phase::Turn: break;
    }
    const Waiting w = g.waiting();
    std::string p = style.round(fmt::format("{}{}", s.lightning ? "L" : "T", s.turn)) + " ";
    const int seat = w.seat >= 0 && w.seat < s.seating.size() ? w.seat : s.current;
    p += style.player(s.seating.name(seat)) + " ";
    return p + step_text(g) + "> ";
}

std::string render_znp_why(const Ruling& r, const GameData& data) {
    std::string readings;
    for (const auto& i : data.interpretations) {
        const bool cited = std::any_of(r.reasons.begin(), r.reasons.end(),
                                       [&](const Reason& reason) { return reason.text.find(i.id) != std::string::npos; });
        if (cited) readings += "  Our reading (" + i.id + "): " + i.text + "\n";
    }
    return why_text(r, readings);
}

std::string render_znp_turn(const Game& g, int n) {
    const GameState& s = g.state();
    if (n < 1 || n > s.turn)
        return s.turn == 0 ? fmt::format("No turn {}: play has not begun; 'why' alone explains the last ruling\n", n)
                           : fmt::format("No turn {}: turns run 1 to {}; 'why' alone explains the last ruling\n", n,
                                         s.turn);
    std::string out = fmt::format("Turn {}:\n", n);
    bool any = false;
    for (Event e : s.events)
        if (e.turn == n) {
            if (!e.card.empty()) e.card = card_name(g.book(), e.card);
            out += "  " + e.player + ": " + znp_event_line(e) + "\n";
            any = true;
        }
    if (!any) out += "  nothing recorded yet\n";
    return out;
}

}  // namespace zref::znp
