#include "games/zombie_princess/table/completion.h"

#include <algorithm>

#include "core/command.h"
#include "core/completion_words.h"
#include "core/text.h"

namespace zref::zp {

namespace {

// The cards `seat` may play now: those the referee accepts from a probe copy
// of the game, leaving out plays that a lenient table would only warn about.
std::vector<std::string> legal_cards(const Game& g, int seat) {
    const auto& s = g.state();
    std::vector<std::string> out;
    if (s.phase != Phase::Tricks || s.round.by_counts) return out;
    const std::string who = quote_if_needed(s.seating.name(seat));
    for (Card c : s.codec.deck()) {
        Game probe = g;
        auto r = probe.apply("play " + who + " " + s.codec.code(c));
        if (!r) continue;
        bool breach = false;
        for (const auto& w : r->warnings) breach = breach || w.rfind("rule broken", 0) == 0;
        if (!breach) out.push_back(s.codec.code(c));
    }
    return out;
}

std::vector<std::string> unplayed_cards(const GameState& s) {
    std::vector<std::string> out;
    for (Card c : s.codec.deck())
        if (s.round.played.empty() || !s.round.played[static_cast<std::size_t>(card_index(s.codec, c))])
            out.push_back(s.codec.code(c));
    return out;
}

std::vector<std::string> player_names(const GameState& s) {
    std::vector<std::string> out;
    for (int i = 0; i < s.seating.size(); ++i) out.push_back(quote_if_needed(s.seating.name(i)));
    return out;
}

// Princesses that could be named in a `power` line: those at the table, or
// every one when nobody has chosen yet.
std::vector<std::string> nameable_princess_ids(const Game& g, int seat = -1) {
    const auto& s = g.state();
    std::vector<std::string> out;
    for (std::size_t i = 0; i < s.princess_of.size(); ++i)
        if (!s.princess_of[i].empty() && (seat < 0 || static_cast<int>(i) == seat)) out.push_back(s.princess_of[i]);
    if (out.empty() && seat < 0)
        for (const auto& p : g.data().princesses) out.push_back(p.id);
    return out;
}

// What a player's bare word means now (a bid, a card, count/drop, ...).
std::vector<std::string> shorthand_for(const Game& g, int seat) {
    const auto& s = g.state();
    switch (s.phase) {
        case Phase::Bidding: return numbers_from(0, max_tricks(s));
        case Phase::Tricks:
            if (s.round.by_counts) return numbers_from(0, max_tricks(s));
            return legal_cards(g, seat >= 0 ? seat : g.waiting().seat);
        case Phase::FrogDecision: return {"count", "drop"};
        case Phase::Payment: return {"yes", "no"};
        case Phase::NextStart: return {"first", "last"};
        case Phase::Declare: return {"skip", "pass"};
        default: return {};
    }
}

// What may follow the count on a tricks line ('tricks Ana 3 ...'): the Frog
// flag, the Round card's skulls and the player's Princess word, each once,
// or the number the word before asks for.
std::vector<std::string> after_count(const GameState& s, int seat, const std::string& count,
                                     const std::vector<std::string>& extra) {
    if (s.phase != Phase::Tricks || cards_played(s)) return {};
    auto typed = [&extra](const std::string& word) {
        return std::any_of(extra.begin(), extra.end(), [&word](const std::string& e) { return iequals(e, word); });
    };
    const auto power = counts_power_word(s, seat);
    if (!extra.empty() && iequals(extra.back(), "card-skulls")) return numbers_from(0, 20);
    if (!extra.empty() && power && power->takes_number && iequals(extra.back(), power->id))
        return numbers_from(1, 2 * s.seating.size());  // Rapunzel's Villagers in her trick
    std::vector<std::string> out;
    if (s.round.frog_seat < 0 && count != "0" && !typed("frog")) out.push_back("frog");  // no Frog in no trick
    if (rule_of(s).needs_captured_cards() && !typed("card-skulls")) out.push_back("card-skulls");
    if (power && !typed(power->id)) out.push_back(power->id);
    return out;
}

std::vector<std::string> after_verb(const zp::Referee& ref, const std::vector<std::string>& words) {
    const Game& g = ref.game();
    const auto& s = g.state();
    const std::string verb = lower(words.front());
    const std::size_t n = words.size();  // words before the one being typed
    std::optional<int> seat;
    if (n >= 2)
        if (auto found = s.seating.find(words[1])) seat = *found;
    if (verb == "why") return n == 1 ? numbers_from(1, static_cast<int>(s.round.tricks.size())) : std::vector<std::string>{};
    if (verb == "history") return {};
    if (verb == "edit") {
        if (n != 1) return {};
        const int total = static_cast<int>(ref.entries().size());
        return numbers_from(std::max(1, total - 9), total);  // the latest entries; 'history' lists them all
    }
    if (verb == "power") {
        if (n == 1) {
            auto out = nameable_princess_ids(g);
            auto names = player_names(s);
            out.insert(out.end(), names.begin(), names.end());
            return out;
        }
        return seat && n == 2 ? nameable_princess_ids(g, *seat) : std::vector<std::string>{};
    }
    if (n == 1) return player_names(s);
    if (verb == "tricks" && seat && n >= 3) return after_count(s, *seat, words[2], {words.begin() + 3, words.end()});
    if (n != 2 || !seat) return {};
    if (verb == "prince-tricks") return numbers_from(0, max_tricks(s));
    if (verb == "play") return legal_cards(g, *seat);
    if (verb == "bid" || verb == "tricks") return numbers_from(0, max_tricks(s));
    if (verb == "princess") {
        const auto& offers = s.princess_offers.empty() ? std::vector<std::string>{}
                                                        : s.princess_offers[static_cast<std::size_t>(*seat)];
        if (!offers.empty()) return offers;
        std::vector<std::string> all;
        for (const auto& p : g.data().princesses) all.push_back(p.id);
        return all;
    }
    if (verb == "frog") return {"count", "drop"};
    if (verb == "pay") return {"yes", "no"};
    if (verb == "start") return {"first", "last"};
    if (verb == "reveal" || verb == "show") {
        std::vector<std::string> suits;
        for (const auto& suit : s.codec.suits()) suits.push_back(suit.id);
        return suits;
    }
    if (verb == "view") return {"skip"};
    return unplayed_cards(s);  // discard, hold: a card of the deck
}

}  // namespace


std::vector<std::string> completion_candidates(const zp::Referee& ref, const std::string& line_before,
                                               const std::string& prefix) {
    const Game& g = ref.game();
    const auto& s = g.state();
    auto tokens = tokenize(line_before);
    std::vector<std::string> words = tokens ? *tokens : std::vector<std::string>{};
    std::vector<std::string> pool;
    if (words.empty()) {
        pool = meta_commands();
        for (const auto& v : g.verbs_now()) pool.push_back(v);
        if (s.phase != Phase::Setup) {
            auto names = player_names(s);
            pool.insert(pool.end(), names.begin(), names.end());
            auto mine = shorthand_for(g, -1);
            pool.insert(pool.end(), mine.begin(), mine.end());
        }
    } else if (s.phase != Phase::Setup && s.seating.find(words.front()) && words.size() == 1 &&
               std::find(meta_commands().begin(), meta_commands().end(), lower(words.front())) == meta_commands().end()) {
        pool = shorthand_for(g, *s.seating.find(words.front()));  // "Ben <TAB>": what Ben may type
    } else {
        pool = after_verb(ref, words);
    }
    return starting_with(pool, prefix);
}



}  // namespace zref::zp
