#include "games/zombie_ninja_pirates/data_loader.h"

#include <toml++/toml.h>

#include <algorithm>

#include "core/toml_reader.h"

// games/zombie-ninja-pirates.toml, compiled in by cmake/embed.cmake.
namespace zref::embedded {
std::string_view zombie_ninja_pirates_toml();
}

namespace zref::znp {

namespace {

using View = toml::node_view<const toml::node>;

// The fields a card's `known` and `derived` lists may name.
constexpr std::string_view kCardFields[] = {"kind",        "scores",          "scores_for",       "combined_scores_for",
                                            "becomes",     "combined_becomes", "effect",          "removes",
                                            "combined_removes", "steal_needs", "combined_steal_needs", "combined_only",
                                            "draws"};

bool card_has(const CardInfo& c, std::string_view f) {
    const bool any_points = std::any_of(c.scores.begin(), c.scores.end(), [](const TypeScore& s) { return s.points.has_value(); });
    const bool no_points = std::any_of(c.scores.begin(), c.scores.end(), [](const TypeScore& s) { return !s.points; });
    if (f == "kind" || f == "effect") return true;
    if (f == "scores") return any_points;
    if (f == "scores_for") return no_points;
    if (f == "combined_scores_for") return !c.combined_scores_for.empty();
    if (f == "becomes") return !c.becomes.empty();
    if (f == "combined_becomes") return c.combined_becomes.has_value();
    if (f == "removes") return !c.removes.empty();
    if (f == "combined_removes") return c.combined_removes.has_value();
    if (f == "steal_needs") return !c.steal_needs.empty();
    if (f == "combined_steal_needs") return c.combined_steal_needs.has_value();
    if (f == "combined_only") return c.combined_only;
    return c.draws > 0;  // "draws"
}

// Every listed field is one the card has: nothing is marked as the
// rulebook's that the card does not give.
bool check_sources(TomlReader& rd, const CardInfo& c, const std::string& key) {
    for (const auto* list : {&c.known, &c.derived})
        for (const auto& f : *list) {
            if (std::find(std::begin(kCardFields), std::end(kCardFields), f) == std::end(kCardFields))
                return rd.bad(key, "no card field '" + f + "' to list");
            if (!card_has(c, f)) return rd.bad(key, "lists '" + f + "' but gives no " + f);
        }
    return true;
}

bool type_list(TomlReader& rd, const GameData& d, View node, const std::string& key, std::vector<std::string>& out,
               bool allow_pair = false) {
    if (!rd.strings(node, key, out, true)) return false;
    for (const auto& t : out)
        if (!d.type(t) && !(allow_pair && t == kOppositePair)) return rd.bad(key, "'" + t + "' is not a Type");
    return true;
}

bool optional_type_list(TomlReader& rd, const GameData& d, View node, const std::string& key,
                        std::optional<std::vector<std::string>>& out, bool allow_pair = false) {
    if (!node) return true;
    std::vector<std::string> v;
    if (!type_list(rd, d, node, key, v, allow_pair)) return false;
    out = std::move(v);
    return true;
}

bool read_scores(TomlReader& rd, const GameData& d, View t, const std::string& key, CardInfo& c) {
    if (const auto* tbl = t["scores"].as_table()) {
        for (const auto& [k, v] : *tbl) {
            const std::string type(k.str());
            auto n = v.value<std::int64_t>();
            if (!d.type(type)) return rd.bad(key + ".scores", "'" + type + "' is not a Type");
            if (!n || *n < -20 || *n > 20) return rd.bad(key + ".scores." + type, "must be a whole number from -20 to 20");
            c.scores.push_back({type, static_cast<int>(*n)});
        }
    } else if (t["scores"]) {
        return rd.bad(key + ".scores", "must be a table of Type = points");
    }
    std::vector<std::string> unpriced;
    if (!type_list(rd, d, t["scores_for"], key + ".scores_for", unpriced)) return false;
    for (const auto& type : unpriced) {
        if (std::any_of(c.scores.begin(), c.scores.end(), [&](const TypeScore& s) { return s.type == type; }))
            return rd.bad(key + ".scores_for", "'" + type + "' has its points in scores already");
        c.scores.push_back({type, std::nullopt});
    }
    return type_list(rd, d, t["combined_scores_for"], key + ".combined_scores_for", c.combined_scores_for);
}

bool read_card(TomlReader& rd, const GameData& d, View t, const std::string& key, CardInfo& c) {
    std::string kind, effect;
    if (!rd.text(t["id"], key + ".id", c.id) || !rd.text(t["name"], key + ".name", c.name) ||
        !rd.text(t["kind"], key + ".kind", kind) || !rd.text(t["effect"], key + ".effect", effect) ||
        !rd.text(t["text"], key + ".text", c.text))
        return false;
    const auto k = parse_kind(kind);
    if (!k) return rd.bad(key + ".kind", "'" + kind + "' is not type, action, object or end-game");
    c.kind = *k;
    const auto e = parse_effect(effect);
    if (!e) return rd.bad(key + ".effect", "'" + effect + "' is not none, remove-type, discard-object, steal-object, give-object, draw, reset or moves");
    c.effect = *e;
    if (t["combined_only"] && !rd.get(t["combined_only"], key + ".combined_only", c.combined_only)) return false;
    if (t["draws"] && !rd.number(t["draws"], key + ".draws", c.draws, 1, 10)) return false;
    if (!read_scores(rd, d, t, key, c) || !type_list(rd, d, t["becomes"], key + ".becomes", c.becomes) ||
        !optional_type_list(rd, d, t["combined_becomes"], key + ".combined_becomes", c.combined_becomes) ||
        !type_list(rd, d, t["removes"], key + ".removes", c.removes, true) ||
        !optional_type_list(rd, d, t["combined_removes"], key + ".combined_removes", c.combined_removes, true) ||
        !type_list(rd, d, t["steal_needs"], key + ".steal_needs", c.steal_needs) ||
        !optional_type_list(rd, d, t["combined_steal_needs"], key + ".combined_steal_needs", c.combined_steal_needs) ||
        !rd.strings(t["known"], key + ".known", c.known) || !rd.strings(t["derived"], key + ".derived", c.derived, true) ||
        !rd.strings(t["notes"], key + ".notes", c.notes, true) || !check_sources(rd, c, key))
        return false;
    if (!c.scores.empty() && c.kind != CardKind::object) return rd.bad(key, "only Objects score points, not a " + kind);
    if ((c.effect == Effect::remove_type) != !c.removes.empty()) return rd.bad(key, "removes goes with effect remove-type");
    if ((c.effect == Effect::draw) != (c.draws > 0)) return rd.bad(key, "draws goes with effect draw");
    if (c.kind == CardKind::type && !d.type(c.id)) return rd.bad(key + ".id", "a Type card's id is its Type");
    return true;
}

bool read_types(TomlReader& rd, View root, GameData& d) {
    const auto* list = root["types"].as_array();
    if (!list || list->empty()) return rd.bad("types", "must be an array of tables");
    for (std::size_t i = 0; i < list->size(); ++i) {
        View t{list->get(i)};
        const std::string key = "types[" + std::to_string(i) + "]";
        TypeInfo ty;
        if (!rd.text(t["id"], key + ".id", ty.id) || !rd.text(t["name"], key + ".name", ty.name)) return false;
        if (t["combined_only"] && !rd.get(t["combined_only"], key + ".combined_only", ty.combined_only)) return false;
        if (d.type(ty.id)) return rd.bad(key + ".id", "'" + ty.id + "' is given twice");
        d.types.push_back(std::move(ty));
    }
    const auto* pairs = root["opposites"].as_array();
    if (!pairs) return rd.bad("opposites", "must be an array of tables");
    for (std::size_t i = 0; i < pairs->size(); ++i) {
        const std::string key = "opposites[" + std::to_string(i) + "].pair";
        std::vector<std::string> pair;
        if (!rd.strings(View{pairs->get(i)}["pair"], key, pair)) return false;
        if (pair.size() != 2 || !d.type(pair[0]) || !d.type(pair[1]) || pair[0] == pair[1])
            return rd.bad(key, "must name two different Types");
        if (!d.opposite(pair[0]).empty() || !d.opposite(pair[1]).empty())
            return rd.bad(key, "a Type has one opposite only");
        d.opposites.emplace_back(pair[0], pair[1]);
    }
    return true;
}

bool read_cards(TomlReader& rd, View root, GameData& d) {
    const auto* cards = root["cards"].as_array();
    if (!cards || cards->empty()) return rd.bad("cards", "must be an array of tables");
    for (std::size_t i = 0; i < cards->size(); ++i) {
        const std::string key = "cards[" + std::to_string(i) + "]";
        CardInfo c;
        if (!read_card(rd, d, View{cards->get(i)}, key, c)) return false;
        if (d.card(c.id) || d.card(c.name)) return rd.bad(key + ".id", "'" + c.id + "' is given twice");
        d.cards.push_back(std::move(c));
    }
    for (const auto& t : d.types)
        if (!d.card(t.id) || d.card(t.id)->kind != CardKind::type) return rd.bad("cards", "no Type card for " + t.id);
    return true;
}

bool read_numbers(TomlReader& rd, View r, GameData& d) {
    View g = r["game"];
    View c = r["combined"];
    return rd.text(g["id"], "game.id", d.id) && rd.text(g["name"], "game.name", d.name) &&
           rd.number(g["min_players"], "game.min_players", d.min_players, 2, 10) &&
           rd.number(g["max_players"], "game.max_players", d.max_players, d.min_players, 10) &&
           rd.number(g["hand_size"], "game.hand_size", d.hand_size, 1, 20) &&
           rd.number(g["points_per_type"], "game.points_per_type", d.points_per_type, 0, 50) &&
           rd.number(g["end_game_cards"], "game.end_game_cards", d.end_game_cards, 1, 3) &&
           rd.number(g["most_discards"], "game.most_discards", d.most_discards, 0, 10) &&
           rd.number(g["plays_from_hand"], "game.plays_from_hand", d.plays_from_hand, 1, 5) &&
           rd.number(g["uses_from_chest"], "game.uses_from_chest", d.uses_from_chest, 0, 5) &&
           rd.text(c["name"], "combined.name", d.combined_name) &&
           rd.number(c["min_players"], "combined.min_players", d.combined_min_players, 2, 20) &&
           rd.number(c["max_players"], "combined.max_players", d.combined_max_players, d.combined_min_players, 20) &&
           rd.number(c["hand_size"], "combined.hand_size", d.combined_hand_size, 1, 20) &&
           rd.number(c["end_game_cards"], "combined.end_game_cards", d.combined_end_game_cards, 1, 3) &&
           rd.number(c["plays_from_hand_after_first_end_game"], "combined.plays_from_hand_after_first_end_game",
                     d.combined_plays_after_first, 1, 5);
}


}  // namespace

Result<GameData> parse_zombie_ninja_pirates_data(std::string_view toml_text, const std::string& source) {
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
    const bool ok = read_numbers(rd, r, d) && read_types(rd, r, d) && read_cards(rd, r, d) &&
                    rd.list(r, "interpretations", d.interpretations, interpretation) &&
                    rd.list(r, "topics", d.topics, topic);
    if (!ok) return fail(rd.error);
    if (!d.card("end-game") || d.card("end-game")->kind != CardKind::end_game)
        return fail(source + ": cards: no END GAME card (id end-game, kind end-game)");
    return d;
}

std::string_view builtin_data_text() { return embedded::zombie_ninja_pirates_toml(); }

Result<GameData> load_builtin_zombie_ninja_pirates_data() {
    return parse_zombie_ninja_pirates_data(builtin_data_text(), "games/zombie-ninja-pirates.toml (built in)");
}

}  // namespace zref::znp
