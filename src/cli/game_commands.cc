// Registers the game commands (new, resume, replay, rules, games) on the
// CLI11 app. Their work is done in app.cc; this file only maps options. The
// options only some games take come from the registry.
#include <cstdio>
#include <memory>

#include "cli/app.h"
#include "cli/commands.h"
#include "core/text.h"
#include "games/registry.h"

namespace zref::cli {

namespace {

constexpr const char* kBoardHelp =
    "HTML score board for a screen in the room, rewritten after every entry (open it in a browser: it reloads itself)";

// "zombie-princess (the default), bowling-for-zombies or ...".
std::string game_choices() {
    std::vector<std::string> ids = games::ids();
    ids.front() += " (the default)";
    return join(ids, ", ");
}

// Every game's own `new` options, each once (the help of every game that
// declares a name, in the registry's order), with whatever a given one holds kept by name.
void add_game_options(CLI::App& cmd, const std::shared_ptr<NewOptions>& o) {
    std::vector<std::string> added;
    std::map<std::string, CLI::Option*> by_name;
    auto values = std::make_shared<std::map<std::string, std::string>>();
    for (const auto* game : games::all())
        for (const auto& option : game->new_options()) {
            // A name two games declare says what it is to each.
            if (auto it = by_name.find(option.name); it != by_name.end()) {
                if (it->second->get_description().find(option.help) == std::string::npos)
                    it->second->description(it->second->get_description() + "; " + option.help);
                continue;
            }
            if (std::find(added.begin(), added.end(), option.name) != added.end()) continue;
            added.push_back(option.name);
            const std::string name = option.name;
            CLI::Option* opt = nullptr;
            if (option.flag) {
                opt = cmd.add_flag_callback(
                    name, [o, name] { o->game_options[name] = ""; }, option.help);
            } else {
                opt = cmd.add_option_function<std::string>(
                    name, [o, name](const std::string& v) { o->game_options[name] = v; }, option.help);
                if (!option.choices.empty()) opt->check(CLI::IsMember(option.choices));
            }
            by_name[name] = opt;
            if (!option.excludes.empty())
                if (auto it = by_name.find(option.excludes); it != by_name.end()) opt->excludes(it->second);
        }
}

int cmd_games() {
    for (const auto* game : games::all())
        std::printf("%-22s %-24s %d-%d players%s\n", game->id().c_str(), game->name().c_str(), game->min_players(),
                    game->max_players(), game == &games::default_game() ? " (the default)" : "");
    return 0;
}

}  // namespace

void add_game_commands(CLI::App& app, const GlobalOptions& g, CommandTable& t) {
    auto o = std::make_shared<NewOptions>();
    auto* new_cmd = app.add_subcommand("new", "Start a new game (the default when no command is given)");
    new_cmd->add_option("--game", o->game, game_choices());
    new_cmd->add_option("--players", o->players, "Player names in clockwise order, e.g. \"Ana,Ben,Cai\"");
    new_cmd->add_option("--seed", o->seed, "Seed for every random draw (written to the journal)");
    new_cmd->add_option("--journal", o->journal, "Journal file to create (default: $XDG_DATA_HOME/zref/games/...)");
    new_cmd->add_option("--board", o->board, kBoardHelp);
    new_cmd->add_option("--set", o->set, "A game's setting as KEY=VALUE, e.g. --set mode=teams (the same as --mode teams)");
    add_game_options(*new_cmd, o);
    auto run_new = [o, &g] {
        o->data = g.data;
        o->color = g.color;
        return cmd_new(*o);
    };
    t.add(new_cmd, run_new);
    t.fallback = run_new;

    auto path = std::make_shared<std::string>();
    auto board = std::make_shared<std::string>();
    auto* resume = app.add_subcommand("resume", "Continue a game from its journal (default: the most recent game)");
    resume->add_option("journal", *path, "Journal file");
    resume->add_option("--board", *board, kBoardHelp);
    t.add(resume, [path, board, &g] { return cmd_resume(*path, g.data, g.color, *board); });

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
    rules->add_option("--game", *rules_game, game_choices());
    t.add(rules, [topic, rules_game, &g] { return cmd_rules(*topic, *rules_game, g.data); });

    auto* list_games = app.add_subcommand("games", "List the games zref referees: id, name and number of players");
    t.add(list_games, [] { return cmd_games(); });
}

}  // namespace zref::cli
