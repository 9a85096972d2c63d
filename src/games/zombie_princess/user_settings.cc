#include "games/zombie_princess/user_settings.h"

#include <algorithm>

#include "core/text.h"
#include "games/zombie_princess/trick_taking.h"

namespace zref::zp {

Status apply_user_settings(const UserSettings& config, GameData& data) {
    auto where = [&](const std::string& key) { return config.where(key); };
    if (!config.players.empty()) {
        const int n = static_cast<int>(config.players.size());
        if (n < data.min_players || n > data.max_players)
            return fail(where("players") + "players: " + std::to_string(n) + " names, but " + data.name + " is for " +
                        std::to_string(data.min_players) + " to " + std::to_string(data.max_players) + " players");
    }
    if (!config.frog.empty()) {
        int widest = 0;
        for (const auto& [players, max] : data.max_value) widest = std::max(widest, max);
        CardCodec codec(data.suits, widest, std::nullopt);
        auto card = codec.parse(config.frog);
        if (!card || lower(config.frog) == "frog")
            return fail(where("frog") + "frog: " + (card ? "'frog' names the Frog, not a card" : card.error()) +
                        "; e.g. frog = \"pets 8\"");
    }
    for (const auto& [letter_key, p] : config.pass) {
        const char letter = letter_key;  // a copy: clang 14 cannot capture a structured binding in the lambda
        auto it = std::find_if(data.round_cards.begin(), data.round_cards.end(),
                               [&](const RoundCardInfo& rc) { return rc.letter == letter; });
        if (it == data.round_cards.end())
            return fail(config.source + ":" + std::to_string(p.line) + ": pass." + std::string(1, letter) +
                        ": no Round card '" + std::string(1, letter) + "' in " + data.name);
        it->pass_count = p.count;
        it->pass_direction = p.to_left ? PassDirection::Left : PassDirection::Right;
    }
    for (const auto& [id, chosen] : config.readings) {
        const std::string at = config.source + ":" + std::to_string(chosen.line) + ": readings." + id + ": ";
        const ReadingInfo* info = data.reading(id);
        if (!info) {
            std::vector<std::string> ids;
            for (const auto& r : data.readings) ids.push_back(r.id);
            return fail(at + "no such reading" + did_you_mean(id, ids) + "; the readings are " + join(ids, ", "));
        }
        std::vector<std::string> values;
        for (const auto& v : info->values) values.push_back(v.id);
        if (std::find(values.begin(), values.end(), chosen.value) == values.end())
            return fail(at + "no value '" + chosen.value + "'; use " + join(values, " or "));
    }
    return Ok{};
}

}  // namespace zref::zp
