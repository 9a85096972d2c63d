#include "games/zombie_ninja_pirates/sim/end_checks.h"

#include "core/referee_checks.h"
#include "core/text.h"
#include "games/zombie_ninja_pirates/sim/score_check.h"

namespace zref::znp::sim {

std::string znp_table_view(const Game& g) {
    const GameState& s = g.state();
    std::string out = "phase " + std::to_string(static_cast<int>(s.phase)) + " step " + std::to_string(static_cast<int>(s.step)) +
                      " turn " + std::to_string(s.turn) + " current " + std::to_string(s.current) + " plays " +
                      std::to_string(s.hand_plays) + " chest " + std::to_string(s.chest_uses) + " discarded " +
                      std::to_string(s.discarded) + (s.lightning ? " lightning" : "") + (s.lightning_pending ? " pending" : "") +
                      " drawer " + std::to_string(s.end_game_drawer) + "\n";
    for (const auto& p : s.players)
        out += p.name + ": types " + join(p.types, ",") + "; chest " + join(p.chest, ",") + "; hand " + std::to_string(p.hand) + "\n";
    out += "pile " + std::to_string(s.pile) + " discards " + std::to_string(s.discards) + " end games " +
           std::to_string(s.end_games_drawn) + "\ndescribed " + join(s.described, ",") + "\n";
    for (const auto& r : g.receipts()) out += r.player + " " + std::to_string(r.total) + "; ";
    return out + "\n" + g.waiting().what + "\n";
}

std::optional<Violation> check_ranking(const RandomGame& game, Coverage& cov) {
    const Game& g = game.referee().game();
    const auto engine = g.standings();
    const auto mine = sim_ranking(game.deck(), g.state(), g.data().points_per_type);
    if (auto d = ranking_differs(engine, mine)) return Violation{"the ranking, with the rulebook's tie-breaks", *d};
    if (mine.size() > 1 && mine[1].place == 1) ++cov.shared_first;
    else if (mine.size() > 1 && mine[0].total == mine[1].total)
        ++(mine[0].types != mine[1].types ? cov.ties_on_types : cov.ties_on_objects);
    else ++cov.won_on_points;
    return std::nullopt;
}

std::optional<Violation> check_replay(const GameData& data, const std::vector<std::string>& journal, const std::string& final_view) {
    if (auto d = replay_differs<Game>(data, journal, final_view, znp_table_view))
        return Violation{"replaying the journal gives the same game", *d};
    return std::nullopt;
}

std::optional<Violation> check_undo_redo(zref::Referee<Game>& ref, const std::vector<std::string>& before, const std::string& final_view) {
    const std::vector<std::string> journal = ref.history();
    const std::size_t k = before.size();
    const std::string invariant = "undoing the last lines and typing them again gives the same game";
    for (std::size_t i = 0; i < k; ++i) {
        if (auto u = ref.undo(); !u) return Violation{invariant, "undo " + std::to_string(i + 1) + " refused: " + u.error()};
        if (znp_table_view(ref.game()) != before[k - 1 - i])
            return Violation{invariant, "after undoing '" + journal[journal.size() - 1 - i] + "' the game is not as it was before it"};
    }
    for (std::size_t i = journal.size() - k; i < journal.size(); ++i)
        if (auto a = ref.apply(journal[i]); !a)
            return Violation{invariant, "typed again after undo, '" + journal[i] + "' is refused: " + a.error()};
    if (znp_table_view(ref.game()) != final_view) return Violation{invariant, "typed again after undo, the game differs"};
    return std::nullopt;
}

}  // namespace zref::znp::sim
