// Round card s, Divide and Conquer ("Round Cards" s): "Before you bid, place
// 1/2 of your cards face down under your Princess. After you play the cards in
// your hand, give the face down cards to your partner (Teams) or to the player
// on your right (Individuals)." zref cannot see the set-aside halves: it
// reminds the table on the reveal, announces the handover once the first half
// of the round is played, and raises no revoke flags, since a player's hand
// changes halfway (a void shown before the handover proves nothing after it).
#include "card_support.h"

namespace zref::test {
namespace {

using Catch::Contains;

// Everything zref said about one accepted line: notices and warnings.
struct Said {
    std::vector<std::string> notices, warnings;
    bool notice_has(const std::string& text) const {
        for (const auto& n : notices)
            if (n.find(text) != std::string::npos) return true;
        return false;
    }
};

Said say(zp::Referee& ref, const std::string& line) {
    INFO("line: " << line);
    auto r = ref.apply(line);
    if (!r) FAIL("refused: " << r.error());
    return {r->notices, r->warnings};
}

// One trick, cards given by seat; zref's order of play says who goes when. A
// Prince led before Princes break out carries the only-princes claim.
// Returns what zref said to each play, in the order of play.
std::vector<Said> said_trick(zp::Referee& ref, const std::vector<std::string>& by_seat) {
    const auto order = state(ref).round.current.order;
    REQUIRE(order.size() == by_seat.size());
    std::vector<Said> out;
    for (std::size_t k = 0; k < order.size(); ++k) {
        std::string card = by_seat.at(static_cast<std::size_t>(order[k]));
        if (k == 0 && card.rfind("pr", 0) == 0 && !state(ref).round.princes_broken) card += " only-princes";
        out.push_back(say(ref, "play " + state(ref).seating.name(order[k]) + " " + card));
    }
    return out;
}

// 3 players (deck 1-9, 12 tricks), Ana leads trick 1 and wins every trick.
//   Ana: v9 v8 v7 k9 k8 k7 | p9 v6 p8 pr9 pr8 pr7
//   Ben: v1 p1 p2 k1 k3 k5 | p3 v5 p6 pr1 pr3 pr5
//   Cai: v2 v3 v4 k2 k4 k6 | p4 p5 p7 pr2 pr4 pr6
// Under s the six cards after the bar are the ones each player receives at the
// handover. Ben plays a Pet to Villagers in trick 2 (showing no Villager) and a
// Villager in trick 8; Cai plays a Pet to Villagers in trick 8. Trick 9 holds
// the Frog (Ana's Pet 8); trick 10 is led with only Princes.
const Deal kThree = {{"v9", "v1", "v2"}, {"v8", "p1", "v3"},  {"v7", "p2", "v4"},  {"k9", "k1", "k2"},
                     {"k8", "k3", "k4"}, {"k7", "k5", "k6"},  {"p9", "p3", "p4"},  {"v6", "v5", "p5"},
                     {"p8", "p6", "p7"}, {"pr9", "pr1", "pr2"}, {"pr8", "pr3", "pr4"}, {"pr7", "pr5", "pr6"}};

// Cards for n players in n-card tricks: Villagers, Pets, Knights, then Princes,
// each suit from 1 up, the first Prince never leading (4 and 6 players).
std::vector<std::vector<std::string>> plain_tricks(int players, int max_value) {
    std::vector<std::string> cards;
    for (const char* suit : {"v", "p", "k", "pr"})
        for (int v = 1; v <= max_value; ++v) cards.push_back(suit + std::to_string(v));
    std::vector<std::vector<std::string>> out;
    for (std::size_t i = 0; i + static_cast<std::size_t>(players) <= cards.size(); i += static_cast<std::size_t>(players))
        out.emplace_back(cards.begin() + static_cast<long>(i), cards.begin() + static_cast<long>(i) + players);
    return out;
}

// The plays of one trick given in order of play (not by seat).
std::vector<Said> trick_in_order(zp::Referee& ref, const std::vector<std::string>& cards) {
    std::vector<Said> out;
    for (const auto& c : cards) out.push_back(say(ref, c));
    return out;
}

const std::string kHandover = "Divide and Conquer: hands are empty; everyone hands the set-aside cards ";

}  // namespace

TEST_CASE("Round card s (Divide and Conquer): the reveal tells the table to set half the hand aside before bidding, "
          "and bidding starts without entries",
          "[card-s]") {
    zp::Referee ref(data());
    play(ref, {"game zombie-princess", "players Ana Ben Cai", "mode individuals", "rounds s a a a", "seed 1",
               "start Ana", "princesses none", "powers off"});
    auto r = ref.apply("begin");
    REQUIRE(r.ok());
    const auto& notices = r->notices;
    auto has = [&](const std::string& text) {
        return std::find(notices.begin(), notices.end(), text) != notices.end();
    };
    CHECK(has("Round 1 of 4: Round card s, Divide and Conquer"));
    CHECK(has("  Table: Before bidding, everyone puts half the hand face down under their Princess."));
    CHECK(has("Bidding starts with Ana, then clockwise"));
    // Nothing is typed for the set-aside half: zref goes straight to bidding.
    CHECK(state(ref).phase == zp::Phase::Bidding);
    CHECK(state(ref).round.pending.empty());
    CHECK(ref.game().waiting().what == "Ana to bid (0-12)");
    // The round still has 12 tricks: everyone holds 12 cards to play.
    CHECK(state(ref).round.cards_left == std::vector<int>{12, 12, 12});
}

TEST_CASE("Round card s (Divide and Conquer): after trick 6 of 12 zref tells everyone to hand the set-aside half to "
          "the player on their right, once",
          "[card-s]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "s a a a");
    play(ref, {"12", "0", "0"});
    for (std::size_t t = 0; t < kThree.size(); ++t) {
        INFO("trick " << t + 1);
        auto said = said_trick(ref, kThree[t]);
        bool handover = false;
        for (const auto& s : said)
            if (s.notice_has(kHandover)) handover = true;
        CHECK(handover == (t + 1 == 6));
        if (t + 1 == 6) {
            // It comes with the last card of trick 6, in the Individuals wording.
            CHECK(said.back().notice_has(kHandover + "to the player on their right and plays on with the cards received"));
            // zref counts the set-aside half as cards still to play.
            CHECK(state(ref).round.cards_left == std::vector<int>{6, 6, 6});
            CHECK(state(ref).phase == zp::Phase::Tricks);
        }
    }
    // Trick 9 holds the Frog; the round ends after 12 tricks.
    REQUIRE(state(ref).phase == zp::Phase::FrogDecision);
    play(ref, {"count"});
    const auto& receipts = state(ref).results.back().receipts;
    CHECK(receipts[0].tricks == 12);
    CHECK(receipts[0].points == 12);
    CHECK(receipts[1].skulls_after == 12);  // zero bids made
    CHECK(receipts[2].skulls_after == 12);
    // Step 4: the card itself pays and costs nothing.
    for (const auto& rc : receipts) {
        CHECK(rc.lines.at(3).step == 4);
        CHECK(rc.lines.at(3).skulls == 0);
        CHECK(rc.lines.at(3).detail == "no effect");
    }
}

TEST_CASE("Round card s (Divide and Conquer): a card of a suit a player showed void in raises no revoke flag, "
          "where the basic rules flag it",
          "[card-s]") {
    // The same plays under s and under a: Ben shows no Villager in trick 2 and
    // plays Villager 5 in trick 8 (after the handover he holds Cai's half).
    SECTION("under s: no flag") {
        auto ref = table({"Ana", "Ben", "Cai"}, false, "s a a a");
        play(ref, {"12", "0", "0"});
        for (std::size_t t = 0; t < kThree.size(); ++t) {
            INFO("trick " << t + 1);
            for (const auto& s : said_trick(ref, kThree[t])) CHECK(s.warnings.empty());
        }
        // Nobody is even recorded as void: an off-suit card proves nothing here.
        for (const auto& seat : state(ref).round.void_since)
            for (int since : seat) CHECK(since == 0);
    }
    SECTION("under a (control): the revoke is flagged") {
        auto ref = table({"Ana", "Ben", "Cai"}, false, "a a a a");
        play(ref, {"12", "0", "0"});
        for (std::size_t t = 0; t < 7; ++t) said_trick(ref, kThree[t]);
        auto said = said_trick(ref, kThree[7]);
        REQUIRE(said.size() == 3);
        REQUIRE(said[1].warnings.size() == 1);
        CHECK_THAT(said[1].warnings[0],
                   Contains("possible revoke: Ben showed no Villagers in trick 2 and now plays Villager 5 in trick 8"));
    }
}

TEST_CASE("Round card s (Divide and Conquer): a hand of only Princes claimed in the first half raises no false-claim "
          "flag when other suits come after the handover",
          "[card-s]") {
    // In order of play. Ana leads Prince 1 in trick 1 claiming to hold only
    // Princes (her first half may be all Princes) and wins tricks 1-6 with
    // Princes; in trick 7, after the handover, she leads Knight 1 from the half
    // she received. Under the basic rules that is a possible false claim.
    const Deal deal = {{"pr1 only-princes", "v1", "v2"}, {"pr2", "v3", "v4"}, {"pr3", "v5", "v6"},
                       {"pr4", "v7", "v8"},              {"pr5", "v9", "p1"}, {"pr6", "p2", "p3"},
                       {"k1", "k2", "k3"}};
    auto run = [&](const std::string& rounds) {
        auto ref = table({"Ana", "Ben", "Cai"}, false, rounds);
        play(ref, {"4", "4", "4"});
        std::vector<std::string> warnings;
        for (const auto& t : deal)
            for (const auto& s : trick_in_order(ref, t)) warnings.insert(warnings.end(), s.warnings.begin(), s.warnings.end());
        REQUIRE(state(ref).round.tricks.size() == 7);
        CHECK(state(ref).round.tricks.back().winner == 2);
        return warnings;
    };
    CHECK(run("s a a a").empty());
    auto basic = run("a a a a");
    REQUIRE(basic.size() == 1);
    CHECK_THAT(basic[0], Contains("possible false claim: Ana claimed to hold only Princes in trick 1 and now plays Knight 1"));
}

TEST_CASE("Round card s (Divide and Conquer): in Teams the set-aside half goes to the partner, after trick 5 of 10 "
          "(4 and 6 players)",
          "[card-s][teams]") {
    for (const bool six : {false, true}) {
        DYNAMIC_SECTION((six ? "Teams of 6" : "Teams of 4")) {
            const std::vector<std::string> names =
                six ? std::vector<std::string>{"Ana", "Ben", "Cai", "Dee", "Eve", "Fay"}
                    : std::vector<std::string>{"Ana", "Ben", "Cai", "Dee"};
            auto ref = table(names, true, "s a a a");
            REQUIRE(state(ref).hand_size == 10);
            for (std::size_t i = 0; i < names.size(); ++i) play(ref, {"1"});
            const auto tricks = plain_tricks(static_cast<int>(names.size()), six ? 15 : 10);
            for (std::size_t t = 0; t < 10; ++t) {
                INFO("trick " << t + 1);
                auto said = trick_in_order(ref, tricks[t]);
                bool handover = false;
                for (const auto& s : said) {
                    if (s.notice_has(kHandover)) handover = true;
                    CHECK(s.warnings.empty());
                }
                CHECK(handover == (t + 1 == 5));
                if (t + 1 == 5)
                    CHECK(said.back().notice_has(kHandover + "to their partner and plays on with the cards received"));
            }
            CHECK(state(ref).round.tricks.size() == 10);
        }
    }
}

TEST_CASE("Round card s (Divide and Conquer): a round scored by counts still has the whole hand's tricks", "[card-s][counts]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "s a a a");
    play(ref, {"4", "4", "4", "tricks Ana 4", "tricks Ben 4"});
    CHECK(refused(ref, "tricks Cai 3") ==
          "the tricks add up to 11, but a round has 12: check the counts ('undo' corrects an earlier one)");
    play(ref, {"tricks Cai 4"});
    CHECK(state(ref).results.size() == 1);
    CHECK(state(ref).results.back().receipts[2].points == 4);
}

}  // namespace zref::test
