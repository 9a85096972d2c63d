// An Enchanted Evening (Rebel Princess 2, "Round Cards: An Enchanted
// Evening"): the cards laid out below 8 set the target; the card that takes a
// trick's running total past it wins the trick; the rulebook's worked example
// (tests/scenarios/rebel-princess-enchanted-evening.zref) is a test.
#include "rp_support.h"

#include <fstream>

#include "games/trick_taking/trick_winner.h"

namespace zref::test::rp {

namespace {

const char* const kSection = "An Enchanted Evening";

std::vector<std::string> scenario_lines() {
    std::ifstream in(std::string(ZREF_TEST_DIR) + "/scenarios/rebel-princess-enchanted-evening.zref");
    REQUIRE(in);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);)
        if (!line.empty() && line[0] != '#') lines.push_back(line);
    return lines;
}

zref::rp::Referee laid_out(const std::vector<std::string>& cards) {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, "enchanted-evening");
    const std::vector<std::string> names = {"Ana", "Ben", "Cai", "Dee"};
    for (std::size_t i = 0; i < cards.size(); ++i) play(ref, {"discard " + names[i] + " " + cards[i]});
    return ref;
}

}  // namespace

TEST_CASE("An Enchanted Evening: the rulebook's example, the 3 that passes 17 wins", "[rebel_princess][round_cards][scenario]") {
    zref::rp::Referee ref(data());
    const auto lines = scenario_lines();
    Ruling last, fourth_discard, laia, mina;
    for (const auto& line : lines) {
        last = play(ref, {line});
        if (line == "discard Albert p5") fourth_discard = last;
        if (line == "play Laia q7") laia = last;
        if (line == "play Mina q3") mina = last;
    }
    const auto& s = ref.game().state();
    CHECK_THAT(notices(fourth_discard), Catch::Contains("The target is 17"));
    CHECK(s.round.card_state.target == 17);
    CHECK(s.round.cards_left == std::vector<int>{8, 8, 8, 8});  // one laid out, one played: nine tricks in all
    CHECK_THAT(notices(laia), Catch::Contains("17 played so far, target 17"));
    CHECK_THAT(notices(mina), Catch::Contains("Mina's Queen 3 took the total to 20"));
    REQUIRE(s.round.tricks.size() == 1);
    CHECK(s.round.tricks[0].winner == seat(ref, "Mina"));
    REQUIRE_FALSE(last.reasons.empty());
    CHECK(last.reasons.front().section == kSection);
    CHECK_THAT(last.reasons.front().text, Catch::Contains("20, past the target 17"));
    CHECK(s.round.current.to_play() == seat(ref, "Mina"));
    // The usual rule would have given it to Soenke's 10.
    const auto usual = tt::basic_verdict(s.round.tricks[0].plays, ref.game().codec(), s.seating, {"Playing tricks", "Princes"}, false);
    CHECK(usual.winner == seat(ref, "Soenke"));
}

TEST_CASE("An Enchanted Evening: reaching the target exactly is not passing it", "[rebel_princess][round_cards]") {
    auto ref = laid_out({"f3", "p4", "f5", "p5"});  // target 17
    trick(ref, "q10 q7 q1 q2");  // 10, 17 (not past), 18: Cai's 1 passes it
    CHECK(ref.game().state().round.tricks.back().winner == seat(ref, "Cai"));
}

TEST_CASE("An Enchanted Evening: when no card passes the target, the usual rule decides", "[rebel_princess][round_cards]") {
    auto ref = laid_out({"f3", "p4", "f5", "p5"});
    trick(ref, "q2 q3 q4 q6");  // 15 in all
    CHECK(ref.game().state().round.tricks.back().winner == seat(ref, "Dee"));
}

TEST_CASE("An Enchanted Evening: a card of 8 or more is refused, and play waits for every card laid out", "[rebel_princess][round_cards]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, "enchanted-evening");
    CHECK_THAT(refused(ref, "discard Ana q8"), Catch::Contains("below 8"));
    CHECK_THAT(refused(ref, "q5"), Catch::Contains("Ana's card laid out"));
    play(ref, {"discard Ana q1"});
    CHECK_THAT(refused(ref, "discard Ana q2"), Catch::Contains("already laid out"));
}

TEST_CASE("An Enchanted Evening: 'redeal' takes the laid-out cards back and deals again", "[rebel_princess][round_cards]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, "enchanted-evening");
    play(ref, {"discard Ana q1", "discard Ben q2", "redeal"});
    const auto& s = ref.game().state();
    CHECK_FALSE(s.round.was_played(ref.game().codec(), {0, 1}));
    CHECK(s.round.cards_left == std::vector<int>{10, 10, 10, 10});
    play(ref, {"discard Ana q1"});
}

TEST_CASE("An Enchanted Evening: Snow White's zeroed 7 adds nothing to the total", "[rebel_princess][round_cards][princesses]") {
    auto ref = with_princesses({"cinderella", "snow-white", "mulan", "alice"}, "enchanted-evening");
    for (const auto& line : {"discard Ana f3", "discard Ben p4", "discard Cai f5", "discard Dee p5"}) play(ref, {line});
    play(ref, {"q10", "power snow-white", "q7", "q1", "q2"});  // 10, 10, 11, 13: nobody passes 17
    CHECK(ref.game().state().round.tricks.back().winner == seat(ref, "Ana"));
}

}  // namespace zref::test::rp
