// Setup and game data for Bowling for Zombies!!! ("Contents", "Set-Up",
// "Two Player Game", the variants' round counts).
#include "bowling_support.h"
#include <map>

#include "core/text.h"
#include "store/embedded.h"

namespace zref::test::bowling {
namespace {

using Catch::Contains;

TEST_CASE("Contents: the Lane deck holds 40 cards, two 1s and 9s up to eight 5s", "[bowling][setup]") {
    const auto& d = data();
    CHECK(d.lane_deck_size() == 40);
    const std::map<int, int> printed{{1, 2}, {2, 3}, {3, 5}, {4, 6}, {5, 8}, {6, 6}, {7, 5}, {8, 3}, {9, 2}};
    CHECK(d.lane_counts == printed);
    CHECK(d.highest_zombie == 9);
    CHECK(d.head_max_sum == 9);
    CHECK(d.leg_value == -1);
}

TEST_CASE("Set-Up: 2 necromancers up to one per set of Zombie cards (zombie_sets in the toml)", "[bowling][setup]") {
    CHECK(data().min_players == 2);
    CHECK(data().max_players == 5);
    bfz::Referee ref(data());
    play(ref, {"game bowling-for-zombies"});
    CHECK_THAT(refused(ref, "players Ana"), Contains("2 to 5 necromancers"));
    CHECK_THAT(refused(ref, "players A1 B C D E F"), Contains("one per set of Zombie cards"));
    CHECK_THAT(refused(ref, "players Ana ana"), Contains("two necromancers are named"));
    CHECK_THAT(refused(ref, "players Ana 5x"), Contains("starts with a digit"));
    CHECK_THAT(refused(ref, "players Ana Head"), Contains("a word zref uses"));
    CHECK_THAT(refused(ref, "players Ana A+B"), Contains("'+'"));
    play(ref, {"players Ana Ben Cai Dee Eve", "begin"});
    CHECK(ref.game().state().phase == bfz::Phase::Lanes);
    CHECK_THAT(ref.game().waiting().what, Contains("4 Lane cards"));
}

TEST_CASE("Set-Up: begin needs the necromancers, a journal for another game is refused", "[bowling][setup]") {
    bfz::Referee ref(data());
    CHECK_THAT(refused(ref, "game zombie-princess"), Contains("not bowling-for-zombies"));
    CHECK_THAT(refused(ref, "begin"), Contains("name the necromancers first"));
    CHECK_THAT(refused(ref, "lanes 2 2 4"), Contains("not accepted now"));
    CHECK_THAT(refused(ref, "playerz Ana Ben"), Contains("did you mean 'players'"));
}

TEST_CASE("Variants: the rounds of each variant come from the game data (High and Low, Poker, Black Jack)",
          "[bowling][setup]") {
    const std::vector<std::pair<std::string, int>> cases{
        {"standard", 10}, {"high-low", 6}, {"poker", 5}, {"blackjack", 5}, {"black-jack", 5}, {"hi-lo", 6}};
    for (const auto& [word, rounds] : cases) {
        INFO(word);
        bfz::Referee ref(data());
        auto r = play(ref, {"game bowling-for-zombies", "players Ana Ben Cai", "variant " + word});
        CHECK_THAT(r.canonical, Contains("variant ") && !Contains("black-jack") && !Contains("hi-lo"));
        play(ref, {"begin"});
        CHECK(ref.game().state().rounds == rounds);
    }
    bfz::Referee ref(data());
    play(ref, {"game bowling-for-zombies", "players Ana Ben Cai"});
    CHECK_THAT(refused(ref, "variant pokr"), Contains("did you mean 'poker'"));
}

TEST_CASE("Two Player Game: the phantom hand is set up only for two necromancers", "[bowling][setup][two-player]") {
    {
        bfz::Referee ref(data());
        play(ref, {"game bowling-for-zombies", "players Ana Ben Cai", "phantom deal"});
        CHECK_THAT(refused(ref, "begin"), Contains("only for a game of 2"));
    }
    {
        bfz::Referee ref(data());
        play(ref, {"game bowling-for-zombies", "players Ana Ben"});
        CHECK_THAT(refused(ref, "phantom maybe"), Contains("'deal'") && Contains("'typed'"));
        play(ref, {"begin"});  // no phantom line: zref deals it
        CHECK(ref.game().state().phantom == bfz::PhantomMode::Deal);
        CHECK_THAT(ref.game().waiting().what, Contains("2 Lane cards"));
    }
}

TEST_CASE("Game data: every reading a ruling cites is an [[interpretations]] entry", "[bowling][setup]") {
    const std::vector<std::string> cited{
        "zombie-sets",       "lane-deck-short",    "arm-is-hand",  "part-position",   "three-or-more-equal",
        "lone-survivor",     "all-ripped",         "zero-zombie",  "head-pair",       "head-one-lane-left",
        "hand-optional-removal", "leg-target",     "leg-scoring",  "part-on-gutter",  "phantom-picks",
        "tie-breaks",        "high-low-digit",     "high-low-head", "leg-attaches",   "poker-hand",
        "blackjack-stand",   "blackjack-bust",     "example-round-1-discards"};
    for (const auto& id : cited) {
        INFO(id);
        const auto* in = data().interpretation(id);
        REQUIRE(in != nullptr);
        CHECK(in->text.size() > 40);
    }
    for (const char* topic : {"setup", "round", "resolve", "body-parts", "end", "two-player", "high-low", "poker",
                              "blackjack"})
        CHECK(data().topic(topic) != nullptr);
}

TEST_CASE("Game data: a broken file is reported with its key", "[bowling][setup]") {
    auto missing = bfz::parse_bowling_data("[game]\nid = \"x\"\n", "test.toml");
    REQUIRE_FALSE(missing.ok());
    CHECK_THAT(missing.error(), Contains("test.toml: game.name: is missing"));
    auto syntax = bfz::parse_bowling_data("[game\n", "test.toml");
    REQUIRE_FALSE(syntax.ok());
    CHECK_THAT(syntax.error(), Contains("test.toml:1"));
    std::string text(bfz::builtin_data_text());
    const std::string from = "\"9\" = 2 }", to = "\"10\" = 2 }";
    REQUIRE(text.find(from) != std::string::npos);
    text.replace(text.find(from), from.size(), to);
    auto bad_lane = bfz::parse_bowling_data(text, "test.toml");
    REQUIRE_FALSE(bad_lane.ok());
    CHECK_THAT(bad_lane.error(), Contains("lanes.counts: '10'"));
}

}  // namespace
}  // namespace zref::test::bowling
