// Bidding: a bid can reach the rules as a seat and a number (FastEntries::bid),
// the form self-play sends, as a card can as a seat and a card. It must rule,
// refuse and journal exactly as its typed 'bid' line.
#include <catch2/catch.hpp>

#include <string>

#include "games/zombie_princess/game.h"
#include "games/zombie_princess/sim/digest.h"
#include "games/zombie_princess/sim/fast_entries.h"
#include "support.h"

using namespace zref;
using zref::test::data;

namespace {

zp::Game table_bidding() {
    zp::Game g(data());
    for (const char* line : {"players Ana Ben Cai Dee", "mode individuals", "rounds a a a a", "start Ana", "begin"})
        REQUIRE(g.apply(line));
    REQUIRE(g.state().phase == zp::Phase::Bidding);
    return g;
}

}  // namespace

TEST_CASE("Bidding: a bid given as seat and number rules as its typed line, which is its journal line",
          "[engine][bid]") {
    zp::Game typed = table_bidding(), given = table_bidding();
    const int bids[] = {0, 3, 1, 2};
    for (int seat = 0; seat < 4; ++seat) {
        const zp::Bid b{seat, bids[seat]};
        auto t = typed.apply(zp::bid_command(typed.state(), b));
        auto g = zp::FastEntries::bid(given, b);
        REQUIRE(t);
        REQUIRE(g);
        CHECK(g->canonical.empty());  // left to the caller, as a card play's
        std::string line;
        zp::write_bid_line(line, given.state().seating, b);
        CHECK(line == t->canonical);
        CHECK(line == "bid " + given.state().seating.name(seat) + " " + std::to_string(bids[seat]));
        CHECK(g->headline == t->headline);
        CHECK(g->reasons == t->reasons);
        CHECK(g->notices == t->notices);
        CHECK(sim::state_digest(given.state()) == sim::state_digest(typed.state()));
    }
    CHECK(given.state().phase == zp::Phase::Tricks);
    CHECK(given.state().round.bids == typed.state().round.bids);
}

TEST_CASE("Bidding: a bid given as seat and number is refused as its typed line, and changes nothing",
          "[engine][bid]") {
    // Both games are brought to the same moment; the given bid must be
    // refused with the typed line's words and leave the state as it was.
    auto check = [](const std::vector<std::string>& before, const zp::Bid& b, const std::string& typed_line) {
        INFO(typed_line);
        zp::Game typed = table_bidding(), given = table_bidding();
        for (const auto& line : before) {
            REQUIRE(typed.apply(line));
            REQUIRE(given.apply(line));
        }
        const auto digest = sim::state_digest(given.state());
        auto t = typed.apply(typed_line);
        auto g = zp::FastEntries::bid(given, b);
        REQUIRE_FALSE(t);
        REQUIRE_FALSE(g);
        CHECK(g.error() == t.error());
        CHECK(sim::state_digest(given.state()) == digest);
        return g.error();
    };
    CHECK_THAT(check({}, {1, 2}, "bid Ben 2"), Catch::Contains("it is Ana's turn to bid, not Ben's"));
    CHECK_THAT(check({}, {0, 99}, "bid Ana 99"), Catch::Contains("'99' is not a valid bid: give a whole number from 0 to"));
    CHECK_THAT(check({"bid Ana 1"}, {1, -1}, "bid Ben -1"), Catch::Contains("'-1' is not a valid bid"));
    CHECK_THAT(check({"bid Ana 1", "bid Ben 1", "bid Cai 1", "bid Dee 1"}, {0, 1}, "bid Ana 1"),
               Catch::Contains("'bid' is not accepted now"));

    // A seat the table does not have cannot be typed, so it has its own words.
    zp::Game g = table_bidding();
    const auto digest = sim::state_digest(g.state());
    CHECK(zp::FastEntries::bid(g, {4, 1}).error() == "bid: no seat 4 at this table (seats run 0 to 3)");
    CHECK(zp::FastEntries::bid(g, {-1, 1}).error() == "bid: no seat -1 at this table (seats run 0 to 3)");
    CHECK(sim::state_digest(g.state()) == digest);
}
