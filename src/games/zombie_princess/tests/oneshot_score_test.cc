// `zref score` (cli/oneshot_score.h): one side's end-of-round receipt from
// the disputed facts. Each rule is checked against the receipt a whole game
// gives for the same round (scored by trick counts, or played card by card).
#include "games/zombie_princess/tools/score_one_side.h"
#include "princess_deal.h"
#include "reading_table.h"
#include "support.h"

namespace zref::test {
namespace {

using Catch::Contains;
using zp::ScoreInput;

ScoreInput facts(int bid, int tricks, int skulls, char round_card = 'a', int players = 4) {
    ScoreInput in;
    in.bid = bid;
    in.tricks = tricks;
    in.skulls = skulls;
    in.round_card = round_card;
    in.players = players;
    return in;
}

zp::Receipt scored(const ScoreInput& in) {
    auto r = zp::score_one_side(data(), in);
    if (!r) FAIL("refused: " << r.error());
    return r->receipt;
}

std::string refused_score(const ScoreInput& in) {
    auto r = zp::score_one_side(data(), in);
    REQUIRE_FALSE(r.ok());
    return r.error();
}

const zp::Receipt& game_receipt(const zp::Referee& ref, int side) {
    const auto& results = ref.game().state().results;
    REQUIRE_FALSE(results.empty());
    return results.back().receipts.at(static_cast<std::size_t>(side));
}

void same_receipt(const zp::Receipt& oneshot, const zp::Receipt& game) {
    CHECK(oneshot.bid == game.bid);
    CHECK(oneshot.tricks == game.tricks);
    CHECK(oneshot.paid_for_missed == game.paid_for_missed);
    CHECK(oneshot.made_bid == game.made_bid);
    CHECK(oneshot.points == game.points);
    CHECK(oneshot.skulls_before == game.skulls_before);
    CHECK(oneshot.skulls_after == game.skulls_after);
    REQUIRE(oneshot.lines.size() == game.lines.size());
    for (std::size_t i = 0; i < game.lines.size(); ++i) {
        INFO("step " << game.lines[i].step);
        CHECK(oneshot.lines[i].step == game.lines[i].step);
        CHECK(oneshot.lines[i].label == game.lines[i].label);
        CHECK(oneshot.lines[i].detail == game.lines[i].detail);
        CHECK(oneshot.lines[i].skulls == game.lines[i].skulls);
    }
}

TEST_CASE("zref score: a made bid scores its coins and each extra trick costs a skull (Scoring, steps 5 and 6)",
          "[oneshot][score]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    play(ref, {"bid Ana 2", "bid Ben 3", "bid Cai 2", "bid Dee 3", "tricks Ana 3", "tricks Ben 3", "tricks Cai 2",
               "tricks Dee 2"});
    same_receipt(scored(facts(2, 3, 2)), game_receipt(ref, 0));
    same_receipt(scored(facts(3, 3, 2)), game_receipt(ref, 1));
    // Short of the bid and unable to pay: no points.
    const auto dee = scored(facts(3, 2, 2));
    same_receipt(dee, game_receipt(ref, 3));
    CHECK(dee.points == 0);
    CHECK(step(dee, 3).detail == "short 1, cannot pay 3 skulls");

    // More extra tricks than skulls: every skull goes back.
    const auto broke = scored(facts(1, 5, 2));
    CHECK(broke.skulls_after == 0);
    CHECK_THAT(step(broke, 6).detail, Contains("due but only 2 held: all skulls returned"));
}

