#include "games/zombie_ninja_pirates/sim/simulate.h"

#include <fmt/format.h>

#include <algorithm>
#include <deque>

#include "games/zombie_ninja_pirates/sim/end_checks.h"

namespace zref::znp::sim {

namespace {

// A game draws at least a card a turn, so its pile runs down within a few
// hundred turns (Resets stop at kResetCap); far more lines mean it never ends.
constexpr long kEventLimit = 20000;

}  // namespace

int znp_players_for(const GameData& data, bool combined, int asked, int index) {
    if (asked != 0) return asked;
    const int lo = combined ? data.combined_min_players : data.min_players;
    const int hi = combined ? data.combined_max_players : data.max_players;
    return lo + index % (hi - lo + 1);
}

GameOutcome play_checked_game(const GameData& data, const TableConfig& table, int index) {
    GameOutcome out;
    RandomGame game(data, table);
    auto failed = [&](const Violation& v) {
        out.failure = SimulationFailure{index, table.seed, v.invariant, v.detail, game.referee().history()};
        out.events = game.events();
        out.coverage = game.coverage();
        return out;
    };
    // The views before the last few lines, for the undo check: the last
    // line, or one game in four the last two to four. They are taken once the
    // last END GAME is out: the drawer's turn and the lightning round follow.
    std::deque<std::string> views;
    const int undone = [&] {
        Rng depth(table.seed ^ 0xBB67AE8584CAA73Bull);
        return depth.below(4) == 0 ? 2 + static_cast<int>(depth.below(3)) : 1;
    }();
    while (!game.over()) {
        if (game.lightning_drawer() >= 0) views.push_back(znp_table_view(game.referee().game()));
        if (static_cast<int>(views.size()) > undone) views.pop_front();
        if (game.events() > kEventLimit)
            return failed({"the game ends", "still going after " + std::to_string(kEventLimit) + " lines"});
        if (auto ok = game.step(); !ok) return failed({"a line the rules allow is accepted", ok.error()});
        if (auto v = check_event(game)) return failed({v->invariant, "after '" + game.last_typed() + "': " + v->detail});
    }
    Coverage cov = game.coverage();
    if (auto v = check_ranking(game, cov)) return failed(*v);
    const std::vector<std::string> journal = game.referee().history();
    const std::string final_view = znp_table_view(game.referee().game());
    if (auto v = check_replay(data, journal, final_view)) return failed(*v);
    if (auto v = check_undo_redo(game.referee(), std::vector<std::string>(views.begin(), views.end()), final_view))
        return failed(*v);
    out.events = game.events();
    out.digest = selfplay::fnv1a(final_view);
    out.coverage = cov;
    return out;
}

}  // namespace zref::znp::sim

namespace zref::znp {

namespace {

// combined=on|off, or mode=plain|combined; nothing else.
Result<bool> sim_combined_setting(const SimulationRequest& request) {
    bool combined = false;
    for (const auto& entry : request.settings) {
        const std::string& key = entry.first;
        const std::string& value = entry.second;
        if (key == "combined" && (value == "on" || value == "off")) combined = value == "on";
        else if (key == "mode" && (value == "plain" || value == "combined")) combined = value == "combined";
        else
            return fail("simulate: Zombie Ninja Pirates takes combined=on|off (or mode=plain|combined), not " + key + "=" + value);
    }
    return combined;
}

}  // namespace

Result<SimulationReport> simulate(const GameData& data, const SimulationRequest& request) {
    auto combined = sim_combined_setting(request);
    if (!combined) return fail(combined.error());
    const int lo = *combined ? data.combined_min_players : data.min_players;
    const int hi = *combined ? data.combined_max_players : data.max_players;
    if (request.players != 0 && (request.players < lo || request.players > hi))
        return fail("simulate: " + std::string(*combined ? "the combined game" : data.name) + " is for " + std::to_string(lo) + " to " +
                    std::to_string(hi) + " players (0 varies them" + (*combined ? "" : "; combined=on for 2 to 10") + "), not " +
                    std::to_string(request.players));
    const int games = std::max(0, request.games);
    const bool mode = *combined;
    // Outcomes come back in game order, whatever the threads.
    std::vector<sim::GameOutcome> outcomes = selfplay::run_games<sim::GameOutcome>(games, request.threads, [&](int i) {
        return sim::play_checked_game(
            data, sim::TableConfig{sim::znp_players_for(data, mode, request.players, i), mode, selfplay::game_seed(request.seed, i)}, i);
    });

    SimulationReport report;
    const auto& deck = sim::deck_model(mode);
    report.table = (request.players ? std::to_string(request.players) + " players" : std::to_string(lo) + " to " + std::to_string(hi) + " players in turn") +
                   (mode ? ", combined with Vampire Werewolf Fairies" : ", the plain game") + ", a " + std::to_string(deck.size()) +
                   "-card deck (" + std::to_string(deck.describe_lines.size()) + " cards described by the table), real hands drawn from the seed";
    report.games = games;
    sim::Coverage all;
    std::uint64_t digest = selfplay::fnv1a("");
    for (auto& o : outcomes) {
        report.events += o.events;
        all.add(o.coverage);
        digest = selfplay::fnv1a(fmt::format("{:016x}", o.digest), digest);
        if (o.failure) {
            ++report.violations;
            if (report.failures.size() < 3) report.failures.push_back(std::move(*o.failure));
        }
    }
    report.digest = digest;
    report.coverage = sim::coverage_lines(all, games);
    return report;
}

}  // namespace zref::znp
