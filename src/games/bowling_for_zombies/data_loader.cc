#include "games/bowling_for_zombies/data_loader.h"

#include <toml++/toml.h>

#include <cstdint>
#include <string>

#include "core/text.h"
#include "core/toml_reader.h"

// games/bowling-for-zombies.toml, compiled in by cmake/embed.cmake.
namespace zref::embedded {
std::string_view bowling_for_zombies_toml();
}

namespace zref::bfz {

using View = TomlReader::View;

// Copies of one Lane card: the box's deck has 40 cards in all; 999 is far
// beyond any real deck and keeps 9 x 999 well inside an int.
constexpr std::int64_t kMaxLaneCopies = 999;

Result<bfz::GameData> parse_bowling_data(std::string_view toml_text, const std::string& source) {
    auto parsed = parse_toml(toml_text, source);
    if (!parsed) return fail(parsed.error());
    const toml::table& root = *parsed;
    TomlReader rd{source, {}};
    bfz::GameData d;
    View r{root};
    if (!rd.text(r["game"]["id"], "game.id", d.id) || !rd.text(r["game"]["name"], "game.name", d.name) ||
        !rd.number(r["game"]["min_players"], "game.min_players", d.min_players, 2, 20) ||
        !rd.number(r["game"]["zombie_sets"], "game.zombie_sets", d.max_players, 2, 20) ||
        !rd.number(r["game"]["highest_zombie"], "game.highest_zombie", d.highest_zombie, 1, 9) ||
        !rd.number(r["game"]["phantom_players"], "game.phantom_players", d.phantom_players, 0, 20) ||
        !rd.number(r["body_parts"]["head_max_sum"], "body_parts.head_max_sum", d.head_max_sum, 0, 100) ||
        !rd.number(r["body_parts"]["leg_value"], "body_parts.leg_value", d.leg_value, -20, 0))
        return fail(rd.error);
    if (d.min_players > d.max_players) return fail(source + ": game.min_players: is more than game.zombie_sets");
    if (d.phantom_players > d.max_players) return fail(source + ": game.phantom_players: is more than game.zombie_sets");
    if (d.phantom_players >= 3) return fail(source + ": game.phantom_players: the phantom hand joins a table of 2 at most");

    const auto* counts = r["lanes"]["counts"].as_table();
    if (!counts) return fail(source + ": lanes.counts: must be a table of pins = copies");
    for (const auto& [k, v] : *counts) {
        const std::string key(k.str());
        auto copies = v.value<std::int64_t>();
        int pins = -1;
        try {
            std::size_t used = 0;
            pins = std::stoi(key, &used);
            if (used != key.size()) pins = -1;
        } catch (...) {
            pins = -1;
        }
        // Copies are bounded so the deck's size (their sum) always fits an int.
        if (pins < 1 || pins > 9 || !copies || *copies < 0 || *copies > kMaxLaneCopies)
            return fail(source + ": lanes.counts: '" + key + "' must be pins 1-9 mapped to a number of copies (0 to " +
                        std::to_string(kMaxLaneCopies) + ")");
        d.lane_counts[pins] = static_cast<int>(*copies);
    }
    if (d.lane_deck_size() == 0) return fail(source + ": lanes.counts: the Lane deck is empty");

    const auto* variants = r["variants"].as_array();
    if (!variants) return fail(source + ": variants: must be an array of tables");
    for (std::size_t i = 0; i < variants->size(); ++i) {
        View t{variants->get(i)};
        const std::string key = "variants[" + std::to_string(i) + "]";
        bfz::VariantInfo v;
        if (!rd.text(t["id"], key + ".id", v.id) || !rd.text(t["name"], key + ".name", v.name) ||
            !rd.number(t["rounds"], key + ".rounds", v.rounds, 1, 10) || !rd.strings(t["aliases"], key + ".aliases", v.aliases, true) ||
            !rd.text(t["text"], key + ".text", v.text))
            return fail(rd.error);
        if (v.id == "standard") v.variant = bfz::Variant::Standard;
        else if (v.id == "high-low") v.variant = bfz::Variant::HighLow;
        else if (v.id == "poker") v.variant = bfz::Variant::Poker;
        else if (v.id == "blackjack") v.variant = bfz::Variant::Blackjack;
        else return fail(source + ": " + key + ".id: must be standard, high-low, poker or blackjack");
        if (v.variant == bfz::Variant::HighLow && v.rounds % 2 != 0)
            return fail(source + ": " + key + ".rounds: High and Low needs an even number of rounds (two halves)");
        if (v.variant == bfz::Variant::HighLow && v.rounds != 6)
            return fail(source + ": " + key + ".rounds: High and Low builds two three-digit numbers: 6 rounds");
        if (v.rounds > d.highest_zombie + 1)
            return fail(source + ": " + key + ".rounds: more rounds than Zombies in a set");
        d.variants.push_back(std::move(v));
    }
    if (!d.variant(bfz::Variant::Standard)) return fail(source + ": variants: the 'standard' variant is missing");

    if (const auto* topics = r["topics"].as_array())
        for (std::size_t i = 0; i < topics->size(); ++i) {
            View t{topics->get(i)};
            const std::string key = "topics[" + std::to_string(i) + "]";
            bfz::Topic topic;
            if (!rd.text(t["id"], key + ".id", topic.id) || !rd.text(t["title"], key + ".title", topic.title) ||
                !rd.text(t["text"], key + ".text", topic.text))
                return fail(rd.error);
            d.topics.push_back(std::move(topic));
        }
    if (const auto* interps = r["interpretations"].as_array())
        for (std::size_t i = 0; i < interps->size(); ++i) {
            View t{interps->get(i)};
            const std::string key = "interpretations[" + std::to_string(i) + "]";
            bfz::Interpretation in;
            if (!rd.text(t["id"], key + ".id", in.id) || !rd.text(t["topic"], key + ".topic", in.topic) ||
                !rd.text(t["text"], key + ".text", in.text))
                return fail(rd.error);
            d.interpretations.push_back(std::move(in));
        }
    return d;
}

Result<bfz::GameData> load_builtin_bowling_data() {
    return parse_bowling_data(builtin_data_text(), "games/bowling-for-zombies.toml (built in)");
}

std::string_view builtin_data_text() { return embedded::bowling_for_zombies_toml(); }

}  // namespace zref::bfz
