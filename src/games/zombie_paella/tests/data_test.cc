// The game data (games/zombie-paella.toml): the deck's facts, the cards the
// rulebook names with the numbers it gives and no others, and a malformed
// file refused with one clear line.
#include "paella_support.h"

#include <algorithm>

#include "games/zombie_paella/data_loader.h"

namespace zref::test::paella {

namespace {

std::string builtin() { return std::string(builtin_data_text()); }

// The built-in file with one piece of text replaced, which must be there.
std::string edited(const std::string& from, const std::string& to) {
    std::string text = builtin();
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

std::string refusal(const std::string& text) {
    const auto out = parse_zombie_paella_data(text, "paella.toml");
    REQUIRE_FALSE(out.ok());
    CHECK(out.error().find('\n') == std::string::npos);  // one line
    return out.error();
}

}  // namespace

TEST_CASE("Game components: the deck's facts", "[zombie_paella][data]") {
    const auto& d = data();
    CHECK(d.id == "zombie-paella");
    CHECK(d.deck_cards == 108);
    CHECK(d.treasure_cards == 31);
    CHECK(d.battle_cards == 37);
    CHECK(d.special_cards == 40);
    CHECK(d.deal == 7);
    CHECK(d.min_players == 2);
    CHECK(d.max_players == 5);
    CHECK(d.ingredients_to_win == 5);
    CHECK(d.saffron_claim_hand_size == 10);
    CHECK(d.saffron_worth_for(3) == 1);
    CHECK(d.saffron_worth_for(4) == 2);
    CHECK(d.redeal_at_ingredients == 3);
    CHECK(d.swamp_rat_active_from == 8);
}

TEST_CASE("Special card strength: the rulebook's strength table is in the data", "[zombie_paella][data]") {
    const std::pair<const char*, int> table[] = {{"ultra-paella-protection", 9}, {"the-great-flood", 6},
                                                 {"defensive-stronghold", 5},    {"enormous-effigy", 4},
                                                 {"bloody-battle", 3},           {"paella-protection", 2}};
    for (const auto& [id, strength] : table) {
        const CardInfo* c = data().card(id);
        REQUIRE(c != nullptr);
        CHECK(c->kind == CardKind::special);
        CHECK(c->strength == strength);
        CHECK(c->states("strength"));
    }
}

TEST_CASE("Battle cards: King James I and The Showgirls carry the printed numbers", "[zombie_paella][data]") {
    const CardInfo* king = data().card("King James I");  // by name as well as id
    REQUIRE(king != nullptr);
    CHECK(king->attack == 3);
    CHECK(king->defence == 5);
    const CardInfo* girls = data().card("the-showgirls");
    REQUIRE(girls != nullptr);
    CHECK(girls->teamwork);
    CHECK(girls->attack == 1);
    CHECK(data().card("ceremonial-comb")->draws == 3);
    CHECK(data().card("paella-protection")->instant == true);
    CHECK(data().card("blurtini")->instant == true);
}

TEST_CASE("Game data: numbers the rulebook does not give are absent, derived ones say so", "[zombie_paella][data]") {
    const CardInfo* showman = data().card("the-showman");
    REQUIRE(showman != nullptr);
    CHECK_FALSE(showman->attack);  // suggested by the FAQ, not printed
    CHECK_FALSE(data().card("kleptobat")->strength);
    CHECK_FALSE(data().card("blurtini")->strength);
    const CardInfo* hen = data().card("hungry-hen");
    CHECK(hen->strength == 1);
    CHECK(hen->derives("strength"));
    CHECK_FALSE(hen->states("strength"));
    CHECK(data().card("stinky-sandals")->derives("draws"));
    CHECK_FALSE(data().card("garlic-dip")->kind_from_rulebook());
    CHECK(data().card("rotting-orange-tree")->kind_from_rulebook());
}

TEST_CASE("Game data: every card the rulebook names is there, once", "[zombie_paella][data]") {
    const char* named[] = {"Tomato", "Rabbit", "Saffron", "Ceremonial Comb", "Stinky Sandals", "The Holy Grail",
                           "Boozy Breakfast", "Spirit Elixir", "Rotting Orange Tree", "Garlic Dip", "Creaky Cart",
                           "Protective Potion", "Swamp Rat", "Apastalypse", "King James I", "The Showgirls",
                           "The Showman", "Human Tower", "The Delicate Damsel", "The Band", "The Princess of Snot",
                           "Turd in a Ditch", "Plump Mr. Piggy", "Ultra Paella Protection", "The Great Flood",
                           "Defensive Stronghold", "Enormous Effigy", "Bloody Battle", "Paella Protection", "Blurtini",
                           "Kleptobat", "Deal with the Devil", "Double Trouble", "Hungry Hen", "Firecracker",
                           "Dicey Dilemma", "Inquisitive Elf"};
    for (const char* name : named) {
        INFO(name);
        CHECK(data().card(name) != nullptr);
    }
    CHECK(data().cards.size() == std::size(named));
}

TEST_CASE("Game data: rules topics and interpretations are given", "[zombie_paella][data]") {
    const auto has_topic = [](const std::string& id) {
        return std::any_of(data().topics.begin(), data().topics.end(), [&](const Topic& t) { return t.id == id; });
    };
    for (const char* id : {"setup", "turn", "actions", "battles", "special-cards", "winning", "two-player"}) {
        INFO(id);
        CHECK(has_topic(id));
    }
    CHECK_FALSE(data().interpretations.empty());
}

TEST_CASE("Game data: a malformed file is refused with one clear line", "[zombie_paella][data]") {
    CHECK_THAT(refusal("[game\nid = 1"), Catch::StartsWith("paella.toml:1:"));
    CHECK_THAT(refusal(edited("cards = 108", "cards = 107")),
               Catch::Contains("deck: treasures, battle and special cards must add up to 107"));
    CHECK_THAT(refusal(edited("kind = \"ingredient\"", "kind = \"vegetable\"")),
               Catch::Contains("cards[0].kind: 'vegetable' is not ingredient"));
    CHECK_THAT(refusal(edited("strength = 9", "strength = 10")),
               Catch::Contains("strength: must be from 1 to 9"));
    CHECK_THAT(refusal(edited("known = [\"kind\", \"strength\"]", "known = [\"kind\"]")),
               Catch::Contains("gives strength without listing it in known or derived"));
    CHECK_THAT(refusal(edited("known = [\"kind\", \"draws\"]", "known = [\"kind\", \"draws\", \"attack\"]")),
               Catch::Contains("lists 'attack' but gives no attack"));
    CHECK_THAT(refusal(edited("card = \"saffron\"", "card = \"paprika\"")),
               Catch::Contains("saffron.card: 'paprika' is not an ingredient"));
    CHECK_THAT(refusal(edited("id = \"rabbit\"", "id = \"tomato\"")), Catch::Contains("'tomato' is given twice"));
}

TEST_CASE("Game data: the file parses the same as the built-in copy", "[zombie_paella][data]") {
    const auto out = parse_zombie_paella_data(builtin(), "games/zombie-paella.toml");
    REQUIRE(out.ok());
    CHECK(out->cards.size() == data().cards.size());
}

}  // namespace zref::test::paella
