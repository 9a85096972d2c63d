// The rules in our own words, as every game's data file holds them: topics
// (`zref rules scoring`) and our readings where a rulebook leaves room.
#pragma once
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "core/ruling.h"
#include "core/text.h"

namespace zref {

struct Topic {
    std::string id, title, text;
};

struct Interpretation {
    std::string id, topic, text;
};

// A reading a table may switch (`reading ID VALUE`): its values, the first
// being our default, and the one in force at this table.
struct ReadingChoice {
    std::string id;
    std::vector<std::string> values;
    std::string value;
};

// The switchable reading named `id` (any case), or nullptr.
inline const ReadingChoice* find_choice(const std::vector<ReadingChoice>& all, std::string_view id) {
    for (const auto& c : all)
        if (iequals(c.id, id)) return &c;
    return nullptr;
}

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

// `zref rules READING`: our reading, and for one a table may switch, its values.
inline std::string reading_text(const Interpretation& i, const ReadingChoice* choice, std::string_view game_id) {
    std::string out = "Our reading (" + i.id + "): " + i.text + "\n";
    if (choice)
        out += "  Values: " + join(choice->values, ", ") + " (" + choice->values.front() +
               " unless the table switches it: zref new --game " + std::string(game_id) + " --reading " + choice->id +
               "=VALUE, or 'reading " + choice->id + " VALUE' before play)\n";
    return out;
}

// The index's lines for the readings a table may switch.
inline std::string switchable_lines(const std::vector<ReadingChoice>& choices) {
    std::string out;
    for (const auto& c : choices)
        out += "A table may switch " + c.id + ": " + join(c.values, " or ") + " (zref new --reading " + c.id + "=VALUE)\n";
    return out;
}

// `zref new --reading ID=VALUE[,ID=VALUE...]` as the journal's `reading ID VALUE` lines.
inline Result<std::vector<std::string>> reading_lines(const std::string& option) {
    std::vector<std::string> lines;
    for (const auto& pair : split_names(option)) {
        const auto eq = pair.find('=');
        if (eq == std::string::npos) return fail("new: --reading " + pair + ": write ID=VALUE");
        lines.push_back("reading " + pair.substr(0, eq) + " " + pair.substr(eq + 1));
    }
    return lines;
}

// A `reading ID VALUE` line checked against the readings a table may switch,
// and the value set in `choices`; the ruling names the reading's text.
inline Result<Ruling> switch_reading(std::vector<ReadingChoice>& choices, const std::vector<Interpretation>& readings,
                                     const std::vector<std::string>& args) {
    std::vector<std::string> ids;
    for (const auto& ch : choices) ids.push_back(ch.id);
    ReadingChoice* choice = nullptr;
    for (auto& ch : choices)
        if (!args.empty() && iequals(ch.id, args[0])) choice = &ch;
    if (!choice) return fail("reading takes one of the readings a table may switch and its value: " + join(ids, ", "));
    const std::string value = args.size() == 2 ? lower(args[1]) : std::string();
    if (std::find(choice->values.begin(), choice->values.end(), value) == choice->values.end())
        return fail("reading " + choice->id + " takes one of " + join(choice->values, ", "));
    choice->value = value;
    Ruling r;
    r.canonical = "reading " + choice->id + " " + value;
    r.headline = "Reading " + choice->id + ": " + value + (value == choice->values.front() ? " (our default)" : "");
    for (const auto& i : readings)
        if (i.id == choice->id) r.because(i.text, "Our reading");
    return r;
}

inline std::vector<std::string> topic_ids(const std::vector<Topic>& topics) {
    std::vector<std::string> ids;
    for (const auto& t : topics) ids.push_back(t.id);
    return ids;
}

}  // namespace zref
