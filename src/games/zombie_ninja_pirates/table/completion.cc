// Tab completion for Zombie Ninja Pirates: the verbs accepted now, player
// names, card ids from the book (the data with the table's described cards)
// of the kind the verb takes, the Types, and what a named Chest holds.
#include <algorithm>

#include "core/command.h"
#include "core/completion_words.h"
#include "core/text.h"
#include "games/zombie_ninja_pirates/engine_util.h"
#include "games/zombie_ninja_pirates/table/znp_table.h"

namespace zref::znp {

namespace {

std::vector<std::string> znp_names(const GameState& s) {
    std::vector<std::string> out;
    for (const auto& n : s.seating.names()) out.push_back(quote_if_needed(n));
    return out;
}

// Cards of these kinds that this table plays with (combined-only cards need the combined game).
std::vector<std::string> znp_cards_of(const GameData& book, bool combined, std::initializer_list<CardKind> kinds,
                                      bool usable_only = false) {
    std::vector<std::string> out;
    for (const auto& c : book.cards)
        if (std::find(kinds.begin(), kinds.end(), c.kind) != kinds.end() && (combined || !c.combined_only) &&
            (!usable_only || c.usable()))
            out.push_back(c.id);
    return out;
}

std::vector<std::string> znp_types(const GameData& book, bool combined) {
    std::vector<std::string> out;
    for (const auto& t : book.types)
        if (combined || !t.combined_only) out.push_back(t.id);
    return out;
}

int znp_seat(const GameState& s, const std::vector<std::string>& words, std::size_t at) {
    if (at >= words.size()) return -1;
    auto found = find_player(s, words[at]);
    return found ? *found : -1;
}

std::vector<std::string> znp_chest_of(const GameState& s, int seat) {
    if (seat < 0 || seat >= static_cast<int>(s.players.size())) return {};
    std::vector<std::string> out = s.players[static_cast<std::size_t>(seat)].chest;
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::vector<std::string> znp_types_of(const GameState& s, int seat) {
    if (seat < 0 || seat >= static_cast<int>(s.players.size())) return {};
    return s.players[static_cast<std::size_t>(seat)].types;
}

// After `use CARD` (or `use chest CARD`): the Types it brings down and the
// players it may be aimed at; after a player, what the effect takes from them.
std::vector<std::string> znp_after_card(const GameState& s, const GameData& book, const CardInfo& k,
                                        const std::vector<std::string>& rest) {
    std::vector<std::string> out;
    if (rest.empty()) {
        out = k.becomes_in(s.combined);
        if (k.effect == Effect::remove_type || k.effect == Effect::discard_object || k.effect == Effect::steal_object ||
            k.effect == Effect::give_object || k.effect == Effect::moves)
            for (const auto& n : znp_names(s)) out.push_back(n);
        return out;
    }
    // The Type it brings down may come first (use bite zombie Ben).
    std::vector<std::string> words = rest;
    if (is_type_word(book, words.front())) {
        words.erase(words.begin());
        if (words.empty()) return k.effect == Effect::none ? out : znp_names(s);
    }
    if (words.size() != 1) return out;
    const int seat = znp_seat(s, words, 0);
    switch (k.effect) {
        case Effect::remove_type: return znp_types_of(s, seat);
        case Effect::discard_object:
        case Effect::steal_object: return znp_chest_of(s, seat);
        case Effect::give_object: return znp_chest_of(s, s.current);
        default: return out;
    }
}

std::vector<std::string> znp_after_verb(const Referee& ref, const std::vector<std::string>& words) {
    const Game& g = ref.game();
    const GameState& s = g.state();
    const GameData& book = g.book();
    const std::string verb = lower(words.front());
    const std::size_t n = words.size();  // words before the one being typed
    const std::vector<std::string> none;
    if (verb == "why" || verb == "receipt") return n == 1 ? numbers_from(1, s.turn) : none;
    if (verb == "edit")
        return n == 1 ? numbers_from(std::max(1, static_cast<int>(ref.entries().size()) - 9),
                                     static_cast<int>(ref.entries().size()))
                      : none;
    if (verb == "start") return n == 1 ? znp_names(s) : none;
    if (verb == "combined") return n == 1 ? std::vector<std::string>{"on", "off"} : none;
    if (verb == "hand") return n == 1 ? std::vector<std::string>{std::to_string(g.data().hand_size),
                                                                  std::to_string(g.data().combined_hand_size)}
                                      : none;
    if (verb == "play") {
        if (n == 1) return znp_cards_of(book, s.combined, {CardKind::object});
        return n == 2 ? znp_names(s) : none;
    }
    if (verb == "use") {
        if (n == 1) {
            auto out = znp_cards_of(book, s.combined, {CardKind::action, CardKind::object}, true);
            out.insert(out.begin(), "chest");
            return out;
        }
        const bool chest = iequals(words[1], "chest");
        if (chest && n == 2) return znp_chest_of(s, s.current);
        const std::size_t at = chest ? 2 : 1;
        auto card = find_card(book, words[at]);
        if (!card) return none;
        return znp_after_card(s, book, **card, std::vector<std::string>(words.begin() + static_cast<long>(at) + 1, words.end()));
    }
    if (verb == "discard") return n == 1 ? std::vector<std::string>{"1", "2"} : none;
    if (verb == "redraw") return n == 1 ? std::vector<std::string>{"end-game"} : none;
    if (verb == "draw") {
        // A turn's draw, or a card's move: draw Ben 1 [end-game].
        if (s.step == Step::Moves) {
            if (n == 1) return znp_names(s);
            if (n == 2) return {"1", "2", "3"};
            return n == 3 ? std::vector<std::string>{"end-game"} : none;
        }
        return n <= 2 ? std::vector<std::string>{"end-game"} : none;
    }
    if (verb == "take" || verb == "trash") {
        if (n == 1) return znp_names(s);
        return n == 2 ? znp_chest_of(s, znp_seat(s, words, 1)) : none;
    }
    if (verb == "give") {
        if (n == 1) return znp_names(s);
        return n == 2 ? znp_chest_of(s, s.moves_actor >= 0 ? s.moves_actor : s.current) : none;
    }
    if (verb == "lose") {
        if (n == 1) return znp_names(s);
        return n == 2 ? znp_types_of(s, znp_seat(s, words, 1)) : none;
    }
    if (verb == "pass") {
        if (n <= 2) return znp_names(s);
        return n == 3 ? std::vector<std::string>{"1", "2"} : none;
    }
    if (verb == "drop") {
        if (n == 1) return znp_names(s);
        return n == 2 ? std::vector<std::string>{"1", "2"} : none;
    }
    if (verb == "card") {
        if (n == 1) {
            std::vector<std::string> ids;
            for (const auto& c : book.cards) ids.push_back(c.id);
            return ids;
        }
        const std::string last = lower(words.back());
        // After a Type the number is typed; after 'draw' too.
        if (is_type_word(book, last) && std::find(words.begin(), words.end(), "becomes") == words.end() &&
            std::find(words.begin(), words.end(), "needs") == words.end() && last != "effect")
            return none;
        if (last == "effect") {
            std::vector<std::string> out;
            for (int e = 0; e <= static_cast<int>(Effect::moves); ++e) out.emplace_back(effect_name(static_cast<Effect>(e)));
            out.emplace_back("become-type");
            out.emplace_back(kOppositePair);
            return out;
        }
        auto out = znp_types(book, s.combined);
        if (n == 2) {
            out.insert(out.begin(), {"object", "action"});
            return out;
        }
        out.emplace_back("becomes");
        out.emplace_back("effect");
        out.emplace_back("needs");
        return out;
    }
    return none;
}

}  // namespace

std::vector<std::string> znp_completion_candidates(const Referee& ref, const std::string& line_before,
                                                   const std::string& prefix) {
    auto tokens = tokenize(line_before);
    const std::vector<std::string> words = tokens ? *tokens : std::vector<std::string>{};
    std::vector<std::string> pool;
    if (words.empty()) {
        pool = meta_commands();
        for (const auto& v : ref.game().verbs_now()) pool.push_back(v);
    } else {
        pool = znp_after_verb(ref, words);
    }
    return starting_with(pool, prefix);
}

}  // namespace zref::znp