TEST_CASE("zref score: a successful zero bid earns 10 skulls with 3-4 players, 5 with 5-6 (Scoring, step 2)",
          "[oneshot][score]") {
    auto three = table({"Ana", "Ben", "Cai"});
    play(three, {"bid Ana 0", "bid Ben 6", "bid Cai 6", "tricks Ana 0", "tricks Ben 6", "tricks Cai 6"});
    auto zero = facts(0, 0, 2, 'a', 3);
    zero.bid.reset();
    zero.zero = true;
    same_receipt(scored(zero), game_receipt(three, 0));
    CHECK(step(scored(zero), 2).skulls == 10);

    auto five = table({"Ana", "Ben", "Cai", "Dee", "Eve"});
    play(five, {"bid Ana 0", "bid Ben 3", "bid Cai 3", "bid Dee 3", "bid Eve 2", "tricks Ana 1", "tricks Ben 3",
                "tricks Cai 3", "tricks Dee 3", "tricks Eve 2"});
    const auto failed = scored(facts(0, 1, 2, 'a', 5));
    same_receipt(failed, game_receipt(five, 0));
    CHECK(step(failed, 2).detail == "zero bid failed: a trick was taken");
    CHECK(step(scored(facts(0, 0, 2, 'a', 5)), 2).skulls == 5);

    auto both = facts(2, 1, 2);
    both.zero = true;
    CHECK_THAT(refused_score(both), Contains("--zero is a bid of 0, but --bid says 2"));
}

TEST_CASE("zref score: in Teams each partner's zero bid is their own, 5 skulls (Scoring, step 2, Bidding)",
          "[oneshot][score]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, true);
    play(ref, {"bid Ana 0", "bid Ben 3", "bid Cai 3", "bid Dee 4", "tricks Ana 0", "tricks Ben 3", "tricks Cai 3",
               "tricks Dee 4"});
    auto team = facts(3, 3, 4);
    team.teams = true;
    team.zero = true;
    same_receipt(scored(team), game_receipt(ref, 0));
    CHECK(step(scored(team), 2).skulls == 5);

    auto both_zero = facts(0, 2, 4);
    both_zero.teams = true;
    CHECK_THAT(refused_score(both_zero), Contains("--bid 0 in Teams means both partners bid zero"));
    both_zero.zero_tricks = {2, 0};
    CHECK(step(scored(both_zero), 2).skulls == 5);
    CHECK(step(scored(both_zero), 2).detail == "1 successful zero bid x 5");
}

TEST_CASE("zref score: skulls paid for missed tricks make the bid (Scoring, step 3)", "[oneshot][score]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, true);
    play(ref, {"bid Ana 2", "bid Ben 3", "bid Cai 1", "bid Dee 2", "tricks Ana 1", "tricks Ben 4", "tricks Cai 1",
               "tricks Dee 4", "pay Ana yes"});
    auto ana_cai = facts(3, 2, 4);
    ana_cai.teams = true;
    ana_cai.pay = true;
    const auto paid = scored(ana_cai);
    same_receipt(paid, game_receipt(ref, 0));
    CHECK(paid.points == 3);
    CHECK(step(paid, 3).skulls == -4);
    auto ben_dee = facts(5, 8, 4);
    ben_dee.teams = true;
    same_receipt(scored(ben_dee), game_receipt(ref, 1));

    // Not said: the receipt is the declined one, with a note on what paying would do.
    ana_cai.pay.reset();
    auto out = zp::score_one_side(data(), ana_cai);
    REQUIRE(out.ok());
    CHECK(out->receipt.points == 0);
    REQUIRE(out->notes.size() == 1);
    CHECK_THAT(out->notes.front(), Contains("paying 4 skulls for the 1 missing trick would make the bid"));

    auto cannot = facts(3, 1, 2);
    cannot.pay = true;
    CHECK_THAT(refused_score(cannot), Contains("--pay yes: 2 missing tricks cost 6 skulls, but only 2 are held"));
    auto nothing = facts(2, 2, 2);
    nothing.pay = true;
    CHECK_THAT(refused_score(nothing), Contains("nothing to pay for"));
}

