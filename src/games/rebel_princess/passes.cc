#include "games/rebel_princess/passes.h"

#include "games/rebel_princess/round_rule.h"
#include "games/trick_taking/passes.h"

namespace zref::rp {

PrintedPass table_pass(const TableSetup& setup, const RoundCardInfo& card) {
    if (auto it = setup.passes.find(card.id); it != setup.passes.end()) return it->second;
    for (const auto& box : setup.sets)
        if (auto it = card.passes.find(box); it != card.passes.end() && it->second.known()) return it->second;
    return {};
}

bool passes_between_partners(const RoundCardInfo& card) {
    const RoundRule* rule = round_rule(card.id);
    return rule && rule->passes_between_partners();
}

std::string pass_reminder(const Seating& seating, const TableSetup& setup, const RoundCardInfo& card) {
    const PrintedPass pass = table_pass(setup, card);
    if (passes_between_partners(card)) {
        // Only the count matters: each partner hands cards to the other.
        const std::string pairs = seating.teams() ? ": " + tt::who_passes(seating, tt::PassDirection::Left) : "";
        if (!pass.known())
            return "Partners exchange cards with each other only, as many as your " + card.name +
                   " card prints (no source tells zref; 'passes " + card.id + " N' in the setup records it). Everyone at once" +
                   pairs + ".";
        if (pass.count == 0) return "No pass this round.";
        return "Partners exchange " + tt::pass_count_text(pass.count) + " with each other only, everyone at once" + pairs +
               ".";
    }
    if (!pass.known())
        return "Pass as your " + card.name + " card prints (no source tells zref; 'passes " + card.id +
               " N left|right' in the setup records it). Everyone passes at once.";
    if (pass.count == 0) return "No pass this round.";
    // At a table of teams any other pass still goes round the table, not to partners.
    const Seating around = seating.teams() ? Seating(seating.names(), false) : seating;
    return "Pass " + pass_text(pass) + ", everyone at once: " + tt::who_passes(around, pass.direction) + ".";
}

}  // namespace zref::rp
