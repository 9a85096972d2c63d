// FastEntries::refuses_early_prince_lead answers, without ruling the card, whether
// play() would refuse it as a Prince led before Princes have broken out.
// Self-play leaves such candidates untried on its word, so the answer must
// be the engine's own: these tests pin it against play() itself.
#include <catch2/catch.hpp>

#include <string>

#include "every_moment.h"
#include "games/zombie_princess/game.h"
#include "games/zombie_princess/sim/fast_entries.h"
#include "support.h"

using namespace zref;
using zref::tt::Card;
using zref::test::at_every_moment;
using zref::test::data;

namespace {

const std::string kEarlyLead = "have not broken out";  // the refusal's words (rule_card)

// Every card of the deck led by the player to act, asked and then played on
// a copy: "refused early" exactly when play() refuses it for that reason, or
// refuses it for another one first.
void check_every_lead(const zp::Game& g, int& asked, int& early) {
    const auto& s = g.state();
    if (s.phase != zp::Phase::Tricks || s.round.by_counts || !s.round.current.plays.empty()) return;
    const int seat = g.to_act();
    for (std::uint8_t suit = 0; suit < s.codec.suit_count(); ++suit)
        for (int value = 1; value <= s.codec.max_value(); ++value)
            for (bool claim : {false, true}) {
                const zp::CardPlay p{seat, Card{suit, static_cast<std::uint8_t>(value)}, claim};
                const bool says = zp::FastEntries::refuses_early_prince_lead(g, p);
                zp::Game copy = g;
                auto ruled = zp::FastEntries::play(copy, p);
                ++asked;
                if (says) {
                    ++early;
                    CHECK_FALSE(ruled.ok());
                } else if (!ruled) {
                    INFO(ruled.error());
                    CHECK(ruled.error().find(kEarlyLead) == std::string::npos);
                }
            }
}

}  // namespace

TEST_CASE("The Privileged Princes: refuses_early_prince_lead is true exactly for the leads play() refuses as early "
          "Princes, at every lead of random games",
          "[rules][sim]") {
    int asked = 0, early = 0;
    at_every_moment(12, [](int game) { return test::mixed_table(7, game); },
                    [&](const zp::Game& g) { check_every_lead(g, asked, early); });
    CHECK(asked > 10000);
    CHECK(early > 100);  // the question was asked where it matters
}

TEST_CASE("The Privileged Princes: a lenient table lets an early Prince lead stand, so it is not refused early",
          "[rules][strictness]") {
    zp::Referee ref(data());
    test::play(ref, {"game zombie-princess", "players Ana Ben Cai", "mode individuals", "rounds a a a a", "seed 1",
                     "start Ana", "princesses none", "powers off", "strictness lenient", "begin", "1", "1", "1"});
    const auto& s = ref.game().state();
    const zp::CardPlay lead{0, Card{s.codec.trump_suit(), 3}, false};
    CHECK_FALSE(zp::FastEntries::refuses_early_prince_lead(ref.game(), lead));
    zp::Game copy = ref.game();
    CHECK(zp::FastEntries::play(copy, lead).ok());  // with a warning (rules_strictness.cc)
}
