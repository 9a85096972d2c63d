#include "fuzz_support.h"

#include <cstdio>
#include <cstdlib>

#include "games/bowling_for_zombies/data_loader.h"
#include "games/rebel_princess/data_loader.h"
#include "games/zombie_ninja_pirates/data_loader.h"
#include "games/zombie_paella/data_loader.h"
#include "games/zombie_princess/data_loader.h"

namespace zref::fuzz {

namespace {

template <class T>
const T& or_abort(Result<T>&& r) {
    if (!r) {
        std::fprintf(stderr, "fuzz: built-in data does not load: %s\n", r.error().c_str());
        std::abort();
    }
    static T kept = std::move(r.value());
    return kept;
}

}  // namespace

const zp::GameData& princess_data() {
    static const zp::GameData& data = or_abort(zp::load_builtin_game_data());
    return data;
}

const bfz::GameData& bowling_data() {
    static const bfz::GameData& data = or_abort(bfz::load_builtin_bowling_data());
    return data;
}

const rp::GameData& rebel_data() {
    static const rp::GameData& data = or_abort(rp::load_builtin_rebel_princess_data());
    return data;
}

const paella::GameData& paella_data() {
    static const paella::GameData& data = or_abort(paella::load_builtin_zombie_paella_data());
    return data;
}

const znp::GameData& znp_data() {
    static const znp::GameData& data = or_abort(znp::load_builtin_zombie_ninja_pirates_data());
    return data;
}

std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> out;
    while (!text.empty() && out.size() < kMaxLines) {
        const std::size_t nl = text.find('\n');
        out.push_back(text.substr(0, nl));
        if (nl == std::string_view::npos) break;
        text.remove_prefix(nl + 1);
    }
    return out;
}

}  // namespace zref::fuzz
