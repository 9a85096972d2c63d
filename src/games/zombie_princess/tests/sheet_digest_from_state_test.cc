// The score sheet's digest taken straight from the state
// (sim::sheet_digest(GameState)) must be the digest of the sheet
// build_sheet makes, at every moment of the games self-play plays.
#include <catch2/catch.hpp>

#include <utility>

#include "games/zombie_princess/sheet.h"
#include "games/zombie_princess/sim/digest.h"
#include "games/zombie_princess/sim/simulate.h"
#include "support.h"

using namespace zref;
using namespace zref::sim;
using zref::test::data;

namespace {

// Every table self-play sets (3 to 6 Individuals, 4 and 6 Teams), with
// random and typed-in Round cards.
template <class Check>
void for_each_event(int games, Check&& check) {
    const std::pair<int, bool> tables[] = {{3, false}, {4, false}, {5, false}, {6, false}, {4, true}, {6, true}};
    for (int i = 0; i < games; ++i) {
        // Odd games type their Round cards in, even ones draw them (table_for).
        const TableConfig config = table_for(data(), tables[i % 6].first, tables[i % 6].second, 900, i);
        RandomTable t(data(), config);
        REQUIRE(t.setup());
        check(t.game().state());
        while (!t.over()) {
            REQUIRE(t.step());
            check(t.game().state());
        }
    }
}

}  // namespace

TEST_CASE("score sheet digest: hashed from the state, it is the digest of the sheet build_sheet makes",
          "[sim][sheet]") {
    int over = 0;
    for_each_event(24, [&](const zp::GameState& s) {
        REQUIRE(sheet_digest(s) == sheet_digest(zp::build_sheet(s)));
        over += s.phase == zp::Phase::GameOver;
    });
    CHECK(over == 24);
    // A table not yet set up.
    zp::GameState empty;
    CHECK(sheet_digest(empty) == sheet_digest(zp::build_sheet(empty)));
}
