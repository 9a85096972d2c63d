// The Princes' lead ("The Privileged Princes"): Princes may not be led until
// they break out, which the first Prince played does (our reading in Zombie
// Princess), or the first played by a player who cannot follow the led suit
// (Rebel Princess); a player holding nothing but Princes may lead one anyway by
// saying so, and zref remembers that claim and flags a later card that
// contradicts it. `princes` is the Princes' suit (Zombie Princess's trump).
#pragma once
#include <cstdint>
#include <string>

#include "core/ruling.h"
#include "core/seats.h"
#include "games/trick_taking/card.h"
#include "games/trick_taking/round_record.h"
#include "games/trick_taking/trick.h"

namespace zref::tt {

// Whether leading `card` needs the claim: a Prince led before Princes broke out.
inline bool lead_needs_claim(const RoundRecord& r, bool leading, Card card, std::uint8_t princes) {
    return leading && card.suit == princes && !r.princes_broken;
}
// Such a lead without the claim: the lead the rule forbids.
inline bool early_prince_lead(const RoundRecord& r, bool leading, Card card, std::uint8_t princes, bool claims_only_princes) {
    return lead_needs_claim(r, leading, card, princes) && !claims_only_princes;
}
// Whether `card` breaks Princes out: the first Prince played, led or not.
inline bool breaks_out(const RoundRecord& r, Card card, std::uint8_t princes) {
    return card.suit == princes && !r.princes_broken;
}

// Rebel Princess's rule: whether `card` breaks Princes out, a Prince played
// off the suit to follow by a player who is not leading. A Prince led (from
// a hand of only Princes) or played to a Prince lead does not.
inline bool breaks_out_off_suit(const RoundRecord& r, Card card, std::uint8_t princes, bool leading,
                                std::uint8_t suit_to_follow) {
    return !leading && card.suit == princes && suit_to_follow != princes && !r.princes_broken;
}

// `seat` claimed, leading trick `trick_no`, to hold only Princes.
inline void note_claim(RoundRecord& r, int seat, int trick_no) {
    r.only_princes_claim[static_cast<std::size_t>(seat)] = trick_no;
}
// Whether `card`, played by `seat` in trick `trick_no`, contradicts that
// seat's claim: a card that is not a Prince, after the trick of the claim.
// (A game whose hands change unseen asks also whether the claim still binds.)
inline bool contradicts_claim(const RoundRecord& r, int seat, Card card, int trick_no, std::uint8_t princes) {
    const int claim = r.only_princes_claim[static_cast<std::size_t>(seat)];
    return claim > 0 && claim != trick_no && card.suit != princes;
}

// "Princes have not broken out yet, so Ana may lead a Prince only when
// holding nothing but Princes": why an early Prince lead is refused (a game
// adds how its claim is typed).
std::string early_lead_refusal(const Seating& seating, const CardCodec& codec, int seat, std::uint8_t princes);
// The reason a claim gives when it allows the lead.
Reason claim_allows_lead(const Seating& seating, const CardCodec& codec, int seat, std::uint8_t princes,
                         const RuleSections& sections);
// The notice when the first Prince is played.
std::string broken_out_notice(const CardCodec& codec, std::uint8_t princes);
// The warning for a card that contradicts a claim made in trick `claim_trick`:
// zref cannot see hands, so it flags the play and the table decides.
std::string false_claim_warning(const Seating& seating, const CardCodec& codec, int seat, Card c, int claim_trick,
                                std::uint8_t princes);

}  // namespace zref::tt
