// Who takes a trick under the basic rule ("Playing a Trick", "The Privileged
// Princes"), and the reasons the verdict gives.
#include <catch2/catch.hpp>

#include <string>

#include "games/trick_taking/tests/tables.h"
#include "games/trick_taking/trick_rules.h"
#include "games/trick_taking/trick_winner.h"

namespace zref::tt::test {
namespace {

constexpr RuleSections kSections{"Playing a Trick", "The Privileged Princes"};

// The winner's name by both paths (explained and not), which must agree.
std::string winner_of(const CardCodec& codec, const Seating& seating, const Plays& plays) {
    const TrickVerdict explained = basic_verdict(plays, codec, seating, kSections, true);
    const TrickVerdict lean = basic_verdict(plays, codec, seating, kSections, false);
    CHECK(lean.winner == explained.winner);
    CHECK(lean.reasons.empty());
    CHECK(winning_seat(plays, codec) == explained.winner);
    REQUIRE_FALSE(explained.reasons.empty());
    return seating.name(explained.winner);
}

}  // namespace

TEST_CASE("Playing a Trick: with no Prince played, the highest card of the led suit takes the trick",
          "[trick_taking][trick_winner]") {
    const CardCodec codec = zombie_princess_deck();
    const Seating seating = four_players();
    auto [trick, winner] = GENERATE(table<std::string, std::string>({
        {"Ana v5, Ben v9, Cai v2, Dee v7", "Ben"},
        {"Ana v5, Ben k10, Cai v6, Dee p9", "Cai"},   // cards off the led suit cannot win, however high
        {"Ana k2, Ben v10, Cai p10, Dee v9", "Ana"},  // nobody followed: the lead stands
        {"Ana p3, Ben p8, Cai p5, Dee v1", "Ben"},    // the Frog is a Pet 8 like any other
        {"Ana v5, Ben v9, Cai v6+5, Dee v1", "Cai"},  // a power's bonus counts (6 + 5 = 11)
        {"Ana v5, Ben v10, Cai v5+5, Dee v1", "Ben"}, // equal strength: the card played first wins
    }));
    CAPTURE(trick);
    const Plays plays = plays_of(codec, seating, trick);
    CHECK(winner_of(codec, seating, plays) == winner);
    CHECK(basic_verdict(plays, codec, seating, kSections, true).reasons.front().section == "Playing a Trick");
}

TEST_CASE("The Privileged Princes: the highest Prince takes the trick whatever suit was led",
          "[trick_taking][trick_winner]") {
    const CardCodec codec = zombie_princess_deck();
    const Seating seating = four_players();
    auto [trick, winner] = GENERATE(table<std::string, std::string>({
        {"Ana v5, Ben pr1, Cai v10, Dee k9", "Ben"},  // the lowest Prince beats the led suit's highest
        {"Ana v5, Ben pr1, Cai v9, Dee pr2", "Dee"},
        {"Ana pr3, Ben pr7, Cai v10, Dee pr5", "Ben"},  // Princes led: the highest Prince
        {"Ana k10, Ben k2, Cai pr4+5, Dee pr9", "Cai"}, // a bonus counts among Princes too (4 + 5 = 9, played first)
    }));
    CAPTURE(trick);
    const Plays plays = plays_of(codec, seating, trick);
    CHECK(winner_of(codec, seating, plays) == winner);
    CHECK(basic_verdict(plays, codec, seating, kSections, true).reasons.front().section == "The Privileged Princes");
}

TEST_CASE("Playing a Trick, The Privileged Princes: the verdict names the winner, then why each other suit could not win",
          "[trick_taking][trick_winner]") {
    const CardCodec codec = zombie_princess_deck();
    const Seating seating = four_players();
    SECTION("a Prince off a Villager lead") {
        const TrickVerdict v = resolve_trick(plays_of(codec, seating, "Ana v5, Ben pr2, Cai k9, Dee v10"), codec, seating, kSections);
        CHECK(v.winner == 1);
        REQUIRE(v.reasons.size() == 4);
        CHECK(v.reasons[0].text ==
              "Ben's Prince 2 wins: a Prince was played, and the highest Prince takes the trick whatever suit was led");
        CHECK(v.reasons[1].text == "Ana's Villager 5 cannot win: it follows the led suit, but a Prince was played");
        CHECK(v.reasons[1].section == "The Privileged Princes");
        CHECK(v.reasons[2].text == "Cai's Knight 9 cannot win: it is neither the led suit nor a Prince");
        CHECK(v.reasons[2].section == "Playing a Trick");
        CHECK(v.reasons[3].text == "Dee's Villager 10 cannot win: it follows the led suit, but a Prince was played");
    }
    SECTION("Princes led") {
        const TrickVerdict v = resolve_trick(plays_of(codec, seating, "Ana pr3, Ben pr7"), codec, seating, kSections);
        REQUIRE(v.reasons.size() == 1);
        CHECK(v.reasons[0].text == "Ben's Prince 7 wins: Princes were led and it is the highest Prince");
    }
    SECTION("no Prince, and a bonus") {
        const TrickVerdict v = resolve_trick(plays_of(codec, seating, "Ana v5, Ben v6+5, Cai p8"), codec, seating, kSections);
        REQUIRE(v.reasons.size() == 2);
        CHECK(v.reasons[0].text == "Ben's Villager 6 (worth 11) wins: no Prince was played, so the highest Villager (the "
                                   "led suit) takes the trick");
        CHECK(v.reasons[1].text == "Cai's Pet 8 (the Frog) cannot win: it is neither the led suit nor a Prince");
    }
}

TEST_CASE("Rebel Princess base rules 2.3: with no trump suit, the highest card of the led suit takes the trick",
          "[trick_taking][trick_winner]") {
    const CardCodec codec = rebel_princess_deck();
    const Seating seating = four_players();
    auto [trick, winner] = GENERATE(table<std::string, std::string>({
        {"Ana q5, Ben pr10, Cai q7, Dee f9", "Cai"},  // a Prince is just another suit
        {"Ana pr2, Ben pr9, Cai q10, Dee pr4", "Ben"},
        {"Ana f3, Ben q10, Cai pr10, Dee p8", "Ana"},
    }));
    CAPTURE(trick);
    const Plays plays = plays_of(codec, seating, trick);
    CHECK(winner_of(codec, seating, plays) == winner);
    const TrickVerdict v = resolve_trick(plays, codec, seating, kSections);
    CHECK(v.reasons.front().section == "Playing a Trick");
    for (std::size_t i = 1; i < v.reasons.size(); ++i) CHECK_THAT(v.reasons[i].text, Catch::EndsWith("it is not of the led suit"));
}

TEST_CASE("Rebel Princess base rules 2.3: a ranking may turn the order round and settle equal cards (Cinderella, "
          "Upside Down, Poisoned Apple)",
          "[trick_taking][trick_winner]") {
    const CardCodec codec = rebel_princess_deck();
    const Seating seating = four_players();
    auto [trick, lowest, later, winner] = GENERATE(table<std::string, bool, bool, std::string>({
        {"Ana q5, Ben pr10, Cai q7, Dee f9", false, false, "Cai"},  // the plain order: as resolve_trick
        {"Ana q5, Ben pr10, Cai q7, Dee f9", true, false, "Ana"},   // lowest of the led suit
        {"Ana q5, Ben q2, Cai q7, Dee q1", true, false, "Dee"},
        {"Ana q5, Ben q3+2, Cai q1, Dee f9", false, false, "Ana"},  // 5 and 3+2 tie: the first played
        {"Ana q5, Ben q3+2, Cai q1, Dee f9", false, true, "Ben"},   // ...or the later, where a rule says so
        {"Ana q5, Ben q3+2, Cai q9, Dee f9", true, true, "Ben"},    // lowest: Ana and Ben tie on 5, the later wins
    }));
    CAPTURE(trick, lowest, later);
    const Plays plays = plays_of(codec, seating, trick);
    const Ranking ranking{lowest, later};
    const TrickVerdict quiet = ranked_verdict(plays, codec, seating, kSections, ranking, false);
    CHECK(seating.name(quiet.winner) == winner);
    CHECK(quiet.reasons.empty());
    const TrickVerdict told = ranked_verdict(plays, codec, seating, kSections, ranking, true);
    CHECK(told.winner == quiet.winner);
    REQUIRE(told.reasons.size() == plays.size());
    CHECK_THAT(told.reasons.front().text, Catch::StartsWith(winner + "'s "));
    if (!lowest && !later) CHECK(told.winner == resolve_trick(plays, codec, seating, kSections).winner);
}

TEST_CASE("Rebel Princess base rules 2.3: the ranked verdict says why each card lost", "[trick_taking][trick_winner]") {
    const CardCodec codec = rebel_princess_deck();
    const Seating seating = four_players();
    const Plays plays = plays_of(codec, seating, "Ana q5, Ben q3+2, Cai q7, Dee f9");
    const TrickVerdict v = ranked_verdict(plays, codec, seating, kSections, Ranking{true, false}, true);
    REQUIRE(v.reasons.size() == 4);
    CHECK(v.reasons[0].text == "Ana's Queen 5 wins: it is the lowest Queen, the led suit, and the lowest card takes this "
                               "trick; of equal cards the first played wins");
    CHECK(v.reasons[1].text == "Ben's Queen 3 cannot win: it ties, and the tie goes the other way");
    CHECK(v.reasons[2].text == "Cai's Queen 7 cannot win: it is higher");
    CHECK(v.reasons[3].text == "Dee's Fairy 9 cannot win: it is not of the led suit");
    CHECK(v.reasons[0].section == "Playing a Trick");
}

TEST_CASE("Undead Uprising, Pass the Bouquet: the newest suit is the last suit not seen before in the trick",
          "[trick_taking][trick_winner]") {
    const CardCodec codec = rebel_princess_deck();
    const Seating seating = four_players();
    auto [trick, newest] = GENERATE(table<std::string, std::string>({
        {"Ana q5, Ben q7, Cai q2, Dee q9", "Queens"},    // one suit: the led suit
        {"Ana q5, Ben f7, Cai q2, Dee q9", "Fairies"},   // a new suit, then only old ones
        {"Ana q5, Ben f7, Cai p2, Dee f9", "Pets"},
        {"Ana q5, Ben f7, Cai q2, Dee pr1", "Princes"},
    }));
    CAPTURE(trick);
    CHECK(codec.suit_name(newest_suit(plays_of(codec, seating, trick))) == newest);
}

TEST_CASE("Fester Feast, Enchanted Evening: the card that takes the running total past the target is found, with "
          "the total it made",
          "[trick_taking][trick_winner]") {
    const CardCodec codec = rebel_princess_deck();
    const Seating seating = four_players();
    auto [trick, target, who, total] = GENERATE(table<std::string, int, std::string, int>({
        {"Ana q5, Ben f7, Cai q2, Dee pr1", 10, "Ben", 12},   // 5, then 12: past 10
        {"Ana q5, Ben f5, Cai q2, Dee pr1", 10, "Cai", 12},   // 10 is not past 10: Cai's 2 makes 12
        {"Ana q1, Ben f1, Cai q1, Dee pr1", 10, "", 4},       // never past: the whole total
        {"Ana q9+2, Ben f1, Cai q1, Dee pr1", 10, "Ana", 11}, // a bonus counts
    }));
    CAPTURE(trick, target);
    const Plays plays = plays_of(codec, seating, trick);  // kept: the answer points into it
    const PastTarget past = first_past(plays, target);
    CHECK((past.card ? seating.name(past.card->seat) : std::string()) == who);
    CHECK(past.total == total);
}

}  // namespace zref::tt::test
