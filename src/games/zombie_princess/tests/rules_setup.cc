// Setup ("Overview", "Setup", "Skulls", "Round Cards", "Using the Power of a
// Princess"): what the table may set up, and the seats and skulls it starts with.
#include <algorithm>

#include "support.h"

namespace zref::test {
namespace {

using Catch::Contains;

// A referee that has taken every setup line but 'begin'.
zp::Referee before_begin(const std::string& players, const std::string& mode) {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess", "players " + players, "mode " + mode, "rounds a a a a", "seed 1",
               "princesses none", "powers off"});
    return ref;
}

}  // namespace

TEST_CASE("Overview: Teams are played with 4 or 6 players, so Teams with 5 are refused", "[setup]") {
    auto ref = before_begin("Ana Ben Cai Dee Eve", "teams");
    const auto before = ref.history().size();
    CHECK(refused(ref, "begin") == "Teams need 4 or 6 players; there are 5");
    CHECK(ref.game().state().phase == zp::Phase::Setup);
    CHECK(ref.history().size() == before);

    // The same five players as Individuals begin.
    play(ref, {"mode individuals", "begin"});
    CHECK(ref.game().state().phase == zp::Phase::Bidding);
}

TEST_CASE("Setup: two players with the same name are refused, whatever the case", "[setup]") {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess"});
    CHECK(refused(ref, "players Ana Ben ana") == "two players are named 'ana'");
    CHECK(refused(ref, "players Ana Ben Ana Dee") == "two players are named 'Ana'");
    CHECK_THAT(refused(ref, "players Ana Ben"), Contains("give 3 to 6 names"));
    CHECK_THAT(refused(ref, "players Ana Ben k7"), Contains("reads as a card"));
    CHECK(ref.game().state().setup.seats.empty());
}

TEST_CASE("Setup: a name is refused only if it reads as a card of the deck that many players use", "[setup]") {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess"});
    CHECK(refused(ref, "players P1 P2 P3 P4") == "'P1' reads as a card; choose another player name");
    CHECK(refused(ref, "players P11 P12 P13 P14 P15") ==
          "'P11' reads as a card; choose another player name");  // 5 players: each suit runs 1-15
    CHECK(accepted(ref, "players P11 P12 P13 P14").headline == "Players, clockwise: P11, P12, P13, P14");  // 1-10
}

TEST_CASE("Setup: an Hourglass Round card can only be the last of the four", "[setup][hourglass]") {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess"});
    CHECK(refused(ref, "rounds d a b c") ==
          "Round card d (Dead Set on Winning) is an Hourglass card: it can only be the last Round card");
    CHECK_THAT(refused(ref, "rounds a d b c"), Contains("can only be the last Round card"));
    CHECK(ref.game().state().setup.round_letters.empty());
    play(ref, {"rounds a b c d"});
    CHECK(ref.game().state().setup.round_letters == std::vector<char>{'a', 'b', 'c', 'd'});
}

TEST_CASE("Round Cards: a Round card letter zref does not referee is refused, naming the ones it does", "[setup]") {
    // Each letter a-z is a Round card; zref accepts the ones it referees and
    // refuses the others by name (an Hourglass card is tried in the last slot).
    const auto refereed = zp::refereed_round_cards();
    for (char letter = 'a'; letter <= 'z'; ++letter) {
        const zp::RoundCardInfo* info = data().round_card(letter);
        REQUIRE(info != nullptr);
        const std::string l(1, letter);
        const std::string line = info->hourglass ? "rounds a a a " + l : "rounds " + l + " a a a";
        zp::Referee ref(data());
        play(ref, {"game zombie-princess"});
        INFO(line);
        if (zp::find_round_rule(letter)) {
            CHECK(std::find(refereed.begin(), refereed.end(), letter) != refereed.end());
            play(ref, {line});
        } else {
            auto msg = refused(ref, line);
            CHECK_THAT(
                msg, Contains("Round card " + l + " (" + info->name + ") is not refereed by this version of zref yet"));
            std::string letters;
            for (char r : refereed) letters += (letters.empty() ? "" : " ") + std::string(1, r);
            CHECK_THAT(msg, Contains("it referees " + letters));
        }
    }
}

TEST_CASE("Round Cards: Round cards are lettered a to z, so anything else is refused", "[setup]") {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess"});
    CHECK(refused(ref, "rounds a b c 9") == "no Round card '9': Round cards are lettered a to z");
    CHECK_THAT(refused(ref, "rounds a b c"), Contains("give 4 Round card letters"));
    CHECK_THAT(refused(ref, "rounds a b c d a"), Contains("rounds: 5 letters given (a b c d a), but a game has 4 rounds"));
    CHECK(ref.game().state().setup.round_letters.empty());
}

