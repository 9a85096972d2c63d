#include "rp_support.h"

#include "core/text.h"
#include "games/rebel_princess/data_loader.h"

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
                                      "start " + names.front(), "princesses none"};
    lines.insert(lines.end(), extra_setup.begin(), extra_setup.end());
    lines.push_back("begin");
    play(ref, lines);
    return ref;
}

zref::rp::Referee table(const std::vector<std::string>& names, const std::string& card,
                        const std::vector<std::string>& extra_setup) {
    return table_with_rounds(names, std::vector<std::string>(5, card), extra_setup);
}

zref::rp::Referee with_princesses(const std::vector<std::string>& ids, const std::string& card,
                                  const std::vector<std::string>& extra_setup) {
    std::vector<std::string> setup = extra_setup;
    setup.push_back("princesses enter");
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, card, setup);
    const std::vector<std::string> names = {"Ana", "Ben", "Cai", "Dee"};
    for (std::size_t i = 0; i < ids.size(); ++i) play(ref, {"princess " + names[i] + " " + ids[i]});
    return ref;
}

Ruling trick(zref::rp::Referee& ref, const std::string& cards) {
    Ruling last;
    for (const auto& card : split_names(cards)) last = play(ref, {card});
    return last;
}

const std::vector<std::string>& ana_takes_all() {
    static const std::vector<std::string> tricks = {
        "q10 q1 q2 q3",   "f10 f1 f2 f3",   "p10 p8 p1 p2",  "q9 pr1 pr2 pr3", "f9 pr4 pr5 pr6",
        "p9 pr7 pr8 pr9", "q8 pr10 q4 q5", "q7 f4 q6 f5",   "f8 f6 f7 p3",    "p7 p4 p5 p6"};
    return tricks;
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

}  // namespace zref::test::rp
