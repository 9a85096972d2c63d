#include "games/zombie_paella/sim/end_checks.h"

#include "core/referee_checks.h"
#include "core/text.h"

namespace zref::paella::sim {

std::string table_view(const Game& g) {
    const GameState& s = g.state();
    std::string out = "phase " + std::to_string(static_cast<int>(s.phase)) + " await " + std::to_string(static_cast<int>(s.await)) +
                      " turn " + std::to_string(s.turn) + " current " + std::to_string(s.current) + " actions " +
                      std::to_string(s.actions_taken) + "/" + std::to_string(s.actions_left) + "\n";
    for (const auto& p : s.table.players)
        out += p.name + ": ingredients " + join(p.ingredients, ",") + "; discardables " + join(p.discardables, ",") +
               "; permanents " + join(p.permanents, ",") + "; in front " + join(p.in_front, ",") + "; hand " +
               std::to_string(p.hand_size) + "\n";
    out += "pile " + std::to_string(s.table.draw_pile) + " on the table " + std::to_string(s.table.in_play) + " saffron " +
           (s.table.saffron_holder ? std::to_string(*s.table.saffron_holder) : std::string("middle")) + "\n";
    out += "cemetery " + join(s.table.cemetery, ",") + "\ndescribed " + join(s.described, ",") + "\n";
    out += "winner " + (s.winner ? std::to_string(*s.winner) : std::string("-")) + (s.shared ? " shared" : "") + "\n";
    return out + g.waiting().what + "\n";
}

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

}  // namespace zref::paella::sim
