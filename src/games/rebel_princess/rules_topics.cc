// `zref rules --game rebel-princess [TOPIC]`: the topics in our words, each
// Round card and Princess by id, and our readings with the values a table
// may switch to.
#include "core/text.h"
#include "games/rebel_princess/module.h"
#include "games/rebel_princess/passes.h"
#include "games/rebel_princess/princess.h"
#include "games/rebel_princess/round_rule.h"

namespace zref::rp {

namespace {

std::string round_card_text(const RoundCardInfo& c) {
    std::string out = c.name + " (" + c.id + ")";
    std::vector<std::string> letters;
    for (const auto& [box, letter] : c.letters) letters.push_back(box + " " + letter);
    out += "\n  Boxes: " + join(c.sets, ", ") + (letters.empty() ? "" : "; letters: " + join(letters, ", "));
    std::vector<std::string> passes;
    for (const auto& [box, pass] : c.passes) passes.push_back(box + ": " + pass_words(pass));
    out += "\n  Pass: " + join(passes, "; ");
    if (c.hourglass) out += "\n  Hourglass: suggested for the last round";
    if (c.teams_only) out += "\n  Team Mode only";
    out += "\n  " + c.effect + "\n";
    for (const auto& n : c.notes) out += "  Note: " + n + "\n";
    if (!c.teams_only && !round_rule(c.id)) out += "  zref does not referee this card yet.\n";
    return out;
}

std::string princess_text(const PrincessInfo& p) {
    std::string out = p.name + ", " + p.power + " (" + p.id + ")\n  Boxes: " + join(p.sets, ", ");
    if (p.teams_only) out += "; Team Mode only";
    out += "\n  " + p.effect + "\n";
    for (const auto& n : p.notes) out += "  Note: " + n + "\n";
    if (!p.teams_only && !princess_power(p.id)) out += "  zref does not referee her power yet.\n";
    return out;
}

std::string reading_text(const ReadingInfo& r) {
    std::string out = "Our reading " + r.id + " (about " + r.about + "): " + r.question + "\n";
    for (std::size_t i = 0; i < r.values.size(); ++i)
        out += "  " + r.values[i].id + (i == 0 ? " (default)" : "") + ": " + r.values[i].text + "\n";
    out += "  A table switches it with 'reading " + r.id + " VALUE' in the setup, or 'zref new --reading " + r.id +
           "=VALUE'.\n";
    return out;
}

std::string list_of(const GameData& data) {
    std::string out = data.name + " topics: " + join(topic_ids(data.topics), " ") + "\n";
    std::vector<std::string> cards, princesses, readings;
    for (const auto& c : data.round_cards) cards.push_back(c.id);
    for (const auto& p : data.princesses) princesses.push_back(p.id);
    for (const auto& r : data.readings) readings.push_back(r.id);
    out += "Round cards: " + join(cards, " ") + "\n";
    out += "Princesses: " + join(princesses, " ") + "\n";
    out += "Our readings (the sources leave room): readings " + join(readings, " ") + "\n";
    return out + "Show one with 'zref rules --game " + data.id + " TOPIC' (a Round card also by its letter)\n";
}

// The Round cards printed with `letter`: the exact case first (the first
// edition letters A-U, the Deluxe a-z), else either case.
std::string cards_by_letter(const GameData& data, std::string_view letter) {
    for (bool exact : {true, false}) {
        std::string out;
        for (const auto& c : data.round_cards)
            for (const auto& [box, l] : c.letters)
                if (exact ? l == letter : iequals(l, letter)) {
                    out += "Letter " + l + " in the " + box + " box: " + round_card_text(c);
                    break;
                }
        if (!out.empty()) return out;
    }
    return {};
}

}  // namespace

Result<std::string> Module::rules(const LoadedData& loaded, std::string_view topic_view) const {
    const GameData& data = data_of(loaded);
    const std::string topic(topic_view);
    if (topic.empty() || iequals(topic, data.id)) return list_of(data);
    if (iequals(topic, "round-cards")) {
        std::string out;
        if (const auto* t = find_topic(data.topics, topic)) out = t->title + "\n" + t->text + "\n";
        for (const auto& c : data.round_cards) out += round_card_text(c);
        return out;
    }
    if (iequals(topic, "readings")) {
        std::string out;
        for (const auto& r : data.readings) out += reading_text(r);
        return out;
    }
    if (topic.size() == 1)
        if (auto by_letter = cards_by_letter(data, topic); !by_letter.empty()) return by_letter;
    // A topic first: a reading may share its id with a Princess or a topic.
    std::string out;
    if (const auto* t = find_topic(data.topics, topic)) out += t->title + "\n" + t->text + "\n";
    if (const auto* c = data.round_card(topic)) out += round_card_text(*c);
    if (const auto* p = data.princess(topic)) out += princess_text(*p);
    for (const auto& r : data.readings)
        if (iequals(r.id, topic) || iequals(r.about, topic)) out += reading_text(r);
    if (!out.empty()) return out;
    return fail("no Rebel Princess rules topic '" + topic + "'" + did_you_mean(topic, rules_topics(loaded)) +
                ": try " + join(topic_ids(data.topics), ", ") + ", a Round card (id or letter) or Princess id, or 'readings'");
}

bool Module::has_rules_topic(const LoadedData& loaded, std::string_view topic) const {
    const auto words = rules_topics(loaded);
    return std::any_of(words.begin(), words.end(), [&](const std::string& w) { return iequals(w, topic); });
}

std::vector<std::string> Module::rules_topics(const LoadedData& loaded) const {
    const GameData& data = data_of(loaded);
    std::vector<std::string> words = topic_ids(data.topics);
    words.push_back("round-cards");
    words.push_back("readings");
    for (const auto& c : data.round_cards) words.push_back(c.id);
    for (const auto& p : data.princesses) words.push_back(p.id);
    for (const auto& r : data.readings) words.push_back(r.id);
    std::sort(words.begin(), words.end());
    words.erase(std::unique(words.begin(), words.end()), words.end());
    return words;
}

}  // namespace zref::rp
