// Letter -> rule. A card missing here is shown with its text but refused as a
// Round card until it is refereed (it cannot be applied by hand correctly).
#include "games/zombie_princess/round_cards/round_cards.h"

namespace zref::zp {

namespace {
const RoundRule* const kRules[] = {
    &opening_night(),
    &ah_one_and_ah_two(),
    &dead_last(),
    &dead_set_on_winning(),
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
