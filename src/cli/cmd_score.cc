// PLACEHOLDER: registers nothing yet; the `zref score` command is being written.
#include "cli/commands.h"

namespace zref::cli {

void add_score_command(CLI::App& app, const GlobalOptions& g, CommandTable& t) {
    (void)app, (void)g, (void)t;
}

}  // namespace zref::cli
