#include "games/zombie_paella/sim/simulate.h"

#include <fmt/format.h>

#include <algorithm>
#include <deque>

#include "core/referee_checks.h"
#include "games/zombie_paella/sim/end_checks.h"

namespace zref::paella::sim {

namespace {

// Past the turn cap only Alms is taken, so the pile empties within about a
// hundred more turns; far more lines mean the engine never ends the game.
constexpr long kEventLimit = 20000;

}  // namespace

int players_for(int asked, int index) { return asked != 0 ? asked : 2 + index % 4; }

GameOutcome play_checked_game(const GameData& data, const TableConfig& table, int index) {
    GameOutcome out;
    RandomGame game(data, table);
    auto failed = [&](Violation v) {
        out.failure = SimulationFailure{index, table.seed, v.invariant, v.detail, game.referee().history()};
        out.events = game.events();
        out.coverage = game.coverage();
        return out;
    };
    // The views before the last few lines, for the undo check. Each undo
    // replays the whole journal: the last line, or one game in four the last
    // two to four.
    std::deque<std::string> views;
    const int undone = [&] {
        Rng depth(table.seed ^ 0xBB67AE8584CAA73Bull);
        return depth.below(4) == 0 ? 2 + static_cast<int>(depth.below(3)) : 1;
    }();
    while (!game.over()) {
        views.push_back(table_view(game.referee().game()));
        if (static_cast<int>(views.size()) > undone) views.pop_front();
        if (game.events() > kEventLimit)
            return failed({"the game ends", "still going after " + std::to_string(kEventLimit) + " lines"});
        if (auto ok = game.step(); !ok) return failed({"a line the rules allow is accepted", ok.error()});
        if (auto v = check_event(game)) return failed({v->invariant, "after '" + game.last_typed() + "': " + v->detail});
    }
    const std::vector<std::string> journal = game.referee().history();
    const std::string final_view = table_view(game.referee().game());
    if (auto v = check_replay(data, journal, final_view)) return failed(*v);
    if (auto v = check_undo_redo(game.referee(), std::vector<std::string>(views.begin(), views.end()), final_view))
        return failed(*v);
    out.events = game.events();
    out.digest = fnv1a(final_view);
    out.coverage = game.coverage();
    return out;
}

}  // namespace zref::paella::sim

namespace zref::paella {

Result<SimulationReport> simulate(const GameData& data, const SimulationRequest& request) {
    if (request.players != 0 && (request.players < data.min_players || request.players > data.max_players))
        return fail("simulate: " + data.name + " is for " + std::to_string(data.min_players) + " to " +
                    std::to_string(data.max_players) + " players (0 varies them), not " + std::to_string(request.players));
    if (!request.settings.empty())
        return fail("simulate: " + data.name + " takes no settings (the deck, hands and choices are drawn from the seed)");
    const int games = std::max(0, request.games);
    // Outcomes come back in game order, whatever the threads.
    std::vector<sim::GameOutcome> outcomes = selfplay::run_games<sim::GameOutcome>(games, request.threads, [&](int i) {
        return sim::play_checked_game(data, sim::TableConfig{sim::players_for(request.players, i), sim::game_seed(request.seed, i)}, i);
    });

    SimulationReport report;
    report.table = (request.players ? std::to_string(request.players) + " players" : std::string("2 to 5 players in turn")) +
                   ", a 108-card deck (" + std::to_string(sim::deck_model(data).describe_lines.size()) +
                   " cards described by the table), real hands drawn from the seed";
    report.games = games;
    sim::Coverage all;
    std::uint64_t digest = sim::fnv1a("");
    for (auto& o : outcomes) {
        report.events += o.events;
        all.add(o.coverage);
        digest = sim::fnv1a(fmt::format("{:016x}", o.digest), digest);
        if (o.failure) {
            ++report.violations;
            if (report.failures.size() < 3) report.failures.push_back(std::move(*o.failure));
        }
    }
    report.digest = digest;
    report.coverage = sim::coverage_lines(all, games);
    return report;
}

}  // namespace zref::paella
