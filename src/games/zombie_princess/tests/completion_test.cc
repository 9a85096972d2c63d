// Tab completion offers what the referee would accept now: commands, names,
// Princesses and the cards the player whose turn it is may legally play.
#include <algorithm>

#include "games/zombie_princess/table/completion.h"
#include "princess_deal.h"
#include "support.h"

namespace zref::test {
namespace {

TEST_CASE("Completion: the first word offers commands, names and bids (zref: completion)", "[completion]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    auto all = zp::completion_candidates(ref, "", "");
    CHECK(has(all, "status"));
    CHECK(has(all, "undo"));
    CHECK(has(all, "bid"));
    CHECK(has(all, "Ben"));
    CHECK(has(all, "9"));  // a bid up to the hand size
    CHECK(zp::completion_candidates(ref, "", "st") == std::vector<std::string>{"status"});
    CHECK(zp::completion_candidates(ref, "", "b") == std::vector<std::string>{"Ben", "bid"});
}

TEST_CASE("Completion: cards offered are the ones that may be played now (Following Suit, The Privileged Princes)",
          "[completion]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    play(ref, {"1", "1", "1"});
    auto lead = zp::completion_candidates(ref, "", "pr");
    // Princes have not broken out: none may be led (without the only-Princes claim).
    CHECK(std::none_of(lead.begin(), lead.end(), [](const std::string& w) { return w.rfind("pr", 0) == 0 && w.size() > 2; }));
    CHECK(has(zp::completion_candidates(ref, "", "k"), "k7"));
    play(ref, {"k7"});
    auto follow = zp::completion_candidates(ref, "", "k");
    CHECK_FALSE(has(follow, "k7"));  // already played
    CHECK(has(follow, "k2"));
    CHECK(has(zp::completion_candidates(ref, "", "pr"), "pr1"));  // a Prince may be played to a trick
    CHECK(zp::completion_candidates(ref, "play Ben ", "k1") == std::vector<std::string>{"k1"});
    CHECK(zp::completion_candidates(ref, "play Cai ", "k").empty());  // not Cai's turn
}

TEST_CASE("Completion: words after a verb (zref: completion)", "[completion]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    CHECK(zp::completion_candidates(ref, "bid ", "C") == std::vector<std::string>{"Cai"});
    CHECK(has(zp::completion_candidates(ref, "bid Ana ", ""), "0"));
    CHECK(has(zp::completion_candidates(ref, "edit ", ""), "9"));
    CHECK(has(zp::completion_candidates(ref, "power ", "dor"), "dorothy"));
}

TEST_CASE("Completion: after a trick count, the words a tricks line takes (Scoring by counts)", "[completion][by-counts]") {
    using V = std::vector<std::string>;
    auto ref = princess_table({"rapunzel", "dorothy", "pea-princess", "ice-princess"}, "b a a a");
    play(ref, {"bid Ana 0", "bid Ben 3", "bid Cai 3", "bid Dee 2"});
    // Round card b needs its skulls typed; each Princess takes her own word.
    CHECK(zp::completion_candidates(ref, "tricks Ana 2 ", "") == V{"card-skulls", "frog", "rapunzel"});
    CHECK(zp::completion_candidates(ref, "tricks Ana 0 ", "") == V{"card-skulls", "rapunzel"});  // no Frog in no trick
    CHECK(zp::completion_candidates(ref, "tricks Ana 2 frog ", "") == V{"card-skulls", "rapunzel"});
    CHECK(has(zp::completion_candidates(ref, "tricks Ana 2 rapunzel ", ""), "8"));  // her Villagers: 1 to 8
    CHECK(zp::completion_candidates(ref, "tricks Ben 3 ", "d") == V{"dorothy"});
    CHECK(zp::completion_candidates(ref, "tricks Cai 3 ", "") == V{"card-skulls", "frog", "pea-princess"});
    // The Ice Princess changes a bid: her 'power' line comes before the counts, not a word on them.
    CHECK(zp::completion_candidates(ref, "tricks Dee 2 ", "") == V{"card-skulls", "frog"});
    play(ref, {"tricks Ana 0 rapunzel 4 card-skulls 0", "tricks Ben 3 frog card-skulls 2"});
    CHECK(zp::completion_candidates(ref, "tricks Cai 3 ", "") == V{"card-skulls", "pea-princess"});  // the Frog is Ben's
    CHECK(zp::completion_candidates(ref, "prince-tricks Cai ", "1") == V{"1", "10"});
}

}  // namespace
}  // namespace zref::test
