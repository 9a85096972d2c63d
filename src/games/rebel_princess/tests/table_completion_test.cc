// Tab completion: the words the referee would accept at the cursor. Cards
// only when a probe of the game accepts them from that player now (zref
// does not see hands: following suit is the table's to check); numbers for
// requests, tricks, rounds and entries; the setup's Round cards and readings.
#include <algorithm>

#include "games/rebel_princess/round_rule.h"
#include "games/rebel_princess/table/rp_table.h"
#include "rp_support.h"

namespace zref::test::rp {

namespace {

using V = std::vector<std::string>;

V complete(const zref::rp::Referee& ref, const std::string& before, const std::string& prefix) {
    return zref::rp::rp_completion_candidates(ref, before, prefix);
}

bool has(const V& words, const std::string& w) { return std::find(words.begin(), words.end(), w) != words.end(); }

}  // namespace

TEST_CASE("Completion: a lead offers no Prince before they break out, and a player's bare word is their card",
          "[rebel_princess][table][completion]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    CHECK(complete(ref, "", "pr").empty());
    CHECK(complete(ref, "", "q") == V{"q1", "q2", "q3", "q4", "q5", "q6", "q7", "q8", "q9", "q10", "quit"});
    const V first = complete(ref, "", "");
    for (const auto& w : {"play", "requests", "Ana", "status", "why", "receipt", "undo"}) CHECK(has(first, w));
    CHECK(complete(ref, "play ", "") == V{"Ana", "Ben", "Cai", "Dee"});
    CHECK(complete(ref, "play Ana ", "p1") == V{"p1", "p10"});
    CHECK(complete(ref, "play Ben ", "").empty());  // not Ben's turn
    CHECK(complete(ref, "Ana ", "f1") == V{"f1", "f10"});
    CHECK(complete(ref, "play Ana pr3 ", "") == V{"only-princes"});
}

TEST_CASE("Completion: once a card is led, any card not yet played may follow, Princes included",
          "[rebel_princess][table][completion]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    play(ref, {"q5"});
    CHECK(complete(ref, "", "pr1") == V{"pr1", "pr10"});
    CHECK(complete(ref, "", "q5").empty());  // played
    CHECK(complete(ref, "Ben ", "q1") == V{"q1", "q10"});
}

TEST_CASE("Completion: requests take a player, then a number up to the round's total or Rebel of the Ball's",
          "[rebel_princess][table][completion]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    CHECK(complete(ref, "requests ", "") == V{"Ana", "Ben", "Cai", "Dee"});
    const V numbers = complete(ref, "requests Ana ", "");
    CHECK(numbers.size() == 17);  // 0 to 15, and -10
    CHECK((has(numbers, "0") && has(numbers, "15") && has(numbers, "-10") && !has(numbers, "16")));
    play(ref, {"requests Ana 4"});
    const V now = complete(ref, "", "");
    CHECK((has(now, "requests") && has(now, "7") && !has(now, "play") && !has(now, "q7")));
}

TEST_CASE("Completion: why, receipt and edit take the numbers that exist", "[rebel_princess][table][completion]") {
    auto ref = replayed("four-players", 26);  // 3 tricks finished; 23 entries after the undo and the edit
    CHECK(complete(ref, "why ", "") == V{"1", "2", "3"});
    CHECK(complete(ref, "receipt ", "").empty());
    CHECK(complete(ref, "edit ", "") == V{"14", "15", "16", "17", "18", "19", "20", "21", "22", "23"});
    auto later = replayed("four-players", 55);
    CHECK(complete(later, "receipt ", "") == V{"1", "2"});
}

TEST_CASE("Completion: the setup offers the Round cards zref referees, the boxes, the players and the readings' values",
          "[rebel_princess][table][completion]") {
    zref::rp::Referee ref(data());
    play(ref, {"game rebel-princess", "players Ana Ben Cai"});
    const V cards = complete(ref, "rounds ", "");
    CHECK((has(cards, "once-upon-a-time") && has(cards, "random")));
    for (const auto& c : cards) CHECK((c == "random" || zref::rp::round_rule(c) != nullptr));
    CHECK(complete(ref, "sets ", "") == V{"deluxe", "original", "rp2"});
    CHECK(complete(ref, "start ", "") == V{"Ana", "Ben", "Cai", "random"});
    CHECK(complete(ref, "reading zero-round ", "") == V{"exactly-zero", "zero-or-less"});
    CHECK(complete(ref, "princesses ", "") == V{"deal", "enter", "none"});
    CHECK(has(complete(ref, "", "b"), "begin"));
}

TEST_CASE("Completion: Team Mode offers a team's answer once every number is typed, and the setup's mode and villains",
          "[rebel_princess][table][completion][team_mode]") {
    auto ref = team_table({"Ana", "Ben", "Cai", "Dee"}, "matching-outfits");
    play(ref, {"requests Ana 3", "requests Ben 2", "requests Cai 4", "requests Dee 6"});
    CHECK(complete(ref, "", "y") == V{"yes"});
    CHECK(complete(ref, "team ", "") == V{"Ana", "Ben", "Cai", "Dee"});
    CHECK(complete(ref, "team Ana ", "") == V{"no", "yes"});
    auto dear = team_table({"Ana", "Ben", "Cai", "Dee"}, "dear-single");
    play(dear, {"requests Ana 3", "requests Ben 2", "requests Cai 4", "requests Dee 6"});
    CHECK(complete(dear, "team Ben ", "1") == V{"1", "10", "11", "12"});
    zref::rp::Referee setup(data());
    CHECK(complete(setup, "mode ", "") == V{"standard", "teams"});
    CHECK(complete(setup, "princesses ", "") == V{"deal", "enter", "none"});
    play(setup, {"mode teams"});
    CHECK(complete(setup, "princesses ", "v") == V{"villains"});
}

}  // namespace zref::test::rp
