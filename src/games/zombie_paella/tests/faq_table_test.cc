// The rulebook's card-by-card answers, played at the table through the
// engine: each test names the card whose answer it pins. The answers about
// pure rules (battle, conflict, protection, win) are pinned in their own
// tests as well.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/referee.h"
#include "games/zombie_paella/game.h"
#include "paella_support.h"

using namespace zref::test::paella;
using zref::paella::Await;
using zref::paella::Game;
using zref::paella::Phase;

namespace {

// Ana, Ben, Cai; Cai (no treasures) starts; Ana holds `ana`, Ben `ben`.
Referee table(const std::string& ana, const std::string& ben) {
    Referee ref(data());
    enter(ref, {"game zombie-paella", "players Ana Ben Cai", "deal Ana tomato " + ana, "deal Ben rabbit " + ben, "deal Cai"});
    return ref;
}

}  // namespace

TEST_CASE("FAQ Boozy Breakfast: draw until six in hand, treasures drawn go to the collection", "[zombie_paella][faq]") {
    auto ref = table("boozy-breakfast", "");
    enter(ref, {"alms", "draw"});  // Cai
    enter(ref, {"discard boozy"});  // Ana: 5 cards in hand
    CHECK(ref.game().state().await == Await::Draw);
    enter(ref, {"draw stinky-sandals"});
    CHECK(ref.game().state().await == Await::Draw);  // a treasure does not count toward the six
    enter(ref, {"draw"});
    CHECK(seat(ref, 0).hand_size == 6);
    CHECK(ref.game().state().current == 1);
}

TEST_CASE("FAQ Creaky Cart: the Stinky Sandals draw three instead of two", "[zombie_paella][faq]") {
    auto ref = table("creaky-cart stinky-sandals", "");
    enter(ref, {"alms", "draw", "discard stinky"});
    CHECK(ref.game().state().draws.front().count == 3);
    enter(ref, {"draw 3"});
    CHECK(seat(ref, 0).hand_size == 4 + 3);
}

TEST_CASE("FAQ Rotting Orange Tree: its holder must draw before the action", "[zombie_paella][faq]") {
    auto ref = table("rotting-orange-tree", "");
    enter(ref, {"alms", "draw"});
    CHECK(ref.game().state().current == 0);
    CHECK(ref.game().state().await == Await::Draw);
    CHECK(refusal(ref, "alms").find("not accepted now") != std::string::npos);
    enter(ref, {"draw", "alms", "draw"});
    CHECK(seat(ref, 0).hand_size == 5 + 2);
}

TEST_CASE("FAQ Garlic Dip: no ingredients at the start of the turn, two actions", "[zombie_paella][faq]") {
    Referee ref(data());
    enter(ref, {"game zombie-paella", "players Ana Ben Cai", "card onion ingredient", "deal Ana garlic-dip rotting-orange-tree", "deal Ben tomato",
                "deal Cai rabbit"});
    enter(ref, {"start Ben", "alms", "draw", "alms", "draw"});
    // Ana: draw for the Tree, then two actions, the first bringing an ingredient.
    CHECK(ref.game().state().actions_left == 2);
    enter(ref, {"draw", "alms", "draw onion"});
    // The onion came with the first action: the second still stands.
    CHECK(ref.game().state().current == 0);
    CHECK(ref.game().state().actions_left == 1);
    enter(ref, {"alms", "draw"});
    CHECK(ref.game().state().current == 1);
}

TEST_CASE("FAQ The Holy Grail: the table says how many it draws, none to six", "[zombie_paella][faq]") {
    auto ref = table("the-holy-grail", "");
    enter(ref, {"alms", "draw"});
    CHECK(refusal(ref, "discard the-holy-grail").find("give how many") != std::string::npos);
    CHECK(refusal(ref, "discard the-holy-grail 7").find("0 to 6") != std::string::npos);
    enter(ref, {"discard the-holy-grail 2", "draw 2", "done"});
    CHECK(seat(ref, 0).hand_size == 5 + 2);
}

TEST_CASE("FAQ Spirit Elixir: the card taken from the cemetery is shown", "[zombie_paella][faq]") {
    auto ref = table("spirit-elixir", "");
    enter(ref, {"battle Ben rabbit", "defend none", "attack king-james-i"});  // Cai takes the Rabbit; King James I buried
    CHECK(refusal(ref, "discard spirit-elixir").find("give how many") != std::string::npos);
    enter(ref, {"discard spirit-elixir 0"});
    CHECK(ref.game().state().await == Await::Effect);
    CHECK(refusal(ref, "recover the-showgirls").find("not in the cemetery") != std::string::npos);
    enter(ref, {"recover king-james-i", "done"});
    CHECK(seat(ref, 0).hand_size == 6);
}

