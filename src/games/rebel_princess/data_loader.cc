#include "games/rebel_princess/data_loader.h"

#include <toml++/toml.h>

#include <algorithm>
#include <set>

#include "core/toml_reader.h"
#include "games/trick_taking/limits.h"

// games/rebel-princess.toml, compiled in by cmake/embed.cmake.
namespace zref::embedded {
std::string_view rebel_princess_toml();
}

namespace zref::rp {

namespace {

using View = toml::node_view<const toml::node>;

bool read_suits(TomlReader& rd, View root, GameData& d) {
    const auto* suits = root["suits"].as_array();
    if (!suits || suits->empty()) return rd.bad("suits", "must be an array of tables");
    if (suits->size() > tt::kMaxSuits) return rd.bad("suits", "at most " + std::to_string(tt::kMaxSuits) + " suits");
    for (std::size_t i = 0; i < suits->size(); ++i) {
        View s{suits->get(i)};
        const std::string key = "suits[" + std::to_string(i) + "]";
        tt::SuitInfo info;
        if (!rd.text(s["id"], key + ".id", info.id) || !rd.text(s["name"], key + ".name", info.name) ||
            !rd.text(s["singular"], key + ".singular", info.singular) ||
            !rd.strings(s["codes"], key + ".codes", info.codes) || !rd.get(s["trump"], key + ".trump", info.trump))
            return false;
        for (auto& c : info.codes) c = lower(c);
        d.suits.push_back(std::move(info));
    }
    return true;
}

bool read_deck(TomlReader& rd, View root, GameData& d) {
    if (!rd.count_map(root["deck"]["min_value"], "deck.min_value", d.min_value) ||
        !rd.count_map(root["deck"]["max_value"], "deck.max_value", d.max_value))
        return false;
    for (int players = d.min_players; players <= d.max_players; ++players) {
        const auto lo = d.min_value.find(players), hi = d.max_value.find(players);
        if (lo == d.min_value.end() || hi == d.max_value.end())
            return rd.bad("deck", "no values for " + std::to_string(players) + " players");
        if (lo->second < 1 || hi->second > 99 || lo->second > hi->second)
            return rd.bad("deck", std::to_string(players) + " players: values must run upward within 1-99");
    }
    const tt::CardCodec probe(d.suits, 99, std::nullopt);
    std::string princes, frog_suit;
    int frog_value = 0;
    if (!rd.text(root["deck"]["princes"], "deck.princes", princes) ||
        !rd.text(root["frog"]["suit"], "frog.suit", frog_suit) ||
        !rd.number(root["frog"]["value"], "frog.value", frog_value, 1, 99) ||
        !rd.text(root["frog"]["note"], "frog.note", d.frog_note))
        return false;
    const auto p = probe.parse_suit(princes);
    if (!p) return rd.bad("deck.princes", "no suit '" + princes + "'");
    const auto f = probe.parse_suit(frog_suit);
    if (!f) return rd.bad("frog.suit", "no suit '" + frog_suit + "'");
    d.princes = *p;
    d.frog = tt::Card{*f, static_cast<std::uint8_t>(frog_value)};
    View sc = root["scoring"];
    return rd.number(sc["prince_requests"], "scoring.prince_requests", d.prince_requests, -20, 20) &&
           rd.number(sc["frog_requests"], "scoring.frog_requests", d.frog_requests, -20, 20) &&
           rd.number(sc["rebel_of_the_ball"], "scoring.rebel_of_the_ball", d.rebel_of_the_ball, -99, 99);
}

bool known_sets(TomlReader& rd, const GameData& d, const std::string& key, const std::vector<std::string>& sets) {
    if (sets.empty()) return rd.bad(key, "must name at least one box");
    for (const auto& s : sets)
        if (!d.set(s)) return rd.bad(key, "no box '" + s + "' (boxes: " + join(d.set_ids(), ", ") + ")");
    return true;
}

bool read_round_cards(TomlReader& rd, View root, GameData& d) {
    const auto* cards = root["round_cards"].as_array();
    if (!cards || cards->empty()) return rd.bad("round_cards", "must be an array of tables");
    for (std::size_t i = 0; i < cards->size(); ++i) {
        View t{cards->get(i)};
        const std::string key = "round_cards[" + std::to_string(i) + "]";
        RoundCardInfo rc;
        if (!rd.text(t["id"], key + ".id", rc.id) || !rd.text(t["name"], key + ".name", rc.name) ||
            !rd.strings(t["sets"], key + ".sets", rc.sets) || !rd.get(t["hourglass"], key + ".hourglass", rc.hourglass) ||
            !rd.get(t["teams_only"], key + ".teams_only", rc.teams_only) ||
            !rd.text(t["effect"], key + ".effect", rc.effect) || !rd.strings(t["notes"], key + ".notes", rc.notes, true) ||
            !known_sets(rd, d, key + ".sets", rc.sets))
            return false;
        if (d.round_card(rc.id)) return rd.bad(key + ".id", "'" + rc.id + "' is given twice");
        if (const auto* letters = t["letters"].as_table())
            for (const auto& [box, letter] : *letters) {
                auto l = letter.value<std::string>();
                if (!l || l->size() != 1 || !std::isalpha(static_cast<unsigned char>((*l)[0])))
                    return rd.bad(key + ".letters", "each box's letter must be one letter");
                rc.letters[std::string(box.str())] = *l;
            }
        const auto* passes = t["pass"].as_table();
        if (!passes) return rd.bad(key + ".pass", "must be a table of box = \"3 right\"");
        for (const auto& [box, text] : *passes) {
            auto w = text.value<std::string>();
            auto pass = w ? parse_pass(*w) : std::nullopt;
            if (!pass)
                return rd.bad(key + ".pass", "must read \"N left\", \"N right\", \"1 left 1 right\" or \"unknown\"");
            rc.passes[std::string(box.str())] = *pass;
        }
        for (const auto& box : rc.sets)
            if (!rc.passes.count(box)) return rd.bad(key + ".pass", "no pass given for box '" + box + "'");
        d.round_cards.push_back(std::move(rc));
    }
    return true;
}

bool read_princesses(TomlReader& rd, View root, GameData& d) {
    const auto* list = root["princesses"].as_array();
    if (!list || list->empty()) return rd.bad("princesses", "must be an array of tables");
    for (std::size_t i = 0; i < list->size(); ++i) {
        View t{list->get(i)};
        const std::string key = "princesses[" + std::to_string(i) + "]";
        PrincessInfo p;
        if (!rd.text(t["id"], key + ".id", p.id) || !rd.text(t["name"], key + ".name", p.name) ||
            !rd.text(t["power"], key + ".power", p.power) || !rd.strings(t["sets"], key + ".sets", p.sets) ||
            !rd.get(t["teams_only"], key + ".teams_only", p.teams_only) ||
            !rd.text(t["effect"], key + ".effect", p.effect) || !rd.strings(t["notes"], key + ".notes", p.notes, true) ||
            !known_sets(rd, d, key + ".sets", p.sets))
            return false;
        if (auto pair = t["pair"].value<std::string>()) p.pair = *pair;
        if (d.princess(p.id) || d.princess(p.name)) return rd.bad(key + ".id", "'" + p.id + "' is given twice");
        d.princesses.push_back(std::move(p));
    }
    return true;
}

bool read_readings(TomlReader& rd, View root, GameData& d) {
    const auto* list = root["readings"].as_array();
    if (!list) return true;
    for (std::size_t i = 0; i < list->size(); ++i) {
        View t{list->get(i)};
        const std::string key = "readings[" + std::to_string(i) + "]";
        ReadingInfo r;
        std::string fallback;
        if (!rd.text(t["id"], key + ".id", r.id) || !rd.text(t["about"], key + ".about", r.about) ||
            !rd.text(t["question"], key + ".question", r.question) ||
            !rd.text(t["default"], key + ".default", fallback))
            return false;
        const auto* values = t["values"].as_array();
        if (!values || values->size() < 2) return rd.bad(key + ".values", "must list at least two answers");
        for (std::size_t k = 0; k < values->size(); ++k) {
            View v{values->get(k)};
            ReadingValue rv;
            if (!rd.text(v["id"], key + ".values.id", rv.id) || !rd.text(v["text"], key + ".values.text", rv.text))
                return false;
            r.values.push_back(std::move(rv));
        }
        if (r.values.front().id != fallback) return rd.bad(key + ".default", "must be the first value listed");
        d.readings.push_back(std::move(r));
    }
    return true;
}

bool read_topics(TomlReader& rd, View root, GameData& d) {
    const auto* list = root["topics"].as_array();
    if (!list) return rd.bad("topics", "must be an array of tables");
    for (std::size_t i = 0; i < list->size(); ++i) {
        View t{list->get(i)};
        const std::string key = "topics[" + std::to_string(i) + "]";
        Topic topic;
        if (!rd.text(t["id"], key + ".id", topic.id) || !rd.text(t["title"], key + ".title", topic.title) ||
            !rd.text(t["text"], key + ".text", topic.text))
            return false;
        d.topics.push_back(std::move(topic));
    }
    return true;
}

bool read_sets(TomlReader& rd, View root, GameData& d) {
    const auto* list = root["sets"].as_array();
    if (!list || list->empty()) return rd.bad("sets", "must be an array of tables");
    for (std::size_t i = 0; i < list->size(); ++i) {
        View t{list->get(i)};
        const std::string key = "sets[" + std::to_string(i) + "]";
        SetInfo s;
        if (!rd.text(t["id"], key + ".id", s.id) || !rd.text(t["name"], key + ".name", s.name) ||
            !rd.text(t["text"], key + ".text", s.text))
            return false;
        d.sets.push_back(std::move(s));
    }
    return true;
}

}  // namespace

Result<GameData> parse_rebel_princess_data(std::string_view toml_text, const std::string& source) {
    auto parsed = parse_toml(toml_text, source);
    if (!parsed) return fail(parsed.error());
    const toml::table& root = *parsed;
    TomlReader rd{source, {}};
    GameData d;
    View r{root};
    const bool ok = rd.text(r["game"]["id"], "game.id", d.id) && rd.text(r["game"]["name"], "game.name", d.name) &&
                    rd.number(r["game"]["rounds"], "game.rounds", d.rounds, 1, 20) &&
                    rd.number(r["game"]["min_players"], "game.min_players", d.min_players, 3, 6) &&
                    rd.number(r["game"]["max_players"], "game.max_players", d.max_players, d.min_players,
                              static_cast<int>(tt::kMaxSeats)) &&
                    read_suits(rd, r, d) && read_deck(rd, r, d) && read_sets(rd, r, d) &&
                    read_round_cards(rd, r, d) && read_princesses(rd, r, d) && read_readings(rd, r, d) &&
                    read_topics(rd, r, d);
    if (!ok) return fail(rd.error);
    return d;
}

std::string_view builtin_data_text() { return embedded::rebel_princess_toml(); }

Result<GameData> load_builtin_rebel_princess_data() {
    return parse_rebel_princess_data(builtin_data_text(), "games/rebel-princess.toml (built in)");
}

}  // namespace zref::rp
