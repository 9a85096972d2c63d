// The game state keeps per-seat and per-suit lists inside itself
// (core/inline_vector.h) so that trying a command copies it cheaply. These
// pin the limits that make that safe: the loader refuses a table larger than
// the state can hold, and the list refuses to grow past its capacity.
#include <catch2/catch.hpp>

#include <string>

#include "core/inline_vector.h"
#include "core/shared_history.h"
#include "core/shared_list.h"
#include "games/zombie_princess/state.h"
#include "store/embedded.h"
#include "games/zombie_princess/data_loader.h"
#include "support.h"

namespace zref::test {
namespace {

TEST_CASE("game data: a table of more seats than the state holds is refused by the loader", "[data][limits]") {
    // "Set Up" plays 3 to 6; the state holds zp::kMaxSeats seats.
    REQUIRE(zp::kMaxSeats == 6);
    auto d = zp::parse_game_data(with(zp::builtin_data_text(), "max_players = 6", "max_players = 7"), "zp.toml");
    REQUIRE_FALSE(d);
    CHECK(d.error() == "zp.toml: game: players must run from at least 2 to at most 6, not 3 to 7");
    auto lo = zp::parse_game_data(with(zp::builtin_data_text(), "min_players = 3", "min_players = 1"), "zp.toml");
    REQUIRE_FALSE(lo);
    CHECK(lo.error() == "zp.toml: game: players must run from at least 2 to at most 6, not 1 to 6");
    CHECK(zp::parse_game_data(zp::builtin_data_text(), "zp.toml"));
}

TEST_CASE("InlineVector: behaves as the std::vector it replaces and refuses to grow past its capacity", "[core][limits]") {
    InlineVector<int, 3> v(2, -1);
    CHECK(v.size() == 2);
    CHECK(v == std::vector<int>{-1, -1});
    v.push_back(7);
    CHECK(v.back() == 7);
    CHECK_THROWS_AS(v.push_back(8), std::length_error);
    CHECK_THROWS_AS(v.at(3), std::out_of_range);
    CHECK_THROWS_AS(v.resize(4), std::length_error);
    v.resize(1);
    CHECK(static_cast<std::vector<int>>(v) == std::vector<int>{-1});
    InlineVector<int, 3> copy = v;  // a plain copy: the state's per-seat lists are trivially copyable
    copy[0] = 5;
    CHECK(v[0] == -1);
    STATIC_REQUIRE(std::is_trivially_copyable_v<InlineVector<int, 3>>);
}

TEST_CASE("SharedHistory: copies share the list and its items until one of them changes", "[core][limits]") {
    // The game state is copied for every command; its finished tricks and
    // rounds are a SharedHistory, so a change in one copy must never show
    // in another.
    SharedHistory<std::vector<int>> a;
    a.push_back({1});
    a.push_back({2});
    SharedHistory<std::vector<int>> b = a;
    b.push_back({3});
    CHECK(a.size() == 2);
    CHECK(b.size() == 3);
    b.edit(0).push_back(9);
    CHECK(a[0] == std::vector<int>{1});
    CHECK(b[0] == std::vector<int>{1, 9});
    SharedHistory<std::vector<int>> c = b;
    c.pop_back();
    c.edit_back().clear();
    CHECK(b.size() == 3);
    CHECK(b[1] == std::vector<int>{2});
    CHECK(c.size() == 2);
    CHECK(c[1].empty());
    c.clear();
    CHECK(c.empty());
    CHECK(b.size() == 3);
    CHECK_THROWS_AS(c.edit_back(), std::out_of_range);
    CHECK(a == SharedHistory<std::vector<int>>(std::vector<std::vector<int>>{{1}, {2}}));
}

TEST_CASE("SharedHistory and SharedList: assigning into a copy that shares some items gives exactly the other's items",
          "[core][limits]") {
    // Assignment reassigns only the slots that differ, so the result must
    // still be the other's items in every case: longer, shorter, one changed.
    using History = SharedHistory<std::vector<int>>;
    History live(std::vector<std::vector<int>>{{1}, {2}});
    History kept = live;
    live.push_back({3});  // longer
    kept = live;
    CHECK(kept == History(std::vector<std::vector<int>>{{1}, {2}, {3}}));
    live.edit(1).push_back(5);  // one changed (cloned: kept still holds it)
    CHECK(kept[1] == std::vector<int>{2});
    kept = live;
    CHECK(kept[1] == std::vector<int>{2, 5});
    kept.edit(1).push_back(6);  // the copies share it again, so this clones
    CHECK(live[1] == std::vector<int>{2, 5});
    live.pop_back();  // shorter
    kept = live;
    CHECK(kept.size() == 2);
    CHECK(kept == live);

    SharedList<int> list(std::vector<int>{1, 2});
    SharedList<int> copy = list;
    copy = list;  // already shared: left alone
    list.push_back(3);
    CHECK(copy.list() == std::vector<int>{1, 2});
    copy = list;
    CHECK(copy.list() == std::vector<int>{1, 2, 3});
    copy.push_back(4);
    CHECK(list.list() == std::vector<int>{1, 2, 3});
}

}  // namespace
}  // namespace zref::test
