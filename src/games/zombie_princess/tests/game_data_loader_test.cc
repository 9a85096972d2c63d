// The Zombie Princess game data loader: checks that make a lookup by a
// player's word unambiguous.
#include <catch2/catch.hpp>

#include <string>

#include "store/embedded.h"
#include "games/zombie_princess/data_loader.h"
#include "support.h"

namespace zref::test {
namespace {

TEST_CASE("Princesses: a word that names two Princesses is refused by the loader", "[data][princess]") {
    // Players name a Princess by id, name or alias, in any case; a word naming
    // two of them would make the ruling depend on the order in the file.
    const std::string toml(zp::builtin_data_text());
    auto alias = zp::parse_game_data(with(toml, "aliases = [\"cinderella\"]", "aliases = [\"cinderella\", \"ALICE\"]"),
                                        "zp.toml");
    REQUIRE_FALSE(alias);
    CHECK(alias.error() ==
          "zp.toml: princesses[1]: 'alice' already names Alice; each id, name and alias must name one Princess");
    auto id = zp::parse_game_data(with(toml, "id = \"cinderella\"", "id = \"Alice\""), "zp.toml");
    REQUIRE_FALSE(id);
    CHECK(id.error() == "zp.toml: princesses[1]: 'Alice' already names Alice; each id, name and alias must name one Princess");
    // A Princess may repeat her own words (her alias is her id).
    auto d = zp::parse_game_data(toml, "zp.toml");
    REQUIRE(d);
    CHECK(d->princess("ALICE") == &d->princesses[0]);
    CHECK(d->princess("alice") == &d->princesses[0]);
    CHECK(d->princess("Cinderella") == &d->princesses[1]);
    CHECK(d->princess("nobody") == nullptr);
}

}  // namespace
}  // namespace zref::test
