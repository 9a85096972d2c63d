#include "games/zombie_ninja_pirates/engine_util.h"

#include <algorithm>

#include "core/text.h"

namespace zref::znp {

Result<const CardInfo*> find_card(const GameData& book, std::string_view word) {
    const std::string w = lower(word);
    const CardInfo* found = book.card(w);
    if (!found) {
        for (const auto& c : book.cards) {
            if (!starts_with_ci(c.id, w)) continue;
            if (found) return fail("'" + std::string(word) + "' could be " + found->id + " or " + c.id + ": type more of it");
            found = &c;
        }
    }
    if (found) return found;
    std::vector<std::string> ids;
    for (const auto& c : book.cards) ids.push_back(c.id);
    return fail("no card '" + std::string(word) + "'" + did_you_mean(w, ids) +
                "; a card the rulebook does not name is described once: card \"" + std::string(word) +
                "\" object|action TYPE POINTS ... [becomes TYPE] [effect EFFECT]");
}

bool is_type_word(const GameData& book, std::string_view word) { return book.type(word) != nullptr; }

Result<std::string> find_type(const GameData& book, bool combined, std::string_view word) {
    const TypeInfo* t = book.type(word);
    if (!t) {
        std::vector<std::string> ids;
        for (const auto& ty : book.types)
            if (combined || !ty.combined_only) ids.push_back(ty.id);
        return fail("no Type '" + std::string(word) + "'" + did_you_mean(lower(word), ids) + ": the Types are " + join(ids, ", "));
    }
    if (t->combined_only && !combined) return fail(t->name + " is a Type of the combined game only (combined on, before the players)");
    return t->id;
}

Result<int> find_player(const GameState& s, std::string_view word) { return s.seating.find(word); }

bool names_player(const GameState& s, std::string_view word) {
    for (const auto& n : s.seating.names())
        if (iequals(n, word)) return true;
    return false;
}

bool is_end_game_word(std::string_view word) { return iequals_any(word, {"end-game", "endgame", "end_game"}); }

PlayerState& player(GameState& s, int seat) { return s.players[static_cast<std::size_t>(seat)]; }
const PlayerState& player(const GameState& s, int seat) { return s.players[static_cast<std::size_t>(seat)]; }

bool holds_type(const PlayerState& p, std::string_view type) {
    return std::find(p.types.begin(), p.types.end(), type) != p.types.end();
}

std::string card_name(const GameData& book, const std::string& id) {
    const CardInfo* c = book.card(id);
    return c ? c->name : id;
}

Result<std::string> chest_object(const GameState& s, const GameData& book, int seat, std::string_view word) {
    const auto& p = player(s, seat);
    if (p.chest.empty()) return fail(p.name + "'s Chest is empty");
    const std::string w = lower(word);
    std::string found;
    for (const auto& id : p.chest) {
        if (id == w || lower(card_name(book, id)) == w) return id;
        if (starts_with_ci(id, w)) found = id;
    }
    if (!found.empty()) return found;
    std::vector<std::string> names;
    for (const auto& id : p.chest) names.push_back(card_name(book, id));
    return fail(p.name + "'s Chest holds no '" + std::string(word) + "'" + did_you_mean(w, p.chest) + ": it holds " +
                join(names, ", "));
}

bool remove_one(std::vector<std::string>& list, const std::string& id) {
    auto it = std::find(list.begin(), list.end(), id);
    if (it == list.end()) return false;
    list.erase(it);
    return true;
}

std::string type_list_text(const GameData& book, const std::vector<std::string>& types, std::string_view sep) {
    std::vector<std::string> names;
    for (const auto& t : types) names.push_back(t == kOppositePair ? "either Type of an opposite pair" : book.type_name(t));
    return join(names, sep);
}

}  // namespace zref::znp
