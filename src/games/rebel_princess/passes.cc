#include "games/rebel_princess/passes.h"

#include "games/trick_taking/passes.h"

namespace zref::rp {

PrintedPass table_pass(const TableSetup& setup, const RoundCardInfo& card) {
    if (auto it = setup.passes.find(card.id); it != setup.passes.end()) return it->second;
    for (const auto& box : setup.sets)
        if (auto it = card.passes.find(box); it != card.passes.end() && it->second.known()) return it->second;
    return {};
}

std::string pass_reminder(const Seating& seating, const TableSetup& setup, const RoundCardInfo& card) {
    const PrintedPass pass = table_pass(setup, card);
    if (!pass.known())
        return "Pass as your " + card.name + " card prints (no source tells zref; 'passes " + card.id +
               " N left|right' in the setup records it). Everyone passes at once.";
    if (pass.count == 0) return "No pass this round.";
    return "Pass " + pass_text(pass) + ", everyone at once: " + tt::who_passes(seating, pass.direction) + ".";
}

}  // namespace zref::rp
