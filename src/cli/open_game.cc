#include "cli/open_game.h"

#include "cli/app.h"
#include "cli/bfz_table.h"
#include "cli/zp_table.h"
#include "core/text.h"
#include "store/bowling_data_loader.h"
#include "store/game_files.h"

namespace zref::cli {

namespace {

// One journal folded into RefereeT, wrapped in its Table adapter.
template <class TableT, class RefereeT>
Result<OpenedGame> fold_into(store::JournalFile file, const std::string& path, const std::string& id,
                             Result<typename RefereeT::Data> data) {
    if (!data) return fail(data.error());
    auto saved = store::fold_journal<RefereeT>(std::move(file), path, std::move(data.value()));
    if (!saved) return fail(saved.error());
    OpenedGame g;
    g.game_id = id;
    g.file = std::move(saved->file);
    g.table = std::make_unique<OwningTable<TableT, typename RefereeT::Data, RefereeT>>(std::move(saved->data),
                                                                                       std::move(saved->referee));
    return g;
}

}  // namespace

const std::vector<std::string>& game_ids() {
    static const std::vector<std::string> ids = {kZombiePrincess, kBowlingForZombies};
    return ids;
}

std::string games_accepted() { return join(game_ids(), " or "); }

Result<OpenedGame> open_game(const std::string& path, const std::string& data_override,
                             const store::UserConfig& config) {
    auto file = store::read_journal(path);
    if (!file) return fail(file.error());
    auto game = store::journal_game(*file, path);
    if (!game) return fail(game.error());
    const std::string* id = &game->id;
    if (*id == kZombiePrincess)
        return fold_into<ZpTable, zp::Referee>(std::move(file.value()), path, *id,
                                               configured_game_data(data_override, config));
    if (*id == kBowlingForZombies)
        return fold_into<BfzTable, bfz::Referee>(std::move(file.value()), path, *id,
                                                 data_override.empty() ? store::load_builtin_bowling_data()
                                                                       : store::load_bowling_data_file(data_override));
    return fail(path + ":" + std::to_string(game->line) + ": unknown game '" + *id + "'; zref referees " +
                games_accepted() + " (e.g. 'game " + kZombiePrincess + "')");
}

}  // namespace zref::cli
