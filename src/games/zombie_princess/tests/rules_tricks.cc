// Card play ("Playing a Trick", "The Privileged Princes"): whose turn, which
// card wins, Princes breaking out, and the revoke flag.
#include <algorithm>

#include "support.h"

namespace zref::test {
namespace {

using Catch::Contains;

// Four Individuals, Ana starts, everyone has bid 2: ready for trick 1.
zp::Referee four_at_trick_one() {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    play(ref, {"2", "2", "2", "2"});
    return ref;
}

// Applies one line that must be accepted and returns its ruling.
Ruling accept(zp::Referee& ref, const std::string& line) {
    INFO("line: " << line);
    auto r = ref.apply(line);
    if (!r) FAIL("refused: " << r.error());
    return *r;
}

bool has_reason(const Ruling& r, const std::string& fragment) {
    return std::any_of(r.reasons.begin(), r.reasons.end(),
                       [&](const Reason& x) { return x.text.find(fragment) != std::string::npos; });
}

}  // namespace

TEST_CASE("Playing a Trick: the highest card of the led suit wins when no Prince is played", "[tricks]") {
    auto ref = four_at_trick_one();
    play(ref, {"v3", "v7", "v5"});
    auto r = accept(ref, "v1");
    const auto& round = ref.game().state().round;
    REQUIRE(round.tricks.size() == 1);
    CHECK(round.tricks[0].leader == 0);
    CHECK(round.tricks[0].winner == 1);
    REQUIRE_FALSE(r.reasons.empty());
    CHECK(r.reasons.front().section == "Playing a Trick");
    CHECK_THAT(r.reasons.front().text, Contains("Ben's Villager 7 wins"));
}

TEST_CASE("Playing a Trick: a card of another suit cannot win, however high", "[tricks]") {
    auto ref = four_at_trick_one();
    play(ref, {"v3", "k10", "v5"});
    auto r = accept(ref, "p9");
    const auto& round = ref.game().state().round;
    REQUIRE(round.tricks.size() == 1);
    CHECK(round.tricks[0].winner == 2);  // Cai's Villager 5
    CHECK(has_reason(r, "Ben's Knight 10 cannot win"));
    CHECK(has_reason(r, "Dee's Pet 9 cannot win"));
}

TEST_CASE("The Privileged Princes: a Prince beats every card of the led suit", "[tricks]") {
    auto ref = four_at_trick_one();
    play(ref, {"v10", "pr1", "v9"});
    auto r = accept(ref, "v8");
    const auto& round = ref.game().state().round;
    REQUIRE(round.tricks.size() == 1);
    CHECK(round.tricks[0].winner == 1);  // Ben's Prince 1 over Ana's Villager 10
    CHECK(r.reasons.front().section == "The Privileged Princes");
}

TEST_CASE("The Privileged Princes: when several Princes are played the highest Prince wins", "[tricks]") {
    auto ref = four_at_trick_one();
    play(ref, {"v10", "pr2", "pr7", "pr5"});
    const auto& round = ref.game().state().round;
    REQUIRE(round.tricks.size() == 1);
    CHECK(round.tricks[0].winner == 2);  // Cai's Prince 7
}

TEST_CASE("Playing a Trick: the winner of a trick leads the next one", "[tricks]") {
    auto ref = four_at_trick_one();
    play(ref, {"v3", "v4", "v9", "v2"});  // Cai wins
    CHECK(ref.game().state().round.current.leader == 2);
    CHECK(ref.game().waiting().seat == 2);
    CHECK(ref.game().waiting().what == "Cai to lead trick 2 of 10");
    CHECK(refused(ref, "play Ana k1") == "it is Cai's turn to lead trick 2, not Ana's");
    play(ref, {"k1"});  // shorthand: Cai's card
    REQUIRE(ref.game().state().round.current.plays.size() == 1);
    CHECK(ref.game().state().round.current.plays[0].seat == 2);
}

TEST_CASE("Playing a Trick: a card out of turn is refused, naming whose turn it is", "[tricks]") {
    auto ref = four_at_trick_one();
    CHECK(refused(ref, "play Ben v2") == "it is Ana's turn to lead trick 1, not Ben's");
    play(ref, {"v3"});
    CHECK(refused(ref, "play Dee v2") == "it is Ben's turn to play to trick 1, not Dee's");
    CHECK(refused(ref, "play Ana v2") == "it is Ben's turn to play to trick 1, not Ana's");
    CHECK(ref.game().state().round.current.plays.size() == 1);
}

TEST_CASE("Playing a Trick: each card is played once, so a second play of it is refused naming the trick", "[tricks]") {
    auto ref = four_at_trick_one();
    play(ref, {"v3"});
    CHECK(refused(ref, "v3") == "Villager 3 was already played in this trick by Ana: each card is played once a round");
    play(ref, {"v4", "v9", "v2"});  // Cai wins and leads trick 2
    CHECK(refused(ref, "villager 3") ==
          "Villager 3 was already played in trick 1 by Ana: each card is played once a round");
    play(ref, {"play Cai frog", "p1"});
    CHECK(refused(ref, "p8") ==
          "Pet 8 (the Frog) was already played in this trick by Cai: each card is played once a round");
}

TEST_CASE("The Privileged Princes: a Prince may not be led before Princes break out", "[tricks][princes]") {
    auto ref = four_at_trick_one();
    auto msg = refused(ref, "pr3");
    CHECK_THAT(
        msg,
        Contains("Princes have not broken out yet, so Ana may lead a Prince only when holding nothing but Princes"));
    CHECK_THAT(msg, Contains("play Ana pr3 only-princes"));
    CHECK(ref.game().state().round.current.plays.empty());
    CHECK_FALSE(ref.game().state().round.princes_broken);
    // The claim only concerns a Prince lead.
    CHECK_THAT(refused(ref, "v3 only-princes"), Contains("does not apply to this play"));
}

TEST_CASE("The Privileged Princes: a player holding only Princes may lead one (only-princes)", "[tricks][princes]") {
    auto ref = four_at_trick_one();
    auto r = accept(ref, "pr3 only-princes");
    const auto& round = ref.game().state().round;
    REQUIRE(round.current.plays.size() == 1);
    CHECK(round.current.plays[0].card == Card{3, 3});
    CHECK(round.only_princes_claim[0] == 1);
    CHECK(round.princes_broken);  // our reading: any Prince played breaks them out
    CHECK(r.reasons.front().section == "The Privileged Princes");
}

TEST_CASE("The Privileged Princes: once any Prince is played, Princes may be led", "[tricks][princes]") {
    auto ref = four_at_trick_one();
    play(ref, {"v3"});
    auto r = accept(ref, "pr1");  // Ben is void in Villagers
    CHECK(ref.game().state().round.princes_broken);
    CHECK(std::find(r.notices.begin(), r.notices.end(),
                    "Princes have broken out: they may be led from now on this round") != r.notices.end());
    play(ref, {"v5", "v4"});  // Ben's Prince wins and Ben leads trick 2
    REQUIRE(ref.game().state().round.tricks.size() == 1);
    CHECK(ref.game().state().round.tricks[0].winner == 1);
    play(ref, {"pr6"});  // no claim needed now
    CHECK(ref.game().state().round.current.plays[0].card == Card{3, 6});
}

TEST_CASE("Playing a Trick: a player who showed void and later plays that suit is flagged, and the play stands",
          "[tricks][revoke]") {
    auto ref = four_at_trick_one();
    play(ref, {"v3", "k2", "v5", "v4"});  // Ben shows no Villagers in trick 1; Cai wins
    play(ref, {"k5", "k6", "k7", "k8"});  // Cai leads; Ben's Knight 8 wins trick 2
    REQUIRE(ref.game().state().round.tricks[1].winner == 1);
    auto r = accept(ref, "v9");  // trick 3: Ben leads a Villager
    REQUIRE(r.warnings.size() == 1);
    CHECK_THAT(r.warnings[0], Contains("possible revoke"));
    CHECK_THAT(r.warnings[0], Contains("Ben showed no Villagers in trick 1"));
    CHECK_THAT(r.warnings[0], Contains("Villager 9 in trick 3"));
    const auto& round = ref.game().state().round;
    REQUIRE(round.current.plays.size() == 1);
    CHECK(round.current.plays[0].seat == 1);
    CHECK(round.current.plays[0].card == Card{0, 9});
    // Following suit as usual raises nothing.
    auto quiet = accept(ref, "v10");
    CHECK(quiet.warnings.empty());
}

TEST_CASE("The Privileged Princes: a player who claimed only Princes and later plays another suit is flagged",
          "[tricks][princes]") {
    auto ref = four_at_trick_one();
    play(ref, {"pr3 only-princes", "pr1", "pr2", "pr4"});  // Dee wins trick 1
    play(ref, {"v5"});
    auto r = accept(ref, "v6");  // Ana, who claimed only Princes in trick 1
    REQUIRE(r.warnings.size() == 1);
    CHECK_THAT(r.warnings[0], Contains("possible false claim: Ana claimed to hold only Princes in trick 1"));
}

TEST_CASE("Components: a line holding only 'frog' is the Frog played by the player whose turn it is",
          "[tricks][cards]") {
    // Like "k7", a whole line that reads as a card is the current player's
    // card; 'frog' is card notation ("k7, 'knight 7', Pr3, 'frog'").
    auto ref = four_at_trick_one();
    play(ref, {"v3"});
    auto r = ref.apply("frog");
    INFO((r.ok() ? std::string("accepted") : r.error()));
    REQUIRE(r.ok());
    const auto& round = ref.game().state().round;
    REQUIRE(round.current.plays.size() == 2);
    CHECK(round.current.plays[1].seat == 1);
    CHECK(round.current.plays[1].card == Card{1, 8});
    CHECK(round.current.has_frog);
}

}  // namespace zref::test
