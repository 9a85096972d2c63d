#include "znp_support.h"

#include <algorithm>

#include "games/zombie_ninja_pirates/data_loader.h"

namespace zref::test::znp {

const GameData& data() {
    static const GameData d = [] {
        auto loaded = load_builtin_zombie_ninja_pirates_data();
        if (!loaded) FAIL("the built-in data does not load: " << loaded.error());
        return loaded.value();
    }();
    return d;
}

void enter(Referee& ref, const std::vector<std::string>& lines) {
    for (const auto& line : lines) {
        auto r = ref.apply(line);
        INFO(line << " -> " << (r ? std::string("ok") : r.error()));
        REQUIRE(r);
    }
}

void refused(Referee& ref, const std::string& line, const std::string& words) {
    const auto before = ref.entries().size();
    const std::string where = ref.game().where();
    auto r = ref.apply(line);
    INFO(line);
    REQUIRE_FALSE(r);
    CHECK_THAT(r.error(), Catch::Contains(words));
    CHECK(ref.entries().size() == before);
    CHECK(ref.game().where() == where);
}

Ruling accepted(Referee& ref, const std::string& line) {
    auto r = ref.apply(line);
    INFO(line << " -> " << (r ? std::string("ok") : r.error()));
    REQUIRE(r);
    return *r;
}

const PlayerState& seat(const Referee& ref, int i) { return ref.game().state().players[static_cast<std::size_t>(i)]; }

bool cites(const Ruling& r, std::string_view section) {
    return std::any_of(r.reasons.begin(), r.reasons.end(), [&](const Reason& x) { return x.section == section; });
}

Referee three_players() {
    Referee ref(data());
    enter(ref, {"game zombie-ninja-pirates", "deck 60", "players Ana Ben Cai", "start Ana"});
    return ref;
}

bool conserved(const Referee& ref) {
    auto st = ref.game().conserved();
    INFO((st ? std::string("ok") : st.error()));
    return static_cast<bool>(st);
}

}  // namespace zref::test::znp
