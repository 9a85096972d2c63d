#include "rp_support.h"

#include "core/text.h"
#include "games/rebel_princess/data_loader.h"
#include "store/journal.h"
#include "support.h"

namespace zref::test::rp {

const zref::rp::GameData& data() {
    static const zref::rp::GameData d = [] {
        auto loaded = zref::rp::load_builtin_rebel_princess_data();
        REQUIRE(loaded);
        return *loaded;
    }();
    return d;
}

Ruling play(zref::rp::Referee& ref, const std::vector<std::string>& lines) {
    Ruling last;
    for (const auto& line : lines) {
        auto r = ref.apply(line);
        INFO(line);
        REQUIRE(r);
        last = *r;
    }
    return last;
}

std::string refused(zref::rp::Referee& ref, const std::string& line) {
    auto r = ref.apply(line);
    INFO(line);
    REQUIRE_FALSE(r);
    return r.error();
}

zref::rp::Referee table_with_rounds(const std::vector<std::string>& names, const std::vector<std::string>& cards,
                                    const std::vector<std::string>& extra_setup) {
    zref::rp::Referee ref(data());
    std::vector<std::string> lines = {"game rebel-princess", "players " + join(names, " "), "rounds " + join(cards, " "),
                                      "start " + names.front()};
    lines.insert(lines.end(), extra_setup.begin(), extra_setup.end());
    lines.push_back("begin");
    play(ref, lines);
    return ref;
}

zref::rp::Referee table(const std::vector<std::string>& names, const std::string& card,
                        const std::vector<std::string>& extra_setup) {
    return table_with_rounds(names, std::vector<std::string>(5, card), extra_setup);
}

Ruling trick(zref::rp::Referee& ref, const std::string& cards) {
    Ruling last;
    for (const auto& card : split_names(cards)) last = play(ref, {card});
    return last;
}

int seat(const zref::rp::Referee& ref, const std::string& name) {
    auto s = ref.game().state().seating.find(name);
    REQUIRE(s);
    return *s;
}

int total(const zref::rp::Referee& ref, const std::string& name) {
    return ref.game().state().totals.at(static_cast<std::size_t>(seat(ref, name)));
}

std::string reasons(const Ruling& r) {
    std::string out;
    for (const auto& x : r.reasons) out += x.text + " [" + x.section + "]\n";
    return out;
}

std::string notices(const Ruling& r) { return join(r.notices, "\n"); }

std::vector<std::string> transcript_lines(const std::string& name) {
    const std::string path = zref::test::kTranscripts + "/rebel-princess/" + name + ".zref";
    auto jf = store::read_journal(path);
    if (!jf) FAIL(jf.error());
    REQUIRE_FALSE(jf->torn);
    std::vector<std::string> out;
    for (const auto& line : jf->lines)
        if (!line.text.empty() && line.text.front() != '#') out.push_back(line.text);
    return out;
}

zref::rp::Referee replayed(const std::string& name, int count) {
    zref::rp::Referee ref(data());
    const auto lines = transcript_lines(name);
    const auto n = count < 0 ? lines.size() : static_cast<std::size_t>(count);
    REQUIRE(n <= lines.size());
    for (std::size_t i = 0; i < n; ++i) {
        auto r = ref.replay_journal_line(lines[i]);
        INFO(name << " line " << i + 1 << ": " << lines[i]);
        REQUIRE(r);
    }
    return ref;
}

std::string test_file(const std::string& path) { return zref::test::slurp(std::string(ZREF_TEST_DIR) + "/" + path); }

}  // namespace zref::test::rp
