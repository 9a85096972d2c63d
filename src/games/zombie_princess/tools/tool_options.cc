#include "games/zombie_princess/tools/tool_options.h"

#include <algorithm>
#include <cctype>

#include "core/text.h"
#include "games/zombie_princess/module.h"
#include "games/zombie_princess/trick_taking.h"

namespace zref::zp {

GameData tool_game_data(const GameData& source, const UserSettings& settings) {
    GameData data = source;
    if (!settings.frog.empty()) {
        int widest = 0;
        for (auto [players, max] : data.max_value) widest = std::max(widest, max);
        if (auto card = CardCodec(data.suits, widest, data.frog).parse(settings.frog)) data.frog = *card;
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

Result<char> parse_round_card(const GameData& data, const std::string& word) {
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

Result<int> whole_number(const std::string& word, const std::string& option) {
    auto v = parse_number<int>(word);
    if (!v || *v < 0) return fail(option + ": '" + word + "' is not a whole number");
    return *v;
}

Result<std::optional<int>> number_option(const ToolInput& input, const std::string& option) {
    if (!input.given(option)) return std::optional<int>{};
    // A negative number is read here and refused by the scoring, which says what the number is for.
    auto n = parse_number<int>(input.value(option));
    if (!n) return fail(option + ": '" + input.value(option) + "' is not a whole number");
    return std::optional<int>{*n};
}

std::vector<std::string> round_card_letters(const LoadedData& loaded) {
    std::vector<std::string> out;
    for (const auto& rc : data_of(loaded).round_cards) out.emplace_back(1, rc.letter);
    return out;
}

std::vector<std::string> princess_ids(const LoadedData& loaded) {
    std::vector<std::string> out;
    for (const auto& p : data_of(loaded).princesses) out.push_back(p.id);
    return out;
}

}  // namespace zref::zp
