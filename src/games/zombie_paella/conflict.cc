#include "games/zombie_paella/conflict.h"

#include "games/zombie_paella/protection_kind.h"
#include "games/zombie_paella/sections.h"

namespace zref::paella {

namespace {


bool is_collection_special(const ChainCard& c) { return c.id == kStrongholdId || c.id == kEffigyId; }

std::string strength_text(const ChainCard& c) {
    return c.strength ? " (strength " + std::to_string(*c.strength) + ")" : "";
}

}  // namespace

ChainCard chain_card(const CardInfo& info) { return ChainCard{info.id, info.name, info.kind, info.strength, false, 0}; }

int ultra_discards(int hand_after) { return hand_after / 2; }  // rounded down, as the FAQ says

Result<Reason> check_block(const ChainCard& blocker, const ChainCard& target) {
    if (target.standing && is_collection_special(target))
        return fail(target.name + " already stands in front of a collection: it could be blocked only as it was played (rulebook: " +
                    std::string(sec::FaqCollections) + ")");
    if (blocker.id == kUltraId)
        return Reason{blocker.name + " blocks any card: it blocks " + target.name + strength_text(target),
                      std::string(sec::Strength)};
    if (blocker.id != kPaellaProtectionId)
        return fail(blocker.name + " is not a blocking card: only a Paella Protection or an Ultra Paella Protection blocks (rulebook: " +
                    std::string(sec::Strength) + ")");
    if (target.id == kPaellaProtectionId)
        return Reason{"a Paella Protection on a Paella Protection negates it", std::string(sec::FaqPaellaProtection)};
    if (target.kind != CardKind::special)
        return fail("a Paella Protection blocks only special cards of strength 1 or another Paella Protection, not the " +
                    std::string(kind_name(target.kind)) + " card " + target.name + " (rulebook: " +
                    std::string(sec::FaqPaellaProtection) + ")");
    if (!target.strength)
        return fail("the rulebook does not give " + target.name +
                    "'s strength: the table must give it before a Paella Protection can be ruled on");
    if (*target.strength != 1)
        return fail("a Paella Protection cannot block " + target.name + strength_text(target) +
                    ": it blocks only strength 1 or another Paella Protection, and the stronger card prevails (rulebook: " +
                    std::string(sec::FaqPaellaProtection) + ")");
    return Reason{"a Paella Protection blocks " + target.name + ", a strength-1 special card",
                  std::string(sec::FaqPaellaProtection)};
}

Result<ChainOutcome> resolve_chain(const std::vector<ChainCard>& chain) {
    if (chain.empty()) return fail("a block chain needs the card that was played");
    ChainOutcome out;
    for (std::size_t i = 1; i < chain.size(); ++i) {
        auto allowed = check_block(chain[i], chain[i - 1]);
        if (!allowed) return fail("block " + std::to_string(i) + ": " + std::move(allowed).error());
        out.reasons.push_back(*allowed);
    }
    // From the last card back: the last stands, and each earlier card stands
    // only if the card blocking it was itself blocked.
    out.takes_effect.assign(chain.size(), true);
    for (std::size_t i = chain.size() - 1; i-- > 0;) out.takes_effect[i] = !out.takes_effect[i + 1];
    out.discards.assign(chain.size(), 0);
    for (std::size_t i = 0; i < chain.size(); ++i) {
        const auto& c = chain[i];
        const bool is_block = i > 0;
        std::string text = c.name + (out.takes_effect[i] ? " takes effect" : " is blocked");
        if (is_block) text += out.takes_effect[i] ? ", blocking " + chain[i - 1].name : "";
        out.reasons.push_back({std::move(text), std::string(sec::Strength)});
        // The halving is part of the Ultra's effect: an Ultra that is itself blocked does nothing.
        if (c.id == kUltraId && out.takes_effect[i]) {
            out.discards[i] = ultra_discards(c.hand_after);
            out.reasons.push_back({"its player discards " + std::to_string(out.discards[i]) + " of the " +
                                       std::to_string(c.hand_after) + " cards left in hand: half, rounded down (our reading: ultra-hand)",
                                   std::string(sec::FaqUltra)});
        }
    }
    return out;
}

}  // namespace zref::paella
