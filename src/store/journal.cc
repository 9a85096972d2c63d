#include "store/journal.h"

#include "store/line_check.h"

namespace zref::store {

namespace {

// The line's text without its check, or the line whole with `damage` set.
JournalLine checked_line(int number, std::string_view line, bool journal_checked) {
    const CheckedText read = split_check(line);
    if (read.check && read.matches()) return {number, std::string(read.text), {}};
    if (read.check)
        return {number, std::string(line),
                "damaged line: it does not match its check (the #~ code at its end), so the file changed after "
                "zref wrote it; if you edited it by hand on purpose, delete the check from this line and from line 1"};
    if (journal_checked)
        return {number, std::string(line),
                "damaged line: it has no check (a #~ code at its end), though every line of this journal has one "
                "(line 1 does); if you added or edited it by hand on purpose, delete the check from line 1"};
    return {number, std::string(line), {}};  // a journal written by hand or by an older zref
}

}  // namespace

JournalFile parse_journal(const std::string& data) {
    JournalFile jf;
    std::size_t pos = 0;
    int number = 0;
    while (pos < data.size()) {
        const std::size_t nl = data.find('\n', pos);
        ++number;
        if (nl == std::string::npos) {
            jf.torn = data.substr(pos);
            break;
        }
        std::string_view line(data.data() + pos, nl - pos);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (number == 1) jf.checked = split_check(line).matches();
        jf.lines.push_back(checked_line(number, line, jf.checked));
        pos = nl + 1;
        jf.intact_bytes = static_cast<long long>(pos);
    }
    return jf;
}

std::string journal_line_bytes(std::string_view line) { return with_check(line) + "\n"; }

Status line_damage(const JournalLine& line, const std::string& path) {
    if (line.damage.empty()) return Ok{};
    return fail(path + ":" + std::to_string(line.number) + ": " + line.damage + " (line: " + line.text + ")");
}

Result<JournalFile> read_journal(const std::string& path, Storage& storage) {
    auto data = storage.read_all(path);
    if (!data) return fail(path + ": " + data.error());
    return parse_journal(*data);
}

JournalWriter::~JournalWriter() {
    if (file_ < 0) return;
    // Last chance to leave no part of a refused line behind.
    if (needs_repair_) (void)roll_back();
    storage_->close(file_);
}

Status JournalWriter::create(const std::string& path) {
    if (file_ >= 0) return fail(path + ": cannot create journal: a journal is already open (" + path_ + ")");
    auto f = storage_->create_exclusive(path);
    if (!f) return fail(path + ": cannot create journal: " + f.error());
    file_ = *f;
    path_ = path;
    committed_ = 0;
    needs_repair_ = false;
    return Ok{};
}

Status JournalWriter::open_existing(const std::string& path, long long keep_bytes) {
    if (file_ >= 0) return fail(path + ": cannot open journal for writing: a journal is already open (" + path_ + ")");
    auto f = storage_->open_append(path);
    if (!f) return fail(path + ": cannot open journal for writing: " + f.error());
    auto size = storage_->size(*f);
    if (!size) {
        storage_->close(*f);
        return fail(path + ": cannot open journal for writing: " + size.error());
    }
    if (*size > keep_bytes) {
        Status cut = storage_->truncate(*f, keep_bytes);
        if (cut) cut = storage_->sync(*f);
        if (!cut) {
            storage_->close(*f);
            return fail(path + ": cannot drop the torn last line: " + cut.error());
        }
    }
    file_ = *f;
    path_ = path;
    committed_ = *size < keep_bytes ? *size : keep_bytes;
    needs_repair_ = false;
    return Ok{};
}

Status JournalWriter::roll_back() {
    Status st = storage_->truncate(file_, committed_);
    if (st) st = storage_->sync(file_);
    needs_repair_ = !st.ok();
    return st;
}

Status JournalWriter::refuse(const std::string& what, const std::string& reason, bool whole_line_written) {
    if (auto back = roll_back(); !back) {
        // A torn line is dropped by resume; a whole one would be read as played.
        if (whole_line_written)
            return fail(path_ + ": " + what + ": " + reason + "; the command was not accepted, but it could not be " +
                        "removed from the journal (" + back.error() + "): quit and run 'zref resume " + path_ +
                        "'; if it shows the command as played, 'undo' takes it back");
        return fail(path_ + ": " + what + ": " + reason + "; the command was not accepted, and the unfinished line " +
                    "could not be removed (" + back.error() + "): quit and run 'zref resume " + path_ +
                    "' to repair the journal");
    }
    return fail(path_ + ": " + what + ": " + reason + " (the command was not accepted; the journal is unchanged)");
}

Status JournalWriter::append(const std::string& line) {
    if (file_ < 0) return fail("no journal is open");
    if (line.find('\n') != std::string::npos)
        return fail(path_ + ": a journal line cannot hold a line break (the command was not accepted)");
    if (needs_repair_) {
        if (auto back = roll_back(); !back)
            return fail(path_ + ": the journal still ends with a refused line or part of one (" + back.error() +
                        "); nothing more can be recorded: quit and run 'zref resume " + path_ +
                        "' (a part of a line is dropped; a whole one shows as played, and 'undo' takes it back)");
    }
    const std::string data = journal_line_bytes(line);
    std::size_t done = 0;
    if (auto st = append_all(*storage_, file_, data, done); !st) return refuse("write failed", st.error(), false);
    if (auto st = storage_->sync(file_); !st) return refuse("fsync failed", st.error(), true);
    committed_ += static_cast<long long>(data.size());
    return Ok{};
}

}  // namespace zref::store
