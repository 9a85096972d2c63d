#include "games/zombie_ninja_pirates/table/sheet.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "core/text.h"
#include "games/zombie_ninja_pirates/engine_util.h"

namespace zref::znp {

namespace {

std::vector<int> znp_totals(const std::vector<Receipt>& receipts) {
    std::vector<int> out;
    for (const auto& r : receipts) out.push_back(r.total);
    return out;
}

struct ZnpTurnEnds {
    std::vector<std::vector<int>> points;  // [turn - 1][seat]
    std::vector<std::string> turn_of;      // [turn - 1]
    std::vector<bool> lightning;           // [turn - 1]
    std::vector<std::vector<Receipt>> receipts;  // [turn - 1][seat]
};

// The state is only the present: the entries are replayed to see each turn's end.
ZnpTurnEnds znp_turn_ends(const Referee& ref) {
    Game g(ref.data());
    ZnpTurnEnds out;
    auto note = [&](std::size_t k, const Game& now) {
        if (out.points.size() < k) {
            out.points.resize(k);
            out.turn_of.resize(k);
            out.lightning.resize(k, false);
            out.receipts.resize(k);
        }
        out.receipts[k - 1] = now.receipts();
        out.points[k - 1] = znp_totals(out.receipts[k - 1]);
    };
    for (const auto& entry : ref.entries()) {
        const GameState& before = g.state();
        const int turn = before.phase == Phase::Turn ? before.turn : 0;
        const std::string player = turn >= 1 ? before.seating.name(before.current) : std::string();
        const bool lightning = before.lightning;
        if (!g.apply(entry.line)) break;
        if (turn < 1) continue;
        const auto k = static_cast<std::size_t>(turn);
        note(k, g);
        if (out.turn_of[k - 1].empty()) {
            out.turn_of[k - 1] = player;
            out.lightning[k - 1] = lightning;
        }
    }
    // The turn in progress: its player and the Chests as they stand.
    const GameState& now = g.state();
    if (now.phase == Phase::Turn && now.turn >= 1 && out.points.size() < static_cast<std::size_t>(now.turn)) {
        note(static_cast<std::size_t>(now.turn), g);
        out.turn_of.back() = now.seating.name(now.current);
        out.lightning.back() = now.lightning;
    }
    return out;
}

std::string znp_signed(int n) { return n > 0 ? "+" + std::to_string(n) : std::to_string(n); }

std::string znp_place_line(const ZnpSheet& sheet, const Standing& st) {
    const Receipt& r = sheet.receipts[static_cast<std::size_t>(st.seat)];
    std::string out = fmt::format("{}. {}: {}", st.place, r.player, total_text(r));
    if (!sheet.over || st.decided_by == "points" || st.decided_by.empty()) return out;
    if (st.decided_by == "level") return out + " (level on points, Types and Objects: a shared place)";
    return out + (st.place == 1 ? " (level on points above the next; " : " (level on points with the one above; ") +
           st.decided_by + " decides)";
    return out;
}

std::string znp_header(const ZnpSheet& sheet) {
    std::string out = sheet.game + (sheet.combined ? " (combined with Vampire Werewolf Fairies)" : "") + ": ";
    if (sheet.over) out += "finished after " + counted(sheet.turns, "turn", "turns");
    else if (sheet.turns > 0) out += fmt::format("turn {}{}", sheet.turns, sheet.lightning ? ", lightning round" : "");
    else out += "setting up";
    return out;
}

// Each Chest on one line for the CSV and the pages: "Zombie, Pirate; Brains upright +2, Sensei sideways 0".
std::string znp_chest_line(const Receipt& r) {
    std::vector<std::string> types, objects;
    for (const auto& l : r.lines) {
        if (l.is_type) types.push_back(line_name(l));
        else objects.push_back(l.item + " " + std::string(orientation_name(l.orientation)) + " " + znp_signed(l.points));
    }
    return (types.empty() ? std::string("no Type") : join(types, ", ")) + "; " +
           (objects.empty() ? std::string("Chest empty") : join(objects, ", "));
}

}  // namespace

std::string znp_event_line(const Event& e) {
    std::string out = e.action;
    if (!e.card.empty()) out += " " + e.card;
    return out + (e.text.empty() ? "" : ": " + e.text);
}

std::string line_name(const ReceiptLine& l) {
    static constexpr std::string_view suffix = " (Type)";
    if (l.is_type && l.item.size() > suffix.size() && l.item.compare(l.item.size() - suffix.size(), suffix.size(), suffix) == 0)
        return l.item.substr(0, l.item.size() - suffix.size());
    return l.item;
}

std::string total_text(const Receipt& r) {
    return fmt::format("{} ({}, {}){}", counted(r.total, "point", "points"), counted(r.types, "Type", "Types"),
                       counted(r.objects, "Object", "Objects"), r.complete ? "" : ", points still to be described");
}

std::string receipt_text(const Receipt& r) {
    std::size_t w = 5;
    for (const auto& l : r.lines) w = std::max(w, l.item.size());
    std::string out = r.player + ": " + total_text(r) + "\n";
    if (r.lines.empty()) out += "  no Type and an empty Chest\n";
    for (const auto& l : r.lines)
        out += fmt::format("  {:<{}}  {:<11}  {:>3}  {}\n", l.item, w,
                           l.is_type ? std::string("Type") : std::string(orientation_name(l.orientation)),
                           znp_signed(l.points), l.why);
    out += fmt::format("  {:<{}}  {:<11}  {:>3}\n", "Total", w, "", r.total);
    return out;
}

std::vector<std::string> leaders(const ZnpSheet& sheet) {
    std::vector<std::string> out;
    for (const auto& st : sheet.standings)
        if (st.place == 1) out.push_back(sheet.receipts[static_cast<std::size_t>(st.seat)].player);
    return out;
}

std::vector<Receipt> receipts_after_turn(const Referee& ref, int turn) {
    if (turn < 1) return {};
    ZnpTurnEnds ends = znp_turn_ends(ref);
    if (static_cast<std::size_t>(turn) > ends.receipts.size()) return {};
    return ends.receipts[static_cast<std::size_t>(turn) - 1];
}

ZnpSheet build_znp_sheet(const Referee& ref) {
    const Game& g = ref.game();
    const GameState& s = g.state();
    const GameData& book = g.book();
    ZnpSheet sheet;
    sheet.game = g.data().name;
    sheet.players = s.seating.names();
    sheet.combined = s.combined;
    sheet.deck = s.deck;
    sheet.turns = s.turn;
    sheet.over = s.phase == Phase::Over;
    sheet.lightning = s.lightning;
    sheet.end_games_drawn = s.end_games_drawn;
    sheet.end_game_cards = g.end_game_cards();
    for (Event e : s.events) {
        if (!e.card.empty()) e.card = card_name(book, e.card);
        sheet.events.push_back(std::move(e));
    }
    ZnpTurnEnds ends = znp_turn_ends(ref);
    sheet.points_after = std::move(ends.points);
    sheet.turn_of = std::move(ends.turn_of);
    sheet.lightning_turn = std::move(ends.lightning);
    if (!s.players.empty()) {
        sheet.receipts = g.receipts();
        for (const auto& p : s.players) sheet.hands.push_back(p.hand);
        sheet.standings = rank(sheet.receipts);
        sheet.ranking_reasons = ranking_reasons(sheet.receipts, sheet.standings);
    }
    return sheet;
}

std::string render_znp_sheet_text(const ZnpSheet& sheet) {
    std::string out = znp_header(sheet) + "\n";
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
        out += fmt::format("  {:<4}  {:<{}}  {:<{}}  {:<{}}  {}\n", e.turn, e.player, w, e.action, wa,
                           e.card.empty() ? "-" : e.card, wc, e.text);
    out += sheet.over ? "Final Chests:\n" : "Chests:\n";
    for (const auto& r : sheet.receipts) {
        // Indented under the heading, each line of the receipt.
        bool line_start = true;
        for (const char ch : receipt_text(r)) {
            if (line_start) out += "  ";
            out += ch;
            line_start = ch == '\n';
        }
    }
    out += sheet.over ? "Ranking:\n" : "Standing now:\n";
    for (const auto& st : sheet.standings) out += "  " + znp_place_line(sheet, st) + "\n";
    if (sheet.over)
        for (const auto& reason : sheet.ranking_reasons) out += "  Because " + reason.text + " [" + reason.section + "]\n";
    return out;
}

std::string render_znp_sheet_json(const ZnpSheet& sheet) {
    std::string events;
    for (const auto& e : sheet.events)
        events += fmt::format("{}\n    {{\"turn\": {}, \"player\": {}, \"action\": {}, \"card\": {}, \"text\": {}}}",
                              events.empty() ? "" : ",", e.turn, json_escape(e.player), json_escape(e.action),
                              json_escape(e.card), json_escape(e.text));
    std::string chests;
    for (std::size_t i = 0; i < sheet.receipts.size(); ++i) {
        const Receipt& r = sheet.receipts[i];
        std::string lines;
        for (const auto& l : r.lines)
            lines += fmt::format("{}{{\"item\": {}, \"card\": {}, \"type\": {}, \"orientation\": {}, \"points\": {}, "
                                 "\"why\": {}}}",
                                 lines.empty() ? "" : ", ", json_escape(l.item), json_escape(l.card),
                                 l.is_type ? "true" : "false", json_escape(std::string(orientation_name(l.orientation))),
                                 l.points, json_escape(l.why));
        chests += fmt::format("{}\n    {{\"player\": {}, \"total\": {}, \"types\": {}, \"objects\": {}, \"complete\": {}, "
                              "\"hand\": {}, \"lines\": [{}]}}",
                              chests.empty() ? "" : ",", json_escape(r.player), r.total, r.types, r.objects,
                              r.complete ? "true" : "false", i < sheet.hands.size() ? sheet.hands[i] : 0, lines);
    }
    std::string ranking;
    for (const auto& st : sheet.standings)
        ranking += fmt::format("{}\n    {{\"place\": {}, \"player\": {}, \"total\": {}, \"decided_by\": {}}}",
                               ranking.empty() ? "" : ",", st.place,
                               json_escape(sheet.receipts[static_cast<std::size_t>(st.seat)].player), st.total,
                               json_escape(st.decided_by));
    std::string out = "{\n";
    out += fmt::format("  \"game\": {},\n  \"players\": {},\n  \"combined\": {},\n  \"deck\": {},\n  \"turns\": {},\n"
                       "  \"over\": {},\n  \"end_games_drawn\": {},\n",
                       json_escape(sheet.game), json_list(sheet.players), sheet.combined ? "true" : "false",
                       sheet.deck ? std::to_string(*sheet.deck) : std::string("null"), sheet.turns,
                       sheet.over ? "true" : "false", sheet.end_games_drawn);
    out += "  \"events\": [" + events + (events.empty() ? "],\n" : "\n  ],\n");
    out += "  \"chests\": [" + chests + (chests.empty() ? "],\n" : "\n  ],\n");
    out += "  \"ranking\": [" + ranking + (ranking.empty() ? "]\n" : "\n  ]\n");
    return out + "}\n";
}

SheetModel znp_sheet_model(const ZnpSheet& sheet) {
    SheetModel m;
    m.game = sheet.game;
    m.facts = {{"Game", sheet.combined ? "Combined with Vampire Werewolf Fairies" : "Zombie Ninja Pirates alone"},
               {"Deck", sheet.deck ? counted(*sheet.deck, "card", "cards") : std::string("not counted")},
               {"END GAME", fmt::format("{} of {} drawn", sheet.end_games_drawn, sheet.end_game_cards)}};
    m.status = sheet.over ? "Finished after " + counted(sheet.turns, "turn", "turns")
               : sheet.turns > 0 ? fmt::format("Turn {}{}", sheet.turns, sheet.lightning ? " (lightning round)" : "")
                                 : std::string("Setting up");
    m.players = sheet.players;
    m.round_fields = {{"turn_of", "turn of", ""}};
    m.fields = {{"did", "", ""}, {"points", "points", "Pts"}};
    m.total_field = 1;
    m.rounds = sheet.turns;
    std::map<std::string, std::size_t> seat;
    for (std::size_t i = 0; i < sheet.players.size(); ++i) seat[sheet.players[i]] = i;
    std::vector<SheetModel::Round> turns(static_cast<std::size_t>(std::max(sheet.turns, 0)));
    std::vector<std::vector<std::vector<std::string>>> did(turns.size());
    for (std::size_t t = 0; t < turns.size(); ++t) {
        turns[t].number = static_cast<int>(t) + 1;
        did[t].resize(m.players.size());
    }
    for (const auto& e : sheet.events) {
        const auto who = seat.find(e.player);
        if (who == seat.end() || e.turn < 1) continue;
        const auto t = static_cast<std::size_t>(e.turn - 1);
        if (t >= turns.size()) continue;
        did[t][who->second].push_back(e.action == "end-game" ? std::string("drew the END GAME")
                                                            : e.action + (e.card.empty() ? "" : " " + e.card));
    }
    SheetChart chart{false, "points-chart", "Points after each turn", "points", std::vector<int>(m.players.size(), 0), {}};
    for (std::size_t t = 0; t < turns.size(); ++t) {
        auto& row = turns[t];
        const bool lightning = t < sheet.lightning_turn.size() && sheet.lightning_turn[t];
        row.about = {(t < sheet.turn_of.size() ? sheet.turn_of[t] : std::string()) + (lightning ? ", lightning" : "")};
        const std::vector<int>* pts = t < sheet.points_after.size() && !sheet.points_after[t].empty() ? &sheet.points_after[t] : nullptr;
        for (std::size_t p = 0; p < m.players.size(); ++p)
            row.cells.push_back({join(did[t][p], "; "), pts && p < pts->size() ? std::to_string((*pts)[p]) : ""});
        if (pts) chart.after.push_back(*pts);
    }
    m.played = std::move(turns);
    if (!chart.after.empty() && chart.after.size() == m.played.size()) m.charts.push_back(std::move(chart));
    if (!sheet.receipts.empty()) {
        SheetModel::Line chests{"chest", sheet.over ? "Final Chest" : "Chest now", {}, {}};
        SheetModel::Line hands{"hand", "Cards in hand", {}, {}};
        for (std::size_t i = 0; i < sheet.receipts.size(); ++i) {
            chests.values.push_back(znp_chest_line(sheet.receipts[i]));
            hands.values.push_back(i < sheet.hands.size() ? std::to_string(sheet.hands[i]) : "");
            m.shown.push_back({"", std::to_string(sheet.receipts[i].total)});
        }
        m.lines.push_back(std::move(chests));
        if (!sheet.over) m.lines.push_back(std::move(hands));
        std::vector<std::vector<int>> groups;
        int last_place = 0;
        for (const auto& st : sheet.standings) {
            if (groups.empty() || st.place != last_place) groups.push_back({});
            groups.back().push_back(st.seat);
            last_place = st.place;
        }
        m.ranking = std::move(groups);
        m.final = sheet.over;
        if (sheet.over)
            for (const auto& reason : sheet.ranking_reasons) m.notes.push_back(reason.text + " [" + reason.section + "]");
    }
    m.explanation =
        "Each turn, per player: what they did (the action and the card) and their points at the turn's end: five for "
        "each Type, and each Object as it lies for its owner's Types (upright its points, sideways nothing, upside "
        "down points off). Ties go to more Types, then more Objects.";
    return m;
}

}  // namespace zref::znp
