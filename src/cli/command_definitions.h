// zref's whole command line, defined in one place: the description, the
// global options and every subcommand with its options (each registered by
// its add_*_command, see commands.h). main() parses with it; `zref
// completions` and the tests walk what it defines.
#pragma once
#include <CLI/CLI.hpp>

#include <string>

#include "cli/commands.h"

namespace zref::cli {

// Defines on `app` everything zref accepts; `version_line` is what
// --version prints ("zref 0.1.0 (git 3dd742a)"). The options are read into
// `g`; the runners of the subcommands, and the one for no subcommand, are
// left in `t`. `app`, `g` and `t` must outlive the parse and the runners.
void define_commands(CLI::App& app, GlobalOptions& g, CommandTable& t, const std::string& version_line);

}  // namespace zref::cli
