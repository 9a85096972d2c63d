#include "cli/session.h"

#include <fmt/format.h>

#include <cstdio>

#include "cli/completion.h"
#include "cli/line_reader.h"
#include "cli/prompt.h"
#include "cli/render.h"
#include "core/command.h"
#include "core/text.h"
#include "games/zombie_princess/sheet.h"

namespace zref::cli {

namespace {

// What an edit changed on the score sheet, cell by cell.
std::string sheet_changes(const zp::ScoreSheet& before, const zp::ScoreSheet& after) {
    std::string out;
    const std::size_t rounds = std::max(before.rounds.size(), after.rounds.size());
    for (std::size_t r = 0; r < rounds; ++r) {
        if (r >= before.rounds.size() || r >= after.rounds.size()) {
            out += fmt::format("  Round {}: {}\n", r + 1, r < after.rounds.size() ? "now scored" : "no longer scored");
            continue;
        }
        const auto& a = before.rounds[r];
        const auto& b = after.rounds[r];
        for (std::size_t side = 0; side < a.cells.size() && side < b.cells.size(); ++side) {
            const auto& x = a.cells[side];
            const auto& y = b.cells[side];
            std::vector<std::string> diffs;
            auto note = [&](const char* what, int u, int v) {
                if (u != v) diffs.push_back(fmt::format("{} {} -> {}", what, u, v));
            };
            note("bid", x.bid, y.bid);
            note("tricks", x.tricks, y.tricks);
            note("points", x.points, y.points);
            note("skulls", x.skulls, y.skulls);
            note("total", x.total, y.total);
            if (!diffs.empty())
                out += fmt::format("  Round {}, {}: {}\n", a.number, after.sides[side], join(diffs, ", "));
        }
    }
    if (before.winners != after.winners && after.game_over) {
        std::vector<std::string> names;
        for (int w : after.winners) names.push_back(after.sides[static_cast<std::size_t>(w)]);
        out += "  Winner(s) now: " + join(names, ", ") + "\n";
    }
    return out.empty() ? "  The score sheet is unchanged.\n" : out;
}

}  // namespace

Session::Session(zp::Referee& referee, store::JournalWriter& journal, SessionOptions options)
    : referee_(referee), options_(std::move(options)), style_(options_.color), journal_(journal) {}

void Session::out(const std::string& text) const {
    std::fputs(style_.highlight_cards(text, referee_.game().state().codec).c_str(), stdout);
}

void Session::refuse(const std::string& message) const {
    std::fputs((style_.error("zref:") + " " + message + "\n").c_str(), stderr);
    std::fflush(stderr);
}

// A first word that is neither a command nor a name may be a mistyped one.
std::string Session::suggest(const std::string& word) const {
    std::vector<std::string> words = meta_commands();
    for (const auto& v : referee_.game().verbs_now()) words.push_back(v);
    return did_you_mean(word, words);
}

bool Session::submit(const std::string& line, bool quiet) {
    auto ruling = referee_.apply(line);
    if (!ruling) {
        std::string message = ruling.error();
        if (message.rfind("unknown command", 0) == 0) {
            // The session's own commands are candidates too ("stauts" is "status").
            auto words = tokenize(line);
            if (words && !words->empty())
                message = "unknown command '" + words->front() + "'" + suggest(words->front()) + ": " +
                          referee_.game().waiting().what + " ('help' lists what is accepted now)";
        }
        refuse(message);
        return false;
    }
    // Durable first: the ruling is shown only once the line is on disk.
    if (auto st = journal_.append(ruling->canonical); !st) {
        referee_.undo();
        refuse(st.error());
        return false;
    }
    last_ = *ruling;
    if (!quiet) out(render_ruling(*ruling, referee_.game().state()));
    std::fflush(stdout);
    return true;
}

void Session::print_help() const {
    const auto& g = referee_.game();
    const auto w = g.waiting();
    std::string text = "Waiting for: " + w.what + "\n";
    if (!w.examples.empty()) text += "  e.g. " + join(w.examples, "  |  ") + "\n";
    auto verbs = g.verbs_now();
    if (!verbs.empty()) text += "Commands accepted now: " + join(verbs, ", ") + "\n";
    text += "Cards: " + (g.state().codec.max_value() ? g.state().codec.notation_hint()
                                                     : std::string("k7, knight 7, pr3, frog")) + "\n";
    text += "Any time: status, sheet, why [TRICK], undo, history [N|all], edit N LINE, help, quit\n"
            "  (Tab completes commands, names, Princesses and the cards that can be played now;\n"
            "   the journal keeps everything, 'zref resume' continues)\n";
    std::fputs(text.c_str(), stdout);
}

bool Session::print_history(const std::vector<std::string>& words) const {
    const auto& entries = referee_.entries();
    std::size_t show = 20;
    if (words.size() > 1) {
        if (lower(words[1]) == "all") {
            show = entries.size();
        } else if (auto n = zp::parse_count(words[1], 1, 100000, "number of entries")) {
            show = static_cast<std::size_t>(*n);
        } else {
            refuse("history: " + n.error() + ", or 'all'");
            return false;
        }
    }
    // Setup lines are numbered too, but only shown with 'history all'.
    std::size_t first = entries.size() > show ? entries.size() - show : 0;
    std::string text;
    for (std::size_t i = first; i < entries.size(); ++i)
        text += fmt::format("{:>4}  {:<12} {}\n", i + 1, entries[i].where, entries[i].line);
    text += "Correct an entry with: edit N LINE (e.g. 'edit " + std::to_string(entries.size()) + " ...')\n";
    out(text);
    return true;
}

bool Session::on_undo() {
    if (!referee_.can_undo()) {
        refuse("nothing to undo");
        return false;
    }
    // Journal first: an undo that cannot be recorded is not made.
    if (auto st = journal_.append("undo"); !st) {
        refuse(st.error());
        return false;
    }
    auto undone = referee_.undo();
    if (!undone) {
        refuse(undone.error());
        return false;
    }
    last_ = Ruling{};
    out("Undone: " + *undone + "\nWaiting for: " + referee_.game().waiting().what + "\n");
    return true;
}

bool Session::on_edit(const std::vector<std::string>& words) {
    if (words.size() < 3) {
        refuse("edit: give the entry number and the new line, e.g. 'edit 12 play Ben k5' or 'edit 12 k5' "
               "('history' shows the numbers)");
        return false;
    }
    auto number = zp::parse_count(words[1], 1, 1000000, "entry number");
    if (!number) {
        refuse("edit: " + number.error() + " ('history' shows the numbers)");
        return false;
    }
    std::string line;
    for (std::size_t i = 2; i < words.size(); ++i) line += (line.empty() ? "" : " ") + quote_if_needed(words[i]);
    const zp::ScoreSheet before = zp::build_sheet(referee_.game().state());
    auto edited = referee_.edit(*number, line);
    if (!edited) {
        refuse(edited.error());
        return false;
    }
    if (auto st = journal_.append(zp::Referee::edit_line(edited->number, edited->after)); !st) {
        referee_.undo();
        refuse(st.error());
        return false;
    }
    last_ = Ruling{};
    out(fmt::format("Entry {} changed: '{}' -> '{}'; {} later entr{} re-adjudicated.\n", edited->number,
                    edited->before, edited->after, edited->replayed, edited->replayed == 1 ? "y" : "ies") +
        "What changed on the score sheet:\n" + sheet_changes(before, zp::build_sheet(referee_.game().state())) +
        "Waiting for: " + referee_.game().waiting().what + "\n");
    return true;
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
        out(render_status(referee_.game()));
        return true;
    }
    if (verb == "sheet") {
        out(render_sheet_text(referee_.game().state()));
        return true;
    }
    if (verb == "history") return print_history(*words);
    if (verb == "why") {
        if (words->size() > 1) {
            auto n = zp::parse_count((*words)[1], 1, 99, "trick number");
            if (!n) {
                refuse(n.error());
                return false;
            }
            out(render_trick_why(referee_.game().state(), *n));
        } else if (last_.canonical.empty()) {
            out("Nothing has been ruled yet in this session.\n");
        } else {
            out(render_why(last_, referee_.game()));
        }
        return true;
    }
    if (verb == "quit" || verb == "exit") {
        quit_ = true;
        return true;
    }
    if (verb == "undo") return on_undo();
    if (verb == "edit") return on_edit(*words);
    return submit(line);
}

int Session::run() {
    LineReader reader(options_.history_file, [this](const std::string& before, const std::string& word) {
        return completion_candidates(referee_, before, word);
    });
    const Style prompt_style(options_.color, reader.interactive());
    if (reader.interactive())
        std::fputs(("Type 'help' at any time; Tab completes. Waiting for: " + referee_.game().waiting().what + "\n").c_str(),
                   stdout);
    while (!quit_) {
        auto line = reader.read(render_prompt(referee_.game(), prompt_style));
        if (!line) break;
        if (!reader.interactive() && !line->empty())
            std::fputs((render_prompt(referee_.game(), style_) + *line + "\n").c_str(), stdout);
        if (!handle(*line)) ++refused_;
        std::fflush(stdout);
    }
    if (reader.interactive()) std::fputs("\n", stdout);
    std::fputs(("Journal: " + journal_.path() + " (continue with: zref resume " + journal_.path() + ")\n").c_str(), stdout);
    // A script whose lines were refused should not look like a clean run.
    return (!reader.interactive() && refused_ > 0) ? 1 : 0;
}

}  // namespace zref::cli
