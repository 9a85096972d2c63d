// Conflicts between special cards ("Special card strength" and the card
// answers for Paella Protection, Ultra Paella Protection and Hungry Hen).
#include "paella_support.h"

#include "games/zombie_paella/conflict.h"
#include "games/zombie_paella/sections.h"

namespace zref::test::paella {

namespace {

ChainCard named(const std::string& id) {
    const CardInfo* info = data().card(id);
    REQUIRE(info != nullptr);
    return chain_card(*info);
}

ChainCard ultra(int hand_after) {
    ChainCard c = named("ultra-paella-protection");
    c.hand_after = hand_after;
    return c;
}

}  // namespace

TEST_CASE("FAQ Paella Protection: a paella on a paella negates it", "[zombie_paella][conflict]") {
    const auto out = resolve_chain({named("hungry-hen"), named("paella-protection"), named("paella-protection")});
    REQUIRE(out.ok());
    // Hungry Hen, blocked by the first Protection, which the second blocks.
    CHECK(out->takes_effect == std::vector<bool>{true, false, true});
    CHECK(cites(out->reasons, sec::FaqPaellaProtection));
}

TEST_CASE("FAQ Paella Protection: it blocks a strength-1 special card", "[zombie_paella][conflict]") {
    const auto out = resolve_chain({named("hungry-hen"), named("paella-protection")});
    REQUIRE(out.ok());
    CHECK(out->takes_effect == std::vector<bool>{false, true});
}

TEST_CASE("FAQ Paella Protection: it cannot block The Great Flood, Bloody Battle or an Ultra", "[zombie_paella][conflict]") {
    const auto stronger = GENERATE(as<std::string>{}, "the-great-flood", "bloody-battle", "ultra-paella-protection",
                                   "defensive-stronghold", "enormous-effigy");
    INFO(stronger);
    const auto out = resolve_chain({named(stronger), named("paella-protection")});
    REQUIRE_FALSE(out.ok());
    CHECK_THAT(out.error(), Catch::Contains("cannot block"));
    CHECK_THAT(out.error(), Catch::Contains(std::string(sec::FaqPaellaProtection)));
}

TEST_CASE("FAQ Paella Protection: it blocks no battle card", "[zombie_paella][conflict]") {
    const auto out = resolve_chain({named("king-james-i"), named("paella-protection")});
    REQUIRE_FALSE(out.ok());
    CHECK_THAT(out.error(), Catch::Contains("battle card"));
}

TEST_CASE("Special card strength: a special card of unknown strength needs the table's number", "[zombie_paella][conflict]") {
    const auto unknown = resolve_chain({named("kleptobat"), named("paella-protection")});
    REQUIRE_FALSE(unknown.ok());
    CHECK_THAT(unknown.error(), Catch::Contains("does not give"));
    ChainCard kleptobat = named("kleptobat");
    kleptobat.strength = 1;  // as a table might read its card
    CHECK(resolve_chain({kleptobat, named("paella-protection")}).ok());
}

TEST_CASE("Ultra Paella Protection: it blocks any card", "[zombie_paella][conflict][ultra]") {
    const auto target = GENERATE(as<std::string>{}, "the-great-flood", "bloody-battle", "paella-protection",
                                 "ultra-paella-protection", "king-james-i", "kleptobat", "defensive-stronghold");
    INFO(target);
    const auto out = resolve_chain({named(target), ultra(4)});
    REQUIRE(out.ok());
    CHECK(out->takes_effect == std::vector<bool>{false, true});
}

TEST_CASE("FAQ Ultra Paella Protection: its player discards half the hand, rounded down", "[zombie_paella][conflict][ultra]") {
    CHECK(ultra_discards(6) == 3);
    CHECK(ultra_discards(5) == 2);
    CHECK(ultra_discards(1) == 0);
    CHECK(ultra_discards(0) == 0);
    const auto out = resolve_chain({named("the-great-flood"), ultra(7)});
    REQUIRE(out.ok());
    CHECK(out->discards == std::vector<int>{0, 3});
    CHECK(cites(out->reasons, sec::FaqUltra));
}

TEST_CASE("Ultra Paella Protection: an Ultra blocked by an Ultra costs its player nothing", "[zombie_paella][conflict][ultra]") {
    const auto out = resolve_chain({named("the-great-flood"), ultra(6), ultra(4)});
    REQUIRE(out.ok());
    CHECK(out->takes_effect == std::vector<bool>{true, false, true});
    CHECK(out->discards == std::vector<int>{0, 0, 2});
}

TEST_CASE("FAQ Special cards that go into collections: a standing Stronghold or Effigy cannot be blocked", "[zombie_paella][conflict]") {
    const auto id = GENERATE(as<std::string>{}, "defensive-stronghold", "enormous-effigy");
    ChainCard standing = named(id);
    standing.standing = true;
    const auto out = check_block(ultra(3), standing);
    REQUIRE_FALSE(out.ok());
    CHECK_THAT(out.error(), Catch::Contains("already stands"));
    CHECK(check_block(ultra(3), named(id)).ok());  // as it is played, it can
}

TEST_CASE("Special card strength: only the Protections block", "[zombie_paella][conflict]") {
    const auto out = resolve_chain({named("hungry-hen"), named("the-great-flood")});
    REQUIRE_FALSE(out.ok());
    CHECK_THAT(out.error(), Catch::Contains("not a blocking card"));
}

}  // namespace zref::test::paella
