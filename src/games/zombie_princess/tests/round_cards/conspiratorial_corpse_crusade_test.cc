// Round card k, Conspiratorial Corpse Crusade ("Round Cards" k): before the
// first trick each player secretly shows all cards of one suit they hold to
// their partner (Teams) or to the player on their right (Individuals). zref
// asks each player, clockwise from the start player, for 'show NAME SUIT' and
// records who showed which suit to whom.
#include "card_support.h"

namespace zref::test {
namespace {

using Catch::Contains;

}  // namespace

TEST_CASE("Round card k (Conspiratorial Corpse Crusade): in Individuals each player shows a suit to the player on their right",
          "[card-k]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "k a a a");
    play(ref, {"3", "7", "1"});
    REQUIRE(ref.game().state().phase == zp::Phase::Declare);
    // Clockwise order is Ana, Ben, Cai: Ana's right is Cai, Ben's is Ana, Cai's is Ben.
    CHECK(asks(ref, "show") == std::vector<std::string>{"Ana secretly shows one suit to Cai (type 'show NAME SUIT')",
                                                "Ben secretly shows one suit to Ana (type 'show NAME SUIT')",
                                                "Cai secretly shows one suit to Ben (type 'show NAME SUIT')"});
    auto r = accepted(ref, "show Ana knights");
    CHECK(r.headline == "Ana secretly shows Cai every card of Knights");
    REQUIRE(r.reasons.size() == 1);
    CHECK(r.reasons[0].section == "Round Cards: k. Conspiratorial Corpse Crusade");
    CHECK(r.notices == std::vector<std::string>{"Next: Ben secretly shows one suit to Ana (type 'show NAME SUIT')"});
    play(ref, {"show Ben pets"});
    auto last = accepted(ref, "show Cai princes");
    const auto& s = ref.game().state();
    CHECK(s.round.records == std::vector<std::string>{"Ana secretly shows Cai every card of Knights",
                                                      "Ben secretly shows Ana every card of Pets",
                                                      "Cai secretly shows Ben every card of Princes"});
    CHECK(s.phase == zp::Phase::Tricks);
    CHECK(last.notices.back() == "Ana leads trick 1 (Princes may not be led until they break out)");
}

TEST_CASE("Round card k (Conspiratorial Corpse Crusade): with 5 Individuals the right of the first seat is the last seat",
          "[card-k]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee", "Eve"}, false, "k a a a", "Cai");
    play(ref, {"2", "2", "3", "3", "2"});
    CHECK(asks(ref, "show") == std::vector<std::string>{"Cai secretly shows one suit to Ben (type 'show NAME SUIT')",
                                                "Dee secretly shows one suit to Cai (type 'show NAME SUIT')",
                                                "Eve secretly shows one suit to Dee (type 'show NAME SUIT')",
                                                "Ana secretly shows one suit to Eve (type 'show NAME SUIT')",
                                                "Ben secretly shows one suit to Ana (type 'show NAME SUIT')"});
    play(ref, {"v", "p", "k", "pr", "villagers"});
    CHECK(ref.game().state().round.records ==
          std::vector<std::string>{"Cai secretly shows Ben every card of Villagers", "Dee secretly shows Cai every card of Pets",
                                   "Eve secretly shows Dee every card of Knights", "Ana secretly shows Eve every card of Princes",
                                   "Ben secretly shows Ana every card of Villagers"});
}

TEST_CASE("Round card k (Conspiratorial Corpse Crusade): in Teams of 4 each player shows a suit to their partner", "[card-k][teams]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, true, "k a a a");
    play(ref, {"2", "3", "0", "4"});
    CHECK(asks(ref, "show") == std::vector<std::string>{"Ana secretly shows one suit to Cai (type 'show NAME SUIT')",
                                                "Ben secretly shows one suit to Dee (type 'show NAME SUIT')",
                                                "Cai secretly shows one suit to Ana (type 'show NAME SUIT')",
                                                "Dee secretly shows one suit to Ben (type 'show NAME SUIT')"});
    play(ref, {"show Ana knights", "show Ben pets", "show Cai villagers", "show Dee princes"});
    CHECK(ref.game().state().round.records ==
          std::vector<std::string>{"Ana secretly shows Cai every card of Knights", "Ben secretly shows Dee every card of Pets",
                                   "Cai secretly shows Ana every card of Villagers", "Dee secretly shows Ben every card of Princes"});
    CHECK(ref.game().state().phase == zp::Phase::Tricks);
}

