#include "cli/open_game.h"

#include "core/text.h"
#include "games/registry.h"
#include "store/game_files.h"

namespace zref::cli {

Result<const GameModule*> find_game(const std::string& id, const std::string& context) {
    if (const auto* game = games::find(id)) return game;
    return fail(context + ": no game '" + id + "'" + did_you_mean(lower(id), games::ids()) + ": zref referees " +
                games::ids_accepted());
}

Result<std::shared_ptr<const LoadedData>> load_game_data(const GameModule& game, const std::string& data_override,
                                                         const store::UserConfig& config) {
    if (data_override.empty()) return game.load(game.builtin_data(), config);
    auto text = store::read_game_data_file(data_override);
    if (!text) return fail(text.error());
    return game.load(DataText{*text, data_override}, config);
}

Result<OpenedGame> open_game(const std::string& path, const std::string& data_override,
                             const store::UserConfig& config) {
    auto file = store::read_journal(path);
    if (!file) return fail(file.error());
    auto named = store::journal_game(*file, path);
    if (!named) return fail(named.error());
    const GameModule* game = games::find(named->id);
    if (!game)
        return fail(path + ":" + std::to_string(named->line) + ": unknown game '" + named->id + "'; zref referees " +
                    games::ids_accepted() + " (e.g. 'game " + games::default_game().id() + "')");
    auto data = load_game_data(*game, data_override, config);
    if (!data) return fail(data.error());
    OpenedGame g;
    g.game = game;
    g.table = game->new_table(std::move(data.value()));
    g.file = std::move(file.value());
    if (auto st = store::replay_journal(*g.table, g.file, path); !st) return fail(st.error());
    return g;
}

}  // namespace zref::cli
