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

}  // namespace zref::test::paella