TEST_CASE("zref score: step 4 is the Round card's own (Scoring, step 4, Round Cards: b, i, q)", "[oneshot][score]") {
    auto ref = table({"Ana", "Ben", "Cai", "Dee"}, false, "b a a a");
    play(ref, {"bid Ana 2", "bid Ben 3", "bid Cai 2", "bid Dee 3", "tricks Ana 2 card-skulls 3",
               "tricks Ben 3 card-skulls 0", "tricks Cai 2 card-skulls 4", "tricks Dee 3 card-skulls 1"});
    auto b = facts(2, 2, 2, 'b');
    CHECK_THAT(refused_score(b), Contains("--card-skulls: Round card b (Ah One and Ah Two) needs the skulls for the 1s "
                                          "and 2s"));
    b.card_skulls = 3;
    same_receipt(scored(b), game_receipt(ref, 0));

    auto i = facts(2, 2, 2, 'i');
    i.card_skulls = 4;
    CHECK(step(scored(i), 4).skulls == 4);
    auto plain = facts(2, 2, 2);
    plain.card_skulls = 1;
    CHECK_THAT(refused_score(plain), Contains("needs no card-skulls"));

    auto q = table({"Ana", "Ben", "Cai", "Dee"}, false, "q a a a");
    play(q, {"bid Ana 1", "bid Ben 3", "bid Cai 2", "bid Dee 3", "tricks Ana 3", "tricks Ben 3", "tricks Cai 2",
             "tricks Dee 2"});
    const auto doubled = scored(facts(1, 3, 2, 'q'));
    same_receipt(doubled, game_receipt(q, 0));
    CHECK_THAT(step(doubled, 6).detail, Contains("2 extra tricks x 2 = 4 due but only 2 held"));
}

TEST_CASE("zref score: Hourglass cards score by the Hourglass Leader line (Hourglass Round, Round Cards: d, h, l, t)",
          "[oneshot][score]") {
    // d: 2 skulls per counted trick, but not for a side in the lead.
    CHECK(step(scored(facts(2, 3, 2, 'd')), 4).skulls == 6);
    auto d_lead = facts(2, 3, 2, 'd');
    d_lead.hourglass_leader = true;
    CHECK(step(scored(d_lead), 4).skulls == 0);

    // l: the side in the lead that misses its bid exactly loses every skull.
    auto l = facts(2, 3, 5, 'l');
    l.hourglass_leader = true;
    CHECK(scored(l).skulls_after == 0);
    CHECK(scored(facts(2, 3, 5, 'l')).skulls_after == 4);  // not in the lead: only the over-trick

    // h: a stake doubles on an exact bid and is lost otherwise.
    auto h = facts(2, 2, 3, 'h');
    h.stake = true;
    CHECK(scored(h).skulls_after == 6);
    h.tricks = 3;
    CHECK(scored(h).skulls_after == 0);
    h.hourglass_leader = true;
    CHECK_THAT(refused_score(h), Contains("a side in the lead may not stake"));

    // t: a side in the lead pays a skull per trick with its Prince; the lowest line takes the card's skulls.
    auto t = facts(2, 2, 4, 't');
    t.hourglass_leader = true;
    CHECK_THAT(refused_score(t), Contains("the tricks in which the side played a Prince"));
    t.card_skulls = 3;
    // Paid during play, from the 4 skulls the side held: scoring starts from 1.
    CHECK(scored(t).skulls_before == 1);
    CHECK(step(scored(t), 4).skulls == 0);
    CHECK(step(scored(t), 4).detail == "put 3 skulls on the card during play (already taken)");
    t.card_skulls = 1;
    CHECK(step(scored(t), 4).detail == "put 1 skull on the card during play (already taken)");
    auto last = facts(2, 2, 4, 't');
    last.hourglass_last = true;
    last.pile = 5;
    last.last_shared = 2;
    CHECK(step(scored(last), 4).skulls == 2);
    CHECK_THAT(step(scored(last), 4).detail, Contains("split 2 ways, 1 back to the supply"));

    auto not_hourglass = facts(2, 2, 2, 'b');
    not_hourglass.card_skulls = 0;
    not_hourglass.hourglass_leader = true;
    CHECK_THAT(refused_score(not_hourglass), Contains("--hourglass-leader: only an Hourglass card"));
}

