// Every question and answer of the rulebook, played through the engine.
#include <catch2/catch.hpp>

#include <string>

#include "games/zombie_ninja_pirates/sections.h"
#include "znp_support.h"

using namespace zref::test::znp;
namespace sec = zref::znp::sec;

TEST_CASE("FAQ: Bite over five cards: no discard, and no draw until below the hand size", "[zombie_ninja_pirates][faq]") {
    auto ref = three_players();
    // Ana Bites Ben; the cards it moves are typed: Ben ends with seven.
    enter(ref, {"use bite zombie Ben", "pass Ana Ben 2", "done", "draw"});
    CHECK(seat(ref, 0).types == std::vector<std::string>{"zombie"});
    CHECK(seat(ref, 1).hand == 7);
    enter(ref, {"play brains"});
    auto r = accepted(ref, "draw");
    CHECK(seat(ref, 1).hand == 6);
    CHECK(cites(r, sec::FaqBite));
    enter(ref, {"redraw", "redraw", "play brains"});
    enter(ref, {"draw"});
    CHECK(seat(ref, 1).hand == 5);  // at five: still nothing drawn
    enter(ref, {"redraw", "redraw", "play brains", "draw"});
    CHECK(seat(ref, 1).hand == 5);  // at four: draws one
    CHECK(conserved(ref));
}

TEST_CASE("FAQ: a Type card alone: a Ninja comes down only with Sensei, Boat or Dojo", "[zombie_ninja_pirates][faq]") {
    auto card = GENERATE(as<std::string>{}, "sensei", "boat", "dojo");
    auto ref = three_players();
    for (const char* line : {"play ninja", "use ninja"}) {
        const std::string why = [&] {
            auto r = ref.apply(line);
            REQUIRE_FALSE(r);
            return r.error();
        }();
        CHECK_THAT(why, Catch::Contains("never comes down alone") && Catch::Contains(std::string(sec::FaqTypeAlone)));
    }
    auto r = accepted(ref, "use " + card + " ninja");
    CHECK(seat(ref, 0).types == std::vector<std::string>{"ninja"});
    CHECK(seat(ref, 0).hand == 3);  // the card used and the Ninja card
    CHECK(ref.game().state().discards == 1);
    CHECK(ref.game().receipt(0).total == 5);
    CHECK(conserved(ref));
}

TEST_CASE("FAQ: Butterfingers, who chooses: its user picks the Object", "[zombie_ninja_pirates][faq]") {
    auto ref = three_players();
    enter(ref, {"card Rum object pirate 2", "play brains Ben", "draw", "play rum", "draw", "redraw"});
    refused(ref, "use butterfingers Ben", "Ana chooses");
    auto r = accepted(ref, "use butterfingers Ben rum");
    CHECK(seat(ref, 1).chest == std::vector<std::string>{"brains"});
    CHECK(cites(r, sec::FaqButterfingersChoice));
    CHECK(conserved(ref));
}

TEST_CASE("FAQ: Butterfingers on yourself: a bad Object leaves your own Chest", "[zombie_ninja_pirates][faq]") {
    auto ref = three_players();
    enter(ref, {"card Rum object pirate 2 ninja -3", "use dojo ninja", "draw", "play rum Ana", "draw", "redraw"});
    CHECK(ref.game().receipt(0).total == 5 - 3);
    auto r = accepted(ref, "use butterfingers Ana rum");
    CHECK(seat(ref, 0).chest.empty());
    CHECK(ref.game().receipt(0).total == 5);
    CHECK(cites(r, sec::FaqButterfingersSelf));
}

