#include "bowling_support.h"

#include "core/text.h"
#include "games/bowling_for_zombies/standings.h"
#include "store/journal.h"

namespace zref::test::bowling {

const bfz::GameData& data() {
    static const bfz::GameData d = [] {
        auto r = bfz::load_builtin_bowling_data();
        if (!r) FAIL(r.error());
        return r.value();
    }();
    return d;
}

Ruling play(bfz::Referee& ref, std::initializer_list<std::string> lines) {
    return play(ref, std::vector<std::string>(lines));
}

Ruling play(bfz::Referee& ref, const std::vector<std::string>& lines) {
    Ruling last;
    for (const auto& line : lines) {
        INFO("line: " << line << "\nwaiting: " << ref.game().waiting().what);
        auto r = ref.apply(line);
        if (!r) FAIL("refused: " << r.error());
        last = r.value();
    }
    return last;
}

std::string refused(bfz::Referee& ref, const std::string& line) {
    INFO("line: " << line);
    auto r = ref.apply(line);
    REQUIRE_FALSE(r.ok());
    return r.error();
}

bfz::Referee table(const std::vector<std::string>& names, const std::string& variant, const std::string& phantom) {
    bfz::Referee ref(data());
    std::vector<std::string> lines{"game bowling-for-zombies", "players " + join(names, " "), "variant " + variant,
                                   "seed 1"};
    if (!phantom.empty()) lines.push_back("phantom " + phantom);
    lines.push_back("begin");
    play(ref, lines);
    return ref;
}

int seat(const bfz::Referee& ref, const std::string& name) {
    auto s = ref.game().state().seating.find(name);
    REQUIRE(s.ok());
    return *s;
}

int points(const bfz::Referee& ref, const std::string& name) {
    return bfz::pile_points(ref.game().state().necros.at(static_cast<std::size_t>(seat(ref, name))));
}

std::vector<std::vector<std::string>> ranking(const bfz::Referee& ref) {
    const auto st = bfz::standings(ref.game().state());
    std::vector<std::vector<std::string>> out;
    for (const auto& g : st.groups) {
        out.emplace_back();
        for (int s : g) out.back().push_back(ref.game().state().seating.name(s));
    }
    return out;
}

std::string reasons(const Ruling& r) {
    std::string out = r.headline;
    for (const auto& x : r.reasons) out += "\n" + x.text + " [" + x.section + "]";
    for (const auto& n : r.notices) out += "\n> " + n;
    return out;
}

void replay_transcript(bfz::Referee& ref, const std::string& name) {
    const std::string path = std::string(ZREF_TEST_DIR) + "/transcripts/bowling/" + name + ".zref";
    auto jf = store::read_journal(path);
    if (!jf) FAIL(jf.error());
    REQUIRE_FALSE(jf->torn);
    for (const auto& line : jf->lines) {
        auto r = ref.replay_journal_line(line.text);
        if (!r) FAIL(path << ":" << line.number << ": " << r.error() << " (line: " << line.text << ")");
    }
}

}  // namespace zref::test::bowling
