#include "games/zombie_princess/table/prompt.h"

#include <fmt/format.h>

#include "games/trick_taking/card_style.h"

namespace zref::zp {


std::string render_prompt(const Game& g, const Style& style) {
    const auto& s = g.state();
    if (s.phase == Phase::Setup || s.phase == Phase::ChoosePrincess) return "setup> ";
    if (s.phase == Phase::GameOver) return "game over> ";
    std::string p = style.round(fmt::format("R{}{}", s.round.number, s.round.card)) + " ";
    if (s.phase == Phase::Tricks && !s.round.by_counts) {
        p += fmt::format("t{} ", s.round.tricks.size() + 1);
        const auto& plays = s.round.current.plays;
        if (!plays.empty()) {
            const auto led = plays.front().card.suit;
            p += "[" + tt::styled_suit(style, s.codec.suit_name(led) + " led", s.codec, led) + ":";
            for (const auto& play : plays) p += " " + s.seating.name(play.seat) + " " + tt::styled_card(style, s.codec, play.card);
            p += "] ";
        }
    }
    const auto w = g.waiting();
    if (w.seat >= 0) p += style.player(s.seating.name(w.seat)) + " ";
    switch (s.phase) {
        case Phase::Bidding: p += "bids"; break;
        case Phase::Declare: p += s.round.pending.empty() ? "" : s.round.pending.front().verb; break;
        case Phase::Tricks: p += s.round.by_counts ? "tricks" : "plays"; break;
        case Phase::FrogDecision: p += "frog count/drop"; break;
        case Phase::Payment: p += "pay yes/no"; break;
        case Phase::NextStart: p += "first/last"; break;
        default: break;
    }
    if (const auto inferred = g.inferred_entry()) p += " [" + inferred->shown + "]";  // Enter accepts it
    return p + "> ";
}

}  // namespace zref::zp
