// A battle as the table plays it: declared for a treasure, defended blind
// (or not), the attack turned over, Blurtinis played as the cards turn, then
// settled by battle.h. A Bloody Battle (special.cc) runs through the same
// steps for all the defender's treasures.
#include <algorithm>

#include "core/text.h"
#include "games/zombie_paella/engine_util.h"
#include "games/zombie_paella/game.h"
#include "games/zombie_paella/protection.h"
#include "games/zombie_paella/sections.h"

namespace zref::paella {

inline constexpr std::string_view kBlurtiniId = "blurtini";
inline constexpr std::string_view kProtectivePotionId = "protective-potion";
inline constexpr std::string_view kPlumpMrPiggyId = "plump-mr-piggy";

namespace {

std::string describe_hint(const CardInfo& c, std::string_view field) {
    return c.name + "'s " + std::string(field) + " is not printed in the rulebook: describe it once, card " + c.id + " " +
           std::string(field) + " N";
}

Result<BattleCard> battle_card(const CardInfo& c) {
    // Plump Mr. Piggy's points come from the ingredients (added in fight_out); printed ones, if any, the table gives.
    if (c.id == kPlumpMrPiggyId) return BattleCard{c.name, c.attack.value_or(0), c.defence.value_or(0), c.teamwork};
    if (!c.attack) return fail(describe_hint(c, "attack"));
    if (!c.defence) return fail(describe_hint(c, "defence"));
    return BattleCard{c.name, *c.attack, *c.defence, c.teamwork};
}

std::vector<Protection> protections_of(const PlayerState& p) {
    std::vector<Protection> out;
    if (p.has_in_front(std::string(kStrongholdId))) out.push_back(Protection::stronghold);
    if (p.has_in_front(std::string(kEffigyId))) out.push_back(Protection::effigy);
    return out;
}

}  // namespace

Result<Ruling> Game::on_battle(GameState& s, const Command& c) const {
    if (c.args.size() != 2) return fail("battle takes the owner and the treasure: battle Ben rabbit");
    auto owner = find_player(s, c.args[0]);
    if (!owner) return fail(owner.error());
    if (*owner == s.current) return fail("a battle is fought for another player's treasure");
    const GameData& b = book();
    auto card = owned_treasure(s, b, *owner, c.args[1]);
    if (!card) return fail(card.error());
    const auto& attacker = s.table.players[static_cast<std::size_t>(s.current)];
    if (attacker.hand_size < 1) return fail(attacker.name + " holds no cards: a battle needs a battle card from the hand");
    spend_action(s);
    BattleState battle;
    battle.attacker = s.current;
    battle.defender = *owner;
    battle.treasure = (*card)->id;
    s.battle = battle;
    s.await = Await::Defence;
    Ruling r;
    r.canonical = Command{"battle", {s.seating.name(*owner), (*card)->id}}.to_line();
    r.headline = attacker.name + " battles " + s.seating.name(*owner) + " for the " + (*card)->name + " and lays a card face down";
    r.because("the attacker names the treasure, then lays a battle card face down", std::string(sec::BattleCards));
    const auto stands = protections_of(s.table.players[static_cast<std::size_t>(*owner)]);
    if (!stands.empty())
        r.notices.push_back("a " + std::string(protection_name(stands.front())) + " stands in front of " + s.seating.name(*owner) +
                            "'s collection: a won battle discards it instead of taking the treasure");
    r.notices.push_back(s.seating.name(*owner) + " defends blind: defend CARD, or defend none");
    return r;
}

Result<Ruling> Game::on_defend(GameState& s, const Command& c) const {
    if (c.args.size() != 1) return fail("defend takes one battle card, or none: defend king-james-i");
    BattleState& battle = *s.battle;
    auto& defender = s.table.players[static_cast<std::size_t>(battle.defender)];
    Ruling r;
    if (iequals(c.args[0], "none") || iequals(c.args[0], "no")) {
        battle.defence = "";
        r.canonical = "defend none";
        r.headline = defender.name + " does not defend";
    } else {
        auto card = find_card(book(), c.args[0], {CardKind::battle});
        if (!card) return fail(card.error());
        if (auto bc = battle_card(**card); !bc) return fail(bc.error());
        if ((*card)->teamwork) return fail((*card)->name + " cannot battle alone: a defence is one battle card");
        if (defender.hand_size < 1) return fail(defender.name + " holds no cards to defend with: defend none");
        defender.hand_size -= 1;
        s.table.in_play += 1;
        battle.defence = (*card)->id;
        r.canonical = "defend " + (*card)->id;
        r.headline = defender.name + " defends with a card face down";
    }
    battle.defence_given = true;
    s.await = Await::Reveal;
    r.because("the defender chooses without seeing the attacking card", std::string(sec::BattleCards));
    r.notices.push_back(s.seating.name(battle.attacker) + " turns over the attack: attack CARD");
    return r;
}

Result<Ruling> Game::on_attack(GameState& s, const Command& c) const {
    if (c.args.empty()) return fail("attack takes the battle cards laid face down: attack king-james-i");
    BattleState& battle = *s.battle;
    auto& attacker = s.table.players[static_cast<std::size_t>(battle.attacker)];
    std::vector<BattleCard> cards;
    std::vector<std::string> ids;
    for (const auto& word : c.args) {
        auto card = find_card(book(), word, {CardKind::battle});
        if (!card) return fail(card.error());
        auto bc = battle_card(**card);
        if (!bc) return fail(bc.error());
        cards.push_back(*bc);
        ids.push_back((*card)->id);
    }
    if (auto ok = check_attack_cards(cards); !ok) return fail(ok.error());
    if (attacker.hand_size < static_cast<int>(cards.size()))
        return fail(attacker.name + " holds " + counted(attacker.hand_size, "card", "cards") + ", fewer than " + std::to_string(cards.size()));
    attacker.hand_size -= static_cast<int>(cards.size());
    s.table.in_play += static_cast<int>(cards.size());
    battle.attack = ids;
    Ruling r;
    r.canonical = Command{"attack", ids}.to_line();
    r.headline = attacker.name + " turns over " + card_names(book(), ids);
    if (battle.defence && battle.defence->empty()) {
        fight_out(s, r);
        return r;
    }
    r.headline += " against " + s.seating.name(battle.defender) + "'s " + card_name(book(), *battle.defence);
    s.await = Await::Modifiers;
    r.notices.push_back("cards played as the battle cards turn (blurtini NAME), then fight");
    return r;
}

Result<Ruling> Game::on_blurtini(GameState& s, const Command& c) const {
    if (c.args.size() != 1) return fail("blurtini takes who plays it: blurtini Ana");
    if (!book().card(kBlurtiniId)) return fail("no Blurtini in this game's data");
    auto seat = find_player(s, c.args[0]);
    if (!seat) return fail(seat.error());
    BattleState& battle = *s.battle;
    if (*seat != battle.attacker && *seat != battle.defender)
        return fail("Blurtini is played by someone in the battle: " + s.seating.name(battle.attacker) + " or " +
                    s.seating.name(battle.defender));
    auto& p = s.table.players[static_cast<std::size_t>(*seat)];
    if (p.hand_size < 1) return fail(p.name + " holds no cards");
    p.hand_size -= 1;
    s.table.in_play += 1;
    const Side side = *seat == battle.attacker ? Side::attacker : Side::defender;
    battle.modifiers.push_back(blurtini(side));
    battle.modifier_cards.emplace_back(kBlurtiniId);
    Ruling r;
    r.canonical = Command{"blurtini", {p.name}}.to_line();
    r.headline = p.name + " plays Blurtini: one point off " + s.seating.name(side == Side::attacker ? battle.defender : battle.attacker) +
                 "'s " + (side == Side::attacker ? "defence" : "attack");
    r.because("Blurtini takes a point off the opponent when the cards turn, never below zero; several may be played",
              std::string(sec::FaqBlurtini));
    return r;
}

Result<Ruling> Game::on_fight(GameState& s, const Command& c) const {
    if (!c.args.empty()) return fail("fight takes nothing: it settles the battle");
    Ruling r;
    r.headline = "The battle is settled";
    if (auto ok = fight_out(s, r); !ok) return fail(ok.error());
    return r;
}

Result<Ruling> Game::on_remove(GameState& s, const Command& c) const {
    if (c.args.size() != 1) return fail("remove takes stronghold or effigy");
    std::optional<Protection> pick;
    if (starts_with_ci("stronghold", c.args[0]) || starts_with_ci(kStrongholdId, c.args[0])) pick = Protection::stronghold;
    if (starts_with_ci("effigy", c.args[0]) || starts_with_ci(kEffigyId, c.args[0])) pick = Protection::effigy;
    if (!pick) return fail("remove takes stronghold or effigy");
    Ruling r;
    r.canonical = std::string("remove ") + (*pick == Protection::stronghold ? "stronghold" : "effigy");
    r.headline = s.seating.name(s.battle->attacker) + " picks the " + std::string(protection_name(*pick));
    if (auto ok = fight_out(s, r, pick); !ok) return fail(ok.error());
    return r;
}

// Settles the battle with battle.h and applies its outcome: treasures move,
// a protection goes, every card of the battle goes to the cemetery.
Status Game::fight_out(GameState& s, Ruling& r, std::optional<Protection> pick) const {
    BattleState& battle = *s.battle;
    const GameData& b = book();
    auto& attacker = s.table.players[static_cast<std::size_t>(battle.attacker)];
    auto& defender = s.table.players[static_cast<std::size_t>(battle.defender)];
    BattleInput in;
    in.stake = battle.stake;
    in.treasure = card_name(b, battle.treasure);
    for (const auto& id : battle.attack) {
        in.attack.push_back(*battle_card(*b.card(id)));
        if (id == kPlumpMrPiggyId) in.attack.back().attack += worth_of(s, b, battle.attacker);
    }
    if (battle.defence && !battle.defence->empty()) {
        in.defence = *battle_card(*b.card(*battle.defence));
        if (*battle.defence == kPlumpMrPiggyId) in.defence->defence += worth_of(s, b, battle.defender);
        if (defender.holds(std::string(kProtectivePotionId))) {
            const CardInfo* potion = b.card(kProtectivePotionId);
            if (!potion || !potion->defence)
                return fail("the Protective Potion's bonus is not printed in the rulebook: describe it once, card protective-potion defence N");
            in.potion_bonus = *potion->defence;
        }
    }
    in.modifiers = battle.modifiers;
    in.attacker_treasures = attacker.treasure_count();
    in.defender_protections = protections_of(defender);
    in.winner_removes = pick;
    if (in.defender_protections.size() > 1 && !pick) {
        BattleInput probe = in;
        probe.winner_removes = Protection::stronghold;
        auto trial = resolve_battle(probe);
        if (!trial) return fail(trial.error());
        if (trial->attacker_wins && battle.stake == Stake::one_treasure) {
            s.await = Await::Remove;
            r.notices.push_back(attacker.name + " wins against both a Stronghold and an Effigy and picks which goes: remove stronghold, or remove effigy");
            for (const auto& reason : trial->reasons) r.reasons.push_back(reason);
            r.reasons.pop_back();
            return Ok{};
        }
    }
    auto out = resolve_battle(in);
    if (!out) return fail(out.error());
    if (std::find(battle.attack.begin(), battle.attack.end(), kPlumpMrPiggyId) != battle.attack.end() ||
        (battle.defence && *battle.defence == kPlumpMrPiggyId))
        r.because("Plump Mr. Piggy adds its player's ingredients, counted by worth (Saffron two with four or more players; our reading: piggy-points)",
                  std::string(sec::FaqPlumpMrPiggy));
    for (const auto& reason : out->reasons) r.reasons.push_back(reason);
    std::string what;
    const std::string via = battle.via.empty() ? card_names(b, battle.attack) : card_name(b, battle.via);
    switch (out->effect) {
        case BattleEffect::attacker_takes_treasure:
            move_treasure(s, b, battle.defender, battle.attacker, battle.treasure);
            what = "took " + in.treasure + " from " + defender.name;
            break;
        case BattleEffect::protection_discarded: {
            const std::string id(protection_id(*out->discarded));
            auto& front = defender.in_front;
            front.erase(std::find(front.begin(), front.end(), id));
            s.table.cemetery.push_back(id);
            what = "destroyed " + defender.name + "'s " + std::string(protection_name(*out->discarded));
            break;
        }
        case BattleEffect::attacker_takes_all:
            for (const auto& id : defender.treasures()) move_treasure(s, b, battle.defender, battle.attacker, id);
            what = "took all of " + defender.name + "'s treasures";
            break;
        case BattleEffect::defender_takes_all:
            for (const auto& id : attacker.treasures()) move_treasure(s, b, battle.attacker, battle.defender, id);
            what = "lost all treasures to " + defender.name;
            break;
        case BattleEffect::defender_keeps:
            what = "failed to take " + in.treasure + " from " + defender.name;
            break;
    }
    const std::string score = std::to_string(out->attack) + (out->defence ? " vs " + std::to_string(*out->defence) : " vs no defence");
    r.notices.insert(r.notices.begin(), attacker.name + (out->attacker_wins ? " wins: " : " loses: ") + what + " (" + score + ")");
    s.events.push_back({s.turn, attacker.name, battle.via.empty() ? "battle" : "bloody battle", battle.via.empty() ? battle.attack.front() : battle.via,
                        what + " with " + via + " (" + score + ")"});
    for (const auto& id : battle.attack) table_to_cemetery(s, id);
    if (battle.defence && !battle.defence->empty()) table_to_cemetery(s, *battle.defence);
    for (const auto& id : battle.modifier_cards) table_to_cemetery(s, id);
    if (!battle.via.empty()) table_to_cemetery(s, battle.via);
    s.battle.reset();
    s.await = Await::Action;
    settle(s, r);
    return Ok{};
}

}  // namespace zref::paella
