#include "games/registry.h"

#include "core/text.h"
#include "games/bowling_for_zombies/module.h"
#include "games/rebel_princess/module.h"
#include "games/zombie_ninja_pirates/module.h"
#include "games/zombie_paella/module.h"
#include "games/zombie_princess/module.h"

namespace zref::games {

const std::vector<const GameModule*>& all() {
    static const zp::Module zombie_princess;
    static const bfz::Module bowling_for_zombies;
    static const rp::Module rebel_princess;
    static const paella::Module zombie_paella;
    static const znp::Module zombie_ninja_pirates;
    static const std::vector<const GameModule*> list = {&zombie_princess, &bowling_for_zombies, &rebel_princess,
                                                        &zombie_paella, &zombie_ninja_pirates};
    return list;
}

const GameModule& default_game() { return *all().front(); }

const GameModule* find(std::string_view id) {
    if (id.empty()) return &default_game();
    for (const auto* g : all())
        if (iequals(g->id(), id)) return g;
    return nullptr;
}

std::vector<std::string> ids() {
    std::vector<std::string> out;
    for (const auto* g : all()) out.push_back(g->id());
    return out;
}

std::string ids_accepted() { return join(ids(), " or "); }

}  // namespace zref::games
