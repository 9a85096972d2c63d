#include "games/zombie_paella/protection.h"

#include "games/zombie_paella/sections.h"

namespace zref::paella {

namespace {


Shield shield(bool shields, std::string text, std::string_view section) {
    return Shield{shields, Reason{std::move(text), std::string(section)}};
}

}  // namespace

Result<Shield> protection_shields(Protection protection, const Incoming& in) {
    const std::string name(protection_name(protection));
    const auto& card = in.card;
    const bool stronghold = protection == Protection::stronghold;
    const auto own_section = stronghold ? sec::FaqStronghold : sec::FaqEffigy;
    if (in.played_by_owner)
        return shield(false, "the " + name + " shields only from other players' cards, not its owner's own " + card.name,
                      own_section);
    if (!in.touches_treasures)
        return shield(false, card.name + " does not act on the owner's treasures", sec::Strength);
    if (card.kind == CardKind::battle)
        return shield(true, "the " + name + " stops battle cards taking treasures: a won battle discards it instead",
                      sec::Strength);
    if (card.kind != CardKind::special)
        return shield(false, "the " + name + " stands against battle and special cards, not a " +
                                 std::string(kind_name(card.kind)) + " card",
                      sec::Strength);
    // The stronger card prevails: The Great Flood (6) goes through both.
    if (card.strength && *card.strength > protection_strength(protection))
        return shield(false, card.name + " (strength " + std::to_string(*card.strength) + ") is stronger than the " + name +
                                 " (" + std::to_string(protection_strength(protection)) + ")",
                      card.id == "the-great-flood" ? sec::FaqGreatFlood : sec::Strength);
    if (card.id == kBloodyBattleId)
        return shield(true, "no Bloody Battle against a player behind the " + name + ", which is stronger",
                      sec::FaqBloodyBattle);
    if (!stronghold)
        return shield(false, "the Enormous Effigy stops only battle cards, not the special card " + card.name,
                      sec::FaqEffigy);
    if (!card.strength)
        return fail("the rulebook does not give " + card.name + "'s strength: the table must give it to rule on the " + name);
    return shield(true, "the Defensive Stronghold stops other players' special cards that touch its owner's treasures",
                  sec::Strength);
}

}  // namespace zref::paella
