// zref's whole command line, defined in one place: the description, the
// global options and every subcommand with its options (each registered by
// its add_*_command, see commands.h). main() parses with it; `zref
// completions` writes the shells' completion scripts from what it defines.
#pragma once
#include <CLI/CLI.hpp>

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli/commands.h"

namespace zref::cli {

// Defines on `app` everything zref accepts; `version_line` is what
// --version prints ("zref 0.1.0 (git 3dd742a)"). The options are read into
// `g`; the runners of the subcommands, and the one for no subcommand, are
// left in `t`. `app`, `g` and `t` must outlive the parse and the runners.
void define_commands(CLI::App& app, GlobalOptions& g, CommandTable& t, const std::string& version_line);

// --- Shell completion (cmd_completions.cc)

// What a word of the command line may be, beyond what CLI11 knows (the
// values of an IsMember check): words fixed when the script is written, by
// kind ("Princess", "Round card"), and files found when completing.
struct CompletionWords {
    std::string label;  // what they are, shown by zsh and fish
    std::vector<std::string> words;
};
struct CompletionValues {
    std::vector<CompletionWords> words;
    // Files offered, with the directories to reach them: those whose name
    // ends with it ("" any file). None when unset.
    std::optional<std::string> file_suffix;
    bool saved_games = false;  // also the journals (*.zref) in zref's games directory
};

// The values of one option or positional of one command: the table the
// generator reads, one entry per value that the parser cannot know.
struct CompletionRule {
    std::string command;  // "" for zref itself: its options, wherever a command inherits them
    std::string name;     // an option by any of its names ("--format"), or a positional's name ("journal")
    std::function<CompletionValues()> values;  // asked when the script is written
};
const std::vector<CompletionRule>& completion_rules();

// The shells `zref completions` writes for: bash, zsh, fish.
const std::vector<std::string>& completion_shells();

// The completion script for `shell` of the command line defined on `app`
// (by define_commands): every subcommand, every option of each by all its
// names, the values of options and positionals; nullopt for a shell not in
// completion_shells(). `app` is only read (CLI11 gives its checks to a
// non-const App only).
std::optional<std::string> completion_script(CLI::App& app, std::string_view shell);

}  // namespace zref::cli
