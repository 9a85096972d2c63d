// `zref rules --game zombie-paella [TOPIC]`: the topics in our words, our
// readings, and every card by id or name with where each of its facts comes
// from (the rulebook, a step from it, or our reading), so a table knows
// which cards to check against the printed ones.
#include <optional>

#include "core/text.h"
#include "games/zombie_paella/module.h"

namespace zref::paella {

namespace {

// Where a field's value comes from, in the words the card text uses.
std::string field_source(const CardInfo& c, std::string_view field) {
    if (c.states(field)) return "the rulebook";
    if (c.derives(field)) return "follows from the rulebook, see the notes";
    return "our reading: check the printed card";
}

// The describing line that gives what the data lacks: a known card needs only its missing numbers.
std::string card_line_hint(const CardInfo& c, const std::vector<std::string>& missing) {
    std::string out = "card " + c.id;
    for (const auto& f : missing) out += " " + f + " N";
    return out;
}

// The numbers a card of this kind carries.
std::vector<std::pair<std::string, std::optional<int>>> card_numbers(const CardInfo& c) {
    switch (c.kind) {
        case CardKind::ingredient: return {{"worth", c.worth}};
        case CardKind::discardable: return {{"draws", c.draws}};
        case CardKind::permanent: return {};
        case CardKind::battle: return {{"attack", c.attack}, {"defence", c.defence}};
        case CardKind::special: return {{"strength", c.strength}};
    }
    return {};
}

std::string field_title(std::string word) {
    if (!word.empty() && word[0] >= 'a' && word[0] <= 'z') word[0] = static_cast<char>(word[0] - 'a' + 'A');
    return word;
}

std::string yes_or_no_word(bool b) { return b ? "yes" : "no"; }

std::string rules_index(const GameData& data) {
    std::vector<std::string> topics, readings;
    for (const auto& t : data.topics) topics.push_back(t.id);
    for (const auto& i : data.interpretations) readings.push_back(i.id);
    std::string out = data.name + " topics: " + join(topics, " ") + "\n";
    for (CardKind kind : {CardKind::ingredient, CardKind::discardable, CardKind::permanent, CardKind::battle,
                          CardKind::special}) {
        std::vector<std::string> ids;
        for (const auto& c : data.cards)
            if (c.kind == kind) ids.push_back(c.id);
        if (!ids.empty()) out += "Cards (" + std::string(kind_name(kind)) + "): " + join(ids, " ") + "\n";
    }
    out += "Our readings (the rulebook leaves room): " + join(readings, " ") + "\n";
    out += switchable_lines(data.choices);
    return out + "Show one with 'zref rules --game " + data.id + " TOPIC' (a card by its id or name)\n";
}

std::vector<std::string> rules_words(const GameData& data) {
    std::vector<std::string> words;
    for (const auto& t : data.topics) words.push_back(t.id);
    for (const auto& i : data.interpretations) words.push_back(i.id);
    for (const auto& c : data.cards) words.push_back(c.id);
    return words;
}

const Interpretation* reading_by_id(const GameData& data, std::string_view word) {
    for (const auto& i : data.interpretations)
        if (iequals(i.id, word)) return &i;
    return nullptr;
}

}  // namespace

std::string card_rules_text(const CardInfo& c) {
    std::string out = c.name + " (" + c.id + "): " + std::string(kind_name(c.kind)) + " card\n";
    out += "  Kind: " + std::string(kind_name(c.kind)) + " (" + field_source(c, "kind") + ")\n";
    std::vector<std::string> missing;
    for (const auto& [field, value] : card_numbers(c)) {
        if (value) {
            out += "  " + field_title(field) + ": " + std::to_string(*value) + " (" + field_source(c, field) + ")\n";
        } else {
            out += "  " + field_title(field) + ": not given (the rulebook does not print it: the table describes it)\n";
            missing.push_back(field);
        }
    }
    if (c.teamwork) out += "  Teamwork: yes (" + field_source(c, "teamwork") + ")\n";
    if (c.instant) out += "  Instant: " + yes_or_no_word(*c.instant) + " (" + field_source(c, "instant") + ")\n";
    if (c.not_in_two_player)
        out += "  Left out with two players: " + yes_or_no_word(*c.not_in_two_player) + " (" +
               field_source(c, "not_in_two_player") + ")\n";
    out += "  Effect: " + c.effect + "\n";
    for (const auto& n : c.notes) out += "  Note: " + n + "\n";
    if (!missing.empty())
        out += "  At the table, before it is refereed: " + card_line_hint(c, missing) + "\n";
    return out;
}

Result<std::string> Module::rules(const LoadedData& loaded, std::string_view topic_view) const {
    const GameData& data = data_of(loaded);
    const std::string topic(topic_view);
    if (topic.empty() || iequals(topic, data.id)) return rules_index(data);
    if (const auto* t = find_topic(data.topics, topic)) return t->title + "\n" + t->text + "\n";
    if (const auto* i = reading_by_id(data, topic)) return reading_text(*i, data.choice(i->id), data.id);
    if (const auto* c = data.card(topic)) return card_rules_text(*c);
    return fail("The Zombie Paella has no rules topic or card '" + topic + "'" + did_you_mean(topic, rules_words(data)) +
                ": 'zref rules --game " + data.id + "' lists the topics, cards and readings");
}

bool Module::has_rules_topic(const LoadedData& loaded, std::string_view topic) const {
    const GameData& data = data_of(loaded);
    return !topic.empty() && (find_topic(data.topics, topic) || reading_by_id(data, topic) || data.card(topic));
}

std::vector<std::string> Module::rules_topics(const LoadedData& loaded) const { return rules_words(data_of(loaded)); }

}  // namespace zref::paella
