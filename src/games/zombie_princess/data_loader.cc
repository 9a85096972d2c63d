#include "games/zombie_princess/data_loader.h"

#include <toml++/toml.h>

#include <optional>
#include <string_view>
#include <utility>
#include <vector>


#include "core/text.h"
#include "games/zombie_princess/limits.h"
#include "games/zombie_princess/reading_loader.h"
#include "core/toml_reader.h"

// games/zombie-princess.toml, compiled in by cmake/embed.cmake.
namespace zref::embedded {
std::string_view zombie_princess_toml();
}

namespace zref::zp {

namespace {

// A card's value and suit are bytes (games/trick_taking/card.h) and the notation reads up
// to two digits: larger numbers in the data would wrap to another card.
constexpr int kMaxCardValue = 99;
// The game state keeps per-seat and per-suit lists inside itself (zp/limits.h).
constexpr std::size_t kSuitLimit = kMaxSuits;
constexpr int kSeatLimit = static_cast<int>(kMaxSeats);

// A Princess is found by any of her words (id, name, aliases; case folded),
// so a word that already names another Princess would make the lookup depend
// on their order. Returns the word and the Princess it already names.
std::optional<std::pair<std::string, std::string>> clashing_word(const std::vector<zp::PrincessInfo>& known,
                                                                 const zp::PrincessInfo& p) {
    auto words = [](const zp::PrincessInfo& q) {
        std::vector<std::string_view> w{q.id, q.name};
        w.insert(w.end(), q.aliases.begin(), q.aliases.end());
        return w;
    };
    for (const auto& other : known)
        for (std::string_view mine : words(p))
            for (std::string_view theirs : words(other))
                if (iequals(mine, theirs)) return std::pair{std::string(mine), other.name};
    return std::nullopt;
}

}  // namespace

Result<zp::GameData> parse_game_data(std::string_view toml_text, const std::string& source) {
    auto parsed = parse_toml(toml_text, source);
    if (!parsed) return fail(parsed.error());
    const toml::table& root = *parsed;
    TomlReader rd{source, {}};
    zp::GameData d;
    toml::node_view<const toml::node> r{root};
    bool ok = rd.get(r["game"]["id"], "game.id", d.id) && rd.get(r["game"]["name"], "game.name", d.name) &&
              rd.get_int(r["game"]["rounds"], "game.rounds", d.rounds) &&
              rd.get_int(r["game"]["starting_skulls"], "game.starting_skulls", d.starting_skulls) &&
              rd.get_int(r["game"]["min_players"], "game.min_players", d.min_players) &&
              rd.get_int(r["game"]["max_players"], "game.max_players", d.max_players);
    if (!ok) return fail(rd.error);
    if (d.min_players < 2 || d.max_players < d.min_players || d.max_players > kSeatLimit)
        return fail(source + ": game: players must run from at least 2 to at most " + std::to_string(kSeatLimit) +
                    ", not " + std::to_string(d.min_players) + " to " + std::to_string(d.max_players));

    const auto* suits = r["suits"].as_array();
    if (!suits || suits->empty()) return fail(source + ": suits: must be an array of tables");
    if (suits->size() > kSuitLimit)
        return fail(source + ": suits: at most " + std::to_string(kSuitLimit) + " suits, not " +
                    std::to_string(suits->size()));
    for (std::size_t i = 0; i < suits->size(); ++i) {
        toml::node_view<const toml::node> s{suits->get(i)};
        std::string key = "suits[" + std::to_string(i) + "]";
        SuitInfo info;
        if (!rd.get(s["id"], key + ".id", info.id) || !rd.get(s["name"], key + ".name", info.name) ||
            !rd.get(s["singular"], key + ".singular", info.singular) ||
            !rd.strings(s["codes"], key + ".codes", info.codes) || !rd.get(s["trump"], key + ".trump", info.trump))
            return fail(rd.error);
        for (auto& c : info.codes) c = lower(c);
        d.suits.push_back(std::move(info));
    }

    if (!rd.count_map(r["deck"]["max_value"], "deck.max_value", d.max_value)) return fail(rd.error);
    for (const auto& [players, max] : d.max_value)
        if (max < 1 || max > kMaxCardValue)
            return fail(source + ": deck.max_value: " + std::to_string(players) + " players: must be from 1 to " +
                        std::to_string(kMaxCardValue));
    std::string frog_suit;
    int frog_value = 0;
    if (!rd.get(r["frog"]["suit"], "frog.suit", frog_suit) ||
        !rd.number(r["frog"]["value"], "frog.value", frog_value, 1, kMaxCardValue) ||
        !rd.get(r["frog"]["note"], "frog.note", d.frog_note))
        return fail(rd.error);
    {
        CardCodec probe(d.suits, kMaxCardValue, std::nullopt);
        auto suit = probe.parse_suit(frog_suit);
        if (!suit) return fail(source + ": frog.suit: no suit '" + frog_suit + "'");
        d.frog = Card{*suit, static_cast<std::uint8_t>(frog_value)};
    }

    auto sc = r["scoring"];
    ok = rd.count_map(sc["zero_bid_skulls_individuals"], "scoring.zero_bid_skulls_individuals",
                      d.zero_bid_skulls_individuals) &&
         rd.get_int(sc["zero_bid_skulls_teams"], "scoring.zero_bid_skulls_teams", d.zero_bid_skulls_teams) &&
         rd.get_int(sc["missed_trick_cost_individuals"], "scoring.missed_trick_cost_individuals",
                    d.missed_trick_cost_individuals) &&
         rd.get_int(sc["missed_trick_cost_teams"], "scoring.missed_trick_cost_teams", d.missed_trick_cost_teams) &&
         rd.get_int(sc["over_trick_cost_individuals"], "scoring.over_trick_cost_individuals",
                    d.over_trick_cost_individuals) &&
         rd.get_int(sc["over_trick_cost_teams"], "scoring.over_trick_cost_teams", d.over_trick_cost_teams);
    if (!ok) return fail(rd.error);

    if (const auto* topics = r["topics"].as_array())
        for (std::size_t i = 0; i < topics->size(); ++i) {
            toml::node_view<const toml::node> t{topics->get(i)};
            std::string key = "topics[" + std::to_string(i) + "]";
            zp::Topic topic;
            if (!rd.get(t["id"], key + ".id", topic.id) || !rd.get(t["title"], key + ".title", topic.title) ||
                !rd.get(t["text"], key + ".text", topic.text))
                return fail(rd.error);
            d.topics.push_back(std::move(topic));
        }
    if (const auto* interps = r["interpretations"].as_array())
        for (std::size_t i = 0; i < interps->size(); ++i) {
            toml::node_view<const toml::node> t{interps->get(i)};
            std::string key = "interpretations[" + std::to_string(i) + "]";
            zp::Interpretation in;
            if (!rd.get(t["id"], key + ".id", in.id) || !rd.get(t["topic"], key + ".topic", in.topic) ||
                !rd.get(t["text"], key + ".text", in.text))
                return fail(rd.error);
            d.interpretations.push_back(std::move(in));
        }

    const auto* cards = r["round_cards"].as_array();
    if (!cards) return fail(source + ": round_cards: must be an array of tables");
    for (std::size_t i = 0; i < cards->size(); ++i) {
        toml::node_view<const toml::node> t{cards->get(i)};
        std::string key = "round_cards[" + std::to_string(i) + "]";
        zp::RoundCardInfo rc;
        std::string letter, dir;
        if (!rd.get(t["letter"], key + ".letter", letter) || !rd.get(t["name"], key + ".name", rc.name) ||
            !rd.get(t["hourglass"], key + ".hourglass", rc.hourglass) ||
            !rd.get(t["pass_direction"], key + ".pass_direction", dir) ||
            !rd.get(t["effect"], key + ".effect", rc.effect) ||
            !rd.strings(t["interpretations"], key + ".interpretations", rc.interpretations, true))
            return fail(rd.error);
        if (letter.size() != 1 || letter[0] < 'a' || letter[0] > 'z')
            return fail(source + ": " + key + ".letter: must be one letter a-z");
        rc.letter = letter[0];
        if (auto n = t["pass_count"].value<std::int64_t>()) rc.pass_count = static_cast<int>(*n);
        else if (auto w = t["pass_count"].value<std::string>(); w && *w == "half") rc.pass_count = -2;
        else if (w && *w == "unknown") rc.pass_count = -1;
        else return fail(source + ": " + key + ".pass_count: must be a number, \"half\" or \"unknown\"");
        if (dir == "left") rc.pass_direction = zp::PassDirection::Left;
        else if (dir == "right") rc.pass_direction = zp::PassDirection::Right;
        else if (dir == "unknown") rc.pass_direction = zp::PassDirection::Unknown;
        else return fail(source + ": " + key + ".pass_direction: must be \"left\", \"right\" or \"unknown\"");
        d.round_cards.push_back(std::move(rc));
    }

    const auto* princesses = r["princesses"].as_array();
    if (!princesses) return fail(source + ": princesses: must be an array of tables");
    for (std::size_t i = 0; i < princesses->size(); ++i) {
        toml::node_view<const toml::node> t{princesses->get(i)};
        std::string key = "princesses[" + std::to_string(i) + "]";
        zp::PrincessInfo p;
        std::string timing;
        if (!rd.get(t["id"], key + ".id", p.id) || !rd.get(t["name"], key + ".name", p.name) ||
            !rd.get(t["power"], key + ".power", p.power) || !rd.get(t["timing"], key + ".timing", timing) ||
            !rd.get(t["teams_only"], key + ".teams_only", p.teams_only) ||
            !rd.get(t["skull_icon"], key + ".skull_icon", p.skull_icon) ||
            !rd.strings(t["aliases"], key + ".aliases", p.aliases, true) ||
            !rd.get(t["effect"], key + ".effect", p.effect) ||
            !rd.strings(t["interpretations"], key + ".interpretations", p.interpretations, true))
            return fail(rd.error);
        if (timing == "always-active") p.always_active = true;
        else if (timing != "once-per-round")
            return fail(source + ": " + key + ".timing: must be \"once-per-round\" or \"always-active\"");
        for (auto& a : p.aliases) a = lower(a);
        if (auto clash = clashing_word(d.princesses, p))
            return fail(source + ": " + key + ": '" + clash->first + "' already names " + clash->second +
                        "; each id, name and alias must name one Princess");
        d.princesses.push_back(std::move(p));
    }
    if (auto ok = load_readings(root, source, d); !ok) return fail(ok.error());
    return d;
}

Result<zp::GameData> load_builtin_game_data() {
    return parse_game_data(builtin_data_text(), "games/zombie-princess.toml (built in)");
}

std::string_view builtin_data_text() { return embedded::zombie_princess_toml(); }

}  // namespace zref::zp
