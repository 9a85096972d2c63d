#include "cli/session.h"

#include <fmt/format.h>

#include <cstdio>

#include "cli/line_reader.h"
#include "cli/prompt.h"
#include "cli/render.h"
#include "core/command.h"
#include "core/text.h"

namespace zref::cli {

namespace {
const std::vector<std::string> kMeta = {"help", "status", "sheet", "why", "undo", "quit", "exit"};
}

Session::Session(zp::Referee& referee, store::JournalWriter& journal, SessionOptions options)
    : referee_(referee), options_(std::move(options)), journal_(journal) {}

void Session::refuse(const std::string& message) const {
    std::fputs(("zref: " + message + "\n").c_str(), stderr);
    std::fflush(stderr);
}

bool Session::submit(const std::string& line, bool quiet) {
    auto ruling = referee_.apply(line);
    if (!ruling) {
        refuse(ruling.error());
        return false;
    }
    // Durable first: the ruling is shown only once the line is on disk.
    if (auto st = journal_.append(ruling->canonical); !st) {
        referee_.undo();
        refuse(st.error());
        return false;
    }
    last_ = *ruling;
    if (!quiet) std::fputs(render_ruling(*ruling, referee_.game().state()).c_str(), stdout);
    std::fflush(stdout);
    return true;
}

void Session::print_help() const {
    const auto w = referee_.game().waiting();
    std::string out = "Waiting for: " + w.what + "\n";
    if (!w.examples.empty()) out += "  e.g. " + join(w.examples, "  |  ") + "\n";
    out += "Cards: " + (referee_.game().state().codec.max_value() ? referee_.game().state().codec.notation_hint()
                                                                   : std::string("k7, knight 7, pr3, frog")) + "\n";
    out += "Any time: status, sheet, why [TRICK], undo, help, quit (the journal keeps everything; 'zref resume' continues)\n";
    std::fputs(out.c_str(), stdout);
}

bool Session::handle(const std::string& line) {
    auto words = tokenize(line);
    if (!words) {
        refuse(words.error());
        return false;
    }
    if (words->empty()) return true;
    const std::string verb = lower(words->front());
    if (verb == "help" || verb == "?") {
        print_help();
        return true;
    }
    if (verb == "status") {
        std::fputs(render_status(referee_.game()).c_str(), stdout);
        return true;
    }
    if (verb == "sheet") {
        std::fputs(render_sheet_text(referee_.game().state()).c_str(), stdout);
        return true;
    }
    if (verb == "why") {
        if (words->size() > 1) {
            auto n = zp::parse_count((*words)[1], 1, 99, "trick number");
            if (!n) {
                refuse(n.error());
                return false;
            }
            std::fputs(render_trick_why(referee_.game().state(), *n).c_str(), stdout);
        } else if (last_.canonical.empty()) {
            std::fputs("Nothing has been ruled yet in this session.\n", stdout);
        } else {
            std::fputs(render_why(last_, referee_.game()).c_str(), stdout);
        }
        return true;
    }
    if (verb == "quit" || verb == "exit") {
        quit_ = true;
        return true;
    }
    if (verb == "undo") {
        auto undone = referee_.undo();
        if (!undone) {
            refuse(undone.error());
            return false;
        }
        if (auto st = journal_.append("undo"); !st) {
            // Put the line back so the screen and the disk agree.
            referee_.apply(*undone);
            refuse(st.error());
            return false;
        }
        last_ = Ruling{};
        std::fputs(("Undone: " + *undone + "\nWaiting for: " + referee_.game().waiting().what + "\n").c_str(), stdout);
        return true;
    }
    return submit(line);
}

int Session::run() {
    LineReader reader;
    if (reader.interactive()) std::fputs("Type 'help' at any time. Waiting for: ", stdout), std::fputs((referee_.game().waiting().what + "\n").c_str(), stdout);
    while (!quit_) {
        auto line = reader.read(render_prompt(referee_.game(), options_.color));
        if (!line) break;
        if (!reader.interactive() && !line->empty()) std::fputs((render_prompt(referee_.game(), options_.color) + *line + "\n").c_str(), stdout);
        if (!handle(*line)) ++refused_;
        std::fflush(stdout);
    }
    if (reader.interactive()) std::fputs("\n", stdout);
    std::fputs(("Journal: " + journal_.path() + " (continue with: zref resume " + journal_.path() + ")\n").c_str(), stdout);
    // A script whose lines were refused should not look like a clean run.
    return (!reader.interactive() && refused_ > 0) ? 1 : 0;
}

}  // namespace zref::cli
