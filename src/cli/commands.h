// zref's subcommands. Each one lives in its own cmd_*.cc (or app.cc for the
// game commands), registers its options on the CLI11 app and leaves a runner
// that main() calls when that subcommand was chosen.
//
// Exit codes, for every command (documented in man/zref.1):
//   0  success
//   1  a scripted game (stdin not a terminal) had lines refused
//   2  bad usage, a bad file or bad input to a one-shot command
#pragma once
#include <CLI/CLI.hpp>

#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace zref::cli {

// Options that apply before or after any subcommand.
struct GlobalOptions {
    std::string data;            // --data FILE: game data override
    std::string color;           // --color auto|always|never; "" not given (the config's, else auto)
};

struct CommandTable {
    std::vector<std::pair<CLI::App*, std::function<int()>>> runners;
    std::function<int()> fallback;  // run when no subcommand is given
    void add(CLI::App* sub, std::function<int()> run) { runners.emplace_back(sub, std::move(run)); }
};

void add_game_commands(CLI::App& app, const GlobalOptions& g, CommandTable& t);  // new, resume, replay, rules, games
void add_tool_commands(CLI::App& app, const GlobalOptions& g, CommandTable& t);  // the games' tools (cmd_tools.cc)
void add_sheet_command(CLI::App& app, const GlobalOptions& g, CommandTable& t);  // cmd_sheet.cc
void add_list_command(CLI::App& app, const GlobalOptions& g, CommandTable& t);   // cmd_list.cc
void add_simulate_command(CLI::App& app, const GlobalOptions& g, CommandTable& t);  // cmd_simulate.cc
void add_bench_command(CLI::App& app, const GlobalOptions& g, CommandTable& t);  // cmd_bench.cc
void add_completions_command(CLI::App& app, const GlobalOptions& g, CommandTable& t);  // cmd_completions.cc

}  // namespace zref::cli
