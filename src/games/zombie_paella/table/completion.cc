// Tab completion for The Zombie Paella: the verbs accepted now, player names,
// and card ids from the book (the data with the table's described cards),
// of the kind the verb takes, or from the collection it acts on.
#include <algorithm>

#include "core/command.h"
#include "core/completion_words.h"
#include "core/text.h"
#include "games/zombie_paella/table/paella_table.h"

namespace zref::paella {

namespace {

std::vector<std::string> completion_names(const GameState& s) {
    std::vector<std::string> out;
    for (const auto& n : s.seating.names()) out.push_back(quote_if_needed(n));
    return out;
}

std::vector<std::string> completion_cards_of_kind(const GameData& book, std::initializer_list<CardKind> kinds) {
    std::vector<std::string> out;
    for (const auto& c : book.cards)
        if (std::find(kinds.begin(), kinds.end(), c.kind) != kinds.end()) out.push_back(c.id);
    return out;
}

std::vector<std::string> completion_treasures(const GameData& book) {
    return completion_cards_of_kind(book, {CardKind::ingredient, CardKind::discardable, CardKind::permanent});
}

std::vector<std::string> completion_treasures_of(const GameState& s, int seat) {
    if (seat < 0 || seat >= static_cast<int>(s.table.players.size())) return {};
    return s.table.players[static_cast<std::size_t>(seat)].treasures();
}

int completion_seat(const GameState& s, const std::vector<std::string>& words, std::size_t at) {
    if (at >= words.size()) return -1;
    auto found = s.seating.find(words[at]);
    return found ? *found : -1;
}

std::vector<std::string> completion_after_verb(const Referee& ref, const std::vector<std::string>& words) {
    const Game& g = ref.game();
    const GameState& s = g.state();
    const GameData& book = g.book();
    const std::string verb = lower(words.front());
    const std::size_t n = words.size();  // words before the one being typed
    const std::vector<std::string> none;
    if (verb == "why") return n == 1 ? numbers_from(1, s.turn) : none;
    if (verb == "edit")
        return n == 1 ? numbers_from(std::max(1, static_cast<int>(ref.entries().size()) - 9),
                                     static_cast<int>(ref.entries().size()))
                      : none;
    if (verb == "deal") return n == 1 ? completion_names(s) : completion_treasures(book);
    if (verb == "start" || verb == "blurtini") return n == 1 ? completion_names(s) : none;
    if (verb == "winner") {
        auto out = completion_names(s);
        out.push_back("shared");
        return n == 1 ? out : none;
    }
    if (verb == "draw") {
        auto out = completion_treasures(book);
        if (n == 1)
            for (const auto& name : completion_names(s)) out.push_back(name);
        return out;
    }
    if (verb == "discard") {
        if (n != 1) return none;
        const int seat = s.current;
        if (seat >= 0 && seat < static_cast<int>(s.table.players.size()))
            if (const auto& mine = s.table.players[static_cast<std::size_t>(seat)].discardables; !mine.empty())
                return mine;
        return completion_cards_of_kind(book, {CardKind::discardable});
    }
    if (verb == "alms") return n == 1 ? std::vector<std::string>{"1", "3"} : none;
    if (verb == "battle" || verb == "take" || verb == "bury") {
        if (n == 1) return completion_names(s);
        return n == 2 ? completion_treasures_of(s, completion_seat(s, words, 1)) : none;
    }
    if (verb == "give") {
        if (n == 1) return completion_names(s);
        return n == 2 ? completion_treasures_of(s, s.effect_actor >= 0 ? s.effect_actor : s.current) : none;
    }
    if (verb == "pass") return n <= 2 ? completion_names(s) : none;
    if (verb == "drop") return n == 1 ? completion_names(s) : none;
    if (verb == "recover") return n == 1 ? s.table.cemetery : none;
    if (verb == "play") {
        const auto specials = completion_cards_of_kind(book, {CardKind::special});
        if (n == 1) {
            auto out = specials;
            for (const auto& name : completion_names(s)) out.push_back(name);
            return out;
        }
        if (n == 2) return completion_seat(s, words, 1) >= 0 ? specials : completion_names(s);
        return none;
    }
    if (verb == "attack") return completion_cards_of_kind(book, {CardKind::battle});
    if (verb == "defend") {
        auto out = completion_cards_of_kind(book, {CardKind::battle});
        out.push_back("none");
        return n == 1 ? out : none;
    }
    if (verb == "remove") return n == 1 ? std::vector<std::string>{"stronghold", "effigy"} : none;
    if (verb == "block") {
        if (n == 1) return completion_names(s);
        return n == 2 ? std::vector<std::string>{std::string(kPaellaProtectionId), std::string(kUltraId)} : none;
    }
    if (verb == "no") return n == 1 ? std::vector<std::string>{"block"} : none;
    if (verb == "card") {
        if (n == 1) {
            std::vector<std::string> ids;
            for (const auto& c : book.cards) ids.push_back(c.id);
            return ids;
        }
        if (n == 2) return {"ingredient", "discardable", "permanent", "battle", "special"};
        // After a number field the number itself is typed: nothing to offer.
        static const std::vector<std::string> numbered = {"attack", "defence", "strength", "draws", "worth"};
        if (std::find(numbered.begin(), numbered.end(), lower(words.back())) != numbered.end()) return none;
        return {"attack", "defence", "strength", "draws", "worth", "instant", "teamwork"};
    }
    return none;
}

}  // namespace

std::vector<std::string> paella_completion_candidates(const Referee& ref, const std::string& line_before,
                                                      const std::string& prefix) {
    auto tokens = tokenize(line_before);
    const std::vector<std::string> words = tokens ? *tokens : std::vector<std::string>{};
    std::vector<std::string> pool;
    if (words.empty()) {
        pool = meta_commands();
        for (const auto& v : ref.game().verbs_now()) pool.push_back(v);
    } else {
        pool = completion_after_verb(ref, words);
    }
    return starting_with(pool, prefix);
}

}  // namespace zref::paella
