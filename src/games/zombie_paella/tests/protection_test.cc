// What a Defensive Stronghold or an Enormous Effigy shields from ("Special
// card strength" and the card answers for both, Kleptobat, The Great Flood
// and Bloody Battle).
#include "paella_support.h"

#include "games/zombie_paella/protection.h"
#include "games/zombie_paella/sections.h"

namespace zref::test::paella {

namespace {

Incoming incoming(const std::string& id, bool own = false, bool touches = true) {
    const CardInfo* info = data().card(id);
    REQUIRE(info != nullptr);
    return Incoming{chain_card(*info), own, touches};
}

bool shields(Protection p, const Incoming& in) {
    const auto out = protection_shields(p, in);
    REQUIRE(out.ok());
    return out->shields;
}

}  // namespace

TEST_CASE("FAQ The Great Flood: neither Stronghold nor Effigy shields from it", "[zombie_paella][protection]") {
    const auto p = GENERATE(Protection::stronghold, Protection::effigy);
    const auto out = protection_shields(p, incoming("the-great-flood"));
    REQUIRE(out.ok());
    CHECK_FALSE(out->shields);
    CHECK(out->reason.section == sec::FaqGreatFlood);
}

TEST_CASE("FAQ Bloody Battle: both protections, stronger, shield from it", "[zombie_paella][protection]") {
    CHECK(shields(Protection::stronghold, incoming("bloody-battle")));
    CHECK(shields(Protection::effigy, incoming("bloody-battle")));
}

TEST_CASE("FAQ Enormous Effigy and Kleptobat: the Effigy does not stop special cards", "[zombie_paella][protection]") {
    const auto id = GENERATE(as<std::string>{}, "kleptobat", "deal-with-the-devil");
    INFO(id);
    const auto out = protection_shields(Protection::effigy, incoming(id));
    REQUIRE(out.ok());
    CHECK_FALSE(out->shields);
    CHECK(out->reason.section == sec::FaqEffigy);
}

TEST_CASE("Defensive Stronghold: it stops others' special cards that touch the treasures", "[zombie_paella][protection]") {
    Incoming klepto = incoming("kleptobat");
    REQUIRE_FALSE(protection_shields(Protection::stronghold, klepto).ok());  // strength unknown: the table gives it
    klepto.card.strength = 1;
    CHECK(shields(Protection::stronghold, klepto));
    CHECK_FALSE(shields(Protection::stronghold, incoming("kleptobat", false, false)));  // not at the treasures
}

TEST_CASE("FAQ Defensive Stronghold: no shield from its owner's own cards", "[zombie_paella][protection]") {
    const auto id = GENERATE(as<std::string>{}, "bloody-battle", "deal-with-the-devil");
    const auto out = protection_shields(Protection::stronghold, incoming(id, true));
    REQUIRE(out.ok());
    CHECK_FALSE(out->shields);
    CHECK(out->reason.section == sec::FaqStronghold);
}

TEST_CASE("Special card strength: battle cards cannot take a protected player's treasures", "[zombie_paella][protection]") {
    const auto p = GENERATE(Protection::stronghold, Protection::effigy);
    const auto out = protection_shields(p, incoming("king-james-i"));
    REQUIRE(out.ok());
    CHECK(out->shields);
    CHECK_THAT(out->reason.text, Catch::Contains("discards it instead"));
}

}  // namespace zref::test::paella
