#include "support.h"

#include "games/zombie_princess/table/zp_table.h"
#include "store/game_files.h"

#include <stdlib.h>

#include <algorithm>
#include <fstream>
#include <sstream>

namespace zref::test {

const zp::GameData& data() {
    static const zp::GameData d = [] {
        auto r = zp::load_builtin_game_data();
        if (!r) FAIL(r.error());
        return r.value();
    }();
    return d;
}

void play(zp::Referee& ref, std::initializer_list<std::string> lines) {
    play(ref, std::vector<std::string>(lines));
}

void play(zp::Referee& ref, const std::vector<std::string>& lines) {
    for (const auto& line : lines) {
        INFO("line: " << line);
        auto r = ref.apply(line);
        if (!r) FAIL("refused: " << r.error());
    }
}

Ruling accepted(zp::Referee& ref, const std::string& line) {
    INFO("line: " << line);
    auto r = ref.apply(line);
    if (!r) FAIL("refused: " << r.error());
    return *r;
}

std::string refused(zp::Referee& ref, const std::string& line) {
    INFO("line: " << line);
    auto r = ref.apply(line);
    REQUIRE_FALSE(r.ok());
    return r.error();
}

zp::Referee table(const std::vector<std::string>& players, bool teams, const std::string& rounds,
                  const std::string& start) {
    zp::Referee ref(data());
    std::string names;
    for (const auto& p : players) names += " " + p;
    play(ref, {"game zombie-princess", "players" + names, std::string("mode ") + (teams ? "teams" : "individuals"),
               "rounds " + rounds, "seed 1", "start " + (start.empty() ? players.front() : start), "princesses none",
               "powers off", "begin"});
    return ref;
}

const zp::Receipt& receipt(const zp::Referee& ref, int side) {
    return ref.game().state().results.back().receipts.at(static_cast<std::size_t>(side));
}

const zp::ReceiptLine& step(const zp::Referee& ref, int side, int n) {
    const auto& line = receipt(ref, side).lines.at(static_cast<std::size_t>(n - 1));
    REQUIRE(line.step == n);
    return line;
}

const zp::ReceiptLine& step(const zp::Receipt& r, int n) {
    for (const auto& l : r.lines)
        if (l.step == n) return l;
    FAIL("no scoring step " << n);
    return r.lines.front();
}

const zp::GameState& state(const zp::Referee& ref) { return ref.game().state(); }

bool has(const std::vector<std::string>& texts, const std::string& text) {
    return std::find(texts.begin(), texts.end(), text) != texts.end();
}

bool any_contains(const std::vector<std::string>& texts, const std::string& part) {
    for (const auto& t : texts)
        if (t.find(part) != std::string::npos) return true;
    return false;
}

TempDir::TempDir() {
    std::string tmpl = (std::filesystem::temp_directory_path() / "zref-test-XXXXXX").string();
    if (::mkdtemp(tmpl.data()) == nullptr) FAIL("mkdtemp failed");
    path_ = tmpl;
}

TempDir::~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
}

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream buf;
    buf << in.rdbuf();
    return buf.str();
}

std::string with(std::string_view text, const std::string& from, const std::string& to) {
    std::string s(text);
    const auto at = s.find(from);
    REQUIRE(at != std::string::npos);
    return s.replace(at, from.size(), to);
}

Result<SavedGame> load_game(const std::string& path, zp::GameData data) {
    auto file = store::read_journal(path);
    if (!file) return fail(file.error());
    SavedGame g;
    g.data = std::make_unique<zp::GameData>(std::move(data));
    g.referee = std::make_unique<zp::Referee>(*g.data);
    g.file = std::move(file.value());
    zp::ZpTable table(*g.referee);
    if (auto st = store::replay_journal(table, g.file, path); !st) return fail(st.error());
    return g;
}

}  // namespace zref::test
