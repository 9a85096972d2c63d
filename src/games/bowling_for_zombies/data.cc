#include "games/bowling_for_zombies/data.h"

#include "core/text.h"

namespace zref::bfz {

int GameData::lane_deck_size() const {
    int n = 0;
    for (auto [pins, copies] : lane_counts) n += copies;
    return n;
}

const VariantInfo* GameData::variant(Variant v) const {
    for (const auto& info : variants)
        if (info.variant == v) return &info;
    return nullptr;
}

const VariantInfo* GameData::variant(std::string_view word) const {
    for (const auto& info : variants) {
        if (iequals(info.id, word) || iequals(info.name, word)) return &info;
        for (const auto& a : info.aliases)
            if (iequals(a, word)) return &info;
    }
    return nullptr;
}

std::vector<std::string> GameData::variant_ids() const {
    std::vector<std::string> out;
    for (const auto& info : variants) out.push_back(info.id);
    return out;
}

const Interpretation* GameData::interpretation(std::string_view id) const { return find_interpretation(interpretations, id); }

const Topic* GameData::topic(std::string_view id) const { return find_topic(topics, id); }

}  // namespace zref::bfz
