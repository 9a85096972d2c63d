#include "games/zombie_princess/trick.h"

#include <initializer_list>
#include <string>
#include <string_view>

#include "core/text.h"

namespace zref::zp {

namespace {
bool any_trump(const Plays& plays, std::uint8_t trump) {
    for (const auto& p : plays)
        if (p.card.suit == trump) return true;
    return false;
}

// The trick goes to the highest card of the ruling suit: the Princes if any
// was played, else the led suit (so one is always there); the first played
// wins a tie. Chosen without a branch per card: which card is best is random,
// and a wall-clock profile showed the mispredicted branches.
const Play& best_of(const Plays& plays, std::uint8_t ruling_suit) {
    std::size_t best = 0;
    int best_strength = -1;  // below every card
    for (std::size_t i = 0; i < plays.size(); ++i) {
        const int value = plays[i].card.suit == ruling_suit ? strength(plays[i]) : -1;
        const bool higher = value > best_strength;
        best = higher ? i : best;
        best_strength = higher ? value : best_strength;
    }
    return plays[best];
}
}  // namespace

int winning_seat(const Plays& plays, const CardCodec& codec) {
    const std::uint8_t trump = codec.trump_suit();
    return best_of(plays, any_trump(plays, trump) ? trump : plays.front().card.suit).seat;
}

TrickVerdict basic_verdict(const Plays& plays, const CardCodec& codec, const Seating& seating, bool explain) {
    return explain ? resolve_trick(plays, codec, seating) : TrickVerdict{winning_seat(plays, codec), {}};
}

TrickVerdict resolve_trick(const Plays& plays, const CardCodec& codec, const Seating& seating) {
    TrickVerdict v;
    v.reasons.reserve(plays.size());
    const Card led = plays.front().card;
    const std::uint8_t trump = codec.trump_suit();
    const bool trump_played = any_trump(plays, trump);
    const std::uint8_t ruling_suit = trump_played ? trump : led.suit;
    const Play* best = &best_of(plays, ruling_suit);
    v.winner = best->seat;
    const std::string trump_one = codec.suit_singular(trump);
    const std::string who = concat({seating.name(best->seat), "'s ", codec.name(best->card),
                                     best->bonus ? " (worth " + std::to_string(strength(*best)) + ")" : ""});
    if (trump_played && led.suit != trump) {
        v.reasons.push_back({concat({who, " wins: a ", trump_one, " was played, and the highest ", trump_one,
                                      " takes the trick whatever suit was led"}),
                             "The Privileged Princes"});
    } else if (trump_played) {
        v.reasons.push_back({concat({who, " wins: ", codec.suit_name(trump), " were led and it is the highest ", trump_one}),
                             "The Privileged Princes"});
    } else {
        v.reasons.push_back({concat({who, " wins: no ", trump_one, " was played, so the highest ",
                                      codec.suit_singular(led.suit), " (the led suit) takes the trick"}),
                             "Playing a Trick"});
    }
    for (const auto& p : plays) {
        if (p.card.suit == ruling_suit) continue;
        const std::string card = codec.name(p.card);
        if (p.card.suit == led.suit)
            v.reasons.push_back({concat({seating.name(p.seat), "'s ", card,
                                          " cannot win: it follows the led suit, but a ", trump_one, " was played"}),
                                 "The Privileged Princes"});
        else
            v.reasons.push_back({concat({seating.name(p.seat), "'s ", card, " cannot win: it is neither the led suit nor a ",
                                          trump_one}),
                                 "Playing a Trick"});
    }
    return v;
}

}  // namespace zref::zp
