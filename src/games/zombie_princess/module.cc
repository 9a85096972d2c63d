#include "games/zombie_princess/module.h"

#include "games/zombie_princess/data_loader.h"
#include "games/zombie_princess/referee.h"
#include "games/zombie_princess/table/zp_table.h"
#include "games/zombie_princess/user_settings.h"

namespace zref::zp {

const GameData& data_of(const LoadedData& loaded) { return static_cast<const Loaded&>(loaded).data; }

DataText Module::builtin_data() const {
    return {builtin_data_text(), "games/zombie-princess.toml (built in)"};
}

Result<std::shared_ptr<const LoadedData>> Module::load(const DataText& text, const UserSettings& settings) const {
    auto data = parse_game_data(text.text, text.source);
    if (!data) return fail(data.error());
    if (auto st = apply_user_settings(settings, *data); !st) return fail(st.error());
    auto loaded = std::make_shared<Loaded>();
    loaded->data = std::move(data.value());
    return std::shared_ptr<const LoadedData>(std::move(loaded));
}

std::unique_ptr<Table> Module::new_table(std::shared_ptr<const LoadedData> loaded) const {
    std::shared_ptr<const GameData> data(loaded, &data_of(*loaded));
    return std::make_unique<OwningTable<ZpTable, GameData, Referee>>(std::move(data));
}

std::vector<Tool> Module::tools() const { return {trick_tool(), score_tool()}; }

}  // namespace zref::zp
