#include "cli/command_definitions.h"

#include "core/text.h"
#include "games/registry.h"

namespace zref::cli {

void define_commands(CLI::App& app, GlobalOptions& g, CommandTable& t, const std::string& version_line) {
    std::vector<std::string> names;
    for (const auto* game : games::all()) names.push_back(game->name() + " (" + game->id() + ")");
    app.description("zref: referee and score keeper for card games at a real table: " + join(names, ", ") + ".\n"
                    "With no command, starts a new game of " + games::default_game().name() +
                    " on its default table ('zref new --game ID' for another game).\n"
                    "Exit status: 0 success, 1 a piped game had refused lines, 2 bad usage, file or input.");
    app.set_version_flag("--version", version_line);
    app.fallthrough();  // subcommands inherit it: --data may also follow the subcommand
    app.add_option("--data", g.data, "Game data file overriding the game's built-in games/<id>.toml");
    app.add_option("--color", g.color, "Colour in the terminal: auto (off when NO_COLOR is set, TERM is dumb or not a terminal), always or never; default: the config's color, else auto")
        ->check(CLI::IsMember({"auto", "always", "never"}));

    add_game_commands(app, g, t);
    add_tool_commands(app, g, t);
    add_sheet_command(app, g, t);
    add_list_command(app, g, t);
    add_simulate_command(app, g, t);
    add_bench_command(app, g, t);
    add_completions_command(app, g, t);
    app.require_subcommand(0, 1);
}

}  // namespace zref::cli
