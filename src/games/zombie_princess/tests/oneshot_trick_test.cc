// `zref trick` (games/zombie_princess/one_trick.h): one trick ruled on by
// itself. Each rule is checked against the same cards typed into a whole game
// on a referee, so the one-shot ruling is the game's ruling.
#include <algorithm>

#include "games/zombie_princess/one_trick.h"
#include "support.h"

namespace zref::test {
namespace {

using Catch::Contains;

// A trick from words "Ana:k7" (or bare cards), on the default table unless told.
zp::OneTrickInput trick_of(const std::vector<std::string>& words, char round_card = 'a',
                           std::vector<std::string> players = {"Ana", "Ben", "Cai", "Dee"}) {
    zp::OneTrickInput in;
    in.players = std::move(players);
    in.round_card = round_card;
    for (const auto& w : words) {
        const auto colon = w.find(':');
        if (colon == std::string::npos) in.plays.push_back({"", w});
        else in.plays.push_back({w.substr(0, colon), w.substr(colon + 1)});
    }
    return in;
}

zp::OneTrickResult ruled(const zp::OneTrickInput& in) {
    auto r = zp::adjudicate_one_trick(data(), in);
    if (!r) FAIL("refused: " << r.error());
    return r.value();
}

std::string refused_trick(const zp::OneTrickInput& in) {
    auto r = zp::adjudicate_one_trick(data(), in);
    REQUIRE_FALSE(r.ok());
    return r.error();
}

const zp::TrickRecord& last_trick(const zp::Referee& ref) { return ref.game().state().round.tricks.back(); }

// Everything the ruling says about the trick: who, who keeps it, what it counts, and why.
void same_ruling(const zp::TrickRecord& oneshot, const zp::TrickRecord& game) {
    CHECK(oneshot.winner == game.winner);
    CHECK(oneshot.owner == game.owner);
    CHECK(oneshot.weight == game.weight);
    CHECK(oneshot.counts == game.counts);
    CHECK(oneshot.has_frog == game.has_frog);
    CHECK(oneshot.under_dorothy == game.under_dorothy);
    CHECK(oneshot.reasons == game.reasons);
}

bool mentions(const std::vector<std::string>& lines, const std::string& text) {
    return std::any_of(lines.begin(), lines.end(), [&](const std::string& l) { return l.find(text) != std::string::npos; });
}

bool has_reason(const zp::OneTrickResult& r, const std::string& text) {
    return std::any_of(r.reasons.begin(), r.reasons.end(),
                       [&](const Reason& x) { return x.text.find(text) != std::string::npos; });
}

// The default table of four, Ana leading; a game with other bids than the one-shot's.
zp::Referee game_of_four(const std::string& rounds = "a a a a", const std::string& start = "Ana") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, false, rounds, start);
    return ref;
}

void four_bids(zp::Referee& ref) {
    for (int k = 0; k < 4; ++k) {
        const int seat = ref.game().state().round.next_bidder;
        play(ref, {"bid " + ref.game().state().seating.name(seat) + " 1"});
    }
}

TEST_CASE("zref trick: with no Prince, the highest card of the led suit wins (Playing a Trick)", "[oneshot][trick]") {
    auto r = ruled(trick_of({"Ana:k7", "Ben:k2", "Cai:k9", "Dee:p10"}));
    CHECK(r.winner == "Cai");
    CHECK(r.headline == "Trick to Cai: Cai's Knight 9 wins: no Prince was played, so the highest Knight (the led suit) "
                        "takes the trick");
    CHECK(has_reason(r, "Dee's Pet 10 cannot win: it is neither the led suit nor a Prince"));

    auto ref = game_of_four();
    four_bids(ref);
    play(ref, {"play Ana k7", "play Ben k2", "play Cai k9", "play Dee p10"});
    same_ruling(r.trick, last_trick(ref));
}

TEST_CASE("zref trick: the highest Prince wins whatever was led (The Privileged Princes)", "[oneshot][trick]") {
    auto r = ruled(trick_of({"Ana:k7", "Ben:pr2", "Cai:k9", "Dee:pr1"}));
    CHECK(r.winner == "Ben");
    CHECK_THAT(r.headline, Contains("Ben's Prince 2 wins: a Prince was played"));
    CHECK(mentions(r.notices, "Princes have broken out"));

    auto ref = game_of_four();
    four_bids(ref);
    play(ref, {"Ana k7", "Ben pr2", "Cai k9", "Dee pr1"});
    same_ruling(r.trick, last_trick(ref));
}

