// `zref simulate --game rebel-princess`: the registry's self-play entry,
// over the simulator in this folder (simulate.h). The request's threads
// share the games out; the results do not depend on how many.
#include "games/rebel_princess/module.h"
#include "games/rebel_princess/sim/simulate.h"

namespace zref::rp {

Result<SimulationReport> Module::simulate(const LoadedData& loaded, const SimulationRequest& request) const {
    if (request.players < min_players() || request.players > max_players())
        return fail("simulate: " + name() + " is for " + std::to_string(min_players()) + " to " +
                    std::to_string(max_players()) + " players, not " + std::to_string(request.players));
    bool teams = false;
    for (const auto& [key, value] : request.settings) {
        if (key == "mode" && (value == "teams" || value == "individuals")) teams = value == "teams";
        else return fail("simulate: " + name() + " takes only --mode teams (the games draw their boxes, Round cards and readings)");
    }
    if (teams && request.players != 4 && request.players != 6)
        return fail("simulate: Team Mode is for 4 or 6 players, not " + std::to_string(request.players));
    const auto run = sim::run(data_of(loaded), {request.players, request.games, request.seed, request.threads, teams});
    SimulationReport report;
    report.table = std::to_string(request.players) + " players" + (teams ? ", Team Mode" : "") +
                   ", boxes, Round cards and readings drawn";
    report.games = run.games;
    report.events = run.events;
    report.violations = run.violations;
    report.digest = run.digest;
    for (const auto& f : run.failures)
        report.failures.push_back({f.game, f.game_seed, f.violation.invariant, f.violation.detail, f.journal});
    report.coverage = run.coverage;
    return report;
}

}  // namespace zref::rp
