// `zref simulate --game bowling-for-zombies`: the registry's self-play
// entry, over the simulator in this folder (simulate.h). The request's
// threads share the games out; the results do not depend on how many.
#include <fmt/format.h>

#include "core/text.h"
#include "games/bowling_for_zombies/module.h"
#include "games/bowling_for_zombies/sim/simulate.h"

namespace zref::bfz {

std::vector<std::string> Module::simulation_settings() const { return {"variant=standard|high-low|poker|blackjack"}; }

Result<SimulationReport> Module::simulate(const LoadedData& loaded, const SimulationRequest& request) const {
    const GameData& data = data_of(loaded);
    if (request.players < min_players() || request.players > max_players())
        return fail("simulate: " + name() + " is for " + std::to_string(min_players()) + " to " +
                    std::to_string(max_players()) + " players, not " + std::to_string(request.players));
    sim::RunOptions options;
    options.players = request.players;
    options.games = request.games;
    options.seed = request.seed;
    options.threads = request.threads;
    for (const auto& [key, value] : request.settings) {
        if (key != "variant")
            return fail("simulate: " + name() + " takes the setting " + simulation_settings().front() + ", not '" +
                        key + "'");
        const VariantInfo* v = data.variant(value);
        if (!v) return fail("simulate: variant is " + join(data.variant_ids(), ", ") + ", not '" + value + "'");
        options.variant = v->variant;
    }
    const auto run = sim::run(data, options);

    SimulationReport report;
    const std::string variants = options.variant ? "variant " + data.variant(*options.variant)->id : "variants cycled";
    report.table = fmt::format("{} players{}, {}", request.players,
                               request.players == data.phantom_players ? " and the phantom hand" : "", variants);
    report.games = run.games;
    report.events = run.events;
    report.violations = run.violations;
    report.digest = run.digest;
    for (const auto& f : run.failures)
        report.failures.push_back({f.game, f.game_seed, f.violation.invariant, f.violation.detail, f.journal});
    report.coverage = sim::coverage_lines(run.coverage);
    return report;
}

}  // namespace zref::bfz