TEST_CASE("zref trick: a Prince is led only once Princes broke out, or from a hand of only Princes "
          "(The Privileged Princes)",
          "[oneshot][trick]") {
    auto in = trick_of({"Cai:pr3", "Dee:k2", "Ana:pr4", "Ben:k1"});
    CHECK_THAT(refused_trick(in), Contains("Cai leads Prince 3, but Princes may be led only once they have broken out: "
                                           "add --princes-broken"));

    // Broken out earlier: the same as trick 2 of a game in which a Prince was played in trick 1.
    in.princes_broken = true;
    auto r = ruled(in);
    CHECK(r.winner == "Ana");
    CHECK(has_reason(r, "Princes broke out earlier this round, so Cai may lead one"));
    CHECK_FALSE(mentions(r.notices, "Princes have broken out"));
    auto ref = game_of_four();
    four_bids(ref);
    play(ref, {"Ana v1", "Ben v2", "Cai pr5", "Dee v3"});  // Cai is void in Villagers: Princes break out
    REQUIRE(last_trick(ref).winner == 2);
    play(ref, {"Cai pr3", "Dee k2", "Ana pr4", "Ben k1"});
    same_ruling(r.trick, last_trick(ref));

    // A hand of nothing but Princes may lead one before they break out.
    in.princes_broken = false;
    in.only_princes = true;
    CHECK(has_reason(ruled(in), "Cai declares a hand of only Princes, which allows the lead"));
    auto plain = trick_of({"Ana:k7", "Ben:k2", "Cai:k9", "Dee:k1"});
    plain.only_princes = true;
    CHECK_THAT(refused_trick(plain), Contains("--only-princes is the claim that lets the leader lead a Prince"));
}

TEST_CASE("zref trick: the player count sets the deck (Setup)", "[oneshot][trick]") {
    CHECK_THAT(refused_trick(trick_of({"Ana:k10", "Ben:k2", "Cai:k9"}, 'a', {"Ana", "Ben", "Cai"})),
               Contains("no card 'Knight 10': knights run 1-9 in this deck with 3 players"));
    CHECK(ruled(trick_of({"Ana:k10", "Ben:k2", "Cai:k9", "Dee:k1"})).winner == "Ana");
    CHECK_THAT(refused_trick(trick_of({"Ana:k11", "Ben:k2", "Cai:k9", "Dee:k1"})), Contains("knights run 1-10"));
    auto five = ruled(trick_of({"Ana:k7", "Ben:pr15", "Cai:k9", "Dee:k1", "Eve:k15"}, 'a',
                               {"Ana", "Ben", "Cai", "Dee", "Eve"}));
    CHECK(five.winner == "Ben");
    CHECK(five.state.codec.max_value() == 15);
}

TEST_CASE("zref trick: a trick holding the Frog is counted or not by its winner (The Frog Prince Returns)",
          "[oneshot][trick]") {
    auto r = ruled(trick_of({"Ana:p3", "Ben:p8", "Cai:p9", "Dee:p1"}));
    CHECK(r.trick.has_frog);
    CHECK(r.winner == "Cai");

    // --frog changes which card is the Frog, as the journal's 'frog' line does.
    auto in = trick_of({"Ana:p3", "Ben:p8", "Cai:p9", "Dee:k2"});
    in.frog = "k2";
    auto moved = ruled(in);
    CHECK(moved.trick.has_frog);
    CHECK(moved.state.codec.is_frog(Card{2, 2}));
    zp::Referee ref(data());
    play(ref, {"game zombie-princess", "players Ana Ben Cai Dee", "mode individuals", "rounds a a a a", "frog knights 2",
               "seed 3", "start Ana", "princesses none", "powers off", "begin"});
    four_bids(ref);
    play(ref, {"p3", "p8", "p9", "k2"});
    same_ruling(moved.trick, last_trick(ref));
    in.frog = "k11";
    CHECK_THAT(refused_trick(in), Contains("--frog: no card 'Knight 11'"));
}

