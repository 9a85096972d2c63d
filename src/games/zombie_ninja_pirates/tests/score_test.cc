// Scoring a Chest: five points per Type, each Object once as it lies for its
// owner's Types, and the ranking's tie-breaks; every receipt adds up.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "games/zombie_ninja_pirates/sections.h"
#include "znp_support.h"

using namespace zref::test::znp;

namespace {

// The built-in data with two Objects of our own, one counting up for a
// Pirate and down for a Ninja, one with different points for two Types.
const GameData& book() {
    static const GameData b = [] {
        GameData d = data();
        CardInfo hat;
        hat.id = "pirate-hat";
        hat.name = "Pirate Hat";
        hat.kind = CardKind::object;
        hat.scores = {{"pirate", 3}, {"ninja", -2}};
        d.cards.push_back(hat);
        CardInfo coat;
        coat.id = "lab-coat";
        coat.name = "Lab Coat";
        coat.kind = CardKind::object;
        coat.scores = {{"zombie", 1}, {"mad-scientist", 3}};
        d.cards.push_back(coat);
        CardInfo garlic;
        garlic.id = "garlic";
        garlic.name = "Garlic";
        garlic.kind = CardKind::object;
        garlic.scores = {{"zombie", -1}, {"vampire", -3}};
        d.cards.push_back(garlic);
        for (auto& c : d.cards)
            if (c.id == "sensei") c.scores[0].points = 4;
        return d;
    }();
    return b;
}

struct Row {
    std::string card;
    std::vector<std::string> types;
    Orientation orientation;
    int points;
};

}  // namespace

TEST_CASE("Object Cards: an Object lies upright, sideways or upside down by its owner's Types", "[zombie_ninja_pirates][score]") {
    auto row = GENERATE(Row{"pirate-hat", {}, Orientation::sideways, 0},
                        Row{"pirate-hat", {"pirate"}, Orientation::upright, 3},
                        Row{"pirate-hat", {"ninja"}, Orientation::upside_down, -2},
                        Row{"pirate-hat", {"pirate", "ninja"}, Orientation::sideways, 0},
                        Row{"pirate-hat", {"zombie"}, Orientation::sideways, 0},
                        Row{"pirate-hat", {"pirate", "zombie"}, Orientation::upright, 3},
                        Row{"brains", {"zombie"}, Orientation::upright, 2},
                        Row{"brains", {"mad-scientist"}, Orientation::upright, 2},
                        Row{"brains", {"ninja", "pirate"}, Orientation::sideways, 0},
                        Row{"sensei", {"ninja"}, Orientation::upright, 4},
                        Row{"sensei", {"pirate"}, Orientation::sideways, 0},
                        Row{"dojo", {"ninja"}, Orientation::sideways, 0});
    INFO(row.card << " for " << row.types.size() << " Types");
    const ObjectValue v = value_of(book(), *book().card(row.card), row.types, false);
    CHECK(v.orientation == row.orientation);
    CHECK(v.points == row.points);
    CHECK(v.known);
}

TEST_CASE("Object Cards: two conflicting Types leave an Object sideways at zero", "[zombie_ninja_pirates][score]") {
    const ObjectValue v = value_of(book(), *book().card("pirate-hat"), {"ninja", "pirate"}, false);
    CHECK(v.orientation == Orientation::sideways);
    CHECK(v.points == 0);
    CHECK_THAT(v.why, Catch::Contains("conflicting"));
}

TEST_CASE("FAQ: Brains counted once: a Zombie Mad Scientist scores each Brains two, not four", "[zombie_ninja_pirates][score]") {
    const ObjectValue v = value_of(book(), *book().card("brains"), {"zombie", "mad-scientist"}, false);
    CHECK(v.orientation == Orientation::upright);
    CHECK(v.points == 2);
    CHECK_THAT(v.why, Catch::Contains("counted once"));
    // More than one Brains: each is worth two.
    const Receipt r = score_chest(book(), "Ana", {"zombie", "mad-scientist"}, {"brains", "brains", "brains"}, false);
    CHECK(r.total == 10 + 6);
    CHECK(r.sum_of_lines() == r.total);
}

TEST_CASE("Object Cards: once per card, two matching Types with different points give the larger", "[zombie_ninja_pirates][score]") {
    CHECK(value_of(book(), *book().card("lab-coat"), {"zombie", "mad-scientist"}, false).points == 3);
    CHECK(value_of(book(), *book().card("garlic"), {"zombie", "vampire"}, true).points == -1);
    CHECK(value_of(book(), *book().card("garlic"), {"vampire"}, true).orientation == Orientation::upside_down);
}

