// Shorthand where a word is enough (zref: fewer keys): a Princess choice as
// 'Ben pea' or 'pea', trick counts as 'Ana 3' or '3' for the next player to
// type, and a side's Princes under The High Cost of Living the same way. The
// journal keeps the full form, so a replay reads the same lines.
#include <string>

#include "princess_deal.h"
#include "support.h"

namespace zref::test {
namespace {

using Catch::Contains;

zp::Referee choosing() {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess", "players Ana Ben Cai Dee", "mode individuals", "rounds a a a a", "seed 1",
               "start Ana", "princesses enter", "powers on", "begin"});
    REQUIRE(state(ref).phase == zp::Phase::ChoosePrincess);
    return ref;
}

}  // namespace

TEST_CASE("Shorthand: a Princess choice is 'NAME PRINCESS' or the Princess alone for the next to choose "
          "(Princess Cards)",
          "[shorthand][princess]") {
    auto ref = choosing();
    CHECK(accepted(ref, "Ben pea").canonical == "princess Ben pea-princess");
    CHECK(accepted(ref, "dorothy").canonical == "princess Ana dorothy");  // Ana is the first still to choose
    CHECK(accepted(ref, "Red Riding Hood").canonical == "princess Cai red-riding-hood");
    CHECK_THAT(refused(ref, "Dee dorothy"), Contains("Dorothy is already Ana's"));
    CHECK_THAT(refused(ref, "Dee dorthy"), Contains("no Princess 'dorthy' (did you mean"));
    CHECK_THAT(refused(ref, "stauts"), Contains("unknown command 'stauts'"));  // not a Princess: not a choice
    CHECK(state(ref).princess_of[3].empty());
}

TEST_CASE("Shorthand: trick counts are 'NAME N' or 'N' for the first player still to type (Scoring by counts)",
          "[shorthand][by-counts]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    play(ref, {"2", "3", "3", "2"});
    CHECK_THAT(refused(ref, "3"), Contains("'3' is not a card"));  // before any count, a bare number is a card attempt
    CHECK(accepted(ref, "Ben 3").canonical == "tricks Ben 3");
    CHECK(accepted(ref, "2 frog").canonical == "tricks Ana 2 frog");  // counts begun: Ana is the first to type
    CHECK_THAT(refused(ref, "Ben 2"), Contains("Ben's tricks are already typed (3)"));
    CHECK(accepted(ref, "3").canonical == "tricks Cai 3");
    CHECK(accepted(ref, "Dee 2").canonical == "tricks Dee 2");
    // The replay reads the journal's full forms.
    zp::Referee again(data());
    play(again, ref.history());
    CHECK(snapshot(again) == snapshot(ref));
}

TEST_CASE("Shorthand: once a card is played, 'NAME N' is a card, not a count (Scoring by counts)",
          "[shorthand][by-counts]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    play(ref, {"2", "3", "3", "2", "k7"});
    CHECK(accepted(ref, "Ben 3").canonical == "play Ben k3");
    CHECK(state(ref).round.typed_tricks[1] == -1);
}

TEST_CASE("Shorthand: a follower's number alone is the card of the suit to follow, a lead needs its suit (Playing a "
          "Trick)",
          "[shorthand]") {
    auto ref = table({"Ana", "Ben", "Cai"});
    play(ref, {"1", "1", "1"});
    CHECK(refused(ref, "7") == "'7' is not a card: a lead needs its suit (v7, p7, k7, pr7); once a card is led, a "
                               "number alone is that suit's");
    play(ref, {"p7"});
    CHECK(accepted(ref, "2").canonical == "play Ben p2");
    CHECK(accepted(ref, "9").canonical == "play Cai p9");
    // A void player names the suit played: a number alone would be the led suit's.
    play(ref, {"k5"});
    CHECK(accepted(ref, "pr1").canonical == "play Ana pr1");
    CHECK_THAT(refused(ref, "12"), Contains("'12' is not a card"));  // beyond the deck: left as typed
}

TEST_CASE("Shorthand: under We the Villagers, where suit is not followed, a number alone is no card (Round Cards: r. "
          "We the Villagers)",
          "[shorthand][card-r]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "r a a a");
    REQUIRE(state(ref).phase == zp::Phase::Bidding);
    play(ref, {"1", "1", "1", "k7"});
    CHECK_THAT(refused(ref, "2"), Contains("'2' is not a card"));
}

TEST_CASE("Shorthand: at the bid prompt a word near a command is a mistyped command, not a bid (Bidding)",
          "[shorthand][bidding]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    CHECK_THAT(refused(ref, "staus"), Contains("unknown command 'staus'"));  // the session adds "did you mean 'status'"
    CHECK_THAT(refused(ref, "bdi 2"), Contains("unknown command 'bdi' (did you mean 'bid'?)"));
    CHECK(refused(ref, "two") == "'two' is not a valid bid: give a whole number from 0 to 10");
    CHECK(accepted(ref, "2").canonical == "bid Ana 2");
}

TEST_CASE("Shorthand: a one-word choice may be cut to the start that fits it alone (The Frog Prince Returns, Next "
          "round)",
          "[shorthand][frog]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    play(ref, {"2", "3", "3", "2", "Ana 2 frog", "3", "3", "2"});
    REQUIRE(state(ref).phase == zp::Phase::FrogDecision);
    CHECK_THAT(refused(ref, "x"), Contains("say 'count'"));  // neither count nor drop: refused
    CHECK(accepted(ref, "c").canonical == "frog Ana count");
    while (state(ref).phase == zp::Phase::Payment) play(ref, {"n"});
    REQUIRE(state(ref).phase == zp::Phase::NextStart);
    CHECK(accepted(ref, "f").canonical.rfind("start ", 0) == 0);
    CHECK(state(ref).round.number == 2);
}

TEST_CASE("Plural words: the payment question for a bid of 1 says '1 point' (Scoring, step 3)", "[payment][words]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    // Round 1: Ana's zero bid is made, 10 skulls; round 2 she bids 1 and takes none.
    play(ref, {"0", "3", "3", "4", "Ana 0", "3", "3", "4"});
    while (state(ref).phase != zp::Phase::Bidding) play(ref, {ref.game().waiting().examples.front()});
    for (int k = 0; k < 4; ++k) {
        const int seat = state(ref).round.next_bidder;
        play(ref, {"bid " + state(ref).seating.name(seat) + (seat == 0 ? " 1" : " 3")});
    }
    std::vector<std::string> notices;
    for (const char* line : {"Ana 0", "Ben 3", "Cai 3", "Dee 4"}) notices = accepted(ref, line).notices;
    REQUIRE(state(ref).phase == zp::Phase::Payment);
    CHECK(any_contains(notices, "makes the bid and scores 1 point; not paying scores 0"));
}

}  // namespace zref::test