TEST_CASE("zref trick: a trick with a Villager is not a won trick (Round Cards: g. Brain Drain)", "[oneshot][trick]") {
    auto in = trick_of({"Cai:v9", "Dee:k3", "Ana:v2", "Ben:k5"}, 'g');
    auto r = ruled(in);
    CHECK(r.winner == "Cai");
    CHECK_FALSE(r.trick.counts);
    CHECK(has_reason(r, "is in the trick, so it is not a won trick"));
    auto ref = game_of_four("g a a a", "Cai");
    four_bids(ref);
    play(ref, {"v9", "k3", "v2", "k5"});
    same_ruling(r.trick, last_trick(ref));
}

TEST_CASE("zref trick: each card of a new suit leads, Princes still win (Round Cards: y. Undead Uprising)",
          "[oneshot][trick]") {
    auto r = ruled(trick_of({"Ana:k7", "Ben:p2", "Cai:k9", "Dee:p1"}, 'y'));
    CHECK(r.winner == "Ben");
    auto ref = game_of_four("y a a a");
    four_bids(ref);
    play(ref, {"k7", "p2", "k9", "p1"});
    same_ruling(r.trick, last_trick(ref));

    auto prince = ruled(trick_of({"Ana:k7", "Ben:p2", "Cai:pr1", "Dee:v10"}, 'y'));
    CHECK(prince.winner == "Cai");
}

TEST_CASE("zref trick: two cards each, the best sum wins and counts as 2 tricks (Round Cards: z. Ghoulfriends)",
          "[oneshot][trick]") {
    CHECK_THAT(refused_trick(trick_of({"k1", "k2", "k3", "k4"}, 'z')),
               Contains("two cards per player under Round card z (Ghoulfriends), 8 here"));
    auto r = ruled(trick_of({"Ana:k7", "Ben:k2", "Cai:k9", "Dee:p1", "Ana:k1", "Ben:k10", "Cai:v3", "Dee:k4"}, 'z'));
    CHECK(r.winner == "Ben");  // 2 + 10 = 12 beats Cai's 9 and Ana's 8
    CHECK(r.trick.weight == 2);
    auto ref = game_of_four("z a a a");
    four_bids(ref);
    play(ref, {"k7", "k2", "k9", "p1", "k1", "k10", "v3", "k4"});
    same_ruling(r.trick, last_trick(ref));
}

TEST_CASE("zref trick: the table reading ghoulfriends-order sets whose card is whose (Round Cards: z. Ghoulfriends)",
          "[oneshot][trick][readings]") {
    // The same eight cards, Ana leading: two laps give Ana k7 + k9 = 16; two per turn give Ben k2 + k10 = 12.
    const std::vector<std::string> cards = {"k7", "k3", "k2", "k10", "k9", "v1", "k1", "k4"};
    auto game = [&](const std::string& value) {
        zp::Referee ref(data());
        play(ref, {"game zombie-princess", "players Ana Ben Cai Dee", "mode individuals", "rounds z a a a", "seed 1",
                   "start Ana", "princesses none", "powers off", "reading ghoulfriends-order " + value, "begin"});
        four_bids(ref);
        play(ref, cards);
        return ref;
    };
    SECTION("two-laps (default): everyone's first card, then everyone's second") {
        auto in = trick_of(cards, 'z');
        in.readings = {"reading ghoulfriends-order two-laps"};
        auto r = ruled(in);
        CHECK(std::vector<int>(r.trick.order.begin(), r.trick.order.end()) == std::vector<int>{0, 1, 2, 3, 0, 1, 2, 3});
        CHECK(r.winner == "Ana");
        same_ruling(r.trick, last_trick(game("two-laps")));
        CHECK_FALSE(mentions(r.assumptions, "ghoulfriends-order"));
    }
    SECTION("two-per-turn: each player plays both cards on their turn") {
        auto in = trick_of(cards, 'z');
        in.readings = {"reading ghoulfriends-order two-per-turn"};
        auto r = ruled(in);
        CHECK(std::vector<int>(r.trick.order.begin(), r.trick.order.end()) == std::vector<int>{0, 0, 1, 1, 2, 2, 3, 3});
        CHECK(r.winner == "Ben");
        same_ruling(r.trick, last_trick(game("two-per-turn")));
        CHECK(mentions(r.assumptions, "Table reading ghoulfriends-order: two-per-turn"));

        auto laps = trick_of({"Ana:k7", "Ben:k2", "Cai:k9", "Dee:k1", "Ana:k3", "Ben:k10", "Cai:v1", "Dee:k4"}, 'z');
        laps.readings = in.readings;
        CHECK(refused_trick(laps) ==
              "card 2 is given as Ben's, but it is Ana's turn: after Ana leads, the order is Ana, Ana, Ben, Ben, Cai, "
              "Cai, Dee, Dee, each playing both cards on their turn");
        auto short_trick = trick_of({"k7", "k3", "k2", "k10"}, 'z');
        short_trick.readings = in.readings;
        CHECK_THAT(refused_trick(short_trick),
                   Contains("8 here (Ana, Ana, Ben, Ben, Cai, Cai, Dee, Dee, each playing both cards on their turn), "
                            "but 4 were given"));
    }
    SECTION("a value the reading does not have is refused as a game refuses it") {
        auto in = trick_of(cards, 'z');
        in.readings = {"reading ghoulfriends-order both"};
        CHECK(refused_trick(in) ==
              "--reading: reading ghoulfriends-order: give two-laps or two-per-turn (the default is two-laps)");
    }
}