TEST_CASE("Round card k (Conspiratorial Corpse Crusade): in Teams of 6 each player shows a suit to their partner, not their right",
          "[card-k][teams]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee", "Eve", "Fay"}, true, "k a a a", "Dee");
    play(ref, {"1", "2", "3", "0", "1", "2"});
    CHECK(asks(ref, "show") == std::vector<std::string>{"Dee secretly shows one suit to Ana (type 'show NAME SUIT')",
                                                "Eve secretly shows one suit to Ben (type 'show NAME SUIT')",
                                                "Fay secretly shows one suit to Cai (type 'show NAME SUIT')",
                                                "Ana secretly shows one suit to Dee (type 'show NAME SUIT')",
                                                "Ben secretly shows one suit to Eve (type 'show NAME SUIT')",
                                                "Cai secretly shows one suit to Fay (type 'show NAME SUIT')"});
    play(ref, {"k", "k", "k", "p", "p", "p"});
    CHECK(ref.game().state().round.records ==
          std::vector<std::string>{"Dee secretly shows Ana every card of Knights", "Eve secretly shows Ben every card of Knights",
                                   "Fay secretly shows Cai every card of Knights", "Ana secretly shows Dee every card of Pets",
                                   "Ben secretly shows Eve every card of Pets", "Cai secretly shows Fay every card of Pets"});
}

TEST_CASE("Round card k (Conspiratorial Corpse Crusade): shorthand: a suit alone is the show of the player asked, a name picks another",
          "[card-k]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "k a a a", "Ben");
    play(ref, {"3", "7", "1"});
    CHECK(accepted(ref, "knights").canonical == "show Ben knights");
    CHECK(accepted(ref, "Ana pets").canonical == "show Ana pets");
    CHECK(accepted(ref, "v").canonical == "show Cai v");
    CHECK(ref.game().state().round.records ==
          std::vector<std::string>{"Ben secretly shows Ana every card of Knights", "Ana secretly shows Cai every card of Pets",
                                   "Cai secretly shows Ben every card of Villagers"});
}

TEST_CASE("Round card k (Conspiratorial Corpse Crusade): one show per player, one suit each, between the bids and trick 1",
          "[card-k]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "k a a a");
    play(ref, {"3"});
    CHECK(refused(ref, "show Ana knights") == "'show' is not accepted now: Ben to bid (0-12)");
    play(ref, {"7", "1", "show Ana knights"});
    CHECK(refused(ref, "show Ana pets") ==
          "'show' for Ana is not needed now: Ben secretly shows one suit to Ana (type 'show NAME SUIT')");
    CHECK(refused(ref, "show Ben dragons") == "show: no suit 'dragons' (usage: show NAME SUIT)");
    CHECK(refused(ref, "show Ben knights pets") ==
          "show: name one suit the player holds, e.g. knights (usage: show NAME SUIT)");
    CHECK(refused(ref, "play Ben p6") ==
          "'play' is not accepted now: Ben secretly shows one suit to Ana (type 'show NAME SUIT') (still to enter: Ben, Cai)");
    // 'reveal' is card j's command: under k it is not a show.
    CHECK(refused(ref, "reveal Ben knights") ==
          "show: name one suit the player holds, e.g. knights (usage: show NAME SUIT)");
    CHECK(ref.game().state().round.records == std::vector<std::string>{"Ana secretly shows Cai every card of Knights"});
    play(ref, {"show Ben pets", "show Cai princes"});
    CHECK(refused(ref, "show Ana villagers") == "'show' is not accepted now: Ana to lead trick 1 of 12");
}

TEST_CASE("Round card k (Conspiratorial Corpse Crusade): showing cards changes no trick and no score: the round scores as under card a",
          "[card-k]") {
    auto k = round_under("k a a a", {"3", "7", "1", "show Ana knights", "show Ben princes", "show Cai pets"}, kRound,
                         {"count"});
    auto a = round_under("a a a a", {"3", "7", "1"}, kRound, {"count"});
    CHECK(k.game().state().results.back().seat_tricks == std::vector<int>{3, 7, 2});
    check_scores_alike(k, a);
    for (int side = 0; side < 3; ++side) CHECK(receipt(k, side).lines.at(3).detail == "no effect");
    CHECK(receipt(k, 2).skulls_after == 1);
}

TEST_CASE("Round card k (Conspiratorial Corpse Crusade): a refused show names the command's usage", "[card-k]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "k a a a");
    play(ref, {"3", "7", "1"});
    CHECK(refused(ref, "show") == "show: usage: show NAME SUIT");
    CHECK(refused(ref, "show Ana dragons") == "show: no suit 'dragons' (usage: show NAME SUIT)");
}

}  // namespace zref::test
