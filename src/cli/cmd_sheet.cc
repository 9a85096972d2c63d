// `zref sheet FILE [--format text|csv|markdown|json|html] [--output OUT]`:
// the score sheet of a journal, finished or not, in the format asked for, on
// standard output or written to OUT. It only reads the journal.
#include <cstdio>
#include <filesystem>
#include <memory>
#include <string>

#include "cli/commands.h"
#include "cli/app.h"
#include "cli/open_game.h"
#include "core/sheet_format.h"
#include "core/text.h"
#include "store/storage.h"
#include "store/whole_file.h"

namespace zref::cli {

namespace {

struct SheetOptions {
    std::string journal;
    std::string format = "text";
    std::string output;  // empty or "-": standard output
};

void say(const std::string& msg) { std::fputs(("zref: " + msg + "\n").c_str(), stderr); }

int run_sheet(const SheetOptions& o, const GlobalOptions& g) {
    const auto format = parse_sheet_format(o.format);
    if (!format)
        return say("sheet: no format '" + o.format + "'" + did_you_mean(lower(o.format), sheet_format_names()) +
                   ": give " + join(sheet_format_names(), ", ")),
               2;
    const bool to_stdout = o.output.empty() || o.output == "-";
    if (!to_stdout && store::same_file(o.journal, o.output))
        return say("sheet: --output " + o.output + " is the journal itself; give another file"), 2;

    // The same loading as `zref replay`: the journal's game, the user's
    // settings on its data, then the journal folded into its referee.
    auto config = checked_user_config();
    if (!config) return 2;
    auto game = open_game(o.journal, g.data, *config);
    if (!game) return say(game.error()), 2;
    if (game->file.torn)
        say(o.journal + ": the last line was cut off and is ignored: '" + *game->file.torn + "'");

    const std::string source = std::filesystem::path(o.journal).filename().string();
    const auto sheet = game->table->export_sheet(*format, source);
    if (!sheet) return say("sheet: " + sheet.error()), 2;
    const std::string& text = *sheet;
    if (to_stdout) {
        std::fwrite(text.data(), 1, text.size(), stdout);
        return std::fflush(stdout) == 0 ? 0 : 2;
    }
    // Replaced whole (store/whole_file.h): a failed write never leaves half a
    // sheet behind, or clobbers a good one.
    if (auto st = store::replace_file(store::real_storage(), o.output, text); !st) return say(st.error()), 2;
    return 0;
}

}  // namespace

void add_sheet_command(CLI::App& app, const GlobalOptions& g, CommandTable& t) {
    auto o = std::make_shared<SheetOptions>();
    auto* sheet = app.add_subcommand(
        "sheet", "Print a journal's score sheet (finished or in progress) as text, CSV, Markdown, JSON or a printable HTML page");
    sheet->add_option("journal", o->journal, "Journal file")->required();
    sheet->add_option("--format,-f", o->format, "text (default), csv, markdown, json or html");
    sheet->add_option("--output,-o", o->output, "Write the sheet to this file instead of standard output");
    t.add(sheet, [o, &g] { return run_sheet(*o, g); });
}

}  // namespace zref::cli
