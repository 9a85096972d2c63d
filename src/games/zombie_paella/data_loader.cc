#include "games/zombie_paella/data_loader.h"

#include <toml++/toml.h>

#include <algorithm>

#include "core/toml_reader.h"

// games/zombie-paella.toml, compiled in by cmake/embed.cmake.
namespace zref::embedded {
std::string_view zombie_paella_toml();
}

namespace zref::paella {

namespace {

using View = toml::node_view<const toml::node>;

// The fields a card's `known` and `derived` lists may name.
constexpr std::string_view kFields[] = {"kind",    "attack",  "defence",           "strength", "draws",
                                        "worth",   "instant", "not_in_two_player", "teamwork"};

bool optional_number(TomlReader& rd, View node, const std::string& key, std::optional<int>& out, int lo, int hi) {
    if (!node) return true;
    int v = 0;
    if (!rd.number(node, key, v, lo, hi)) return false;
    out = v;
    return true;
}

bool optional_flag(TomlReader& rd, View node, const std::string& key, std::optional<bool>& out) {
    if (!node) return true;
    bool v = false;
    if (!rd.get(node, key, v)) return false;
    out = v;
    return true;
}

bool present(const CardInfo& c, std::string_view field) {
    if (field == "kind") return true;
    if (field == "attack") return c.attack.has_value();
    if (field == "defence") return c.defence.has_value();
    if (field == "strength") return c.strength.has_value();
    if (field == "draws") return c.draws.has_value();
    if (field == "worth") return c.worth.has_value();
    if (field == "instant") return c.instant.has_value();
    if (field == "not_in_two_player") return c.not_in_two_player.has_value();
    return c.teamwork;  // "teamwork"
}

// Every listed field names a field the card has, and every number the card
// gives is sourced: nothing invented slips in unmarked.
bool check_sources(TomlReader& rd, const CardInfo& c, const std::string& key) {
    for (const auto* list : {&c.known, &c.derived})
        for (const auto& f : *list) {
            if (std::find(std::begin(kFields), std::end(kFields), f) == std::end(kFields))
                return rd.bad(key, "no card field '" + f + "' to list");
            if (!present(c, f)) return rd.bad(key, "lists '" + f + "' but gives no " + f);
        }
    for (std::string_view f : kFields)
        if (f != "kind" && present(c, f) && !c.states(f) && !c.derives(f))
            return rd.bad(key, "gives " + std::string(f) + " without listing it in known or derived");
    return true;
}

// A number that belongs to another kind of card is a slip in the file.
bool check_kind_fields(TomlReader& rd, const CardInfo& c, const std::string& key) {
    const auto kind = std::string(kind_name(c.kind));
    if ((c.attack || c.defence || c.teamwork) && c.kind != CardKind::battle)
        return rd.bad(key, "attack, defence and teamwork belong to battle cards, not a " + kind);
    if (c.strength && c.kind != CardKind::special) return rd.bad(key, "strength belongs to special cards, not a " + kind);
    if (c.draws && c.kind != CardKind::discardable)
        return rd.bad(key, "draws belongs to discardable treasures, not a " + kind);
    if (c.worth && c.kind != CardKind::ingredient) return rd.bad(key, "worth belongs to ingredients, not a " + kind);
    return true;
}

bool read_card(TomlReader& rd, View t, const std::string& key, CardInfo& c) {
    std::string kind;
    if (!rd.text(t["id"], key + ".id", c.id) || !rd.text(t["name"], key + ".name", c.name) ||
        !rd.text(t["kind"], key + ".kind", kind) || !rd.text(t["effect"], key + ".effect", c.effect))
        return false;
    const auto k = parse_kind(kind);
    if (!k) return rd.bad(key + ".kind", "'" + kind + "' is not ingredient, discardable, permanent, battle or special");
    c.kind = *k;
    if (t["teamwork"] && !rd.get(t["teamwork"], key + ".teamwork", c.teamwork)) return false;
    return optional_number(rd, t["attack"], key + ".attack", c.attack, 0, 20) &&
           optional_number(rd, t["defence"], key + ".defence", c.defence, 0, 20) &&
           optional_number(rd, t["strength"], key + ".strength", c.strength, 1, 9) &&
           optional_number(rd, t["draws"], key + ".draws", c.draws, 0, 20) &&
           optional_number(rd, t["worth"], key + ".worth", c.worth, 1, 5) &&
           optional_flag(rd, t["instant"], key + ".instant", c.instant) &&
           optional_flag(rd, t["not_in_two_player"], key + ".not_in_two_player", c.not_in_two_player) &&
           rd.strings(t["known"], key + ".known", c.known) &&
           rd.strings(t["derived"], key + ".derived", c.derived, true) &&
           rd.strings(t["notes"], key + ".notes", c.notes, true) && check_sources(rd, c, key) &&
           check_kind_fields(rd, c, key);
}

bool read_cards(TomlReader& rd, View root, GameData& d) {
    const auto* cards = root["cards"].as_array();
    if (!cards || cards->empty()) return rd.bad("cards", "must be an array of tables");
    for (std::size_t i = 0; i < cards->size(); ++i) {
        View t{cards->get(i)};
        const std::string key = "cards[" + std::to_string(i) + "]";
        CardInfo c;
        if (!read_card(rd, t, key, c)) return false;
        if (d.card(c.id) || d.card(c.name)) return rd.bad(key + ".id", "'" + c.id + "' is given twice");
        d.cards.push_back(std::move(c));
    }
    return true;
}

bool read_deck(TomlReader& rd, View root, GameData& d) {
    View deck = root["deck"];
    if (!rd.number(deck["cards"], "deck.cards", d.deck_cards, 1, 500) ||
        !rd.number(deck["treasures"], "deck.treasures", d.treasure_cards, 0, 500) ||
        !rd.number(deck["battle"], "deck.battle", d.battle_cards, 0, 500) ||
        !rd.number(deck["special"], "deck.special", d.special_cards, 0, 500))
        return false;
    if (d.treasure_cards + d.battle_cards + d.special_cards != d.deck_cards)
        return rd.bad("deck", "treasures, battle and special cards must add up to " + std::to_string(d.deck_cards));
    return true;
}

bool read_named_rules(TomlReader& rd, View root, GameData& d) {
    View s = root["saffron"];
    if (!rd.text(s["card"], "saffron.card", d.saffron_id) ||
        !rd.number(s["claim_at_hand_size"], "saffron.claim_at_hand_size", d.saffron_claim_hand_size, 1, 108) ||
        !rd.number(s["worth"], "saffron.worth", d.saffron_worth, 1, 5) ||
        !rd.number(s["worth_with_more_players"], "saffron.worth_with_more_players", d.saffron_worth_with_more_players,
                   1, 5) ||
        !rd.number(s["more_players_from"], "saffron.more_players_from", d.saffron_more_players_from, 2, 9) ||
        !rd.number(root["setup"]["redeal_at_ingredients"], "setup.redeal_at_ingredients", d.redeal_at_ingredients, 1,
                   9) ||
        !rd.text(root["swamp_rat"]["card"], "swamp_rat.card", d.swamp_rat_id) ||
        !rd.number(root["swamp_rat"]["active_from_ingredient_cards"], "swamp_rat.active_from_ingredient_cards",
                   d.swamp_rat_active_from, 1, 108))
        return false;
    const CardInfo* saffron = d.card(d.saffron_id);
    if (!saffron || saffron->kind != CardKind::ingredient)
        return rd.bad("saffron.card", "'" + d.saffron_id + "' is not an ingredient among the cards");
    if (!d.card(d.swamp_rat_id)) return rd.bad("swamp_rat.card", "no card '" + d.swamp_rat_id + "' among the cards");
    return true;
}


}  // namespace

Result<GameData> parse_zombie_paella_data(std::string_view toml_text, const std::string& source) {
    auto parsed = parse_toml(toml_text, source);
    if (!parsed) return fail(parsed.error());
    const toml::table& root = *parsed;
    TomlReader rd{source, {}};
    GameData d;
    View r{root};
    const auto topic = [&rd](View t, const std::string& key, Topic& out) {
        return rd.text(t["id"], key + ".id", out.id) && rd.text(t["title"], key + ".title", out.title) &&
               rd.text(t["text"], key + ".text", out.text);
    };
    const auto interpretation = [&rd, &d](View t, const std::string& key, Interpretation& out) {
        return rd.reading(t, key, out, d.choices);
    };
    const bool ok =
        rd.text(r["game"]["id"], "game.id", d.id) && rd.text(r["game"]["name"], "game.name", d.name) &&
        rd.number(r["game"]["min_players"], "game.min_players", d.min_players, 2, 9) &&
        rd.number(r["game"]["max_players"], "game.max_players", d.max_players, d.min_players, 9) &&
        rd.number(r["game"]["deal"], "game.deal", d.deal, 1, 20) &&
        rd.number(r["game"]["ingredients_to_win"], "game.ingredients_to_win", d.ingredients_to_win, 1, 20) &&
        read_deck(rd, r, d) && read_cards(rd, r, d) && read_named_rules(rd, r, d) &&
        rd.list(r, "interpretations", d.interpretations, interpretation) &&
        rd.list(r, "topics", d.topics, topic);
    if (!ok) return fail(rd.error);
    return d;
}

std::string_view builtin_data_text() { return embedded::zombie_paella_toml(); }

Result<GameData> load_builtin_zombie_paella_data() {
    return parse_zombie_paella_data(builtin_data_text(), "games/zombie-paella.toml (built in)");
}

}  // namespace zref::paella
