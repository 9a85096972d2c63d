// Every Round card zref referees, by id: one line per card.
#include <memory>

#include "games/rebel_princess/round_cards/round_cards.h"
#include "games/rebel_princess/round_rule.h"

namespace zref::rp {

namespace {

const std::vector<const RoundRule*>& all_rules() {
    static const std::vector<const RoundRule*> rules = {
        &once_upon_a_time(),
        &invitation(),
        &enchanted_evening(),
        &masquerade_ball(),
        &musical_chairs(),
        &late_to_the_ball(),
        &crystal_clear(),
        &after_party(),
        &blind_mans_bluff(),
        &draft(),
        &pets_revenge(),
        &single_fairy(),
        &three_times_a_lady(),
        &old_tune(),
        &arranged_marriage(),
        &bathroom_break(),
        &dancing_queens(),
        &inherited(),
        &royal_decree(),
        &poisoned_apple(),
        &upside_down(),
        &always_the_bridesmaid(),
        &sisterhood(),
        &midnight_makeover(),
        &pass_the_bouquet(),
        &prince_rings_twice(),
        &magic_beans(),
        &odds_and_evens(),
        &secret_bid(),
        &poisoned_gift(),
        &wedding_gift(),
        &late_for_a_very_important_date(),
        &haggle_with_the_hag(),
        &wedding_surprise(),
        // Team Mode
        &evil_but_welcome(),
        &matching_outfits(),
        &dear_single(),
        &double_date(),
        &soulmates(),
        &yin_and_yang(),
    };
    return rules;
}

}  // namespace

const RoundRule* round_rule(std::string_view id) {
    for (const auto* r : all_rules())
        if (r->id() == id) return r;
    return nullptr;
}

std::vector<std::string> refereed_round_cards() {
    std::vector<std::string> out;
    for (const auto* r : all_rules()) out.emplace_back(r->id());
    return out;
}

}  // namespace zref::rp
