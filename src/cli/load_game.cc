#include "cli/load_game.h"

#include <utility>

#include "cli/app.h"
#include "store/config.h"
#include "store/game_data_loader.h"

namespace zref::cli {

Result<JournalGame> load_journal_game(const std::string& path, const std::string& data_path) {
    // The user's settings apply as they do to `zref replay` (a malformed
    // config file is reported, not ignored).
    auto config = store::load_user_config();
    if (!config) return fail(config.error());
    auto data = configured_game_data(data_path, *config);
    if (!data) return fail(data.error());
    auto jf = store::read_journal(path);
    if (!jf) return fail(jf.error());
    JournalGame g;
    g.data = std::make_unique<zp::GameData>(std::move(data.value()));
    g.referee = std::make_unique<zp::Referee>(*g.data);
    g.file = std::move(jf.value());
    for (const auto& line : g.file.lines)
        if (auto st = g.referee->replay_journal_line(line.text); !st)
            return fail(path + ":" + std::to_string(line.number) + ": " + st.error() + " (line: " + line.text + ")");
    return g;
}

}  // namespace zref::cli
