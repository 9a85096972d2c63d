// Zombie Ninja Pirates as the program sees it: its entry in the registry.
#pragma once
#include "core/game_module.h"
#include "games/zombie_ninja_pirates/data.h"

namespace zref::znp {

struct Loaded : LoadedData {
    GameData data;
};
const GameData& data_of(const LoadedData& loaded);

class Module : public GameModule {
public:
    std::string id() const override { return "zombie-ninja-pirates"; }
    std::string name() const override { return "Zombie Ninja Pirates"; }
    // The widest range: 2 and 7-10 players need --combined (setup says so).
    int min_players() const override { return 2; }
    int max_players() const override { return 10; }
    DataText builtin_data() const override;
    Result<std::shared_ptr<const LoadedData>> load(const DataText& data, const UserSettings& settings) const override;
    std::unique_ptr<Table> new_table(std::shared_ptr<const LoadedData> data) const override;
    std::vector<NewGameOption> new_options() const override;
    Result<NewGameSetup> setup(const NewGameRequest& request, const LoadedData& data, const UserSettings& settings,
                               const PresetFiles& presets) const override;
    // A card the table described ('card ...') is known at the next table too.
    bool remembers(std::string_view journal_line) const override;
    // rules_topics.cc: topics, our readings and every card by id or name.
    Result<std::string> rules(const LoadedData& data, std::string_view topic) const override;
    bool has_rules_topic(const LoadedData& data, std::string_view topic) const override;
    std::vector<std::string> rules_topics(const LoadedData& data) const override;
    // Self-play (sim/simulate.h): combined=on|off; hands and draws come from the seed.
    bool simulates() const override { return true; }
    std::vector<std::string> simulation_settings() const override { return {"combined=on|off"}; }
    Result<SimulationReport> simulate(const LoadedData& data, const SimulationRequest& request) const override;
};

// `zref rules --game zombie-ninja-pirates CARD`: the card's kind, points per
// Type, what it does, and where each fact comes from (`data` names the Types).
std::string card_rules_text(const GameData& data, const CardInfo& card);

}  // namespace zref::znp
