// zref: a referee and score keeper for card games played with real cards.
// main() only parses the command line; each subcommand registers itself
// (see commands.h) and does its work in its own file.
#include <CLI/CLI.hpp>

#include <cstdio>

#include "cli/commands.h"
#include "core/text.h"
#include "games/registry.h"

int main(int argc, char** argv) {
    using namespace zref::cli;
    std::vector<std::string> names;
    for (const auto* game : zref::games::all()) names.push_back(game->name() + " (" + game->id() + ")");
    CLI::App app{"zref: referee and score keeper for card games at a real table: " + zref::join(names, ", ") + ".\n"
                 "With no command, starts a new game of " + zref::games::default_game().name() +
                 " on its default table ('zref new --game ID' for another game).\n"
                 "Exit status: 0 success, 1 a piped game had refused lines, 2 bad usage, file or input."};
    app.set_version_flag("--version", std::string("zref ") + ZREF_VERSION + " (git " + ZREF_GIT_REVISION + ")");
    app.fallthrough();  // subcommands inherit it: --data may also follow the subcommand
    GlobalOptions g;
    app.add_option("--data", g.data, "Game data file overriding the game's built-in games/<id>.toml");
    app.add_option("--color", g.color, "Colour in the terminal: auto (off when NO_COLOR is set, TERM is dumb or not a terminal), always or never; default: the config's color, else auto")
        ->check(CLI::IsMember({"auto", "always", "never"}));

    CommandTable table;
    add_game_commands(app, g, table);
    add_tool_commands(app, g, table);
    add_sheet_command(app, g, table);
    add_list_command(app, g, table);
    add_simulate_command(app, g, table);
    add_bench_command(app, g, table);
    app.require_subcommand(0, 1);

    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        // One clear line, like every other zref error, pointing at the help
        // of the command that was being read, with a guess at a mistyped one.
        std::string help = "zref --help", hint;
        std::vector<std::string> names;
        for (auto& [sub, run] : table.runners) {
            names.push_back(sub->get_name());
            if (sub->parsed()) help = "zref " + sub->get_name() + " --help";
        }
        if (help == "zref --help" && argc > 1 && argv[1][0] != '-') hint = zref::did_you_mean(argv[1], names);
        std::fprintf(stderr, "zref: %s%s (see '%s')\n", e.what(), hint.c_str(), help.c_str());
        return 2;
    }
    for (auto& [sub, run] : table.runners)
        if (sub->parsed()) return run();
    return table.fallback();
}
