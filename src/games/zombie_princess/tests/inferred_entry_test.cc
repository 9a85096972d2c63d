// Entries zref infers so that Enter accepts them (zref: fewer keys): the last
// player's trick count, which the round's total fixes (Scoring by counts),
// and the last card of the round, the one card of the deck still out.
#include <string>
#include <vector>

#include "card_support.h"
#include "support.h"

namespace zref::test {
namespace {

std::string inferred(const zp::Referee& ref) {
    const auto e = ref.game().inferred_entry();
    return e ? e->line + " [" + e->shown + "]" : std::string("none");
}

}  // namespace

TEST_CASE("Inferred entry: the last trick count is what the round's total leaves (Scoring by counts)",
          "[inferred][by-counts]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    play(ref, {"2", "3", "3", "2"});
    CHECK(inferred(ref) == "none");  // nothing typed yet
    play(ref, {"Ana 3", "3"});
    CHECK(inferred(ref) == "none");  // two still to type: the total does not say how they split
    play(ref, {"3"});
    CHECK(inferred(ref) == "tricks Dee 1 [1]");  // 10 tricks, 9 typed
    play(ref, {"tricks Dee 1"});
    CHECK(inferred(ref) == "none");
}

TEST_CASE("Inferred entry: the last card of the round is the one card not yet played (Tricks)", "[inferred][cards]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    play(ref, {"0", "5", "6"});
    auto lines = one_suit_round(0, {1, 1, 1, 1, 1, 0, 2, 2, 2, 2, 2, 2});
    const std::string last = lines.back();
    lines.pop_back();
    play(ref, {lines.begin(), lines.end() - 1});
    CHECK(inferred(ref) == "none");  // two cards out: whose is whose is hidden
    play(ref, {lines.back()});
    const auto e = ref.game().inferred_entry();
    REQUIRE(e);
    CHECK(e->shown == last);
    CHECK(accepted(ref, e->line).canonical == e->line);
}

}  // namespace zref::test
