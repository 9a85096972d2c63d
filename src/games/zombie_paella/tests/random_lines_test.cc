// Bad input never crashes and never breaks the table: lines made of the
// game's own words in random order, fed to a table mid-game, leave every
// card accounted for after each accepted one.
#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <vector>

#include "paella_support.h"

using namespace zref::test::paella;

TEST_CASE("Bad input: random lines of the game's words keep every card accounted for", "[zombie_paella][robustness]") {
    const std::vector<std::string> verbs{"draw", "discard", "alms", "battle", "play", "defend", "attack", "blurtini", "fight",
                                         "remove", "block", "no", "take", "give", "bury", "drop", "pass", "recover", "done",
                                         "end", "winner", "card", "deal", "start", "redeal", "deck"};
    const std::vector<std::string> words{"Ana", "Ben", "Cai", "tomato", "rabbit", "saffron", "stinky-sandals", "king-james-i",
                                         "the-showgirls", "the-great-flood", "bloody-battle", "double-trouble",
                                         "paella-protection", "ultra", "defensive-stronghold", "enormous-effigy", "kleptobat",
                                         "hungry-hen", "none", "block", "3", "0", "1", "2", "effigy", "stronghold", "shared",
                                         "battle", "attack", "strength", "\"Wild Boar\"", "x", "-1", "99999999999"};
    std::mt19937 rng(12345);
    for (int game = 0; game < 10; ++game) {
        Referee ref(data());
        enter(ref, {"game zombie-paella", "players Ana Ben Cai", "card double-trouble strength 1",
                    "card the-showman attack 3 defence 1", "deal Ana tomato stinky-sandals", "deal Ben rabbit", "deal Cai"});
        int accepted = 0;
        for (int n = 0; n < 2000; ++n) {
            std::string line = verbs[rng() % verbs.size()];
            const int count = static_cast<int>(rng() % 4);
            for (int k = 0; k < count; ++k) line += " " + words[rng() % words.size()];
            const auto before = ref.entries().size();
            auto r = ref.apply(line);
            if (!r) {
                REQUIRE(ref.entries().size() == before);
                continue;
            }
            ++accepted;
            INFO(line);
            REQUIRE(conserved(ref));
            (void)ref.game().waiting();
            (void)ref.game().verbs_now();
            if (rng() % 10 == 0) REQUIRE(ref.undo());
        }
        CHECK(accepted > 10);
    }
}
