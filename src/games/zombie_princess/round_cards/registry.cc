// Letter -> rule, a to z. A card missing here would be shown with its text but
// refused as a Round card: zref never half-referees a round.
#include "games/zombie_princess/round_cards/round_cards.h"

namespace zref::zp {

namespace {
const RoundRule* const kRules[] = {
    &opening_night(),
    &ah_one_and_ah_two(),
    &dead_last(),
    &dead_set_on_winning(),
    &triple_tap(),
    &shambler_swap(),
    &brain_drain(),
    &headhunters(),
    &brainpan_bonanza(),
    &necro_narcissism(),
    &conspiratorial_corpse_crusade(),
    &revenge_of_the_living(),
    &ultimate_won_knight(),
    &grave_new_world(),
    &decomposing_duos(),
    &a_view_to_a_kill(),
    &skull_smashers(),
    &we_the_villagers(),
    &divide_and_conquer(),
    &the_high_cost_of_living(),
    &his_majestys_last_groan(),
    &undead_on_arrival(),
    &fester_feast(),
    &revenge_of_the_reanimated(),
    &undead_uprising(),
    &ghoulfriends(),
};
}  // namespace

const RoundRule* find_round_rule(char letter) {
    for (const RoundRule* r : kRules)
        if (r->letter() == letter) return r;
    return nullptr;
}

std::vector<char> refereed_round_cards() {
    std::vector<char> out;
    for (const RoundRule* r : kRules) out.push_back(r->letter());
    return out;
}

}  // namespace zref::zp
