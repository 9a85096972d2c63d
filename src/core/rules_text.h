// The rules in our own words, as every game's data file holds them: topics
// (`zref rules scoring`) and our readings where a rulebook leaves room.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "core/text.h"

namespace zref {

struct Topic {
    std::string id, title, text;
};

struct Interpretation {
    std::string id, topic, text;
};

// The topic named `id` (any case), or nullptr.
inline const Topic* find_topic(const std::vector<Topic>& topics, std::string_view id) {
    for (const auto& t : topics)
        if (iequals(t.id, id)) return &t;
    return nullptr;
}

// The interpretation whose id is exactly `id`, or nullptr.
inline const Interpretation* find_interpretation(const std::vector<Interpretation>& all, std::string_view id) {
    for (const auto& i : all)
        if (i.id == id) return &i;
    return nullptr;
}

}  // namespace zref
