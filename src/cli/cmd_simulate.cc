// `zref simulate`: self-play. Plays random legal games of a game through
// the engine the table uses, checking the game's invariants after every
// event and replay/undo at the end of each game (the game's self-play hook,
// core/game_module.h). A violation prints the seed, the game and a journal
// that reproduces it (`zref replay FILE`), exit status 1.
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <memory>

#include "cli/app.h"
#include "cli/commands.h"
#include "cli/open_game.h"
#include "games/registry.h"

namespace zref::cli {

namespace {

struct SimulateCli {
    std::string game;
    int players = 4;
    std::string mode;
    std::vector<std::string> set;  // KEY=VALUE, the game's simulation_settings()
    int games = 100;
    std::uint64_t seed = 1;
    int threads = 1;
};

void print_failure(const SimulationFailure& f, std::uint64_t run_seed) {
    std::fprintf(stderr,
                 "VIOLATION in game %d of the run with --seed %llu (game seed %llu): %s\n  %s\n"
                 "The journal that reproduces it (save it and run 'zref replay FILE'):\n",
                 f.game, static_cast<unsigned long long>(run_seed), static_cast<unsigned long long>(f.game_seed),
                 f.invariant.c_str(), f.detail.c_str());
    std::fputs("----- 8< -----\n", stderr);
    for (const auto& line : f.journal) std::fprintf(stderr, "%s\n", line.c_str());
    std::fputs("----- >8 -----\n", stderr);
}

int run_simulate(const SimulateCli& o, const GlobalOptions& g) {
    auto game = find_game(lower(o.game), "simulate");
    if (!game) return say_error(game.error()), 2;
    if (!(*game)->simulates()) return say_error("simulate: " + (*game)->name() + " has no self-play yet"), 2;
    auto data = load_game_data(**game, g.data, store::UserConfig{});
    if (!data) return say_error(data.error()), 2;
    SimulationRequest request{o.players, {}, o.games, o.seed, o.threads};
    if (!o.mode.empty()) request.settings["mode"] = o.mode;
    for (const auto& kv : o.set) {
        const auto eq = kv.find('=');
        if (eq == std::string::npos) return say_error("simulate: --set takes KEY=VALUE, not '" + kv + "'"), 2;
        request.settings[kv.substr(0, eq)] = kv.substr(eq + 1);
    }
    const auto start = std::chrono::steady_clock::now();
    const std::clock_t cpu_start = std::clock();  // all threads: shows how busy the machine was
    const auto report = (*game)->simulate(**data, request);
    if (!report) return say_error(report.error()), 2;
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    for (const auto& f : report->failures) print_failure(f, o.seed);
    fmt::print("simulate: {}, seed {}, {} thread{}\n", report->table, o.seed, o.threads, o.threads == 1 ? "" : "s");
    fmt::print("games played: {}\nevents: {}\nviolations: {}\ntime: {:.2f} s (CPU {:.2f} s)\ngames/s: {:.1f}\nsheet digest: {:016x}\n",
               report->games, report->events, report->violations, seconds, cpu,
               seconds > 0 ? report->games / seconds : 0.0, report->digest);
    for (const auto& line : report->coverage) fmt::print("{}\n", line);
    return report->violations == 0 ? 0 : 1;
}

}  // namespace

void add_simulate_command(CLI::App& app, const GlobalOptions& g, CommandTable& t) {
    auto o = std::make_shared<SimulateCli>();
    std::vector<std::string> simulated;
    int most_players = 2;  // the widest table a simulated game takes; each game checks its own range
    for (const auto* game : games::all())
        if (game->simulates()) {
            simulated.push_back(game->id());
            most_players = std::max(most_players, game->max_players());
        }
    auto* cmd = app.add_subcommand("simulate", "Self-play: random legal games through the engine, checking invariants after every event");
    cmd->add_option("--game", o->game, "The game to simulate: " + join(simulated, ", "))->required();
    cmd->add_option("--players", o->players, "Players at the table")->required()->check(CLI::Range(2, most_players));
    cmd->add_option("--mode", o->mode, "individuals or teams (4 or 6 players), for the games that have teams")
        ->check(CLI::IsMember({"individuals", "teams"}));
    cmd->add_flag_callback("--teams", [o] { o->mode = "teams"; }, "The same as --mode teams");
    cmd->add_option("--set", o->set,
                   "A game's self-play setting as KEY=VALUE, e.g. --set variant=poker (Bowling for Zombies!!!) or a table "
                   "reading every game is set up with, --set READING=VALUE (Zombie Princess)");
    cmd->add_option("--games", o->games, "How many games to play")->required()->check(CLI::Range(1, 100000000));
    cmd->add_option("--seed", o->seed, "Seed of the run: the same seed plays the same games")->required();
    cmd->add_option("--threads", o->threads, "Worker threads (the results do not depend on it)")->check(CLI::Range(1, 256));
    cmd->footer("Checks after every event: the game's invariants (for Zombie Princess: each card in exactly one place,\n"
                "tricks per round equal the hand size, skulls never negative, totals equal the sum of the receipts,\n"
                "exactly one player to act). At the end of each game: replaying its journal gives the same sheet;\n"
                "undoing a suffix and redoing it gives the same state; for Zombie Princess, each round entered\n"
                "again by counts gives the same receipts.\n"
                "Exit status: 0 no violation, 1 a violation (its seed and journal are printed), 2 bad usage.");
    t.add(cmd, [o, &g] { return run_simulate(*o, g); });
}

}  // namespace zref::cli
