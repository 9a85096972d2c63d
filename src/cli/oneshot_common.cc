#include "cli/oneshot_common.h"

#include <algorithm>
#include <cctype>
#include <cstdio>

#include "core/text.h"
#include "cli/app.h"
#include "store/config.h"
#include "store/game_data_loader.h"

namespace zref::cli {

// The game data with the user's settings on it, as a game would have them:
// the Round cards' pass counts and the table's Frog (--frog still wins).
Result<zp::GameData> oneshot_game_data(const std::string& override_path) {
    auto config = store::load_user_config();
    if (!config) return fail(config.error());
    auto data = configured_game_data(override_path, *config);
    if (!data) return data;
    if (!config->frog.empty()) {
        int widest = 0;
        for (auto [players, max] : data->max_value) widest = std::max(widest, max);
        if (auto card = CardCodec(data->suits, widest, data->frog).parse(config->frog)) data->frog = *card;
    }
    return data;
}

std::vector<std::string> split_list(const std::string& text) {
    const bool commas = text.find(',') != std::string::npos;
    std::vector<std::string> out;
    std::string cur;
    auto flush = [&] {
        while (!cur.empty() && std::isspace(static_cast<unsigned char>(cur.front()))) cur.erase(cur.begin());
        while (!cur.empty() && std::isspace(static_cast<unsigned char>(cur.back()))) cur.pop_back();
        if (!cur.empty()) out.push_back(cur);
        cur.clear();
    };
    for (char c : text) {
        if (c == ',' || (!commas && std::isspace(static_cast<unsigned char>(c)))) flush();
        else cur += c;
    }
    flush();
    return out;
}

Result<char> parse_round_card(const zp::GameData& data, const std::string& word) {
    const std::string w = lower(word);
    if (w.size() == 1)
        if (const auto* rc = data.round_card(w[0])) return rc->letter;
    std::vector<std::string> names;
    for (const auto& rc : data.round_cards) {
        // "Opening Night (of the Living Dead)" is also "Opening Night".
        const std::string short_name = rc.name.substr(0, rc.name.find(" ("));
        if (iequals(rc.name, word) || iequals(short_name, word)) return rc.letter;
        names.push_back(short_name);
    }
    return fail("--round-card: no Round card '" + word + "'" + did_you_mean(word, names) +
                ": give its letter, a to z (e.g. --round-card g for Brain Drain), or its name");
}

int oneshot_error(const std::string& message) {
    std::fputs(("zref: " + message + "\n").c_str(), stderr);
    return 2;
}

}  // namespace zref::cli
