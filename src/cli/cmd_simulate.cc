// `zref simulate`: self-play. Deals real hands and plays random legal games
// through the engine the table uses, checking invariants after every event
// and replay/undo at the end of each game. A violation prints the seed, the
// game and a journal that reproduces it (`zref replay FILE`), exit status 1.
#include <fmt/format.h>

#include <chrono>
#include <cstdio>
#include <ctime>
#include <memory>

#include "cli/commands.h"
#include "sim/simulate.h"
#include "store/game_data_loader.h"

namespace zref::cli {

namespace {

struct SimulateCli {
    std::string game = "zombie-princess";
    int players = 4;
    std::string mode = "individuals";
    int games = 100;
    std::uint64_t seed = 1;
    int threads = 1;
};

void print_failure(const sim::Failure& f, std::uint64_t run_seed) {
    std::fprintf(stderr,
                 "VIOLATION in game %d of the run with --seed %llu (game seed %llu): %s\n  %s\n"
                 "The journal that reproduces it (save it and run 'zref replay FILE'):\n",
                 f.game, static_cast<unsigned long long>(run_seed), static_cast<unsigned long long>(f.game_seed),
                 f.violation.invariant.c_str(), f.violation.detail.c_str());
    std::fputs("----- 8< -----\n", stderr);
    for (const auto& line : f.journal) std::fprintf(stderr, "%s\n", line.c_str());
    std::fputs("----- >8 -----\n", stderr);
}

int run_simulate(const SimulateCli& o, const GlobalOptions& g) {
    if (o.game != "zombie-princess") {
        std::fprintf(stderr, "zref: simulate: only zombie-princess is simulated yet ('%s' is not)\n", o.game.c_str());
        return 2;
    }
    const bool teams = o.mode == "teams";
    if (teams && o.players != 4 && o.players != 6) {
        std::fprintf(stderr, "zref: simulate: Teams need 4 or 6 players, not %d\n", o.players);
        return 2;
    }
    auto data = g.data.empty() ? store::load_builtin_game_data() : store::load_game_data_file(g.data);
    if (!data) {
        std::fprintf(stderr, "zref: %s\n", data.error().c_str());
        return 2;
    }
    sim::SimulateOptions options{o.players, teams, o.games, o.seed, o.threads};
    const auto start = std::chrono::steady_clock::now();
    const std::clock_t cpu_start = std::clock();  // all threads: shows how busy the machine was
    const auto report = sim::simulate(*data, options);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    for (const auto& f : report.failures) print_failure(f, o.seed);
    fmt::print("simulate: {} players, {}, seed {}, {} thread{}\n", o.players, o.mode, o.seed, o.threads,
               o.threads == 1 ? "" : "s");
    fmt::print("games played: {}\nevents: {}\nviolations: {}\ntime: {:.2f} s (CPU {:.2f} s)\ngames/s: {:.1f}\nsheet digest: {:016x}\n",
               report.games, report.events, report.violations, seconds, cpu, seconds > 0 ? report.games / seconds : 0.0,
               report.digest);
    std::string cards, princesses;
    for (const auto& [letter, n] : report.coverage.round_cards) cards += fmt::format(" {}:{}", letter, n);
    for (const auto& [id, n] : report.coverage.princesses) {
        const auto used = report.coverage.powers.find(id);
        princesses += fmt::format(" {}:{}/{}", id, n, used == report.coverage.powers.end() ? 0 : used->second);
    }
    fmt::print("Round cards played ({} of 26, rounds each):{}\n", report.coverage.round_cards.size(), cards);
    fmt::print("Princesses ({} chosen, games/power uses):{}\n", report.coverage.princesses.size(), princesses);
    return report.violations == 0 ? 0 : 1;
}

}  // namespace

void add_simulate_command(CLI::App& app, const GlobalOptions& g, CommandTable& t) {
    auto o = std::make_shared<SimulateCli>();
    auto* cmd = app.add_subcommand("simulate", "Self-play: random legal games through the engine, checking invariants after every event");
    cmd->add_option("--game", o->game, "The game to simulate (only zombie-princess so far)")->required();
    cmd->add_option("--players", o->players, "Players at the table")->required()->check(CLI::Range(3, 6));
    cmd->add_option("--mode", o->mode, "individuals or teams (4 or 6 players)")->required()
        ->check(CLI::IsMember({"individuals", "teams"}));
    cmd->add_option("--games", o->games, "How many games to play")->required()->check(CLI::Range(1, 100000000));
    cmd->add_option("--seed", o->seed, "Seed of the run: the same seed plays the same games")->required();
    cmd->add_option("--threads", o->threads, "Worker threads (the results do not depend on it)")->check(CLI::Range(1, 256));
    cmd->footer("Checks after every event: each card in exactly one place, tricks per round equal the hand size, skulls\n"
                "never negative, totals equal the sum of the receipts, exactly one player to act. At the end of each\n"
                "game: replaying its journal gives the same sheet; undoing a suffix and redoing it gives the same state.\n"
                "Exit status: 0 no violation, 1 a violation (its seed and journal are printed), 2 bad usage.");
    t.add(cmd, [o, &g] { return run_simulate(*o, g); });
}

}  // namespace zref::cli
