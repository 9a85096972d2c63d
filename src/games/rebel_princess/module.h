// Rebel Princess as the program sees it: its entry in the registry.
#pragma once
#include "core/game_module.h"
#include "games/rebel_princess/data.h"

namespace zref::rp {

struct Loaded : LoadedData {
    GameData data;
};
const GameData& data_of(const LoadedData& loaded);

class Module : public GameModule {
public:
    std::string id() const override { return "rebel-princess"; }
    std::string name() const override { return "Rebel Princess"; }
    int min_players() const override { return 3; }
    int max_players() const override { return 6; }
    DataText builtin_data() const override;
    Result<std::shared_ptr<const LoadedData>> load(const DataText& data, const UserSettings& settings) const override;
    std::unique_ptr<Table> new_table(std::shared_ptr<const LoadedData> data) const override;
    std::vector<NewGameOption> new_options() const override;
    Result<NewGameSetup> setup(const NewGameRequest& request, const LoadedData& data, const UserSettings& settings,
                               const PresetFiles& presets) const override;
    // tools/: `zref rebel-princess-trick` and `zref rebel-princess-score`
    std::vector<Tool> tools() const override;
    // rules_topics.cc
    Result<std::string> rules(const LoadedData& data, std::string_view topic) const override;
    bool has_rules_topic(const LoadedData& data, std::string_view topic) const override;
    std::vector<std::string> rules_topics(const LoadedData& data) const override;
    // Self-play (sim/simulate_hook.cc).
    bool simulates() const override { return true; }
    Result<SimulationReport> simulate(const LoadedData& data, const SimulationRequest& request) const override;
};

}  // namespace zref::rp