TEST_CASE("Using the Power of a Princess: 'powers' is set on or off, anything else is refused", "[setup]") {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess"});
    CHECK_THAT(refused(ref, "powers maybe"), Contains("powers: give"));
    CHECK_THAT(refused(ref, "powers"), Contains("powers: give"));
    CHECK(ref.history().size() == 1);
    // "powers on" is refused while zref does not referee Princess powers, and
    // recorded once it does: never half-accepted.
    auto on = ref.apply("powers on");
    if (on.ok()) {
        CHECK(ref.game().state().setup.powers);
    } else {
        CHECK(on.error() == "Princess powers are not refereed by this version of zref yet: use 'powers off'");
        CHECK_FALSE(ref.game().state().setup.powers);
    }
    play(ref, {"powers off"});
    CHECK_FALSE(ref.game().state().setup.powers);
}

TEST_CASE("Setup: each Individual begins with 2 skulls and the named start player begins", "[setup]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, false, "a a a a", "Cai");
    const auto& s = ref.game().state();
    CHECK(s.skulls == std::vector<int>{2, 2, 2, 2});
    CHECK(s.seating.side_count() == 4);
    CHECK(s.round.number == 1);
    CHECK(s.round.start_seat == 2);
    CHECK(ref.game().waiting().seat == 2);
}

TEST_CASE("Overview: in Teams of 4 the partner is the player furthest away, and the team pools 4 skulls",
          "[setup][teams]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, true);
    const auto& s = ref.game().state();
    const Seating& seats = s.seating;
    CHECK(seats.partner(0) == 2);
    CHECK(seats.partner(1) == 3);
    CHECK(seats.partner(2) == 0);
    CHECK(seats.partner(3) == 1);
    CHECK(seats.side_count() == 2);
    CHECK(seats.side_of(0) == seats.side_of(2));
    CHECK(seats.side_of(1) == seats.side_of(3));
    CHECK(seats.side_of(0) != seats.side_of(1));
    CHECK(seats.side_name(0) == "Ana & Cai");
    CHECK(seats.side_name(1) == "Ben & Dee");
    CHECK(s.skulls == std::vector<int>{4, 4});
}

TEST_CASE("Overview: in Teams of 6 the partner sits three seats away, and each team pools 4 skulls", "[setup][teams]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee", "Eve", "Fay"}, true);
    const auto& s = ref.game().state();
    const Seating& seats = s.seating;
    for (int seat = 0; seat < 6; ++seat) {
        INFO("seat " << seat);
        CHECK(seats.partner(seat) == (seat + 3) % 6);
        CHECK(seats.side_of(seat) == seat % 3);
    }
    CHECK(seats.side_name(0) == "Ana & Dee");
    CHECK(seats.side_name(1) == "Ben & Eve");
    CHECK(seats.side_name(2) == "Cai & Fay");
    CHECK(s.skulls == std::vector<int>{4, 4, 4});
}

TEST_CASE("Overview: play goes clockwise, to the left, and every table size and mode steps round it as the remainder does",
          "[setup][teams]") {
    // Seating steps without a division for the seats of the table and falls
    // back to the remainder otherwise: both must give the plain remainder.
    for (int n = 3; n <= 6; ++n)
        for (bool teams : {false, true}) {
            if (teams && n % 2 != 0) continue;
            std::vector<std::string> names;
            for (int i = 0; i < n; ++i) names.push_back(std::string(1, static_cast<char>('A' + i)) + "na");
            const Seating seats(names, teams);
            for (int seat = -2 * n; seat <= 2 * n; ++seat) {
                INFO(n << " players, " << (teams ? "Teams" : "Individuals") << ", seat " << seat);
                CHECK(seats.left(seat) == (seat + 1) % n);
                CHECK(seats.right(seat) == (seat + n - 1) % n);
                CHECK(seats.partner(seat) == (teams ? (seat + n / 2) % n : seat));
                CHECK(seats.side_of(seat) == (teams ? seat % (n / 2) : seat));
            }
        }
}

TEST_CASE("Scoring: a side is named by a player's name as seated, or by its partners' names (with or without blanks)",
          "[setup][teams]") {
    // Our reading: a name seated exactly as typed is that player's side,
    // even when another player's name without its blanks reads the same
    // ('Ann Lee' and 'AnnLee' may both sit at a table). Before, the blank-free
    // form of 'Ann Lee' was tried first, so 'pay AnnLee yes' answered for Ann Lee.
    const Seating individuals({"Ann Lee", "AnnLee", "Ben"}, false);
    CHECK(individuals.find_side("AnnLee").value() == 1);
    CHECK(individuals.find_side("Ann Lee").value() == 0);
    CHECK(individuals.find_side("ann lee").value() == 0);
    CHECK(individuals.find_side("annlee").value() == 0);  // no exact seat: the first side read so, as before
    CHECK(individuals.find_side("Ben").value() == 2);
    const Seating teams({"Ana", "Ben", "Cai", "Dee"}, true);
    CHECK(teams.find_side("Cai").value() == 0);
    CHECK(teams.find_side("Ana & Cai").value() == 0);
    CHECK(teams.find_side("Ben&Dee").value() == 1);
    CHECK_FALSE(teams.find_side("Eve"));
}

}  // namespace zref::test
