#include "cli/command_definitions.h"

namespace zref::cli {

void define_commands(CLI::App& app, GlobalOptions& g, CommandTable& t, const std::string& version_line) {
    app.description("zref: referee and score keeper for Zombie Princess at a real table.\n"
                    "With no command, starts a new game on the default table (4 players, Round cards a b c d, powers off).\n"
                    "Exit status: 0 success, 1 a piped game had refused lines, 2 bad usage, file or input.");
    app.set_version_flag("--version", version_line);
    app.fallthrough();  // subcommands inherit it: --data may also follow the subcommand
    app.add_option("--data", g.data, "Game data file overriding the built-in games/zombie-princess.toml");
    app.add_option("--color", g.color, "Colour in the terminal: auto (off when NO_COLOR is set, TERM is dumb or not a terminal), always or never; default: the config's color, else auto")
        ->check(CLI::IsMember({"auto", "always", "never"}));

    add_game_commands(app, g, t);
    add_trick_command(app, g, t);
    add_score_command(app, g, t);
    add_sheet_command(app, g, t);
    add_list_command(app, g, t);
    add_simulate_command(app, g, t);
    add_bench_command(app, g, t);
    add_completions_command(app, g, t);
    app.require_subcommand(0, 1);
}

}  // namespace zref::cli
