// `zref rules --game zombie-ninja-pirates [TOPIC|CARD]`: the topics in our
// words, our readings, and every card by id or name with where each of its
// facts comes from (the rulebook, a step from it, or our reading), so a
// table knows which facts to check against its printed cards.
#include "core/text.h"
#include "games/zombie_ninja_pirates/module.h"

namespace zref::znp {

namespace {

// Where a field's value comes from, in the words the card text uses.
std::string znp_field_source(const CardInfo& c, std::string_view field) {
    if (c.states(field)) return "the rulebook";
    if (c.derives(field)) return "follows from the rulebook, see the notes";
    return "our reading: check the printed card";
}

std::string znp_type_names(const GameData& data, const std::vector<std::string>& ids) {
    std::vector<std::string> out;
    for (const auto& id : ids) out.push_back(id == kOppositePair ? std::string("either Type of an opposite pair") : data.type_name(id));
    return join(out, ", ");
}

// "Zombie 2, Mad Scientist 2", or a Type without its number.
std::string znp_scores_text(const GameData& data, const std::vector<TypeScore>& scores) {
    std::vector<std::string> out;
    for (const auto& s : scores)
        out.push_back(data.type_name(s.type) + " " + (s.points ? std::to_string(*s.points) : std::string("(not printed)")));
    return join(out, ", ");
}

// What using the card does, in words.
std::string znp_effect_text(const GameData& data, const CardInfo& c) {
    switch (c.effect) {
        case Effect::none: return "nothing beyond the Type it brings down";
        case Effect::remove_type: return "takes a Type from a chosen player: " + znp_type_names(data, c.removes);
        case Effect::discard_object: return "sends an Object of a chosen player's Chest to the discards";
        case Effect::steal_object: return "takes an Object from a chosen player's Chest into its user's";
        case Effect::give_object: return "gives an Object of its user's Chest to a chosen player";
        case Effect::draw: return "its user draws " + counted(c.draws, "card", "cards");
        case Effect::reset: return "the discards go back on top of the draw pile";
        case Effect::moves: return "what moves is typed by the table as moves, then done";
    }
    return {};
}

std::string znp_rules_index(const GameData& data) {
    std::vector<std::string> topics, readings, types;
    for (const auto& t : data.topics) topics.push_back(t.id);
    for (const auto& i : data.interpretations) readings.push_back(i.id);
    std::string out = data.name + " topics: " + join(topics, " ") + "\n";
    for (CardKind kind : {CardKind::type, CardKind::action, CardKind::object, CardKind::end_game}) {
        std::vector<std::string> ids;
        for (const auto& c : data.cards)
            if (c.kind == kind) ids.push_back(c.id);
        if (!ids.empty()) out += "Cards (" + std::string(kind_name(kind)) + "): " + join(ids, " ") + "\n";
    }
    out += "Our readings (the rulebook leaves room): " + join(readings, " ") + "\n";
    out += switchable_lines(data.choices);
    return out + "Show one with 'zref rules --game " + data.id + " TOPIC' (a card by its id or name)\n";
}

std::vector<std::string> znp_rules_words(const GameData& data) {
    std::vector<std::string> words;
    for (const auto& t : data.topics) words.push_back(t.id);
    for (const auto& i : data.interpretations) words.push_back(i.id);
    for (const auto& c : data.cards) words.push_back(c.id);
    return words;
}

const Interpretation* znp_reading(const GameData& data, std::string_view word) {
    for (const auto& i : data.interpretations)
        if (iequals(i.id, word)) return &i;
    return nullptr;
}

}  // namespace

std::string card_rules_text(const GameData& data, const CardInfo& c) {
    std::string out = c.name + " (" + c.id + "): " + std::string(kind_name(c.kind)) + " card" +
                      (c.combined_only ? ", Vampire Werewolf Fairies deck (combined game only)" : "") + "\n";
    out += "  Kind: " + std::string(kind_name(c.kind)) + " (" + znp_field_source(c, "kind") + ")\n";
    std::vector<std::string> missing;
    if (c.kind == CardKind::object) {
        if (c.scores.empty()) {
            out += "  Points: none for any Type (" + znp_field_source(c, "scores") + ")\n";
        } else {
            const bool printed = c.states("scores") || c.derives("scores");
            bool all_missing = true;
            for (const auto& s : c.scores) all_missing = all_missing && !s.points;
            if (all_missing)
                out += "  Counts for: " + znp_type_names(data, [&] {
                    std::vector<std::string> ids;
                    for (const auto& s : c.scores) ids.push_back(s.type);
                    return ids;
                }()) + " (" + znp_field_source(c, "scores_for") + "); its points are not printed: the table gives them\n";
            else
                out += "  Points per Type: " + znp_scores_text(data, c.scores) + " (" +
                       (printed ? znp_field_source(c, "scores") : "the Types: " + znp_field_source(c, "scores_for")) + ")\n";
            for (const auto& s : c.scores)
                if (!s.points) missing.push_back(s.type);
        }
        if (!c.combined_scores_for.empty())
            out += "  Combined, also counts for: " + znp_type_names(data, c.combined_scores_for) +
                   ", at the same points (" + znp_field_source(c, "combined_scores_for") + ")\n";
    }
    if (!c.becomes.empty())
        out += "  Lets its user become: " + znp_type_names(data, c.becomes) + " (" + znp_field_source(c, "becomes") + ")\n";
    if (c.combined_becomes)
        out += "  Combined, lets its user become: " + znp_type_names(data, *c.combined_becomes) + " (" +
               znp_field_source(c, "combined_becomes") + ")\n";
    if (c.kind == CardKind::action || c.usable())
        out += "  Used: " + znp_effect_text(data, c) + " (" + znp_field_source(c, "effect") + ")\n";
    if (c.effect == Effect::remove_type && c.combined_removes)
        out += "  Combined, takes: " + znp_type_names(data, *c.combined_removes) + " (" +
               znp_field_source(c, "combined_removes") + ")\n";
    if (!c.steal_needs.empty())
        out += "  Its stealing works for: " + znp_type_names(data, c.steal_needs) + " (" +
               znp_field_source(c, "steal_needs") + ")\n";
    if (c.combined_steal_needs)
        out += "  Combined, its stealing works for: " + znp_type_names(data, *c.combined_steal_needs) + " (" +
               znp_field_source(c, "combined_steal_needs") + ")\n";
    if (!c.text.empty()) out += "  In short: " + c.text + "\n";
    for (const auto& n : c.notes) out += "  Note: " + n + "\n";
    if (!missing.empty()) {
        std::string line = "card " + c.id;
        for (const auto& t : missing) line += " " + t + " N";
        out += "  Before it goes into a Chest, the table reads its points: " + line + "\n";
    }
    return out;
}

Result<std::string> Module::rules(const LoadedData& loaded, std::string_view topic_view) const {
    const GameData& data = data_of(loaded);
    const std::string topic(topic_view);
    if (topic.empty() || iequals(topic, data.id)) return znp_rules_index(data);
    if (const auto* t = find_topic(data.topics, topic)) return t->title + "\n" + t->text + "\n";
    if (const auto* i = znp_reading(data, topic)) return reading_text(*i, find_choice(data.choices, i->id), data.id);
    if (const auto* c = data.card(topic)) return card_rules_text(data, *c);
    return fail("Zombie Ninja Pirates has no rules topic or card '" + topic + "'" +
                did_you_mean(topic, znp_rules_words(data)) + ": 'zref rules --game " + data.id +
                "' lists the topics, cards and readings");
}

bool Module::has_rules_topic(const LoadedData& loaded, std::string_view topic) const {
    const GameData& data = data_of(loaded);
    return !topic.empty() && (find_topic(data.topics, topic) || znp_reading(data, topic) || data.card(topic));
}

std::vector<std::string> Module::rules_topics(const LoadedData& loaded) const { return znp_rules_words(data_of(loaded)); }

}  // namespace zref::znp
