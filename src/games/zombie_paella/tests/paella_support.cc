#include "paella_support.h"

#include <algorithm>

#include "games/zombie_paella/data_loader.h"

namespace zref::test::paella {

const GameData& data() {
    static const GameData d = [] {
        auto loaded = load_builtin_zombie_paella_data();
        if (!loaded) FAIL("the built-in data does not load: " << loaded.error());
        return loaded.value();
    }();
    return d;
}

PlayerState player(std::string name, std::vector<std::string> ingredients, int hand_size) {
    PlayerState p;
    p.name = std::move(name);
    p.ingredients = std::move(ingredients);
    p.hand_size = hand_size;
    return p;
}

bool cites(const std::vector<Reason>& reasons, std::string_view section) {
    return std::any_of(reasons.begin(), reasons.end(), [&](const Reason& r) { return r.section == section; });
}

bool mentions(const std::vector<Reason>& reasons, std::string_view words) {
    return std::any_of(reasons.begin(), reasons.end(),
                       [&](const Reason& r) { return r.text.find(words) != std::string::npos; });
}

void enter(Referee& ref, const std::vector<std::string>& lines) {
    for (const auto& line : lines) {
        auto r = ref.apply(line);
        INFO(line);
        REQUIRE(r);
    }
}

void refused(Referee& ref, const std::string& line, const std::string& words) {
    const auto before = ref.entries().size();
    auto r = ref.apply(line);
    INFO(line);
    REQUIRE_FALSE(r);
    CHECK_THAT(r.error(), Catch::Contains(words));
    CHECK(ref.entries().size() == before);
}

std::string refusal(Referee& ref, const std::string& line) {
    auto r = ref.apply(line);
    INFO(line);
    REQUIRE_FALSE(r);
    return r.error();
}

const PlayerState& seat(const Referee& ref, int i) { return ref.game().state().table.players[static_cast<std::size_t>(i)]; }

bool conserved(const Referee& ref) {
    return static_cast<bool>(check_conservation(ref.game().state().table, ref.game().deck_cards(), "saffron"));
}

}  // namespace zref::test::paella
