#include "games/zombie_paella/engine_util.h"

#include <algorithm>

#include "core/text.h"
#include "games/zombie_paella/win.h"

namespace zref::paella {

bool is_treasure(CardKind kind) {
    return kind == CardKind::ingredient || kind == CardKind::discardable || kind == CardKind::permanent;
}

namespace {

bool kind_fits(const CardInfo& c, const std::vector<CardKind>& kinds) {
    return kinds.empty() || std::find(kinds.begin(), kinds.end(), c.kind) != kinds.end();
}

std::string kinds_text(const std::vector<CardKind>& kinds) {
    std::vector<std::string> words;
    for (auto k : kinds) words.emplace_back(kind_name(k));
    return join(words, " or ");
}

}  // namespace

Result<const CardInfo*> find_card(const GameData& book, std::string_view word, std::vector<CardKind> kinds) {
    const std::string w = lower(std::string(word));
    const CardInfo* found = book.card(w);
    if (!found) {
        for (const auto& c : book.cards) {
            if (!starts_with_ci(c.id, w) || !kind_fits(c, kinds)) continue;
            if (found) return fail("'" + std::string(word) + "' could be " + found->id + " or " + c.id + ": type more of it");
            found = &c;
        }
    }
    if (!found) {
        std::vector<std::string> ids;
        for (const auto& c : book.cards)
            if (kind_fits(c, kinds)) ids.push_back(c.id);
        return fail("no card '" + std::string(word) + "'" + did_you_mean(w, ids) +
                    "; a card the rulebook does not name is described once: card \"" + std::string(word) +
                    "\" KIND ...");
    }
    if (!kind_fits(*found, kinds))
        return fail(found->name + " is a " + std::string(kind_name(found->kind)) + " card, not " + kinds_text(kinds));
    return found;
}

std::string card_name(const GameData& book, const std::string& id) {
    const CardInfo* c = book.card(id);
    return c ? c->name : id;
}

std::string card_names(const GameData& book, const std::vector<std::string>& ids) {
    std::vector<std::string> names;
    for (const auto& id : ids) names.push_back(card_name(book, id));
    return join(names, " + ");
}

Result<int> find_player(const GameState& s, std::string_view word) { return s.seating.find(word); }

bool names_player(const GameState& s, std::string_view word) {
    for (const auto& n : s.seating.names())
        if (iequals(n, word)) return true;
    return false;
}

std::vector<std::string>& shelf(PlayerState& p, CardKind kind) {
    if (kind == CardKind::ingredient) return p.ingredients;
    if (kind == CardKind::discardable) return p.discardables;
    return p.permanents;
}

void add_treasure(PlayerState& p, const CardInfo& card) { shelf(p, card.kind).push_back(card.id); }

bool remove_treasure(PlayerState& p, const std::string& id) {
    for (auto* list : {&p.ingredients, &p.discardables, &p.permanents}) {
        auto it = std::find(list->begin(), list->end(), id);
        if (it != list->end()) {
            list->erase(it);
            return true;
        }
    }
    return false;
}

Result<const CardInfo*> owned_treasure(const GameState& s, const GameData& book, int owner, std::string_view word) {
    const auto& p = s.table.players[static_cast<std::size_t>(owner)];
    const auto held = p.treasures();
    if (held.empty()) return fail(p.name + " has no treasures");
    const std::string w = lower(std::string(word));
    const CardInfo* found = nullptr;
    for (const auto& id : held) {
        const CardInfo* c = book.card(id);
        if (!c) continue;
        if (c->id == w || lower(c->name) == w) return c;
        if (starts_with_ci(c->id, w)) found = c;
    }
    if (found) return found;
    return fail(p.name + " has no '" + std::string(word) + "'" + did_you_mean(w, held) + ": their treasures are " +
                card_names(book, held));
}

void move_treasure(GameState& s, const GameData& book, int from, int to, const std::string& id) {
    auto& players = s.table.players;
    if (!remove_treasure(players[static_cast<std::size_t>(from)], id)) return;
    const CardInfo* c = book.card(id);
    if (c) add_treasure(players[static_cast<std::size_t>(to)], *c);
    else players[static_cast<std::size_t>(to)].permanents.push_back(id);
    if (id == book.saffron_id) s.table.saffron_holder = to;
}

void bury_treasure(GameState& s, int from, const std::string& id) {
    if (!remove_treasure(s.table.players[static_cast<std::size_t>(from)], id)) return;
    s.table.cemetery.push_back(id);
}

void table_to_cemetery(GameState& s, const std::string& id) {
    s.table.in_play -= 1;
    s.table.cemetery.push_back(id);
}

void spend_action(GameState& s) {
    s.actions_left -= 1;
    s.actions_taken += 1;
}

std::string action_count(const GameState& s) {
    const int total = s.actions_taken + s.actions_left;
    const std::string& who = s.seating.name(s.current);
    if (total <= 1) return who + "'s action";
    return who + "'s action (" + std::to_string(s.actions_taken + 1) + " of " + std::to_string(total) + ")";
}

int worth_of(const GameState& s, const GameData& book, int seat) {
    return ingredient_worth(s.table.players[static_cast<std::size_t>(seat)], book, s.seating.size());
}

}  // namespace zref::paella
