// Round card hooks that callers may answer without the call: a hook's quick
// answer must agree with the hook itself for every Round card. follows() is
// asked on a table at its start: no Round card's follows() reads the state
// today; one that did would need its moments tried here too.
#include <catch2/catch.hpp>

#include <cstdint>
#include <string>

#include "games/zombie_princess/round_rule.h"
#include "support.h"

using namespace zref;
using zref::tt::Card;

TEST_CASE("Playing a Trick: a Round card that says it follows by suit (RoundRule::follows_by_suit) follows exactly by suit",
          "[engine][round-cards]") {
    zp::Referee ref = test::table({"Ana", "Ben", "Cai", "Dee"});
    const auto& s = ref.game().state();
    int by_suit = 0, other = 0;
    for (char letter : zp::refereed_round_cards()) {
        const zp::RoundRule* rule = zp::find_round_rule(letter);
        REQUIRE(rule);
        INFO("Round card " << letter);
        bool agrees = true;
        for (std::uint8_t suit = 0; suit < s.codec.suit_count(); ++suit)
            for (std::uint8_t follow = 0; follow < s.codec.suit_count(); ++follow)
                for (int v = 1; v <= s.codec.max_value(); ++v) {
                    const Card card{suit, static_cast<std::uint8_t>(v)};
                    agrees = agrees && rule->follows(card, follow, s) == (suit == follow);
                }
        if (rule->follows_by_suit()) {
            CHECK(agrees);
            ++by_suit;
        } else {
            CHECK_FALSE(agrees);  // it says it does not: then it must not
            ++other;
        }
    }
    CHECK(by_suit == 25);
    CHECK(other == 1);  // We the Villagers: Villagers follow any suit
}

TEST_CASE("Round Cards: the rule of the round (rule_of) is the card's own rule, or the basic rules where zref has none",
          "[engine][round-cards]") {
    // rule_of reads one table of every byte; this is the lookup it replaced.
    zp::GameState s;
    CHECK(&zp::rule_of(s) == &zp::opening_night());  // before round 1
    int own = 0;
    for (int byte = 0; byte < 256; ++byte) {
        s.round.card = static_cast<char>(byte);
        for (int number : {0, 1, 4}) {
            s.round.number = number;
            const zp::RoundRule* found = number > 0 ? zp::find_round_rule(s.round.card) : nullptr;
            INFO("byte " << byte << ", round " << number);
            CHECK(&zp::rule_of(s) == (found ? found : &zp::opening_night()));
            own += found && &zp::rule_of(s) == found ? 1 : 0;
        }
    }
    CHECK(own == 2 * static_cast<int>(zp::refereed_round_cards().size()));
}