TEST_CASE("Combining This Game with Vampire Werewolf Fairies: Cure counts for a Witch too", "[zombie_ninja_pirates][score]") {
    GameData b = book();
    for (auto& c : b.cards)
        if (c.id == "cure") c.scores[0].points = 3;
    CHECK(value_of(b, *b.card("cure"), {"witch"}, true).points == 3);
    CHECK(value_of(b, *b.card("cure"), {"witch"}, false).points == 0);
    CHECK(value_of(b, *b.card("cure"), {"mad-scientist"}, false).points == 3);
    // Undescribed points leave the value unknown, never guessed.
    const ObjectValue unknown = value_of(book(), *book().card("cure"), {"mad-scientist"}, false);
    CHECK_FALSE(unknown.known);
}

TEST_CASE("Playing the Game: five points per Type plus the Objects, the receipt adds up", "[zombie_ninja_pirates][score]") {
    struct Case {
        std::vector<std::string> types, chest;
        int total;
    };
    auto c = GENERATE(Case{{}, {}, 0}, Case{{"zombie"}, {}, 5}, Case{{"zombie", "ninja"}, {"brains", "brains", "pirate-hat"}, 12},
                      Case{{"pirate", "ninja"}, {"pirate-hat", "sensei"}, 14}, Case{{}, {"brains", "pirate-hat"}, 0},
                      Case{{"ninja"}, {"pirate-hat", "pirate-hat"}, 1}, Case{{"zombie", "ninja", "pirate", "mad-scientist"}, {"brains"}, 22});
    const Receipt r = score_chest(book(), "Ana", c.types, c.chest, false);
    CHECK(r.total == c.total);
    CHECK(r.sum_of_lines() == r.total);
    CHECK(r.types == static_cast<int>(c.types.size()));
    CHECK(r.objects == static_cast<int>(c.chest.size()));
    CHECK(r.lines.size() == c.types.size() + c.chest.size());
}

namespace {

Receipt made(std::string name, int total, int types, int objects) {
    Receipt r;
    r.player = std::move(name);
    r.total = total;
    r.types = types;
    r.objects = r.tie_objects = objects;
    return r;
}

}  // namespace

TEST_CASE("Playing the Game: ties go to most Types, then most Objects", "[zombie_ninja_pirates][score]") {
    SECTION("points first") {
        auto st = rank({made("Ana", 10, 1, 0), made("Ben", 12, 0, 5)});
        CHECK(st[0].seat == 1);
        CHECK(st[0].decided_by == "points");
    }
    SECTION("most Types") {
        const std::vector<Receipt> rc{made("Ana", 12, 1, 3), made("Ben", 12, 2, 1)};
        auto st = rank(rc);
        CHECK(st[0].seat == 1);
        CHECK(st[0].place == 1);
        CHECK(st[1].place == 2);
        CHECK(st[0].decided_by == "most Types");
        auto why = ranking_reasons(rc, st);
        REQUIRE(why.size() == 1);
        CHECK(why[0].section == std::string(zref::znp::sec::Ties));
    }
    SECTION("then most Objects") {
        auto st = rank({made("Ana", 10, 2, 1), made("Ben", 10, 2, 3), made("Cai", 4, 0, 9)});
        CHECK(st[0].seat == 1);
        CHECK(st[0].decided_by == "most Objects");
        CHECK(st[2].seat == 2);
    }
    SECTION("still level: a shared place") {
        const std::vector<Receipt> rc{made("Ana", 10, 2, 1), made("Ben", 10, 2, 1), made("Cai", 3, 0, 0)};
        auto st = rank(rc);
        CHECK(st[0].place == 1);
        CHECK(st[1].place == 1);
        CHECK(st[2].place == 3);
        CHECK_THAT(ranking_reasons(rc, st)[0].text, Catch::Contains("share first place"));
    }
}

TEST_CASE("Playing the Game: the reading tie-objects, every Object (our default) or only those that score", "[zombie_ninja_pirates][score]") {
    // Ana and Ben are Zombies with 4 points of Brains each; Ana also holds a
    // Sensei, which lies sideways for a Zombie.
    const auto with = [](std::string value) {
        GameData d = data();
        for (auto& ch : d.choices)
            if (ch.id == "tie-objects") ch.value = std::move(value);
        for (auto& c : d.cards)
            if (c.id == "sensei") c.scores = {{"ninja", 3}};
        return d;
    };
    REQUIRE(data().reading("tie-objects") == "all");
    const std::vector<std::string> zombie{"zombie"};
    const auto ranking = [&](const GameData& book) {
        return rank({score_chest(book, "Ana", zombie, {"brains", "brains", "sensei"}, false),
                     score_chest(book, "Ben", zombie, {"brains", "brains"}, false)});
    };
    const auto all = ranking(with("all"));
    CHECK(all[0].place == 1);
    CHECK(all[1].place == 2);
    CHECK(all[0].decided_by == "most Objects");
    const auto scoring = ranking(with("scoring"));
    CHECK(scoring[0].place == 1);
    CHECK(scoring[1].place == 1);  // two scoring Objects each: a shared place
}