// Princesses typed in, powers on, one round by trick counts.
zp::Referee princess_round(const std::vector<std::string>& princesses) {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess", "players Ana Ben Cai Dee", "mode individuals", "rounds a a a a", "seed 4",
               "start Ana", "princesses enter", "powers on", "begin"});
    const char* names[] = {"Ana", "Ben", "Cai", "Dee"};
    for (std::size_t i = 0; i < 4; ++i) play(ref, {std::string("princess ") + names[i] + " " + princesses[i]});
    return ref;
}

TEST_CASE("zref score: Princess skulls come first (Scoring, step 1, Princess Cards: Goldilocks, Swan Maiden)",
          "[oneshot][score]") {
    auto ref = princess_round({"goldilocks", "scheherazade", "swan-maiden", "dorothy"});
    play(ref, {"bid Ana 2", "bid Ben 3", "bid Cai 2", "bid Dee 3", "tricks Ana 2", "tricks Ben 3", "tricks Cai 4",
               "tricks Dee 1"});
    auto with = [](ScoreInput in, const std::string& princess) {
        in.princesses = {princess};
        return in;
    };
    same_receipt(scored(with(facts(2, 2, 2), "goldilocks")), game_receipt(ref, 0));
    same_receipt(scored(with(facts(3, 3, 2), "scheherazade")), game_receipt(ref, 1));
    same_receipt(scored(with(facts(2, 4, 2), "swan")), game_receipt(ref, 2));
    same_receipt(scored(with(facts(3, 1, 2), "dorothy")), game_receipt(ref, 3));
    CHECK(step(scored(with(facts(2, 2, 2), "goldilocks")), 1).skulls == 3);
    CHECK(step(scored(with(facts(3, 3, 2), "scheherazade")), 1).detail == "Scheherazade unused: 1");

    // Goldilocks counts her own tricks at step 1: a bid made by paying at step 3 earns her nothing.
    auto paid = with(facts(3, 2, 5), "goldilocks");
    paid.pay = true;
    CHECK(step(scored(paid), 1).skulls == 0);
    // In Teams she scores on her own bid and tricks.
    auto team = with(facts(4, 4, 4), "goldilocks");
    team.teams = true;
    CHECK_THAT(refused_score(team), Contains("--own-tricks and --own-bid"));
    team.own_tricks = 1;
    team.own_bid = 2;
    CHECK(step(scored(team), 1).skulls == 0);
    team.own_tricks = 2;
    CHECK(step(scored(team), 1).skulls == 3);

    auto both = facts(2, 2, 2);
    both.princess_skulls = 1;
    both.princesses = {"dorothy"};
    CHECK_THAT(refused_score(both), Contains("--princess-skulls or --princess, not both"));
    auto typo = with(facts(2, 2, 2), "dorthy");
    CHECK_THAT(refused_score(typo), Contains("no Princess 'dorthy' (did you mean 'dorothy'?)"));
}

