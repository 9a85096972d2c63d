// zref: a referee and score keeper for card games played with real cards.
// main() only parses the command line that define_commands describes; each
// subcommand registers itself (see commands.h) and does its work in its own
// file.
#include <CLI/CLI.hpp>

#include <cstdio>

#include "cli/command_definitions.h"
#include "core/text.h"

int main(int argc, char** argv) {
    using namespace zref::cli;
    CLI::App app;
    GlobalOptions g;
    CommandTable table;
    define_commands(app, g, table, std::string("zref ") + ZREF_VERSION + " (git " + ZREF_GIT_REVISION + ")");

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
