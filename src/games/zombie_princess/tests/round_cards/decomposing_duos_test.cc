// Round card o, Decomposing Duos ("Round Cards" o): before each trick all
// players but the lead player choose 2 cards to keep in hand and may only play
// one of those; the lead player may still not lead a Prince before Princes
// have broken out. zref cannot see the 2 cards: it reminds the table, flags no
// revokes this round, and after each trick (but the last) says who picks.
#include <array>

#include "card_support.h"

namespace zref::test {
namespace {

using Catch::Contains;

const char* const kDuosReminder =
    "  Table: Before each trick, everyone except the leader picks 2 cards and plays one of them. A player may then "
    "not follow suit while holding it, so zref does not flag revokes this round.";

}  // namespace

TEST_CASE("Round card o (Decomposing Duos): the reveal reminds the table that only 2 chosen cards may be played", "[card-o]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "a o a a");
    play(ref, {"4", "4", "4", "tricks Ana 4", "tricks Ben 4", "tricks Cai 4"});
    auto r = ref.apply("start Ana first");
    REQUIRE(r.ok());
    CHECK(has(r->notices, "Round 2 of 4: Round card o, Decomposing Duos"));
    CHECK(has(r->notices, kDuosReminder));
    // Nothing to type before trick 1.
    play(ref, {"4", "4", "4"});
    CHECK(ref.game().state().phase == zp::Phase::Tricks);
}

TEST_CASE("Round card o (Decomposing Duos): after every trick but the last, zref says that all but the new leader pick 2 cards",
          "[card-o]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "o a a a");
    play(ref, {"4", "4", "4"});
    const std::array<int, 12> winners{0, 0, 1, 1, 2, 2, 0, 1, 1, 2, 2, 0};
    const char* const names[] = {"Ana", "Ben", "Cai"};
    const auto lines = one_suit_round(0, winners);
    std::vector<std::string> said;  // per line: the Decomposing Duos notice, or ""
    for (const auto& line : lines) {
        auto r = ref.apply(line);
        REQUIRE(r.ok());
        std::string duo;
        for (const auto& n : r->notices)
            if (n.rfind("Decomposing Duos:", 0) == 0) duo += n;
        said.push_back(duo);
    }
    for (std::size_t i = 0; i < lines.size(); ++i) {
        INFO("card " << i + 1 << " of the round");
        const std::size_t trick = i / 3;
        if (i % 3 != 2 || trick == 11)
            CHECK(said[i].empty());
        else
            CHECK(said[i] == std::string("Decomposing Duos: everyone but ") + names[winners[trick]] +
                                 " picks 2 cards for the next trick");
    }
    CHECK(ref.game().state().phase == zp::Phase::FrogDecision);
}

TEST_CASE("Round card o (Decomposing Duos): a card off the led suit is no evidence of a void: no revoke flag", "[card-o]") {
    // Trick 1: Ana leads Knight 1, Ben plays Villager 2 (Knight 6 not among
    // his 2 cards), Cai wins with Knight 3. Trick 2: Cai Knight 4, Ana Knight
    // 5, Ben Knight 6.
    auto run = [](const std::string& rounds) {
        auto ref = table({"Ana", "Ben", "Cai"}, false, rounds);
        play(ref, {"4", "4", "4", "k1", "v2", "k3", "k4", "k5"});
        auto r = ref.apply("k6");
        REQUIRE(r.ok());
        return std::make_pair(std::move(ref), r.value());
    };
    SECTION("under card a the table is warned") {
        auto [ref, r] = run("a a a a");
        REQUIRE(r.warnings.size() == 1);
        CHECK_THAT(r.warnings[0], Contains("possible revoke: Ben showed no Knights in trick 1"));
    }
    SECTION("under card o it is not") {
        auto [ref, r] = run("o a a a");
        CHECK(r.warnings.empty());
        CHECK(ref.game().state().round.void_since.at(1).at(2) == 0);
    }
}

TEST_CASE("Round card o (Decomposing Duos): the leader still may not lead a Prince before Princes break out", "[card-o]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "o a a a");
    play(ref, {"4", "4", "4"});
    CHECK(refused(ref, "pr1") ==
          "Princes have not broken out yet, so Ana may lead a Prince only when holding nothing but Princes. "
          "If so, type: play Ana pr1 only-princes");
    CHECK(ref.game().state().round.current.plays.empty());
    SECTION("a hand of only Princes may lead one") {
        play(ref, {"pr1 only-princes", "pr2", "pr3"});
        CHECK(ref.game().state().round.princes_broken);
        CHECK(ref.game().state().round.tricks.at(0).winner == 2);
    }
    SECTION("once a follower has played a Prince, Princes may be led") {
        // Trick 1: Ana Knight 1, Ben Prince 2 (his 2 cards held no Knight), Cai Knight 3: Ben wins.
        play(ref, {"k1", "pr2", "k3"});
        CHECK(ref.game().state().round.tricks.at(0).winner == 1);
        play(ref, {"pr5"});
        CHECK(ref.game().state().round.current.plays.size() == 1);
    }
}

// Under Decomposing Duos the leader plays from the whole hand and hands never
// change, so a leader who claimed a hand of only Princes and later plays
// another suit has made a false claim, flagged as under the basic rules.
TEST_CASE("Round card o (Decomposing Duos): the leader plays from the whole hand, so a false only-Princes claim is still flagged",
          "[card-o]") {
    auto ref = table({"Ana", "Ben", "Cai"}, false, "o a a a");
    play(ref, {"4", "4", "4", "play Ana pr1 only-princes", "pr2", "pr3", "v1"});
    auto r = ref.apply("v2");
    REQUIRE(r.ok());
    REQUIRE(r->warnings.size() == 1);
    CHECK_THAT(r->warnings[0], Contains("possible false claim: Ana claimed to hold only Princes in trick 1 and now plays Villager 2"));
}

TEST_CASE("Round card o (Decomposing Duos): the card changes no trick and no score: the round scores as under card a", "[card-o]") {
    const auto tricks = one_suit_round(0, {0, 0, 0, 0, 2, 2, 0, 2, 2, 2, 2, 2});
    auto o = round_under("o a a a", {"4", "0", "5"}, tricks, {"count"});
    auto a = round_under("a a a a", {"4", "0", "5"}, tricks, {"count"});
    CHECK(o.game().state().results.back().seat_tricks == std::vector<int>{5, 0, 7});
    check_scores_alike(o, a);
    // Ana 5 on 4: 1 skull. Ben's zero bid: 12. Cai 7 on 5: 2 skulls, none left.
    CHECK(receipt(o, 0).skulls_after == 1);
    CHECK(receipt(o, 1).skulls_after == 12);
    CHECK(receipt(o, 2).skulls_after == 0);
    CHECK(receipt(o, 2).points == 5);
}

}  // namespace zref::test
