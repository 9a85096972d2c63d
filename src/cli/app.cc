#include "cli/app.h"

#include <sys/stat.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <memory>
#include <random>

#include "cli/render.h"
#include "cli/session.h"
#include "core/text.h"
#include "games/zombie_princess/referee.h"
#include "store/game_data_loader.h"
#include "store/journal.h"
#include "store/presets.h"

namespace zref::cli {

namespace {

void say_error(const std::string& msg) { std::fputs(("zref: " + msg + "\n").c_str(), stderr); }

Result<zp::GameData> game_data(const std::string& override_path) {
    if (!override_path.empty()) return store::load_game_data_file(override_path);
    return store::load_builtin_game_data();
}

std::vector<std::string> split_names(const std::string& s) {
    std::vector<std::string> out;
    std::string cur;
    for (char c : s) {
        if (c == ',' ) {
            if (!cur.empty()) out.push_back(cur);
            cur.clear();
        } else if (c == ' ' && s.find(',') == std::string::npos) {
            if (!cur.empty()) out.push_back(cur);
            cur.clear();
        } else {
            cur += c;
        }
    }
    if (!cur.empty()) out.push_back(cur);
    for (auto& n : out) {
        while (!n.empty() && n.front() == ' ') n.erase(n.begin());
        while (!n.empty() && n.back() == ' ') n.pop_back();
    }
    return out;
}

std::string default_journal_path() {
    std::filesystem::path dir;
    if (const char* x = std::getenv("XDG_DATA_HOME"); x && *x) dir = std::filesystem::path(x) / "zref" / "games";
    else if (const char* h = std::getenv("HOME"); h && *h) dir = std::filesystem::path(h) / ".local/share/zref/games";
    else dir = ".";
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    std::time_t now = std::time(nullptr);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", std::localtime(&now));
    std::filesystem::path p = dir / (std::string("zombie-princess-") + stamp + ".zref");
    for (int i = 2; std::filesystem::exists(p); ++i)
        p = dir / (std::string("zombie-princess-") + stamp + "-" + std::to_string(i) + ".zref");
    return p.string();
}

// Folds a journal into a referee; every bad line is "FILE:LINE: reason".
Status replay_into(zp::Referee& referee, const std::string& path, const store::JournalFile& jf) {
    for (const auto& line : jf.lines)
        if (auto st = referee.replay_journal_line(line.text); !st)
            return fail(path + ":" + std::to_string(line.number) + ": " + st.error() + " (line: " + line.text + ")");
    return Ok{};
}

std::string quoted_list(const std::vector<std::string>& words) {
    std::string out;
    for (const auto& w : words) out += " " + quote_if_needed(w);
    return out;
}

}  // namespace

int cmd_new(const NewOptions& o) {
    auto data = game_data(o.data);
    if (!data) return say_error(data.error()), 2;
    auto preset = store::find_preset(o.preset);
    if (!preset) return say_error(preset.error()), 2;
    auto p = *preset;
    if (!o.players.empty()) p.players = split_names(o.players);
    if (!o.mode.empty()) p.mode = o.mode;
    if (!o.rounds.empty()) p.rounds = split_names(o.rounds);
    if (!o.start.empty()) p.start = o.start;
    if (!o.princesses.empty()) p.princesses = o.princesses;
    if (!o.frog.empty()) p.frog = o.frog;
    if (!o.powers.empty()) {
        p.powers = o.powers == "on";
        // Powers need Princesses: deal them unless the table said otherwise.
        if (p.powers && p.princesses == "none" && o.princesses.empty()) p.princesses = "deal";
    }
    unsigned long long seed = o.seed ? *o.seed : (static_cast<unsigned long long>(std::random_device{}()) << 20) ^
                                                     static_cast<unsigned long long>(std::time(nullptr));

    std::vector<std::string> setup = {"game " + data->id, "players" + quoted_list(p.players), "mode " + p.mode,
                                      "rounds" + quoted_list(p.rounds)};
    if (!p.frog.empty()) setup.push_back("frog " + p.frog);
    setup.push_back("seed " + std::to_string(seed));
    setup.push_back("start " + quote_if_needed(p.start));
    setup.push_back("princesses " + p.princesses);
    setup.push_back(std::string("powers ") + (p.powers ? "on" : "off"));
    if (o.lenient) p.lenient = true;
    if (o.strict) p.lenient = false;
    setup.push_back(std::string("strictness ") + (p.lenient ? "lenient" : "strict"));
    setup.push_back("begin");

    // Check the whole setup before creating a file, so a typo leaves nothing behind.
    zp::Referee probe(*data);
    for (const auto& line : setup)
        if (auto r = probe.apply(line); !r) return say_error("setup: " + r.error()), 2;

    store::JournalWriter journal;
    const std::string path = o.journal.empty() ? default_journal_path() : o.journal;
    if (auto st = journal.create(path); !st) return say_error(st.error()), 2;
    if (auto st = journal.append("# zref journal: Zombie Princess. One command per line; see man zref(1)."); !st)
        return say_error(st.error()), 2;
    zp::Referee referee(*data);
    Session session(referee, journal);
    std::fputs(("zref " + data->name + " referee. Journal: " + path + "\n").c_str(), stdout);
    for (const auto& line : setup)
        if (!session.submit(line, line != "begin")) return 2;
    return session.run();
}

namespace {

// A journal folded into a referee, with the data it refers to kept alive.
struct LoadedGame {
    std::unique_ptr<zp::GameData> data;
    std::unique_ptr<zp::Referee> referee;
    store::JournalFile file;
};

Result<LoadedGame> load_game(const std::string& path, const std::string& data_path) {
    auto data = game_data(data_path);
    if (!data) return fail(data.error());
    auto jf = store::read_journal(path);
    if (!jf) return fail(jf.error());
    LoadedGame g;
    g.data = std::make_unique<zp::GameData>(std::move(data.value()));
    g.referee = std::make_unique<zp::Referee>(*g.data);
    g.file = std::move(jf.value());
    if (auto st = replay_into(*g.referee, path, g.file); !st) return fail(st.error());
    return g;
}

}  // namespace

int cmd_resume(const std::string& path, const std::string& data_path, const std::string& color) {
    (void)color;
    if (path.empty()) return say_error("resume: give the journal file, e.g. 'zref resume game.zref'"), 2;
    auto g = load_game(path, data_path);
    if (!g) return say_error(g.error()), 2;
    if (g->file.torn)
        say_error(path + ": the last line was cut off (a crash while writing?) and is dropped: '" + *g->file.torn + "'");
    store::JournalWriter journal;
    if (auto st = journal.open_existing(path, g->file.intact_bytes); !st) return say_error(st.error()), 2;
    std::fputs(("Resumed " + path + "\n").c_str(), stdout);
    std::fputs(render_status(g->referee->game()).c_str(), stdout);
    Session session(*g->referee, journal);
    return session.run();
}

int cmd_replay(const std::string& path, const std::string& format, const std::string& data_path) {
    auto g = load_game(path, data_path);
    if (!g) return say_error(g.error()), 2;
    if (g->file.torn) say_error(path + ": the last line was cut off and is ignored: '" + *g->file.torn + "'");
    const auto& referee = *g->referee;
    const auto& s = referee.game().state();
    if (format == "json") {
        std::fputs(render_sheet_json(s).c_str(), stdout);
    } else {
        for (const auto& r : s.results) std::fputs(render_receipts(s, r).c_str(), stdout);
        std::fputs(render_sheet_text(s).c_str(), stdout);
        if (s.phase != zp::Phase::GameOver)
            std::fputs(("Not finished. Waiting for: " + referee.game().waiting().what + "\n").c_str(), stdout);
    }
    return 0;
}

int cmd_rules(const std::string& topic, const std::string& data_path) {
    auto data = game_data(data_path);
    if (!data) return say_error(data.error()), 2;
    auto interps_for = [&](const std::string& key) {
        std::string out;
        for (const auto& i : data->interpretations)
            if (i.topic == key) out += "  Our reading (" + i.id + "): " + i.text + "\n";
        return out;
    };
    if (topic.empty()) {
        std::string out = "Topics:";
        for (const auto& t : data->topics) out += " " + t.id;
        out += "\nRound cards: a-z (e.g. 'zref rules g'); Princesses:";
        for (const auto& p : data->princesses) out += " " + p.id;
        std::fputs((out + "\n").c_str(), stdout);
        return 0;
    }
    if (const auto* t = data->topic(topic)) {
        std::fputs((t->title + "\n" + t->text + "\n" + interps_for(t->id)).c_str(), stdout);
        return 0;
    }
    if (topic.size() == 1)
        if (const auto* rc = data->round_card(topic[0])) {
            std::string out = std::string(1, rc->letter) + ". " + rc->name + (rc->hourglass ? " (Hourglass)" : "") +
                              "\n" + rc->effect + "\n";
            for (const auto& i : rc->interpretations) out += "  Our reading: " + i + "\n";
            std::fputs(out.c_str(), stdout);
            return 0;
        }
    if (const auto* p = data->princess(topic)) {
        std::string out = p->name + ": " + p->power + (p->always_active ? " (always active)" : " (once per round)") +
                          (p->teams_only ? " (Teams only)" : "") + "\n" + p->effect + "\n";
        for (const auto& i : p->interpretations) out += "  Our reading: " + i + "\n";
        std::fputs(out.c_str(), stdout);
        return 0;
    }
    std::vector<std::string> words;
    for (const auto& t : data->topics) words.push_back(t.id);
    for (const auto& p : data->princesses) words.push_back(p.id);
    say_error("no rules topic '" + topic + "'" + did_you_mean(topic, words) +
              ": try a topic (" + [&] { std::vector<std::string> t; for (const auto& x : data->topics) t.push_back(x.id); return join(t, ", "); }() +
              "), a Round card letter a-z, or a Princess");
    return 2;
}

}  // namespace zref::cli
