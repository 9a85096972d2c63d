#include "games/rebel_princess/sim/end_checks.h"

#include "core/referee_checks.h"
#include "games/rebel_princess/table/render.h"

namespace zref::rp::sim {

std::string table_view(const Game& g) { return render_sheet_json(g) + render_status(g) + g.waiting().what + "\n"; }

std::optional<Violation> check_replay(const GameData& data, const std::vector<std::string>& journal,
                                      const std::string& final_view) {
    if (auto d = replay_differs<Game>(data, journal, final_view, table_view))
        return Violation{"replaying the journal gives the same game", *d};
    return std::nullopt;
}

std::optional<Violation> check_undo_redo(const GameData& data, const std::vector<std::string>& journal, int k,
                                         const std::string& final_view) {
    if (auto d = undo_redo_differs<Game>(data, journal, k, final_view, table_view))
        return Violation{"undoing the last lines and typing them again gives the same game", *d};
    return std::nullopt;
}

}  // namespace zref::rp::sim
