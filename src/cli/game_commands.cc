// Registers the game commands (new, resume, replay, rules) on the CLI11 app.
// Their work is done in app.cc; this file only maps options to NewOptions.
#include <memory>

#include "cli/app.h"
#include "cli/commands.h"

namespace zref::cli {

void add_game_commands(CLI::App& app, const GlobalOptions& g, CommandTable& t) {
    auto o = std::make_shared<NewOptions>();
    auto* new_cmd = app.add_subcommand("new", "Start a new game (the default when no command is given)");
    new_cmd->add_option("--game", o->game, "zombie-princess (the default) or bowling-for-zombies");
    new_cmd->add_option("--variant", o->variant, "Bowling for Zombies!!!: standard (default), high-low, poker or blackjack");
    new_cmd->add_option("--phantom", o->phantom, "Bowling for Zombies!!!, two players: deal (zref shuffles it by the seed) or typed");
    new_cmd->add_option("--preset", o->preset, "Table preset: first-game, teams-of-4, teams-of-6, random-hourglass, or a .toml file");
    new_cmd->add_option("--players", o->players, "Player names in clockwise order, e.g. \"Ana,Ben,Cai\"");
    new_cmd->add_option("--mode", o->mode, "individuals or teams");
    new_cmd->add_option("--rounds", o->rounds, "Four Round card letters, e.g. \"a a a a\", or random");
    new_cmd->add_option("--start", o->start, "Who starts round 1: a name, or random");
    new_cmd->add_option("--princesses", o->princesses, "deal, enter or none");
    new_cmd->add_option("--powers", o->powers, "Princess powers: on (Princesses are dealt unless --princesses says) or off")
        ->check(CLI::IsMember({"on", "off"}));
    new_cmd->add_option("--frog", o->frog, "The card that is the Frog, e.g. \"pets 8\"");
    new_cmd->add_option("--seed", o->seed, "Seed for every random draw (written to the journal)");
    new_cmd->add_option("--journal", o->journal, "Journal file to create (default: $XDG_DATA_HOME/zref/games/...)");
    auto* strict = new_cmd->add_flag("--strict", o->strict, "Refuse any play the rules forbid (the default)");
    new_cmd->add_flag("--lenient", o->lenient, "Warn about a play the rules forbid, record it and go on")->excludes(strict);
    auto run_new = [o, &g] {
        o->data = g.data;
        o->color = g.color;
        return cmd_new(*o);
    };
    t.add(new_cmd, run_new);
    t.fallback = run_new;

    auto path = std::make_shared<std::string>();
    auto* resume = app.add_subcommand("resume", "Continue a game from its journal (default: the most recent game)");
    resume->add_option("journal", *path, "Journal file");
    t.add(resume, [path, &g] { return cmd_resume(*path, g.data, g.color); });

    auto replay_path = std::make_shared<std::string>();
    auto format = std::make_shared<std::string>("text");
    auto* replay = app.add_subcommand("replay", "Re-adjudicate a journal and print the receipts and score sheet");
    replay->add_option("journal", *replay_path, "Journal file")->required();
    replay->add_option("--format", *format, "text or json")->check(CLI::IsMember({"text", "json"}));
    t.add(replay, [replay_path, format, &g] { return cmd_replay(*replay_path, *format, g.data); });

    auto topic = std::make_shared<std::string>();
    auto rules_game = std::make_shared<std::string>();
    auto* rules = app.add_subcommand("rules", "Show a rules topic, a Round card (a-z) or a Princess, with our readings");
    rules->add_option("topic", *topic, "Topic, Round card letter, Princess, or one of our readings");
    rules->add_option("--game", *rules_game, "zombie-princess (the default) or bowling-for-zombies");
    t.add(rules, [topic, rules_game, &g] { return cmd_rules(*topic, *rules_game, g.data); });
}

}  // namespace zref::cli
