#include "cli/session.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdio>

#include "cli/line_reader.h"
#include "core/command.h"
#include "core/completion_words.h"
#include "core/text.h"
#include "store/whole_file.h"

namespace zref::cli {

namespace {

// What an edit changed on the score sheet: the facts whose values differ,
// grouped by what they belong to ("Round 1, Ben: bid 1 -> 2, points 3 -> 0").
std::string sheet_changes(const std::vector<std::pair<std::string, std::string>>& before,
                          const std::vector<std::pair<std::string, std::string>>& after) {
    std::vector<std::pair<std::string, std::vector<std::string>>> groups;
    auto note = [&](const std::string& label, const std::string& change) {
        const auto cut = label.rfind(": ");
        const std::string group = cut == std::string::npos ? label : label.substr(0, cut);
        const std::string item = cut == std::string::npos ? "" : label.substr(cut + 2) + " ";
        if (groups.empty() || groups.back().first != group) groups.push_back({group, {}});
        groups.back().second.push_back(item + change);
    };
    for (const auto& [label, value] : after) {
        const std::string& key = label;  // clang 14 cannot capture a structured binding
        auto it = std::find_if(before.begin(), before.end(), [&](const auto& f) { return f.first == key; });
        if (it == before.end()) note(label, "now " + value);
        else if (it->second != value) note(label, it->second + " -> " + value);
    }
    for (const auto& [label, value] : before) {
        const std::string& key = label;
        if (std::none_of(after.begin(), after.end(), [&](const auto& f) { return f.first == key; }))
            note(label, "no longer " + value);
    }
    std::string out;
    for (const auto& [group, items] : groups) out += "  " + group + ": " + join(items, ", ") + "\n";
    return out.empty() ? "  The score sheet is unchanged.\n" : out;
}

}  // namespace

Session::Session(Table& table, store::JournalWriter& journal, SessionOptions options)
    : table_(table), options_(std::move(options)), style_(options_.color), journal_(journal) {}

void Session::out(const std::string& text) const {
    std::fputs(table_.highlight(text, style_).c_str(), stdout);
}

void Session::refuse(const std::string& message) const {
    std::fputs((style_.error("zref:") + " " + message + "\n").c_str(), stderr);
    std::fflush(stderr);
}

// A first word that is neither a command nor a name may be a mistyped one.
std::string Session::suggest(const std::string& word) const {
    std::vector<std::string> words = meta_commands();
    for (const auto& v : table_.verbs_now()) words.push_back(v);
    return did_you_mean(word, words);
}

bool Session::submit(const std::string& line, bool quiet) {
    auto ruling = table_.apply(line);
    if (!ruling) {
        std::string message = ruling.error();
        if (message.rfind("unknown command", 0) == 0) {
            // The session's own commands are candidates too ("stauts" is "status").
            auto words = tokenize(line);
            if (words && !words->empty())
                message = "unknown command '" + words->front() + "'" + suggest(words->front()) + ": " +
                          table_.waiting() + " ('help' lists what is accepted now)";
        }
        if (auto q = table_.question_for(line); q && !quiet) {
            asking_ = std::move(q);
            asked_about_ = message;
            return true;
        }
        refuse(message);
        return false;
    }
    // Durable first: the ruling is shown only once the line is on disk.
    if (auto st = journal_.append(ruling->canonical); !st) {
        table_.undo();
        refuse(st.error());
        return false;
    }
    last_ = *ruling;
    if (!quiet) out(table_.ruling(*ruling));
    if (options_.journaled)
        if (const std::string warning = options_.journaled(ruling->canonical); !warning.empty()) refuse(warning);
    std::fflush(stdout);
    write_board();
    return true;
}

std::string Session::prompt(const Style& style) const {
    return asking_ ? asking_->question + " (y/n)> " : table_.prompt(style);
}

std::optional<bool> Session::answer(const std::string& line) {
    const auto q = std::move(asking_);
    asking_.reset();
    const auto words = tokenize(line);
    if (!words || words->size() != 1) return std::nullopt;
    const std::string& w = words->front();
    if (iequals_any(w, {"y", "yes"})) return submit(q->yes_line);
    if (iequals_any(w, {"n", "no"})) {
        refuse(asked_about_);
        return false;
    }
    return std::nullopt;
}

void Session::print_help() const {
    std::string text = "Waiting for: " + table_.waiting() + "\n";
    if (auto examples = table_.examples(); !examples.empty()) text += "  e.g. " + join(examples, "  |  ") + "\n";
    auto verbs = table_.verbs_now();
    if (!verbs.empty()) text += "Commands accepted now: " + join(verbs, ", ") + "\n";
    text += "Cards: " + table_.notation() + "\n";
    text += "Any time: status, sheet, why [" + table_.item_word() + " N" +
            "], receipt [N], undo, history [N|all], edit N LINE, help, quit\n"
            "  (Tab completes commands, names and the cards that can be played now;\n"
            "   the journal keeps everything, 'zref resume' continues)\n";
    std::fputs(text.c_str(), stdout);
}

bool Session::print_history(const std::vector<std::string>& words) const {
    const auto& entries = table_.entries();
    std::size_t show = 20;
    if (words.size() > 1) {
        if (lower(words[1]) == "all") {
            show = entries.size();
        } else if (auto n = parse_count(words[1], 1, 100000, "number of entries")) {
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
    if (const auto& kept = table_.kept(); !kept.empty()) {
        text += "Kept back by an edit, entered again as soon as they fit:\n";
        for (const auto& e : kept) text += fmt::format("{:>4}  {:<12} {}\n", "-", e.where, e.line);
    }
    text += "Correct an entry with: edit N LINE (e.g. 'edit " + std::to_string(entries.size()) + " ...')\n";
    out(text);
    return true;
}

bool Session::on_undo() {
    if (!table_.can_undo()) {
        refuse("nothing to undo");
        return false;
    }
    // Journal first: an undo that cannot be recorded is not made.
    if (auto st = journal_.append("undo"); !st) {
        refuse(st.error());
        return false;
    }
    auto undone = table_.undo();
    if (!undone) {
        refuse(undone.error());
        return false;
    }
    last_ = Ruling{};
    out("Undone: " + *undone + "\nWaiting for: " + table_.waiting() + "\n");
    write_board();
    return true;
}

bool Session::on_edit(const std::vector<std::string>& words) {
    if (words.size() < 3) {
        refuse("edit: give the entry number and the new line, e.g. 'edit 12 LINE' "
               "('history' shows the numbers)");
        return false;
    }
    auto number = parse_count(words[1], 1, 1000000, "entry number");
    if (!number) {
        refuse("edit: " + number.error() + " ('history' shows the numbers)");
        return false;
    }
    std::string line;
    for (std::size_t i = 2; i < words.size(); ++i) line += (line.empty() ? "" : " ") + quote_if_needed(words[i]);
    const auto before = table_.sheet_facts();
    auto edited = table_.edit(*number, line);
    if (!edited) {
        refuse(edited.error());
        return false;
    }
    if (auto st = journal_.append(journal_edit_line(edited->number, edited->after)); !st) {
        table_.undo();
        refuse(st.error());
        return false;
    }
    last_ = Ruling{};
    std::string ripple;
    for (const auto& d : edited->dropped) ripple += "No longer stands: " + d + ".\n";
    if (edited->kept > 0)
        ripple += edited->kept == 1 ? "1 later entry is kept back and entered again as soon as it fits ('history' lists it).\n"
                                    : std::to_string(edited->kept) +
                                          " later entries are kept back and entered again as soon as they fit ('history' "
                                          "lists them).\n";
    out(fmt::format("Entry {} changed: '{}' -> '{}'; {} re-adjudicated.\n", edited->number, edited->before,
                    edited->after, counted(edited->replayed, "later entry", "later entries")) +
        ripple + "What changed on the score sheet:\n" + sheet_changes(before, table_.sheet_facts()) +
        "Waiting for: " + table_.waiting() + "\n");
    write_board();
    return true;
}

bool Session::handle(const std::string& line) {
    // A yes/no question takes "y" or "n"; any other line is read as usual.
    if (asking_)
        if (const auto answered = answer(line)) return *answered;
    auto words = tokenize(line);
    if (!words) {
        refuse(words.error());
        return false;
    }
    if (words->empty()) {
        // Enter at an empty prompt accepts what the game inferred, shown in [brackets].
        if (const std::string inferred = table_.inferred_line(); !inferred.empty()) return submit(inferred);
        return true;
    }
    const std::string verb = lower(words->front());
    if (verb == "help" || verb == "?") {
        print_help();
        return true;
    }
    if (verb == "status") {
        out(table_.status());
        return true;
    }
    if (verb == "sheet") {
        out(table_.sheet());
        return true;
    }
    if (verb == "history") return print_history(*words);
    if (verb == "receipt" || verb == "receipts") {
        int round = 0;
        if (words->size() > 1) {
            auto n = parse_count((*words)[1], 1, 99, "round number");
            if (!n) {
                refuse("receipt: " + n.error());
                return false;
            }
            round = *n;
        }
        out(table_.receipt(round));
        return true;
    }
    if (verb == "why") {
        if (words->size() > 1) {
            auto n = parse_count((*words)[1], 1, 99, table_.item_word() + " number");
            if (!n) {
                refuse(n.error());
                return false;
            }
            out(table_.why_item(*n));
        } else if (last_.canonical.empty()) {
            out("Nothing has been ruled yet in this session.\n");
        } else {
            out(table_.why(last_));
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

void Session::write_board() {
    if (options_.board_file.empty() || !board_started_) return;
    const std::string& path = options_.board_file;
    Status st = Ok{};
    // Never over the game itself: `--board` naming the journal is a slip.
    if (store::same_file(path, journal_.path()))
        st = fail(path + " is this game's journal; the board is not written over it");
    else
        st = store::replace_file(store::real_storage(), path, table_.board_html());
    if (st) {
        board_error_.clear();
        return;
    }
    if (st.error() == board_error_) return;
    board_error_ = st.error();
    std::fputs((style_.error("zref:") + " board: " + st.error() + "; the game goes on\n").c_str(), stderr);
    std::fflush(stderr);
}

void Session::start_board() {
    board_started_ = true;
    write_board();
}

int Session::run() {
    start_board();
    LineReader reader(options_.history_file, [this](const std::string& before, const std::string& word) {
        return table_.complete(before, word);
    });
    const Style prompt_style(options_.color, reader.interactive());
    if (reader.interactive())
        std::fputs(("Type 'help' at any time; Tab completes. Waiting for: " + table_.waiting() + "\n").c_str(),
                   stdout);
    while (!quit_) {
        auto line = reader.read(prompt(prompt_style));
        if (!line) break;
        if (reader.interrupted() == LineReader::Interrupt::EmptyPrompt)
            std::fputs("(To leave, press Ctrl-D or type 'quit': everything is saved.)\n", stdout);
        if (reader.interrupted() != LineReader::Interrupt::None) continue;
        // A piped script shows each line at its prompt, an Enter that accepts an inferred entry too.
        if (!reader.interactive() && (!line->empty() || !table_.inferred_line().empty()))
            std::fputs((prompt(style_) + *line + "\n").c_str(), stdout);
        if (!handle(*line)) ++refused_;
        std::fflush(stdout);
    }
    if (reader.interactive()) std::fputs("\n", stdout);
    // A finished game has nothing to resume; one in play says how to go on.
    const std::string next = table_.over() ? "the game is over; 'zref replay " + journal_.path() + "' shows it"
                                           : "continue with: zref resume " + journal_.path();
    std::fputs(("Journal: " + journal_.path() + " (" + next + ")\n").c_str(), stdout);
    // A script whose lines were refused should not look like a clean run.
    return (!reader.interactive() && refused_ > 0) ? 1 : 0;
}

}  // namespace zref::cli
