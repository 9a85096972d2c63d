#include "games/zombie_paella/module.h"

#include "core/text.h"
#include "games/zombie_paella/data_loader.h"
#include "games/zombie_paella/referee.h"
#include "games/zombie_paella/sim/simulate.h"
#include "games/zombie_paella/table/paella_table.h"

namespace zref::paella {

const GameData& data_of(const LoadedData& loaded) { return static_cast<const Loaded&>(loaded).data; }

DataText Module::builtin_data() const { return {builtin_data_text(), "games/zombie-paella.toml (built in)"}; }

// The user's settings name nothing of this game: its players come from the
// command line, or from the settings when their number fits (setup).
Result<std::shared_ptr<const LoadedData>> Module::load(const DataText& text, const UserSettings&) const {
    auto data = parse_zombie_paella_data(text.text, text.source);
    if (!data) return fail(data.error());
    auto loaded = std::make_shared<Loaded>();
    loaded->data = std::move(data.value());
    return std::shared_ptr<const LoadedData>(std::move(loaded));
}

std::unique_ptr<Table> Module::new_table(std::shared_ptr<const LoadedData> loaded) const {
    std::shared_ptr<const GameData> data(loaded, &data_of(*loaded));
    return std::make_unique<OwningTable<PaellaTable, GameData, Referee>>(std::move(data));
}

bool Module::remembers(std::string_view journal_line) const {
    return starts_with_ci(journal_line, "card ");
}

std::vector<NewGameOption> Module::new_options() const {
    return {
        {"--deck", "The Zombie Paella, two players: the cards left once the 2-player cards are out", false, {}, "", {}},
        {"--reading", "The Zombie Paella: see 'zref rules --game zombie-paella' for the readings a table may switch", false, {}, "", {}},
    };
}

// Players: the command line's, else the settings' when their number fits,
// else three placeholders; then the deck (two players), the seed. The deal
// that follows is typed at the table, so the setup stops before it.
Result<NewGameSetup> Module::setup(const NewGameRequest& request, const LoadedData& loaded,
                                   const UserSettings& settings, const PresetFiles&) const {
    const GameData& data = data_of(loaded);
    std::vector<std::string> players = request.players;
    const int from_config = static_cast<int>(settings.players.size());
    if (players.empty() && from_config >= data.min_players && from_config <= data.max_players)
        players = settings.players;
    if (players.empty()) players = {"Ana", "Ben", "Cai"};
    const auto deck = request.options.find("--deck");
    // The rulebook does not say how many cards the 2-player deck keeps: only the table can count them.
    if (players.size() == 2 && deck == request.options.end())
        return fail("setup: The Zombie Paella with two players needs --deck N, the number of cards left once the "
                    "cards marked not for two players are taken out (the rulebook does not print it)");
    NewGameSetup out;
    out.lines = {"game " + data.id, "players" + quoted_list(players)};
    if (deck != request.options.end()) out.lines.push_back("deck " + deck->second);
    out.lines.push_back("seed " + std::to_string(request.seed.value_or(0)));
    if (const auto reading = request.options.find("--reading"); reading != request.options.end()) {
        auto lines = reading_lines(reading->second);
        if (!lines) return fail(lines.error());
        out.lines.insert(out.lines.end(), lines->begin(), lines->end());
    }
    Referee probe(data);
    for (const auto& line : out.lines)
        if (auto r = probe.apply(line); !r) return fail("setup: " + r.error());
    // Cards described at earlier tables: one the data now knows, or typed wrong, is left out with a note.
    int described = 0;
    for (const auto& line : request.remembered) {
        if (!remembers(line)) continue;
        if (auto r = probe.apply(line); !r) {
            out.notes.push_back("Left out of the cards remembered from earlier games: '" + line + "': " + r.error());
            continue;
        }
        out.lines.push_back(line);
        ++described;
    }
    if (described > 0)
        out.notes.push_back("Cards described at earlier tables are known here too: " +
                            counted(described, "line", "lines") + " in the setup.");
    out.notes.push_back("Deal " + std::to_string(data.deal) +
                        " cards each, then type the treasures each player was dealt face up: 'deal Ana tomato "
                        "stinky-sandals', or 'deal Ana' when none.");
    return out;
}

Result<SimulationReport> Module::simulate(const LoadedData& loaded, const SimulationRequest& request) const {
    return paella::simulate(data_of(loaded), request);
}

}  // namespace zref::paella
