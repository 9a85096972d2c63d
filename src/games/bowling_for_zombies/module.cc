#include "games/bowling_for_zombies/module.h"

#include "core/rules_text.h"
#include "core/text.h"
#include "games/bowling_for_zombies/data_loader.h"
#include "games/bowling_for_zombies/referee.h"
#include "games/bowling_for_zombies/table/bfz_table.h"

namespace zref::bfz {

namespace {

// The variants of the built-in data, offered by shell completion.
std::vector<std::string> builtin_variants() {
    auto data = load_builtin_bowling_data();
    return data ? data->variant_ids() : std::vector<std::string>{};
}

}  // namespace

const GameData& data_of(const LoadedData& loaded) { return static_cast<const Loaded&>(loaded).data; }

DataText Module::builtin_data() const {
    return {builtin_data_text(), "games/bowling-for-zombies.toml (built in)"};
}

// The user's settings name nothing of this game: its players come from the
// command line, or from the settings when their number fits (setup).
Result<std::shared_ptr<const LoadedData>> Module::load(const DataText& text, const UserSettings&) const {
    auto data = parse_bowling_data(text.text, text.source);
    if (!data) return fail(data.error());
    auto loaded = std::make_shared<Loaded>();
    loaded->data = std::move(data.value());
    return std::shared_ptr<const LoadedData>(std::move(loaded));
}

std::unique_ptr<Table> Module::new_table(std::shared_ptr<const LoadedData> loaded) const {
    std::shared_ptr<const GameData> data(loaded, &data_of(*loaded));
    return std::make_unique<OwningTable<BfzTable, GameData, Referee>>(std::move(data));
}

std::vector<NewGameOption> Module::new_options() const {
    return {
        {"--variant", "Bowling for Zombies!!!: standard (default), high-low, poker or blackjack", false, {}, "",
         builtin_variants()},
        {"--phantom", "Bowling for Zombies!!!, two players: deal (zref shuffles it by the seed) or typed", false, {}, "",
         {"deal", "typed"}},
    };
}

// Players: the command line's, else the settings' when their number fits,
// else three placeholders; then variant, seed, phantom and begin.
Result<NewGameSetup> Module::setup(const NewGameRequest& request, const LoadedData& loaded,
                                   const UserSettings& settings, const PresetFiles&) const {
    const GameData& data = data_of(loaded);
    auto option = [&](const char* name) {
        auto it = request.options.find(name);
        return it == request.options.end() ? std::string() : it->second;
    };
    std::vector<std::string> players = request.players;
    const int from_config = static_cast<int>(settings.players.size());
    if (players.empty() && from_config >= data.min_players && from_config <= data.max_players)
        players = settings.players;
    if (players.empty()) players = {"Ana", "Ben", "Cai"};
    const std::string variant = option("--variant");
    NewGameSetup out;
    out.lines = {"game " + data.id, "players" + quoted_list(players),
                 "variant " + (variant.empty() ? std::string("standard") : variant),
                 "seed " + std::to_string(request.seed.value_or(0))};
    if (!option("--phantom").empty()) out.lines.push_back("phantom " + option("--phantom"));
    out.lines.push_back("begin");
    Referee probe(data);
    for (const auto& line : out.lines)
        if (auto r = probe.apply(line); !r) return fail("setup: " + r.error());
    return out;
}

Result<std::string> Module::rules(const LoadedData& loaded, std::string_view topic_view) const {
    const GameData& data = data_of(loaded);
    const std::string topic(topic_view);
    if (topic.empty() || iequals(topic, data.id)) {
        std::vector<std::string> readings;
        for (const auto& i : data.interpretations) readings.push_back(i.id);
        return data.name + " topics: " + join(topic_ids(data.topics), " ") +
               "\nOur readings (the rulebook leaves room): " + join(readings, " ") + "\nShow one with 'zref rules --game " +
               data.id + " TOPIC'\n";
    }
    if (const auto* t = data.topic(topic)) return topic_text(*t, data.interpretations);
    if (const auto* i = data.interpretation(lower(topic)))
        return "Our reading (" + i->id + ", under '" + i->topic + "'): " + i->text + "\n";
    std::vector<std::string> words = topic_ids(data.topics);
    for (const auto& i : data.interpretations) words.push_back(i.id);
    return fail("no Bowling for Zombies!!! rules topic '" + topic + "'" + did_you_mean(topic, words) + ": try " +
                join(topic_ids(data.topics), ", ") + ", or one of our readings ('zref rules --game " + data.id +
                "' lists them)");
}

bool Module::has_rules_topic(const LoadedData& loaded, std::string_view topic) const {
    const GameData& data = data_of(loaded);
    return !topic.empty() && (data.topic(std::string(topic)) || data.interpretation(lower(topic)));
}

std::vector<std::string> Module::rules_topics(const LoadedData& loaded) const {
    const GameData& data = data_of(loaded);
    std::vector<std::string> words = topic_ids(data.topics);
    for (const auto& i : data.interpretations) words.push_back(i.id);
    return words;
}

}  // namespace zref::bfz
