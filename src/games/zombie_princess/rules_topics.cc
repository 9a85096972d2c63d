// `zref rules` for Zombie Princess: the rulebook's topics in our words, a
// Round card by letter, a Princess by name, each with our readings where the
// rulebook leaves room.
#include "core/rules_text.h"
#include "core/text.h"
#include "games/zombie_princess/module.h"

namespace zref::zp {

namespace {

// What the card's arrow says, as the game data or the user's [pass] table has it.
std::string pass_line(const RoundCardInfo& rc) {
    if (rc.pass_count == -1 || rc.pass_direction == PassDirection::Unknown)
        return "Pass: as printed on your card (write it in the [pass] table of your zref config.toml, e.g. " +
               std::string(1, rc.letter) + " = \"1 right\", and zref reminds the table)";
    const std::string count = rc.pass_count == -2 ? "half your hand"
                                                  : std::to_string(rc.pass_count) + (rc.pass_count == 1 ? " card" : " cards");
    const std::string way = rc.pass_direction == PassDirection::Left ? "left" : "right";
    return "Pass: " + count + " to the " + way + " (Teams: exchange as many with your partner)";
}

const RoundCardInfo* round_card_topic(const GameData& data, std::string_view topic) {
    return topic.size() == 1 ? data.round_card(topic[0]) : nullptr;
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
        return out + "\n";
    }
    if (const auto* t = data.topic(topic)) return topic_text(*t, data.interpretations);
    if (const auto* rc = round_card_topic(data, topic)) {
        std::string out = std::string(1, rc->letter) + ". " + rc->name + (rc->hourglass ? " (Hourglass)" : "") + "\n" +
                          rc->effect + "\n";
        for (const auto& i : rc->interpretations) out += "  Our reading: " + i + "\n";
        return out + pass_line(*rc) + "\n";
    }
    if (const auto* p = data.princess(topic)) {
        std::string out = p->name + ": " + p->power + (p->always_active ? " (always active)" : " (once per round)") +
                          (p->teams_only ? " (Teams only)" : "") + "\n" + p->effect + "\n";
        for (const auto& i : p->interpretations) out += "  Our reading: " + i + "\n";
        return out;
    }
    std::vector<std::string> words = topic_ids(data.topics);
    for (const auto& p : data.princesses) words.push_back(p.id);
    return fail("no rules topic '" + topic + "'" + did_you_mean(topic, words) + ": try a topic (" +
                join(topic_ids(data.topics), ", ") + "), a Round card letter a-z, a Princess");
}

bool Module::has_rules_topic(const LoadedData& loaded, std::string_view topic) const {
    const GameData& data = data_of(loaded);
    return !topic.empty() && (data.topic(std::string(topic)) || round_card_topic(data, topic) ||
                              data.princess(std::string(topic)));
}

std::vector<std::string> Module::rules_topics(const LoadedData& loaded) const {
    const GameData& data = data_of(loaded);
    std::vector<std::string> words = topic_ids(data.topics);
    for (const auto& rc : data.round_cards) words.emplace_back(1, rc.letter);
    for (const auto& p : data.princesses) words.push_back(p.id);
    return words;
}

}  // namespace zref::zp
