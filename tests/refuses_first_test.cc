// Bids and the end-of-round decisions (Frog, payment, next start) are ruled
// on the live state with no copy kept to put back (VerbRoute::refuses_first),
// so each handler must make every refusal before its first change. These
// tests make the latest refusals each handler has, at every such moment of
// many random games, and check that nothing changed.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "games/zombie_princess/game.h"
#include "sim/digest.h"
#include "sim/random_table.h"
#include "support.h"

using namespace zref;
using zref::test::data;

namespace {

// Lines that must be refused now: the right player with a wrong word (the
// last check before the handler changes anything), and every other player.
std::vector<std::string> refused_lines(const zp::Game& g) {
    const auto& s = g.state();
    const int actor = g.to_act();
    std::vector<std::string> lines;
    auto for_seats = [&](const std::string& verb, const std::string& word, auto skip) {
        for (int seat = 0; seat < s.seating.size(); ++seat)
            if (!skip(seat)) lines.push_back(verb + " " + s.seating.name(seat) + " " + word);
    };
    switch (s.phase) {
        case zp::Phase::Bidding:
            lines.push_back("bid " + s.seating.name(actor) + " x");
            lines.push_back("bid " + s.seating.name(actor) + " " + std::to_string(zp::max_tricks(s) + 1));
            for_seats("bid", "0", [&](int seat) { return seat == actor; });
            break;
        case zp::Phase::FrogDecision:
            lines.push_back("frog " + s.seating.name(actor) + " maybe");
            for_seats("frog", "count", [&](int seat) { return seat == actor; });
            break;
        case zp::Phase::Payment:
            lines.push_back("pay " + s.seating.name(actor) + " maybe");
            for_seats("pay", "yes", [&](int seat) { return s.seating.side_of(seat) == s.seating.side_of(actor); });
            break;
        case zp::Phase::NextStart:
            lines.push_back("start " + s.seating.name(actor) + " sideways");
            for_seats("start", "first", [&](int seat) { return s.seating.side_of(seat) == s.next_decider_side; });
            break;
        default: break;
    }
    return lines;
}

}  // namespace

TEST_CASE("Bidding, The Frog Prince Returns, Scoring (payment), Once the Round Is Over: a refused bid or decision "
          "changes nothing",
          "[engine][refusal]") {
    int refusals = 0;
    for (int game = 0; game < 24; ++game) {
        sim::TableConfig config;
        config.players = 3 + game % 4;
        config.teams = game % 3 == 0 && (config.players == 4 || config.players == 6);
        config.seed = 9100 + static_cast<std::uint64_t>(game);
        sim::RandomTable t(data(), config);
        REQUIRE(t.setup());
        zp::Game g(data());  // follows the table's journal, and is given the refused lines too
        std::size_t followed = 0;
        while (!t.over()) {
            for (; followed < t.journal().size(); ++followed) REQUIRE(g.apply(t.journal()[followed]));
            for (const auto& line : refused_lines(g)) {
                INFO(line);
                const auto before = sim::state_digest(g.state());
                const auto waiting = g.waiting().what;
                auto r = g.apply(line);
                REQUIRE_FALSE(r);
                CHECK(sim::state_digest(g.state()) == before);
                CHECK(g.waiting().what == waiting);
                ++refusals;
            }
            REQUIRE(t.step());
        }
    }
    CHECK(refusals > 1000);
}