TEST_CASE("FAQ Kleptobat: it goes through an Enormous Effigy", "[zombie_paella][faq]") {
    auto ref = table("", "");
    enter(ref, {"alms", "draw", "play enormous-effigy", "no block", "alms", "draw"});
    enter(ref, {"play kleptobat", "no block", "take Ana tomato", "done"});
    CHECK(seat(ref, 2).holds("tomato"));
}

TEST_CASE("FAQ Human Tower: it attacks together with one Showgirls", "[zombie_paella][faq]") {
    auto ref = table("", "");
    enter(ref, {"card human-tower attack 2 defence 2", "battle Ben rabbit", "defend king-james-i"});
    enter(ref, {"attack human-tower the-showgirls", "fight"});
    CHECK(seat(ref, 1).holds("rabbit"));  // 3 against 5
    CHECK(ref.game().state().table.cemetery.size() == 3);
}

TEST_CASE("FAQ The Showgirls: with The Showman, four attack points", "[zombie_paella][faq]") {
    auto ref = table("", "");
    enter(ref, {"card the-showman attack 3 defence 1", "card the-delicate-damsel attack 1 defence 3", "battle Ben rabbit",
                "defend the-delicate-damsel", "attack the-showman the-showgirls"});
    auto r = ref.apply("fight");
    REQUIRE(r);
    CHECK(seat(ref, 2).holds("rabbit"));  // 3 + 1 = 4 against 3
    CHECK(r->notices.front().find("(4 vs 3)") != std::string::npos);
}

TEST_CASE("FAQ Saffron: once taken it is stolen like any treasure", "[zombie_paella][faq][saffron]") {
    auto ref = table("", "");
    // Cai reaches ten cards in three Alms turns of his own.
    for (int t = 0; t < 3; ++t) enter(ref, {"alms", "draw", "alms", "draw", "alms", "draw"});
    REQUIRE(seat(ref, 2).holds("saffron"));
    enter(ref, {"alms", "draw", "battle Cai saffron", "defend none", "attack king-james-i"});
    CHECK(seat(ref, 0).holds("saffron"));
    CHECK(ref.game().state().table.saffron_holder == 0);
}

TEST_CASE("FAQ Dicey Dilemma: the Dilemma is not one of the cards it discards", "[zombie_paella][faq]") {
    auto ref = table("", "");
    enter(ref, {"card dicey-dilemma strength 1", "play dicey-dilemma", "no block", "drop Cai 2", "done"});
    // Cai held 7: the Dilemma left the hand, then two were discarded.
    CHECK(seat(ref, 2).hand_size == 4);
    CHECK(ref.game().state().table.cemetery.size() == 3);
}

TEST_CASE("FAQ Plump Mr. Piggy: its points are its player's ingredients, counted by worth", "[zombie_paella][faq]") {
    Referee ref(data());
    enter(ref, {"game zombie-paella", "players Ana Ben Cai Dee", "deal Ana tomato", "deal Ben rabbit", "deal Cai", "deal Dee"});
    enter(ref, {"start Cai", "alms", "draw", "alms", "draw"});  // Cai, Dee
    // Ana attacks with the Piggy: one ingredient, one point, against King James I's 5.
    enter(ref, {"battle Ben rabbit", "defend king-james-i", "attack plump-mr-piggy", "fight"});
    CHECK(seat(ref, 1).holds("rabbit"));
    // Ben attacks Ana, who defends with it: her Tomato makes 1 against Turd in a Ditch's 0.
    enter(ref, {"card turd-in-a-ditch defence 0", "battle Ana tomato", "defend plump-mr-piggy", "attack turd-in-a-ditch", "fight"});
    CHECK(seat(ref, 0).holds("tomato"));
}

TEST_CASE("FAQ Hungry Hen: hand sizes are those at the start of the turn, even after blocks", "[zombie_paella][faq]") {
    auto ref = table("", "");
    enter(ref, {"play hungry-hen", "block Ana paella-protection", "block Ben paella-protection"});
    auto r = ref.apply("no block");
    REQUIRE(r);
    // Ana held 6 at the start of Cai's turn and 5 now: the Hen counts 6.
    CHECK(mentions(r->reasons, "Ana 6, Ben 6, Cai 7"));
    CHECK(seat(ref, 0).hand_size == 5);
}
