#include "games/trick_taking/deck.h"

#include <algorithm>

#include "core/text.h"

namespace zref::tt {

const CardCodec& cached_codec(const std::vector<SuitInfo>& suits, int min_value, int max_value, std::optional<Card> frog) {
    struct Kept {
        std::vector<SuitInfo> suits;
        int min = 0, max = -1;
        std::optional<Card> frog;
        CardCodec codec;
    };
    thread_local std::vector<Kept> kept;
    for (const auto& k : kept)
        if (k.min == min_value && k.max == max_value && k.frog == frog && k.suits == suits) return k.codec;
    if (kept.size() == 8) kept.erase(kept.begin());
    kept.push_back(Kept{suits, min_value, max_value, frog, CardCodec(suits, min_value, max_value, frog)});
    return kept.back().codec;
}

Status check_player_name(const std::string& name, const CardCodec& probe, std::span<const std::string_view> reserved) {
    if (name.empty()) return fail("a player name cannot be empty");
    // A word of another length is passed over before iequals is called.
    for (std::string_view r : reserved)
        if (r.size() == name.size() && iequals(name, r))
            return fail("'" + name + "' is a word zref uses; choose another player name");
    if (std::all_of(name.begin(), name.end(), [](char ch) { return ch >= '0' && ch <= '9'; }))
        return fail("'" + name + "' is a number; a player name must start with a letter");
    if (probe.try_parse(name)) return fail("'" + name + "' reads as a card; choose another player name");
    return Ok{};
}

}  // namespace zref::tt
