// PLACEHOLDER: registers nothing yet; the `zref trick` command is being written.
#include "cli/commands.h"

namespace zref::cli {

void add_trick_command(CLI::App& app, const GlobalOptions& g, CommandTable& t) {
    (void)app, (void)g, (void)t;
}

}  // namespace zref::cli
