// `card`: the table describes a card the rulebook does not name, or gives
// the numbers the rulebook leaves out of one it names. The description is a
// journal line, so a game replays with it; what the rulebook prints cannot be
// overridden.
#include <algorithm>
#include <cctype>
#include <memory>

#include "core/text.h"
#include "games/zombie_paella/engine_util.h"
#include "games/zombie_paella/game.h"

namespace zref::paella {

namespace {

std::string slug(std::string_view name) {
    std::string out;
    for (char ch : name) {
        const auto u = static_cast<unsigned char>(ch);
        if (std::isalnum(u)) out += static_cast<char>(std::tolower(u));
        else if (!out.empty() && out.back() != '-') out += '-';
    }
    while (!out.empty() && out.back() == '-') out.pop_back();
    return out;
}

std::string title(std::string_view id) {
    std::string out;
    bool up = true;
    for (char ch : id) {
        if (ch == '-') {
            out += ' ';
            up = true;
        } else {
            out += up ? static_cast<char>(std::toupper(static_cast<unsigned char>(ch))) : ch;
            up = false;
        }
    }
    return out;
}

constexpr std::string_view kUsage =
    "card NAME KIND [attack N] [defence N] [strength N] [draws N] [worth N] [instant] [teamwork]; "
    "kinds: ingredient discardable permanent battle special";

std::optional<int>* number_field(CardInfo& c, std::string_view word, std::string& field) {
    if (word == "attack") return field = "attack", &c.attack;
    if (word == "defence" || word == "defense") return field = "defence", &c.defence;
    if (word == "strength") return field = "strength", &c.strength;
    if (word == "draws") return field = "draws", &c.draws;
    if (word == "worth") return field = "worth", &c.worth;
    return nullptr;
}

int field_limit(std::string_view field) { return field == "strength" ? 9 : field == "worth" ? 2 : 12; }

}  // namespace

Result<Ruling> Game::on_card(GameState& s, const Command& c) const {
    if (c.args.empty()) return fail(std::string("describe a card: ") + std::string(kUsage));
    const GameData& base = book();
    auto copy = std::make_shared<GameData>(base);
    const std::string id = slug(c.args[0]);
    if (id.empty()) return fail("'" + c.args[0] + "' is not a card's name");
    for (const auto& name : s.seating.names())
        if (iequals(name, c.args[0])) return fail("'" + c.args[0] + "' is a player's name, not a card");
    CardInfo* card = nullptr;
    for (auto& existing : copy->cards)
        if (existing.id == id || iequals(existing.name, c.args[0])) card = &existing;
    const bool is_new = card == nullptr;
    std::size_t i = 1;
    if (is_new) {
        if (c.args.size() < 2) return fail("a new card needs its kind: " + std::string(kUsage));
        auto kind = parse_kind(lower(c.args[1]));
        if (!kind) return fail("'" + c.args[1] + "' is not a kind of card: ingredient, discardable, permanent, battle or special");
        CardInfo fresh;
        fresh.id = id;
        const bool quoted_name = c.args[0].find(' ') != std::string::npos || std::any_of(c.args[0].begin(), c.args[0].end(), [](char ch) {
                                     return std::isupper(static_cast<unsigned char>(ch));
                                 });
        fresh.name = quoted_name ? c.args[0] : title(id);
        fresh.kind = *kind;
        fresh.effect = "Described by the table.";
        copy->cards.push_back(fresh);
        card = &copy->cards.back();
        i = 2;
    } else if (c.args.size() >= 2 && parse_kind(lower(c.args[1]))) {
        if (*parse_kind(lower(c.args[1])) != card->kind)
            return fail(card->name + " is a " + std::string(kind_name(card->kind)) + " card in zref's data, not " + c.args[1]);
        i = 2;
    }
    std::vector<std::string> given;
    for (; i < c.args.size(); ++i) {
        const std::string w = lower(c.args[i]);
        if (w == "instant" || w == "teamwork") {
            if (w == "instant") card->instant = true;
            else card->teamwork = true;
            given.push_back(w);
            continue;
        }
        std::string field;
        std::optional<int>* slot = number_field(*card, w, field);
        if (!slot) return fail("'" + c.args[i] + "' is not a field of a card: " + std::string(kUsage));
        if (i + 1 >= c.args.size()) return fail(field + " needs a number: card " + id + " " + field + " 3");
        auto n = parse_count(c.args[i + 1], 0, field_limit(field), field);
        if (!n) return fail(n.error());
        if (slot->has_value()) {
            if (**slot == *n) {
                ++i;
                continue;
            }
            const bool printed = card->states(field) || card->derives(field);
            return fail(card->name + "'s " + field + " is " + std::to_string(**slot) +
                        (printed ? " in the rulebook and cannot be changed" : ", as the table said before: 'undo' or 'edit' that line"));
        }
        *slot = *n;
        given.push_back(field + " " + std::to_string(*n));
        ++i;
    }
    if (card->kind == CardKind::special && card->strength && (*card->strength < 1 || *card->strength > 9))
        return fail("a special card's strength runs 1-9");
    if (!is_new && given.empty()) return fail(card->name + " is known already; give a field it lacks: " + std::string(kUsage));
    // The journal line names the card by id and lists what was given.
    std::vector<std::string> words{is_new ? card->name : card->id};
    if (is_new) words.emplace_back(kind_name(card->kind));
    for (const auto& g : given)
        for (auto& part : split_names(g)) words.push_back(part);
    Ruling r;
    r.canonical = Command{"card", words}.to_line();
    r.headline = (is_new ? "New card from the table: " + card->name + " (" + std::string(kind_name(card->kind)) + ")"
                         : "The table completes " + card->name) +
                 (given.empty() ? "" : ": " + join(given, ", "));
    r.because("the rulebook does not print this card's " + std::string(is_new ? "text" : "numbers") +
                  ": zref takes the table's description and marks it as the table's",
              "Game components");
    if (std::find(s.described.begin(), s.described.end(), card->id) == s.described.end()) s.described.push_back(card->id);
    s.book = std::move(copy);
    return r;
}

}  // namespace zref::paella
