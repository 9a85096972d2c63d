#include "games/zombie_ninja_pirates/module.h"

#include "core/text.h"
#include "games/zombie_ninja_pirates/data_loader.h"
#include "games/zombie_ninja_pirates/referee.h"
#include "games/zombie_ninja_pirates/sim/simulate.h"
#include "games/zombie_ninja_pirates/table/znp_table.h"

namespace zref::znp {

const GameData& data_of(const LoadedData& loaded) { return static_cast<const Loaded&>(loaded).data; }

DataText Module::builtin_data() const { return {builtin_data_text(), "games/zombie-ninja-pirates.toml (built in)"}; }

// The user's settings name nothing of this game: its players come from the
// command line, or from the settings when their number fits (setup).
Result<std::shared_ptr<const LoadedData>> Module::load(const DataText& text, const UserSettings&) const {
    auto data = parse_zombie_ninja_pirates_data(text.text, text.source);
    if (!data) return fail(data.error());
    auto loaded = std::make_shared<Loaded>();
    loaded->data = std::move(data.value());
    return std::shared_ptr<const LoadedData>(std::move(loaded));
}

std::unique_ptr<Table> Module::new_table(std::shared_ptr<const LoadedData> loaded) const {
    std::shared_ptr<const GameData> data(loaded, &data_of(*loaded));
    return std::make_unique<OwningTable<ZnpTable, GameData, Referee>>(std::move(data));
}

bool Module::remembers(std::string_view journal_line) const { return starts_with_ci(journal_line, "card "); }

std::vector<NewGameOption> Module::new_options() const {
    return {
        {"--combined", "Zombie Ninja Pirates mixed with Vampire Werewolf Fairies: 2-10 players, hands of 7, two END GAMEs",
         true, {}, "", {}},
        {"--deck", "Zombie Ninja Pirates: the cards in the deck, END GAME cards included (optional: zref then counts the pile)",
         false, {}, "", {}},
        {"--reading", "Zombie Ninja Pirates: see 'zref rules --game zombie-ninja-pirates' for the readings a table may switch",
         false, {}, "", {}},
    };
}

// Players: the command line's, else the settings' when their number fits,
// else three placeholders; then `combined on` and `deck N` before them, as
// the engine takes them. Who starts is typed at the table (a mad impression).
Result<NewGameSetup> Module::setup(const NewGameRequest& request, const LoadedData& loaded,
                                   const UserSettings& settings, const PresetFiles&) const {
    const GameData& data = data_of(loaded);
    const bool combined = request.options.count("--combined") > 0;
    const int lo = combined ? data.combined_min_players : data.min_players;
    const int hi = combined ? data.combined_max_players : data.max_players;
    std::vector<std::string> players = request.players;
    const int from_config = static_cast<int>(settings.players.size());
    if (players.empty() && from_config >= lo && from_config <= hi) players = settings.players;
    if (players.empty()) players = {"Ana", "Ben", "Cai"};
    NewGameSetup out;
    out.lines = {"game " + data.id};
    if (combined) out.lines.push_back("combined on");
    if (const auto deck = request.options.find("--deck"); deck != request.options.end())
        out.lines.push_back("deck " + deck->second);
    if (const auto reading = request.options.find("--reading"); reading != request.options.end()) {
        auto lines = reading_lines(reading->second);
        if (!lines) return fail(lines.error());
        out.lines.insert(out.lines.end(), lines->begin(), lines->end());
    }
    out.lines.push_back("players" + quoted_list(players));
    // The count in zref new's words: the engine's refusal names the journal's 'combined on'.
    const int n = static_cast<int>(players.size());
    if (n < lo || n > hi)
        return fail("setup: " + std::string(combined ? "the combined game" : "Zombie Ninja Pirates alone") + " is for " +
                    std::to_string(lo) + " to " + std::to_string(hi) + " players, not " + std::to_string(n) +
                    (combined ? std::string()
                              : "; zref new --combined (with Vampire Werewolf Fairies) takes " +
                                    std::to_string(data.combined_min_players) + " to " +
                                    std::to_string(data.combined_max_players)));
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
    if (combined) out.notes.push_back("The rulebook suggests taking the Reset cards out of the combined deck.");
    out.notes.push_back(std::string("Deal ") + std::to_string(combined ? data.combined_hand_size : data.hand_size) +
                        " cards each and shuffle the END GAME " + (combined ? "cards into the middle and bottom thirds"
                                                                            : "card into the bottom third") +
                        ", then type who starts (the most convincing mad impression): 'start " + players.front() + "'.");
    return out;
}

Result<SimulationReport> Module::simulate(const LoadedData& loaded, const SimulationRequest& request) const {
    return znp::simulate(data_of(loaded), request);
}

}  // namespace zref::znp
