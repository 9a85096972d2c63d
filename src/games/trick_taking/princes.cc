#include "games/trick_taking/princes.h"

#include "core/text.h"

namespace zref::tt {

std::string early_lead_refusal(const Seating& seating, const CardCodec& codec, int seat, std::uint8_t princes) {
    return concat({codec.suit_name(princes), " have not broken out yet, so ", seating.name(seat), " may lead a ",
                   codec.suit_singular(princes), " only when holding nothing but ", codec.suit_name(princes)});
}

Reason claim_allows_lead(const Seating& seating, const CardCodec& codec, int seat, std::uint8_t princes,
                         const RuleSections& sections) {
    return {seating.name(seat) + " declares a hand of only " + codec.suit_name(princes) +
                ", which allows the lead; zref remembers the claim",
            std::string(sections.princes)};
}

std::string broken_out_notice(const CardCodec& codec, std::uint8_t princes) {
    return codec.suit_name(princes) + " have broken out: they may be led from now on this round";
}

std::string false_claim_warning(const Seating& seating, const CardCodec& codec, int seat, Card c, int claim_trick,
                                std::uint8_t princes) {
    return "possible false claim: " + seating.name(seat) + " claimed to hold only " + codec.suit_name(princes) +
           " in trick " + std::to_string(claim_trick) + " and now plays " + codec.name(c) +
           ". The table decides: 'undo' takes the card back, anything else keeps it";
}

}  // namespace zref::tt
