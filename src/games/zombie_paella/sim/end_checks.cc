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

std::optional<Violation> check_undo_redo(zref::Referee<Game>& ref, const std::vector<std::string>& before,
                                         const std::string& final_view) {
    const std::vector<std::string> journal = ref.history();
    const std::size_t k = before.size();
    const std::string invariant = "undoing the last lines and typing them again gives the same game";
    for (std::size_t i = 0; i < k; ++i) {
        if (auto u = ref.undo(); !u) return Violation{invariant, "undo " + std::to_string(i + 1) + " refused: " + u.error()};
        if (table_view(ref.game()) != before[k - 1 - i])
            return Violation{invariant, "after undoing '" + journal[journal.size() - 1 - i] + "' the game is not as it was before it"};
    }
    for (std::size_t i = journal.size() - k; i < journal.size(); ++i)
        if (auto a = ref.apply(journal[i]); !a)
            return Violation{invariant, "typed again after undo, '" + journal[i] + "' is refused: " + a.error()};
    if (table_view(ref.game()) != final_view) return Violation{invariant, "typed again after undo, the game differs"};
    return std::nullopt;
}

}  // namespace zref::paella::sim
