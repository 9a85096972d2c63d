#include "games/zombie_paella/battle.h"

#include <algorithm>

#include "games/zombie_paella/sections.h"

namespace zref::paella {

namespace {


std::string points(int n) { return std::to_string(n) + (n == 1 ? " point" : " points"); }

// Each change stops at zero: a battle card's points never fall below it.
int apply(int value, int delta) { return std::max(0, value + delta); }

std::string card_list(const std::vector<BattleCard>& cards) {
    std::string out;
    for (std::size_t i = 0; i < cards.size(); ++i) out += (i ? " + " : "") + cards[i].name;
    return out;
}

// Which protection a won battle discards, or a refusal when the winner must pick.
Result<Protection> protection_to_discard(const BattleInput& in) {
    const auto& stand = in.defender_protections;
    if (stand.size() == 1) return stand.front();
    if (!in.winner_removes)
        return fail("both a Defensive Stronghold and an Enormous Effigy stand: the winning attacker picks which one is "
                    "discarded (rulebook: " + std::string(sec::FaqEffigy) + ")");
    if (std::find(stand.begin(), stand.end(), *in.winner_removes) == stand.end())
        return fail("no " + std::string(protection_name(*in.winner_removes)) + " stands in front of the defender");
    return *in.winner_removes;
}

}  // namespace

Modifier blurtini(Side played_by) { return Modifier{"Blurtini", played_by, -1}; }

Status check_attack_cards(const std::vector<BattleCard>& cards) {
    if (cards.empty()) return fail("a battle needs a battle card laid face down (rulebook: " + std::string(sec::BattleCards) + ")");
    const auto teamwork = std::count_if(cards.begin(), cards.end(), [](const BattleCard& c) { return c.teamwork; });
    const auto others = static_cast<long>(cards.size()) - teamwork;
    if (cards.size() == 1 && teamwork == 1)
        return fail(cards.front().name + " cannot battle alone: teamwork adds its points to another battle card (rulebook: " +
                    std::string(sec::BattleCards) + ")");
    if (others > 1)
        return fail("only one battle card may be laid, plus teamwork cards: " + card_list(cards) + " has " +
                    std::to_string(others) + " (rulebook: " + std::string(sec::BattleCards) + ")");
    return Ok{};
}

Result<BattleOutcome> resolve_battle(const BattleInput& in) {
    if (auto ok = check_attack_cards(in.attack); !ok) return fail(ok.error());
    const bool bloody = in.stake == Stake::all_treasures;
    if (bloody && in.attacker_treasures <= 0)
        return fail("a Bloody Battle needs treasures of the attacker's own to stake (rulebook: " + std::string(sec::Strength) + ")");
    if (bloody && !in.defender_protections.empty())
        return fail("no Bloody Battle against a player behind a " +
                    std::string(protection_name(in.defender_protections.front())) + ", which is stronger (rulebook: " +
                    std::string(sec::FaqBloodyBattle) + ")");
    if (!in.defence && !in.modifiers.empty())
        return fail(in.modifiers.front().name + " acts when battle cards are turned over; with no defence nothing is "
                    "compared (rulebook: " + std::string(sec::FaqBlurtini) + ")");

    BattleOutcome out;
    for (const auto& c : in.attack) out.attack += c.attack;
    if (in.attack.size() > 1)
        out.reasons.push_back({card_list(in.attack) + " attack together with " + points(out.attack) +
                                   ": teamwork adds its points to the other card",
                               std::string(sec::FaqShowgirls)});

    if (!in.defence) {
        if (in.potion_bonus)
            out.reasons.push_back({"the Protective Potion helps only a holder who defends with a battle card",
                                   std::string(sec::FaqProtectivePotion)});
    } else {
        int defence = in.defence->defence;
        if (in.potion_bonus) {
            // The Potion is part of the defender's points, before anything takes points off.
            defence = apply(defence, *in.potion_bonus);
            out.reasons.push_back({"the Protective Potion's holder defends with a battle card, so it counts: defence " +
                                       std::to_string(defence),
                                   std::string(sec::FaqProtectivePotion)});
        }
        for (const auto& m : in.modifiers) {
            const bool on_attack = m.played_by == Side::defender;
            int& target = on_attack ? out.attack : defence;
            const int before = target;
            target = apply(target, m.delta);
            std::string text = m.name + " changes the " + (on_attack ? "attack" : "defence") + " from " +
                               std::to_string(before) + " to " + std::to_string(target);
            if (before + m.delta < 0) text += ": points never fall below zero";
            out.reasons.push_back({std::move(text), std::string(sec::FaqBlurtini)});
        }
        out.defence = defence;
    }

    if (!out.defence) {
        out.attacker_wins = true;
        out.reasons.push_back({"no defence: the attacker wins with " + points(out.attack) + ", even none",
                               std::string(out.attack == 0 ? sec::FaqTurd : sec::BattleCards)});
    } else {
        out.attacker_wins = out.attack > *out.defence;
        const std::string cmp = "attack " + std::to_string(out.attack) + " against defence " + std::to_string(*out.defence);
        if (out.attacker_wins)
            out.reasons.push_back({cmp + ": more attack, the attacker wins", std::string(sec::BattleCards)});
        else if (out.attack == *out.defence)
            out.reasons.push_back({cmp + ": a tie goes to the defender",
                                   std::string(bloody ? sec::FaqBloodyBattle : sec::BattleCards)});
        else
            out.reasons.push_back({cmp + ": the defence holds", std::string(sec::BattleCards)});
    }

    if (bloody) {
        out.effect = out.attacker_wins ? BattleEffect::attacker_takes_all : BattleEffect::defender_takes_all;
        out.reasons.push_back({out.attacker_wins ? "a Bloody Battle won: the attacker takes all the defender's treasures"
                                                 : "a Bloody Battle lost: the defender takes the whole of the attacker's collection",
                               std::string(sec::Strength)});
        return out;
    }
    if (!out.attacker_wins) {
        out.effect = BattleEffect::defender_keeps;
        out.reasons.push_back({"the defender keeps the " + in.treasure, std::string(sec::BattleCards)});
        return out;
    }
    if (!in.defender_protections.empty()) {
        auto which = protection_to_discard(in);
        if (!which) return fail(which.error());
        out.effect = BattleEffect::protection_discarded;
        out.discarded = *which;
        out.reasons.push_back({"the won battle discards the " + std::string(protection_name(*which)) +
                                   " instead of taking the " + in.treasure,
                               std::string(sec::Strength)});
        return out;
    }
    out.effect = BattleEffect::attacker_takes_treasure;
    out.reasons.push_back({"the attacker takes the " + in.treasure, std::string(sec::BattleCards)});
    return out;
}

}  // namespace zref::paella