TEST_CASE("zref trick: Villagers are wild and equal cards go to the first (Round Cards: r. We the Villagers)",
          "[oneshot][trick]") {
    auto r = ruled(trick_of({"Ana:k7", "Ben:v9", "Cai:k9", "Dee:p1"}, 'r'));
    CHECK(r.winner == "Ben");
    auto ref = game_of_four("r a a a");
    four_bids(ref);
    play(ref, {"k7", "v9", "k9", "p1"});
    same_ruling(r.trick, last_trick(ref));
}

TEST_CASE("zref trick: the card passing the discards' sum wins, even over a Prince (Round Cards: w. Fester Feast)",
          "[oneshot][trick]") {
    auto in = trick_of({"Ana:k7", "Ben:k9", "Cai:pr8", "Dee:p1"}, 'w');
    CHECK_THAT(refused_trick(in), Contains("--discards: Round card w (Fester Feast) needs each player's discard"));
    in.discards = {"v3", "k5", "p2", "pr1"};  // 11
    auto r = ruled(in);
    CHECK(r.winner == "Ben");  // 7 + 9 = 16 > 11
    CHECK(mentions(r.assumptions, "adding up to 11"));
    auto ref = game_of_four("w a a a");
    play(ref, {"discard Ana v3", "discard Ben k5", "discard Cai p2", "discard Dee pr1"});
    four_bids(ref);
    play(ref, {"k7", "k9", "pr8", "p1"});
    same_ruling(r.trick, last_trick(ref));

    in.discards = {"v3", "k5", "p2", "k7"};
    CHECK_THAT(refused_trick(in), Contains("Knight 7 is Dee's discard and card 1 too"));
    auto a = trick_of({"k1", "k2", "k3", "k4"});
    a.discards = {"v1", "v2", "v3", "v4"};
    CHECK_THAT(refused_trick(a), Contains("--discards: only Fester Feast (w) has discards"));
}

TEST_CASE("zref trick: a side in the lead pays a skull for a Prince (Round Cards: t. The High Cost of Living)",
          "[oneshot][trick]") {
    auto in = trick_of({"Ana:k7", "Ben:k2", "Cai:k9", "Dee:pr1"}, 't');
    in.in_lead = {"Dee"};
    auto r = ruled(in);
    CHECK(r.winner == "Dee");
    CHECK(mentions(r.notices, "Dee is in the lead and played a Prince: 1 skull onto the card"));
    CHECK(r.state.round.number == 4);
    CHECK(r.state.round.pile == 1);
    CHECK(mentions(r.assumptions, "in the lead on the Hourglass Leader line: Dee"));

    in.in_lead = {"Ana"};
    auto other = ruled(in);
    CHECK_FALSE(mentions(other.notices, "in the lead and played a Prince"));
    CHECK(other.state.round.pile == 0);

    in.in_lead.clear();  // all tied: every side is in the lead
    CHECK(mentions(ruled(in).assumptions, "everyone (all tied)"));

    auto plain = trick_of({"k1", "k2", "k3", "k4"});
    plain.in_lead = {"Ana"};
    CHECK_THAT(refused_trick(plain), Contains("--in-lead: only an Hourglass card"));
}

