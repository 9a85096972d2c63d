// The start of a turn ("During your turn" and the card answers for the
// Rotting Orange Tree and the Garlic Dip).
#include "paella_support.h"

#include "games/zombie_paella/sections.h"
#include "games/zombie_paella/turn_start.h"

namespace zref::test::paella {

TEST_CASE("FAQ Rotting Orange Tree: its holder draws one card before acting", "[zombie_paella][turn]") {
    PlayerState p = player("Ana", {"tomato"});
    CHECK(turn_start(p, data(), 3).forced_draws == 0);
    p.permanents = {"rotting-orange-tree"};
    const auto out = turn_start(p, data(), 3);
    CHECK(out.forced_draws == 1);
    CHECK(out.actions == 1);
    CHECK(cites(out.reasons, sec::FaqRottingOrangeTree));
}

TEST_CASE("FAQ Garlic Dip: two actions for a holder with no ingredients, from the next turn", "[zombie_paella][turn]") {
    PlayerState p = player("Ana", {});
    p.permanents = {"garlic-dip"};
    CHECK(turn_start(p, data(), 3).actions == 2);
    CHECK(turn_start(p, data(), 3, true).actions == 1);  // gained since the last turn
    p.ingredients = {"tomato"};
    CHECK(turn_start(p, data(), 3).actions == 1);
}

TEST_CASE("FAQ Garlic Dip: with the Rotting Orange Tree, draw and then two actions", "[zombie_paella][turn]") {
    PlayerState p = player("Ana", {});
    p.permanents = {"garlic-dip", "rotting-orange-tree"};
    const auto out = turn_start(p, data(), 4);
    CHECK(out.forced_draws == 1);
    CHECK(out.actions == 2);
    CHECK(cites(out.reasons, sec::FaqGarlicDip));
}

}  // namespace zref::test::paella
