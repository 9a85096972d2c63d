// Inputs found by the fuzz targets (fuzz/, scripts/fuzz.sh), each pinned to
// the clear one-line error it gets now instead of the crash or the undefined
// behaviour it caused. One TEST_CASE per finding, the input inline: the
// game data files are the built-in ones with one value changed.
#include <catch2/catch.hpp>

#include <string>

#include "games/bowling_for_zombies/data_loader.h"
#include "store/embedded.h"
#include "games/zombie_princess/data_loader.h"
#include "support.h"

namespace zref::test {
namespace {

using Catch::Contains;

bool one_line(const std::string& message) { return !message.empty() && message.find('\n') == std::string::npos; }

TEST_CASE("fuzz: Bowling Lane card copies whose sum overflows an int are refused by the loader",
          "[fuzz][bowling][data]") {
    // Found running a hand-mutated seed through toml_loaders:
    // lane_deck_size() added 2e9 + 2e9 in an int (UBSan: signed integer
    // overflow).
    const std::string toml = with(bfz::builtin_data_text(), "\"5\" = 8, \"6\" = 6,",
                                  "\"5\" = 2000000000, \"6\" = 2000000000,");
    auto d = bfz::parse_bowling_data(toml, "bfz.toml");
    REQUIRE_FALSE(d);
    CHECK(one_line(d.error()));
    CHECK_THAT(d.error(), Contains("lanes.counts: '5' must be pins 1-9 mapped to a number of copies (0 to 999)"));
}

TEST_CASE("fuzz: a Zombie Princess Frog value past a byte is refused, not wrapped to another card",
          "[fuzz][data]") {
    // Found running a hand-mutated seed through toml_loaders: frog.value =
    // 300 was stored in a byte and became Pet 44, which `begin` then named
    // as the Frog.
    auto d = zp::parse_game_data(with(zp::builtin_data_text(), "value = 8\n", "value = 300\n"), "zp.toml");
    REQUIRE_FALSE(d);
    CHECK(one_line(d.error()));
    CHECK(d.error() == "zp.toml: frog.value: must be from 1 to 99");
}

TEST_CASE("fuzz: a Zombie Princess deck whose cards run past 99 is refused, not dealt as wrapped values",
          "[fuzz][data]") {
    // Found running a hand-mutated seed through toml_loaders:
    // deck.max_value 300 for 3 players let `begin` accept a deck of card
    // values that wrap at 256 ("Ben to bid (0-400)").
    for (const std::string v : {"300", "0", "-5", "3000000000"}) {
        INFO("max_value " << v);
        const std::string toml = with(zp::builtin_data_text(), "\"3\" = 9,", "\"3\" = " + v + ",");
        auto d = zp::parse_game_data(toml, "zp.toml");
        REQUIRE_FALSE(d);
        CHECK(one_line(d.error()));
        CHECK_THAT(d.error(), Contains("zp.toml: deck.max_value"));
    }
}

}  // namespace
}  // namespace zref::test
