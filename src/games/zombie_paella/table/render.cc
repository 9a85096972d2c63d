#include "games/zombie_paella/table/render.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/ruling_text.h"
#include "core/text.h"
#include "games/zombie_paella/table/sheet.h"
#include "games/zombie_paella/win.h"

namespace zref::paella {

namespace {

std::vector<std::string> status_card_names(const GameData& book, const std::vector<std::string>& ids) {
    std::vector<std::string> out;
    for (const auto& id : ids) out.push_back(card_name(book, id));
    return out;
}

std::size_t status_name_width(const GameState& s) {
    std::size_t w = 4;
    for (const auto& n : s.seating.names()) w = std::max(w, n.size());
    return w;
}

std::string status_battle_text(const GameState& s, const GameData& book) {
    const BattleState& b = *s.battle;
    std::string out = s.seating.name(b.attacker) + " against " + s.seating.name(b.defender) + " for ";
    out += b.stake == Stake::all_treasures ? "all their treasures" : card_name(book, b.treasure);
    if (!b.via.empty()) out += " (" + card_name(book, b.via) + ")";
    if (b.defence_given)
        out += b.defence && !b.defence->empty() ? "; defends with " + card_name(book, *b.defence) : "; no defence";
    if (!b.attack.empty()) out += "; attacks with " + join(status_card_names(book, b.attack), " + ");
    if (!b.modifier_cards.empty()) out += "; also played " + join(status_card_names(book, b.modifier_cards), ", ");
    return out;
}

std::string status_chain_text(const GameState& s) {
    const ChainState& c = *s.chain;
    std::string out;
    for (std::size_t i = 0; i < c.cards.size(); ++i) {
        const std::string who = i < c.players.size() ? " (" + s.seating.name(c.players[i]) + ")" : "";
        out += (i == 0 ? "" : ", blocked by ") + c.cards[i].name + who;
    }
    return out;
}

std::string status_draws_text(const GameState& s) {
    std::vector<std::string> out;
    for (const auto& d : s.draws) {
        const std::string many = d.until_hand > 0 ? fmt::format("until {} in hand", d.until_hand)
                                                  : counted(d.count, "card", "cards");
        out.push_back(s.seating.name(d.seat) + " " + many + (d.reason.empty() ? "" : " (" + d.reason + ")"));
    }
    return join(out, "; ");
}

}  // namespace

std::string collection_text(const Game& g, int seat) {
    const GameState& s = g.state();
    const GameData& book = g.book();
    const PlayerState& p = s.table.players.at(static_cast<std::size_t>(seat));
    const int worth = ingredient_worth(p, book, static_cast<int>(s.table.players.size()));
    std::vector<std::string> others = status_card_names(book, p.discardables);
    for (auto& n : status_card_names(book, p.permanents)) others.push_back(std::move(n));
    std::string out = fmt::format("ingredients {} of {} ({})", worth, g.data().ingredients_to_win,
                                  names_or_none(status_card_names(book, p.ingredients)));
    out += "; other treasures " + names_or_none(others);
    if (!p.in_front.empty()) out += "; in front " + join(status_card_names(book, p.in_front), ", ");
    return out + fmt::format("; hand {}", p.hand_size);
}

std::string render_paella_status(const Game& g) {
    const GameState& s = g.state();
    const GameData& book = g.book();
    if (s.phase == Phase::Setup) return "Setting up: " + g.waiting().what + "\n";
    std::string out = g.data().name + ": ";
    if (s.phase == Phase::Over) out += "game over after " + counted(s.turn, "turn", "turns") + "\n";
    else if (s.phase == Phase::Turn)
        out += fmt::format("turn {}, {}'s turn, {} left (taken {})\n", s.turn, s.seating.name(s.current),
                           counted(s.actions_left, "action", "actions"), s.actions_taken);
    else if (s.phase == Phase::Start) out += "the table picks who starts\n";
    else if (s.phase == Phase::Redeal) out += "a new deal is due\n";
    else out += "dealing\n";
    const std::size_t w = status_name_width(s);
    for (int i = 0; i < s.seating.size() && i < static_cast<int>(s.table.players.size()); ++i) {
        const bool theirs = s.phase == Phase::Turn && i == s.current;
        const bool undealt = s.phase == Phase::Deal && static_cast<std::size_t>(i) < s.dealt.size() && !s.dealt[static_cast<std::size_t>(i)];
        out += fmt::format("{} {:<{}}  {}\n", theirs ? " *" : "  ", s.seating.name(i), w,
                           undealt ? std::string("not dealt yet") : collection_text(g, i));
    }
    out += fmt::format("  Draw pile {}; cemetery {}", s.table.draw_pile, s.table.cemetery.size());
    if (!s.table.cemetery.empty()) out += ", top " + card_name(book, s.table.cemetery.back());
    out += s.table.saffron_holder ? "; Saffron with " + s.seating.name(*s.table.saffron_holder)
                                  : std::string("; Saffron in the middle");
    out += "\n";
    if (s.battle) out += "  Battle: " + status_battle_text(s, book) + "\n";
    if (s.chain) out += "  Played: " + status_chain_text(s) + "\n";
    if (!s.draws.empty()) out += "  To draw: " + status_draws_text(s) + "\n";
    if (!s.described.empty()) out += "  Cards the table described: " + join(status_card_names(book, s.described), ", ") + "\n";
    if (s.phase == Phase::Over) {
        if (s.winner) out += "Winner: " + s.seating.name(*s.winner) + "\n";
        else if (s.shared) {
            std::vector<std::string> names;
            for (int seat : s.level) names.push_back(s.seating.name(seat));
            out += "Shared by " + join(names, ", ") + "\n";
        }
    } else {
        out += "Waiting for: " + g.waiting().what + "\n";
    }
    return out;
}

std::string render_paella_prompt(const Game& g, const Style& style) {
    const GameState& s = g.state();
    switch (s.phase) {
        case Phase::Setup: return "setup> ";
        case Phase::Deal: return "deal> ";
        case Phase::Redeal: return "redeal> ";
        case Phase::Start: return "start> ";
        case Phase::Over: return "game over> ";
        case Phase::Turn: break;
    }
    const Waiting w = g.waiting();
    std::string p = style.round(fmt::format("T{}", s.turn)) + " ";
    // Either side may play a card as the battle cards turn: no one name for that pause.
    if (w.seat >= 0 && w.seat < s.seating.size() && w.await != Await::Modifiers)
        p += style.player(s.seating.name(w.seat)) + " ";
    switch (w.await) {
        case Await::Action: {
            const int total = s.actions_taken + s.actions_left;
            p += total > 1 ? fmt::format("acts ({} of {})", s.actions_taken + 1, total) : std::string("acts");
            break;
        }
        case Await::Draw: p += "draws"; break;
        case Await::Defence: p += "defends"; break;
        case Await::Reveal: p += "reveals"; break;
        case Await::Modifiers: p += "cards turned"; break;
        case Await::Remove: p += "removes"; break;
        case Await::Blocks: p += "blocks"; break;
        case Await::Effect: p += "moves"; break;
        case Await::Winner: p += "winner"; break;
    }
    return p + "> ";
}

std::string render_paella_why(const Ruling& r, const GameData& data) {
    std::string readings;
    for (const auto& i : data.interpretations) {
        const bool cited = std::any_of(r.reasons.begin(), r.reasons.end(),
                                       [&](const Reason& reason) { return reason.text.find(i.id) != std::string::npos; });
        if (cited) readings += "  Our reading (" + i.id + "): " + i.text + "\n";
    }
    return why_text(r, readings);
}

std::string render_paella_turn(const Game& g, int n) {
    const GameState& s = g.state();
    if (n < 1 || n > s.turn)
        return s.turn == 0 ? fmt::format("No turn {}: play has not begun; 'why' alone explains the last ruling\n", n)
                           : fmt::format("No turn {}: turns run 1 to {}; 'why' alone explains the last ruling\n", n,
                                         s.turn);
    std::string out = fmt::format("Turn {}:\n", n);
    bool any = false;
    for (Event e : s.events)
        if (e.turn == n) {
            e.card = card_name(g.book(), e.card);
            out += "  " + e.player + ": " + event_line(e) + "\n";
            any = true;
        }
    if (!any) out += "  nothing recorded yet\n";
    return out;
}

}  // namespace zref::paella