TEST_CASE("FAQ: Dishonor keeps the Objects: only the Ninja Type goes", "[zombie_ninja_pirates][faq]") {
    auto ref = three_players();
    enter(ref, {"card sensei ninja 3", "use dojo ninja", "draw", "play sensei Ana", "draw", "redraw"});
    CHECK(ref.game().receipt(0).total == 8);
    enter(ref, {"play brains Cai", "draw"});
    refused(ref, "use dishonor Cai", "Cai is not a Ninja");
    auto r = accepted(ref, "use dishonor Ana");
    CHECK(cites(r, sec::FaqDishonor));
    REQUIRE_FALSE(r.notices.empty());
    CHECK_THAT(r.notices.back(), Catch::Contains("Ana's Sensei now lies sideways"));
    CHECK(seat(ref, 0).types.empty());
    CHECK(seat(ref, 0).chest == std::vector<std::string>{"sensei"});
    CHECK(ref.game().receipt(0).lines.back().orientation == Orientation::sideways);
    CHECK(ref.game().receipt(0).total == 0);
    CHECK(conserved(ref));
}

TEST_CASE("FAQ: Brains counted once: a Zombie Mad Scientist's Brains are two points each", "[zombie_ninja_pirates][faq]") {
    auto ref = three_players();
    enter(ref, {"card \"Lab Accident\" action becomes mad-scientist", "use virus zombie", "draw", "play brains Ana", "draw",
                "play brains Ana", "draw", "use lab-accident mad-scientist", "draw"});
    const Receipt r = ref.game().receipt(0);
    CHECK(r.types == 2);
    CHECK(r.total == 10 + 2 + 2);
    CHECK(r.sum_of_lines() == r.total);
    for (const auto& line : r.lines)
        if (!line.is_type) CHECK(line.points == 2);
}

TEST_CASE("FAQ: no doubled Type: a second Zombie card is refused, and may be discarded", "[zombie_ninja_pirates][faq]") {
    auto ref = three_players();
    enter(ref, {"use virus zombie", "draw", "redraw", "redraw"});
    const std::string why = [&] {
        auto r = ref.apply("use virus zombie");
        REQUIRE_FALSE(r);
        return r.error();
    }();
    CHECK_THAT(why, Catch::Contains("Zombie already") && Catch::Contains(std::string(sec::FaqDoubleType)));
    enter(ref, {"play brains", "discard 2", "draw"});
    CHECK(seat(ref, 0).types == std::vector<std::string>{"zombie"});
    CHECK(ref.game().receipt(0).total == 5 + 2);
}

TEST_CASE("FAQ: a card from hand first: the Chest alone is not a turn, redraw ends it", "[zombie_ninja_pirates][faq]") {
    auto ref = three_players();
    enter(ref, {"play dojo", "draw", "redraw", "redraw"});
    for (const char* line : {"use chest dojo ninja", "draw"}) {
        auto r = ref.apply(line);
        REQUIRE_FALSE(r);
        CHECK_THAT(r.error(), Catch::Contains(std::string(sec::FaqHandFirst)));
    }
    refused(ref, "discard 1", "plays a card from hand first");
    enter(ref, {"redraw"});
    CHECK(ref.game().state().current == 1);
    CHECK(seat(ref, 0).chest == std::vector<std::string>{"dojo"});
}

TEST_CASE("FAQ: Reset after END GAME: the lightning round goes on", "[zombie_ninja_pirates][faq]") {
    auto ref = three_players();
    enter(ref, {"play brains", "draw end-game"});
    REQUIRE(ref.game().state().lightning);
    auto r = accepted(ref, "use reset");
    CHECK(cites(r, sec::FaqReset));
    CHECK(ref.game().state().lightning);
    enter(ref, {"end", "end"});
    CHECK(ref.game().state().phase == Phase::Turn);
    enter(ref, {"end"});
    CHECK(ref.game().state().phase == Phase::Over);
}

TEST_CASE("FAQ: separating the decks: Vampire Werewolf Fairies cards stay out of a plain game", "[zombie_ninja_pirates][faq]") {
    auto ref = three_players();
    refused(ref, "use witchs-brew Ben", "Vampire Werewolf Fairies deck");
    refused(ref, "use boat witch", "combined game only");
}
