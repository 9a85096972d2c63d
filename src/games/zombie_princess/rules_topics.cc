// `zref rules` for Zombie Princess: the rulebook's topics in our words, a
// Round card by letter, a Princess by name, each with our readings where the
// rulebook leaves room.
#include "core/rules_text.h"
#include "core/text.h"
#include "games/zombie_princess/module.h"
#include "games/zombie_princess/reading_text.h"

namespace zref::zp {

namespace {

// What the card's arrow says, as the game data or the user's [pass] table has it.
std::string pass_line(const RoundCardInfo& rc) {
    if (rc.pass_count == -1 || rc.pass_direction == PassDirection::Unknown)
        return "Pass: as printed on your card (type it once, at setup as 'passes " + std::string(1, rc.letter) +
               " 1 right' or as the round starts as 'passes 1 right', or write " + std::string(1, rc.letter) +
               " = \"1 right\" in the [pass] table of your zref config.toml; zref then reminds the table and "
               "checks the pass announced)";
    const std::string count = pass_count_text(rc.pass_count);
    const std::string way = rc.pass_direction == PassDirection::Left ? "left" : "right";
    return "Pass: " + count + " to the " + way + " (Teams: exchange as many with your partner)";
}

const RoundCardInfo* round_card_topic(const GameData& data, std::string_view topic) {
    return topic.size() == 1 ? data.round_card(topic[0]) : nullptr;
}

// The readings a table may switch that are filed under `about`.
std::string readings_of(const GameData& data, std::string_view about) {
    std::string out;
    for (const ReadingInfo* r : readings_about(data, about)) out += reading_text(*r);
    return out;
}

// `zref rules readings`: every reading a table may switch.
std::string all_readings(const GameData& data) {
    std::string out = "Readings a table may switch (a fair referee could rule either way; zref follows the default):\n";
    for (const auto& r : data.readings) out += reading_text(r);
    return out;
}

}  // namespace

Result<std::string> Module::rules(const LoadedData& loaded, std::string_view topic_view) const {
    const GameData& data = data_of(loaded);
    const std::string topic(topic_view);
    if (topic.empty()) {
        std::string out = "Topics:";
        for (const auto& t : data.topics) out += " " + t.id;
        out += "\nRound cards: a-z (e.g. 'zref rules g'); Princesses:";
        for (const auto& p : data.princesses) out += " " + p.id;
        out += "\nReadings a table may switch ('zref rules readings' shows them all):";
        for (const auto& r : data.readings) out += " " + r.id;
        return out + "\n";
    }
    if (iequals(topic, "readings")) return all_readings(data);
    if (const auto* reading = data.reading(topic)) return reading_text(*reading);
    if (const auto* t = data.topic(topic)) return topic_text(*t, data.interpretations) + readings_of(data, t->id);
    if (const auto* rc = round_card_topic(data, topic)) {
        std::string out = std::string(1, rc->letter) + ". " + rc->name + (rc->hourglass ? " (Hourglass)" : "") + "\n" +
                          rc->effect + "\n";
        for (const auto& i : rc->interpretations) out += "  Our reading: " + i + "\n";
        return out + readings_of(data, std::string(1, rc->letter)) + pass_line(*rc) + "\n";
    }
    if (const auto* p = data.princess(topic)) {
        std::string out = p->name + ": " + p->power + (p->always_active ? " (always active)" : " (once per round)") +
                          (p->teams_only ? " (Teams only)" : "") + "\n" + p->effect + "\n";
        for (const auto& i : p->interpretations) out += "  Our reading: " + i + "\n";
        return out + readings_of(data, p->id);
    }
    std::vector<std::string> words = topic_ids(data.topics);
    for (const auto& p : data.princesses) words.push_back(p.id);
    words.emplace_back("readings");
    for (const auto& r : data.readings) words.push_back(r.id);
    return fail("no rules topic '" + topic + "'" + did_you_mean(topic, words) + ": try a topic (" +
                join(topic_ids(data.topics), ", ") + "), a Round card letter a-z, a Princess, 'readings' or a reading's id");
}

bool Module::has_rules_topic(const LoadedData& loaded, std::string_view topic) const {
    const GameData& data = data_of(loaded);
    return !topic.empty() && (data.topic(std::string(topic)) || round_card_topic(data, topic) ||
                              data.princess(std::string(topic)) || iequals(topic, "readings") || data.reading(topic));
}

std::vector<std::string> Module::rules_topics(const LoadedData& loaded) const {
    const GameData& data = data_of(loaded);
    std::vector<std::string> words = topic_ids(data.topics);
    for (const auto& rc : data.round_cards) words.emplace_back(1, rc.letter);
    for (const auto& p : data.princesses) words.push_back(p.id);
    words.emplace_back("readings");
    for (const auto& r : data.readings) words.push_back(r.id);
    return words;
}

}  // namespace zref::zp
