// Card notation and the deck for each player count ("Components", "Setup"
// step 2, "Quick Reference: Initial Setup").
#include "support.h"

namespace zref::test {
namespace {

using Catch::Contains;

std::vector<std::string> names(int n) {
    const std::vector<std::string> all{"Ana", "Ben", "Cai", "Dee", "Eve", "Fay"};
    return {all.begin(), all.begin() + n};
}

}  // namespace

TEST_CASE("Components: a card is written k7, 'knight 7', Pr3 or 'frog', in any case", "[cards]") {
    auto ref = table(names(4));
    const CardCodec& codec = ref.game().state().codec;
    const Card knight7{kKnights, 7};
    for (const char* text : {"k7", "K7", "knight 7", "Knight 7", "KNIGHT 7", "knights 7", "kn 7", "7 knights"}) {
        INFO(text);
        auto c = codec.parse(text);
        REQUIRE(c.ok());
        CHECK(*c == knight7);
    }
    CHECK(*codec.parse("Pr3") == Card{kPrinces, 3});
    CHECK(*codec.parse("prince 3") == Card{kPrinces, 3});
    CHECK(*codec.parse("v1") == Card{kVillagers, 1});
    CHECK(*codec.parse("p3") == Card{kPets, 3});  // "p" is Pets; Princes are "pr"
    CHECK(*codec.parse("frog") == Card{kPets, 8});
    CHECK(*codec.parse("FROG") == Card{kPets, 8});
    CHECK(codec.name(Card{kPets, 8}) == "Pet 8 (the Frog)");
    CHECK(codec.code(knight7) == "k7");

    // Through the referee: the typed form is accepted and the card recorded.
    play(ref, {"bid Ana 2", "bid Ben 2", "bid Cai 2", "bid Dee 2", "play Ana Knight 7"});
    REQUIRE(ref.game().state().round.current.plays.size() == 1);
    CHECK(ref.game().state().round.current.plays[0].card == knight7);
    CHECK(ref.game().state().round.current.plays[0].seat == 0);
}

TEST_CASE("Setup: with 4 players the deck runs 1-10, so a 12 is refused and the message names the range", "[cards]") {
    auto ref = table(names(4));
    auto c = ref.game().state().codec.parse("k12");
    REQUIRE_FALSE(c.ok());
    CHECK(c.error() == "no card 'Knight 12': knights run 1-10 in this deck");

    play(ref, {"2", "2", "2", "2"});
    const auto before = ref.history().size();
    CHECK_THAT(refused(ref, "k12"), Contains("knights run 1-10"));
    CHECK_THAT(refused(ref, "play Ana pr11"), Contains("princes run 1-10"));
    CHECK_THAT(refused(ref, "v0"), Contains("villagers run 1-10"));
    CHECK(ref.history().size() == before);
    play(ref, {"k10"});  // the top of the range is a card
}

TEST_CASE("Components: an unknown suit is refused with a did-you-mean and the notation", "[cards]") {
    auto ref = table(names(4));
    play(ref, {"2", "2", "2", "2"});
    auto msg = refused(ref, "knigt 7");
    CHECK_THAT(msg, Contains("no suit 'knigt'"));
    CHECK_THAT(msg, Contains("(did you mean 'knight'?)"));
    CHECK_THAT(msg, Contains("with N from 1 to 10"));
    CHECK(ref.game().state().round.current.plays.empty());

    auto far = refused(ref, "play Ana zebra 3");
    CHECK_THAT(far, Contains("no suit 'zebra'"));
    CHECK_THAT(far, !Contains("did you mean"));
}

TEST_CASE("Setup: 3 players use cards 1-9 (12 cards each)", "[cards][setup]") {
    auto ref = table(names(3));
    const auto& s = ref.game().state();
    CHECK(s.codec.max_value() == 9);
    CHECK(s.codec.deck().size() == 36);
    CHECK(s.hand_size == 12);
    CHECK_FALSE(s.codec.parse("k10").ok());
    CHECK_THAT(s.codec.parse("k10").error(), Contains("knights run 1-9"));
    CHECK(ref.game().waiting().what == "Ana to bid (0-12)");
}

TEST_CASE("Setup: 4 players use cards 1-10 (10 cards each)", "[cards][setup]") {
    auto ref = table(names(4));
    const auto& s = ref.game().state();
    CHECK(s.codec.max_value() == 10);
    CHECK(s.codec.deck().size() == 40);
    CHECK(s.hand_size == 10);
    CHECK(s.codec.parse("pr10").ok());
    CHECK_FALSE(s.codec.parse("pr11").ok());
    CHECK_THAT(refused(ref, "bid Ana 11"), Contains("from 0 to 10"));
}

TEST_CASE("Setup: 5 players use every card, 1-15 (12 cards each)", "[cards][setup]") {
    auto ref = table(names(5));
    const auto& s = ref.game().state();
    CHECK(s.codec.max_value() == 15);
    CHECK(s.codec.deck().size() == 60);
    CHECK(s.hand_size == 12);
    CHECK(s.codec.parse("v15").ok());
    CHECK_THAT(s.codec.parse("v16").error(), Contains("villagers run 1-15"));
}

TEST_CASE("Setup: 6 players use every card, 1-15 (10 cards each)", "[cards][setup]") {
    auto ref = table(names(6));
    const auto& s = ref.game().state();
    CHECK(s.codec.max_value() == 15);
    CHECK(s.codec.deck().size() == 60);
    CHECK(s.hand_size == 10);
    CHECK(ref.game().waiting().what == "Ana to bid (0-10)");
}

}  // namespace zref::test

namespace zref::test {

TEST_CASE("Components: the quick card reading (try_parse) accepts exactly what the explained one does", "[cards]") {
    // Plays go through try_parse, which writes no message; a refusal is then
    // explained by the full reading. They must never disagree on a card.
    // (Compared with parse_explained, not parse, which tries try_parse first.)
    auto ref = table({"Ana", "Ben", "Cai", "Dee"});
    const CardCodec& codec = ref.game().state().codec;
    for (const char* text : {"k7", "K 7", "7 knights", "knight-7", "pr_3", "frog", "FROG", "frog2", "k", "7", "k7k",
                             "k 10", "k11", "k0", "k0007", "k007", "zz9", "", "   ", "k7!", "princes 10",
                             "averyveryveryverylongwordthatisnosuitatall 7", "v 1", "pet8", "knights7 "}) {
        INFO("'" << text << "'");
        const auto explained = codec.parse_explained(text);
        const auto quick = codec.try_parse(text);
        REQUIRE(explained.ok() == quick.has_value());
        if (quick) CHECK(*quick == *explained);
    }
    CHECK(codec.code(Card{kKnights, 7}) == "k7");
    CHECK(codec.code(Card{kPrinces, 10}) == "pr10");
    CHECK(codec.trump_suit() == kPrinces);
}

}  // namespace zref::test
