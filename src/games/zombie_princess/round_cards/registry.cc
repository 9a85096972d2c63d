// Letter -> rule, a to z. A card missing here would be shown with its text but
// refused as a Round card: zref never half-referees a round.
#include "games/zombie_princess/round_cards/round_cards.h"

#include <array>

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

// Indexed once by letter, at start-up: the rule of the round is looked up
// several times for every command, and a function-local table cost a guard
// check each time. Nothing runs rules before main(), so the order of static
// initialisation does not matter here; rule_of relies on it, reading
// kRuleOfLetter without a check (a rule asked for before main() would find
// the table empty).
const std::array<const RoundRule*, 26> detail::kRuleByLetter = [] {
    std::array<const RoundRule*, 26> table{};
    for (const RoundRule* r : kRules)
        if (r->letter() >= 'a' && r->letter() <= 'z') table[static_cast<std::size_t>(r->letter() - 'a')] = r;
    return table;
}();

const std::array<const RoundRule*, 256> detail::kRuleOfLetter = [] {
    std::array<const RoundRule*, 256> table{};
    table.fill(&opening_night());
    for (char letter = 'a'; letter <= 'z'; ++letter)
        if (const RoundRule* r = kRuleByLetter[static_cast<std::size_t>(letter - 'a')])
            table[static_cast<unsigned char>(letter)] = r;
    return table;
}();  // after kRuleByLetter, which it reads: in one file, they are made in order

const std::vector<char>& refereed_round_cards() {
    // Listed once, on the first call: the table of rules is fixed when the
    // program is built, and `begin` asks for every game self-play sets up.
    static const std::vector<char> letters = [] {
        std::vector<char> out;
        out.reserve(std::size(kRules));
        for (const RoundRule* r : kRules) out.push_back(r->letter());
        return out;
    }();
    return letters;
}

}  // namespace zref::zp
