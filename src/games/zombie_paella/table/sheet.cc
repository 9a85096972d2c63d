#include "games/zombie_paella/table/sheet.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "core/text.h"
#include "games/zombie_paella/win.h"

namespace zref::paella {

namespace {

std::vector<std::string> sheet_card_names(const GameData& book, const std::vector<std::string>& ids) {
    std::vector<std::string> out;
    for (const auto& id : ids) out.push_back(card_name(book, id));
    return out;
}

std::vector<int> worth_by_seat(const GameState& s, const GameData& book) {
    std::vector<int> out;
    const int n = static_cast<int>(s.table.players.size());
    for (const auto& p : s.table.players) out.push_back(ingredient_worth(p, book, n));
    return out;
}

struct TurnEnds {
    std::vector<std::vector<int>> worth;  // [turn - 1][seat]
    std::vector<std::string> turn_of;     // [turn - 1]
};

// The state is only the present: the entries are replayed to see each turn's end.
TurnEnds turn_ends(const Referee& ref) {
    Game g(ref.data());
    TurnEnds out;
    for (const auto& entry : ref.entries()) {
        const GameState& before = g.state();
        const int turn = before.turn;
        const std::string player = turn >= 1 ? before.seating.name(before.current) : std::string();
        if (!g.apply(entry.line)) break;
        if (turn < 1) continue;
        const auto k = static_cast<std::size_t>(turn);
        if (out.worth.size() < k) {
            out.worth.resize(k);
            out.turn_of.resize(k);
        }
        out.worth[k - 1] = worth_by_seat(g.state(), g.book());
        if (out.turn_of[k - 1].empty()) out.turn_of[k - 1] = player;
    }
    // The turn in progress: its player and the collections as they stand.
    const GameState& now = g.state();
    if (now.turn >= 1 && out.worth.size() < static_cast<std::size_t>(now.turn)) {
        out.worth.push_back(worth_by_seat(now, g.book()));
        out.turn_of.push_back(now.seating.name(now.current));
    }
    return out;
}

// Seats best first by ingredients, the winners ahead of all at the end; equal worth shares a place.
std::vector<std::vector<int>> sheet_ranking(const PaellaSheet& sheet) {
    std::vector<std::vector<int>> groups;
    std::vector<int> rest;
    std::vector<int> won;
    for (int seat = 0; seat < static_cast<int>(sheet.collections.size()); ++seat) {
        const auto& name = sheet.collections[static_cast<std::size_t>(seat)].player;
        if (sheet.over && std::find(sheet.winners.begin(), sheet.winners.end(), name) != sheet.winners.end())
            won.push_back(seat);
        else
            rest.push_back(seat);
    }
    if (!won.empty()) groups.push_back(won);
    std::stable_sort(rest.begin(), rest.end(), [&](int a, int b) {
        return sheet.collections[static_cast<std::size_t>(a)].worth > sheet.collections[static_cast<std::size_t>(b)].worth;
    });
    for (std::size_t i = 0; i < rest.size(); ++i) {
        const int w = sheet.collections[static_cast<std::size_t>(rest[i])].worth;
        if (i > 0 && sheet.collections[static_cast<std::size_t>(rest[i - 1])].worth == w)
            groups.back().push_back(rest[i]);
        else
            groups.push_back({rest[i]});
    }
    return groups;
}

std::string sheet_collection_line(const SheetCollection& c, int to_win) {
    if (!c.dealt) return "not dealt yet";
    std::string out = fmt::format("ingredients {} of {} ({})", c.worth, to_win, names_or_none(c.ingredients));
    out += "; other treasures " + names_or_none(c.others);
    if (!c.in_front.empty()) out += "; in front " + join(c.in_front, ", ");
    return out + fmt::format("; hand {}", c.hand);
}

std::string sheet_result_line(const PaellaSheet& sheet) {
    if (sheet.winners.empty()) return {};
    std::string out = sheet.winners.size() > 1 ? "Shared by " + join(sheet.winners, ", ") : "Winner: " + sheet.winners.front();
    if (!sheet.win_reasons.empty()) out += " (" + join(sheet.win_reasons, "; ") + ")";
    return out;
}

}  // namespace

std::string names_or_none(const std::vector<std::string>& names) { return names.empty() ? "none" : join(names, ", "); }

std::string event_line(const Event& e) {
    std::string out = e.action;
    if (!e.card.empty()) out += " " + e.card;
    return out + (e.text.empty() ? "" : ": " + e.text);
}

PaellaSheet build_paella_sheet(const Referee& ref) {
    const Game& g = ref.game();
    const GameState& s = g.state();
    const GameData& book = g.book();
    PaellaSheet sheet;
    sheet.game = g.data().name;
    sheet.players = s.seating.names();
    sheet.deck = g.deck_cards();
    sheet.to_win = g.data().ingredients_to_win;
    sheet.turns = s.turn;
    sheet.over = s.phase == Phase::Over;
    for (Event e : s.events) {
        e.card = card_name(book, e.card);
        sheet.events.push_back(std::move(e));
    }
    TurnEnds ends = turn_ends(ref);
    sheet.worth_after = std::move(ends.worth);
    sheet.turn_of = std::move(ends.turn_of);
    const std::vector<int> now = worth_by_seat(s, book);
    for (std::size_t i = 0; i < s.table.players.size(); ++i) {
        const PlayerState& p = s.table.players[i];
        SheetCollection c;
        c.player = p.name;
        c.worth = now[i];
        c.ingredients = sheet_card_names(book, p.ingredients);
        c.others = sheet_card_names(book, p.discardables);
        for (auto& n : sheet_card_names(book, p.permanents)) c.others.push_back(std::move(n));
        c.in_front = sheet_card_names(book, p.in_front);
        c.hand = p.hand_size;
        const bool dealing = s.phase == Phase::Setup || s.phase == Phase::Deal;
        c.dealt = !dealing || (i < s.dealt.size() && s.dealt[i]);
        sheet.collections.push_back(std::move(c));
    }
    if (s.winner) sheet.winners.push_back(s.seating.name(*s.winner));
    else if (s.shared)
        for (int seat : s.level) sheet.winners.push_back(s.seating.name(seat));
    for (const auto& r : s.win_reasons) sheet.win_reasons.push_back(r.text);
    return sheet;
}

std::string render_paella_sheet_text(const PaellaSheet& sheet) {
    std::string out = sheet.game + ": ";
    out += sheet.over ? fmt::format("finished after {}\n", counted(sheet.turns, "turn", "turns"))
         : sheet.turns > 0 ? fmt::format("turn {}\n", sheet.turns)
                           : std::string("setting up\n");
    if (sheet.players.empty()) return out;
    std::size_t w = 6, wa = 6, wc = 4;
    for (const auto& n : sheet.players) w = std::max(w, n.size());
    for (const auto& e : sheet.events) {
        wa = std::max(wa, e.action.size());
        wc = std::max(wc, e.card.size());
    }
    if (!sheet.events.empty())
        out += fmt::format("  {:<4}  {:<{}}  {:<{}}  {:<{}}  {}\n", "Turn", "Player", w, "Action", wa, "Card", wc,
                           "What happened");
    for (const auto& e : sheet.events)
        out += fmt::format("  {:<4}  {:<{}}  {:<{}}  {:<{}}  {}\n", e.turn == 0 ? std::string("deal") : std::to_string(e.turn),
                           e.player, w, e.action, wa, e.card.empty() ? "-" : e.card, wc, e.text);
    out += sheet.over ? "Final collections:\n" : "Collections:\n";
    for (const auto& c : sheet.collections)
        out += fmt::format("  {:<{}}  {}\n", c.player, w, sheet_collection_line(c, sheet.to_win));
    if (const std::string result = sheet_result_line(sheet); !result.empty()) out += result + "\n";
    return out;
}

std::string render_paella_sheet_json(const PaellaSheet& sheet) {
    std::string events;
    for (const auto& e : sheet.events)
        events += fmt::format("{}\n    {{\"turn\": {}, \"player\": {}, \"action\": {}, \"card\": {}, \"text\": {}}}",
                              events.empty() ? "" : ",", e.turn, json_escape(e.player), json_escape(e.action),
                              json_escape(e.card), json_escape(e.text));
    std::string collections;
    for (const auto& c : sheet.collections)
        collections += fmt::format(
            "{}\n    {{\"player\": {}, \"ingredients_worth\": {}, \"ingredients\": {}, \"other_treasures\": {}, "
            "\"in_front\": {}, \"hand\": {}}}",
            collections.empty() ? "" : ",", json_escape(c.player), c.worth, json_list(c.ingredients),
            json_list(c.others), json_list(c.in_front), c.hand);
    std::string out = "{\n";
    out += fmt::format("  \"game\": {},\n  \"players\": {},\n  \"deck\": {},\n  \"turns\": {},\n  \"over\": {},\n",
                       json_escape(sheet.game), json_list(sheet.players), sheet.deck, sheet.turns,
                       sheet.over ? "true" : "false");
    out += "  \"events\": [" + events + (events.empty() ? "],\n" : "\n  ],\n");
    out += "  \"collections\": [" + collections + (collections.empty() ? "],\n" : "\n  ],\n");
    out += fmt::format("  \"winners\": {},\n  \"win_reasons\": {}\n}}\n", json_list(sheet.winners),
                       json_list(sheet.win_reasons));
    return out;
}

SheetModel paella_sheet_model(const PaellaSheet& sheet) {
    SheetModel m;
    m.game = sheet.game;
    m.facts = {{"Deck", counted(sheet.deck, "card", "cards")}, {"To win", fmt::format("{} ingredients", sheet.to_win)}};
    m.status = sheet.over ? "Finished after " + counted(sheet.turns, "turn", "turns")
               : sheet.turns > 0 ? fmt::format("Turn {}", sheet.turns)
                                 : std::string("Setting up");
    m.players = sheet.players;
    m.round_fields = {{"turn_of", "turn of", ""}};
    m.fields = {{"did", "", ""}, {"what", "", ""}, {"ingredients", "ingredients", "Ingr."}};
    m.total_field = 2;
    m.rounds = sheet.turns;
    std::map<std::string, std::size_t> seat;
    for (std::size_t i = 0; i < sheet.players.size(); ++i) seat[sheet.players[i]] = i;
    SheetModel::Line deal{"deal", "Dealt face up", std::vector<std::string>(m.players.size()), {}};
    std::vector<SheetModel::Round> turns(static_cast<std::size_t>(std::max(sheet.turns, 0)));
    std::vector<std::vector<std::vector<std::string>>> did(turns.size()), what(turns.size());
    for (std::size_t t = 0; t < turns.size(); ++t) {
        turns[t].number = static_cast<int>(t) + 1;
        did[t].resize(m.players.size());
        what[t].resize(m.players.size());
    }
    for (const auto& e : sheet.events) {
        const auto who = seat.find(e.player);
        if (who == seat.end()) continue;
        if (e.turn == 0) {
            auto& v = deal.values[who->second];
            v += (v.empty() ? "" : "; ") + (e.text.empty() ? e.action : e.text);
            continue;
        }
        const auto t = static_cast<std::size_t>(e.turn - 1);
        if (t >= turns.size()) continue;
        did[t][who->second].push_back(e.action + (e.card.empty() ? "" : " " + e.card));
        if (!e.text.empty()) what[t][who->second].push_back(e.text);
    }
    SheetChart chart{false, "ingredients-chart", "Ingredients after each turn", "ingredients",
                     std::vector<int>(m.players.size(), 0), {}};
    for (std::size_t t = 0; t < turns.size(); ++t) {
        auto& row = turns[t];
        row.about = {t < sheet.turn_of.size() ? sheet.turn_of[t] : std::string()};
        const std::vector<int>* w = t < sheet.worth_after.size() && !sheet.worth_after[t].empty() ? &sheet.worth_after[t] : nullptr;
        for (std::size_t p = 0; p < m.players.size(); ++p)
            row.cells.push_back({join(did[t][p], "; "), join(what[t][p], "; "),
                                 w && p < w->size() ? std::to_string((*w)[p]) : ""});
        if (w) chart.after.push_back(*w);
    }
    m.played = std::move(turns);
    if (std::any_of(deal.values.begin(), deal.values.end(), [](const std::string& v) { return !v.empty(); }))
        m.lines.push_back(std::move(deal));
    if (!chart.after.empty() && chart.after.size() == m.played.size()) m.charts.push_back(std::move(chart));
    if (sheet.turns > 0) {
        SheetModel::Line now{"collection", sheet.over ? "Final collection" : "Collection now", {}, {}};
        for (const auto& c : sheet.collections) {
            now.values.push_back(sheet_collection_line(c, sheet.to_win));
            m.shown.push_back({"", "", std::to_string(c.worth)});
        }
        m.lines.push_back(std::move(now));
        m.ranking = sheet_ranking(sheet);
        m.final = sheet.over;
        if (const std::string result = sheet_result_line(sheet); !result.empty()) m.notes.push_back(result);
    }
    m.explanation =
        "Each turn, per player: what they did (the action and the card), what happened (who took what from whom), "
        "and the ingredients in their collection at the turn's end, counted as the win counts them. The standing "
        "goes by ingredients; at the end the winner is first, however they won.";
    return m;
}

}  // namespace zref::paella
