#include "games/zombie_princess/trick.h"

namespace zref::zp {

namespace {
bool any_trump(const Plays& plays, std::uint8_t trump) {
    for (const auto& p : plays)
        if (p.card.suit == trump) return true;
    return false;
}

// The trick goes to the highest card of the ruling suit: the Princes if any
// was played, else the led suit.
const Play& best_of(const Plays& plays, std::uint8_t ruling_suit) {
    const Play* best = nullptr;
    for (const auto& p : plays)
        if (p.card.suit == ruling_suit && (!best || strength(p) > strength(*best))) best = &p;
    return *best;
}
}  // namespace

int winning_seat(const Plays& plays, const CardCodec& codec) {
    const std::uint8_t trump = codec.trump_suit();
    return best_of(plays, any_trump(plays, trump) ? trump : plays.front().card.suit).seat;
}

TrickVerdict resolve_trick(const Plays& plays, const CardCodec& codec, const Seating& seating) {
    TrickVerdict v;
    const Card led = plays.front().card;
    const std::uint8_t trump = codec.trump_suit();
    const bool trump_played = any_trump(plays, trump);
    const std::uint8_t ruling_suit = trump_played ? trump : led.suit;
    const Play* best = &best_of(plays, ruling_suit);
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
