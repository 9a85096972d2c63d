// Battles ("Battle cards" and the card answers for The Showgirls, Blurtini,
// Turd in a Ditch, Bloody Battle, Protective Potion, Stronghold and Effigy).
#include "paella_support.h"

#include "games/zombie_paella/sections.h"

namespace zref::test::paella {

namespace {

BattleInput battle(int attack, std::optional<int> defence) {
    BattleInput in;
    in.treasure = "Rabbit";
    in.attack = {card("attacker", attack, 0)};
    if (defence) in.defence = card("defender", 0, *defence);
    return in;
}

}  // namespace

TEST_CASE("Battle cards: the rulebook's cases I to V", "[zombie_paella][battle]") {
    // The rulebook's outcome table; -1 stands for "no defence card".
    struct Case {
        const char* name;
        int attack;
        int defence;
        bool attacker_steals;
    };
    const auto c = GENERATE(values<Case>({
        {"I", 4, -1, true},
        {"II", 4, 5, false},
        {"III", 3, 3, false},
        {"IV", 3, 2, true},
        {"V", 0, -1, true},
    }));
    INFO("case " << c.name);
    const auto out = resolve_battle(battle(c.attack, c.defence < 0 ? std::nullopt : std::optional<int>(c.defence)));
    REQUIRE(out.ok());
    CHECK(out->attacker_wins == c.attacker_steals);
    CHECK(out->effect == (c.attacker_steals ? BattleEffect::attacker_takes_treasure : BattleEffect::defender_keeps));
    CHECK(out->attack == c.attack);
}

TEST_CASE("Battle cards: a tie goes to the defender, and the reason says so", "[zombie_paella][battle]") {
    const auto out = resolve_battle(battle(3, 3));
    REQUIRE(out.ok());
    CHECK_FALSE(out->attacker_wins);
    CHECK_THAT(out->reasons.front().text, Catch::Contains("tie goes to the defender"));
}

TEST_CASE("FAQ Turd in a Ditch: zero attack wins when the defender does not defend", "[zombie_paella][battle]") {
    const auto out = resolve_battle(battle(0, std::nullopt));
    REQUIRE(out.ok());
    CHECK(out->attacker_wins);
    CHECK(cites(out->reasons, sec::FaqTurd));
}

TEST_CASE("Battle cards: a teamwork card cannot battle alone", "[zombie_paella][battle][teamwork]") {
    const auto alone = check_attack_cards({showgirls()});
    REQUIRE_FALSE(alone.ok());
    CHECK_THAT(alone.error(), Catch::Contains("cannot battle alone"));
    BattleInput in = battle(0, std::nullopt);
    in.attack = {showgirls()};
    CHECK_FALSE(resolve_battle(in).ok());
}

TEST_CASE("Battle cards: only one battle card is laid unless teamwork joins it", "[zombie_paella][battle][teamwork]") {
    const auto two = check_attack_cards({card("King James I", 3, 5), card("The Delicate Damsel", 2, 2)});
    REQUIRE_FALSE(two.ok());
    CHECK_THAT(two.error(), Catch::Contains("only one battle card"));
    CHECK(check_attack_cards({card("King James I", 3, 5), showgirls(), showgirls(), showgirls()}).ok());
}

TEST_CASE("FAQ The Showgirls: teamwork adds its points, two Showgirls may attack together", "[zombie_paella][battle][teamwork]") {
    // The Showman's attack is not printed in the rulebook: 3 is the table's
    // reading, which the FAQ's "4 points with one Showgirls" agrees with.
    BattleInput in = battle(0, 3);
    in.attack = {card("The Showman", 3, 0), showgirls()};
    auto out = resolve_battle(in);
    REQUIRE(out.ok());
    CHECK(out->attack == 4);
    CHECK(out->attacker_wins);

    in.attack = {showgirls(), showgirls()};
    out = resolve_battle(in);
    REQUIRE(out.ok());
    CHECK(out->attack == 2);
    CHECK_FALSE(out->attacker_wins);
}

TEST_CASE("FAQ Blurtini: one point off the opponent, never below zero, several allowed", "[zombie_paella][battle][blurtini]") {
    BattleInput in = battle(2, 2);
    in.modifiers = {blurtini(Side::attacker)};  // the attacker lowers the defence
    auto out = resolve_battle(in);
    REQUIRE(out.ok());
    CHECK(*out->defence == 1);
    CHECK(out->attacker_wins);

    in = battle(1, 3);
    in.modifiers = {blurtini(Side::defender), blurtini(Side::defender), blurtini(Side::defender)};
    out = resolve_battle(in);
    REQUIRE(out.ok());
    CHECK(out->attack == 0);  // 1 - 3 stops at 0
    CHECK(mentions(out->reasons, "below zero"));
    CHECK(cites(out->reasons, sec::FaqBlurtini));
}

TEST_CASE("FAQ Blurtini: with no defence card there is nothing to compare", "[zombie_paella][battle][blurtini]") {
    BattleInput in = battle(2, std::nullopt);
    in.modifiers = {blurtini(Side::defender)};
    CHECK_FALSE(resolve_battle(in).ok());
}

TEST_CASE("Bloody Battle: won, the attacker takes all the defender's treasures", "[zombie_paella][battle][bloody]") {
    BattleInput in = battle(5, 4);
    in.stake = Stake::all_treasures;
    in.attacker_treasures = 1;
    const auto out = resolve_battle(in);
    REQUIRE(out.ok());
    CHECK(out->effect == BattleEffect::attacker_takes_all);
}

TEST_CASE("FAQ Bloody Battle: a tie or a loss gives all the attacker's treasures to the defender", "[zombie_paella][battle][bloody]") {
    const int defence = GENERATE(4, 5);
    BattleInput in = battle(4, defence);
    in.stake = Stake::all_treasures;
    in.attacker_treasures = 2;
    const auto out = resolve_battle(in);
    REQUIRE(out.ok());
    CHECK_FALSE(out->attacker_wins);
    CHECK(out->effect == BattleEffect::defender_takes_all);
    if (defence == 4) CHECK(cites(out->reasons, sec::FaqBloodyBattle));
}

TEST_CASE("Bloody Battle: refused without treasures of one's own", "[zombie_paella][battle][bloody]") {
    BattleInput in = battle(4, std::nullopt);
    in.stake = Stake::all_treasures;
    in.attacker_treasures = 0;
    const auto out = resolve_battle(in);
    REQUIRE_FALSE(out.ok());
    CHECK_THAT(out.error(), Catch::Contains("needs treasures"));
}

TEST_CASE("FAQ Bloody Battle: refused against a Stronghold or an Effigy", "[zombie_paella][battle][bloody]") {
    const auto p = GENERATE(Protection::stronghold, Protection::effigy);
    BattleInput in = battle(9, std::nullopt);
    in.stake = Stake::all_treasures;
    in.attacker_treasures = 3;
    in.defender_protections = {p};
    const auto out = resolve_battle(in);
    REQUIRE_FALSE(out.ok());
    CHECK_THAT(out.error(), Catch::Contains(std::string(protection_name(p))));
}

TEST_CASE("FAQ Protective Potion: counts only when its holder defends with a battle card", "[zombie_paella][battle][potion]") {
    // The bonus is the table's reading of the card: the rulebook gives none.
    BattleInput in = battle(4, 3);
    in.potion_bonus = 2;
    auto out = resolve_battle(in);
    REQUIRE(out.ok());
    CHECK(*out->defence == 5);
    CHECK_FALSE(out->attacker_wins);
    CHECK(cites(out->reasons, sec::FaqProtectivePotion));

    in = battle(4, std::nullopt);
    in.potion_bonus = 2;
    out = resolve_battle(in);
    REQUIRE(out.ok());
    CHECK(out->attacker_wins);  // no defence: the Potion does nothing
    CHECK(cites(out->reasons, sec::FaqProtectivePotion));
}

TEST_CASE("Defensive Stronghold and Enormous Effigy: a won battle discards the protection, not a treasure", "[zombie_paella][battle][protection]") {
    const auto p = GENERATE(Protection::stronghold, Protection::effigy);
    BattleInput in = battle(5, 2);
    in.defender_protections = {p};
    auto out = resolve_battle(in);
    REQUIRE(out.ok());
    CHECK(out->effect == BattleEffect::protection_discarded);
    CHECK(out->discarded == p);

    in = battle(2, 2);  // lost: the protection stays and so does the treasure
    in.defender_protections = {p};
    out = resolve_battle(in);
    REQUIRE(out.ok());
    CHECK(out->effect == BattleEffect::defender_keeps);
    CHECK_FALSE(out->discarded);
}

TEST_CASE("FAQ Enormous Effigy: with both standing the winner picks which goes", "[zombie_paella][battle][protection]") {
    BattleInput in = battle(5, std::nullopt);
    in.defender_protections = {Protection::stronghold, Protection::effigy};
    const auto unpicked = resolve_battle(in);
    REQUIRE_FALSE(unpicked.ok());
    CHECK_THAT(unpicked.error(), Catch::Contains("picks"));
    in.winner_removes = Protection::effigy;
    const auto out = resolve_battle(in);
    REQUIRE(out.ok());
    CHECK(out->discarded == Protection::effigy);
    in.defender_protections = {Protection::stronghold};
    CHECK(resolve_battle(in)->discarded == Protection::stronghold);  // one standing: no pick needed
}

}  // namespace zref::test::paella
