#include "games/zombie_princess/trick.h"

namespace zref::zp {

TrickVerdict resolve_trick(const std::vector<Play>& plays, const CardCodec& codec, const Seating& seating) {
    TrickVerdict v;
    const Card led = plays.front().card;
    const std::uint8_t trump = codec.trump_suit();
    const Play* best = nullptr;
    bool trump_played = false;
    for (const auto& p : plays)
        if (p.card.suit == trump) trump_played = true;
    const std::uint8_t ruling_suit = trump_played ? trump : led.suit;
    for (const auto& p : plays)
        if (p.card.suit == ruling_suit && (!best || strength(p) > strength(*best))) best = &p;
    v.winner = best->seat;
    const std::string who = seating.name(best->seat) + "'s " + codec.name(best->card) +
                            (best->bonus ? " (worth " + std::to_string(strength(*best)) + ")" : "");
    if (trump_played && led.suit != trump) {
        v.reasons.push_back({who + " wins: a " + codec.suit_singular(trump) + " was played, and the highest " +
                                 codec.suit_singular(trump) + " takes the trick whatever suit was led",
                             "The Privileged Princes"});
    } else if (trump_played) {
        v.reasons.push_back({who + " wins: " + codec.suit_name(trump) + " were led and it is the highest " +
                                 codec.suit_singular(trump),
                             "The Privileged Princes"});
    } else {
        v.reasons.push_back({who + " wins: no " + codec.suit_singular(trump) + " was played, so the highest " +
                                 codec.suit_singular(led.suit) + " (the led suit) takes the trick",
                             "Playing a Trick"});
    }
    for (const auto& p : plays) {
        if (p.card.suit == ruling_suit) continue;
        if (p.card.suit == led.suit)
            v.reasons.push_back({seating.name(p.seat) + "'s " + codec.name(p.card) + " cannot win: it follows the led suit, "
                                     "but a " + codec.suit_singular(trump) + " was played",
                                 "The Privileged Princes"});
        else
            v.reasons.push_back({seating.name(p.seat) + "'s " + codec.name(p.card) +
                                     " cannot win: it is neither the led suit nor a " + codec.suit_singular(trump),
                                 "Playing a Trick"});
    }
    return v;
}

}  // namespace zref::zp
