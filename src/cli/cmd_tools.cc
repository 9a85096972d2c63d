// The games' one-shot tools (`zref trick`, `zref score`), each a subcommand
// built from the tool's own description of its options (core/game_module.h):
// the game reads the values and returns the text; this file prints it.
#include <cstdio>
#include <memory>

#include "cli/app.h"
#include "cli/commands.h"
#include "cli/open_game.h"
#include "core/text.h"
#include "games/registry.h"

namespace zref::cli {

namespace {

struct ToolCall {
    ToolInput input;
    std::map<std::string, std::vector<std::string>> repeated;  // the values of repeatable options
};

bool has_subcommand(CLI::App& app, const std::string& name) {
    try {
        app.get_subcommand(name);
        return true;
    } catch (const CLI::OptionNotFound&) {
        return false;
    }
}

int run_tool(const GameModule& game, const Tool& tool, ToolCall& call, const GlobalOptions& g) {
    for (const auto& [name, values] : call.repeated)
        if (!values.empty()) call.input.values[name] = join(values, ",");
    auto config = user_config_or_report();
    if (!config) return 2;
    auto data = load_game_data(game, g.data, *config);
    if (!data) return say_error(data.error()), 2;
    auto text = tool.run(**data, *config, call.input);
    if (!text) return say_error(text.error()), 2;
    std::fputs(text->c_str(), stdout);
    return 0;
}

}  // namespace

void add_tool_commands(CLI::App& app, const GlobalOptions& g, CommandTable& t) {
    for (const auto* game : games::all())
        for (const auto& tool : game->tools()) {
            // A name another game's tool took is given with this game's id in front.
            const std::string name = has_subcommand(app, tool.name) ? game->id() + "-" + tool.name : tool.name;
            auto call = std::make_shared<ToolCall>();
            auto* cmd = app.add_subcommand(name, tool.description);
            for (const auto& option : tool.options) {
                const std::string key = option.name;
                if (option.positional) {
                    cmd->add_option(key, call->input.words, option.help);
                } else if (option.flag) {
                    cmd->add_flag_callback(key, [call, key] { call->input.values[key] = ""; }, option.help);
                } else if (option.repeatable) {
                    cmd->add_option(key, call->repeated[key], option.help);
                } else {
                    cmd->add_option_function<std::string>(
                        key, [call, key](const std::string& v) { call->input.values[key] = v; }, option.help);
                }
            }
            if (!tool.footer.empty()) cmd->footer(tool.footer);
            t.add(cmd, [game, tool, call, &g] { return run_tool(*game, tool, *call, g); });
        }
}

}  // namespace zref::cli
