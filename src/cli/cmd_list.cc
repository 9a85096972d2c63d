// PLACEHOLDER: registers nothing yet; the `zref list` command is being written.
#include "cli/commands.h"

namespace zref::cli {

void add_list_command(CLI::App& app, const GlobalOptions& g, CommandTable& t) {
    (void)app, (void)g, (void)t;
}

}  // namespace zref::cli
