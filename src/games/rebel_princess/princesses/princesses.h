// One accessor per Princess whose power zref referees, each in its own file
// named after her.
#pragma once
#include "games/rebel_princess/princess.h"
#include "games/trick_taking/trick_rules.h"

namespace zref::rp {

const PrincessPower& alice();
const PrincessPower& belle();
const PrincessPower& cinderella();
const PrincessPower& mulan();
const PrincessPower& ice_princess();
const PrincessPower& little_mermaid();
const PrincessPower& pea_princess();
const PrincessPower& pocahontas();
const PrincessPower& rapunzel();
const PrincessPower& red_riding_hood();
const PrincessPower& scheherazade();
const PrincessPower& sleeping_beauty();
const PrincessPower& snow_white();
const PrincessPower& swan_maiden();
const PrincessPower& thumbelina();
// Rebel Princess 2's Team Mode villains, in pairs.
const PrincessPower& elder_stepsister();
const PrincessPower& younger_stepsister();
const PrincessPower& evil_queen();
const PrincessPower& queen_of_hearts();
const PrincessPower& sea_witch();
const PrincessPower& dark_fairy();

// Helpers the villains share.
// Her partner's card in a finished trick: the last of theirs that `fits`, else
// their last; nullptr when they have none in it.
template <class Fits>
tt::Play* partner_play(tt::Plays& plays, int partner, Fits&& fits) {
    tt::Play* last = nullptr;
    tt::Play* fitting = nullptr;
    for (auto& p : plays)
        if (p.seat == partner) {
            last = &p;
            if (fits(p)) fitting = &p;
        }
    return fitting ? fitting : last;
}
// Whether An Enchanted Evening decides these plays by its target (a card took
// the running total past it): a power that changes a finished trick's cards
// may not change that.
inline bool target_decides(const GameState& s, const GameData& data, const tt::Plays& plays) {
    return s.round.card >= 0 && data.round_cards[static_cast<std::size_t>(s.round.card)].id == "enchanted-evening" &&
           tt::first_past(plays, s.round.card_state.target).card != nullptr;
}
// A hand that gained a card of `suit` (not a Prince when `prince` is false):
// its void in that suit, its claim of only Princes and what Envy showed it
// lacked no longer hold.
inline void hand_gained(RoundState& round, int seat, std::uint8_t suit, bool prince) {
    round.void_since[static_cast<std::size_t>(seat)][suit] = 0;
    if (!prince) round.only_princes_claim[static_cast<std::size_t>(seat)] = 0;
    std::erase_if(round.envy_lacks, [seat](const EnvyLack& l) { return l.seat == seat; });
}

}  // namespace zref::rp
