// `card`: the table describes a card the rulebook does not name, or gives
// what the rulebook leaves out of one it names (an Object's points). The
// description is a journal line, so a game replays with it and zref can keep
// it for later games; what the rulebook states cannot be overridden.
#include <algorithm>
#include <cctype>
#include <memory>

#include "core/text.h"
#include "games/zombie_ninja_pirates/engine_util.h"
#include "games/zombie_ninja_pirates/game.h"
#include "games/zombie_ninja_pirates/sections.h"

namespace zref::znp {

namespace {

std::string znp_slug(std::string_view name) {
    std::string out;
    for (char ch : name) {
        const auto u = static_cast<unsigned char>(ch);
        if (std::isalnum(u)) out += static_cast<char>(std::tolower(u));
        else if (ch == '\'') continue;
        else if (!out.empty() && out.back() != '-') out += '-';
    }
    while (!out.empty() && out.back() == '-') out.pop_back();
    return out;
}

constexpr std::string_view kUsage =
    "card NAME KIND [TYPE POINTS]... [becomes TYPE...] [effect none|remove-type TYPE...|discard-object|steal-object [needs TYPE...]"
    "|give-object|draw N|reset|moves]; kinds: action object";

bool is_keyword(std::string_view w) { return iequals_any(w, {"becomes", "effect", "needs"}); }

}  // namespace

Result<Ruling> Game::on_card(GameState& s, const Command& c) const {
    if (c.args.empty()) return fail("describe a card: " + std::string(kUsage));
    const GameData& base = book_of(s);
    auto copy = std::make_shared<GameData>(base);
    const std::string id = znp_slug(c.args[0]);
    if (id.empty()) return fail("'" + c.args[0] + "' is not a card's name");
    if (names_player(s, c.args[0])) return fail("'" + c.args[0] + "' is a player's name, not a card");
    CardInfo* card = nullptr;
    for (auto& existing : copy->cards)
        if (existing.id == id || iequals(existing.name, c.args[0])) card = &existing;
    const bool is_new = card == nullptr;
    std::size_t i = 1;
    std::vector<std::string> given;
    if (is_new) {
        if (c.args.size() < 2) return fail("a new card needs its kind: " + std::string(kUsage));
        auto kind = parse_kind(lower(c.args[1]));
        if (!kind || *kind == CardKind::type || *kind == CardKind::end_game)
            return fail("'" + c.args[1] + "' is not a kind the table describes: action or object (the Types and the END GAME are known)");
        if (base.type(c.args[0])) return fail("'" + c.args[0] + "' is a Type");
        CardInfo fresh;
        fresh.id = id;
        const bool keep_name = c.args[0].find(' ') != std::string::npos ||
                               std::any_of(c.args[0].begin(), c.args[0].end(), [](char ch) { return std::isupper(static_cast<unsigned char>(ch)); });
        fresh.name = keep_name ? c.args[0] : id;
        fresh.kind = *kind;
        fresh.text = "Described by the table.";
        copy->cards.push_back(fresh);
        card = &copy->cards.back();
        i = 2;
    } else if (c.args.size() >= 2 && parse_kind(lower(c.args[1]))) {
        const CardKind k = *parse_kind(lower(c.args[1]));
        if (k != card->kind) {
            if (card->from_rulebook("kind"))
                return fail(card->name + "'s kind in the rulebook is " + std::string(kind_name(card->kind)) + ", not " + c.args[1]);
            if (k != CardKind::action && k != CardKind::object) return fail("the table describes actions and objects only");
            card->kind = k;
            given.push_back(std::string(kind_name(k)));
        }
        i = 2;
    }
    if (card->kind == CardKind::type || card->kind == CardKind::end_game)
        return fail(card->name + " is fully known: there is nothing to describe");
    while (i < c.args.size()) {
        std::string w = lower(c.args[i]);
        // "effect become-type TYPE..." is the same as "becomes TYPE...".
        if (w == "effect" && i + 1 < c.args.size() && iequals(c.args[i + 1], "become-type")) {
            ++i;
            w = "becomes";
        }
        if (w == "becomes") {
            if (card->from_rulebook("becomes") || card->from_rulebook("combined_becomes"))
                return fail(card->name + "'s Types are in the rulebook and cannot be changed");
            std::vector<std::string> types;
            for (++i; i < c.args.size() && !is_keyword(c.args[i]); ++i) {
                auto t = find_type(base, true, c.args[i]);
                if (!t) return fail(t.error());
                types.push_back(*t);
            }
            if (types.empty()) return fail("becomes takes the Types the card brings down: becomes pirate");
            card->becomes = types;
            given.push_back("becomes " + join(types, " "));
            continue;
        }
        if (w == "effect") {
            if (i + 1 >= c.args.size()) return fail("effect takes one of the list: " + std::string(kUsage));
            if (card->from_rulebook("effect")) return fail(card->name + "'s effect is in the rulebook and cannot be changed");
            auto e = parse_effect(lower(c.args[i + 1]));
            if (!e) return fail("'" + c.args[i + 1] + "' is not an effect zref knows: none, remove-type, discard-object, steal-object, give-object, draw, reset or moves (typed moves)");
            card->effect = *e;
            std::string text = "effect " + std::string(effect_name(*e));
            i += 2;
            if (*e == Effect::draw) {
                if (i >= c.args.size()) return fail("effect draw takes how many: effect draw 2");
                auto n = parse_count(c.args[i], 1, 10, "number of cards drawn");
                if (!n) return fail(n.error());
                card->draws = *n;
                text += " " + std::to_string(*n);
                ++i;
            } else if (*e == Effect::remove_type) {
                card->removes.clear();
                for (; i < c.args.size() && !is_keyword(c.args[i]); ++i) {
                    if (iequals(c.args[i], kOppositePair)) {
                        card->removes.emplace_back(kOppositePair);
                        continue;
                    }
                    auto t = find_type(base, true, c.args[i]);
                    if (!t) return fail(t.error());
                    card->removes.push_back(*t);
                }
                if (card->removes.empty()) return fail("effect remove-type takes the Types it takes: effect remove-type pirate");
                text += " " + join(card->removes, " ");
            } else if (*e == Effect::steal_object && i < c.args.size() && iequals(c.args[i], "needs")) {
                card->steal_needs.clear();
                for (++i; i < c.args.size() && !is_keyword(c.args[i]); ++i) {
                    auto t = find_type(base, true, c.args[i]);
                    if (!t) return fail(t.error());
                    card->steal_needs.push_back(*t);
                }
                text += " needs " + join(card->steal_needs, " ");
            }
            given.push_back(text);
            continue;
        }
        if (!base.type(w)) return fail("'" + c.args[i] + "' is not a Type or a field of a card: " + std::string(kUsage));
        auto t = find_type(base, true, w);
        if (!t) return fail(t.error());
        if (card->kind != CardKind::object) return fail("only Objects score points: " + card->name + " is an " + std::string(kind_name(card->kind)));
        if (i + 1 >= c.args.size()) return fail("a Type takes the points it scores: card " + card->id + " " + *t + " 3");
        auto n = parse_number<int>(c.args[i + 1]);
        if (!n || *n < -20 || *n > 20) return fail("'" + c.args[i + 1] + "' is not a number of points: from -20 to 20");
        auto it = std::find_if(card->scores.begin(), card->scores.end(), [&](const TypeScore& sc) { return sc.type == *t; });
        if (it != card->scores.end() && it->points && *it->points != *n)
            return fail(card->name + " scores " + std::to_string(*it->points) + " for a " + base.type_name(*t) +
                        (card->states("scores") ? " in the rulebook" : ", as the table said before ('undo' or 'edit' that line)"));
        if (it == card->scores.end()) card->scores.push_back({*t, *n});
        else it->points = *n;
        given.push_back(*t + " " + std::to_string(*n));
        i += 2;
    }
    if (!is_new && given.empty()) return fail(card->name + " is known already; give what it lacks: " + std::string(kUsage));
    std::vector<std::string> words{is_new ? card->name : card->id};
    if (is_new) words.emplace_back(kind_name(card->kind));
    for (const auto& g : given)
        for (auto& part : split_names(g)) words.push_back(part);
    Ruling r;
    r.canonical = Command{"card", words}.to_line();
    r.headline = (is_new ? "New card from the table: " + card->name + " (" + std::string(kind_name(card->kind)) + ")"
                         : "The table completes " + card->name) +
                 (given.empty() ? "" : ": " + join(given, ", "));
    r.because("the rulebook does not print this card's " + std::string(is_new ? "text" : "points or effect") +
                  ": zref takes the table's description and marks it as the table's",
              std::string(sec::Cards));
    if (std::find(s.described.begin(), s.described.end(), card->id) == s.described.end()) s.described.push_back(card->id);
    s.book = std::move(copy);
    return r;
}

}  // namespace zref::znp
