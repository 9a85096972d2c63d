// zref: a referee and score keeper for Zombie Princess played with real cards.
#include <CLI/CLI.hpp>

#include <cstdio>

#include "cli/app.h"

int main(int argc, char** argv) {
    using namespace zref::cli;
    CLI::App app{"zref: referee and score keeper for Zombie Princess at a real table.\n"
                 "With no command, starts a new game on the default table (4 players, Round cards a b c d, powers off)."};
    app.set_version_flag("--version", std::string("zref ") + ZREF_VERSION + " (git " + ZREF_GIT_REVISION + ")");
    app.fallthrough();  // subcommands inherit it: --data may also follow the subcommand
    std::string data;
    app.add_option("--data", data, "Game data file overriding the built-in games/zombie-princess.toml");

    NewOptions o;
    auto* new_cmd = app.add_subcommand("new", "Start a new game (the default when no command is given)");
    new_cmd->add_option("--preset", o.preset, "Table preset: first-game, teams-of-4, teams-of-6, random-hourglass, or a .toml file");
    new_cmd->add_option("--players", o.players, "Player names in clockwise order, e.g. \"Ana,Ben,Cai\"");
    new_cmd->add_option("--mode", o.mode, "individuals or teams");
    new_cmd->add_option("--rounds", o.rounds, "Four Round card letters, e.g. \"a a a a\", or random");
    new_cmd->add_option("--start", o.start, "Who starts round 1: a name, or random");
    new_cmd->add_option("--princesses", o.princesses, "deal, enter or none");
    new_cmd->add_option("--powers", o.powers, "Princess powers: on (Princesses are dealt unless --princesses says) or off")
        ->check(CLI::IsMember({"on", "off"}));
    new_cmd->add_option("--frog", o.frog, "The card that is the Frog, e.g. \"pets 8\"");
    new_cmd->add_option("--seed", o.seed, "Seed for every random draw (written to the journal)");
    new_cmd->add_option("--journal", o.journal, "Journal file to create (default: $XDG_DATA_HOME/zref/games/...)");

    std::string path, format = "text", topic;
    auto* resume = app.add_subcommand("resume", "Continue a game from its journal");
    resume->add_option("journal", path, "Journal file")->required();
    auto* replay = app.add_subcommand("replay", "Re-adjudicate a journal and print the score sheet");
    replay->add_option("journal", path, "Journal file")->required();
    replay->add_option("--format", format, "text or json")->check(CLI::IsMember({"text", "json"}));
    auto* rules = app.add_subcommand("rules", "Show a rules topic, a Round card (a-z) or a Princess, with our readings");
    rules->add_option("topic", topic, "Topic, Round card letter or Princess");
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
        // One clear line, like every other zref error.
        std::fprintf(stderr, "zref: %s (see 'zref --help')\n", e.what());
        return 2;
    }
    o.data = data;
    if (*resume) return cmd_resume(path, data);
    if (*replay) return cmd_replay(path, format, data);
    if (*rules) return cmd_rules(topic, data);
    return cmd_new(o);
}