TEST_CASE("zref score: a used power earns no unused skull, Dorothy's house earns 3 (Scoring, step 1, Princess "
          "Cards: Dorothy, Rapunzel)",
          "[oneshot][score]") {
    // A whole round card by card: each player holds one suit, so Dee's Princes take every trick.
    auto ref = princess_round({"scheherazade", "ice-princess", "thumbelina", "dorothy"});
    play(ref, {"bid Ana 0", "bid Ben 0", "bid Cai 0", "bid Dee 9"});
    play(ref, {"v1", "p1", "k1", "pr1", "power Dee dorothy"});
    for (int v = 2; v <= 10; ++v) {
        const std::string n = std::to_string(v);
        play(ref, {"play Dee pr" + n, "play Ana v" + n, "play Ben p" + n, "play Cai k" + n});
    }
    play(ref, {"frog Dee count"});
    auto dee = facts(9, 9, 2);
    dee.princesses = {"dorothy"};
    dee.used = {"dorothy"};
    same_receipt(scored(dee), game_receipt(ref, 3));
    CHECK(step(scored(dee), 1).detail == "Dorothy: a trick under her card: 3");
    auto ana = facts(0, 0, 2);
    ana.princesses = {"scheherazade"};
    same_receipt(scored(ana), game_receipt(ref, 0));

    auto rapunzel = facts(2, 2, 2);
    rapunzel.princesses = {"rapunzel"};
    rapunzel.used = {"rapunzel"};
    CHECK_THAT(refused_score(rapunzel), Contains("give the Villagers in the trick she lay on"));
    rapunzel.villagers = 2;
    CHECK(step(scored(rapunzel), 1).skulls == 2);
    auto always = facts(2, 2, 2);
    always.princesses = {"swan"};
    always.used = {"swan"};
    CHECK_THAT(refused_score(always), Contains("Swan Maiden is always active"));
}

// The "Table reading ID: VALUE" lines the receipt adds for the scoring readings off their default.
std::vector<std::string> readings_said(const ScoreInput& in) {
    auto r = zp::score_one_side(data(), in);
    if (!r) FAIL("refused: " << r.error());
    return r->readings;
}

TEST_CASE("zref score: a zero bidder's trick under Dorothy by the table reading dorothy-zero-bid (Scoring, step 2, "
          "Princess Cards: Dorothy)",
          "[oneshot][score][readings]") {
    for (const std::string value : {"keeps", "breaks"}) {
        CAPTURE(value);
        // Ana (Dorothy) bids 0 and keeps her one trick under Dorothy: she counts none.
        auto ref = reading_table({"dorothy-zero-bid " + value}, false,
                                 {"dorothy", "thumbelina", "pea-princess", "red-riding-hood"});
        bids(ref, {0, 3, 3, 3});
        play(ref, {"tricks Ana 1 dorothy", "tricks Ben 3", "tricks Cai 3", "tricks Dee 3"});
        auto ana = facts(0, 0, 2);
        ana.bid.reset();
        ana.zero = true;
        ana.princesses = {"dorothy"};
        ana.used = {"dorothy"};
        ana.readings = {"reading dorothy-zero-bid " + value};
        same_receipt(scored(ana), game_receipt(ref, 0));
        CHECK(step(scored(ana), 2).skulls == (value == "keeps" ? 10 : 0));
        CHECK(readings_said(ana) ==
              (value == "keeps" ? std::vector<std::string>{}
                                : std::vector<std::string>{"Table reading dorothy-zero-bid: breaks"}));

        // Teams: Ana (Dorothy) bids 0 beside Cai's 3, and the partner who bid zero is taken to be Dorothy's player.
        auto team = reading_table({"dorothy-zero-bid " + value}, true,
                                  {"dorothy", "thumbelina", "pea-princess", "red-riding-hood"});
        bids(team, {0, 4, 3, 2});
        play(team, {"tricks Ana 1 dorothy", "tricks Ben 4", "tricks Cai 3", "tricks Dee 2"});
        auto side = facts(3, 3, 4);
        side.teams = true;
        side.zero = true;
        side.princesses = {"dorothy", "pea-princess"};
        side.used = {"dorothy"};
        side.readings = ana.readings;
        same_receipt(scored(side), game_receipt(team, 0));
        CHECK(step(scored(side), 2).skulls == (value == "keeps" ? 5 : 0));
    }
    auto bad = facts(2, 2, 2);
    bad.readings = {"reading dorothy-zero-bid maybe"};
    CHECK(refused_score(bad) == "--reading: reading dorothy-zero-bid: give keeps or breaks (the default is keeps)");
}

