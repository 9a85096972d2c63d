// libFuzzer target: the TOML files zref reads. The first byte picks the
// loader: Zombie Princess game data, Bowling for Zombies game data, the
// user's config.toml (then applied to the built-in game data, as at start),
// a table preset, Rebel Princess, The Zombie Paella or Zombie Ninja Pirates game data. Game data that loads is then used: a game is set up and
// its first round begun, so data the loader lets through cannot crash the
// engine later. Nothing is read from or written to disk.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_support.h"
#include "games/bowling_for_zombies/referee.h"
#include "games/zombie_princess/referee.h"
#include "games/bowling_for_zombies/data_loader.h"
#include "games/rebel_princess/data_loader.h"
#include "games/rebel_princess/referee.h"
#include "games/zombie_ninja_pirates/data_loader.h"
#include "games/zombie_ninja_pirates/game.h"
#include "games/zombie_paella/data_loader.h"
#include "games/zombie_paella/game.h"
#include "store/config.h"
#include "games/zombie_princess/data_loader.h"
#include "games/zombie_princess/presets.h"
#include "games/zombie_princess/user_settings.h"

namespace {

using namespace zref;

template <class Referee>
void set_up(const typename Referee::Data& data, std::initializer_list<std::string_view> lines) {
    Referee ref(data);
    for (auto l : lines) (void)ref.apply(l);
    (void)ref.game().waiting();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
    if (size == 0) return 0;
    const std::string_view text(reinterpret_cast<const char*>(bytes) + 1, size - 1);
    switch (bytes[0] % 7) {
        case 0:
            if (auto data = zp::parse_game_data(text, "fuzz.toml"))
                set_up<zp::Referee>(*data, {"game zombie-princess", "players Ana Ben Cai", "mode individuals",
                                            "rounds random", "seed 1", "start Ana", "princesses none",
                                            "powers off", "begin", "bid Ana 1", "bid Ben 1", "bid Cai 1",
                                            "play Ana k1", "play Ben k2"});
            break;
        case 1:
            if (auto data = bfz::parse_bowling_data(text, "fuzz.toml"))
                set_up<bfz::Referee>(*data, {"game bowling-for-zombies", "players Ana Ben", "variant standard",
                                             "seed 1", "begin", "lanes 5", "play Ana 4", "play Ben 7"});
            break;
        case 2:
            if (auto config = store::parse_user_config(text, "config.toml")) {
                zp::GameData data = fuzz::princess_data();
                (void)zp::apply_user_settings(*config, data);
            }
            break;
        case 3:
            (void)zp::parse_preset(text, "preset.toml");
            break;
        case 5:
            if (auto data = paella::parse_zombie_paella_data(text, "fuzz.toml"))
                set_up<Referee<paella::Game>>(*data, {"game zombie-paella", "players Ana Ben Cai", "deal Ana tomato",
                                                      "deal Ben rabbit", "deal Cai", "battle Ana tomato", "defend none",
                                                      "attack king-james-i", "play the-great-flood", "no block"});
            break;
        case 6:
            if (auto data = znp::parse_zombie_ninja_pirates_data(text, "fuzz.toml"))
                set_up<Referee<znp::Game>>(*data, {"game zombie-ninja-pirates", "players Ana Ben Cai", "card sensei ninja 3",
                                                   "start Ana", "use boat pirate", "draw", "play brains Ana", "draw"});
            break;
        default:
            if (auto data = rp::parse_rebel_princess_data(text, "fuzz.toml"))
                set_up<rp::Referee>(*data, {"game rebel-princess", "players Ana Ben Cai", "rounds random", "seed 1",
                                            "start Ana", "princesses none", "begin", "play Ana q2", "play Ben q3",
                                            "requests Ana 1"});
            break;
    }
    return 0;
}
