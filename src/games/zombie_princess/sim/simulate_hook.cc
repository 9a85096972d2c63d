// `zref simulate --game zombie-princess`: the registry's self-play entry,
// over the simulator in this folder (simulate.h).
#include <fmt/format.h>

#include "games/zombie_princess/module.h"
#include "games/zombie_princess/readings.h"
#include "games/zombie_princess/sim/simulate.h"

namespace zref::zp {

Result<SimulationReport> Module::simulate(const LoadedData& loaded, const SimulationRequest& request) const {
    auto mode = request.settings.find("mode");
    const std::string mode_name = mode == request.settings.end() ? "individuals" : mode->second;
    if (mode_name != "individuals" && mode_name != "teams")
        return fail("simulate: mode is individuals or teams, not '" + mode_name + "'");
    const bool teams = mode_name == "teams";
    if (teams && request.players != 4 && request.players != 6)
        return fail("simulate: Teams need 4 or 6 players, not " + std::to_string(request.players));
    if (request.players < min_players() || request.players > max_players())
        return fail("simulate: " + name() + " is for " + std::to_string(min_players()) + " to " +
                    std::to_string(max_players()) + " players, not " + std::to_string(request.players));
    // Every other setting is a table reading every game is set up with: --set ghoulfriends-order=two-per-turn.
    std::vector<std::pair<std::string, std::string>> readings;
    for (const auto& [key, value] : request.settings) {
        if (key == "mode") continue;
        const auto id = find_reading_id(key);
        if (!id)
            return fail("simulate: " + name() + " takes --set with a table reading, READING=VALUE (zref rules readings "
                        "lists them), not '" + key + "'");
        if (!find_reading_value(*id, value))
            return fail("simulate: the reading " + key + " takes " + std::string(spec_of(*id).values[0]) + " or " +
                        std::string(spec_of(*id).values[1]) + ", not '" + value + "'");
        readings.emplace_back(key, value);
    }
    const sim::SimulateOptions options{request.players, teams, request.games, request.seed, request.threads, readings};
    const auto run = sim::simulate(data_of(loaded), options);

    SimulationReport report;
    report.table = fmt::format("{} players, {}", request.players, mode_name);
    for (const auto& [id, value] : readings) report.table += fmt::format(", reading {} {}", id, value);
    report.games = run.games;
    report.events = run.events;
    report.violations = run.violations;
    report.digest = run.digest;
    for (const auto& f : run.failures)
        report.failures.push_back({f.game, f.game_seed, f.violation.invariant, f.violation.detail, f.journal});
    std::string cards, princesses;
    for (const auto& [letter, n] : run.coverage.round_cards) cards += fmt::format(" {}:{}", letter, n);
    for (const auto& [id, n] : run.coverage.princesses) {
        const auto used = run.coverage.powers.find(id);
        princesses += fmt::format(" {}:{}/{}", id, n, used == run.coverage.powers.end() ? 0 : used->second);
    }
    report.coverage.push_back(fmt::format("Round cards played ({} of 26, rounds each):{}", run.coverage.round_cards.size(), cards));
    report.coverage.push_back(fmt::format("Princesses ({} chosen, games/power uses):{}", run.coverage.princesses.size(), princesses));
    std::string skipped;
    int rounds_skipped = 0;
    for (const auto& [category, n] : run.coverage.counts_skipped) {
        skipped += fmt::format(" {}:{}", category, n);
        rounds_skipped += n;
    }
    report.coverage.push_back(fmt::format("Rounds scored again by counts, same receipts: {} (left out: {}{})",
                                          run.coverage.counts_checked, rounds_skipped, skipped));
    return report;
}

}  // namespace zref::zp