TEST_CASE("zref trick: the last-trick cards are read as not the last trick (Round Cards: c. Dead Last, "
          "u. His Majesty's Last Groan)",
          "[oneshot][trick]") {
    auto u = ruled(trick_of({"Ana:k7", "Ben:k2", "Cai:k9", "Dee:k1"}, 'u'));
    CHECK(u.trick.owner == u.trick.winner);
    CHECK(mentions(u.assumptions, "not the last trick"));
    auto c = ruled(trick_of({"Ana:k7", "Ben:k2", "Cai:k9", "Dee:k1"}, 'c'));
    CHECK(mentions(c.assumptions, "held-back cards are played in the last one"));
}

TEST_CASE("zref trick: every Round card a-z rules a plain trick (Round Cards)", "[oneshot][trick]") {
    for (char letter = 'a'; letter <= 'z'; ++letter) {
        INFO("Round card " << letter);
        if (letter == 'z' || letter == 'w') continue;  // two laps; discards (their own cases)
        auto r = ruled(trick_of({"Ana:k7", "Ben:k2", "Cai:k9", "Dee:k1"}, letter));
        CHECK(r.winner == "Cai");
        CHECK(r.trick.counts);
        CHECK(r.trick.weight == 1);
    }
}

// A game with powers on, Princesses typed seat by seat.
zp::Referee powers_game(const std::vector<std::string>& princesses, bool teams = false) {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess", "players Ana Ben Cai Dee", std::string("mode ") + (teams ? "teams" : "individuals"),
               "rounds a a a a", "seed 9", "start Ana", "princesses enter", "powers on", "begin"});
    const char* names[] = {"Ana", "Ben", "Cai", "Dee"};
    for (std::size_t i = 0; i < 4; ++i) play(ref, {std::string("princess ") + names[i] + " " + princesses[i]});
    four_bids(ref);
    return ref;
}

TEST_CASE("zref trick: the Pea Princess adds 5 to her card (Princess Cards: The Pea Princess)", "[oneshot][trick]") {
    auto in = trick_of({"Ana:p4", "Ben:p3", "Cai:p7"}, 'a', {"Ana", "Ben", "Cai"});
    in.powers = {{"pea-princess", "Ben"}};
    auto r = ruled(in);
    CHECK(r.winner == "Ben");  // 3 + 5 = 8 beats 7
    CHECK_THAT(r.headline, Contains("Ben's Pet 3 (worth 8) wins"));
    CHECK(has_reason(r, "Ben's Pet 3 counts as 8 in this trick"));

    // Four players and a tie: 2 + 5 = 7 against a 7 played later, the earlier card wins.
    auto tie = trick_of({"Ana:k7", "Ben:k2", "Cai:k1", "Dee:k3"});
    tie.powers = {{"pea-princess", "Ben"}};
    auto t = ruled(tie);
    CHECK(t.winner == "Ana");
    auto ref = powers_game({"dorothy", "pea-princess", "rapunzel", "goldilocks"});
    play(ref, {"k7", "power Ben pea", "k2", "k1", "k3"});
    same_ruling(t.trick, last_trick(ref));
}

TEST_CASE("zref trick: Thumbelina plays any card but a Prince (Princess Cards: Thumbelina)", "[oneshot][trick]") {
    auto in = trick_of({"Ana:k7", "Ben:p2", "Cai:k9", "Dee:k1"});
    in.powers = {{"thumbelina", "Ben"}};
    auto r = ruled(in);
    CHECK(r.winner == "Cai");
    CHECK(has_reason(r, "Ben need not follow suit for this card"));
    in.plays[1].card = "pr2";
    CHECK_THAT(refused_trick(in), Contains("Thumbelina's power lets her play any card but a Prince"));
}

TEST_CASE("zref trick: Dorothy puts the trick she just won under her card (Princess Cards: Dorothy)",
          "[oneshot][trick]") {
    auto in = trick_of({"Ana:k7", "Ben:k2", "Cai:k9", "Dee:pr1"});
    in.powers = {{"dorothy", "Dee"}};
    auto r = ruled(in);
    CHECK(r.trick.under_dorothy);
    CHECK(mentions(r.notices, "Dee drops a house on trick 1"));
    auto ref = powers_game({"rapunzel", "pea-princess", "goldilocks", "dorothy"});
    play(ref, {"k7", "k2", "k9", "pr1", "power Dee dorothy"});
    same_ruling(r.trick, last_trick(ref));

    in.powers = {{"dorothy", "Ben"}};
    CHECK_THAT(refused_trick(in), Contains("--dorothy Ben: Dorothy (Drop a House On It): it may be used only right after "
                                           "she wins a trick"));
    CHECK_THAT(refused_trick(in), Contains("this trick went to Dee"));
}