TEST_CASE("zref score: Goldilocks and a bid of 0 by the table reading goldilocks-zero-bid (Scoring, step 1, "
          "Princess Cards: Goldilocks)",
          "[oneshot][score][readings]") {
    for (const std::string value : {"matches", "no-match"}) {
        CAPTURE(value);
        auto ref = reading_table({"goldilocks-zero-bid " + value}, false,
                                 {"goldilocks", "thumbelina", "pea-princess", "red-riding-hood"});
        bids(ref, {0, 4, 3, 3});
        play(ref, {"tricks Ana 0", "tricks Ben 4", "tricks Cai 3", "tricks Dee 3"});
        auto ana = facts(0, 0, 2);
        ana.bid.reset();
        ana.zero = true;
        ana.princesses = {"goldilocks"};
        ana.readings = {"reading goldilocks-zero-bid " + value};
        same_receipt(scored(ana), game_receipt(ref, 0));
        CHECK(step(scored(ana), 1).skulls == (value == "matches" ? 3 : 0));
        CHECK(readings_said(ana).size() == (value == "matches" ? 0u : 1u));
    }
}

TEST_CASE("zref score: a partner's failed zero bid by the table reading team-zero-bid-tricks (Scoring, steps 5 and "
          "6, Bidding)",
          "[oneshot][score][readings]") {
    for (const std::string value : {"count", "apart"}) {
        CAPTURE(value);
        // Ana bids 0 but takes 1 trick; Cai bids 3 and takes 2.
        auto ref = reading_table({"team-zero-bid-tricks " + value}, true);
        play(ref, {"bid Ana 0", "bid Ben 4", "bid Cai 3", "bid Dee 3", "tricks Ana 1", "tricks Ben 4", "tricks Cai 2",
                   "tricks Dee 3"});
        if (value == "apart") play(ref, {"pay Ana no"});
        auto team = facts(3, 3, 4);
        team.teams = true;
        team.zero_tricks = {1};
        team.readings = {"reading team-zero-bid-tricks " + value};
        if (value == "apart") team.pay = false;
        const auto receipt = scored(team);
        same_receipt(receipt, game_receipt(ref, 0));
        CHECK(receipt.points == (value == "count" ? 3 : 0));
        CHECK(step(receipt, 6).skulls == (value == "count" ? 0 : -2));
        CHECK(readings_said(team) ==
              (value == "count" ? std::vector<std::string>{}
                                : std::vector<std::string>{"Table reading team-zero-bid-tricks: apart"}));
    }
}

TEST_CASE("zref score: bad facts are refused with one reason and what is accepted (Scoring)", "[oneshot][score]") {
    auto in = facts(2, 2, 2);
    in.tricks.reset();
    CHECK_THAT(refused_score(in), Contains("--tricks: give the tricks counted for the bid"));
    in = facts(2, 2, 2);
    in.skulls.reset();
    CHECK_THAT(refused_score(in), Contains("--skulls: give the skulls held before scoring"));
    in = facts(2, 2, 2);
    in.bid.reset();
    CHECK_THAT(refused_score(in), Contains("--bid: give the bid"));
    CHECK_THAT(refused_score(facts(2, 11, 2)), Contains("--tricks: 11 is not a valid number of tricks"));
    CHECK_THAT(refused_score(facts(2, 10, 2, 'w')), Contains("from 0 to 9"));  // one card discarded
    CHECK_THAT(refused_score(facts(11, 2, 2)), Contains("--bid: 11 is not a valid bid"));
    CHECK_THAT(refused_score(facts(2, 2, 2, 'a', 7)), Contains("--players: give 3 to 6"));
    in = facts(2, 2, 2, 'a', 5);
    in.teams = true;
    CHECK_THAT(refused_score(in), Contains("--teams: Teams are 4 players"));
    in = facts(2, 2, 2);
    in.pile = 3;
    CHECK_THAT(refused_score(in), Contains("--pile: only The High Cost of Living (t)"));
    in = facts(2, 2, 2);
    in.zero_tricks = {0};
    CHECK_THAT(refused_score(in), Contains("--zero-tricks is for Teams"));
}

}  // namespace
}  // namespace zref::test
