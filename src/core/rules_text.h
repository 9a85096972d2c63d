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

// A topic in our words, then every reading of ours filed under it (`zref rules TOPIC`).
inline std::string topic_text(const Topic& t, const std::vector<Interpretation>& readings) {
    std::string out = t.title + "\n" + t.text + "\n";
    for (const auto& i : readings)
        if (i.topic == t.id) out += "  Our reading (" + i.id + "): " + i.text + "\n";
    return out;
}

inline std::vector<std::string> topic_ids(const std::vector<Topic>& topics) {
    std::vector<std::string> ids;
    for (const auto& t : topics) ids.push_back(t.id);
    return ids;
}

}  // namespace zref
