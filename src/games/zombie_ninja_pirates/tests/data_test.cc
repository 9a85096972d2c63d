// The built-in data: every card the rulebook names, with only what it
// states marked as the rulebook's, and a malformed file refused in one line.
#include <catch2/catch.hpp>

#include <string>

#include "games/zombie_ninja_pirates/data_loader.h"
#include "games/zombie_ninja_pirates/sections.h"
#include "znp_support.h"

using namespace zref::test::znp;

TEST_CASE("About the Cards: the data names every card the rulebook names", "[zombie_ninja_pirates][data]") {
    const auto& d = data();
    for (const char* id : {"zombie", "ninja", "pirate", "mad-scientist", "vampire", "werewolf", "witch", "fairy", "brains",
                           "bite", "boat", "cure", "witchs-brew", "internal-conflict", "reset", "butterfingers",
                           "dishonor", "sensei", "dojo", "virus", "end-game"}) {
        INFO(id);
        CHECK(d.card(id) != nullptr);
    }
    CHECK(d.points_per_type == 5);
    CHECK(d.hand_size == 5);
    CHECK(d.most_discards == 2);
    CHECK(d.end_game_cards == 1);
}

TEST_CASE("Type Cards: four Types, four more in the combined game, and the opposite pairs", "[zombie_ninja_pirates][data]") {
    const auto& d = data();
    int plain = 0, combined = 0;
    for (const auto& t : d.types) (t.combined_only ? combined : plain) += 1;
    CHECK(plain == 4);
    CHECK(combined == 4);
    CHECK(d.opposite("vampire") == "werewolf");
    CHECK(d.opposite("fairy") == "witch");
    CHECK(d.opposite("ninja") == "pirate");
    CHECK(d.opposite("mad-scientist") == "zombie");
    for (const auto& t : d.types) CHECK(d.card(t.id)->kind == CardKind::type);
}

TEST_CASE("Combining This Game with Vampire Werewolf Fairies: the combined numbers", "[zombie_ninja_pirates][data]") {
    const auto& d = data();
    CHECK(d.combined_min_players == 2);
    CHECK(d.combined_max_players == 10);
    CHECK(d.combined_hand_size == 7);
    CHECK(d.combined_end_game_cards == 2);
    CHECK(d.combined_plays_after_first == 2);
    CHECK(d.card("boat")->becomes_in(true) == std::vector<std::string>{"pirate", "ninja", "witch"});
    CHECK(d.card("bite")->becomes_in(true) == std::vector<std::string>{"zombie", "vampire", "werewolf"});
    CHECK(d.card("bite")->steal_needs_in(true) == std::vector<std::string>{"zombie", "vampire"});
    CHECK(d.card("cure")->removes_in(true) == std::vector<std::string>{"zombie", "vampire"});
    CHECK(d.card("cure")->removes_in(false) == std::vector<std::string>{"zombie"});
    CHECK(d.card("witchs-brew")->removes_in(true) == std::vector<std::string>{"zombie", "vampire"});
    CHECK(d.card("internal-conflict")->removes == std::vector<std::string>{"opposite-pair"});
    const auto cure = d.card("cure")->scores_in(true);
    REQUIRE(cure.size() == 2);
    CHECK(cure[1].type == "witch");
    CHECK(d.card("witchs-brew")->combined_only);
}

TEST_CASE("FAQ: Brains counted once: the data gives Brains two points for a Zombie or a Mad Scientist", "[zombie_ninja_pirates][data]") {
    const auto* brains = data().card("brains");
    REQUIRE(brains);
    REQUIRE(brains->scores.size() == 2);
    for (const auto& s : brains->scores) CHECK(s.points == 2);
    CHECK(brains->states("scores"));
}

TEST_CASE("FAQ: separating the decks: the data says how the Vampire Werewolf Fairies cards are told apart", "[zombie_ninja_pirates][data]") {
    const auto& d = data();
    const auto it = std::find_if(d.topics.begin(), d.topics.end(), [](const Topic& t) { return t.id == "separating"; });
    REQUIRE(it != d.topics.end());
    CHECK_THAT(it->text, Catch::Contains("pentagram"));
    // The cards of the other deck are marked, so zref keeps them out of a plain game.
    for (const char* id : {"vampire", "werewolf", "witch", "fairy", "witchs-brew"}) CHECK(d.card(id)->combined_only);
}

TEST_CASE("Game data: points the rulebook does not print are left for the table", "[zombie_ninja_pirates][data]") {
    const auto* sensei = data().card("sensei");
    REQUIRE(sensei);
    REQUIRE(sensei->scores.size() == 1);
    CHECK(sensei->scores[0].type == "ninja");
    CHECK_FALSE(sensei->scores[0].points.has_value());
    CHECK_FALSE(data().card("cure")->scores[0].points.has_value());
}

TEST_CASE("Game data: a malformed file is refused in one line", "[zombie_ninja_pirates][data]") {
    const std::string text(zref::znp::builtin_data_text());
    struct Case {
        std::string from, to, words;
    };
    auto c = GENERATE(Case{"hand_size = 5", "hand_size = 0", "game.hand_size"},
                      Case{"scores = { zombie = 2, mad-scientist = 2 }", "scores = { zombie = 2, robot = 2 }", "'robot' is not a Type"},
                      Case{"known = [\"effect\", \"removes\"]", "known = [\"effect\", \"removes\", \"draws\"]", "lists 'draws'"},
                      Case{"effect = \"reset\"", "effect = \"explode\"", "is not none"},
                      Case{"pair = [\"pirate\", \"ninja\"]", "pair = [\"pirate\", \"pirate\"]", "two different Types"});
    auto pos = text.find(c.from);
    REQUIRE(pos != std::string::npos);
    std::string bad = text;
    bad.replace(pos, c.from.size(), c.to);
    auto loaded = zref::znp::parse_zombie_ninja_pirates_data(bad, "test.toml");
    REQUIRE_FALSE(loaded);
    CHECK_THAT(loaded.error(), Catch::StartsWith("test.toml") && Catch::Contains(c.words));
    CHECK(loaded.error().find('\n') == std::string::npos);
}