TEST_CASE("zref trick: Rapunzel lies on a won trick with Villagers (Princess Cards: Rapunzel)", "[oneshot][trick]") {
    auto in = trick_of({"Ana:v7", "Ben:v2", "Cai:k9", "Dee:pr1"});
    in.powers = {{"rapunzel", "Dee"}};
    auto r = ruled(in);
    CHECK(r.trick.rapunzel == 3);
    CHECK(r.trick.counts);
    CHECK(mentions(r.notices, "2 Villagers, 2 skulls at the end of the round"));
    auto none = trick_of({"Ana:k7", "Ben:k2", "Cai:k9", "Dee:pr1"});
    none.powers = {{"rapunzel", "Dee"}};
    CHECK_THAT(refused_trick(none), Contains("holding Villagers"));
}

TEST_CASE("zref trick: Alice is for Teams, her partner plays her card (Princess Cards: Alice)", "[oneshot][trick]") {
    auto in = trick_of({"Ana:k7", "Ben:k8", "Cai:k9", "Dee:k1"});
    in.powers = {{"alice", "Ben"}};
    CHECK_THAT(refused_trick(in), Contains("--alice Ben: Alice is for Teams only"));
    in.teams = true;
    auto r = ruled(in);
    CHECK(r.winner == "Cai");
    CHECK(has_reason(r, "Dee played this card from their own hand as Ben's"));
}

TEST_CASE("zref trick: Teams of six seat partners furthest apart (Overview)", "[oneshot][trick]") {
    auto in = trick_of({"k7", "k2", "k9", "k1", "k15", "k3"}, 'a', {"Ana", "Ben", "Cai", "Dee", "Eve", "Fay"});
    in.teams = true;
    in.leader = "Ben";
    auto r = ruled(in);
    CHECK(r.winner == "Fay");  // Ben k7, Cai k2, Dee k9, Eve k1, Fay k15, Ana k3
    CHECK(r.state.seating.partner(5) == 2);
}

TEST_CASE("zref trick: bad input is refused with one reason and what is accepted (Playing a Trick)",
          "[oneshot][trick]") {
    CHECK_THAT(refused_trick(trick_of({"Ana:k7", "Bn:k2", "Cai:k9", "Dee:k1"})),
               Contains("no player 'Bn' (did you mean 'Ben'?): players are Ana, Ben, Cai, Dee"));
    CHECK_THAT(refused_trick(trick_of({"Ana:k7", "Ben:k2", "Cai:k7", "Dee:k1"})),
               Contains("Knight 7 is given twice (cards 1 and 3)"));
    CHECK_THAT(refused_trick(trick_of({"Ana:k7", "Ben:k2", "Cai:k9"})),
               Contains("a trick has one card per player, 4 here (Ana, Ben, Cai, Dee), but 3 were given"));
    CHECK_THAT(refused_trick(trick_of({"k7", "k2", "k9", "k1", "k3"})), Contains("but 5 were given"));
    CHECK_THAT(refused_trick(trick_of({"Ana:k7", "Cai:k2", "Ben:k9", "Dee:k1"})),
               Contains("card 2 is given as Cai's, but it is Ben's turn"));
    auto leader = trick_of({"Ana:k7", "Ben:k2", "Cai:k9", "Dee:k1"});
    leader.leader = "Ben";
    CHECK_THAT(refused_trick(leader), Contains("--leader says Ben leads, but card 1 is Ana's"));
    CHECK_THAT(refused_trick(trick_of({"k7", "k2", "k9", "k1"}, '9')), Contains("no Round card '9'"));
    CHECK_THAT(refused_trick(trick_of({"k7", "k2"}, 'a', {"Ana", "Ben"})), Contains("--players: give 3 to 6 names"));
    CHECK_THAT(refused_trick(trick_of({"Ana:kk7", "Ben:k2", "Cai:k9", "Dee:k1"})), Contains("no suit 'kk'"));
    auto two = trick_of({"k7", "k2", "k9", "k1"});
    two.powers = {{"pea-princess", "Ana"}, {"dorothy", "Ana"}};
    CHECK_THAT(refused_trick(two), Contains("both name Ana: a player holds one Princess"));
}

}  // namespace
}  // namespace zref::test
